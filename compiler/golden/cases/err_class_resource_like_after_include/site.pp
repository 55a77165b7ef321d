class web($port = 80) { notify { "web ${port}": } }
include web
class { 'web': port => 8080 }
