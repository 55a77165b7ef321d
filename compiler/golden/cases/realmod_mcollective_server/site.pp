# puppet-mcollective 2.1.2: a server with an ActiveMQ middleware over SSL, settings, a plugin and
# an action policy.
class { 'mcollective':
  middleware_hosts => ['mq1.example.com', 'mq2.example.com'],
  middleware_ssl   => false,
  securityprovider => 'psk',
  psk              => 'a-pre-shared-key',
  connector        => 'activemq',
  client           => true,
  factsource       => 'yaml',
}
mcollective::plugin { 'puppet':
  package => true,
}
mcollective::server::setting { 'override identity':
  setting => 'identity',
  value   => 'web01',
}
