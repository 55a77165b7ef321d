#!/bin/sh
# Records expected.json with Puppet 7.23 (Debian's puppet package).
cd "$(dirname "$0")" && ruby record.rb > expected.json && echo "recorded $(pwd)/expected.json"
