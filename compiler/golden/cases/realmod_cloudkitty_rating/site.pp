# openstack cloudkitty 10: API under apache wsgi, processor, gnocchi fetcher, influxdb storage.
class { 'cloudkitty::db':
  database_connection => 'mysql+pymysql://cloudkitty:ck-db@10.0.0.5/cloudkitty',
}
class { 'cloudkitty':
  default_transport_url => 'rabbit://cloudkitty:secret@10.0.0.5:5672/',
  auth_section => 'keystone_authtoken',
}
class { 'cloudkitty::keystone::authtoken': password => 'ck-ks', auth_url => 'http://10.0.0.5:5000' }
class { 'cloudkitty::api': host_ip => '10.0.0.5', service_name => 'httpd' }
class { 'cloudkitty::wsgi::apache': ssl => false }
include cloudkitty::processor
class { 'cloudkitty::fetcher::gnocchi': gnocchi_auth_type => 'keystone' }
class { 'cloudkitty::storage::influxdb': username => 'ck', password => 'influx', host => '10.0.0.7' }
