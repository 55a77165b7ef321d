# voxpupuli/puppet-wildfly's wildfly_resource type as wildfly::resource declares it (written for this case).
service { 'wildfly': ensure => running }
wildfly_resource { '/subsystem=datasources/data-source=ExampleDS':
  username => 'admin',
  password => Sensitive('pw'),
  recursive => true,
  state    => { 'jndi-name' => 'java:jboss/datasources/ExampleDS', 'min-pool-size' => 5, 'enabled' => true, 'nested' => { 'a' => undef } },
}
wildfly_resource { '/profile=full-ha/subsystem=undertow/server=default-server':
  ensure => absent,
  port   => '19990',
}
