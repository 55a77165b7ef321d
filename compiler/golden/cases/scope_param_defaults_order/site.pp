# Parameter defaults may use parameters to their left, facts, and global variables.
$global_port = 8000
class app(
  String $name_     = 'app',
  String $dir       = "/srv/${name_}",
  Integer $port     = $global_port + 80,
  String $host      = $facts['networking']['fqdn'],
  Array $all        = [$name_, $dir, $port],
) {
  notify { 'app': message => [$name_, $dir, $port, $host, $all] }
}
include app
define vhost(String $docroot = "/var/www/${title}", $port = 80) {
  notify { "vhost ${title}": message => [$docroot, $port] }
}
vhost { 'example.org': }
