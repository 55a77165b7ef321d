#!/bin/bash
# sitelib.sh: what the multi-node site recordings (cmd/tools/site5, site6)
# share, sourced by their scripts: the servers' configuration and start
# (servers.sh, site.sh), an agent's run and what PuppetDB then holds
# (run.sh), what the tests replay of a run (record.sh), the whole
# differential run (compare.sh). Each function says what it reads of its
# caller: P (the site directory) always, here (the site's folder: steps.txt,
# the other scripts, puppetserver/) where it says so.
# `bash cmd/tools/sitecheck.sh REV` runs both sites' scripts of REV and of
# the working tree with stand-ins for java, puppet, curl, openssl and
# PuppetDB's scripts, and compares what they did: run it after a change.

sitelib=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
pdbscripts=$sitelib/../../api/puppetdb/testdata

# site_ports: the site's ports, unless set (site5 and site6 can run at
# once): PORT (Puppet Server), PPORT (punch serve), PDB_PORT (PuppetDB's
# HTTP; HTTPS on PDB_SSL_PORT, the next), PG_PORT (its PostgreSQL).
site_ports() {
	case $(basename "$here") in
	site5) export PORT=${PORT:-18540} PPORT=${PPORT:-18542} PDB_PORT=${PDB_PORT:-18580} PG_PORT=${PG_PORT:-15532} ;;
	site6) export PORT=${PORT:-18640} PPORT=${PPORT:-18642} PDB_PORT=${PDB_PORT:-18680} PG_PORT=${PG_PORT:-15632} ;;
	site7) export PORT=${PORT:-18740} PPORT=${PPORT:-18742} PDB_PORT=${PDB_PORT:-18780} PG_PORT=${PG_PORT:-15732} ;;
	*) echo "sitelib.sh: no ports for $here" >&2; exit 2 ;;
	esac
	export PDB_SSL_PORT=$((PDB_PORT + 1))
}

## servers.sh

# servers start|stop NODE[:DATACENTER]...: servers.sh of the site in $here
# (site.sh) on the site directory P: start lays the site out, starts
# Puppet Server (puppetserver_start) and PuppetDB (puppetdb_start) and
# gives the agents NODE... their certificates (agents_certify), leaving
# both servers running (pids in $P) for run.sh; stop stops them.
servers() {
	: "${P:?site directory}"
	site_ports
	servers_command "${1:-}"
	shift
	. "$here/site.sh"
	puppetserver_start
	puppetdb_start
	agents_certify "$@"
}

# servers_command start|stop: servers.sh's argument. stop stops the site's
# Puppet Server and PuppetDB (by pid file) and exits; start returns.
servers_command() {
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
}

# puppetserver_start: starts Puppet Server 7.9.5 (Debian's puppetserver,
# from its jar) with the site's conf.d and services.d, its pid in
# $P/puppetserver.pid, and waits until it answers on PORT. One of an
# earlier start that stopped half-way is kept (a JVM start is slow).
puppetserver_start() {
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
}

# puppetdb_start: PuppetDB's certificate from Puppet Server's CA
# (autosign; with the alternative names PDB_DNS_ALT_NAMES, if set), laid where
# api/puppetdb/testdata/start-puppetdb.sh looks for its own (the terminus
# speaks only HTTPS), then PuppetDB 7.12 on PDB_PORT (HTTPS on the next
# port) with PostgreSQL on PG_PORT.
puppetdb_start() {
	local A=$P/agents/localhost
	mkdir -p "$A"/{conf,var,ssl}
	printf '[main]\nssldir = %s\nvardir = %s\ncertname = localhost\n' "$A/ssl" "$A/var" >"$A/conf/puppet.conf"
	[ -z "${PDB_DNS_ALT_NAMES:-}" ] || echo "dns_alt_names = $PDB_DNS_ALT_NAMES" >>"$A/conf/puppet.conf"
	# (a request of an earlier start that got no certificate is dropped)
	[ -f "$A/ssl/certs/localhost.pem" ] || rm -rf "$A/ssl" "$P/ca/requests/localhost.pem"
	puppet ssl bootstrap --waitforcert 0 --confdir "$A/conf" --server localhost --serverport "$PORT" >"$A/bootstrap.log" 2>&1 ||
		{ echo "PuppetDB's certificate:"; cat "$A/bootstrap.log"; exit 1; }
	mkdir -p "$P/pdb/ssl/certs" "$P/pdb/ssl/private_keys"
	chmod 755 "$P/pdb"
	cp "$A/ssl/certs/ca.pem" "$P/pdb/ssl/certs/ca.pem"
	cp "$A/ssl/certs/localhost.pem" "$P/pdb/ssl/certs/localhost.pem"
	cp "$A/ssl/private_keys/localhost.pem" "$P/pdb/ssl/private_keys/localhost.pem"
	"$pdbscripts/start-puppetdb.sh" "$P/pdb" "$PDB_PORT" "$PG_PORT"
}

