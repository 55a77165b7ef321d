# scope.lookupvar inside catch(:undefined_variable) in an ERB template: Puppet's Scope#variable_not_found throws
# (nil for a simple name, the reason for a qualified one) instead of warning; outside a catch it warns.
include uv
