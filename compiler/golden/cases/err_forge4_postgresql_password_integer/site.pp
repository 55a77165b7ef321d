notice(postgresql::postgresql_password(42, 1234, false, 'scram-sha-256', 'NaCl'))
