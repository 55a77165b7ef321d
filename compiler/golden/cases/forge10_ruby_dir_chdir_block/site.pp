# Reduction of forge10_module_find_dir_glob: Dir.chdir(dir) { ... } in a module function. Written for this case.
notice(probe::listing())
