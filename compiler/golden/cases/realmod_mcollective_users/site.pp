# puppet-mcollective: extra client users with their certificates and settings, common and server settings, on a client-only node.
class { 'mcollective':
  client            => true,
  server            => false,
  middleware_hosts  => ['activemq1.example.com', 'activemq2.example.com'],
  securityprovider  => 'psk',
  psk               => 'mcollective_psk',
}
mcollective::user { 'ops':
  homedir     => '/home/ops',
  certificate => 'puppet:///modules/site/ops.pem',
  private_key => 'puppet:///modules/site/ops.key',
}
mcollective::user::setting { 'ops:direct_addressing':
  username => 'ops',
  setting  => 'direct_addressing',
  value    => 1,
}
mcollective::common::setting { 'plugin.registration':
  value => 'meta',
}
mcollective::client::setting { 'discovery_timeout':
  value => 4,
}
