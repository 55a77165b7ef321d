# QA-FORGE-8: example42/puppet-tp's tp_lookup 7123e986 (a 3.x function) over tinydata laid out as example42's
# tinydata module does (data/APP/hiera.yaml with a :hierarchy: of "%{title}/..." paths): Puppet::Module.find,
# YAML::load of files (Psych 4 under Ruby 3.1: symbols as keys), String#% with a Hash of symbols, lookupvar
# of legacy facts, merge modes, function_warning and the default fallback.
notice(tp_lookup('nginx', 'settings', 'tinydata', 'merge'))
notice(tp_lookup('nginx', 'settings', 'tinydata'))
notice(tp_lookup('nginx', 'settings', 'tinydata', 'deep_merge'))
notice(tp_lookup('unknownapp', 'settings', 'tinydata', 'merge'))
