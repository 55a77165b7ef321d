# QA-FORGE-5 V1: a class parameter default naming a LATER parameter of the same class by its qualified name:
# Puppet 7.23 fails as for $e ("default expression for $d tries to illegally access not yet evaluated $e").
class c (
  String $d = "${c::e}-z",
  String $e = 'later',
) {
  notice("d=${d}")
}
include c
