# QA-FORGE-6: Puppet Ruby API for introspection Punch's Ruby lacks: Puppet::Type.type of a core type (nil in Punch:
# validattr?, key_attributes fail on nil), Catalog#resource_refs, Scope#find_hostclass, Compiler#topscope.
$top_var = 'tv'
class probe_cls { }
include probe_cls
package { 'vim': ensure => installed }
probe::cat2().each |$l| { notice($l) }
