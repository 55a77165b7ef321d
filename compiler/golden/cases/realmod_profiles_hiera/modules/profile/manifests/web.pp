class profile::web (
  Integer $memcached_size,
  String $listen,
  Array[String] $logs = [],
) {
  class { 'memcached': max_memory => $memcached_size, listen_ip => $listen }
  logrotate::rule { 'app':
    path         => $logs,
    rotate       => '14',
    rotate_every => 'day',
    compress     => true,
    postrotate   => '/usr/sbin/nginx -s reopen',
  }
  notify { 'web role': message => "memcached ${memcached_size}M on ${listen}, logs ${logs}" }
}
