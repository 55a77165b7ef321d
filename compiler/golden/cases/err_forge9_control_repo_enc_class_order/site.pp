# A control repository in the usual layout, written for this case (QA-FORGE-9): ENC classes with parameters and
# The ENC declares profile::base with parameters, but the node body runs first and its role includes
# profile::base without them: Puppet fails on the missing parameter (ENC classes are evaluated after the node).
# top-scope parameters ($::role, $::datacenter, $::owners), node definitions by regular expression (the most
# specific match wins over default), role/profile under site/, Hiera 5 with mapped_paths over a top-scope
# array, %{::role} in a path, lookup_options (convert_to Sensitive, deep merge), a typed EPP, Deferred.
node default {
  notice('default node')
}
node /^web-\d+\./ {
  include role::web
}
node /^db-(\d+)\.(\w+)\.example\.com$/ {
  notice("db node ${1} in ${2}")
  include $::role
}
