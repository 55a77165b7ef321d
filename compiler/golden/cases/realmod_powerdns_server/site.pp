# antonlindstrom-powerdns 0.0.5: an authoritative server with the MySQL backend and the recursor.
include powerdns
class { 'powerdns::mysql':
  user     => 'pdns',
  password => 'pdns-pass',
  host     => 'localhost',
  dbname   => 'pdns',
}
include powerdns::recursor
powerdns::config { 'allow-axfr-ips': value => '10.0.0.0/8' }
powerdns::config { 'default-ttl': value => '3600' }
