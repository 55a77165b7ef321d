#!/bin/bash
# Records Puppet Server 7.9.5's answers to an agent's conversation and to malformed requests
# (requests.yaml) into puppetserver.json: the oracle of TestAgentConversationMatchesPuppetServer.
# The code is the server tests' (helpers_test.go): the example environment as production, plus
# broken, exported and staging. Stock conf.d (Debian's puppetserver) with private directories and
# port; agents agent1.example.com and agent2.example.com; server certname puppet.test. Run as root
# after `apt-get install puppetserver` (a JVM starts: about two minutes):
#   bash api/server/testdata/agentconv/record.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../.." && pwd)
P=$(mktemp -d /tmp/psagentconv.XXXX)
PORT=${PORT:-18419}
. "$root/api/auth/testdata/private-puppetserver.sh"
cat >"$P/puppet/puppet.conf" <<CONF
[main]
ssldir = $P/ssl
[server]
cadir = $P/ca
certname = puppet.test
dns_alt_names = puppet.test,localhost
autosign = true
CONF
E=$P/code/environments
rm -rf "$E/production"
cp -r "$root/environments/examples/environments/production" "$E/production"
# testEnvs of helpers_test.go
mkdir -p "$E"/{broken,exported,staging}/manifests
printf "notice('before')\nfail('boom')\n" >"$E/broken/manifests/site.pp"
printf "@@file { '/tmp/punch-exported': ensure => file }\nfile { '/tmp/punch-plain': ensure => file }\nnotice('hello from exported')\nwarning('careful')\n" >"$E/exported/manifests/site.pp"
printf "class staging_role(String \$msg = 'default') {\n  notify { \"staging \${msg} for \${trusted['certname']}\": }\n}\n" >"$E/staging/manifests/site.pp"
java -Xmx1g -Djruby.lib=/usr/share/jruby/lib -jar /usr/share/puppetserver/puppetserver.jar \
	--config "$P/conf.d" --bootstrap-config "$P/services.d" >"$P/server.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 300); do
	curl -sk "https://127.0.0.1:$PORT/status/v1/simple" >/dev/null 2>&1 && break
	sleep 1
done
for c in agent1.example.com agent2.example.com; do
	puppet ssl bootstrap --server localhost --serverport "$PORT" --certname "$c" \
		--confdir "$P/agent" --vardir "$P/agentvar" --ssldir "$P/agentssl" >/dev/null
done
ruby "$here/record.rb" "https://localhost:$PORT" "$P/code" "$P/ssl" "$P/agentssl" "$here/puppetserver.json"
