# QA-FORGE-5 V1: a class parameter default naming an earlier parameter of the same class by its qualified name
# (voxpupuli-rsyslog init.pp: String $config_file_include = "include(file=\"${rsyslog::confdir}/*.conf\" ...)").
# Puppet 7.23 resolves $c::a to the value of the earlier parameter (given or defaulted), with no warning; also in a
# define ($dd::a is not a define's variable: undef with a warning).
class c (
  String $a = 'from_default',
  String $b = "${c::a}/y",
) {
  notice("b=${b}")
}
class c2 (String $a, String $b = "${c2::a}/q") { notice("c2 b=${b}") }
class c3 (String $a = 'dflt', String $b = "${c3::a}/r") { notice("c3 b=${b}") }
define dd (String $a = 'x', String $b = "${dd::a}!") { notice("dd b=${b}") }
class { 'c': a => 'given' }
class { 'c2': a => 'given2' }
include c3
dd { 'one': }
