node /^app/ {
  @@monitor::check { "http-${facts['hostname']}": host => $facts['fqdn'], port => 8080, contacts => ['ops'] }
  @@monitor::check { "ssh-${facts['hostname']}": host => $facts['fqdn'], port => 22 }
}
node /^mon/ {
  class { 'collector': }
}
class collector {
  file { '/etc/monitor': ensure => directory }
  Monitor::Check <<| port == 8080 |>> { contacts => ['ops', 'oncall'] }
  Monitor::Check <<| title == 'ssh-app2' |>>
}
