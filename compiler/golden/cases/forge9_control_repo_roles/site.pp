# A control repository in the usual layout, written for this case (QA-FORGE-9): ENC classes with parameters and
# top-scope parameters ($::role, $::datacenter, $::owners), node definitions by regular expression (the most
# specific match wins over default), role/profile under site/, Hiera 5 with mapped_paths over a top-scope
# array, %{::role} in a path, lookup_options (convert_to Sensitive, deep merge), a typed EPP, Deferred (with a
# Sensitive argument in forge9_deferred_sensitive_string).
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
