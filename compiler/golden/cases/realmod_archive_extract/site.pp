# puppet-archive: archives downloaded with checksums and extracted with creates/cleanup, a local file with user/group, an archive::download with digest and the staging-like paths.
class { 'archive':
  aws_cli_install => false,
}
archive { '/tmp/node_exporter.tar.gz':
  ensure          => present,
  source          => 'https://github.com/prometheus/node_exporter/releases/download/v1.6.1/node_exporter-1.6.1.linux-amd64.tar.gz',
  checksum        => 'ecc41b3b4d53f7b9c16a370419a25a133e48c09dfc49499d63bcc0c5e0cf3d01',
  checksum_type   => 'sha256',
  extract         => true,
  extract_path    => '/opt',
  creates         => '/opt/node_exporter-1.6.1.linux-amd64/node_exporter',
  cleanup         => true,
  user            => 'root',
  group           => 'root',
}
archive { 'jdk':
  path          => '/var/cache/jdk.tar.gz',
  source        => 'https://download.example.com/jdk-17.tar.gz',
  extract       => true,
  extract_path  => '/usr/lib/jvm',
  extract_command => 'tar xfz %s --strip-components=1',
  creates       => '/usr/lib/jvm/bin/java',
  proxy_server  => 'http://proxy.example.com:3128',
  username      => 'dl',
  password      => 'dl_secret',
  allow_insecure => false,
}
archive { '/srv/app.zip':
  source       => 'puppet:///modules/site/app.zip',
  extract      => false,
  cleanup      => false,
}
