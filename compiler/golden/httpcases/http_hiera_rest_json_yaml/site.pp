# Hiera data from a REST API (the fixture server) through a lookup_key backend using Net::HTTP:
# a node's JSON document, a document the server does not have (404), a common YAML document sent
# gzip-encoded (Net::HTTP inflates it), merged lookups across the levels.
class profile::app (
  Integer $port,
  Array[String] $hosts = [],
  String $motd = '',
) {
  notice("port ${port} hosts ${hosts} motd ${motd}")
}
include profile::app
notice(lookup('profile::app::tuning'))
notice(lookup('profile::app::admins'))
notice(lookup('profile::app::port', Integer, 'first'))
notice(lookup('profile::app::missing', Optional[String], 'first', 'default value'))
