# QA-FORGE-7: voxpupuli-zabbix's Ruby types from the code index (zabbix_host 08b77f03 with an
# initialize override, newproperty options such as int: 1 and boolean: true, newvalues(true, false);
# zabbix_user 06f89888 with a Sensitive password; zabbix_template_host 01450eca) declared as the
# module's README and type docs show (as zabbix::resources::agent exports them).
zabbix_host { 'web01.example.com':
  ipaddress        => $facts['networking']['ip'],
  use_ip           => true,
  port             => 10050,
  groups           => ['Linux servers', 'Web'],
  group_create     => true,
  templates        => ['Template OS Linux', 'Template App Nginx'],
  macros           => [{ '{$NGINX_PORT}' => '8080' }, { '{$ENV}' => 'prod' }],
  proxy            => 'proxy01.example.com',
  interfacetype    => 1,
  interfacedetails => { 'version' => 2, 'community' => '{$SNMP_COMMUNITY}' },
}

zabbix_user { 'jdoe':
  ensure    => present,
  firstname => 'John',
  surname   => 'Doe',
  passwd    => Sensitive('Passw0rd!'),
  autologin => true,
  role      => 'Admin role',
  usrgrps   => ['Zabbix administrators'],
}

zabbix_template_host { 'Template App Nginx@web01.example.com':
  ensure  => present,
  require => Zabbix_host['web01.example.com'],
}
