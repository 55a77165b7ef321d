class web($port = 80) { notify { "web ${port}": } }
class { 'web': port => 8080 }
class { 'web': port => 8080 }
