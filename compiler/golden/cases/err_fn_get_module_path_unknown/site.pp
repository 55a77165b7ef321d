# stdlib's get_module_path of a module that is not on the module path.
notice(get_module_path('stdlib'))
notice(get_module_path('nope'))
