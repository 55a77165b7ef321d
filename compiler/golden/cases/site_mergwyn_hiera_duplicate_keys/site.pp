# mergwyn/control-repo site.pp with warning() for its warn() (Unknown function in Puppet 7: err_site_mergwyn_site_pp_warn); hiera.yaml as fetched: one hierarchy entry with name and paths given twice (YAML duplicate keys: the last wins in Puppet)

lookup('classes', Array[String], 'deep', []).contain
if $trusted['extensions']['pp_role'] {
  include "role::${$trusted['extensions']['pp_role']}"
} else {
  warning("pp_role is not set")
}

node default {

}
