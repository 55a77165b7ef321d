# openstack magnum 21: API, conductor, the trustee domain, certificates in barbican, cluster
# templates defaults and the OpenStack client endpoints.
class { 'magnum::db':
  database_connection => 'mysql+pymysql://magnum:mg-db@10.0.0.5/magnum',
}
class { 'magnum':
  default_transport_url => 'rabbit://magnum:secret@10.0.0.5:5672/',
}
class { 'magnum::keystone::authtoken': password => 'magnum-ks', auth_url => 'http://10.0.0.5:5000' }
class { 'magnum::keystone::keystone_auth': password => 'magnum-ks', auth_url => 'http://10.0.0.5:5000' }
class { 'magnum::api': host => '10.0.0.5', enabled_ssl => false }
class { 'magnum::conductor': workers => 3 }
class { 'magnum::keystone::domain':
  domain_password => 'trustee-pass',
  domain_admin    => 'magnum_trustee',
}
class { 'magnum::certificates': cert_manager_type => 'barbican' }
class { 'magnum::clients': region_name => 'RegionOne', endpoint_type => 'internalURL' }
class { 'magnum::keystone::auth': password => 'magnum-ks' }
include magnum::cluster_template
