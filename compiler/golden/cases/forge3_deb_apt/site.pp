# Debian's module (puppet-module-*; versions in /usr/share/puppet/modules/*/metadata.json) declared with its
# defined types and parameters as its README shows (QA-FORGE-3: the module sweep compiles classes alone).
class { 'apt':
  purge  => { 'sources.list' => true, 'sources.list.d' => true, 'preferences.d' => true },
  update => { 'frequency' => 'daily', 'timeout' => 300 },
  sources => {
    'debian_security' => {
      'location' => 'http://security.debian.org/debian-security',
      'release'  => 'bookworm-security',
      'repos'    => 'main contrib non-free-firmware',
    },
  },
  pins => { 'stable' => { 'priority' => 900, 'originator' => 'Debian', 'release' => 'stable' } },
  confs => { 'norecommends' => { 'content' => "APT::Install-Recommends \"0\";\n", 'priority' => 50 } },
}
apt::source { 'puppetlabs':
  location => 'http://apt.puppetlabs.com',
  repos    => 'puppet7',
  key      => { 'id' => '6F6B15509CF8E59E6E469F327F438280EF8D349F', 'server' => 'keyserver.ubuntu.com' },
  include  => { 'src' => true, 'deb' => true },
  pin      => 1001,
  architecture => 'amd64',
}
apt::source { 'docker':
  location => 'https://download.docker.com/linux/debian',
  release  => $facts['os']['distro']['codename'],
  repos    => 'stable',
  keyring  => '/etc/apt/keyrings/docker.asc',
  notify_update => false,
  check_valid_until => false,
  allow_insecure => true,
}
apt::pin { 'nginx':
  packages => ['nginx', 'nginx-common'],
  version  => '1.22*',
  priority => 1002,
  explanation => 'pin nginx',
}
apt::mark { 'vim': setting => 'hold' }
apt::setting { 'conf-proxy': content => "Acquire::http::Proxy \"http://proxy:3128\";\n", priority => '01' }
apt::key { 'old-key': id => '47B320EB4C7C375AA9DAE1A01054B7A24BD6EC30', ensure => absent }
class { 'apt::backports': }
