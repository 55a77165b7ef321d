#!/bin/bash
# Lays out a multi-node site in $P that shares exported resources through
# PuppetDB, for differential runs of Puppet Server 7.9.5 + the PuppetDB
# terminus and `punch serve --storeconfigs_backend puppetdb` on the SAME
# directory and the same PuppetDB (compare.sh), and for `punch compile
# --storeconfigs --vardir DIR` with the embedded store (TestSite5*, which
# lays the same site out with SITE5_CODE_ONLY=1: only $P/code).
#
# The site: web01/web02 (production) and db01 (staging, the agent's
# environment) export @@host, @@sshkey, @@file and defined types (a
# concat::fragment-like load balancer member, a nagios-like service) with
# tags and relationships; web01 and db01 export the same file (a duplicate
# where both are collected); lb01 collects with queries on title, tag and
# parameters (==, !=, and/or, nested) and overrides; mon01 collects with
# overrides and asks PuppetDB (puppetdb_query, PQL and AST, from Puppet and
# from a module's Ruby function) for other nodes' facts and exports; audit01
# collects the duplicated file. Facts of the site (site5_ip, site5_role,
# site5_port, site5_retired) come from FACTER_* variables of the agents.
# Sourced with P (and, unless SITE5_CODE_ONLY=1, PORT and PDB_SSL_PORT) set.
set -euo pipefail
: "${P:?}"
mkdir -p "$P/code/environments" "$P/code/modules"
# host and sshkey are modules in Puppet 7 (Debian's puppet-module-*-core)
for m in host_core sshkeys_core; do
	ln -sfn "/usr/share/puppet/modules/$m" "$P/code/modules/$m"
