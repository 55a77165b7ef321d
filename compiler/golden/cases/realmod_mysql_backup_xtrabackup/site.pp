# puppetlabs-mysql: mysql::server with the xtrabackup backup provider, prescript/postscript, its own backup user, and mysql::bindings for client libraries.
class { 'mysql::server':
  root_password => 'root_secret',
  package_name  => 'mariadb-server',
}
class { 'mysql::server::backup':
  backupuser         => 'backup',
  backuppassword     => 'backup_secret',
  backupdir          => '/var/backups/mysql',
  backupdirmode      => '0750',
  backupcompress     => true,
  backuprotate       => 7,
  provider           => 'xtrabackup',
  time               => ['3', '30'],
  prescript          => '/usr/local/bin/pre-backup.sh',
  postscript         => ['/usr/local/bin/post-backup.sh', 'rsync -a /var/backups/mysql backup.example.com:'],
  optional_args      => ['--galera-info'],
  file_per_database  => false,
}
class { 'mysql::bindings':
  python_enable => true,
  perl_enable   => true,
  client_dev    => true,
}
