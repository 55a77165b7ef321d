# puppetlabs-vcsrepo: the other providers (svn, hg, bzr, cvs), git with branches, submodules,
# identities, remotes as a hash, mirrors and bare repositories, ensure absent.
vcsrepo { '/srv/svn-app':
  ensure   => present,
  provider => svn,
  source   => 'svn://svn.example.com/app/trunk',
  revision => '1234',
  basic_auth_username => 'svnuser',
  basic_auth_password => 'svnpass',
}
vcsrepo { '/srv/hg-app':
  ensure   => latest,
  provider => hg,
  source   => 'https://hg.example.com/app',
  user     => 'deploy',
}
vcsrepo { '/srv/bzr-app': ensure => present, provider => bzr, source => 'lp:app' }
vcsrepo { '/srv/cvs-app':
  ensure   => present,
  provider => cvs,
  source   => ':pserver:anonymous@cvs.example.com:/cvsroot/app',
  module   => 'app',
  compression => 3,
}
vcsrepo { '/srv/git-mirror':
  ensure   => mirror,
  provider => git,
  source   => { 'origin' => 'https://github.com/example/app.git', 'backup' => 'https://git.example.com/app.git' },
}
vcsrepo { '/srv/git-bare': ensure => bare, provider => git }
vcsrepo { '/srv/git-branch':
  ensure     => latest,
  provider   => git,
  source     => 'git@github.com:example/app.git',
  revision   => 'main',
  branch     => 'main',
  submodules => false,
  identity   => '/home/deploy/.ssh/id_ed25519',
  user       => 'deploy',
  force      => true,
}
vcsrepo { '/srv/old': ensure => absent, provider => git }
