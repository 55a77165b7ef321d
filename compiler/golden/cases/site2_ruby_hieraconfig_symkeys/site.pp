# Puppet::Pops::Lookup::HieraConfig.symkeys_to_string from a module's Ruby function (as custom Hiera
# lookup_key backends derived from hiera-eyaml's use it): Symbol keys become Strings in nested hashes and
# in hashes inside arrays; other values are returned as they are.
$h = site::symkeys(":a: 1\n:b:\n  :c:\n    - :d: 2\n    - x\n'e': 3\n")
notice($h)
notice($h['b']['c'][0]['d'])
notice(site::symkeys("- :k: v\n- 1\n"))
notice(site::symkeys("plain"))
