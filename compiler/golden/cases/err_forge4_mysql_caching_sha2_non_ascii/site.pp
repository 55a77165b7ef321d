notice(mysql::caching_sha2_password('pässwörd'))
