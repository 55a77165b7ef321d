#!/bin/bash
# Lays out in $P a multi-node site built from REAL modules that export and
# collect (Debian's corpus in /usr/share/puppet/modules: puppetlabs-haproxy
# 2.1.0, puppetlabs-concat 7.3.1, saz-ssh 2.8.1, host_core, sshkeys_core,
# stdlib), configured as an operator moving from Puppet Server has it
# (puppet.conf with [main]/[master]/[server], an exec ENC, an executable
# autosign policy, Hiera 5 data per node and per data center), for
# differential runs of Puppet Server 7.9.5 + the PuppetDB terminus and
# `punch serve` on the SAME directory and PuppetDB (compare.sh), and for
# the replays against the embedded store (cmd/punch/site6_test.go lays the
# code out with SITE6_CODE_ONLY=1: $P/code, $P/enc.sh, $P/autosign.sh).
#
# The site (classified by the ENC, enc.sh: role and data center as
# parameters, web03 in staging):
#   web01..web03  @@haproxy::balancermember (options, weight from Hiera),
#                 ssh::hostkeys (@@sshkey for four key types, present or
#                 absent), @@host, @@concat::fragment with a Deferred
#                 content, @@file with a Sensitive content, an exported
#                 define with a relationship to another node's exported
#                 define, virtual accounts realized by a spaceship collector
#                 with an override
#   db01          @@site6::pool (what the web vhosts require), the same
#                 common exports
#   lb01          haproxy + haproxy::listen collecting the members,
#                 ssh::knownhosts, the vhosts and pools with their
#                 relationships, the Sensitive files, hosts
#   mon01         concat motd collecting every node's fragment, puppetdb_query
# Facts of the site come from FACTER_* variables of the agents (steps.txt).
# Sourced with P (and, unless SITE6_CODE_ONLY=1, PORT and PDB_SSL_PORT) set.
set -euo pipefail
: "${P:?}"
mkdir -p "$P/code/environments" "$P/code/modules"
for m in haproxy concat ssh host_core sshkeys_core stdlib; do
	ln -sfn "/usr/share/puppet/modules/$m" "$P/code/modules/$m"
