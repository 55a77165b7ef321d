#!/bin/bash
# make.sh [NODES]
#
# Writes the test control repository of punch diff: two versions of a
# small control repository (v1/ and v2/, each an environment directory:
# environment.conf, hiera.yaml and data/, manifests/site.pp, a site
# module with roles, profiles, files and templates) built on the Debian
# modules (modules/ holds links to ntp, mysql, memcached, logrotate,
# stdlib, translate and firewall in /usr/share/puppet/modules, as r10k
# would install them: octocatalog-diff finds the files of modules only in
# the environment's own modulepath), and facts/NODE.json per node (base-facts.json, the
# facts of a Debian 12 machine, with the node's name, address and role).
#
# The changes from v1 to v2 are chosen so that each node of the first
# five shows one kind:
#   web01   a template's content (through Hiera)
#   web02   only the content of a file behind source => (a new first source)
#   db01    a password (redacted), resources added and removed
#   cache01 array parameters of resources (octocatalog-diff 2.1.0 crashes on one)
#   util01  nothing
# NODES (default 5) > 5 adds nodes webNN/dbNN/cacheNN cycling through the
# roles, with per-node Hiera data, for the performance comparison.
#
# Run it again after changing it: the directory it writes is committed.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
nodes=${1:-5}
out=${OUT:-$here}
rm -rf "$out/v1" "$out/v2" "$out/facts"

common() {
	local d=$1
	mkdir -p "$d/manifests" "$d/data/nodes" "$d/data/roles" \
		"$d/site/role/manifests" "$d/site/profile/manifests" "$d/site/profile/files/banner" \
		"$d/site/profile/files/site/css" "$d/site/profile/templates"
	cat >"$d/environment.conf" <<'EOF'
modulepath = site:modules
EOF
	mkdir -p "$d/modules"
	for m in stdlib translate firewall ntp logrotate mysql memcached; do
		ln -s "/usr/share/puppet/modules/$m" "$d/modules/$m"
	done
	cat >"$d/hiera.yaml" <<'EOF'
---
version: 5
defaults:
  datadir: data
  data_hash: yaml_data
hierarchy:
  - name: per node
    path: "nodes/%{trusted.certname}.yaml"
  - name: per role
    path: "roles/%{facts.role}.yaml"
  - name: common
    path: common.yaml
EOF
	cat >"$d/manifests/site.pp" <<'EOF'
node default {
  lookup('classes', Array[String], 'unique', []).include
}
EOF
	for r in web db cache util; do
		echo "classes: [role::$r]" >"$d/data/roles/$r.yaml"
	done
	cat >"$d/site/role/manifests/web.pp" <<'EOF'
class role::web {
  include profile::base
  include profile::web
}
EOF
	cat >"$d/site/role/manifests/db.pp" <<'EOF'
class role::db {
  include profile::base
  include profile::db
}
EOF
	cat >"$d/site/role/manifests/cache.pp" <<'EOF'
class role::cache {
  include profile::base
  include profile::cache
}
EOF
	cat >"$d/site/role/manifests/util.pp" <<'EOF'
class role::util {
  include profile::base
}
EOF
	cat >"$d/site/profile/manifests/base.pp" <<'EOF'
class profile::base (
  Array[String] $ntp_servers,
  String $motd_owner = 'root',
) {
  class { 'ntp':
    servers => $ntp_servers,
  }
  file { '/etc/motd':
    owner   => $motd_owner,
    mode    => '0644',
    content => template('profile/motd.erb'),
  }
  file { '/etc/issue.net':
    source => [
      "puppet:///modules/profile/banner/${facts['networking']['hostname']}",
      'puppet:///modules/profile/banner/default',
    ],
  }
  logrotate::rule { 'app':
    path         => '/var/log/app/*.log',
    rotate       => '7',
    rotate_every => 'day',
    compress     => true,
  }
}
EOF
	cat >"$d/site/profile/manifests/web.pp" <<'EOF'
class profile::web (
  String $server_name,
  Integer $workers = 4,
) {
  file { '/etc/app':
    ensure => directory,
  }
  file { '/etc/app/app.conf':
    content => template('profile/app.conf.erb'),
  }
  file { '/var/www/site':
    ensure  => directory,
    recurse => true,
    source  => 'puppet:///modules/profile/site',
  }
  file { '/usr/local/bin/healthcheck':
    mode   => '0755',
    source => 'puppet:///modules/profile/healthcheck',
  }
}
EOF
	cat >"$d/site/profile/manifests/cache.pp" <<'EOF'
class profile::cache (
  Array[String] $install_options = [],
  Array[Integer] $ports = [11211],
) {
  class { 'memcached':
    max_memory => 512,
    listen_ip  => $facts['networking']['ip'],
  }
  package { 'redis-tools':
    ensure          => installed,
    install_options => $install_options,
  }
  firewall { '100 cache ports':
    dport  => $ports,
    proto  => 'tcp',
    action => 'accept',
  }
}
EOF
	cat >"$d/site/profile/templates/motd.erb" <<'EOF'
Welcome to <%= @facts['networking']['fqdn'] %> (<%= @facts['role'] %>).
This machine is managed by Puppet: local changes will be lost.
EOF
	cat >"$d/site/profile/templates/app.conf.erb" <<'EOF'
# app.conf: managed by Puppet
server_name = <%= @server_name %>
workers = <%= @workers %>
listen = <%= @facts['networking']['ip'] %>:8080
EOF
	printf 'Authorized use only.\n' >"$d/site/profile/files/banner/default"
	printf '#!/bin/sh\n# healthcheck: exits 0 when the app answers\nexec curl -fsS http://127.0.0.1:8080/health >/dev/null\n' >"$d/site/profile/files/healthcheck"
	printf '<html><body>It works.</body></html>\n' >"$d/site/profile/files/site/index.html"
	printf 'body { color: black; }\n' >"$d/site/profile/files/site/css/site.css"
	cat >"$d/data/common.yaml" <<'EOF'
profile::base::ntp_servers:
  - 0.debian.pool.ntp.org
  - 1.debian.pool.ntp.org
profile::web::server_name: www.example.com
profile::db::root_password: 'v1-r00t-secret'
EOF
}

