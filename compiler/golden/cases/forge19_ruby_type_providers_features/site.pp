# A type's providers and their features as a module function sees them
# after loading the type: providers(), provider(:x), feature?, features,
# satisfies?, has_feature inherited through parent:.
pf::probe().each |$i, $v| { notice("${i}: ${v}") }