done
M=$P/code/modules/site6
mkdir -p "$M"/{manifests/role,files,lib/puppet/functions/site6}
cat >"$M/metadata.json" <<'JSON'
{"name": "site6-site6", "version": "1.0.0", "author": "site6", "license": "Apache-2.0", "summary": "site6", "source": "none", "dependencies": []}
JSON
echo "managed by site6" >"$M/files/motd"
cat >"$M/manifests/common.pp" <<'PP'
# What every node exports, from Hiera and facts.
class site6::common (
  Array[String] $host_aliases,
  Sensitive[String] $secret,
  String $motd_line,
) {
  include ssh::hostkeys
  $dc = $trusted['extensions']['pp_datacenter']
  @@host { $trusted['certname']:
    ip           => $facts['ipaddress'],
    host_aliases => $host_aliases,
    tag          => ['site6', "dc_${dc}"],
  }
  # a fragment of mon01's motd, its content computed on the agent
  @@concat::fragment { "motd ${trusted['certname']}":
    target  => '/tmp/site6-managed/motd',
    order   => $facts['site6_order'],
    content => Deferred('sprintf', ["%s: %s (%s)\n", $trusted['certname'], $motd_line, $dc]),
    tag     => ['motd'],
  }
  # a file whose content PuppetDB must not keep
  @@file { "/tmp/site6-managed/secrets/${trusted['certname']}":
    content => $secret,
    mode    => '0600',
    tag     => ['secret'],
  }
  # what this agent applies (--tags site6_apply): a file from the server
  file { ['/tmp/site6-managed', "/tmp/site6-managed/${trusted['certname']}"]:
    ensure => directory,
    tag    => ['site6_apply'],
  }
  file { "/tmp/site6-managed/${trusted['certname']}/motd":
    source => 'puppet:///modules/site6/motd',
    tag    => ['site6_apply'],
  }
  # virtual accounts, realized by a spaceship collector with an override
  # and by realize()
  @site6::account { ['alice', 'bob', 'carol']: }
  Site6::Account <| title != 'bob' |> { shell => '/bin/zsh' }
  realize(Site6::Account['bob'])
}
PP
cat >"$M/manifests/account.pp" <<'PP'
define site6::account (
  String $shell = '/bin/bash',
) {
  notify { "account ${title}": message => "${title} uses ${shell}" }
}
PP
cat >"$M/manifests/pool.pp" <<'PP'
# A pool of backends, exported by the database node and collected on the
# load balancer, where the web nodes' vhosts require it.
define site6::pool (
  String $members,
  Integer $port,
) {
  notify { "pool ${title}": message => "${members}:${port}" }
}
PP
cat >"$M/manifests/vhost.pp" <<'PP'
define site6::vhost (
  String $pool,
  Hash $headers = {},
) {
  notify { "vhost ${title}": message => "${pool} ${headers}" }
}
PP
cat >"$M/manifests/role/web.pp" <<'PP'
class site6::role::web (
  Integer $weight,
  Array[String] $member_options,
  String $pool = 'app',
) {
  include site6::common
  unless $facts['site6_retired'] == 'true' {
    @@haproxy::balancermember { $trusted['certname']:
      listening_service => 'web',
      server_names      => $facts['hostname'],
      ipaddresses       => $facts['ipaddress'],
      ports             => ['8080', '8443'],
      options           => $member_options,
      weight            => $weight,
    }
  }
  @@site6::vhost { "${trusted['hostname']}.example.org":
    pool    => $pool,
    headers => { 'X-Node' => $trusted['certname'], 'X-Weight' => $weight },
    require => Site6::Pool[$pool],
    tag     => ['vhost'],
  }
}
PP
cat >"$M/manifests/role/db.pp" <<'PP'
class site6::role::db {
  include site6::common
  @@site6::pool { 'app':
    members => 'web',
    port    => 5432,
    tag     => ['vhost'],
  }
}
PP
cat >"$M/manifests/role/lb.pp" <<'PP'
class site6::role::lb {
  include site6::common
  class { 'haproxy':
    service_manage      => false,
    package_ensure      => 'absent',
    config_dir          => '/tmp/site6-managed/haproxy',
    config_file         => '/tmp/site6-managed/haproxy/haproxy.cfg',
    config_validate_cmd => undef,
  }
  haproxy::listen { 'web':
    ipaddress => $facts['ipaddress'],
    ports     => '80',
    mode      => 'http',
  }
  include ssh::knownhosts
  Site6::Pool <<| tag == 'vhost' |>>
  Site6::Vhost <<| tag == 'vhost' |>> { before => Haproxy::Listen['web'] }
  File <<| tag == 'secret' |>> { owner => 'root' }
  Host <<| tag == 'site6' |>> { target => '/tmp/site6-managed/hosts' }
}
PP
cat >"$M/manifests/role/monitor.pp" <<'PP'
class site6::role::monitor {
  include site6::common
  concat { '/tmp/site6-managed/motd': ensure_newline => true }
  Concat::Fragment <<| tag == 'motd' |>>
  $members = puppetdb_query('resources[certname, title, parameters] { type = "Haproxy::Balancermember" and exported = true order by certname }')
  $members.each |$m| {
    notify { "member ${m['title']}": message => "${m['parameters']['weight']} ${m['parameters']['options']}" }
  }
  notify { 'data centers': message => site6::by_dc() }
}
PP
cat >"$M/lib/puppet/functions/site6/by_dc.rb" <<'RB'
# The nodes of each data center, from the trusted facts PuppetDB keeps.
Puppet::Functions.create_function(:'site6::by_dc') do
  def by_dc
    rows = call_function('puppetdb_query',
      'facts[certname, value] { name = "trusted" order by certname }')
    rows.each_with_object({}) do |r, acc|
      dc = r['value'].fetch('extensions', {})['pp_datacenter'] || 'none'
      (acc[dc] ||= []) << r['certname']
    end
  end
