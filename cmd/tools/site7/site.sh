#!/bin/bash
# Lays out in $P an existing Puppet Server 7.9.5 site as an operator has
# customised it, for recordings of Puppet Server (servers.sh, run.sh,
# record.sh) and of `punch serve` started on the SAME files (compare.sh),
# and for cmd/punch/site7_test.go, which lays it out again and replays the
# recorded HTTP requests against punch serve (no Java).
#
# What the operator set:
#   conf.d        Debian's stock files with: auth.conf rules before the stock
#                 ones (a retired node denied its catalog, a regex allow
#                 with a back-reference and a deny list, environments
#                 without a certificate for monitoring, environment_classes/
#                 _modules and v4 catalogs for a tool's certificate, the CA's
#                 statuses by certname, a glob and a query-params rule),
#                 ca.conf allow-subject-alt-names and
#                 allow-authorization-extensions, puppetserver.conf with
#                 versioned-code (code-id-command, code-content-command:
#                 static catalogs), environment-class-cache-enabled,
#                 max-requests-per-instance and the deprecated
#                 puppet-admin client-whitelist (the admin API for the
#                 server's certificate)
#   puppet.conf   [main]/[master]/[server]: strict_variables, strict = error,
#                 environment_timeout = unlimited, hiera_config (a global
#                 layer over trusted facts), an exec ENC (environment per
#                 node), trusted_external_command, autosign.conf,
#                 allow_duplicate_certs, a custom fileserver.conf mount
#   environments  r10k-style: production, staging, feature_x, broken (a
#                 module with an unparsable metadata.json), each with its
#                 own copy of the site7 module, environment.conf with
#                 modulepath and a config_version script
# Sourced with P and PORT set.
set -euo pipefail
: "${P:?}" "${PORT:?}"
. "$(dirname "${BASH_SOURCE[0]}")/../sitelib.sh"
mkdir -p "$P"/{puppet,var,run,log,agents,code/environments,code/modules,mountdata,hieradata/nodes,hieradata/tier}

