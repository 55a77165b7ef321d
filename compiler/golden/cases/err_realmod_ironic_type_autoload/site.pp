# openstack ironic on the oracle: every ironic class includes ironic::deps, whose collector
# Ironic_config<||> autoloads the ironic_config type; loading it loads its providers, and
# openstackconfig.rb does `require 'puppet/provider/openstack'`, a file of openstacklib's lib/ that
# is not on Ruby's load path of the compiling Puppet: the type fails to autoload and the compile
# fails at the collector. Punch reads types without running their providers (see TRIAGE.md
# ruby-type-autoload).
include ironic
