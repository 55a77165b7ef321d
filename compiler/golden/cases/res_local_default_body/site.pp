# A `default:` body in a resource expression supplies attributes to the other bodies of that
# expression only.
file {
  default:
    ensure => file,
    mode   => '0644',
    owner  => 'root';
  '/tmp/a': ;
  '/tmp/b':
    mode => '0600';
  ['/tmp/c', '/tmp/d']:
    owner => 'www-data';
}
file { '/tmp/e': }
notify {
  'n0': ;
  'n1': message => 'explicit';
  default: message => 'from default';
  'n2': ;
}
