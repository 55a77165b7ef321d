# Puppet surprise: ensure => running (not in the type's Enum[present, absent]) compiles: the Resource API checks values on the agent.
# puppetlabs/control-repo's site-modules/profile/lib/puppet/type/example.rb (a Resource API type in the
# site's own profile module), declared from a profile.
include profile::example
