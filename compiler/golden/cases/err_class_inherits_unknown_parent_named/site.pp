# Puppet names a missing parent class as written in the inherits clause, made absolute and with its
# case kept: "Could not find parent resource type '::Nope::Base' of type hostclass in production".
class child inherits Nope::Base { notice('child') }
include child
