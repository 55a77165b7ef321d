# Site modules' own 4.x functions, from several control repositories (each file as the repository has it):
# a firewalld rule filter, a certificate grouping over a typed hash (Hash#filter/group_by/transform_values),
# a Range to Array, and a function that writes to standard output with Kernel#puts (Puppet: the process's
# stdout, not the log; the catalog must stay clean).
$rules = {
  'ssh_from_admin' => { 'source' => '10.0.0.0/8' },
  'v6_only'        => { 'source' => '2001:db8::/32', 'family' => 'ipv6' },
  'web'            => { 'source' => '0.0.0.0/0', 'port' => 443 },
  'bad_family'     => { 'source' => '10.1.0.0/16', 'family' => 'inet' },
  'blank'          => { 'source' => '  ' },
  'none'           => { 'service' => 'ssh' },
  'nil_extra'      => { 'source' => '192.0.2.0/24', 'log' => undef },
}
$rules.each |$name, $rule| {
  notice("${name}: ${profile::firewalld_ipset_candidate($rule)}")
}
$redirects = {
  'example.org'     => { 'target' => 'https://www.example.org/', 'mode' => 'prefix', 'certificate' => 'example' },
  'www.example.net' => { 'target' => 'https://example.org/net', 'mode' => 'root', 'certificate' => 'example' },
  'old.example.com' => { 'target' => 'https://new.example.com/', 'mode' => 'root', 'permanent' => true },
  'shop.example.com' => { 'target' => 'https://shop.example.org/', 'mode' => 'prefix', 'certificate' => 'shop' },
}
$groups = profile::miscweb::group_certificates($redirects)
notice($groups)
$groups.each |$cert, $names| {
  file { "/etc/ssl/sites/${cert}.list": content => "${names.join("\n")}\n" }
}
notice(profile::make_array(3))
notice(profile::make_array(2.5))
notice(profile::make_array(0))
$r = profile::puts('from a site function')
notice("puts returned ${r} (${type($r)})")
