# simp/pupmod-simp-simplib functions that reach into the compile from Ruby: simplib::lookup
# (closure_scope.find_global_scope, catalog.resource("Class[...]").parameters[sym].value, lookupvar, then lookup()),
# simplib::dlookup (define-instance keys), simplib::module_exist (Puppet::Module.find with the environment's name,
# load_module_metadata), simplib::params2hash (scope.resource.to_hash), simplib::ipaddresses (facts dig).
$topvar = 'top scope value'
class { 'mymod': port => '9090' }
mymod::vhost { 'plain': }
mymod::vhost { 'special': }
notice(simplib::lookup('mymod::port'))
notice(simplib::lookup('mymod::list'))
notice(simplib::lookup('topvar'))
notice(simplib::lookup('app::setting'))
notice(simplib::lookup('app::missing', { 'default_value' => 'dflt' }))
notice([simplib::module_exist('mymod'), simplib::module_exist('example/mymod'), simplib::module_exist('other-mymod'), simplib::module_exist('nosuch'), simplib::module_exist('stdlib')])
notice(simplib::ipaddresses())
notice(simplib::ipaddresses(true))
