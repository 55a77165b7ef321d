# scope.resource.to_hash in a Ruby function called from a class body: the class's resource with its
# parameters (undef ones absent) and its name, as voxpupuli-extlib's dump_params reads it.
class { 'params': size => 3 }
file { '/tmp/x/': ensure => file, mode => '0644' }
params::d { 'one': a => 2 }
package { 'vim': ensure => installed }
notice(params::of('File', '/tmp/x/'))
notice(params::of('Params::D', 'one'))
notice(params::of('Package', 'vim'))
notice(params::of('Class', 'params'))
