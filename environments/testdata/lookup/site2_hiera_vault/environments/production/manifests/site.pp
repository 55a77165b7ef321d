# petems/hiera_vault's lookup_key function (as sites use it, confined to some keys): keys that do not
# match confine_to_keys skip Vault through context.not_found before any connection, so the YAML level
# answers; the function's file requires puppet/file_system and puppet/network/http_pool when it loads.
notice(lookup('profile::db::user'))
notice(lookup('profile::db::host'))
notice(lookup('profile::users'))
notice(lookup('profile::db::port', Integer, 'first', 5432))
