# voxpupuli/puppet-yum: yum::bool2num_hash_recursive (map/reduce, recursion, stdlib bool2num), its type aliases
# (Pattern with \A..\z, Integer[0,], Float[0,]) with assert_type's lambda, and yum::config (validate_legacy,
# is_integer of stdlib 8.5: deprecation warnings).
$h = yum::bool2num_hash_recursive({
  'gpgcheck' => true,
  'enabled'  => false,
  'nested'   => { 'a' => true, 'b' => 'b', 'deeper' => { 'c' => false } },
  'list'     => [{ 'c' => true }, { 'd' => false }],
  'n'        => 3,
})
notice($h)
notify { 'bool2num': message => $h }
['4.1.2', '3.4.el6', 7, 2.5, '1-2', -1, 'x'].each |$v| {
  $r = assert_type(Yum::RpmVersion, $v) |$expected, $actual| { "bad ${actual} for ${expected}" }
  notice("version ${v}: ${r}")
}
['bash-0:4.1.2-9.el6_2.x86_64', 'bash*-*0:4.*-*.*', 'bash-0:*', 'bash-0:4.1.2-9.el6_2'].each |$s| {
  notice("${s} => ${s =~ Yum::VersionlockStringDNF}")
}
yum::config { 'installonly_limit': ensure => 2 }
yum::config { 'debuglevel': ensure => absent }
yum::config { 'proxy': ensure => 'http://proxy:3128', section => 'epel' }
