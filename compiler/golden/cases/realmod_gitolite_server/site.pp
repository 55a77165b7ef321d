# cirrax-gitolite 1.3: a gitolite server with an admin key, users with keys and groups, and
# repositories with rules, options and configs (concat fragments of gitolite.conf).
class { 'gitolite':
  user      => 'git',
  userhome  => '/srv/git',
  admin_key => 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAdminKeyExample admin@example.com',
  umask     => '0027',
  packages  => ['gitolite3'],
}
gitolite::user { 'alice':
  keys   => ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAliceKeyExample alice@example.com'],
  groups => ['devs'],
}
gitolite::repo { 'infra':
  rules   => { 'RW+' => ['@devs'], 'R' => ['@all'] },
  options => { 'deny-rules' => '1' },
  configs => { 'hooks.mailinglist' => 'infra@example.com' },
  description => 'Infrastructure code',
}
