#!/bin/bash
# record.sh: Puppet Server 7.9.5's answers (Debian's puppetserver, run from
# its jar with Debian's conf.d, as cmd/tools/site5/servers.sh) on the
# modules of site.sh, into puppetserver/: for each module NAME, the catalog
# request of a node whose fact probe is NAME (NAME.status, NAME.body, the
# site's directory written /SITE), the plugins the agent's pluginsync gets
# (plugins.txt: relative paths, sorted: Puppet Server lists them in the
# file system's order), and the server's log lines about the modules
# (puppetserver.log). Puppet Server is started once and stopped (by its pid
# file) at the end. Replayed by TestModuleMetadataMatchesPuppetServer.
#   bash api/server/testdata/modmeta/record.sh   (PORT: 18740)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../../../../cmd/tools/sitelib.sh"
P=$(mktemp -d /tmp/punch-modmeta.XXXX)
export PORT=${PORT:-18740}
trap '[ -f "$P/puppetserver.pid" ] && kill "$(cat "$P/puppetserver.pid")" 2>/dev/null; rm -f "$P/puppetserver.pid"' EXIT
bash "$here/site.sh" "$P"
site_puppetserver_conf
# The server's log in $P (Debian's logback.xml writes /var/log/puppetserver).
sed "s#/var/log/puppetserver/#$P/log/#" /etc/puppet/puppetserver/logback.xml >"$P/logback.xml"
sed -i "s#logging-config: .*#logging-config: $P/logback.xml#" "$P/conf.d/global.conf"
site_puppet_conf puppet.modmeta.test
printf '[server]\n    autosign = true\n' >>"$P/puppet/puppet.conf"
puppetserver_start
node=probe.modmeta.test
agents_certify "$node"
A=$P/agents/$node/ssl
# modmeta_log: Puppet's ERROR and WARN lines of a puppetserver.log, as
# "LEVEL message", sorted, once each.
modmeta_log() {
	sed -n -E 's/^[^ ]+ (ERROR|WARN) +\[[^]]*\] \[puppetserver\] Puppet (.*)$/\1 \2/p' | sed "s#$P/#/SITE/#g" | sort -u
}
ask() { curl -sS --cert "$A/certs/$node.pem" --key "$A/private_keys/$node.pem" --cacert "$A/certs/ca.pem" "$@"; }
O=$here/puppetserver
rm -rf "$O" && mkdir -p "$O"
for m in $(ls "$P/code/environments/production/modules"); do
	ask -o "$O/$m.body" -w '%{http_code}\n' -X POST -H 'Content-Type: application/x-www-form-urlencoded' \
		-H 'Accept: application/vnd.puppet.rich+json, application/json, text/pson' \
		--data-urlencode 'facts_format=application/json' \
		--data-urlencode "facts={\"name\":\"$node\",\"values\":{\"clientcert\":\"$node\",\"probe\":\"$m\"}}" \
		"https://localhost:$PORT/puppet/v3/catalog/$node?environment=production" >"$O/$m.status"
	sed -i "s#$P/#/SITE/#g" "$O/$m.body"
done
ask "https://localhost:$PORT/puppet/v3/file_metadatas/plugins?environment=production&recurse=true&links=follow&source_permissions=ignore&ignore=.svn&ignore=CVS&ignore=.git&ignore=.hg&checksum_type=sha256" |
	jq -r '.[].relative_path' | sort >"$O/plugins.txt"
kill "$(cat "$P/puppetserver.pid")" && rm -f "$P/puppetserver.pid"
# What the server logged about the modules' metadata: level and message,
# once each (without the Ruby backtraces, time stamps and threads).
modmeta_log <"$P/log/puppetserver.log" >"$O/puppetserver.log"
echo "recorded into $O"
rm -rf "$P"
