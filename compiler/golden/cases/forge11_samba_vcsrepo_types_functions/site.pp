# kakwa/puppet-samba's 3.x functions and smb_user type (defaultto {} is a block) and puppetlabs-vcsrepo's type (features,
# ensurable with required_features, a Puppet::Parameter::Boolean parent, isnamevar) as manifests declare them.
# Values written for this case.
notice(smb_clean_path('//srv///samba//share/'), is_ipv4('192.168.1.10'), is_ipv4('fe80::1'), is_ipv4('not-an-ip'))
smb_user { 'alice':
  password   => 'secret',
  groups     => ['users', 'staff'],
  attributes => { 'uid' => '1000' },
}
smb_user { 'bob': ensure => absent }
vcsrepo { '/srv/app':
  ensure   => latest,
  source   => 'https://example.com/app.git',
  revision => 'main',
  force    => true,
  depth    => 1,
  user     => 'deploy',
}
vcsrepo { '/srv/mirror.git': ensure => mirror, source => 'https://example.com/x.git/' }
package { 'git': ensure => installed }
