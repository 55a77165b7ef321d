#!/bin/bash
# Runs the real-module load test (issue 13) against punch serve: the
# environment of `punch-load -write-real-env` (seven roles over Debian's 93
# modules, environment_timeout = unlimited), one punch serve, then
# punch-load with the given roles and client counts. The counterpart of
# puppetserver.sh (same environment, facts and clients):
#
#   go build -o bin/punch ./cmd/punch && go build -o bin/punch-load ./cmd/punch-load
#   bash cmd/punch-load/punchserve.sh [DURATION [WARMUP [CLIENTS [ROLES]]]]
#
# CLIENTS is punch-load's -concurrency (default 16; "1,16" runs both),
# ROLES its -roles (default all). PUNCH and LOAD name the binaries (default
# bin/punch, bin/punch-load), PORT the port (18353), CPUPROFILE a file for
# punch serve's --cpuprofile (written when the server stops), SERVE_ARGS
# more arguments of punch serve (e.g. "--max_memory 200m"). The report
# gives the server's CPU per catalog and its memory (VmRSS, VmHWM) after
# each run; with LATENCY=1, where the handler's time went, from the
# server's log (cmd/tools/servelat.py: slot queue, compile, the rest; the
# slowest 1%). The server is stopped on exit; its directory is printed.
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
DURATION=${1:-30s}
WARMUP=${2:-5s}
CLIENTS=${3:-16}
ROLES=${4:-all}
PORT=${PORT:-18353}
PUNCH=${PUNCH:-$repo/bin/punch}
LOAD=${LOAD:-$repo/bin/punch-load}
for b in "$PUNCH" "$LOAD"; do
	[ -x "$b" ] || { echo "no $b: go build -o bin/punch ./cmd/punch && go build -o bin/punch-load ./cmd/punch-load" >&2; exit 2; }
done
P=$(mktemp -d /tmp/punchload.XXXX)
echo "punch serve directory: $P"
"$LOAD" -write-real-env "$P/envs" -repo "$repo" >/dev/null
mv "$P/envs/facts" "$P/facts" # not an environment
mkdir -p "$P/conf/conf.d"
prof=()
[ -z "${CPUPROFILE:-}" ] || prof=(--cpuprofile "$CPUPROFILE")
"$PUNCH" serve --environmentpath "$P/envs" --ssldir "$P/ssl" --cadir "$P/ssl/ca" --vardir "$P/var" \
	--confdir "$P/conf" --codedir "$P/code" --puppetserver_confdir "$P/conf/conf.d" --hiera_config "$P/no-hiera.yaml" \
	--certname localhost --dns_alt_names localhost,IP:127.0.0.1 --autosign true \
	--bind 127.0.0.1:$PORT --max_queued_compiles 256 "${prof[@]}" ${SERVE_ARGS:-} >"$P/serve.log" 2>&1 &
pid=$!
trap 'kill -TERM $pid 2>/dev/null; wait $pid 2>/dev/null || true' EXIT
for _ in $(seq 120); do
	[ -f "$P/ssl/certs/ca.pem" ] && curl -sk "https://127.0.0.1:$PORT/status/v1/simple" >/dev/null 2>&1 && break
	kill -0 $pid 2>/dev/null || { echo "punch serve exited; see $P/serve.log" >&2; exit 1; }
	sleep 0.5
done
"$LOAD" -server "https://localhost:$PORT" -ssldir "$P/ssl" -cadir "$P/ssl/ca" -repo "$repo" -roles "$ROLES" \
	-server-pid $pid -concurrency "$CLIENTS" -duration "$DURATION" -warmup "$WARMUP"
if [ "${LATENCY:-}" = 1 ]; then
	python3 "$repo/cmd/tools/servelat.py" "$P/serve.log"
fi