# agents_certify NODE[:DATACENTER]...: each agent's confdir in
# $P/agents/NODE (its puppet.conf; with a DATACENTER, a csr_attributes.yaml
# asking for it as pp_datacenter) and its certificate from Puppet Server's
# CA, unless it has one.
agents_certify() {
	local a node A
	for a in "$@"; do
		node=${a%%:*}
		A=$P/agents/$node
		mkdir -p "$A"/{conf,var,ssl}
		printf '[main]\nssldir = %s\nvardir = %s\ncertname = %s\nkeylength = 2048\n' "$A/ssl" "$A/var" "$node" >"$A/conf/puppet.conf"
		case $a in *:*) printf -- '---\nextension_requests:\n  pp_datacenter: %s\n' "${a#*:}" >"$A/conf/csr_attributes.yaml" ;; esac
		[ -f "$A/ssl/certs/$node.pem" ] && continue
		puppet ssl bootstrap --waitforcert 0 --confdir "$A/conf" --server localhost --serverport "$PORT" >"$A/bootstrap.log" 2>&1 ||
			{ echo "bootstrap $node failed"; cat "$A/bootstrap.log"; exit 1; }
	done
	echo "agents have certificates"
}

## site.sh

# site_puppetserver_conf: Debian's Puppet Server conf.d and services.d in
# $P, on PORT (127.0.0.1 only) with its directories in $P (puppet for its
# confdir, code, var, run, log).
site_puppetserver_conf() {
	mkdir -p "$P"/{puppet,var,run,log,agents}
	cp -r /etc/puppet/puppetserver/conf.d /etc/puppet/puppetserver/services.d "$P/"
	sed -i "s/ssl-port: 8140/ssl-port: $PORT/; s/ssl-host: 0.0.0.0/ssl-host: 127.0.0.1/" "$P/conf.d/webserver.conf"
	sed -i "s#server-conf-dir: /etc/puppet#server-conf-dir: $P/puppet#; s#server-code-dir: /etc/puppet/code#server-code-dir: $P/code#; s#server-var-dir: /var/lib/puppetserver#server-var-dir: $P/var#; s#server-run-dir: /run/puppetserver#server-run-dir: $P/run#; s#server-log-dir: /var/log/puppetserver#server-log-dir: $P/log#" "$P/conf.d/puppetserver.conf"
}

# site_puppet_conf CERTNAME: the [main] section of the server's puppet.conf
# ($P/puppet): its directories in $P, the site's modules, the server's
# certname CERTNAME with the names the agents reach it by.
site_puppet_conf() {
	cat >"$P/puppet/puppet.conf" <<CONF
[main]
    ssldir = $P/ssl
    logdir = $P/log
    rundir = $P/run
    basemodulepath = $P/code/modules
    certname = $1
    dns_alt_names = puppet,$1,localhost,IP:127.0.0.1
CONF
}

# site_terminus_conf: the PuppetDB terminus's puppetdb.conf (PuppetDB on
# PDB_SSL_PORT) and routes.yaml (facts to PuppetDB) in $P/puppet, as
# PuppetDB's documentation sets up a Puppet Server.
site_terminus_conf() {
	cat >"$P/puppet/puppetdb.conf" <<CONF
[main]
server_urls = https://localhost:$PDB_SSL_PORT
soft_write_failure = false
CONF
	cat >"$P/puppet/routes.yaml" <<'CONF'
---
server:
  facts:
    terminus: puppetdb
    cache: yaml
CONF
}

## run.sh

