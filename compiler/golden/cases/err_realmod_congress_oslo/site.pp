# openstack congress 16.3 with openstack-oslo 21 (as Debian ships them): congress's init class
# passes oslo::messaging::amqp a parameter oslo 21 no longer has, so Puppet rejects the catalog.
class { 'congress::db':
  database_connection => 'mysql+pymysql://congress:co-db@10.0.0.5/congress',
}
class { 'congress':
  default_transport_url => 'rabbit://congress:secret@10.0.0.5:5672/',
  drivers => ['congress.datasources.neutronv2_driver.NeutronV2Driver', 'congress.datasources.novav2_driver.NovaDriver'],
}
class { 'congress::keystone::authtoken': password => 'co-ks', auth_url => 'http://10.0.0.5:5000' }
class { 'congress::server': bind_host => '10.0.0.5' }
