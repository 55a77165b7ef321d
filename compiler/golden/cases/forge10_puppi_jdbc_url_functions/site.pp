# example42/puppi's jdbc_oracle_parse over the JDBC strings its doc lists as tested, and get_urlfilename.
# Written for this case.
$urls = [
  'jdbc:oracle:thin:dblogin/Pass0@//oe-db-01.example.local',
  'jdbc:oracle:thin:dblogin/Pass0@//oe-db-01.example.local:1521/dbname',
  'jdbc:oracle:thin:@//oe-db-01.example.local:1521',
  'jdbc:oracle:thin:@oe-db-01.example.local',
  'jdbc:oracle:thin:dblogin/Pass0@oe-db-01.example.local:1521/dbname',
  'jdbc:oracle:@oe-db-01.example.local',
  'jdbc:oracle:dblogin/Pass0@oe-db-01.example.local:1521/dbname',
]
$urls.each |$u| {
  $parts = ['scheme', 'client', 'user', 'password', 'host', 'port', 'db', 'other'].map |$p| { jdbc_oracle_parse($u, $p) }
  notice($parts)
}
notice(get_urlfilename('http://repo.example.com/dist/app-1.2.3.war?raw=1'))
notice(get_urlfilename('ftp://h/a%20b/c.tgz'))
notice(get_urlfilename('/local/file.zip'))
