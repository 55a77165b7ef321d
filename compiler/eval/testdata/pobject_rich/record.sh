#!/bin/sh
# Records expected.json with Puppet 7.23 (Debian's puppet package), with the
# rich data recorder of ../rich (it compiles the site.pp beside it).
cd "$(dirname "$0")" || exit 1
tmp=$(mktemp -d) && cp ../rich/record.rb site.pp "$tmp/" && ruby "$tmp/record.rb" > expected.json && echo "recorded $(pwd)/expected.json"
rm -rf "$tmp"
