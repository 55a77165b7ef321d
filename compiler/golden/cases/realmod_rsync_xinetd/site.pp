# puppetlabs-rsync: the daemon under xinetd (the default), the repo class with its module, modules
# with every list parameter, and rsync::put pushes with keys, includes and excludes.
class { 'rsync::server':
  gid          => 'nogroup',
  uid          => 'nobody',
  use_chroot   => 'no',
}
include rsync::repo
rsync::server::module { 'logs':
  path            => '/var/log/archive',
  read_only       => 'yes',
  write_only      => 'no',
  list            => 'no',
  lock_file       => '/var/run/rsync-logs.lock',
  refuse_options  => ['delete', 'checksum'],
  transfer_logging => true,
  log_format      => '%t %a %m %f %b',
  include         => ['*.gz'],
  exclude         => ['*'],
  dont_compress   => ['*.gz', '*.bz2'],
  ignore_nonreadable => 'yes',
}
rsync::put { 'backup.example.com:/srv/backup/web01':
  source  => '/srv/data/',
  user    => 'backup',
  keyfile => '/root/.ssh/backup_key',
  exclude => ['cache/', '*.tmp'],
  include => ['cache/keep/'],
  purge   => true,
  timeout => '3600',
}
rsync::put { 'mirror.example.com:/pub':
  source  => '/srv/pub/',
  path    => '/srv/pub',
  options => '-rlptD',
}
