notice(wmflib::probe_files(module_directory('wmflib')))
