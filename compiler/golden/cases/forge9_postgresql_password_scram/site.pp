# puppetlabs/puppetlabs-postgresql's current password functions: scram-sha-256 through OpenSSL::KDF.pbkdf2_hmac and
# HMAC (Ruby 3.1's `salt:,` hash shorthand), md5, Sensitive in and out (PSensitiveType::Sensitive.new), pre-hashed
# passwords passed through; postgresql_escape's dollar quoting with an MD5-derived tag; prepend_sql_password.
notice(postgresql::postgresql_password('app', 'secret', false, 'scram-sha-256'))
notice(postgresql::postgresql_password('app', Sensitive('secret'), false, 'scram-sha-256', 'fixedsalt'))
notice(postgresql::postgresql_password('app', 'secret', false, 'md5'))
notice(postgresql::postgresql_password('app', 'secret', true, 'md5'))
notice(postgresql::postgresql_password(42, 7, false, 'md5'))
notice(postgresql::postgresql_password('app', 'md5a4f2c6b5e0b7a8e3c4d2f1a0b9c8d7e6', false, 'scram-sha-256'))
$pw = postgresql::postgresql_password('app', 'secret', true, 'scram-sha-256')
notice($pw.unwrap.length)
notice(postgresql::postgresql_escape('plain'))
notice(postgresql::postgresql_escape('has $$ dollars'))
notice(postgresql::postgresql_escape('ends with $'))
notice(postgresql::prepend_sql_password(Sensitive('s3')))
