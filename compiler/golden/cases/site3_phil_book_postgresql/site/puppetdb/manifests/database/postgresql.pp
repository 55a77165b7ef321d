# stand-in (written here) for puppetlabs-puppetdb's puppetdb::database::postgresql (not on Debian): its
# parameters as the profile passes them and the database it declares
class puppetdb::database::postgresql (
  Boolean $manage_server    = true,
  String  $listen_addresses = 'localhost',
) {
  postgresql::server::db { 'puppetdb':
    user     => 'puppetdb',
    password => postgresql::postgresql_password('puppetdb', 'puppetdb'),
    grant    => 'all',
  }
}
