# puppetlabs-apt 9.0.1: sources with keys, pins, a proxy, purging and apt.conf settings.
class { 'apt':
  purge  => { 'sources.list' => true, 'sources.list.d' => true, 'preferences.d' => true },
  update => { 'frequency' => 'daily', 'timeout' => 300 },
  proxy  => { 'host' => 'proxy.example.com', 'port' => 3128, 'https' => true },
}
apt::source { 'debian':
  location => 'http://deb.debian.org/debian',
  release  => 'bookworm',
  repos    => 'main contrib non-free-firmware',
  include  => { 'src' => true, 'deb' => true },
}
apt::source { 'docker':
  location => 'https://download.docker.com/linux/debian',
  repos    => 'stable',
  architecture => 'amd64',
  key      => { 'id' => '9DC858229FC7DD38854AE2D88D81803C0EBFCD88', 'server' => 'keyserver.ubuntu.com' },
  pin      => 600,
}
apt::pin { 'nginx':
  packages => ['nginx', 'nginx-common'],
  origin   => 'nginx.org',
  priority => 900,
}
apt::pin { 'backports-low':
  release  => 'bookworm-backports',
  priority => 100,
  explanation => 'keep backports low',
}
apt::key { 'puppetlabs':
  id     => 'D6811ED3ADEEB8441AF5AA8F4528B6CD9E61EF26',
  server => 'keyserver.ubuntu.com',
}
apt::conf { 'no-recommends':
  content  => 'APT::Install-Recommends "false";',
  priority => 10,
}
apt::setting { 'conf-unattended':
  content => "APT::Periodic::Unattended-Upgrade \"1\";\n",
}
