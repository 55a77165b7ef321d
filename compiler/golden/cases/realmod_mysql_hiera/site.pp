# puppetlabs-mysql 8.1.0 configured through Hiera: automatic parameter lookup of mysql::server with
# a deep merge of override_options declared in lookup_options.
include mysql::server
