# A database module's password hashing in module Ruby (OpenSSL::PKCS5.pbkdf2_hmac, OpenSSL::HMAC,
# OpenSSL::Digest, Base64, Digest::MD5), with Sensitive in and out.
notice(pgx::password_hash('app', 'secret'))
notice(pgx::password_hash('app', 'secret', 'scram-sha-256', 'c2FsdHNhbHQ', 4096))
notice(pgx::password_hash('ünïcode', 'pässword', 'scram-sha-256', 'salt', 10))
$s = pgx::password_hash('app', Sensitive('secret'), 'scram-sha-256')
notice($s =~ Sensitive)
notice($s.unwrap)
postgresql_role { 'app': password_hash => pgx::password_hash('app', Sensitive('x'), 'md5') }
