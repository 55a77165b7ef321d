# wikimedia/operations-puppet's base/templates/firewall/defs.erb: an ERB with scope.lookupvar of another class's
# variables, @vars, tab-indented <%- -%> trimming, `next` inside a block, nested sorted hashes.
include base::firewall
$site = 'eqiad'
include base::resolving
