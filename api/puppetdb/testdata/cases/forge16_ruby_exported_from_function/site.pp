# Exported resources created by a module function through Puppet's Ruby API, collected on another node.
node /^app\d+\./ {
  $r = exp::export_host($trusted['certname'], $facts['ipaddress'], [$facts['hostname']])
  notify { 'flags': message => $r }
  @@file { "/etc/exported/${facts['hostname']}": content => "from ${trusted['certname']}\n", tag => ['exp'] }
}
node 'collector.example.com' {
  Host <<| tag == 'exp' |>> { comment => 'collected from Ruby' }
  File <<| tag == 'exp' and title != '/etc/exported/app2' |>>
}
