#!/bin/sh
# Re-records the expected values of the tests from Puppet 7 and Ruby
# installed on this machine: oracle.json (every case of cases/*.cases) and
# mt.json (Ruby's Random sequences).
set -e
cd "$(dirname "$0")"
ruby mt.rb
exec ruby oracle.rb
