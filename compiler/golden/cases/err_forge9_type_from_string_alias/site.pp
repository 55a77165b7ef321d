# Type('Name') built from a String at run time, for module type aliases (icann-tea, stdlib 8.5) and core types,
# then used for matching, assert_type and in a Hash of name => type as modules keep validation tables.
$table = { 'Tea::Ipv4' => ['10.0.0.1', '300.1.1.1'], 'Stdlib::Port' => [80, 70000], 'Integer[1,3]' => [2, 5], 'Tea::Base32' => ['MZXW6===', 'x1'] }
$table.each |$name, $vals| {
  $t = Type($name)
  notice([$name, $t, $vals.map |$v| { $v =~ $t }])
}
notice(assert_type(Type('Tea::Port'), 8080))
notice(Type('Tea::Host') == Tea::Host)
notice(Type('Optional[Tea::Fqdn]'))
