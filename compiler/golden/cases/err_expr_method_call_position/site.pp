# Puppet locates an error of a method call at its opening parenthesis (or at the dot when there is
# none), not at the receiver: mysql::server's $mysql::params::default_options.deep_merge(...).
notice('abc'.upcase)
$x = { 'a' => 1 }
$y = $x.deep_merge({}).deep_merge('s')
