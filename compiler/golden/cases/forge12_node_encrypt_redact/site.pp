# Written for this case after puppetlabs-node_encrypt's spec/classes/redact_spec.rb (its params).
class { 'redact':
  param    => 'a param',
  redacted => 'to be redacted',
  replaced => 'to be replaced',
}
