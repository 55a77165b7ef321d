# Module Ruby probing Puppet's API: NoMethodError for what Puppet 7.23 lacks
# (rescued), respond_to? and defined? as Puppet answers them. Only methods
# Punch implements, or Puppet lacks, are asked for here.
class probe_cls {
  $r = probe_nomethod()
  $r.each |$i, $l| { notify { "nomethod ${i}": message => $l } }
  $names = ['tags', 'known_resource_types', 'lookupvar', 'catalog', 'compiler', 'environment',
    'resource', 'source', 'findresource', 'resources', 'classes', 'name', 'title', 'type',
    'to_hash', 'lookup', 'version', 'debug', 'no_such_method', 'parse', 'instance?', 'assignable?',
    'function_notice', 'call_function', 'setvar', 'to_s']
  probe::respond($names).each |$i, $l| { notify { "respond ${i}": message => $l } }
}
include probe_cls
