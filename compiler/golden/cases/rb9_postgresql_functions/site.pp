# puppetlabs-postgresql's current 4.x functions (the Debian corpus has 6.7.0): the files are the
# repository's (lib/puppet/functions/postgresql/: password.rb and escape.rb 58594552,
# acls_to_resources_hash.rb 384eb372, prepend_sql_password.rb 1f4cd144, postgresql_password.rb
# 313ab5d6 with scram-sha-256 through OpenSSL::KDF.pbkdf2_hmac and OpenSSL::HMAC), the type alias
# Postgresql::Pg_password_encryption as the module has it, postgresql::default a stand-in (see the file).
notice(postgresql::password('foo', 'bar'))
notice(postgresql::password('foo', 1234))
notice(postgresql::escape('foo'))
notice(postgresql::escape('fo$$o'))
notice(postgresql::escape('foo$'))
notice(postgresql::prepend_sql_password('s3cr3t'))
notice(postgresql::prepend_sql_password(Sensitive('s3cr3t')))
notice(postgresql::postgresql_password('foo', 'bar'))
notice(postgresql::postgresql_password('foo', 'bar', false, 'md5'))
notice(postgresql::postgresql_password('foo', 'bar', false, 'scram-sha-256'))
notice(postgresql::postgresql_password('foo', 'bar', false, 'scram-sha-256', 'salt'))
notice(postgresql::postgresql_password('foo', Sensitive('bar'), true, 'scram-sha-256'))
notice(postgresql::postgresql_password('foo', 'md596948aad3fcae80c08a35c9b5958cd89'))
notice(postgresql::postgresql_password('foo', 'bar', true, 'md5') =~ Sensitive)
notice(postgresql::acls_to_resources_hash(['local all postgres ident', 'host all all 127.0.0.1/32 md5', 'hostssl db user 10.0.0.0 255.0.0.0 cert clientcert=1 extra', 'host all all ::1/128 scram-sha-256 opt'], 'test', 100))
