#!/bin/bash
# Lays out a Puppet Server site in $P as real sites configure one (Foreman's
# and SIMP's auth.conf rules, an ENC with environment override, autosign.conf
# globs, CSR extensions, hiera-eyaml, basemodulepath, [main]/[server]/[master]/
# [agent] sections), for differential runs of Puppet Server 7.9.5 and
# `punch serve` on the SAME directory (compare.sh). Sourced with P and PORT set.
set -euo pipefail
: "${P:?}" "${PORT:?}"
mkdir -p "$P"/{puppet,code/environments,var,run,log,agents}
cp -r /etc/puppet/puppetserver/conf.d /etc/puppet/puppetserver/services.d "$P/"
sed -i "s/ssl-port: 8140/ssl-port: $PORT/; s/ssl-host: 0.0.0.0/ssl-host: 127.0.0.1/" "$P/conf.d/webserver.conf"
sed -i "s#server-conf-dir: /etc/puppet#server-conf-dir: $P/puppet#; s#server-code-dir: /etc/puppet/code#server-code-dir: $P/code#; s#server-var-dir: /var/lib/puppetserver#server-var-dir: $P/var#; s#server-run-dir: /run/puppetserver#server-run-dir: $P/run#; s#server-log-dir: /var/log/puppetserver#server-log-dir: $P/log#" "$P/conf.d/puppetserver.conf"
# hiera-eyaml for Puppet Server's JRuby: the library of Debian's gem on its
# load path (Debian's other gems must stay off its gem path: their
# concurrent-ruby is MRI's and breaks its start)
sed -i 's#ruby-load-path: \[#ruby-load-path: [/usr/share/rubygems-integration/all/gems/hiera-eyaml-3.3.0/lib, #' "$P/conf.d/puppetserver.conf"
# the shared modules of the site (basemodulepath): stdlib
mkdir -p "$P/code/modules"
ln -s /usr/share/puppet/modules/stdlib "$P/code/modules/stdlib"
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cp "$here/auth.conf" "$P/conf.d/auth.conf"
cat >"$P/conf.d/ca.conf" <<'CONF'
certificate-authority: {
    # Foreman's and PE's installers: agents may ask for alternative names and
    # pp_cli_auth.
    allow-subject-alt-names: true
    allow-authorization-extensions: true
}
CONF
cat >"$P/puppet/puppet.conf" <<CONF
# A site's puppet.conf: Foreman's installer's sections and the settings sites set.
[main]
    ssldir = $P/ssl
    logdir = $P/log
    rundir = $P/run
    basemodulepath = $P/code/site-modules:$P/code/modules
    hiera_config = \$confdir/hiera.yaml
    certname = puppet.site4.test
    dns_alt_names = puppet,puppet.site4.test,localhost,IP:127.0.0.1
    strict_variables = true
    strict = warning
    # Left over from Puppet 4 on many sites (removed in Puppet 5).
    trusted_server_facts = true

[agent]
    server = puppet.site4.test
    report = true
    runinterval = 1800
    classfile = \$statedir/classes.txt

[master]
    # Deprecated section: Puppet Server still reads it after [server].
    environment_timeout = 0
    reports = store

[server]
    cadir = $P/ca
    autosign = \$confdir/autosign.conf
    ca_ttl = 5y
    environment_timeout = unlimited
    node_terminus = exec
    external_nodes = $P/puppet/enc.sh
    environmentpath = \$codedir/environments
CONF
cat >"$P/puppet/autosign.conf" <<'CONF'
# Foreman's autosign.conf: globs of hosts it provisioned
*.site4.test
web01.staging.site4.test
CONF
cat >"$P/puppet/enc.sh" <<'ENC'
#!/bin/sh
# An ENC as Foreman's node.rb answers: YAML with classes, parameters and the
# environment; *.staging.* nodes go to staging, unknown nodes are refused.
case "$1" in
*.staging.*) env=staging ;;
unknown*) echo "no such host $1" >&2; exit 1 ;;
*) env=production ;;
esac
cat <<YAML
---
classes:
  site4::base:
    motd: "managed by the ENC for $1"
parameters:
  datacenter: dc1
  enc_env: $env
environment: $env
YAML
ENC
chmod +x "$P/puppet/enc.sh"
cat >"$P/puppet/hiera.yaml" <<'CONF'
---
version: 5
hierarchy:
  - name: "global common"
    path: "global.yaml"
defaults:
  datadir: global_data
  data_hash: yaml_data
