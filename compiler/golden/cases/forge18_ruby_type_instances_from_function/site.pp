# A module function that validates and normalizes resource hashes by instantiating its own
# type (Puppet::Type.type(:fw_rule).new(hash)), as firewall wrappers do before create_resources:
# munged values (Integer ports, symbols for newvalues, arrays with array_matching :all), defaults
# (defaultto), features and provider, validate errors rescued with their message, name from a title pattern.
$rules = {
  '100 allow ssh' => { 'dport' => '22', 'proto' => 'tcp', 'action' => 'accept' },
  '200 allow web' => { 'dport' => ['80', '443'], 'action' => 'ACCEPT', 'source' => '10.0.0.0/8' },
  '300 bad port'  => { 'dport' => 'http' },
  '400 bad proto' => { 'proto' => 'sctp2' },
  'no number'     => { 'dport' => '1' },
}
notice(fw::normalize($rules))
$ok = fw::normalize($rules).filter |$k, $v| { $v['error'] =~ Undef }
$ok.each |$title, $attrs| {
  fw_rule { $title: * => $attrs - ['error', 'provider', 'features'] }
}
