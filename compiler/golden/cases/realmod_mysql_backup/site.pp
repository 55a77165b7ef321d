# puppetlabs-mysql 8.1.0: mysqldump backups with rotation and a per-database layout.
class { 'mysql::server':
  root_password => 'rootpw',
}
class { 'mysql::server::backup':
  backupuser        => 'backup',
  backuppassword    => 'backup-pass',
  backupdir         => '/var/backups/mysql',
  backuprotate      => 7,
  file_per_database => true,
  include_routines  => true,
  include_triggers  => true,
  time              => ['2', '30'],
  postscript        => ['/usr/local/bin/ship-backups'],
  optional_args     => ['--single-transaction'],
}
