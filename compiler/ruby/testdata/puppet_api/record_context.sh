#!/bin/sh
# record_context.sh: records the names Puppet 7.23 binds in its context
# (what Puppet.lookup finds) while a catalog compiles, as the golden
# oracle compiles (compiler/golden/tools/oracle_compile.rb), into
# context_keys.txt: "name value" for plain data, "name object Class"
# for the others. Punch's Puppet.lookup answers from it
# (compiler/ruby/puppetapi_context.go). Needs Debian's puppet 7.23.
set -e
here=$(cd "$(dirname "$0")" && pwd)
tools=$here/../../../golden/tools
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$tools/mkenv.sh" "$here/context_case" "$tmp/layout" >/dev/null
mkdir -p "$tmp/out"
(cd "$tmp/layout/envs/production" && ruby "$tools/oracle_compile.rb" --environmentpath "$tmp/layout/envs" \
	--environment production --node web01.example.com --facts "$here/../../../golden/facts/debian12.json" --out "$tmp/out")
{
	echo "# Puppet $(puppet --version): written by record_context.sh, do not edit"
	sed -n 's/^Notice: Scope(Class\[main\]): //p' "$tmp/out/log.txt"
} > "$here/context_keys.txt"
