# Type('Name') from a String for module type aliases after the same aliases were used literally (loaded), and
# before (err_forge9_type_from_string_alias: a TypeReference that matches nothing and assert_type refuses).
notice('10.0.0.1' =~ Tea::Ipv4)
notice(80 =~ Stdlib::Port)
$table = { 'Tea::Ipv4' => ['10.0.0.1', '300.1.1.1'], 'Stdlib::Port' => [80, 70000], 'Tea::Base32' => ['MZXW6===', 'x1'] }
$table.each |$name, $vals| {
  $t = Type($name)
  notice([$name, $t, $vals.map |$v| { $v =~ $t }])
}
notice(Type('Tea::Ipv4') == Tea::Ipv4)
notice(Type('Optional[Tea::Ipv4]'))
