# Reduction of forge9_iis_windows_node: a type whose attributes name as parent: a Puppet::Property subclass
# (from puppet_x) that uses the class-level DSL (desc, validate, munge).
px_site { 'www example': ensure => present, pool => ' Pool1 ', port => 80 }
px_site { 'other': pool => 'bad/pool' }
notice(Px_site['www example']['pool'])
