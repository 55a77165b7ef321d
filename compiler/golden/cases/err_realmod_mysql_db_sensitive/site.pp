# puppetlabs-mysql 10.x (Debian): mysql::db hashes its password with mysql::password(String), so a
# Sensitive password (as newer module versions accept) fails inside the define, located at both the
# call in db.pp and the resource in site.pp.
include mysql::server
mysql::db { 'billing':
  user     => 'billing',
  password => Sensitive('billing_secret'),
  host     => 'localhost',
  grant    => ['ALL'],
}
