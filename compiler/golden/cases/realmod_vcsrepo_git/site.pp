# puppetlabs-vcsrepo 1.3.2: git checkouts with revisions, depth, submodules, owners and identities.
vcsrepo { '/srv/app':
  ensure   => present,
  provider => git,
  source   => 'https://github.com/example/app.git',
  revision => 'v1.2.3',
  depth    => 1,
  owner    => 'deploy',
  group    => 'deploy',
}
vcsrepo { '/srv/tools':
  ensure     => latest,
  provider   => git,
  source     => { 'origin' => 'git@github.com:example/tools.git', 'upstream' => 'https://github.com/up/tools.git' },
  revision   => 'main',
  identity   => '/home/deploy/.ssh/id_ed25519',
  submodules => false,
  user       => 'deploy',
}
vcsrepo { '/srv/bare':
  ensure   => bare,
  provider => git,
}
