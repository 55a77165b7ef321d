# Written for this case: a profile resolving a Consul service name as the control repository's README shows.
class profile::app (String $consulserver = '127.0.0.1') {
  $db = consullookup('postgres.service.consul')
  notify { "db at ${db}": }
}
