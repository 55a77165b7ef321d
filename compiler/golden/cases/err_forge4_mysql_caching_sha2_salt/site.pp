notice(mysql::caching_sha2_password('secret', 'short'))
