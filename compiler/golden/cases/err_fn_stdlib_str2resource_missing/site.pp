# stdlib::str2resource fails for a resource not (yet) in the catalog: parse order matters, and
# quotes in the string are part of the title.
file { '/etc/x': ensure => file }
notify { 'n': require => stdlib::str2resource("File['/etc/x']") }
