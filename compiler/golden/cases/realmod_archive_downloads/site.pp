# puppet-archive 4.1.0: archive resources (download and extract with checksums), archive::download
# (the legacy staging style) and the module's class.
class { 'archive':
  seven_zip_name => undef,
}
archive { '/tmp/prometheus.tar.gz':
  ensure        => present,
  source        => 'https://github.com/prometheus/prometheus/releases/download/v2.45.0/prometheus-2.45.0.linux-amd64.tar.gz',
  checksum      => 'sha256-not-checked-in-tests',
  checksum_type => 'sha256',
  extract       => true,
  extract_path  => '/opt',
  creates       => '/opt/prometheus-2.45.0.linux-amd64',
  cleanup       => true,
  user          => 'root',
}
archive::download { 'apache-tomcat.tar.gz':
  ensure        => present,
  url           => 'https://archive.apache.org/dist/tomcat/tomcat-9/v9.0.80/bin/apache-tomcat-9.0.80.tar.gz',
  digest_string => 'abcdef0123456789',
  digest_type   => 'sha512',
  src_target    => '/usr/src',
}
