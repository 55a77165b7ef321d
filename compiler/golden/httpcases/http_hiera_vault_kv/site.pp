# Hiera reads secrets from a Vault-like KV API (the fixture server) through a lookup_key backend using
# Puppet::Network::HttpPool.http_instance: KV v1 (the node's own path first), KV v2 (one field, and a whole
# secret without that field), a key Vault does not have (404 at every path: Hiera goes on to common.yaml).
# Puppet warns once that http_instance is deprecated.
notice(lookup('db_password'))
notice(lookup('api_key'))
notice(lookup('service_account'))
notice(lookup('plain_key'))
file { '/etc/app.conf':
  content => "password=${lookup('db_password')}\nkey=${lookup('api_key')}\n",
}
