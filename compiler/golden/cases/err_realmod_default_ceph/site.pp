# The module's main class with its defaults on plain Debian 12 facts: Puppet rejects it (a required parameter or a fail() of the module).
include ceph
