notice(postgresql::postgresql_acls_to_resources_hash(['host all all'], 'x', 0))
