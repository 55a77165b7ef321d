# PuppetDB's refusals of puppetdb_query's queries (a 400 whose text the
# terminus fails to parse as JSON), one node each.
node 'web01.example.com' { notify { 'stored': } }
node 'e01.example.com' { notify { 'x': message => puppetdb_query('nodes[certname] { certname = "x"') } }
node 'e02.example.com' { notify { 'x': message => puppetdb_query('nodes[certname] {') } }
node 'e03.example.com' { notify { 'x': message => puppetdb_query('resources[nosuch] { type = "File" }') } }
node 'e04.example.com' { notify { 'x': message => puppetdb_query('facts { nosuch = 1 }') } }
node 'e05.example.com' { notify { 'x': message => puppetdb_query('nosuch { certname = "x" }') } }
node 'e06.example.com' { notify { 'x': message => puppetdb_query(['from', 'nodes', ['nosuchop', 'certname', 'x']]) } }
node 'e07.example.com' { notify { 'x': message => puppetdb_query(['from', 'resources', ['=', 'type']]) } }
node 'e08.example.com' { notify { 'x': message => puppetdb_query('nodes { certname ~ "[" }') } }
node 'e09.example.com' { notify { 'x': message => puppetdb_query(['nodes', ['=', 'certname', 'x']]) } }
node 'e10.example.com' { notify { 'x': message => puppetdb_query('nodes[certname] { certname !~ "^web" }').map |$n| { $n['certname'] }.sort } }
node 'e11.example.com' { notify { 'x': message => puppetdb_query('inventory[certname] { facts.nosuch = "x" }') } }
