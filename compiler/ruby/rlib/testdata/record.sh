#!/bin/sh
# Re-records the expected outputs of compiler/ruby/rlib's tests with the
# real Ruby (Debian 12's /usr/bin/ruby 3.1.2). Pass case file names
# (testdata/cases/NAME.rb) to record only those.
set -eu
cd "$(dirname "$0")"
exec /usr/bin/ruby record.rb "$@"
