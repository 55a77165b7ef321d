# puppetlabs-vcsrepo's type copied without its providers: the type has no provider parameter, so provider => git is
# "no parameter named 'provider'" in Puppet. Written for this case.
vcsrepo { '/srv/app':
  ensure   => present,
  provider => git,
  source   => 'https://example.com/app.git',
}
