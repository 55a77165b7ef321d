$defaults = {
  'client' => { 'port' => 3306, 'socket' => '/run/mysqld/mysqld.sock' },
  'mysqld' => { 'bind-address' => '127.0.0.1', 'key_buffer_size' => '16M', 'ssl' => false, 'ssl-ca' => '/etc/ca.pem', 'skip-external-locking' => true,
                'log_error' => '/var/log/mysql/error.log', 'sql_mode' => '', 'max_connections' => 151 },
  'mysqldump' => { 'quick' => true, 'quote-names' => true, 'max_allowed_packet' => '16M' },
  'isamchk' => { 'key_buffer_size' => '16M', 'ssl-disable' => true, 'ssl-cert' => 'x' },
}
$overrides = {
  'mysqld' => { 'bind_address' => '0.0.0.0', 'key-buffer-size' => '32M', 'replicate-do-db' => ['db1', 'db2'], 'innodb_buffer_pool_size' => undef, 'skip-name-resolve' => '' },
  'client' => { 'port' => 3307 },
  'mysqld_safe' => { 'nice' => 0, 'log-error' => '/var/log/mysql/safe.log' },
}
$options = mysql::normalise_and_deepmerge($defaults, '', $overrides)
file { '/etc/mysql/my.cnf':
  content => epp('mysql/my.cnf.epp', { 'options' => $options, 'includedir' => '/etc/mysql/conf.d/' }),
}
file { '/etc/mysql/my2.cnf':
  content => epp('mysql/my.cnf.epp', { 'options' => { 'a' => { 'x' => 'y' } }, 'includedir' => '' }),
}
notice(mysql::strip_hash({ 'a' => '', 'b' => 1, 'c' => { 'd' => '', 'e' => 2 } }))
notice($options['mysqld'].keys)
