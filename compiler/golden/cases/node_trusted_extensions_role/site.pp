# A control repository's classification by the certificate's pp_role
# extension (roles and profiles), with Hiera levels over trusted extensions.
node default {
  $role = $trusted['extensions']['pp_role']
  if $role {
    include "role::${role}"
  } else {
    fail('no pp_role')
  }
  notice("datacenter ${trusted['extensions']['pp_datacenter']}, keys ${trusted['extensions'].keys}")
}
