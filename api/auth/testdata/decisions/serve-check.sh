#!/bin/bash
# A user's check of the stock auth.conf, end to end: a real punch serve with
# Debian's puppetserver conf.d copied unchanged but for the port and host,
# asked every request Puppet Server 7.9.5 answered (puppetserver.txt, by
# record.sh) with curl and the same kinds of client certificates; prints the
# requests whose decision (403 or not) differs. The 9 requests Puppet Server
# routes before authorizing (TestStockAuthConfMatchesPuppetServer's
# routedBefore, docs/server.md) are expected to differ.
#   make build && bash api/auth/testdata/decisions/serve-check.sh
set -eu
M=$(cd "$(dirname "$0")" && pwd)
P=$(mktemp -d /tmp/punch-stock.XXXX); mkdir -p $P/env/production/manifests $P/puppet
cp -r /etc/puppet/puppetserver/conf.d $P/
sed -i 's/ssl-port: 8140/ssl-port: 18451/; s/ssl-host: 0.0.0.0/ssl-host: 127.0.0.1/' $P/conf.d/webserver.conf
diff -r /etc/puppet/puppetserver/conf.d $P/conf.d >/dev/null || true  # only the port and host differ
echo 'node default { notify { "ok": } }' > $P/env/production/manifests/site.pp
PUNCH=${PUNCH:-bin/punch}
$PUNCH serve --puppetserver_confdir $P/conf.d --confdir $P/puppet --environmentpath $P/env --ssldir $P/ssl --cadir $P/ssl/ca \
  --vardir $P/var --certname psauth.test --dns_alt_names psauth.test,localhost --autosign true --codedir $P/env >$P/serve.log 2>&1 &
pid=$!
trap 'kill $pid; rm -rf $P' EXIT
for i in $(seq 120); do curl -sk https://127.0.0.1:18451/status/v1/simple 2>/dev/null | grep -q running && break; sleep 1; done
$PUNCH ca generate --ssldir $P/ssl --cadir $P/ssl/ca --certname agent1.test,agent2.test
S=$P/ssl
same=0; diffs=0
while read -r client method path code; do
  case $client in \#*|"") continue;; esac
  args=(-sk -o /dev/null -w '%{http_code}' --cacert "$S/certs/ca.pem")
  if [ "$method" = HEAD ]; then args+=(-I); else args+=(-X "$method"); fi
  case $client in
    agent) args+=(--cert "$S/certs/agent1.test.pem" --key "$S/private_keys/agent1.test.pem") ;;
    other) args+=(--cert "$S/certs/agent2.test.pem" --key "$S/private_keys/agent2.test.pem") ;;
    server) args+=(--cert "$S/certs/psauth.test.pem" --key "$S/private_keys/psauth.test.pem") ;;
  esac
  case $method in PUT|POST) args+=(-H 'Content-Type: application/json' --data '{}') ;; esac
  got=$(curl "${args[@]}" "https://localhost:18451$path" || true)
  pd=$([ "$code" = 403 ] && echo deny || echo allow); gd=$([ "$got" = 403 ] && echo deny || echo allow)
  if [ "$pd" = "$gd" ]; then same=$((same+1)); else diffs=$((diffs+1)); echo "DIFF $client $method $path puppetserver=$code punch=$got"; fi
done < $M/puppetserver.txt
echo "same decision: $same, different: $diffs"
