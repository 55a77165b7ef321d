# QA-FORGE-8: theforeman/puppet-puppet's puppet.conf entries: puppet::config::entry 0676bf70 (is_array/is_bool/
# bool2str, ensure_resource of the section header, defined() to append a second value of the same key),
# puppet::config::main 65c11d26, puppet::config::agent f7377adc (typed Variant) and additional_settings bfbc974c
# (create_resources with "${key}" and options). Values come from this compile's own settings ($settings::...),
# as a puppet.conf written from the server's settings would: Punch's setting defaults must be Puppet's.
include puppet
puppet::config::main { 'server': value => $settings::server }
puppet::config::main { 'ca_port': value => $settings::ca_port }
puppet::config::main { 'dns_alt_names': value => ['puppet', 'puppet.example.com', ['nested.example.com']] }
puppet::config::main { 'reports': value => $settings::reports }
puppet::config::main { 'reports-extra': key => 'reports', value => 'foreman' }
puppet::config::main { 'strict_variables': value => $settings::strict_variables }
puppet::config::main { 'environment_timeout': value => $settings::environment_timeout }
puppet::config::agent { 'runinterval': value => String($settings::runinterval) }
puppet::config::agent { 'splay': value => $settings::splay }
puppet::config::agent { 'usecacheonfailure': value => $settings::usecacheonfailure }
puppet::config::agent { 'report': value => true }
puppet::config::agent { 'environment': value => $settings::environment }
puppet::config::agent { 'http_connect_timeout': value => String($settings::http_connect_timeout) }
puppet::config::agent { 'digest_algorithm': value => $settings::digest_algorithm }
$extra = {
  'ordering'                       => $settings::ordering,
  'preferred_serialization_format' => $settings::preferred_serialization_format,
  'strict'                         => $settings::strict,
  'filetimeout'                    => $settings::filetimeout,
  'max_errors'                     => $settings::max_errors,
  'trusted_server_facts'           => $settings::trusted_server_facts,
}
$extra.keys.each |$k| {
  puppet::config::additional_settings { "main_${k}":
    key      => $k,
    hash     => $extra,
    resource => 'puppet::config::main',
  }
}
notice([$settings::server, $settings::ca_port, $settings::reports, $settings::strict_variables, $settings::environment_timeout,
  $settings::runinterval, $settings::splay, $settings::usecacheonfailure, $settings::http_connect_timeout, $settings::digest_algorithm,
  $settings::ordering, $settings::preferred_serialization_format, $settings::strict, $settings::filetimeout, $settings::max_errors,
  $settings::trusted_server_facts].map |$v| { type($v, generalized) })
