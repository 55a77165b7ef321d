# Site-written Hiera 5 backends in Ruby side by side: a lookup_key over
# interpolated paths (explain, interpolate, cache_all, not_found), a
# data_dig over a nested document, a data_hash reading JSON (a missing
# file gives no data), then yaml_data.
$keys = ['app::port', 'app::workers', 'app::greeting', 'app::tier', 'app.limits.nofile', 'app.limits.procs.1',
         'app::flat', 'app::from_json', 'app::from_json.a.1', 'app::yaml_only', 'app::tier_base']
$keys.each |$k| { notice("${k} = ${lookup($k)}") }
notice(lookup('app.limits.procs.5', undef, undef, 'dflt'))
notice(lookup('app::nothing', undef, undef, 'dflt'))
