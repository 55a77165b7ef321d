# A module type's providers (confine, defaultfor, notdefaultfor, commands,
# has_features, parent and source), their suitability on the server, the
# type's default provider and docs, its attribute classes' value
# collections, and the instances Puppet::Type.new makes from a function:
# defaults, munge and validate, features a provider lacks, Puppet's errors.
pt::probe().each |$l| { notice($l) }
