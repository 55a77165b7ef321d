# Written for this case: resources looked up from module Ruby (3.x: findresource, catalog.resource with a type and
# title or a reference; 4.x: closure_scope), as resource_tree's resref and catalog-reading helpers do.
class foo::bar { }
define foo::baz { }
include foo::bar
foo::baz { 'x': }
file { '/etc/motd': content => 'hi', mode => '0644' }
notify { 'a': }
probe_cls().each |$k, $v| { notify { "r ${k}": message => $v } }
probe_find3().each |$k, $v| { notify { $k: message => $v } }
probe::find4().each |$k, $v| { notify { $k: message => $v } }
