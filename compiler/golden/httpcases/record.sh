#!/bin/bash
# record.sh [NAME...] : record the expected files of the HTTP cases (httpcases/NAME, all without a
# name) with Puppet 7.23 while the fixture server (httpcases/server, served by cmd/tools/httpfixture)
# listens on a free port. Each case is copied with @HTTP_FIXTURE@ replaced by the server's address
# (127.0.0.1:PORT), compiled by tools/gen_expected.sh, and its expected files are copied back with the
# address written @HTTP_FIXTURE@ again. TestGoldenHTTP compiles the cases with Punch the same way.
set -e
here=$(cd "$(dirname "$0")" && pwd)
golden=$(dirname "$here")
root=$(cd "$golden/../.." && pwd)
tmp=$(mktemp -d /tmp/httpcases.XXXXXX)
(cd "$root" && go build -o "$tmp/httpfixture" ./cmd/tools/httpfixture)
"$tmp/httpfixture" -dir "$here/server" -addr-file "$tmp/addr" &
pid=$!
trap 'kill $pid; rm -rf "$tmp"' EXIT
while [ ! -s "$tmp/addr" ]; do sleep 0.1; done
addr=$(cat "$tmp/addr")
if [ $# -gt 0 ]; then names="$*"; else names=$(cd "$here" && ls -d */ | tr -d / | grep -vx server); fi
for n in $names; do
  rm -rf "${tmp:?}/$n"
  cp -r "$here/$n" "$tmp/$n"
  rm -f "$tmp/$n"/expected*
  grep -rl '@HTTP_FIXTURE@' "$tmp/$n" | xargs -r sed -i "s/@HTTP_FIXTURE@/$addr/g"
  "$golden/tools/gen_expected.sh" "$tmp/$n"
  for f in expected.json expected_error.txt expected_log.txt expected_issue.txt; do
    rm -f "$here/$n/$f"
    [ -f "$tmp/$n/$f" ] && sed "s/$addr/@HTTP_FIXTURE@/g" "$tmp/$n/$f" > "$here/$n/$f"
  done
done
