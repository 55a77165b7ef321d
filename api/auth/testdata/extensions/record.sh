#!/bin/bash
# Records Puppet Server 7.9.5's authorization decisions on rules that match
# certificate extensions (auth-rules.conf spliced before the stock
# auth.conf's rules; custom_trusted_oid_mapping.yaml names one private OID)
# for requests.txt, twice: with its CA service (answers.txt) and with the
# CA disabled, as on a compile server (answers-noca.txt; the CA's own
# requests are left out there, it does not route them). The oracle of
# TestExtensionRulesMatchPuppetServer. Run as root after
# `apt-get install puppetserver` (two JVM starts: a few minutes):
#   bash api/auth/testdata/extensions/record.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
P=$(mktemp -d /tmp/psext.XXXX)
PORT=${PORT:-18343}
. "$here/../private-puppetserver.sh"
# The extension rules go first in the rules list.
awk -v f="$here/auth-rules.conf" '{print} /rules: \[/ && !done {while ((getline l < f) > 0) if (l !~ /^#/) print l; done=1}' \
	/etc/puppet/puppetserver/conf.d/auth.conf >"$P/conf.d/auth.conf"
cp "$here/custom_trusted_oid_mapping.yaml" "$P/puppet/"
cat >"$P/puppet/puppet.conf" <<CONF
[main]
ssldir = $P/ssl
[server]
cadir = $P/ca
certname = psauth.test
dns_alt_names = psauth.test,localhost,IP:127.0.0.1
autosign = true
CONF
start() {
	java -Xmx1g -Djruby.lib=/usr/share/jruby/lib -jar /usr/share/puppetserver/puppetserver.jar \
		--config "$P/conf.d" --bootstrap-config "$P/services.d" >"$P/server-$1.log" 2>&1 &
	pid=$!
	for _ in $(seq 1200); do
		[ "$(curl -sk "https://127.0.0.1:$PORT/status/v1/simple" 2>/dev/null)" = running ] && return
		kill -0 $pid 2>/dev/null || break
		sleep 1
	done
	echo "Puppet Server did not start" >&2
	exit 1
}
trap 'kill -9 $pid 2>/dev/null || true' EXIT
start ca
mkdir -p "$P/agent"
printf 'extension_requests:\n  pp_role: webserver\n  "1.3.6.1.4.1.34380.1.2.1.1": blue\n  "1.3.6.1.4.1.34380.1.2.1.2": green\n' >"$P/agent/csr_attributes.yaml"
puppet ssl bootstrap --server localhost --serverport "$PORT" --certname agent1.test \
	--confdir "$P/agent" --vardir "$P/agentvar" --ssldir "$P/agentssl" >/dev/null
rm "$P/agent/csr_attributes.yaml"
puppet ssl bootstrap --server localhost --serverport "$PORT" --certname agent2.test \
	--confdir "$P/agent" --vardir "$P/agentvar" --ssldir "$P/agentssl" >/dev/null
S=$P/agentssl
ask() { # $1: output file, $2: grep filter for requests
	{
		echo "# Puppet Server $(dpkg-query -W -f='${Version}' puppetserver) ($3): CLIENT METHOD PATH STATUS (record.sh)"
		grep -v '^#' "$here/requests.txt" | grep -- "$2" | while read -r client method path; do
			args=(-sk -o /dev/null -w '%{http_code}' --cacert "$S/certs/ca.pem" -X "$method")
			case $client in
			agent) args+=(--cert "$S/certs/agent1.test.pem" --key "$S/private_keys/agent1.test.pem") ;;
			other) args+=(--cert "$S/certs/agent2.test.pem" --key "$S/private_keys/agent2.test.pem") ;;
			server) args+=(--cert "$P/ssl/certs/psauth.test.pem" --key "$P/ssl/private_keys/psauth.test.pem") ;;
			esac
			echo "$client $method $path $(curl "${args[@]}" "https://localhost:$PORT$path" || true)"
		done
	} >"$1"
}
ask "$here/answers.txt" . "CA enabled"
# Save the agent certificates the tests read (their extensions).
cp "$S/certs/agent1.test.pem" "$here/agent1.test.pem"
cp "$S/certs/agent2.test.pem" "$here/agent2.test.pem"
cp "$P/ssl/certs/psauth.test.pem" "$here/psauth.test.pem"
kill $pid
wait $pid 2>/dev/null || true
sed -i 's/^puppetlabs.services.ca.certificate-authority-service/#&/; s/^#\(puppetlabs.services.ca.certificate-authority-disabled-service\)/\1/' "$P/services.d/ca.cfg"
start noca
ask "$here/answers-noca.txt" /puppet/v3/ "CA disabled"
echo "recorded in $here"
