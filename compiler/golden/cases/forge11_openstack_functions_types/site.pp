# openstack/puppet-openstacklib's current 4.x functions and puppet-nova's functions and types, used as nova's
# manifests use them (nova::logging, nova::db, nova::compute::libvirt ...); values written for this case.
$svc_default = '<SERVICE DEFAULT>'
notice(is_service_default($svc_default), is_service_default('x'), is_service_default(undef), is_service_default([]))
notice(normalize_ip_for_uri('10.0.0.1'), normalize_ip_for_uri('2001:db8::1'), normalize_ip_for_uri('[2001:db8::1]'), normalize_ip_for_uri('ctl.example.com'))
notice(normalize_ip_for_uri(['10.0.0.1', 'fe80::1', 'host']))
notice(inet6_prefix('2001:db8::1:11211'), inet6_prefix('10.0.0.5:11211'), inet6_prefix('inet6:[::1]:11211'), inet6_prefix('[fd00::5]:11211'))
notice(inet6_prefix(['fd00::5 11211', 'memcache1:11211', 'not an ip']))
$url1 = os_transport_url({
  'transport'    => 'rabbit',
  'host'         => '1.1.1.1',
  'port'         => '5672',
  'username'     => 'user name',
  'password'     => 'p@ss/w:rd',
  'virtual_host' => 'virtual_host',
  'ssl'          => '1',
  'query'        => { 'key' => 'value' },
})
$url2 = os_transport_url({
  'transport'    => 'rabbit',
  'hosts'        => ['1.1.1.1', 'fd00::2'],
  'port'         => 5672,
  'username'     => 'guest',
  'password'     => '',
  'virtual_host' => 'nova',
  'ssl'          => 'false',
})
$url3 = os_transport_url({ 'transport' => 'amqp', 'host' => 'fd00::9' })
notice($url1, $url2, $url3)
notice(encode_url_queries_for_python({ 'charset' => 'utf8', 'plugin' => 'dbcounter', 'x y' => 'a%b' }))
notice(encode_url_queries_for_python({}))
notice(to_array_of_json_strings([{ 'vendor_id' => '8086', 'product_id' => '154d', 'n' => 1, 'b' => true }, { 'address' => '0000:82:00.0' }]))
nova_config {
  'DEFAULT/transport_url': value => $url1, secret => true;
  'DEFAULT/debug': value => true;
  'DEFAULT/enabled_apis': value => ['osapi_compute', 'metadata'];
  'database/connection': value => $svc_default;
  'glance/api_servers': ensure => absent;
}
nova_flavor { 'm1.tiny':
  ensure     => present,
  id         => '1',
  ram        => 512,
  disk       => 1,
  vcpus      => 1,
  is_public  => 'Yes',
  properties => { 'hw:cpu_policy' => 'dedicated' },
}
package { 'nova-common': ensure => installed }
service { 'nova-api': ensure => running }
