# ERB idioms from module templates (scope[], lookupvar, sort.each with -%>, JSON/YAML in templates, ERB::Util,
# scope.call_function / function_*, undef and typed values, format, to_hash). Written for this case.
probe { 'app': settings => { 'workers' => 4, 'hosts' => ['h1', 'h2'], 'mode' => 'fast', 'empty' => '' } }
