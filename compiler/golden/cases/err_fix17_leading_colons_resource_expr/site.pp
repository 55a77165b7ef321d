# A resource expression of a built-in type written with leading colons: Puppet skips built-in types for a
# name with ':' (Runtime3ResourceSupport.find_builtin_resource_type) and finds no definition.
::file { '/tmp/a': }
notice('c1 ok')
