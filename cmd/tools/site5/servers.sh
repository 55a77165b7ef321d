#!/bin/bash
# servers.sh start|stop: the site of site.sh in $P with Puppet Server 7.9.5
# (Debian's puppetserver, from its jar, storeconfigs on PuppetDB through the
# terminus) and PuppetDB 7.12 (api/puppetdb/testdata/start-puppetdb.sh, with
# a certificate from Puppet Server's CA so that the terminus, which only
# speaks HTTPS, trusts it), and the agents' certificates. `start` leaves both
# running (pids in $P) for run.sh; `stop` stops them.
# Env: P (site directory), PORT (Puppet Server, 18540), PDB_PORT (PuppetDB's
# HTTP; HTTPS on the next port; 18580), PG_PORT (15532).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
pdbscripts=$here/../../../api/puppetdb/testdata
: "${P:?site directory}"
export PORT=${PORT:-18540} PDB_PORT=${PDB_PORT:-18580} PG_PORT=${PG_PORT:-15532}
export PDB_SSL_PORT=$((PDB_PORT + 1))
AGENTS="web01.site5.test web02.site5.test db01.site5.test lb01.site5.test mon01.site5.test audit01.site5.test"

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
nohup java -Xmx1g -Djruby.lib=/usr/share/jruby/lib -jar /usr/share/puppetserver/puppetserver.jar \
	--config "$P/conf.d" --bootstrap-config "$P/services.d" >"$P/puppetserver.out" 2>&1 &
echo $! >"$P/puppetserver.pid"
# A JVM start: one to fifteen minutes on a busy machine.
for _ in $(seq 1800); do
	curl -sk "https://127.0.0.1:$PORT/status/v1/simple" >/dev/null 2>&1 && break
	kill -0 "$(cat "$P/puppetserver.pid")" 2>/dev/null || { echo "puppetserver exited"; tail -20 "$P/puppetserver.out"; exit 1; }
	sleep 1
done
echo "puppetserver up on $PORT"
# PuppetDB's certificate from Puppet Server's CA (autosign), laid where
# start-puppetdb.sh looks for its own.
A=$P/agents/localhost
mkdir -p "$A"/{conf,var,ssl}
printf '[main]\nssldir = %s\nvardir = %s\ncertname = localhost\ndns_alt_names = localhost,IP:127.0.0.1\n' "$A/ssl" "$A/var" >"$A/conf/puppet.conf"
puppet ssl bootstrap --waitforcert 0 --confdir "$A/conf" --server localhost --serverport "$PORT" >"$A/bootstrap.log" 2>&1 ||
	{ echo "PuppetDB's certificate:"; cat "$A/bootstrap.log"; exit 1; }
mkdir -p "$P/pdb/ssl/certs" "$P/pdb/ssl/private_keys"
chmod 755 "$P/pdb"
cp "$A/ssl/certs/ca.pem" "$P/pdb/ssl/certs/ca.pem"
cp "$A/ssl/certs/localhost.pem" "$P/pdb/ssl/certs/localhost.pem"
cp "$A/ssl/private_keys/localhost.pem" "$P/pdb/ssl/private_keys/localhost.pem"
"$pdbscripts/start-puppetdb.sh" "$P/pdb" "$PDB_PORT" "$PG_PORT"
for a in $AGENTS; do
	A=$P/agents/$a
	mkdir -p "$A"/{conf,var,ssl}
	printf '[main]\nssldir = %s\nvardir = %s\ncertname = %s\nkeylength = 2048\n' "$A/ssl" "$A/var" "$a" >"$A/conf/puppet.conf"
	puppet ssl bootstrap --waitforcert 0 --confdir "$A/conf" --server localhost --serverport "$PORT" >"$A/bootstrap.log" 2>&1 ||
		{ echo "bootstrap $a failed"; cat "$A/bootstrap.log"; exit 1; }
done
echo "agents have certificates"
