# puppet-mcollective: a client and server with action policies per agent, an extra user with its certificate, client settings and a plugin.
class { 'mcollective':
  client           => true,
  server           => true,
  middleware_hosts => ['activemq.example.com'],
  connector        => 'activemq',
  securityprovider => 'ssl',
  ssl_ca_cert      => 'puppet:///modules/site/ca.pem',
  ssl_server_public => 'puppet:///modules/site/server.pem',
  ssl_server_private => 'puppet:///modules/site/server.key',
}
mcollective::actionpolicy { 'service': }
mcollective::actionpolicy::rule { 'ops may restart':
  agent    => 'service',
  callerid => 'cert=ops',
  actions  => 'restart status',
}
mcollective::actionpolicy::rule { 'anyone may query':
  agent    => 'service',
  actions  => 'status',
}
mcollective::client::setting { 'direct_addressing':
  value => 1,
}
mcollective::server::setting { 'registerinterval':
  value => 300,
}
