#!/bin/bash
# run.sh NAME PORT OUTDIR: asks the server on PORT (Puppet Server or punch
# serve, on the servers.sh site in $P) what the site's tools and agents ask,
# into OUTDIR/NAME:
#   http/ID.head, http/ID.body   each request of requests.txt: the status,
#                                Content-Type and Etag, then the body
#   NN-NODE.log                  each agent run of steps.txt (output, exit)
#   NN-NODE.catalog.json         the catalog it cached, NN-NODE.managed the
#                                files it manages under /tmp/site7-managed
# Before the requests the CA gets a pending request and a revoked node; the
# CA as it is then is kept in $P/ca-snapshot (the tests lay it out again)
# and a later run on the same site starts from it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../sitelib.sh"
run_start "$@"
SSL=$P/ssl
url=https://localhost:$SPORT
server_curl() { curl -sS --cacert "$SSL/certs/ca.pem" --cert "$SSL/certs/puppet.site7.test.pem" --key "$SSL/private_keys/puppet.site7.test.pem" "$@"; }
if [ -d "$P/ca-snapshot" ]; then
	rm -rf "$P/ca" && cp -a "$P/ca-snapshot" "$P/ca"
	for a in $(cat "$here/agents.txt"); do
		rm -rf "$P/agents/$a/ssl" && cp -a "$P/agents-snapshot/$a" "$P/agents/$a/ssl"
	done
else
	curl -sS --cacert "$SSL/certs/ca.pem" -X PUT -H 'Content-Type: text/plain' --data-binary @"$here/bodies/pending.csr" \
		"$url/puppet-ca/v1/certificate_request/pending.other.test" >/dev/null
	server_curl -X PUT -H 'Content-Type: application/json' --data '{"desired_state":"revoked"}' \
		"$url/puppet-ca/v1/certificate_status/revoked01.site7.test" >/dev/null
	cp -a "$P/ca" "$P/ca-snapshot"
	mkdir -p "$P/agents-snapshot"
	for a in $(cat "$here/agents.txt"); do cp -a "$P/agents/$a/ssl" "$P/agents-snapshot/$a"; done
fi

# the requests
mkdir -p "$D/http"
grep -v '^#' "$here/requests.txt" | while read -r id client method path opts; do
	[ -n "$id" ] || continue
	if [ "$id" = "!edit" ]; then
		# !edit FILE OLD NEW: the site's FILE (relative to $P) with OLD
		# replaced by NEW, each URL-decoded (%20 a blank, %0A a new line)
		python3 -c 'import sys, urllib.parse as u; f, o, n = sys.argv[1], u.unquote(sys.argv[2]), u.unquote(sys.argv[3]); s = open(f).read(); assert o in s, o; open(f, "w").write(s.replace(o, n))' "$P/$client" "$method" "$path"
		echo "edited $client"
		continue
	fi
	args=(-sS -o "$D/http/$id.body" -D "$D/http/$id.headers" --cacert "$SSL/certs/ca.pem" -X "$method")
	case $client in
	none) ;;
	server) args+=(--cert "$SSL/certs/puppet.site7.test.pem" --key "$SSL/private_keys/puppet.site7.test.pem") ;;
	*) args+=(--cert "$P/agents/$client/ssl/certs/$client.pem" --key "$P/agents/$client/ssl/private_keys/$client.pem") ;;
	esac
	for o in $opts; do
		case $o in
		body=*.form) args+=(-H 'Content-Type: application/x-www-form-urlencoded' --data-binary @"$here/bodies/${o#body=}") ;;
		body=*.json) args+=(-H 'Content-Type: application/json' --data-binary @"$here/bodies/${o#body=}") ;;
		body=*.csr) args+=(-H 'Content-Type: text/plain' --data-binary @"$here/bodies/${o#body=}") ;;
		inm=*) args+=(-H "If-None-Match: $(sed -n 's/^etag: //p' "$D/http/${o#inm=}.head")") ;;
		rich) args+=(-H 'Accept: application/vnd.puppet.rich+json, application/json, text/pson') ;;
		cmp=*) ;;
		*) echo "requests.txt: $id: unknown option $o" >&2; exit 2 ;;
		esac
	done
	: >"$D/http/$id.body"
	curl "${args[@]}" "$url$path" || echo "curl failed: $?" >>"$D/http/$id.body"
	{
		head -1 "$D/http/$id.headers" | awk '{print "status: " $2}'
		sed -n 's/^[Cc]ontent-[Tt]ype: */content-type: /p' "$D/http/$id.headers" | tr -d '\r'
		sed -n 's/^[Ee][Tt]ag: */etag: /p' "$D/http/$id.headers" | tr -d '\r'
	} >"$D/http/$id.head"
	rm -f "$D/http/$id.headers"
	echo "$id: $(head -1 "$D/http/$id.head")"
done

# the agents (not with REQUESTS_ONLY=1)
if [ "${REQUESTS_ONLY:-}" = 1 ]; then
	echo "recorded $D (requests only)"
	exit 0
fi
rm -rf /tmp/site7-managed
n=0
grep -v '^#' "$here/steps.txt" | while read -r node conf dashes args; do
	[ -n "$node" ] || continue
	touch=0
	if [ "$conf" = touch ]; then touch=1 conf=$node; fi
	if [ "$conf" = -- ]; then args="$dashes $args" conf=$node; fi
	n=$((n + 1))
	nn=$(printf '%02d' "$n")
	A=$P/agents/$conf
	V=$A/var-$NAME
	mkdir -p "$V"
	[ $touch = 0 ] || echo "changed by hand" >"/tmp/site7-managed/$node/motd"
	rm -f "$V/client_data/catalog/$node.json"
	rc=0
	# shellcheck disable=SC2086
	puppet $args --confdir "$A/conf" --vardir "$V" --publicdir "$V/public" \
		--server localhost --serverport "$SPORT" --color false >"$D/$nn-$node.log" 2>&1 || rc=$?
	echo "exit $rc" >>"$D/$nn-$node.log"
	[ ! -f "$V/client_data/catalog/$node.json" ] || cp "$V/client_data/catalog/$node.json" "$D/$nn-$node.catalog.json"
	if [ -d "/tmp/site7-managed/$node" ]; then
		(cd "/tmp/site7-managed/$node" && find . -printf '%p|%y|%m|%l\n' | sort | while IFS='|' read -r f y m l; do
			if [ "$y" = f ]; then echo "$f $y $m $(md5sum <"$f" | cut -c1-32)"; else echo "$f $y $m $l"; fi
		done) >"$D/$nn-$node.managed"
	fi
	echo "$nn $node $args: exit $rc"
done
echo "recorded $D"
