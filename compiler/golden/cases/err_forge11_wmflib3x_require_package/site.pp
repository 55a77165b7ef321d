# Puppet 7: known_resource_types is not a Scope method any more (NameError from the legacy function).
# wikimedia's require_package() (3.x): makes a class packages::<name> at compile time (Puppet::Resource::Type.new(:hostclass),
# known_resource_types.add_hostclass), declares the package in it through create_resources and requires the class.
class app {
  require_package('python-redis')
  require_package('python-redis')
  file { '/etc/app.conf': ensure => file }
}
class other { require_package('curl') }
include app
include other