# -- the code: one copy of the site7 module per environment (r10k deploys
# each branch whole), a little different in each
site7_module() {
	local env=$1 M=$P/code/environments/$1/modules/site7
	mkdir -p "$M"/{manifests,files/tree/sub/deep,files/tree/empty,files/extra,templates}
	cat >"$M/metadata.json" <<JSON
{"name": "site7-site7", "version": "1.0.$2", "author": "site7", "license": "Apache-2.0", "summary": "site7", "source": "none", "dependencies": []}
JSON
	echo "a in $env" >"$M/files/tree/a.txt"
	echo "b" >"$M/files/tree/sub/b.txt"
	echo "c deep" >"$M/files/tree/sub/deep/c.txt"
	echo "backup" >"$M/files/tree/x.bak"
	ln -sfn a.txt "$M/files/tree/link"
	echo "one" >"$M/files/extra/one.txt"
	echo "extra b" >"$M/files/extra/b2.txt"
	cat >"$M/manifests/init.pp" <<'PP'
# What every node applies, under /tmp/site7-managed/CERTNAME only.
class site7 (
  String $motd = 'default motd',
  Integer $port = 80,
) {
  $tier = $trusted['external']['tier']['tier']
  $base = "/tmp/site7-managed/${trusted['certname']}"
  file { ['/tmp/site7-managed', $base]: ensure => directory }
  file { "${base}/motd":
    content => "${motd}\ntier=${tier}\nenv=${environment}\nport=${port}\nsite=${lookup('site7::site')}\n",
  }
  # a tree with a link kept as a link, then followed
  file { "${base}/tree":
    source  => 'puppet:///modules/site7/tree',
    recurse => true,
    links   => manage,
  }
  file { "${base}/followed":
    source  => 'puppet:///modules/site7/tree',
    recurse => true,
    links   => follow,
    ignore  => ['*.bak'],
  }
  # two sources merged, the first missing one skipped
  file { "${base}/merged":
    source       => ['puppet:///modules/site7/tree', 'puppet:///modules/site7/extra'],
    sourceselect => all,
    recurse      => true,
  }
  file { "${base}/first":
    source => ['puppet:///modules/site7/missing.txt', 'puppet:///modules/site7/extra/one.txt'],
  }
  file { "${base}/md5":
    source   => 'puppet:///modules/site7/tree/sub/b.txt',
    checksum => md5,
  }
  file { "${base}/mtime":
    source   => 'puppet:///modules/site7/tree/sub/b.txt',
    checksum => mtime,
  }
  file { "${base}/limited":
    source       => 'puppet:///modules/site7/tree',
    recurse      => remote,
    recurselimit => 1,
  }
  # a custom mount of fileserver.conf
  file { "${base}/mounted":
    source => 'puppet:///site7files/data.txt',
  }
}
PP
	cat >"$M/manifests/strict.pp" <<'PP'
# strict_variables: an unknown variable is an error
class site7::strict {
  notify { "unknown ${site7_nowhere}": }
}
PP
	cat >"$M/manifests/coerce.pp" <<'PP'
# strict = error: a string taken as a number is an error
class site7::coerce {
  $n = '5' + 1
  notify { "n=${n}": }
}
PP
	cat >"$M/manifests/override.pp" <<'PP'
# strict = error: overriding an evaluated resource is an error
class site7::override {
  notify { 'late': message => 'first' }
  Notify['late'] { message => 'second' }
}
PP
	cat >"$M/manifests/params.pp" <<'PP'
# what environment_classes lists
class site7::params (
  String $name_a,
  Integer[1, 10] $count = 3,
  Optional[Hash[String, Array[Integer]]] $map = undef,
  $untyped = "x${count}",
  Enum['a', 'b'] $choice = 'a',
) {
}
PP
	mkdir -p "$P/code/environments/$env"/{manifests,scripts,data,site/role/manifests}
	cat >"$P/code/environments/$env/site/role/manifests/web.pp" <<'PP'
class role::web {
  include site7
}
PP
	cat >"$P/code/environments/$env/manifests/site.pp" <<PP
node default {
  notify { "site7 ${env}": }
}
PP
	cat >"$P/code/environments/$env/environment.conf" <<'CONF'
modulepath = site:modules:$basemodulepath
config_version = scripts/version.sh $environment
CONF
	printf '#!/bin/sh\necho "v1-$1"\n' >"$P/code/environments/$env/scripts/version.sh"
	chmod +x "$P/code/environments/$env/scripts/version.sh"
	cat >"$P/code/environments/$env/hiera.yaml" <<'YAML'
---
version: 5
hierarchy:
  - name: common
    path: common.yaml
YAML
	printf -- '---\nsite7::site: "%s data"\n' "$env" >"$P/code/environments/$env/data/common.yaml"
}
site7_module production 0
site7_module staging 1
site7_module feature_x 2
site7_module broken 3
# (feature_x: the environment's own timeout)
echo 'environment_timeout = 0' >>"$P/code/environments/feature_x/environment.conf"
# broken: a module whose metadata.json is not JSON (strict = error)
mkdir -p "$P/code/environments/broken/modules/badmeta/manifests"
echo '{"name": "site7-badmeta", "version": ' >"$P/code/environments/broken/modules/badmeta/metadata.json"
echo 'class badmeta {}' >"$P/code/environments/broken/modules/badmeta/manifests/init.pp"
ln -sfn /usr/share/puppet/modules/stdlib "$P/code/modules/stdlib"
echo "mounted data" >"$P/mountdata/data.txt"

# -- the global Hiera layer (hiera_config), over trusted facts
cat >"$P/puppet/hiera-global.yaml" <<YAML
---
version: 5
defaults:
  datadir: $P/hieradata
  data_hash: yaml_data
hierarchy:
  - name: per node
    path: "nodes/%{trusted.certname}.yaml"
  - name: per tier (trusted external data)
    path: "tier/%{trusted.external.tier.tier}.yaml"
YAML
printf -- '---\nsite7::motd: "web01 from the global layer"\nsite7::port: 8080\n' >"$P/hieradata/nodes/web01.site7.test.yaml"
printf -- '---\nsite7::port: 443\n' >"$P/hieradata/tier/gold.yaml"
# (not a hash: strict = error makes it an error)
printf -- '--- just a string\n' >"$P/hieradata/tier/bronze.yaml"

# -- the ENC: the environment per node (db01 in staging; dev01 none, so the
# agent's own), classes as a list or with parameters
cat >"$P/enc.sh" <<'SH'
#!/bin/sh
case $1 in
web0*) printf 'environment: production\nclasses:\n  role::web:\nparameters:\n  role: web\n' ;;
db01.*) printf 'environment: staging\nclasses:\n  site7:\n    motd: db motd\n' ;;
strict01.*) printf 'environment: production\nclasses: [site7, site7::strict]\n' ;;
coerce01.*) printf 'environment: production\nclasses: [site7::coerce]\n' ;;
override01.*) printf 'environment: production\nclasses: [site7::override]\n' ;;
unknown.*) exit 1 ;;
*) printf 'classes: [site7]\n' ;;
esac
SH
# -- trusted_external_command: a directory of scripts, one key each
mkdir -p "$P/trusted.d"
cat >"$P/trusted.d/tier.sh" <<'SH'
#!/bin/sh
case $1 in
bronze01.*) echo '{"tier": "bronze"}' ;;
*) echo '{"tier": "gold", "owner": "ops"}' ;;
esac
SH
# -- versioned code: the code id and a file's content at that id
cat >"$P/code-id.sh" <<'SH'
#!/bin/sh
echo "code-$1-1"
SH
cat >"$P/code-content.sh" <<SH
#!/bin/sh
# ENVIRONMENT CODE_ID PATH (relative to the environment's directory)
exec cat "$P/code/environments/\$1/\$3"
SH
chmod +x "$P/enc.sh" "$P/trusted.d/tier.sh" "$P/code-id.sh" "$P/code-content.sh"
printf '*.site7.test\n' >"$P/puppet/autosign.conf"
cat >"$P/puppet/fileserver.conf" <<CONF
[site7files]
    path $P/mountdata
