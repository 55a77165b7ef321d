#!/bin/sh
# Re-records the expected values of the tests from Puppet 7 installed on
# this machine: oracle.json (every case of cases/*.cases). Ruby's Random
# sequences are compiler/util/rubyrand's (testdata/mt.rb there).
set -e
cd "$(dirname "$0")"
exec ruby oracle.rb
