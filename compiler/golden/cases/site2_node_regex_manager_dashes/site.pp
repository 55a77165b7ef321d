# ErlendF/puppet-control-repo's manifests/site.pp (f54b0d34), node definitions as is: unanchored regexes
# with unescaped dots. The role classes are stand-ins (notify) for the site's roles.
node default {
  notify { "Oops Default! I'm ${facts['hostname']}": }
}
node /lin\d?.node.consul/ {
#  class { 'os_hardening': }
  include ::role::web_server
}
node /(manager|mon).node.consul/ {
  include ::role::manager
}
node 'dir.node.consul' {
  include ::role::directory_server
}