common "$out/v1"
common "$out/v2"

# profile::db differs: v2 adds a logrotate rule for slow queries and drops
# the test database.
cat >"$out/v1/site/profile/manifests/db.pp" <<'EOF'
class profile::db (
  String $root_password,
) {
  class { 'mysql::server':
    root_password    => $root_password,
    override_options => { 'mysqld' => { 'max_connections' => 200 } },
  }
  mysql::db { 'test':
    user     => 'test',
    password => 'test',
  }
}
EOF
cat >"$out/v2/site/profile/manifests/db.pp" <<'EOF'
class profile::db (
  String $root_password,
) {
  class { 'mysql::server':
    root_password    => $root_password,
    override_options => { 'mysqld' => { 'max_connections' => 200 } },
  }
  logrotate::rule { 'mysql-slow':
    path   => '/var/log/mysql/mysql-slow.log',
    rotate => '4',
  }
}
EOF

# Per-node data.
role_of() {
	case $1 in
	web*) echo web ;; db*) echo db ;; cache*) echo cache ;; *) echo util ;;
	esac
}
names=(web01 web02 db01 cache01 util01)
for ((i = 6; i <= nodes; i++)); do
	case $((i % 3)) in
	0) names+=("$(printf 'web%02d' "$i")") ;;
	1) names+=("$(printf 'db%02d' "$i")") ;;
	2) names+=("$(printf 'cache%02d' "$i")") ;;
	esac
done
names=("${names[@]:0:$((nodes > 5 ? nodes : 5))}")
for v in v1 v2; do
	cat >"$out/$v/data/nodes/web01.example.com.yaml" <<EOF
profile::web::server_name: web01-$v.example.com
EOF
	cat >"$out/$v/data/nodes/db01.example.com.yaml" <<EOF
profile::db::root_password: '$v-db01-r00t-secret'
EOF
	cat >"$out/$v/data/nodes/cache01.example.com.yaml" <<EOF
profile::cache::install_options:
  - '--no-install-recommends'
profile::cache::ports: [11211, 22122]
EOF
done
cat >"$out/v2/data/nodes/cache01.example.com.yaml" <<EOF
profile::cache::install_options:
  - '--no-install-recommends'
  - '--allow-downgrades'
profile::cache::ports: [11211, 22122, 33133]
EOF
# web02's banner: only v2 has a file of its own (the first source).
printf 'web02: authorized use only; see https://wiki.example.com/web02\n' >"$out/v2/site/profile/files/banner/web02"
# The extra nodes change as their first five peers do, by Hiera data.
for n in "${names[@]:5}"; do
	case $(role_of "$n") in
	web)
		echo "profile::web::workers: 4" >"$out/v1/data/nodes/$n.example.com.yaml"
		echo "profile::web::workers: 8" >"$out/v2/data/nodes/$n.example.com.yaml"
		;;
	db)
		echo "profile::db::root_password: 'v1-$n'" >"$out/v1/data/nodes/$n.example.com.yaml"
		echo "profile::db::root_password: 'v2-$n'" >"$out/v2/data/nodes/$n.example.com.yaml"
		;;
	esac
done

# Facts.
mkdir -p "$out/facts"
i=10
for n in "${names[@]}"; do
	i=$((i + 1))
	ruby -rjson -e '
		f = JSON.parse(File.read(ARGV[0]))
		name, role, ip = ARGV[1], ARGV[2], ARGV[3]
		fqdn = name + ".example.com"
		f["hostname"] = name; f["fqdn"] = fqdn; f["clientcert"] = fqdn; f["role"] = role
		f["ipaddress"] = ip; f["ipaddress_eth0"] = ip
		f["networking"]["hostname"] = name; f["networking"]["fqdn"] = fqdn; f["networking"]["ip"] = ip
		(f["networking"]["interfaces"] || {}).each { |k, v| v["ip"] = ip if k == "eth0" }
		puts JSON.pretty_generate(f)
	' "$here/base-facts.json" "$n" "$(role_of "$n")" "10.0.0.$i" >"$out/facts/$n.example.com.json"
done
echo "make.sh: wrote v1, v2 and ${#names[@]} nodes' facts in $out"