done
M=$P/code/modules/site5
mkdir -p "$M"/{manifests,lib/puppet/functions/site5}
cat >"$M/metadata.json" <<'JSON'
{"name": "site5-site5", "version": "1.0.0", "author": "site5", "license": "Apache-2.0", "summary": "site5", "source": "none", "dependencies": []}
JSON
cat >"$M/manifests/lb_member.pp" <<'PP'
# A load balancer member, as concat::fragment is exported: the exporter's
# values, evaluated on the collecting node.
define site5::lb_member (
  String $host,
  Integer $port,
  String $target = '/tmp/site5-managed/lb/haproxy.cfg',
  String $order = '10',
) {
  file { "${target}.d/${order}-${title}":
    content => "server ${title} ${host}:${port} # collected by ${trusted['certname']}\n",
  }
}
PP
cat >"$M/manifests/nagios_service.pp" <<'PP'
# A monitored service, as nagios_service is exported by every node.
define site5::nagios_service (
  String $host_name,
  String $check_command,
  String $service_description = $title,
  Array[String] $contact_groups = ['admins'],
  Optional[Integer] $max_check_attempts = undef,
) {
  notify { "nagios ${title}":
    message => "${host_name}: ${check_command} (${service_description}) to ${contact_groups.join(',')} after ${max_check_attempts}",
  }
}
PP
cat >"$M/manifests/common.pp" <<'PP'
# What every node of the site exports.
class site5::common {
  $ip = $facts['site5_ip']
  @@host { $trusted['certname']:
    ip           => $ip,
    host_aliases => [$trusted['hostname']],
    tag          => ['site5', "env_${server_facts['environment']}"],
  }
  @@sshkey { "${trusted['certname']}-rsa":
    type         => 'ssh-rsa',
    key          => "AAAAB3NzaC1yc2E${trusted['hostname']}",
    host_aliases => [$ip],
    tag          => ['ssh'],
  }
  @@site5::nagios_service { "ping ${trusted['certname']}":
    host_name     => $trusted['certname'],
    check_command => 'check_ping',
    tag           => ['nagios'],
  }
}
PP
cat >"$M/manifests/shared.pp" <<'PP'
# A file two nodes export under the same title: a node collecting both
# fails with a duplicate until one of them is deactivated.
class site5::shared {
  @@file { '/tmp/site5-managed/shared.conf':
    content => "from ${trusted['certname']}\n",
    tag     => ['shared'],
  }
}
PP
cat >"$M/manifests/web.pp" <<'PP'
class site5::web (
  Integer $port = Integer($facts['site5_port']),
) {
  include site5::common
  # A retired web server stops exporting its member: PuppetDB replaces its
  # catalog and the load balancer drops it on its next run.
  unless $facts['site5_retired'] == 'true' {
    @@site5::lb_member { $trusted['certname']:
      host  => $facts['site5_ip'],
      port  => $port,
      order => String($port),
      tag   => ['lb', "port_${port}"],
    }
  }
  @@site5::nagios_service { "http ${trusted['certname']}":
    host_name          => $trusted['certname'],
    check_command      => "check_http!${port}",
    contact_groups     => ['web', 'admins'],
    max_check_attempts => 3,
  }
  @@file { "/tmp/site5-managed/lb/backend-${trusted['hostname']}.cfg":
    content => "backend ${trusted['certname']} ${facts['site5_ip']}:${port}\n",
    tag     => ['lb', 'backend'],
    require => File['/tmp/site5-managed/lb'],
    notify  => Exec['site5-lb-reload'],
  }
  if $trusted['certname'] == 'web01.site5.test' {
    include site5::shared
  }
  file { '/tmp/site5-managed/web.conf': content => "port ${port}\n" }
}
PP
cat >"$M/manifests/db.pp" <<'PP'
class site5::db {
  include site5::common
  include site5::shared
  @@site5::nagios_service { "pgsql ${trusted['certname']}":
    host_name          => $trusted['certname'],
    check_command      => 'check_pgsql',
    service_description => "PostgreSQL in ${server_facts['environment']}",
    tag                => ['nagios', 'db'],
  }
}
PP
cat >"$M/manifests/lb.pp" <<'PP'
class site5::lb {
  $tmp = '/tmp/site5-managed'
  file { ["${tmp}/lb", "${tmp}/lb/haproxy.cfg.d"]: ensure => directory }
  exec { 'site5-lb-reload': command => '/bin/true', refreshonly => true }
  # parameters compared exactly, != also matching what lacks the parameter,
  # overrides of what the exporter set
  Site5::Lb_member <<| tag == 'lb' and port != 8081 |>> {
    target => "${tmp}/lb/haproxy.cfg",
  }
  File <<| tag == 'backend' and (title != '/tmp/site5-managed/lb/backend-old.cfg' or tag == 'never') |>> {
    mode => '0640',
  }
  Host <<| tag == 'site5' and (tag == 'env_production' or tag == 'env_staging') |>> {
    target => "${tmp}/hosts",
  }
  Sshkey <<| tag == 'ssh' |>> { target => "${tmp}/known_hosts" }
  # a relationship to what the collectors brought in
  Site5::Lb_member <| |> -> Exec['site5-lb-reload']
}
PP
cat >"$M/manifests/monitor.pp" <<'PP'
class site5::monitor {
  Site5::Nagios_service <<| tag == 'nagios' or (check_command == 'check_ping' and host_name != 'mon01.site5.test') |>> {
    contact_groups => ['oncall'],
  }
  # a second collector (the http checks are not tagged nagios)
  Site5::Nagios_service <<| title == 'http web02.site5.test' |>> { contact_groups => ['never'] }
  # a third, matching what the first brought in already: skipped, no override
  Site5::Nagios_service <<| host_name == 'db01.site5.test' |>> { contact_groups => ['skipped'] }
  Host <<| title == 'db01.site5.test' |>> { target => '/tmp/site5-managed/mon-hosts' }
  # other nodes' facts and exports, from PuppetDB
  $roles = puppetdb_query('facts[certname, value] { name = "site5_role" order by certname }')
  $roles.each |$r| {
    notify { "role of ${r['certname']}": message => $r['value'] }
  }
  $hosts = puppetdb_query(['from', 'resources',
    ['extract', ['certname', 'type', 'title', 'parameters'],
      ['and', ['=', 'exported', true], ['=', 'type', 'Host']]],
    ['order_by', ['certname']]])
  notify { 'exported hosts': message => $hosts }
  notify { 'web peers': message => site5::peers('web') }
  $count = puppetdb_query('resources[count()] { exported = true and certname in nodes[certname] { facts_environment = "production" } }')
  notify { 'production exports': message => $count }
  # deactivated nodes, asked for by node state
  $states = puppetdb_query(['from', 'nodes',
    ['extract', ['certname'], ['or', ['=', ['node', 'active'], false], ['=', 'certname', 'db01.site5.test']]],
    ['order_by', ['certname']]])
  notify { 'inactive or db01': message => $states }
  notify { 'inactive': message => puppetdb_query('nodes[certname] { node_state = "inactive" }') }
}
PP
cat >"$M/manifests/audit.pp" <<'PP'
class site5::audit {
  File <<| tag == 'shared' |>>
}
PP
cat >"$M/lib/puppet/functions/site5/peers.rb" <<'RB'
# The web servers PuppetDB knows and their addresses, asked by a module's
# Ruby function through the terminus's puppetdb_query.
Puppet::Functions.create_function(:'site5::peers') do
  dispatch :peers do
    param 'String', :role
  end

  def peers(role)
    rows = call_function('puppetdb_query',
      "inventory[certname, facts.site5_ip] { facts.site5_role = \"#{role}\" order by certname }")
    rows.map { |r| "#{r['certname']}=#{r['facts.site5_ip']}" }
  end
end
RB
for env in production staging; do
	E=$P/code/environments/$env
	mkdir -p "$E/manifests"
	printf 'modulepath = modules:$basemodulepath\nconfig_version = /bin/echo site5-%s-v1\n' "$env" >"$E/environment.conf"
	cat >"$E/manifests/site.pp" <<PP
# Site 5, environment $env
node /^web\\d+\\.site5\\.test\$/ { include site5::web }
node 'db01.site5.test' { include site5::db }
node 'lb01.site5.test' { include site5::lb }
node 'mon01.site5.test' { include site5::monitor }
node 'audit01.site5.test' { include site5::audit }
node default { notify { "unclassified \${trusted['certname']} in $env": } }
PP
done
[ "${SITE5_CODE_ONLY:-}" = 1 ] && return 0
: "${PORT:?}" "${PDB_SSL_PORT:?}"
# (the servers' configuration: servers.sh sourced sitelib.sh)
site_puppetserver_conf
cat >"$P/conf.d/ca.conf" <<'CONF'
certificate-authority: {
    allow-subject-alt-names: true
}
CONF
site_puppet_conf puppet.site5.test
cat >>"$P/puppet/puppet.conf" <<CONF

[server]
    cadir = $P/ca
    autosign = true
    environmentpath = \$codedir/environments
    environment_timeout = 0
    storeconfigs = true
    storeconfigs_backend = puppetdb
    reports = puppetdb
CONF
site_terminus_conf
