node default {
  $role = $trusted['extensions']['pp_role']
  if $role and defined("role::${role}") {
    include "role::${role}"
  } else {
    fail("no role for ${trusted['certname']}")
  }
}
