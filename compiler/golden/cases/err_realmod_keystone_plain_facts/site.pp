# openstack keystone on plain Debian facts: the same oslo::messaging::rabbit failure through
# keystone's init, with the warnings of every unknown $::os_service_default before it.
include keystone
