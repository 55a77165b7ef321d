# Written for this case: puppetlabs-hocon's README usage (create_hocon_settings, hocon::file, hocon_setting).
$settings = {
  'foo.bar' => { 'baz' => 'foobarbaz' },
  'one.two' => {
    'three1' => { 'value' => 'one-two-three.1', 'type' => 'string' },
    'three2' => { 'ensure' => 'absent' },
  },
}
create_hocon_settings($settings, { 'path' => '/tmp/foo.conf' })

hocon::file { '/etc/puppetlabs/puppetserver/conf.d/webserver.conf':
  content => @(CONF),
    webserver: {
      access-log-config: /etc/puppetlabs/puppetserver/request-logging.xml
      client-auth: want
      ssl-host: 0.0.0.0
      ssl-port: 8140
      ports: [8140, 8141]
      tls { enabled = true, protocols = ["TLSv1.3", "TLSv1.2"] }
    }
    jruby-puppet.max-active-instances = 4
    | CONF
  owner   => 'puppet',
}

hocon_setting { 'sample setting':
  ensure  => present,
  path    => '/tmp/foo.conf',
  setting => 'foosetting',
  value   => ['FOO', 'bar'],
  type    => 'array',
}
