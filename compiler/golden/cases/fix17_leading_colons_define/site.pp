# A defined type named with leading colons: Puppet's find_definition drops them (resource expression,
# create_resources, defined); a reference keeps them in Puppet code.
define mydef($m = 'x') { notify { "d ${title}": } }
::mydef { 'one': }
create_resources('::mydef', {'two' => {}})
notice([defined('::mydef'), defined('::Mydef'), defined('mydef'), defined(Resource['::mydef']), Resource['::mydef', 'one']])
