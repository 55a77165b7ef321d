# Puppet's module_directory and stdlib's get_module_path (postfix::augeas finds its lenses with
# it): the directory of a module as found on the module path. Puppet surprise: one array of names
# works, two arrays are a Ruby arity error (err_fn_module_directory_two_arrays).
notice(module_directory('nope', 'localmod', 'stdlib'))
notice(module_directory('nope', 'stdlib'))
notice(module_directory(['nope', 'apt']))
notice(module_directory())
notice(module_directory('nope'))
notice(get_module_path('postfix'))
notice(get_module_path('localmod'))
