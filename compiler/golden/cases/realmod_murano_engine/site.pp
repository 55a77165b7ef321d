# openstack murano 21: the legacy all-in-one murano class (database, keystone credentials as
# class parameters), the API and engine, the CF API, the dashboard and an application package.
class { 'murano':
  default_transport_url => 'rabbit://murano:secret@10.0.0.5:5672/',
  database_connection   => 'mysql+pymysql://murano:mu-db@10.0.0.5/murano',
  service_host          => '10.0.0.5',
  admin_password        => 'murano-ks',
  www_authenticate_uri  => 'http://10.0.0.5:5000',
  identity_uri          => 'http://10.0.0.5:5000',
  memcached_servers     => ['10.0.0.5:11211'],
}
include murano::api
include murano::engine
class { 'murano::cfapi': tenant => 'cf', bind_host => '10.0.0.5' }
class { 'murano::dashboard': repo_url => 'http://apps.example.com', max_file_size => 10 }
murano::application { 'io.murano': }
class { 'murano::keystone::auth': password => 'murano-ks' }
