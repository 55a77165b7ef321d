#!/bin/bash
# compare.sh OUTDIR: the whole differential run on a new site directory:
# servers.sh start (Puppet Server, PuppetDB, certificates), the agents'
# runs against Puppet Server (run.sh puppetserver), then against `punch
# serve` on the same site directory, puppet.conf, conf.d and PuppetDB
# (run.sh punch), each kept by record.sh (OUTDIR/{puppetserver,punch}.rec),
# compared by TestSite6Recording, everything stopped at the end.
# With RECORD=1, Puppet Server's run replaces the recording in
# puppetserver/ that TestSite6* replay.
# Usage (about 30 minutes on a busy 2-core machine):
#   PUNCH=/path/to/punch bash cmd/tools/site6/compare.sh OUTDIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
OUT=$(realpath -m "${1:?output directory}")
export PUNCH=${PUNCH:?path to a punch binary}
export P=${P:-$(mktemp -d /tmp/site6.XXXX)}
export PORT=${PORT:-18640} PDB_PORT=${PDB_PORT:-18680}
PPORT=${PPORT:-18642}
cleanup() {
	if [ -f "$P/punch.pid" ]; then kill "$(cat "$P/punch.pid")" 2>/dev/null || true; rm -f "$P/punch.pid"; fi
	"$here/servers.sh" stop
}
trap cleanup EXIT
"$here/servers.sh" start
mkdir -p "$OUT"
if [ "${SKIP_PUPPETSERVER:-}" != 1 ]; then
	"$here/run.sh" puppetserver "$PORT" "$OUT"
	"$here/record.sh" "$OUT/puppetserver" "$OUT/puppetserver.rec"
	[ "${RECORD:-}" != 1 ] || "$here/record.sh" "$OUT/puppetserver"
	cp "$P/log/puppetserver.log" "$OUT/puppetserver.log" 2>/dev/null || true
fi
# punch serve as an operator moving from Puppet Server starts it: the same
# puppet.conf and conf.d
"$PUNCH" serve --confdir "$P/puppet" --puppetserver_confdir "$P/conf.d" --bind "127.0.0.1:$PPORT" --log_format json >"$OUT/punch.log" 2>&1 &
echo $! >"$P/punch.pid"
for _ in $(seq 120); do
	curl -sk "https://127.0.0.1:$PPORT/status/v1/simple" >/dev/null 2>&1 && break
	sleep 1
done
"$here/run.sh" punch "$PPORT" "$OUT"
"$here/record.sh" "$OUT/punch" "$OUT/punch.rec"
(cd "$here/../../punch" && SITE6_RECORDING=$OUT/punch.rec SITE6_PUPPETSERVER=$OUT/puppetserver.rec go test -run TestSite6Recording -count=1 .) || true
echo "done: $OUT (site in $P)"
