#!/bin/bash
# Differential run: Puppet Server 7.9.5 (Debian's puppetserver, started from
# its jar on a private copy of its conf.d) and `punch serve` on the SAME site
# directory (site.sh: puppet.conf, conf.d with a real-world auth.conf, ca.conf,
# autosign.conf, ENC, eyaml). Agents get their certificates from Puppet
# Server's CA (CSR extensions pp_role / pp_cli_auth), run `puppet agent -t`
# against each server, and curl asks both the requests of requests.txt with
# the agents' certificates. Answers go to $OUT/{puppetserver,punch}/.
# Usage (root, after apt-get install puppetserver):
#   PUNCH=/path/to/punch bash cmd/tools/site4/compare.sh OUTDIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
OUT=$(realpath -m "${1:?output directory}")
PUNCH=${PUNCH:?path to a punch binary}
export P=${P:-$(mktemp -d /tmp/site4.XXXX)}
export PORT=${PORT:-18440}
PPORT=${PPORT:-18441}
. "$here/site.sh"
mkdir -p "$OUT"
java -Xmx1g -Djruby.lib=/usr/share/jruby/lib -jar /usr/share/puppetserver/puppetserver.jar \
	--config "$P/conf.d" --bootstrap-config "$P/services.d" >"$P/puppetserver.out" 2>&1 &
pspid=$!
ppid=
cleanup() {
	kill "$pspid" 2>/dev/null || true
	[ -z "$ppid" ] || kill "$ppid" 2>/dev/null || true
	wait 2>/dev/null || true
}
trap cleanup EXIT
# A JVM start: one to fifteen minutes on a busy machine.
for _ in $(seq 1800); do
	curl -sk "https://127.0.0.1:$PORT/status/v1/simple" >/dev/null 2>&1 && break
	kill -0 "$pspid" 2>/dev/null || { echo "puppetserver exited"; tail -20 "$P/puppetserver.out"; exit 1; }
	sleep 1
done
echo "puppetserver up on $PORT"
# The agents: name, then csr_attributes extension requests.
agent() { # NAME ROLE [CLI]
	local A=$P/agents/$1
	mkdir -p "$A"/{conf,var,ssl}
	{
		echo "extension_requests:"
		[ -z "$2" ] || echo "  pp_role: $2"
		# pp_cli_auth by OID: agents know only the pp_* names of the
		# 1.3.6.1.4.1.34380.1.1 arc
		[ -z "${3:-}" ] || echo "  1.3.6.1.4.1.34380.1.3.39: \"true\""
	} >"$A/conf/csr_attributes.yaml"
	printf '[main]\nssldir = %s\nvardir = %s\ncertname = %s\nkeylength = 2048\n' "$A/ssl" "$A/var" "$1" >"$A/conf/puppet.conf"
}
agent web01.site4.test web
agent db01.site4.test db
agent web01.staging.site4.test web
agent ops1.site4.test ""
agent mon.ops.site4.test ""
agent cli.site4.test "" cli
agent x.untrusted.site4.test ""
agent manual.example.org ""
for a in web01.site4.test db01.site4.test web01.staging.site4.test ops1.site4.test mon.ops.site4.test cli.site4.test x.untrusted.site4.test; do
	puppet ssl bootstrap --waitforcert 0 --confdir "$P/agents/$a/conf" --server localhost --serverport "$PORT" >"$P/agents/$a/bootstrap.log" 2>&1 ||
		{ echo "bootstrap $a failed"; cat "$P/agents/$a/bootstrap.log"; }
done
# Not autosigned (no glob matches): stays a request
timeout 20 puppet ssl submit_request --confdir "$P/agents/manual.example.org/conf" --server localhost --serverport "$PORT" >"$P/agents/manual.example.org/submit.log" 2>&1 || true
"$PUNCH" serve --confdir "$P/puppet" --puppetserver_confdir "$P/conf.d" --bind "127.0.0.1:$PPORT" --log_format json >"$P/punch.log" 2>&1 &
ppid=$!
for _ in $(seq 120); do
	curl -sk "https://127.0.0.1:$PPORT/status/v1/simple" >/dev/null 2>&1 && break
	sleep 1
done
echo "punch up on $PPORT"
run() { # SERVERNAME PORT
	local D=$OUT/$1 port=$2
	mkdir -p "$D"
	# real agent runs: web01 (production), db01, the staging node (ENC switch)
	for a in web01.site4.test db01.site4.test web01.staging.site4.test; do
		local T=$P/agents/$a/tmp-$1
		rm -rf "$T" && mkdir -p "$T"
		local rc=0
		SITE4_TMP=$T puppet agent -t --confdir "$P/agents/$a/conf" --vardir "$P/agents/$a/var-$1" \
			--publicdir "$P/agents/$a/var-$1/public" \
			--server localhost --serverport "$port" --color false >"$D/agent-$a.log" 2>&1 || rc=$?
		echo "exit $rc" >>"$D/agent-$a.log"
		(cd "$T" && for f in *; do echo "== $f"; cat "$f"; done) >"$D/agent-$a.files" 2>&1 || true
	done
	local n=0
	grep -v '^#' "$here/requests.txt" | while read -r client method path body; do
		[ -n "$client" ] || continue
		n=$((n + 1))
		local f
		f=$(printf '%s/%02d' "$D" "$n")
		local args=(-s -o "$f.body" -D "$f.headers" -w '%{http_code}' --cacert "$P/ssl/certs/ca.pem")
		case $client in
		anon) ;;
		srv) args+=(--cert "$P/ssl/certs/puppet.site4.test.pem" --key "$P/ssl/private_keys/puppet.site4.test.pem") ;;
		*)
			local c=
			case $client in web) c=web01.site4.test ;; db) c=db01.site4.test ;; stg) c=web01.staging.site4.test ;; ops) c=ops1.site4.test ;; mon) c=mon.ops.site4.test ;; cli) c=cli.site4.test ;; untr) c=x.untrusted.site4.test ;; esac
			args+=(--cert "$P/agents/$c/ssl/certs/$c.pem" --key "$P/agents/$c/ssl/private_keys/$c.pem")
			;;
		esac
		if [ "$method" = HEAD ]; then args+=(-I); else args+=(-X "$method"); fi
		[ -z "$body" ] || args+=(-H 'Content-Type: application/json' --data-binary "@$here/bodies/$body")
		code=$(curl "${args[@]}" "https://localhost:$port$path" || echo ERR)
		echo "$client $method $path $code" >"$f.req"
	done
}
run puppetserver "$PORT"
run punch "$PPORT"
cp "$P/punch.log" "$OUT/punch.log"
cp "$P/log/puppetserver.log" "$OUT/puppetserver.log" 2>/dev/null || true
echo "done: $OUT (site in $P)"
