#!/bin/sh
# Re-records testdata/oracle.json with the Puppet 7 installed on this machine.
set -e
cd "$(dirname "$0")"
exec ruby oracle.rb
