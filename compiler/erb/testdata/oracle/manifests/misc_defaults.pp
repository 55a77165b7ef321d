class { 'rabbitmq': }
class { 'corosync': enable_secauth => false, bind_address => '10.0.0.1', multicast_address => '239.1.1.2', set_votequorum => true, quorum_members => ['10.0.0.1', '10.0.0.2'] }
class { 'mcollective': middleware_hosts => ['broker.example.com'], client => true }
class { 'openssl': }
openssl::certificate::x509 { 'foo': country => 'CH', organization => 'Example.com', commonname => 'foo.example.com', state => 'Here', locality => 'Myplace', unit => 'MyUnit', altnames => ['a.com', 'b.com'], email => 'contact@example.com', days => 365, base_dir => '/tmp/certs' }
