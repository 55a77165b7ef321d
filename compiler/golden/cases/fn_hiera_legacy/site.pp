# The deprecated hiera functions (hiera, hiera_array, hiera_hash, hiera_include) with an environment
# hiera.yaml: merges first/unique/hash, defaults (undef too), the default block, an ignored override,
# interpolation, dotted keys; each warns once. hiera(['k', 'd']) crashes Puppet 7.23 (NoMethodError).
notice(hiera('str'))
notice(hiera('nokey', 'dflt'))
notice(hiera('nokey', undef))
notice(hiera_array('arr'))
notice(hiera_hash('h'))
notice(hiera('interp'))
notice(hiera('dotted.k.v'))
notice(hiera('nokey') |$k| { "block ${k}" })
notice(hiera('str', 'd', 'override'))
notice(hiera_array('str'))
hiera_include('classes')
notice(hiera_hash('scalar_h'))
notice(hiera_hash('h.nested'))
notice(hiera_array('nokey', []))
notice(hiera_hash('nokey', undef))
hiera_include('nokey', [])
