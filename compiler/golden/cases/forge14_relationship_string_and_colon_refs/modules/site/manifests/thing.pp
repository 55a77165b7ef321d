# Written for this case.
define site::thing { }
