# Wikimedia operations-puppet's way: the global Hiera layer (modules/puppetmaster/files/hiera/production.yaml,
# datadirs made relative) with its own Ruby lookup_key backends wmflib::regex_data (node regexes
# in YAML, !ruby/regexp) and wmflib::expand_path (a key's namespace is a file path), and the role()
# function (closure_scope, scope.include?, scope['_role'] =, call_function('include')).
# $site comes from manifests/realm.pp in the site; set here from the node's domain.
$site = $facts['networking']['domain'].split('\.')[0]
node /^cp10\d\d\.eqiad\.wmnet$/ {
  role(cache::text)
}
node default {
}
