# camptocamp-systemd 2.12 types logind_settings entries as Variant[Integer|String, Struct[{ensure
# => 'absent'}]] (per key): a hash with a value key matches no variant, and Puppet reports
# every variant's mismatch for the class parameter.
class { 'systemd':
  manage_logind   => true,
  logind_settings => { 'IdleAction' => 'suspend', 'IdleActionSec' => { 'ensure' => 'present', 'value' => '30min' } },
}
