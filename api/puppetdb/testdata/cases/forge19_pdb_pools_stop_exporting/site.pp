# Load-balancer pools from exported defines and hosts, as haproxy/nginx
# profiles build them: collectors with and/or, parentheses, != and tags,
# overrides on collected resources (in the collector and by a later
# collector), a node that stops exporting at a later step (its ipaddress
# octet reaches 15) and a deactivated node.
define lb::member (String $host, Integer $port, Integer $weight = 1, String $pool = 'app') {
  notify { "member ${title}": message => "${pool} ${host}:${port} w=${weight}" }
}
node /^web/ {
  $octet = Integer(split($facts['ipaddress'], '\.')[3])
  if $octet < 15 {
    @@lb::member { $trusted['certname']: host => $facts['ipaddress'], port => 8080, tag => ['pool_app', 'env_prod'] }
    @@host { $trusted['certname']: ip => $facts['ipaddress'], host_aliases => [$facts['hostname']], tag => ['pool_app'] }
  }
  @@file { "/etc/ssh/known/${trusted['certname']}": content => "key ${facts['hostname']}\n", tag => ['known'] }
}
node /^db/ {
  @@lb::member { $trusted['certname']: host => $facts['ipaddress'], port => 5432, pool => 'db', tag => ['pool_db', 'env_prod'] }
  @@host { $trusted['certname']: ip => $facts['ipaddress'], tag => ['pool_db'] }
  @@file { "/etc/ssh/known/${trusted['certname']}": content => "key ${facts['hostname']}\n", tag => ['known'] }
}
node /^lb/ {
  Lb::Member <<| tag == 'pool_app' and (port == 8080 or pool == 'db') |>> { weight => 5 }
  Lb::Member <<| tag == 'pool_db' and host != '0.0.0.0' |>>
  Host <<| tag == 'pool_app' or tag == 'pool_db' |>>
  File <<| tag == 'known' and title != '/etc/ssh/known/db1.example.com' |>> { mode => '0644' }
  Host <| title == 'web2.example.com' |> { comment => 'overridden' }
  notify { 'lb': }
}