CONF

# -- puppet.conf: sitelib's [main], then the site's own sections
site_puppet_conf puppet.site7.test
cat >>"$P/puppet/puppet.conf" <<CONF

[master]
    strict_variables = true
    environment_timeout = unlimited
    node_terminus = exec
    external_nodes = $P/enc.sh

[server]
    cadir = $P/ca
    strict = error
    hiera_config = \$confdir/hiera-global.yaml
    trusted_external_command = $P/trusted.d
    autosign = \$confdir/autosign.conf
    allow_duplicate_certs = true
    environmentpath = \$codedir/environments
    reports = store
CONF

# -- Puppet Server's conf.d: Debian's, with the site's directories and port
site_puppetserver_conf
cat >>"$P/conf.d/puppetserver.conf" <<CONF

# the site's own
jruby-puppet: {
    max-requests-per-instance: 10000
    environment-class-cache-enabled: true
}
versioned-code: {
    code-id-command: $P/code-id.sh
    code-content-command: $P/code-content.sh
}
puppet-admin: {
    client-whitelist: [puppet.site7.test]
}
CONF
cat >"$P/conf.d/ca.conf" <<'CONF'
certificate-authority: {
    allow-subject-alt-names: true
    allow-authorization-extensions: true
}
CONF
# the site's auth.conf rules, before the stock ones
cat >"$P/site-rules.conf" <<'CONF'
        {
            # a retired node may not fetch a catalog; the others their own
            match-request: { path: "^/puppet/v3/catalog/([^/]+)$", type: regex, method: [get, post] }
            allow: "$1"
            deny: ["old01.site7.test", "/^retired\\d+\\.site7\\.test$/"]
            sort-order: 400
            name: "site7 catalogs"
        },
        {
            # monitoring lists environments without a certificate
            match-request: { path: "/puppet/v3/environments", type: path, method: get }
            allow-unauthenticated: true
            sort-order: 400
            name: "site7 environments for monitoring"
        },
        {
            match-request: { path: "^/puppet/v3/environment_(classes|modules)", type: regex, method: get }
            allow: ["tool.site7.test", "puppet.site7.test"]
            sort-order: 400
            name: "site7 classes and modules for the tool"
        },
        {
            match-request: { path: "^/puppet/v4/catalog/?$", type: regex, method: post }
            allow: "tool.site7.test"
            sort-order: 400
            name: "site7 v4 catalogs for the tool"
        },
        {
            match-request: { path: "/puppet-ca/v1/certificate_status", type: path, method: [get] }
            allow: ["tool.site7.test", {extensions: {pp_cli_auth: "true"}}]
            sort-order: 400
            name: "site7 CA statuses for the tool"
        },
        {
            match-request: { path: "^/puppet/v3/node/([^/]+)$", type: regex, method: get }
            allow: ["$1", "/^tool\\./"]
            sort-order: 400
            name: "site7 nodes for the tool"
        },
        {
            match-request: { path: "/puppet/v3/tasks", type: path, method: get }
            allow: "*.site7.test"
            deny: "dev01.site7.test"
            sort-order: 400
            name: "site7 tasks by glob"
        },
        {
            match-request: { path: "/puppet/v3/file_content/site7files", type: path, method: get, query-params: { environment: [production, staging] } }
            allow: "*"
            sort-order: 400
            name: "site7 mount in two environments"
        },
        {
            match-request: { path: "/puppet/v3/file_content/site7files", type: path }
            deny: "*"
            sort-order: 401
            name: "site7 mount elsewhere"
        },
CONF
awk -v rules="$P/site-rules.conf" '{print} /rules: \[/ && !done {while ((getline l < rules) > 0) print l; done=1}' \
	/etc/puppet/puppetserver/conf.d/auth.conf >"$P/conf.d/auth.conf"
