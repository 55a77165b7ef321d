# QA-FORGE-6: catalog and scope introspection module functions do: catalog.resource by type/title and by reference,
# resource [] access, to_s/ref, resources.select, to_hash, classes, findresource, Puppet::Type.type of an unknown type,
# Puppet::Parser::Functions.function, Puppet::Module.find, environment.module path, scope.source/resource.
# Missing API: forge6_ruby_catalog_api_missing.
$top_var = 'tv'
class probe_cls { }
include probe_cls
file { '/etc/a': mode => '0644', owner => 'root' }
file { '/etc/b': }
package { 'vim': ensure => installed }
probe::cat().each |$l| { notice($l) }
