# A Ruby Hash/Array set into a Puppet variable from a function (Scope#[]=, #setvar): string interpolation, notice,
# type and access of the variable. Found with wikimedia/operations-puppet's role(). Written for this case.
class c {
  setv('r')
  notice("interp ${r_hash} ${r_array} ${r_str}")
  notice($r_hash, $r_array)
  notice(type($r_hash, generalized), $r_hash['n'][1], $r_array =~ Array[Data])
  setv3('t')
  notice("interp3 ${t_hash} ${t_set}")
  notice(String($t_hash), "${t_hash['list']}")
}
include c
