#!/bin/bash
# Runs the real-module load test (issue 13) against Puppet Server 7.9.5,
# Debian's puppetserver package, on the same environment, facts and clients
# as against punch serve (docs/performance.md, "Issue 13"):
#
#   go build -o bin/punch-load ./cmd/punch-load
#   bash cmd/punch-load/puppetserver.sh [DURATION [WARMUP [CLIENTS]]]
#
# It writes the environment with `punch-load -write-real-env`, starts Puppet
# Server with its stock conf.d changed only in the directories, the port
# (PORT, default 18352), the JVM heap (HEAP, default 1g, Debian's
# /etc/default/puppetserver) and the number of
# JRuby instances (JRUBIES, default 2: one per core of the 2-core machine;
# Puppet Server's own default there is 1), waits until it answers (a JVM
# start: two minutes on a quiet machine), then punch-load with -roles all
# (its -warmup requests are not counted; client certificates signed in Puppet
# Server's CA by punch-load, as for punch serve) and prints its report,
# which includes Puppet Server's CPU per catalog and memory (TIMEOUT: how long a
# client waits for a catalog, default 10m). Run as root
# after `apt-get install puppetserver`. The server is stopped on exit; its
# directory (printed) is kept for its logs.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
DURATION=${1:-60s}
WARMUP=${2:-20s}
CLIENTS=${3:-16}
PORT=${PORT:-18352}
HEAP=${HEAP:-1g}
JRUBIES=${JRUBIES:-2}
LOAD=${LOAD:-$repo/bin/punch-load}
[ -x "$LOAD" ] || { echo "no $LOAD: go build -o bin/punch-load ./cmd/punch-load" >&2; exit 2; }
[ -f /usr/share/puppetserver/puppetserver.jar ] || { echo "no Puppet Server: apt-get install puppetserver" >&2; exit 2; }
P=$(mktemp -d /tmp/psload.XXXX)
echo "Puppet Server directory: $P"
mkdir -p "$P"/{code/environments,puppet,var,run,log}
"$LOAD" -write-real-env "$P/real" -repo "$repo" >/dev/null
mv "$P/real/production" "$P/code/environments/production"
cp -r /etc/puppet/puppetserver/conf.d /etc/puppet/puppetserver/services.d "$P/"
sed -i "s/ssl-port: 8140/ssl-port: $PORT/; s/ssl-host: 0.0.0.0/ssl-host: 127.0.0.1/" "$P/conf.d/webserver.conf"
sed -i "s#server-conf-dir: /etc/puppet#server-conf-dir: $P/puppet#; s#server-code-dir: /etc/puppet/code#server-code-dir: $P/code#; s#server-var-dir: /var/lib/puppetserver#server-var-dir: $P/var#; s#server-run-dir: /run/puppetserver#server-run-dir: $P/run#; s#server-log-dir: /var/log/puppetserver#server-log-dir: $P/log#" "$P/conf.d/puppetserver.conf"
sed -i "s/^\( *\)#* *max-active-instances:.*/\1max-active-instances: $JRUBIES/" "$P/conf.d/puppetserver.conf"
grep -q "max-active-instances: $JRUBIES" "$P/conf.d/puppetserver.conf" ||
	sed -i "s/^jruby-puppet: {/jruby-puppet: {\n    max-active-instances: $JRUBIES/" "$P/conf.d/puppetserver.conf"
cat >"$P/puppet/puppet.conf" <<CONF
[main]
ssldir = $P/ssl
[server]
cadir = $P/ca
certname = localhost
dns_alt_names = localhost,IP:127.0.0.1
autosign = true
CONF
java -Xms$HEAP -Xmx$HEAP -Djruby.lib=/usr/share/jruby/lib -jar /usr/share/puppetserver/puppetserver.jar \
	--config "$P/conf.d" --bootstrap-config "$P/services.d" >"$P/server.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
start=$(date +%s)
for _ in $(seq 900); do
	curl -sk "https://127.0.0.1:$PORT/status/v1/simple" 2>/dev/null | grep -q running && break
	kill -0 $pid 2>/dev/null || { echo "Puppet Server exited; see $P/server.log" >&2; exit 1; }
	sleep 1
done
echo "Puppet Server answered after $(($(date +%s) - start)) s (pid $pid, load $(cut -d' ' -f1-3 /proc/loadavg))"
"$LOAD" -server "https://localhost:$PORT" -ssldir "$P/ssl" -cadir "$P/ca" -repo "$repo" -roles all \
	-server-pid $pid -concurrency "$CLIENTS" -duration "$DURATION" -warmup "$WARMUP" -timeout "${TIMEOUT:-10m}"
