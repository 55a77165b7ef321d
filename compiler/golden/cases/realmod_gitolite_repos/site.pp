# puppet-gitolite: a gitolite server with its admin key, custom rc settings, groups of users, repositories with rules, configs, hooks and remotes.
class { 'gitolite':
  user                  => 'git',
  userhome              => '/srv/git',
  umask                 => '0027',
  git_config_keys       => '.*',
  log_extra             => true,
  roles                 => ['READERS', 'WRITERS'],
  site_info             => true,
  gitolite_hostname     => 'git.example.com',
  local_code            => '/srv/git/local',
  commands              => ['help', 'desc', 'info', 'perms', 'writable'],
  admin_key             => 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAdminKeyForGitoliteExample0000000000000 admin@example.com',
  additional_gitoliterc => { 'CACHE' => 'Redis' },
}
gitolite::user { 'alice':
  keys   => ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAliceKeyForGitoliteExample00000000000000 alice@laptop'],
  groups => ['devs', 'admins'],
}
gitolite::user { 'bob':
  keys     => ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBobKeyForGitoliteExample0000000000000000 bob@desk'],
  groups   => ['devs'],
  comments => ['contractor until 2025'],
}
gitolite::repo { 'website':
  description => 'The public website',
  rules       => { 'RW+' => '@admins', 'RW master' => ['@devs', 'alice'], 'R' => '@all' },
  configs     => { 'hooks.mailinglist' => 'web@example.com' },
  hooks       => { 'post-receive' => 'puppet:///modules/site/deploy-hook' },
}
gitolite::repo { 'infra':
  groups  => ['@infra-repos'],
  rules   => { 'RW+' => ['@admins'], '- VREF/NAME/secrets/' => '@devs', 'RW' => '@devs' },
  comments => 'infrastructure code',
  options => { 'deny-rules' => 1 },
  order   => '20',
}
