# QA-FORGE-6: a 3.x function (stdlib 8.5's ensure_resource) calls function_defined_with_params, whose file is missing
# (a site with part of a module's dependencies). Puppet's scope has no such method: the Ruby NoMethodError
# "undefined method `function_defined_with_params' for Scope(Class[main]):Puppet::Parser::Scope" is the error.
ensure_resource('package', 'foo', { 'ensure' => 'present' })
