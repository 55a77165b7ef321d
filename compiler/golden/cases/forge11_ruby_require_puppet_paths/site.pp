# require of paths under puppet/ from module Ruby (found with voxpupuli/puppet-vault, which requires puppet/hcl from a newer
# puppet-hashi_stack): Puppet loads only the files its lib has (LoadError otherwise, true when first loaded, false when
# already loaded); a module guarding the require with rescue LoadError takes its fallback. Written for this case.
['puppet/hcl', 'puppet/util/nothing_here', 'puppet_x/none/x', 'puppet/type/file', 'puppet/util/json', 'puppet/parameter/boolean', 'puppet/util/nonexistent', 'hcl2-rb', 'puppet/foo'].each |$n| { notice(probe_req($n)) }
