# puppetlabs-apache 5.5.0: no default mods, the prefork MPM and an explicit set of modules with parameters.
class { 'apache':
  default_mods  => false,
  mpm_module    => false,
  default_vhost => false,
  keepalive     => 'On',
  timeout       => 60,
}
class { 'apache::mod::prefork':
  startservers    => '4',
  maxclients      => '200',
  maxrequestsperchild => '1000',
}
include apache::mod::rewrite
include apache::mod::headers
include apache::mod::expires
class { 'apache::mod::deflate':
  types => ['text/html text/plain text/xml', 'text/css', 'application/javascript'],
}
class { 'apache::mod::status':
  requires => { 'enforce' => 'any', 'requires' => ['ip 127.0.0.1', 'ip 10.0.0.0/8'] },
  extended_status => 'On',
}
class { 'apache::mod::remoteip':
  header => 'X-Forwarded-For',
  proxy_ips => ['10.0.0.0/8'],
}
include apache::mod::wsgi
apache::mod { 'vhost_alias': }
apache::custom_config { 'security':
  content => "ServerTokens Prod\n",
}
