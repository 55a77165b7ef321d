# A control repository's hiera.yaml with several backend kinds: a lookup_key function over uris (site-modules),
# a data_dig function, globs, mapped_paths and a path; lookup_options unique merge across all of them.
# Written for this case.
notice(lookup('site::motd'))
notice(lookup('site::ports'))
notice(lookup('site::role_only'))
notice(lookup('site::nil', undef, undef, 'dflt'))
notice(lookup('app.settings.threads'))
notice(lookup('app.settings.modes.1'))
notice(lookup('app.name'))
notice(lookup('site::from_glob_a'))
notice(lookup('site::from_glob_b'))
notice(lookup('site::svc_nginx'))
notice(lookup('site::svc_redis'))
notice(lookup('site::common_only'))
notice(lookup('other::key', undef, undef, 'not in kv'))
