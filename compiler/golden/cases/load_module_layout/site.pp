# Autoloading by name: mod -> init.pp, mod::a::b -> a/b.pp, defines likewise; $module_name.
include webapp
include webapp::config::files
webapp::vhost { 'example.org': }
notice("site.pp module_name=[${module_name}]")
