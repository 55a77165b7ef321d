#!/bin/bash
# servers.sh start|stop: the site of site.sh in $P with Puppet Server 7.9.5
# (Debian's puppetserver from its jar; storeconfigs on the PuppetDB
# terminus, facts to PuppetDB by routes.yaml, reports = puppetdb, the ENC
# and the autosign policy of site.sh) and PuppetDB 7.12 (the project's
# api/puppetdb/testdata/start-puppetdb.sh, with a certificate from Puppet
# Server's CA: the terminus speaks only HTTPS), then the agents'
# certificates, each asking for its data center (pp_datacenter) in
# csr_attributes.yaml as the autosign policy wants. `start` leaves both
# servers running (pids in $P) for run.sh; `stop` stops them by pid file.
# Env: P (site directory), PORT (Puppet Server, 18640), PDB_PORT
# (PuppetDB's HTTP; HTTPS on the next port; 18680), PG_PORT (15632).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
pdbscripts=$here/../../../api/puppetdb/testdata
: "${P:?site directory}"
export PORT=${PORT:-18640} PDB_PORT=${PDB_PORT:-18680} PG_PORT=${PG_PORT:-15632}
export PDB_SSL_PORT=$((PDB_PORT + 1))
# NODE:DATACENTER
AGENTS="web01.site6.test:ams web02.site6.test:fra web03.site6.test:ams db01.site6.test:ams lb01.site6.test:ams mon01.site6.test:fra"

case ${1:?start or stop} in
stop)
	if [ -f "$P/puppetserver.pid" ]; then kill "$(cat "$P/puppetserver.pid")" 2>/dev/null || true; fi
	rm -f "$P/puppetserver.pid"
	if [ -d "$P/pdb" ]; then "$pdbscripts/stop-puppetdb.sh" "$P/pdb"; fi
	exit 0
	;;
start) ;;
*) echo "usage: servers.sh start|stop" >&2; exit 2 ;;
esac

. "$here/site.sh"
# (a Puppet Server of an earlier start that stopped half-way is kept: a
# JVM start is slow)
if ! { [ -f "$P/puppetserver.pid" ] && kill -0 "$(cat "$P/puppetserver.pid")" 2>/dev/null; }; then
	nohup java -Xmx1g -Djruby.lib=/usr/share/jruby/lib -jar /usr/share/puppetserver/puppetserver.jar \
		--config "$P/conf.d" --bootstrap-config "$P/services.d" >"$P/puppetserver.out" 2>&1 &
	echo $! >"$P/puppetserver.pid"
fi
# A JVM start: one to fifteen minutes on a busy machine.
for _ in $(seq 1800); do
	curl -sk "https://127.0.0.1:$PORT/status/v1/simple" >/dev/null 2>&1 && break
	kill -0 "$(cat "$P/puppetserver.pid")" 2>/dev/null || { echo "puppetserver exited"; tail -20 "$P/puppetserver.out"; exit 1; }
	sleep 1
done
echo "puppetserver up on $PORT"
A=$P/agents/localhost
mkdir -p "$A"/{conf,var,ssl}
printf '[main]\nssldir = %s\nvardir = %s\ncertname = localhost\n' "$A/ssl" "$A/var" >"$A/conf/puppet.conf"
[ -f "$A/ssl/certs/localhost.pem" ] || rm -rf "$A/ssl" "$P/ca/requests/localhost.pem"
puppet ssl bootstrap --waitforcert 0 --confdir "$A/conf" --server localhost --serverport "$PORT" >"$A/bootstrap.log" 2>&1 ||
	{ echo "PuppetDB's certificate:"; cat "$A/bootstrap.log"; exit 1; }
mkdir -p "$P/pdb/ssl/certs" "$P/pdb/ssl/private_keys"
chmod 755 "$P/pdb"
cp "$A/ssl/certs/ca.pem" "$P/pdb/ssl/certs/ca.pem"
cp "$A/ssl/certs/localhost.pem" "$P/pdb/ssl/certs/localhost.pem"
cp "$A/ssl/private_keys/localhost.pem" "$P/pdb/ssl/private_keys/localhost.pem"
"$pdbscripts/start-puppetdb.sh" "$P/pdb" "$PDB_PORT" "$PG_PORT"
for a in $AGENTS; do
	node=${a%%:*} dc=${a#*:}
	A=$P/agents/$node
	mkdir -p "$A"/{conf,var,ssl}
	printf '[main]\nssldir = %s\nvardir = %s\ncertname = %s\nkeylength = 2048\n' "$A/ssl" "$A/var" "$node" >"$A/conf/puppet.conf"
	printf -- '---\nextension_requests:\n  pp_datacenter: %s\n' "$dc" >"$A/conf/csr_attributes.yaml"
	[ -f "$A/ssl/certs/$node.pem" ] && continue
	puppet ssl bootstrap --waitforcert 0 --confdir "$A/conf" --server localhost --serverport "$PORT" >"$A/bootstrap.log" 2>&1 ||
		{ echo "bootstrap $node failed"; cat "$A/bootstrap.log"; exit 1; }
done
echo "agents have certificates"
