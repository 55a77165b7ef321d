# Collector values of other types than the exported parameter's: an Integer port queried with
# a String, a Float weight with an Integer, a Boolean; a define's automatic tag; a fact in a
# query; a node collecting its own export.
node /^app\d/ {
  $h = $facts['hostname']
  @@svc::endpoint { "${h}-http": port => 8080, weight => 1.5, zone => 'ams', labels => ['web', $h] }
  @@svc::endpoint { "${h}-admin": port => 9090, weight => 2.0, enabled => false, zone => 'fra', labels => ['admin'] }
}
node 'lb1.example.com' {
  Svc::Endpoint <<| port == 8080 |>>
  Svc::Endpoint <<| port == '9090' |>>
}
node 'lb2.example.com' {
  Svc::Endpoint <<| weight == 2 or enabled == false |>>
  Svc::Endpoint <<| labels == 'app2' |>>
}
node 'lb3.example.com' {
  $zone = 'ams'
  Svc::Endpoint <<| tag == 'svc::endpoint' and zone == $zone and title != 'app1-http' |>>
  @@svc::endpoint { 'lb3-self': port => 80, zone => 'ams' }
}
node 'lb4.example.com' {
  Svc::Endpoint <<| weight == 1.5 |>>
  @@svc::endpoint { 'lb4-self': port => 81, weight => 1.5 }
}
