$acls = [
  'local all postgres peer',
  'local all all ident map=sso',
  'host all all 127.0.0.1/32 md5',
  'host all all 10.0.0.0 255.0.0.0 md5 clientcert=1 x=y',
  'hostssl db1,db2 +admins ::1/128 scram-sha-256 clientcert=verify-full',
  'host all all 127.0.0.1/32 md5',
]
$h = postgresql::postgresql_acls_to_resources_hash($acls, 'ipv4acls', 100)
$h.each |$k, $v| { notify { $k: message => $v } }
$e = ['plain', 'has $$ inside', 'ends with $', 'a$b', "multi\nline $$"].map |$s| { postgresql::postgresql_escape($s) }
notify { 'escaped': message => $e }
