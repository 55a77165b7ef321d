class profile::database (
  Integer[1] $max_connections,
  Hash[String, Hash] $users = {},
) {
  $users.each |$u, $opts| {
    notify { "db user ${u}": message => "${opts}" }
  }
  notice("max ${max_connections} on ${trusted['certname']} (${::tier}/${::datacenter})")
}
