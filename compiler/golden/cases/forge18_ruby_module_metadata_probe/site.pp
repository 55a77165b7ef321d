# Puppet::Module and Puppet::FileSystem from a module function reading its own metadata.json and files
# (see the function's file): one line per call. stdlib (modulepath) gives load_module_metadata.
probe::mod().each |$k, $v| { notice("${k} = ${v}") }
