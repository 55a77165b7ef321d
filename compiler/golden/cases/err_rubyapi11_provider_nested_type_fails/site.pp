# outer_conf's provider names a provider of another module's type as its parent: Puppet loads inner_conf
# and its providers then, and inner's provider raising NoMethodError fails both types' autoloads.
outer_conf { 'a': }
