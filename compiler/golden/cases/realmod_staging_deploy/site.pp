# staging 1.0.4 (used by older modules): files fetched and archives deployed under /opt/staging.
class { 'staging':
  path  => '/opt/staging',
  owner => 'root',
  group => 'root',
}
staging::file { 'tool.tar.gz':
  source  => 'https://downloads.example.com/tool-1.2.tar.gz',
  timeout => 600,
}
staging::deploy { 'app-2.0.tar.gz':
  source  => 'puppet:///modules/staging/none.tar.gz',
  target  => '/opt/app',
  creates => '/opt/app/bin',
}
staging::extract { 'tool.tar.gz':
  target  => '/opt/tool',
  creates => '/opt/tool/bin',
  require => Staging::File['tool.tar.gz'],
}
