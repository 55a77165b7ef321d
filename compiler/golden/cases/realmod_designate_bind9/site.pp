# openstack designate 21: central/api/worker/producer/mdns with the bind9 backend (pools.yaml
# from a template), a pool, nameservers and keystone.
class { 'designate::db':
  database_connection => 'mysql+pymysql://designate:dns-db@10.0.0.5/designate',
}
class { 'designate':
  default_transport_url => 'rabbit://designate:secret@10.0.0.5:5672/',
}
class { 'designate::keystone::authtoken':
  password => 'designate-ks',
  auth_url => 'http://10.0.0.5:5000',
}
class { 'designate::api':
  listen     => '10.0.0.5:9001',
  api_base_uri => 'https://dns.example.com:9001',
  enable_api_v2 => true,
  enable_api_admin => true,
}
include designate::central
class { 'designate::worker': workers => 2 }
include designate::producer
class { 'designate::mdns': listen => '10.0.0.5:5354' }
class { 'designate::backend::bind9':
  rndc_controls => { '10.0.0.11' => { 'port' => 953, 'keys' => ['designate'] } },
  ns_records  => { 1 => 'ns1.example.com.', 2 => 'ns2.example.com.' },
  nameservers => ['10.0.0.11', '10.0.0.12'],
  bind9_hosts => ['10.0.0.11', '10.0.0.12'],
  mdns_hosts  => ['10.0.0.5'],
  configure_bind => false,
}
class { 'designate::keystone::auth': password => 'designate-ks', public_url => 'https://dns.example.com:9001' }
class { 'designate::coordination': backend_url => 'memcached://10.0.0.5:11211' }
