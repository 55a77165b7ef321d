# puppetdb_query over every entity sites query from manifests (nodes, facts,
# fact_contents, inventory, resources, factsets, catalogs, edges): PQL and
# AST, operators, implicit and explicit subqueries, dotted fact and
# parameter paths, functions with group_by, order_by/limit/offset, and the
# nodes PuppetDB leaves out (old01 is deactivated). Only answers that do not
# change between runs land in the catalog (no timestamps, hashes, files).
class role::web {
  file { '/etc/web.conf': ensure => file, content => "web\n", tag => ['frontend'] }
  file { '/etc/motd': ensure => file, mode => '0644', before => File['/etc/web.conf'] }
  @@host { $facts['fqdn']: ip => $facts['ipaddress'], host_aliases => [$facts['hostname']], tag => ['bens_hosts'] }
}
class role::db {
  file { '/etc/db.conf': ensure => file, content => "db\n" }
  package { 'postgresql': ensure => installed }
  @@host { $facts['fqdn']: ip => $facts['ipaddress'], tag => ['bens_hosts', 'db'] }
}
node /^web/, 'old01.example.com' { include role::web }
node /^db/ { include role::db }
node 'q.example.com' {
  $q = {
    'nodes_default' => puppetdb_query('nodes[certname] { order by certname }'),
    'nodes_any' => puppetdb_query('nodes[certname] { node_state = "any" order by certname }'),
    'nodes_inactive' => puppetdb_query('nodes[certname] { node_state = "inactive" }'),
    'nodes_env' => puppetdb_query('nodes[certname, facts_environment, catalog_environment] { facts_environment = "production" order by certname desc limit 2 }'),
    'nodes_roles' => puppetdb_query('nodes[certname] { resources { type = "Class" and title = "Role::Web" } order by certname }'),
    'nodes_not' => puppetdb_query('nodes[certname] { !(certname ~ "^web") order by certname }'),
    'nodes_page' => puppetdb_query('nodes[certname] { order by certname limit 2 offset 1 }'),
    'nodes_or' => puppetdb_query(['from', 'nodes', ['extract', ['certname'], ['or', ['=', 'certname', 'web01.example.com'], ['=', 'certname', 'db01.example.com']]], ['order_by', ['certname']]]),
    'inventory' => puppetdb_query('inventory[certname, facts.os.family, facts.ipaddress] { resources { type = "Class" and title = "Role::Web" } order by certname }'),
    'inventory_path' => puppetdb_query('inventory[certname] { facts.os.release.major = "12" and facts.processorcount > 1 order by certname }'),
    'facts' => puppetdb_query('facts[certname, name, value] { name in ["ipaddress", "hostname"] and certname ~ "^web" order by certname, name }'),
    'facts_num' => puppetdb_query('facts[certname, value] { name = "processorcount" and value >= 2 order by certname }'),
    'facts_ast' => puppetdb_query(['from', 'facts', ['and', ['=', 'name', 'hostname'], ['~', 'certname', 'example']], ['order_by', [['certname', 'desc']]]]),
    'fact_contents' => puppetdb_query('fact_contents[certname, path, value] { path ~> ["os", "release", ".*"] and certname = "web01.example.com" order by value }'),
    'fact_contents_name' => puppetdb_query('fact_contents[path, value] { name = "os" and certname = "db01.example.com" and value = false }'),
    'resources' => puppetdb_query('resources[certname, type, title, tags, exported] { type = "File" and parameters.ensure = "file" order by certname, title }'),
    'resources_tag' => puppetdb_query('resources[certname, title] { tag = "role::web" and type = "File" order by certname, title }'),
    'resources_bens' => puppetdb_query('resources { tag = "bens_hosts" order by certname }').map |$r| { [$r['certname'], $r['type'], $r['title'], $r['exported'], $r['parameters']] },
    'resources_null' => puppetdb_query('resources[title] { type = "File" and parameters.mode is null and certname = "web01.example.com" order by title }'),
    'resources_param' => puppetdb_query('resources[certname, parameters.ip] { type = "Host" and exported = true order by certname }'),
    'exported_ast' => puppetdb_query(['from', 'resources', ['extract', ['certname', 'title', 'parameters'], ['and', ['=', 'exported', true], ['=', 'type', 'Host'], ['~', 'title', '^web']]], ['order_by', [['certname', 'desc']]]]),
    'in_subquery' => puppetdb_query(['from', 'facts', ['extract', ['certname', 'value'], ['and', ['=', 'name', 'ipaddress'], ['in', 'certname', ['extract', 'certname', ['select_resources', ['and', ['=', 'type', 'Class'], ['=', 'title', 'Role::Db']]]]]]]]),
    'in_pql' => puppetdb_query('facts[certname, value] { name = "ipaddress" and certname in resources[certname] { type = "Class" and title = "Role::Db" } }'),
    'in_array' => puppetdb_query('nodes[certname] { certname in ["db01.example.com", "nosuch.example.com"] }'),
    'edges' => puppetdb_query('edges[source_type, source_title, relationship, target_type, target_title] { certname = "web01.example.com" and target_type = "File" order by target_title, relationship }'),
    'factsets' => puppetdb_query('factsets[certname, environment] { certname = "web01.example.com" }'),
    'catalogs' => puppetdb_query('catalogs[certname, environment, version] { certname = "db01.example.com" }').map |$c| { [$c['certname'], $c['environment'], type($c['version'], 'generalized')] },
  }
  $q.each |$k, $v| { notify { $k: message => $v } }
}
node 'shapes.example.com' {
  # Which fields each entity answers, in PuppetDB's order.
  $s = {
    'nodes' => puppetdb_query('nodes { certname = "web01.example.com" }')[0].keys,
    'facts' => puppetdb_query('facts { certname = "web01.example.com" and name = "hostname" }')[0].keys,
    'fact_contents' => puppetdb_query('fact_contents { certname = "web01.example.com" and name = "hostname" }')[0].keys,
    'inventory' => puppetdb_query('inventory { certname = "web01.example.com" }')[0].keys,
    'resources' => puppetdb_query('resources { certname = "web01.example.com" and type = "Class" and title = "Role::Web" }')[0].keys,
    'factsets' => puppetdb_query('factsets { certname = "web01.example.com" }')[0].keys,
    'factsets_facts' => puppetdb_query('factsets { certname = "web01.example.com" }')[0]['facts'].keys,
    'catalogs' => puppetdb_query('catalogs { certname = "web01.example.com" }')[0].keys,
    'catalogs_resources' => puppetdb_query('catalogs { certname = "web01.example.com" }')[0]['resources'].keys,
    'edges' => puppetdb_query('edges { certname = "web01.example.com" }')[0].keys,
    'inventory_facts' => puppetdb_query('inventory { certname = "web01.example.com" }')[0]['facts']['os'],
  }
  $s.each |$k, $v| { notify { "shape ${k}": message => $v } }
}
node 'aggregates.example.com' {
  $a = {
    'count' => puppetdb_query('resources[count()] { type = "Class" }'),
    'count_nodes' => puppetdb_query(['from', 'nodes', ['extract', [['function', 'count']]]]),
    'count_by' => puppetdb_query(['from', 'resources', ['extract', [['function', 'count'], 'type'], ['=', 'certname', 'web01.example.com'], ['group_by', 'type']], ['order_by', ['type']]]),
    'count_pql' => puppetdb_query('facts[name, count()] { name in ["hostname", "processorcount"] group by name }').sort |$x, $y| { compare($x['name'], $y['name']) },
    'numbers' => puppetdb_query('facts[sum(value), min(value), max(value)] { name = "processorcount" }'),
    'avg' => puppetdb_query('facts[avg(value)] { name = "processorcount" }').map |$r| { Integer($r['avg']) },
    'count_field' => puppetdb_query('resources[count(certname)] { type = "Host" and exported = true }'),
  }
  $a.each |$k, $v| { notify { $k: message => $v } }
}