# run_start NAME PORT OUTDIR: run.sh's arguments: NAME (puppetserver or
# punch: the recording's name, and each agent's vardir var-NAME), the
# server's PORT (SPORT), the recording D=OUTDIR/NAME, made anew. PuppetDB
# is at PDB (HTTP on PDB_PORT).
run_start() {
	: "${P:?site directory}"
	site_ports
	NAME=${1:?name} SPORT=${2:?server port} OUT=$(realpath -m "${3:?output directory}")
	PDB=http://127.0.0.1:$PDB_PORT
	D=$OUT/$NAME
	rm -rf "$D" && mkdir -p "$D"
}

# pdb_wipe: empties PuppetDB and keeps its counts of processed commands in
# before (for pdb_final).
pdb_wipe() {
	"$pdbscripts/wipe-puppetdb.sh" "$P/pdb"
	before=$(cmdcounts)
}

# q ENDPOINT [QUERY]: PuppetDB's /pdb/query/v4/ENDPOINT, with the AST QUERY.
q() {
	if [ -n "${2:-}" ]; then
		curl -fsS -G "$PDB/pdb/query/v4/$1" --data-urlencode "query=$2"
	else
		curl -fsS "$PDB/pdb/query/v4/$1"
	fi
}

# cmdcounts: PuppetDB's count of the commands it processed, by name and
# version ("replace catalog.9": N), from its metrics (HTTPS, PuppetDB's own
# certificate: the metrics API wants one).
cmdcounts() {
	local S=$P/pdb/ssl
	curl -fsS --cert "$S/certs/localhost.pem" --key "$S/private_keys/localhost.pem" --cacert "$S/certs/ca.pem" \
		"https://localhost:$((PDB_PORT + 1))/metrics/v2/read/puppetlabs.puppetdb.mq:name=*.processed" |
		jq '.value | with_entries(.key |= sub("^puppetlabs.puppetdb.mq:name="; "") | .key |= sub("\\.processed$"; "") | .value |= .Count) | del(.global)'
}

queue() { curl -fsS "$PDB/status/v1/services/puppetdb-status" | jq '.status.queue_depth'; }

# settle NODE SINCE FAILED: waits until PuppetDB has processed the step's
# commands: the node's facts (and catalog, unless the compile failed)
# produced since SINCE, an empty queue.
settle() {
	local f c
	for _ in $(seq 120); do
		local ok=1
		[ "$(queue)" = 0 ] || ok=0
		f=$(q factsets "[\"=\",\"certname\",\"$1\"]" | jq -r '.[0].producer_timestamp // ""')
		[[ "$f" > "$2" ]] || ok=0
		if [ "$3" = 0 ]; then
			c=$(q catalogs "[\"=\",\"certname\",\"$1\"]" | jq -r '.[0].producer_timestamp // ""')
			[[ "$c" > "$2" ]] || ok=0
		fi
		if [ $ok = 1 ]; then sleep 1; [ "$(queue)" = 0 ] && return 0; fi
		sleep 0.5
	done
	# (a server that stored nothing of the node: recorded as it is)
	echo "PuppetDB did not settle after $1's run: recording it as it is" >&2
}

# run_steps [ARG...]: runs the site's steps ($here/steps.txt) in order, each
# numbered NN: "deactivate NODE" (step_deactivate), or NODE's agent run
# (step_agent, with ARG...). With STEPS_ENV=1 (site5) a run's line is NODE
# ENVIRONMENT FACT=VALUE... and the agent asks for ENVIRONMENT, else NODE
# FACT=VALUE... (site6: the environment is the ENC's).
run_steps() {
	local n=0 nn node facts env
	grep -v '^#' "$here/steps.txt" | while read -r node facts; do
		[ -n "$node" ] || continue
		n=$((n + 1))
		nn=$(printf '%02d' "$n")
		if [ "$node" = deactivate ]; then
			step_deactivate "$nn" "$facts"
		elif [ "${STEPS_ENV:-}" = 1 ]; then
			read -r env facts <<<"$facts"
			step_agent "$nn" "$node" "$facts" --environment "$env" "$@"
		else
			step_agent "$nn" "$node" "$facts" "$@"
		fi
	done
}

