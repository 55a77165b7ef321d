# consumer's metadata.json depends on acme-dep only, yet it calls other::g() (module other has
# metadata too): Puppet 7.23 does not hide it (the spec's 4.x visibility rule is not enforced here).
include consumer
