# petems/hiera_vault's lookup_key function with a key it is confined to and a Vault that refuses the
# connection: the function's rescue only explains, then calls .body on the nil result (Puppet: a
# NoMethodError out of the lookup).
notice(lookup('profile::db::user'))
notice(lookup('vault_db_password'))
