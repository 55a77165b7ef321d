# Exported resources matched on an array parameter (== matches an
# element), a PQL query of exported resources from the collecting node,
# and two nodes exporting the same title: the node collecting both fails.
node /^n\d/ {
  $n = $trusted['certname']
  @@host { $n: ip => $facts['ipaddress'], host_aliases => ["alias-${n}", 'shared-alias'], tag => ['hosts'] }
  @@sshkey { 'shared': type => 'ssh-rsa', key => "KEY${facts['hostname']}" }
}
node /^c1/ {
  Host <<| host_aliases == 'shared-alias' and title != 'n2.example.com' |>>
  $q = puppetdb_query('resources[certname, title] { type = "Host" and exported = true order by certname }')
  notify { 'pql': message => $q }
}
node /^c2/ {
  Sshkey <<| title == 'shared' |>>
}
