# A module's init.pp may only define names in the module's namespace.
include foo
include other