# step_deactivate NN NODE: NAME=puppetserver runs `puppet node deactivate`
# with the server's confdir, else `$PUNCH node deactivate` with it, into
# $D/NN-deactivate-NODE.log, and waits until PuppetDB has NODE inactive.
step_deactivate() {
	local nn=$1 target=$2
	if [ "$NAME" = puppetserver ]; then
		puppet node deactivate "$target" --confdir "$P/puppet" >"$D/$nn-deactivate-$target.log" 2>&1
	else
		"${PUNCH:?}" node deactivate "$target" --confdir "$P/puppet" >"$D/$nn-deactivate-$target.log" 2>&1
	fi
	for _ in $(seq 600); do
		[ "$(q nodes "[\"and\",[\"=\",\"certname\",\"$target\"],[\"=\",[\"node\",\"active\"],false]]" | jq length)" = 1 ] && break
		sleep 0.5
	done
	echo "$nn deactivated $target"
}

# step_agent NN NODE FACTS ARG...: NODE's run of `puppet agent -t ARG...`
# (its confdir $P/agents/NODE/conf, its vardir var-NAME there, a FACTER_
# variable for each FACT=VALUE of FACTS) against the server on SPORT, into
# $D: NN-NODE.log (its output and exit code), NN-NODE.catalog.json (the
# catalog it was served, from its cache; none on failure), and, once
# PuppetDB settled, NN-NODE.pdb.json: PuppetDB's catalog and factset of the
# node.
step_agent() {
	local nn=$1 node=$2 facts=$3 A V since rc failed f
	shift 3
	A=$P/agents/$node
	V=$A/var-$NAME
	mkdir -p "$V"
	rm -f "$V/client_data/catalog/$node.json"
	since=$(date -u +%Y-%m-%dT%H:%M:%S.000Z)
	sleep 1
	local vars=()
	for f in $facts; do vars+=("FACTER_$f"); done
	rc=0
	env "${vars[@]}" puppet agent -t "$@" --confdir "$A/conf" --vardir "$V" --publicdir "$V/public" \
		--server localhost --serverport "$SPORT" --color false >"$D/$nn-$node.log" 2>&1 || rc=$?
	echo "exit $rc" >>"$D/$nn-$node.log"
	failed=1
	if [ -f "$V/client_data/catalog/$node.json" ]; then
		cp "$V/client_data/catalog/$node.json" "$D/$nn-$node.catalog.json"
		failed=0
	fi
	settle "$node" "$since" "$failed"
	{
		echo '{"catalog":'
		q catalogs "[\"=\",\"certname\",\"$node\"]" | jq '.[0] // null'
		echo ',"facts":'
		q factsets "[\"=\",\"certname\",\"$node\"]" | jq '.[0] // null'
		echo '}'
	} | jq . >"$D/$nn-$node.pdb.json"
	echo "$nn $node: exit $rc, $(jq '.resources | length' "$D/$nn-$node.catalog.json" 2>/dev/null || echo no) resources served"
}

# pdb_final [FIELDS]: PuppetDB at the end into $D/pdb.json: every resource
# (exported or not), node (active or not), edge, the reports (their fields
# that do not change between runs, and FIELDS: more of jq's object
# construction, ", name: expression"), and the commands PuppetDB processed
# since pdb_wipe by name and version.
pdb_final() {
	{
		echo '{"resources":'
		q resources
		echo ',"nodes":'
		q nodes '["or",["=",["node","active"],true],["=",["node","active"],false]]'
		echo ',"edges":'
		q edges
		echo ',"reports":'
		q reports | jq "[.[] | {certname, environment, producer, status, noop, puppet_version, report_format, configuration_version, cached_catalog_status, catalog_uuid_set: (.catalog_uuid != null)${1:-}}] | sort_by(.certname)"
		echo ',"commands":'
		jq -n --argjson a "$before" --argjson b "$(cmdcounts)" '$b | with_entries(.value -= ($a[.key] // 0)) | with_entries(select(.value > 0))'
		echo '}'
	} | jq . >"$D/pdb.json"
}

## record.sh

# record_start RUNDIR [DEST]: record.sh's arguments: the run's recording R
# (OUTDIR/NAME of run.sh) and DEST (default $here/puppetserver), made anew.
record_start() {
	R=${1:?run directory} DEST=${2:-$here/puppetserver}
	: "${P:?site directory of the run}"
	rm -rf "$DEST" && mkdir -p "$DEST"
}

# site: the site's directory ($P) written /SITE.
site() { sed "s#$P/#/SITE/#g"; }

# record_step N LOG KEEP: keeps step N of the run R in DEST: the served
# catalog (N.catalog.json) or the server's error of the agent's LOG
# (N.error), the facts the agent sent that KEEP (a JSON list of names)
# names (N.facts.json), and PuppetDB's catalog and factset of the node
# after the step (N.pdb.json), its facts kept as KEEP and trusted.
record_step() {
	local n=$1 f=$2 keep=$3
	if [ -f "$R/$n.catalog.json" ]; then
		site <"$R/$n.catalog.json" | jq . >"$DEST/$n.catalog.json"
	else
		grep -m1 '^Error: Could not retrieve catalog from remote server' "$f" | site >"$DEST/$n.error"
	fi
	jq --argjson keep "$keep" '.facts.facts.data | map(select(.name as $n | $keep | index($n))) | from_entries' "$R/$n.pdb.json" >"$DEST/$n.facts.json"
	jq --argjson keep "$keep" '.facts.facts.data |= map(select(.name as $n | ($keep + ["trusted"]) | index($n)))' "$R/$n.pdb.json" | site | jq . >"$DEST/$n.pdb.json"
}

# record_steps KEEP: record_step for each agent run of the run R (each
# NN-NODE.log but the deactivations' and site6's new agents', 00-* and
# 99-*).
record_steps() {
	local f n
	for f in "$R"/*.log; do
		n=$(basename "$f" .log)
		case $n in *-deactivate-* | 00-* | 99-*) continue ;; esac
		record_step "$n" "$f" "$1"
	done
}

## compare.sh

# site_compare OUTDIR: the whole differential run of the site in $here on a
# new site directory (P, unless set): servers.sh start (Puppet Server,
# PuppetDB, certificates), the agents' runs against Puppet Server (run.sh
# puppetserver; not with SKIP_PUPPETSERVER=1), then against `punch serve`
# (PUNCH) on PPORT, started as an operator moving from Puppet Server starts
# it (the same puppet.conf and conf.d) on the same PuppetDB (run.sh punch),
# each kept by record.sh (OUTDIR/{puppetserver,punch}.rec) and compared by
# the site's TestSiteNRecording, everything stopped at the end. With
# RECORD=1, Puppet Server's run replaces the recording in puppetserver/.
site_compare() {
	local name
	name=$(basename "$here")
	site_ports
	OUT=$(realpath -m "${1:?output directory}")
	export PUNCH=${PUNCH:?path to a punch binary}
	export P=${P:-$(mktemp -d "/tmp/$name.XXXX")}
	trap site_compare_stop EXIT
	"$here/servers.sh" start
	mkdir -p "$OUT"
	if [ "${SKIP_PUPPETSERVER:-}" != 1 ]; then
		"$here/run.sh" puppetserver "$PORT" "$OUT"
		"$here/record.sh" "$OUT/puppetserver" "$OUT/puppetserver.rec"
		[ "${RECORD:-}" != 1 ] || "$here/record.sh" "$OUT/puppetserver"
		cp "$P/log/puppetserver.log" "$OUT/puppetserver.log" 2>/dev/null || true
	fi
	"$PUNCH" serve --confdir "$P/puppet" --puppetserver_confdir "$P/conf.d" --bind "127.0.0.1:$PPORT" --log_format json >"$OUT/punch.log" 2>&1 &
	echo $! >"$P/punch.pid"
	for _ in $(seq 120); do
		curl -sk "https://127.0.0.1:$PPORT/status/v1/simple" >/dev/null 2>&1 && break
		sleep 1
	done
	"$here/run.sh" punch "$PPORT" "$OUT"
	"$here/record.sh" "$OUT/punch" "$OUT/punch.rec"
	(cd "$here/../../punch" && env "${name^^}_RECORDING=$OUT/punch.rec" "${name^^}_PUPPETSERVER=$OUT/puppetserver.rec" \
		go test -run "Test${name^}Recording" -count=1 .) || true
	echo "done: $OUT (site in $P)"
}

# site_compare_stop: stops punch serve (by pid file) and the servers.
site_compare_stop() {
	if [ -f "$P/punch.pid" ]; then kill "$(cat "$P/punch.pid")" 2>/dev/null || true; rm -f "$P/punch.pid"; fi
	"$here/servers.sh" stop
}
