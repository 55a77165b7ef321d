# A module's alias (types/port.pp) whose body Puppet's type parser rejects: the error is where the
# alias is used, the class's parameter in the module (modules/m/manifests/init.pp, line 2).
include m
