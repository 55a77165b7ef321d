# openstack heat 21: heat with engine, API and CFN API, the trustee and the keystone domain.
class { 'heat::db':
  database_connection => 'mysql+pymysql://heat:heat-db@10.0.0.5/heat',
}
class { 'heat::keystone::authtoken':
  password => 'heat-ks',
  auth_url => 'http://10.0.0.5:5000',
}
class { 'heat::trustee':
  password => 'trustee-pass',
  auth_url => 'http://10.0.0.5:5000',
}
class { 'heat':
  default_transport_url => 'rabbit://heat:pass@10.0.0.5:5672/',
}
class { 'heat::engine':
  auth_encryption_key           => '1234567890AZERTYUIOPMLKJHGFDSQ12',
  heat_metadata_server_url      => 'http://10.0.0.5:8000',
  heat_waitcondition_server_url => 'http://10.0.0.5:8000/v1/waitcondition',
}
include heat::api
include heat::api_cfn
