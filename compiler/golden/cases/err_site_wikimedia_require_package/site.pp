# Puppet 7 fails too: the Scope has no known_resource_types any more (NameError); Punch stops one line earlier at compiler.topscope ("not supported by Punch's Ruby runtime"), same statement.
# wikimedia/operations-puppet's wmflib require_package (a class made at compile time:
# Puppet::Resource::Type.new, known_resource_types.add_hostclass, Puppet::Parser::Resource.new,
# catalog.add_resource, class_scope, function_create_resources, the 3.x require function).
class profile::redis {
  require_package('redis-server', ['python3-redis', 'g++'])
  file { '/etc/redis/extra.conf': content => "maxmemory 1gb\n" }
}
class profile::other {
  require_package('redis-server')
  notify { 'other': }
}
include profile::redis
include profile::other
