# Puppet::Util::Yaml.safe_load, Puppet::FileSystem.exist?/read/file?/directory?/basename_string and
# Puppet::Util.absolute_path? from a module's function, on a file of the module found with
# get_module_path (as site functions do).
$r = site::helpers("${get_module_path('site')}/files/data.yaml")
notice($r)