end
RB
for env in production staging; do
	E=$P/code/environments/$env
	mkdir -p "$E/manifests" "$E/data/nodes" "$E/data/dc"
	printf 'modulepath = modules:$basemodulepath\nconfig_version = /bin/echo site6-%s-v1\n' "$env" >"$E/environment.conf"
	cat >"$E/manifests/site.pp" <<PP
# Site 6, environment $env: the ENC classifies (enc.sh).
node default { }
PP
	cat >"$E/hiera.yaml" <<'YAML'
---
version: 5
defaults:
  datadir: data
  data_hash: yaml_data
hierarchy:
  - name: "per node"
    path: "nodes/%{trusted.certname}.yaml"
  - name: "per data center"
    path: "dc/%{trusted.extensions.pp_datacenter}.yaml"
  - name: "per role (the ENC's parameter)"
    path: "role/%{site6_role}.yaml"
  - name: common
    path: common.yaml
YAML
	mkdir -p "$E/data/role"
	cat >"$E/data/common.yaml" <<YAML
---
lookup_options:
  site6::common::secret:
    convert_to: Sensitive
site6::common::host_aliases: []
site6::common::secret: "common secret of $env"
site6::common::motd_line: "a node of $env"
site6::role::web::weight: 10
site6::role::web::member_options: ['check']
YAML
	cat >"$E/data/dc/ams.yaml" <<'YAML'
---
site6::common::motd_line: "in Amsterdam"
site6::role::web::member_options: ['check', 'inter 2000']
YAML
	cat >"$E/data/role/web.yaml" <<'YAML'
---
site6::common::host_aliases: ['www']
YAML
	cat >"$E/data/nodes/web02.site6.test.yaml" <<'YAML'
---
site6::role::web::weight: 50
site6::common::secret: "web02's own secret"
site6::common::host_aliases: ['www', 'web-b']
YAML
done
# The ENC (node_terminus = exec): the role class and parameters by name,
# web03 in staging.
cat >"$P/enc.sh" <<'SH'
#!/bin/sh
case "$1" in
web03.*) env=staging ;;
*) env=production ;;
esac
case "$1" in
web*) role=web ;;
db*) role=db ;;
lb*) role=lb ;;
mon*) role=monitor ;;
*) echo "unknown node $1" >&2; exit 1 ;;
esac
printf -- '---\nclasses:\n  site6::role::%s: {}\nparameters:\n  site6_role: %s\nenvironment: %s\n' "$role" "$role" "$env"
SH
chmod 755 "$P/enc.sh"
# An executable autosign policy: signs the site's names that ask for a data
# center among the extensions (the CSR comes on standard input).
cat >"$P/autosign.sh" <<'SH'
#!/bin/sh
case "$1" in *.site6.test|localhost) ;; *) exit 1 ;; esac
[ "$1" = localhost ] && exit 0
openssl req -noout -text | grep -q '1.3.6.1.4.1.34380.1.1.19' || exit 1
SH
chmod 755 "$P/autosign.sh"
[ "${SITE6_CODE_ONLY:-}" = 1 ] && return 0
: "${PORT:?}" "${PDB_SSL_PORT:?}"
# (the servers' configuration: servers.sh sourced sitelib.sh)
site_puppetserver_conf
site_puppet_conf puppet.site6.test
cat >>"$P/puppet/puppet.conf" <<CONF

[master]
    node_terminus = exec
    external_nodes = $P/enc.sh
    environment_timeout = 0

[server]
    cadir = $P/ca
    autosign = $P/autosign.sh
    environmentpath = \$codedir/environments
    storeconfigs = true
    storeconfigs_backend = puppetdb
    reports = puppetdb
CONF
site_terminus_conf
