# The real puppetlabs-concat module: a file assembled from ordered fragments declared in several
# classes (defined types from a module, with their Ruby resource types).
concat { '/etc/motd': owner => 'root', mode => '0644' }
concat::fragment { 'motd header': target => '/etc/motd', content => "Welcome\n", order => '01' }
class motd_extra { concat::fragment { 'motd extra': target => '/etc/motd', content => "Extra\n", order => '10' } }
include motd_extra
