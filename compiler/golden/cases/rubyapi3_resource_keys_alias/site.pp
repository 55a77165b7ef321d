# Catalog#resource_keys from a 3.x function (rk/lib/puppet/parser/functions/res_keys.rb).
file { 'aliased': path => '/plain/path', ensure => file }
file { '/other': ensure => file, alias => 'other_alias' }
notice(res_keys())
