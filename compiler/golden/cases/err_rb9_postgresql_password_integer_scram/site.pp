# puppetlabs-postgresql's postgresql_password.rb (313ab5d6) with an Integer password and
# scram-sha-256, which its dispatch allows: OpenSSL::KDF.pbkdf2_hmac takes only a String, so Puppet
# 7.23 fails with Ruby's TypeError text.
notice(postgresql::postgresql_password('foo', 1234, false, 'scram-sha-256', 42))
