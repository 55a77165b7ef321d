#!/bin/bash
# Records Puppet Server 7.9.5's answers (status codes) to requests.txt with
# its stock conf.d plus whitelist.conf (the deprecated client-whitelist and
# authorization-required settings of certificate-authority.certificate-status
# and puppet-admin, which Puppet Server 7 still obeys before auth.conf) into
# puppetserver.txt: the oracle of TestClientWhitelistsMatchPuppetServer. Run
# as root after `apt-get install puppetserver` (a JVM starts: about two
# minutes):
#   bash api/auth/testdata/whitelist/record.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
P=$(mktemp -d /tmp/pswl.XXXX)
PORT=${PORT:-18345}
. "$here/../private-puppetserver.sh"
cp "$here/whitelist.conf" "$P/conf.d/whitelist.conf"
cat >"$P/puppet/puppet.conf" <<CONF
[main]
ssldir = $P/ssl
[server]
cadir = $P/ca
certname = psauth.test
dns_alt_names = psauth.test,localhost
autosign = true
CONF
java -Xmx1g -Djruby.lib=/usr/share/jruby/lib -jar /usr/share/puppetserver/puppetserver.jar \
	--config "$P/conf.d" --bootstrap-config "$P/services.d" >"$P/server.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -rf "$P"' EXIT
for _ in $(seq 300); do
	curl -sk "https://127.0.0.1:$PORT/status/v1/simple" >/dev/null 2>&1 && break
	sleep 1
done
for c in agent1.test agent2.test; do
	puppet ssl bootstrap --server localhost --serverport "$PORT" --certname "$c" \
		--confdir "$P/agent" --vardir "$P/agentvar" --ssldir "$P/agentssl" >/dev/null
done
S=$P/agentssl
out=$here/puppetserver.txt
{
	echo "# Puppet Server $(dpkg-query -W -f='${Version}' puppetserver), stock conf.d + whitelist.conf: CLIENT METHOD PATH STATUS (record.sh)"
	grep -v '^#' "$here/requests.txt" | while read -r client method path; do
		[ -n "$client" ] || continue
		args=(-sk -o /dev/null -w '%{http_code}' --cacert "$S/certs/ca.pem" -X "$method")
		case $client in
		agent) args+=(--cert "$S/certs/agent1.test.pem" --key "$S/private_keys/agent1.test.pem") ;;
		other) args+=(--cert "$S/certs/agent2.test.pem" --key "$S/private_keys/agent2.test.pem") ;;
		server) args+=(--cert "$P/ssl/certs/psauth.test.pem" --key "$P/ssl/private_keys/psauth.test.pem") ;;
		esac
		case $method in PUT | POST) args+=(-H 'Content-Type: application/json' --data '{"desired_state":"signed"}') ;; esac
		code=$(curl "${args[@]}" "https://localhost:$PORT$path" || true)
		echo "$client $method $path $code"
	done
} >"$out"
echo "recorded $(grep -vc '^#' "$out") answers in $out"
