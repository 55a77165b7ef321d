class { 'mysql::server': root_password => 'secret' }
class { 'mysql::server::backup':
  provider => 'xtrabackup', backupuser => 'xtra', backuppassword => 'pw', backupdir => '/var/backups/xtra', backuprotate => 7, backupdatabases => ['db1', 'db2'],
  prescript => '/pre.sh', postscript => '/post.sh', optional_args => ['--compress'],
}
