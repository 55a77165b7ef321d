#!/bin/bash
# record.sh RUNDIR [DEST]: keeps what cmd/punch/site7_test.go replays of a
# run.sh recording (RUNDIR = OUTDIR/NAME) in DEST (default: puppetserver/
# here), the site's directory ($P) written /SITE:
#   http/ID.head, http/ID.body   the answers to requests.txt
#   NN-NODE.log                  each agent run's output, without times
#   NN-NODE.catalog.json         the catalog the agent cached
#   NN-NODE.managed              the files it manages
#   ssl/                         the CA as the requests found it (the
#                                snapshot run.sh kept), the server's and
#                                the requests' clients' certificates and
#                                keys: test-only keys, so that the replay
#                                presents the same certificates to punch
#                                serve's CA (only with DEST's default, or
#                                SSL=1)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../sitelib.sh"
record_start "$@"
mkdir -p "$DEST/http"
for f in "$R"/http/*; do site <"$f" >"$DEST/http/$(basename "$f")"; done
for f in "$R"/*.log; do
	[ -e "$f" ] || continue
	grep -v '^Info: .*in [0-9.]* seconds\|^Notice: Applied catalog in\|^Info: Creating state file\|^Error: Facter\|^ \|^$\|^--- /\|^+++ /' "$f" |
		sed "s#/var-$(basename "$R")/#/var-SERVER/#g; s/localhost:[0-9]*/localhost:PORT/g; s/[0-9A-F]\{2\}\(:[0-9A-F]\{2\}\)\{15,\}/FINGERPRINT/g; s/ in [0-9.]* seconds/ in N seconds/; s/ after [0-9.]* seconds/ after N seconds/; s/transaction_uuid=[0-9a-f-]*/transaction_uuid=UUID/" |
		site >"$DEST/$(basename "$f")"
done
for f in "$R"/*.catalog.json; do [ -e "$f" ] && site <"$f" | jq . >"$DEST/$(basename "$f")"; done
for f in "$R"/*.managed; do [ -e "$f" ] && cp "$f" "$DEST/"; done
if [ "$DEST" = "$here/puppetserver" ] || [ "${SSL:-}" = 1 ]; then
	C=$DEST/ssl/clients
	mkdir -p "$C/certs" "$C/private_keys"
	cp -a "$P/ca-snapshot" "$DEST/ssl/ca"
	cp "$P/ssl/certs/ca.pem" "$C/certs/ca.pem"
	cp "$P/ssl/certs/puppet.site7.test.pem" "$C/certs/"
	cp "$P/ssl/private_keys/puppet.site7.test.pem" "$C/private_keys/"
	for c in $(awk '!/^[#!]/ && $2 != "none" && $2 != "server" {print $2}' "$here/requests.txt" | sort -u); do
		cp "$P/agents-snapshot/$c/certs/$c.pem" "$C/certs/"
		cp "$P/agents-snapshot/$c/private_keys/$c.pem" "$C/private_keys/"
	done
fi
echo "recorded $R into $DEST"
