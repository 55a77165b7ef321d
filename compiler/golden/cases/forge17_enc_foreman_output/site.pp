# An ENC in Foreman's output shape (parameters with foreman_* hashes and YAML anchors/aliases,
# empty values, quoted numbers and booleans; classes as a hash, one without parameters).
class profile::ntp (Array[String] $servers) { notify { 'ntp': message => $servers } }
class profile::web (Integer $port, Hash $vhosts) { notify { 'web': message => "${port} ${vhosts}" } }
class profile::base { notify { 'base': message => [$hostgroup, $foreman_env, $::owner_email] } }
notice($foreman_interfaces[0]['subnet'])
notice($foreman_subnets[0]['vlanid'] =~ Undef)
notice($foreman_interfaces[0]['attrs'])
notice([$port, type($port, generalized), $enable_x, type($enable_x, generalized)])
notice($foreman_users.map |$k, $v| { "${k}:${v['mail']}" })
notice($root_pw)
notice($foreman_domain_description.empty)
