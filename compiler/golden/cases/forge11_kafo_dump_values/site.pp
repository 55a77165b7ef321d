# theforeman/kafo's kafo_configure::dump_values as the kafo installer runs it: variables of an included params class
# read through closure_scope[qualified name], lookups with default_value nil (a Sensitive value unwrapped), YAML.dump.
# dump_values.pp calls the module's current function names; the params class and data are written for this case.
include dummy::params
class { 'kafo_configure::dump_values':
  variables => ['dummy::params::port', 'dummy::params::servers', 'dummy::params::options', 'dummy::params::text',
                'dummy::params::star', 'dummy::params::yes', 'dummy::params::num_str', 'dummy::params::missing'],
  lookups   => ['dummy::admin_password', 'dummy::plugins', 'dummy::absent'],
}
