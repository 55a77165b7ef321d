class exporter {
  @@file { "/srv/backup/${facts['hostname']}":
    ensure => directory,
    owner  => 'backup',
  }
  @@cron { "backup-${facts['hostname']}": command => '/usr/bin/backup', hour => 2 }
  File <<| |>>
}
class backupserver {
  File { mode => '0700', owner => 'root' }
  Cron { user => 'backup' }
  File <<| tag == 'exporter' |>>
  Cron <<| |>> { minute => 15 }
}
node /^client/ { include exporter }
node /^backup/ { include backupserver }
