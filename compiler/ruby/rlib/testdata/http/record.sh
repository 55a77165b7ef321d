#!/bin/sh
# record.sh: run the scripts of this directory with Ruby 3.1 (/usr/bin/ruby) against the fixture
# server (server/, served by cmd/tools/httpfixture on a free port) and write what Ruby printed to
# NAME.out, the server's address replaced by ADDR. TestNetHTTPScripts compares Punch's output.
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../../.." && pwd)
tmp=$(mktemp -d /tmp/nethttp-record.XXXXXX)
(cd "$root" && go build -o "$tmp/httpfixture" ./cmd/tools/httpfixture)
"$tmp/httpfixture" -dir "$here/server" -addr-file "$tmp/addr" &
pid=$!
trap 'kill $pid; rm -rf "$tmp"' EXIT
while [ ! -s "$tmp/addr" ]; do sleep 0.1; done
addr=$(cat "$tmp/addr")
for f in "$here"/*.rb; do
  out=${f%.rb}.out
  (cd "$tmp" && HTTP_FIXTURE=$addr /usr/bin/ruby "$f") 2>&1 | sed "s/$addr/ADDR/g" > "$out"
  echo "recorded $(basename "$out")"
done
