#!/bin/sh
# Records what Ruby 3.1 (Debian 12's /usr/bin/ruby) prints for stringio.rb;
# stringio_test.go runs the same script through Punch's runtime and compares.
# Ruby gets StringIO as Puppet 7.23 has it (loaded before module code).
set -eu
cd "$(dirname "$0")"
/usr/bin/ruby -rstringio stringio.rb >stringio.out 2>&1
