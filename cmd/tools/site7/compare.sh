#!/bin/bash
# compare.sh OUTDIR: the whole differential run on a new site directory:
# servers.sh start (Puppet Server, the agents' certificates), run.sh
# puppetserver (the requests and the agents' runs), then Puppet Server
# stopped and `punch serve` (PUNCH) started as the operator would, on the
# SAME puppet.conf and conf.d (no flags but the two directories), and
# run.sh punch from the same CA state; each kept by record.sh
# (OUTDIR/{puppetserver,punch}.rec) and compared by TestSite7Recording.
# With RECORD=1, Puppet Server's run replaces the recording in
# puppetserver/ that the tests replay (its CA and test keys included).
# Usage (about 40 minutes on a busy 2-core machine, mostly the JVM):
#   PUNCH=/path/to/punch bash cmd/tools/site7/compare.sh OUTDIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../sitelib.sh"
site_ports
OUT=$(realpath -m "${1:?output directory}")
export PUNCH=${PUNCH:?path to a punch binary}
export P=${P:-$(mktemp -d /tmp/site7.XXXX)}
stop() {
	if [ -f "$P/punch.pid" ]; then kill "$(cat "$P/punch.pid")" 2>/dev/null || true; rm -f "$P/punch.pid"; fi
	"$here/servers.sh" stop
}
trap stop EXIT
mkdir -p "$OUT"
if [ "${SKIP_PUPPETSERVER:-}" != 1 ]; then
	"$here/servers.sh" start
	"$here/run.sh" puppetserver "$PORT" "$OUT"
	"$here/record.sh" "$OUT/puppetserver" "$OUT/puppetserver.rec"
	[ "${RECORD:-}" != 1 ] || "$here/record.sh" "$OUT/puppetserver"
	"$here/servers.sh" stop
fi
"$PUNCH" serve --confdir "$P/puppet" --puppetserver_confdir "$P/conf.d" --log_format json >"$OUT/punch.log" 2>&1 &
echo $! >"$P/punch.pid"
for _ in $(seq 120); do
	curl -sk "https://127.0.0.1:$PORT/status/v1/simple" >/dev/null 2>&1 && break
	sleep 1
done
"$here/run.sh" punch "$PORT" "$OUT"
"$here/record.sh" "$OUT/punch" "$OUT/punch.rec"
(cd "$here/../../punch" && SITE7_RECORDING="$OUT/punch.rec" go test -run TestSite7Recording -count=1 .) || true
echo "done: $OUT (site in $P)"
