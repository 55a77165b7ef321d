$m = [mysql::password('secret'), mysql::password(''), mysql::password('*6BB4837EB74329105EE4568DDA7DC67ED2CA2AD9'), mysql::password('pässwörd')]
$p = [postgresql::postgresql_password('bob', 'secret', false, 'md5'), postgresql::postgresql_password('bob', 'secret', false, 'scram-sha-256'),
      postgresql::postgresql_password(42, 'x', false, 'scram-sha-256', 'NaCl'), postgresql::postgresql_password(42, 1234, false, 'md5'), postgresql::postgresql_password('bob', 'md5aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', false, 'md5'),
      postgresql::postgresql_password('bob', Sensitive('pässwörd'), false, 'scram-sha-256')]
$s = postgresql::postgresql_password('bob', 'secret', true, 'scram-sha-256')
file { '/tmp/m': content => $m.join("\n") }
file { '/tmp/p': content => $p.join("\n") }
file { '/tmp/s': content => $s }
