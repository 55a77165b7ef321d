# Functions of Debian's apache, mysql and postgresql modules (which Punch runs as Go ports) with corner
# arguments: Sensitive, Integers, already-hashed passwords, empty and odd values.
notify { 'bool2httpd': message => [apache::bool2httpd(true), apache::bool2httpd(false), apache::bool2httpd(undef), apache::bool2httpd(''), apache::bool2httpd('Off'), apache::bool2httpd('none'), apache::bool2httpd(0)] }
notify { 'apache pw': message => [apache::pw_hash('secret'), apache::pw_hash('p@ss wörd'), apache::apache_pw_hash('x')] }
notify { 'mysql password': message => [mysql::password('secret'), mysql::password(''), mysql::password('*14E65567ABDB5135D0CFD9A70B3032C179A49EE7'), mysql::password('*14e65567abdb5135d0cfd9a70b3032c179a49ee7'), mysql::password('*not-a-hash')] }
notify { 'mysql strip_hash': message => mysql::strip_hash({ 'a' => '', 'b' => undef, 'c' => 'x', 'd' => [], 'e' => {}, 'f' => 0, 'g' => false }) }
notify { 'pg password': message => [postgresql::postgresql_password('user', 'pass'), postgresql::postgresql_password(1000, 2000), postgresql::postgresql_password('ü', 'ß')] }
notify { 'pg escape': message => [postgresql::postgresql_escape('plain'), postgresql::postgresql_escape('a$$b'), postgresql::postgresql_escape('$$'), postgresql::postgresql_escape("it's")] }
notify { 'pg acls': message => postgresql::postgresql_acls_to_resources_hash(['local all postgres ident', 'host all all 10.0.0.0/8 md5', 'hostssl  db  user  ::1/128  cert clientcert=1'], 'main', 100) }
