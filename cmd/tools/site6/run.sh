#!/bin/bash
# run.sh NAME PORT OUTDIR: runs the site's agents (steps.txt, in order) with
# `puppet agent -t --tags site6_apply` (the site's real modules manage
# packages and /etc: an agent applies only the site's files under
# /tmp/site6-managed, and keeps the whole catalog it was served in its
# cache) against the server on PORT (Puppet Server or punch serve, on the
# servers.sh site in $P), PuppetDB emptied first, and records into
# OUTDIR/NAME after each step:
#   NN-NODE.log, NN-NODE.catalog.json  the agent's output and the catalog it
#                                      was served (none on failure)
#   NN-NODE.pdb.json    PuppetDB afterwards: the node's catalog and factset
# and at the end pdb.json: every resource, node, edge, the reports and the
# count of the commands PuppetDB processed by name and version.
# "deactivate NODE": NAME=puppetserver runs `puppet node deactivate` with
# the server's confdir, else `$PUNCH node deactivate` with it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../sitelib.sh"
run_start "$@"
# A new agent that asks for a data center (the autosign policy signs it)
# and one that does not (left pending): what each gets of the CA, its
# certificate's extensions, then the first's run, which the ENC refuses
# (an unknown name). Before PuppetDB is emptied: the steps' queries do not
# see them.
for kind in fresh rogue; do
	node=$kind-$NAME.site6.test
	A=$P/agents/$node
	# (a run again on the same site: the CA forgets the name first)
	rm -rf "$A" "$P/ca/signed/$node.pem" "$P/ca/requests/$node.pem" && mkdir -p "$A"/{conf,var,ssl}
	printf '[main]\nssldir = %s\nvardir = %s\ncertname = %s\nkeylength = 2048\n' "$A/ssl" "$A/var" "$node" >"$A/conf/puppet.conf"
	if [ $kind = fresh ]; then
		printf -- '---\ncustom_attributes:\n  1.2.840.113549.1.9.7: s3cr3t\nextension_requests:\n  pp_datacenter: ams\n  pp_role: web\n  1.3.6.1.4.1.34380.1.2.1: custom\n' >"$A/conf/csr_attributes.yaml"
	fi
	rc=0
	puppet ssl bootstrap --waitforcert 0 --confdir "$A/conf" --server localhost --serverport "$SPORT" >"$D/00-$kind.log" 2>&1 || rc=$?
	echo "exit $rc" >>"$D/00-$kind.log"
	if [ -f "$A/ssl/certs/$node.pem" ]; then
		openssl x509 -in "$A/ssl/certs/$node.pem" -noout -text -certopt no_pubkey,no_sigdump,no_serial,no_validity >"$D/00-$kind.cert.txt"
		rc=0
		puppet agent -t --tags site6_apply --confdir "$A/conf" --vardir "$A/var" --publicdir "$A/var/public" \
			--server localhost --serverport "$SPORT" --color false >"$D/00-$kind-run.log" 2>&1 || rc=$?
		echo "exit $rc" >>"$D/00-$kind-run.log"
	fi
done
pdb_wipe
rm -rf /tmp/site6-managed
run_steps --tags site6_apply
pdb_final ', resources: [.resource_events.data[]? | {resource_type, resource_title, property, status}]'
cp -r /tmp/site6-managed "$D/managed" 2>/dev/null || true
# The new agent revoked through the CA's certificate_status API with the
# server's certificate (pp_cli_auth, as Puppet Server's CA made it), then
# its next run (99-fresh-revoked.log) and whether the CRL the CA serves
# lists it.
node=fresh-$NAME.site6.test
SSL=$P/ssl
curl -sS -o "$D/99-revoke.body" -w '%{http_code}\n' --cert "$SSL/certs/puppet.site6.test.pem" --key "$SSL/private_keys/puppet.site6.test.pem" \
	--cacert "$SSL/certs/ca.pem" -X PUT -H 'Content-Type: application/json' --data '{"desired_state":"revoked"}' \
	"https://localhost:$SPORT/puppet-ca/v1/certificate_status/$node" >"$D/99-revoke.status" 2>&1 || true
serial=$(openssl x509 -in "$P/agents/$node/ssl/certs/$node.pem" -noout -serial | cut -d= -f2)
if curl -sS --cacert "$SSL/certs/ca.pem" "https://localhost:$SPORT/puppet-ca/v1/certificate_revocation_list/ca" |
	openssl crl -noout -text 2>&1 | grep -q "Serial Number: $serial\$"; then
	echo "revoked serial in the CRL" >"$D/99-crl.txt"
else
	echo "revoked serial NOT in the CRL" >"$D/99-crl.txt"
fi
A=$P/agents/$node
rc=0
puppet agent -t --tags site6_apply --confdir "$A/conf" --vardir "$A/var" --publicdir "$A/var/public" \
	--server localhost --serverport "$SPORT" --color false >"$D/99-fresh-revoked.log" 2>&1 || rc=$?
echo "exit $rc" >>"$D/99-fresh-revoked.log"
echo "recorded $D"
