# voxpupuli-systemd's older hiera.yaml gives each hierarchy entry 'backend: yaml' (a Hiera 3 key),
# which Puppet refuses when the class's parameters are looked up. Declared as a resource (class { 'm': }),
# Puppet wraps the error in "Evaluation Error: Error while evaluating a Resource Statement, ..." and
# names site.pp's line; include m (err_forge3_module_hiera_bad_key_include) names the function call.
class { 'm':
  x => 2,
}
