# puppetdb_query (the PuppetDB terminus's function): PQL and AST queries
# over what the earlier nodes stored; the answers land in the catalog.
node /^web/ {
  @@host { $facts['fqdn']: ip => $facts['ipaddress'], host_aliases => [$facts['hostname']], tag => ['lb'] }
}
node 'q.example.com' {
  $pql = puppetdb_query('resources[certname, title, parameters] { type = "Host" and exported = true order by certname }')
  $ast = puppetdb_query(['from', 'resources',
    ['extract', ['certname', 'title', 'exported'], ['and', ['=', 'type', 'Host'], ['=', 'exported', true]]],
    ['order_by', ['certname']]])
  $ips = puppetdb_query('facts[certname, value] { name = "ipaddress" order by certname }')
  $count = puppetdb_query(['from', 'nodes', ['extract', [['function', 'count']]]])
  $none = puppetdb_query('nodes[certname] { certname = "nosuch.example.com" }')
  $sum = puppetdb_query('facts[value] { name = "processorcount" and certname = "web01.example.com" }')
  notify { 'pql': message => $pql }
  notify { 'ast': message => $ast }
  notify { 'ips': message => $ips }
  notify { 'count': message => $count }
  notify { 'none': message => $none }
  notify { 'types': message => [type($count[0]['count'], 'generalized'), type($sum, 'generalized')] }
}
