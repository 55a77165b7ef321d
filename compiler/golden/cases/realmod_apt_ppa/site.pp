# puppetlabs-apt 9.0.1 on Ubuntu: PPAs (apt::ppa), backports and sources given as class hashes.
class { 'apt':
  ppas    => { 'ppa:ondrej/php' => {} },
  sources => {
    'partner' => { 'location' => 'http://archive.canonical.com/ubuntu', 'repos' => 'partner' },
  },
  pins    => { 'php' => { 'priority' => 700, 'originator' => 'LP-PPA-ondrej-php' } },
}
apt::ppa { 'ppa:deadsnakes/ppa':
  package_manage => true,
}
include apt::backports
