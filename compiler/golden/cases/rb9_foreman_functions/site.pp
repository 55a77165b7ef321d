# theforeman/puppet-foreman's and puppet-foreman_proxy's 4.x functions (not in the Debian corpus):
# to_symbolized_yaml 9103e7e5 (Symbol keys through Psych), ensure_value_in_string 6a0d8716,
# hmac_signature and generate_uuid 05dc66af (OpenSSL and SecureRandom without a require, as
# Puppet has loaded them), get_network_in_addr 2738c657; stdlib 8.5 from the corpus.
$settings = { 'enabled' => true, 'port' => 8443, 'name' => 'proxy', 'list' => ['a', 'b'], 'nested' => { 'x' => 1 }, 'nothing' => undef }
notice(foreman::to_symbolized_yaml($settings))
notice(foreman::to_symbolized_yaml($settings, { 'indentation' => 4, 'line_width' => 20 }))
notice(foreman::to_symbolized_yaml({ 'secret' => Sensitive('s3cr3t'), 'user' => 'u' }) =~ Sensitive)
notice(foreman::to_symbolized_yaml({ 'secret' => Sensitive('s3cr3t'), 'user' => 'u' }).unwrap)
notice(foreman::to_symbolized_yaml(Sensitive({ 'k' => 'v' })).unwrap)
notice(foreman::to_symbolized_yaml(['x', 1]))
notice(foreman::to_symbolized_yaml('plain'))
file { '/etc/foreman/settings.yaml':
  content => foreman::to_symbolized_yaml($settings),
}
notice(foreman::ensure_value_in_string('one,two', ['two', 'three']))
notice(foreman::ensure_value_in_string('one,two', ['two', 'three'], ', '))
notice(foreman::ensure_value_in_string('', ['a', 'b']))
notice(foreman::ensure_value_in_string('a , b', ['b', 'c'], ' , '))
notice(foreman::hmac_signature('key', 'value'))
notice(foreman::hmac_signature('', 'é'))
notice(foreman::generate_uuid() =~ /\A\h{8}-\h{4}-4\h{3}-[89ab]\h{3}-\h{12}\z/)
notice(foreman::generate_uuid() != foreman::generate_uuid())
notice(foreman_proxy::get_network_in_addr('192.168.1.5', '255.255.255.0'))
notice(foreman_proxy::get_network_in_addr('192.168.1.5', '255.255.0.0'))
notice(foreman_proxy::get_network_in_addr('10.1.2.3', '255.0.0.0'))
notice(foreman_proxy::get_network_in_addr('10.1.2.3', '255.255.255.255'))
notice(foreman_proxy::get_network_in_addr('10.1.2.3', '255.255.255.128'))
