# A lookup_key backend returning context.environment_name (a Symbol in Puppet) inside its Hash: Puppet checks a
# backend's value against Puppet::LookupValue and refuses it. Written for this case.
notice(lookup('ctx::info'))
