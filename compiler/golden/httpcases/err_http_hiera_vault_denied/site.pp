# A Vault-like KV API refusing a token (403 {"errors":["permission denied"]}): the backend raises
# Puppet::DataBinding::LookupError with Vault's errors and the compile fails.
notice(lookup('plain_key'))
notice(lookup('db_password'))
