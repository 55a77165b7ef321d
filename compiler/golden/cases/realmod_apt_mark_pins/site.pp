# puppetlabs-apt 8.x: purged sources, a source with a key hash and pin, pins by origin/release/version, apt::mark, proxy and conf.
class { 'apt':
  purge  => { 'sources.list' => true, 'sources.list.d' => true, 'preferences.d' => true },
  proxy  => { 'host' => 'proxy.example.com', 'port' => 3128, 'https' => false },
  update => { 'frequency' => 'weekly', 'timeout' => 300 },
}
apt::source { 'debian':
  location => 'http://deb.debian.org/debian',
  release  => 'bookworm',
  repos    => 'main contrib non-free-firmware',
  include  => { 'src' => true, 'deb' => true },
}
apt::source { 'postgresql':
  location     => 'https://apt.postgresql.org/pub/repos/apt',
  release      => 'bookworm-pgdg',
  repos        => 'main',
  architecture => 'amd64',
  key          => { 'id' => 'B97B0AFCAA1A47F044F244A07FCC7D46ACCC4CF8', 'server' => 'keyserver.ubuntu.com' },
  pin          => 700,
  notify_update => false,
}
apt::pin { 'stable-default':
  priority => 900,
  release  => 'stable',
  order    => 10,
}
apt::pin { 'nginx-mainline':
  packages => ['nginx', 'nginx-common'],
  origin   => 'nginx.org',
  priority => 1001,
  explanation => 'Prefer nginx.org builds',
}
apt::pin { 'hold-kernel':
  packages => 'linux-image-amd64',
  version  => '6.1.*',
  priority => 1001,
}
apt::mark { 'linux-image-amd64': setting => 'hold' }
apt::mark { 'vim': setting => 'manual' }
apt::conf { 'no-recommends':
  content  => 'APT::Install-Recommends "false";',
  priority => 99,
}
apt::conf { 'old-setting':
  ensure => absent,
}
