# Written for this case.
define scopeprobe::thing { }
