# arioch-redis 3.2.0's redis::administration declares sysctl { ...: value => ... } for the
# sysctl type of herculesteam-augeasproviders_sysctl; Debian's puppet-module-sysctl is
# duritong-sysctl, whose sysctl type names the property `val`, so Puppet rejects the resource
# when it is created ("no parameter named 'value'", at the resource in the module).
class { 'redis': manage_repo => false }
include redis::administration
