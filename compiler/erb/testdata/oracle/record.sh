#!/bin/sh
# Re-records the ERB oracle: compiles each manifests/NAME.pp with Puppet 7.23 (Debian package
# `puppet` and the puppet-module-* packages) and writes NAME.json next to this script.
# Usage: compiler/erb/testdata/oracle/record.sh [NAME...]
set -eu
cd "$(dirname "$0")"
if [ $# -eq 0 ]; then set -- $(ls manifests | sed 's/\.pp$//'); fi
for n in "$@"; do
  ruby record.rb "manifests/$n.pp" "$n.json" 2>&1 | grep -E "Error:|renders$" | head -2
done
