# voxpupuli/puppet-nomad Ruby functions: nomad::sorted_json (lambdas closing over a flag, String#<< on to_json
# results, pretty printing, string integers left unquoted, meta/tags values quoted) and
# nomad::nomad_validate_checks, whose helper is a top-level `def` in the function file: Puppet evaluates the file
# in a binding of its RubyFunctionInstantiator, so the function cannot call it (NoMethodError; Punch too, but
# the receiver's inspect differs and holds an address, so no case records it).
$config = {
  'datacenter' => 'dc1',
  'data_dir'   => '/var/lib/nomad',
  'bind_addr'  => '0.0.0.0',
  'ports'      => { 'http' => 4646, 'rpc' => '4647', 'serf' => -1 },
  'client'     => { 'enabled' => true, 'servers' => ['10.0.0.1:4647', '10.0.0.2:4647'], 'meta' => { 'rack' => 7, 'gpu' => false } },
  'server'     => { 'enabled' => false, 'bootstrap_expect' => 3.5 },
  'telemetry'  => { 'tags' => { 'env' => 'prod', 'n' => 1 } },
  'empty'      => {},
  'none'       => undef,
  'unicode'    => "caf\u00e9 \"quoted\"",
}
file { '/etc/nomad.d/config.json': content => nomad::sorted_json($config) }
file { '/etc/nomad.d/pretty.json': content => nomad::sorted_json($config, true, 2) }
notice(nomad::sorted_json({ 'b' => [1, [2, '3'], { 'z' => 'y' }], 'a' => '-0' }))
