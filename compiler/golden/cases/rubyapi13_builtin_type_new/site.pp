# Puppet::Type.new of Puppet's own types from a function: their parameter and property classes
# munge (mode '644' is '0644', ensure a Symbol) and pick the default provider.
notice(bt::probe())
