# puppetlabs/control-repo's site-modules/profile/lib/puppet/type/example.rb (a Resource API type in the
# site's own profile module), declared from a profile.
include profile::example
