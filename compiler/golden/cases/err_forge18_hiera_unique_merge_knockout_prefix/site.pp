# Classification from Hiera with a knockout prefix given to a unique merge (a common mistake):
# Puppet refuses the merge options (knockout_prefix belongs to deep merges).
$classes = lookup('classes', Array[String], undef, [])
notice($classes)
$classes.include
notice(defined(Class['profile::old_monitoring']))
