# openstack swift 21: a proxy with keystone auth middleware and an all-in-one storage node
# (account, container,
# object servers, rsync modules).
class { 'swift':
  swift_hash_path_suffix => 'swift-suffix-secret',
}
class { 'swift::proxy':
  proxy_local_net_ip => '10.0.0.5',
  pipeline           => ['catch_errors', 'healthcheck', 'cache', 'authtoken', 'keystone', 'proxy-server'],
  account_autocreate => true,
}
class { 'swift::proxy::authtoken':
  password => 'swift-ks',
  auth_url => 'http://10.0.0.5:5000',
}
class { 'swift::proxy::keystone':
  operator_roles => ['admin', 'SwiftOperator'],
}
include swift::proxy::catch_errors
include swift::proxy::healthcheck
include memcached
include swift::proxy::cache
class { 'swift::storage::all':
  storage_local_net_ip => '10.0.0.5',
  mount_check          => false,
}
