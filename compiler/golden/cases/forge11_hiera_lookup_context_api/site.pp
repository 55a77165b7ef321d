# A Hiera 5 lookup_key backend in the environment's lib/ exercising Puppet::LookupContext (cache/cache_all/cached_value,
# environment_name, module_name, explain, interpolate, cached_file_data,
# not_found falling through to YAML). Written for this case.
notice(lookup('ctx::info'))
notice(lookup('ctx::interp'), lookup('ctx::interp'))
notice(lookup('ctx::file'))
notice(lookup('ctx::a'), lookup('ctx::b'), lookup('ctx::fallback'), lookup('ctx::symbolic', undef, undef, 'dflt'))
