# $caller_module_name is the module of the scope's parent: for a class that
# inherits, the parent class's module (Puppet's parent_module_name), not the
# module of the code that declared it.
include n
include n::other
include p
notice("main: module=${module_name} caller=${caller_module_name}")
