# puppetlabs-rsync 1.1.0: an rsync daemon without xinetd, modules through the define and the class
# hash, and rsync::get / rsync::put transfers.
class { 'rsync::server':
  use_xinetd => false,
  address    => '10.0.0.5',
  motd_file  => '/etc/rsync-motd',
  modules    => {
    'pub' => { 'path' => '/srv/pub', 'comment' => 'Public files', 'read_only' => 'yes' },
  },
}
rsync::server::module { 'backups':
  path            => '/srv/backups',
  read_only       => 'no',
  uid             => 'backup',
  gid             => 'backup',
  auth_users      => ['backup', 'admin'],
  secrets_file    => '/etc/rsyncd.secrets',
  hosts_allow     => ['10.0.0.0/8'],
  hosts_deny      => ['*'],
  max_connections => '4',
  exclude         => ['*.tmp', 'lost+found'],
  incoming_chmod  => 'Dg+s,ug+w',
}
rsync::get { '/srv/mirror':
  source    => 'rsync://mirror.example.com/pub/',
  purge     => true,
  recursive => true,
  exclude   => ['.git'],
}
