class { 'mysql::server': root_password => 'secret' }
class { 'mysql::server::backup':
  backupuser => 'backup', backuppassword => 'secretbackup', backupdir => '/var/backups/mysql', backupcompress => true, backuprotate => 14,
  file_per_database => true, include_triggers => true, include_routines => true, delete_before_dump => false, ensure => 'present', time => ['23', '5'],
  prescript => '/usr/local/bin/pre.sh', postscript => ['/usr/local/bin/post1.sh', '/usr/local/bin/post2.sh'], execpath => '/usr/bin:/usr/sbin:/bin:/sbin', optional_args => ['--single-transaction'],

}
