# Classification from Hiera: lookup('classes') with a deep merge and knockout_prefix '--' in lookup_options,
# levels from the certname and the pp_role extension. Puppet surprise: the node level's
# '--profile::old_monitoring' does not remove the class (arrays merge as a union); the class is still included.
$classes = lookup('classes', Array[String], undef, [])
notice($classes)
$classes.include
notice(defined(Class['profile::old_monitoring']))
