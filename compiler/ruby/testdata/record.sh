#!/bin/sh
# Records what Ruby 3.1 (/usr/bin/ruby, Debian 12) prints for each oracle
# script: testdata/oracle/NAME.rb -> testdata/oracle/NAME.out. The test
# (TestOracle) runs the same scripts in Punch's runtime and compares.
# Usage: testdata/record.sh [NAME...]
set -e
cd "$(dirname "$0")/oracle"
ruby -e 'exit(RUBY_VERSION.start_with?("3.1.") ? 0 : 1)' || { echo "needs Ruby 3.1" >&2; exit 1; }
if [ $# -eq 0 ]; then set -- $(ls *.rb | sed 's/\.rb$//'); fi
for n in "$@"; do
	ruby --disable=did_you_mean,error_highlight "$n.rb" > "$n.out" 2>&1 || true
done
