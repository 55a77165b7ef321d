#!/bin/bash
# run.sh NAME PORT OUTDIR: runs the site's agents (steps.txt, in order) with
# `puppet agent -t` against the server on PORT (Puppet Server or
# punch serve, on the servers.sh site in $P), PuppetDB emptied first, and
# records into OUTDIR/NAME after each step:
#   NN-NODE.log, NN-NODE.catalog.json  the agent's output and the catalog it
#                                      was served (its cache; none on failure)
#   NN-NODE.pdb.json    PuppetDB afterwards: the node's catalog (resources
#                       and edges expanded) and factset
# and at the end pdb.json: every resource (exported or not), node, edge, the
# reports' certnames, and PuppetDB's count of the commands it processed by
# name and version.
# "deactivate NODE": NAME=puppetserver runs `puppet node deactivate` with
# the server's confdir, else `$PUNCH node deactivate` with it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
: "${P:?site directory}"
NAME=${1:?name} SPORT=${2:?server port} OUT=$(realpath -m "${3:?output directory}")
PDB=http://127.0.0.1:${PDB_PORT:-18580}
D=$OUT/$NAME
rm -rf "$D" && mkdir -p "$D"
"$here/../../../api/puppetdb/testdata/wipe-puppetdb.sh" "$P/pdb"
q() { # ENDPOINT [AST]
	if [ -n "${2:-}" ]; then
		curl -fsS -G "$PDB/pdb/query/v4/$1" --data-urlencode "query=$2"
	else
		curl -fsS "$PDB/pdb/query/v4/$1"
	fi
}
# cmdcounts: PuppetDB's count of the commands it processed, by name and
# version ("replace catalog.9": N), from its metrics (HTTPS, PuppetDB's own
# certificate: the metrics API wants one).
S=$P/pdb/ssl
cmdcounts() {
	curl -fsS --cert "$S/certs/localhost.pem" --key "$S/private_keys/localhost.pem" --cacert "$S/certs/ca.pem" \
		"https://localhost:$((${PDB_PORT:-18580} + 1))/metrics/v2/read/puppetlabs.puppetdb.mq:name=*.processed" |
		jq '.value | with_entries(.key |= sub("^puppetlabs.puppetdb.mq:name="; "") | .key |= sub("\\.processed$"; "") | .value |= .Count) | del(.global)'
}
before=$(cmdcounts)
queue() { curl -fsS "$PDB/status/v1/services/puppetdb-status" | jq '.status.queue_depth'; }
# settle NODE SINCE FAILED: waits until PuppetDB has processed the step's
# commands: the node's facts (and catalog, unless the compile failed)
# produced since SINCE, an empty queue.
settle() {
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
# What the agents manage is under /tmp/site5-managed (a real run: an agent
# in noop mode keeps no cached catalog, which is how the served one is read).
rm -rf /tmp/site5-managed
n=0
grep -v '^#' "$here/steps.txt" | while read -r node env facts; do
	[ -n "$node" ] || continue
	n=$((n + 1))
	nn=$(printf '%02d' "$n")
	if [ "$node" = deactivate ]; then
		target=$env
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
		continue
	fi
	A=$P/agents/$node
	V=$A/var-$NAME
	mkdir -p "$V"
	rm -f "$V/client_data/catalog/$node.json"
	mkdir -p /tmp/site5-managed
	since=$(date -u +%Y-%m-%dT%H:%M:%S.000Z)
	sleep 1
	vars=()
	for f in $facts; do vars+=("FACTER_$f"); done
	rc=0
	env "${vars[@]}" puppet agent -t --confdir "$A/conf" --vardir "$V" --publicdir "$V/public" \
		--environment "$env" --server localhost --serverport "$SPORT" --color false >"$D/$nn-$node.log" 2>&1 || rc=$?
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
done
{
	echo '{"resources":'
	q resources
	echo ',"nodes":'
	q nodes '["or",["=",["node","active"],true],["=",["node","active"],false]]'
	echo ',"edges":'
	q edges
	echo ',"reports":'
	q reports | jq '[.[] | {certname, environment, producer, status, noop, puppet_version, report_format, configuration_version, cached_catalog_status, catalog_uuid_set: (.catalog_uuid != null)}] | sort_by(.certname)'
	echo ',"commands":'
	jq -n --argjson a "$before" --argjson b "$(cmdcounts)" '$b | with_entries(.value -= ($a[.key] // 0)) | with_entries(select(.value > 0))'
	echo '}'
} | jq . >"$D/pdb.json"
echo "recorded $D"
