#!/bin/sh
# record.sh: run the scripts of this directory with Ruby 3.1 (/usr/bin/ruby) against the fixture server
# (../http/server) serving HTTPS (cmd/tools/httpfixture -tls-dir: a throwaway authority's certificate in
# HTTP_FIXTURE_CA) and write what Ruby printed to NAME.out, the address replaced by ADDR.
# TestNetHTTPSScripts compares Punch's output.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../../.." && pwd)
tmp=$(mktemp -d /tmp/nethttps-record.XXXXXX)
(cd "$root" && go build -o "$tmp/httpfixture" ./cmd/tools/httpfixture)
"$tmp/httpfixture" -dir "$here/../http/server" -addr-file "$tmp/addr" -tls-dir "$tmp" &
pid=$!
trap 'kill $pid; rm -rf "$tmp"' EXIT
while [ ! -s "$tmp/addr" ]; do sleep 0.1; done
addr=$(cat "$tmp/addr")
for f in "$here"/*.rb; do
  out=${f%.rb}.out
  (cd "$tmp" && HTTP_FIXTURE=$addr HTTP_FIXTURE_CA=$tmp/ca.pem /usr/bin/ruby "$f") 2>&1 | sed "s/$addr/ADDR/g" > "$out"
  echo "recorded $(basename "$out")"
done
