# Puppet::Type instances of a module type made from a function, beyond their attributes: to_resource and
# retrieve (the provider asked for ensure, each property then :absent), new from a Puppet::Resource (its
# title patterns), the tag, noop, loglevel, audit and require metaparameters, Type.newNAME, Type.instances
# with providers that list nothing of their own (Puppet's DevError).
pt::probe().each |$l| { notice($l) }
