# a profile's typed parameter with stdlib's type aliases, given a port out of range through Hiera-like data
class profile::web (Stdlib::Port $port, Stdlib::HTTPUrl $upstream, Stdlib::Absolutepath $docroot) {}
class { 'profile::web': port => 70000, upstream => 'ftp://x', docroot => 'var/www' }