CONF
mkdir -p "$P/puppet/global_data"
echo 'site4::base::global: from the global layer' >"$P/puppet/global_data/global.yaml"
# eyaml keys, made by hiera-eyaml itself
mkdir -p "$P/puppet/eyaml"
(cd "$P/puppet/eyaml" && eyaml createkeys --pkcs7-private-key=private_key.pkcs7.pem --pkcs7-public-key=public_key.pkcs7.pem >/dev/null)
secret=$(eyaml encrypt -s 'db-password-42' -o string --pkcs7-public-key="$P/puppet/eyaml/public_key.pkcs7.pem")
for env in production staging; do
	E=$P/code/environments/$env
	mkdir -p "$E"/{manifests,data/nodes,modules}
	cat >"$E/environment.conf" <<CONF
modulepath = modules:\$basemodulepath
config_version = /bin/echo $env-v1
CONF
	cat >"$E/hiera.yaml" <<CONF
---
version: 5
defaults:
  datadir: data
  data_hash: yaml_data
hierarchy:
  - name: "nodes"
    path: "nodes/%{trusted.certname}.yaml"
  - name: "roles (eyaml)"
    lookup_key: eyaml_lookup_key
    paths:
      - "roles/%{trusted.extensions.pp_role}.eyaml"
      - "secrets.eyaml"
    options:
      pkcs7_private_key: $P/puppet/eyaml/private_key.pkcs7.pem
      pkcs7_public_key: $P/puppet/eyaml/public_key.pkcs7.pem
  - name: "common"
    path: "common.yaml"
CONF
	echo "site4::base::db_password: $secret" >"$E/data/secrets.eyaml"
	mkdir -p "$E/data/roles"
	printf 'site4::role: webserver\nsite4::base::packages: [nginx, curl]\n' >"$E/data/roles/web.eyaml"
	printf 'site4::role: database\nsite4::base::packages: [postgresql]\n' >"$E/data/roles/db.eyaml"
	printf 'lookup_options:\n  site4::base::db_password:\n    convert_to: Sensitive\nsite4::base::packages: [vim]\nsite4::env_note: "%s"\n' "$env" >"$E/data/common.yaml"
	cat >"$E/manifests/site.pp" <<'PP'
node default {
  notify { "role ${trusted['extensions']['pp_role']} env ${server_facts['environment']} dc ${datacenter}": }
  $r = lookup('site4::role', String, 'first', 'none')
  file { '/tmp/site4-role': content => "${r}\n" }
}
PP
done
M=$P/code/site-modules/site4
mkdir -p "$M"/{manifests,files,templates,lib/facter,lib/puppet/functions/site4,facts.d}
cat >"$M/manifests/base.pp" <<'PP'
class site4::base (
  String $motd,
  Array[String] $packages,
  Sensitive[String] $db_password,
  String $global = 'none',
) {
  $tmp = $facts['site4_tmp']
  file { "${tmp}/motd":
    content => epp('site4/motd.epp', { 'motd' => $motd, 'packages' => $packages }),
  }
  file { "${tmp}/banner":
    source => 'puppet:///modules/site4/banner.txt',
  }
  file { "${tmp}/secret":
    content => $db_password,
    mode    => '0600',
  }
  notify { "global ${global} / ${site4::shout('hello')} / ${stdlib::ip_in_range('10.0.0.1', '10.0.0.0/8')}": }
}
PP
printf 'Welcome to %s\n' 'site4' >"$M/files/banner.txt"
cat >"$M/templates/motd.epp" <<'EPP'
<%- | String $motd, Array[String] $packages | -%>
<%= $motd %>
Packages: <%= $packages.join(', ') %>
EPP
cat >"$M/lib/facter/site4_tmp.rb" <<'RB'
Facter.add(:site4_tmp) do
  setcode { ENV['SITE4_TMP'] || '/tmp/site4-agent' }
end
RB
echo 'site4_external=yes' >"$M/facts.d/site4.txt"
cat >"$M/lib/puppet/functions/site4/shout.rb" <<'RB'
Puppet::Functions.create_function(:'site4::shout') do
  dispatch :shout do
    param 'String', :s
  end
  def shout(s)
    s.upcase + '!'
  end
end
RB
cat >"$M/metadata.json" <<'JSON'
{"name": "site4-site4", "version": "1.0.0", "author": "site4", "license": "Apache-2.0", "summary": "site4", "source": "none", "dependencies": []}
JSON
# SIMP's pki_files layout: keydist/cacerts for all, keydist/CERTNAME per host
K=$P/code/site-modules/pki_files/files/keydist
mkdir -p "$K"/{cacerts,mcollective,web01.site4.test,db01.site4.test}
echo 'a CA bundle' >"$K/cacerts/cacerts.pem"
echo 'mco key' >"$K/mcollective/server.pem"
echo 'web01 key' >"$K/web01.site4.test/web01.site4.test.pem"
echo 'db01 key' >"$K/db01.site4.test/db01.site4.test.pem"
