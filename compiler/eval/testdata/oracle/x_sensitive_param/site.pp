class c(Sensitive[String] $pw) { notify { 'p': message => $pw } file { '/s': content => $pw } }
class { 'c': pw => Sensitive('hunter2') }
notice(Sensitive('x'))
