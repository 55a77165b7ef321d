# ENC parameters win over facts of the same name at top scope (Puppet warns), $facts keeps the
# fact; ENC class parameters with nested hashes and nulls; Hiera interpolates ENC parameters.
notice("top osfamily=${osfamily} facts=${facts['osfamily']} dc=${datacenter} env=${environment} server_env=${server_facts['environment']}")
notice($owners)
notice($nested)
notice($trusted_role)
node default {
  notice("node scope: ${::osfamily} ${module_name}")
}
