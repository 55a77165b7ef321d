class { 'mysql::server': root_password => 'secret' }
class { 'mysql::server::backup': provider => 'mysqlbackup', backupuser => 'meb', backuppassword => 'pw', backupdir => '/var/backups/meb', backuprotate => 3 }
