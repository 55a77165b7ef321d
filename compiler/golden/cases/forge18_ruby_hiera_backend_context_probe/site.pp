# A lookup_key backend probing the LookupContext (interpolate, cache, cached_file_data, explain,
# not_found) and its options (see the function's file); then keys answered from its cache.
lookup('kv::probe').each |$k, $v| { notice("${k} = ${v}") }
notice(lookup('kv::alpha'))
notice(lookup('kv::alpha'))
notice(lookup('plain::value'))
notice(lookup('other::missing', undef, undef, 'dflt'))
