# puppetdb_query's errors: PuppetDB refuses a query with a 400 and a text
# the terminus then fails to parse as JSON (Ruby's JSON::ParserError).
node 'bad-pql.example.com' {
  $x = puppetdb_query('nodes[certname] { certname ~~ "x" }')
  notify { 'x': message => $x }
}
node 'bad-ast.example.com' {
  $x = puppetdb_query(['from', 'nodes', ['=', 'nosuchfield', 1]])
  notify { 'x': message => $x }
}
node 'bad-entity.example.com' {
  $x = puppetdb_query(['from', 'nosuchentity', ['=', 'certname', 'x']])
  notify { 'x': message => $x }
}
node 'bad-type.example.com' {
  $x = puppetdb_query('')
}
