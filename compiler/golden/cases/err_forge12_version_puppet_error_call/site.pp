# Written for this case: an Array argument reaches the module's guard, which calls Puppet::Error(...) as a method.
notice(version::less(['1.0'], '2.0'))
