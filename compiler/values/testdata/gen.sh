#!/bin/sh
# gen.sh [CASEFILE...]: (re)compute the expected results of the value/type cases with Puppet 7.23.
# Each testdata/cases/NAME.txt becomes testdata/expected/NAME.txt: the same lines, each followed by
# a tab and "=> result" (what Puppet logged) or "!! error" (Puppet's error), as JSON strings.
# Case files are processed in parallel, one Puppet process each.
set -eu
cd "$(dirname "$0")"
mkdir -p expected
[ $# -eq 0 ] && set -- cases/*.txt
for c in "$@"; do
  echo "$c"
done | xargs -P 8 -I{} sh -c 'ruby oracle.rb gen "{}" "expected/$(basename "{}")" && echo "expected/$(basename "{}")"'
# The function calls that functions/dispatch_test.go checks Dispatch with.
ruby oracle.rb gen calls/calls.txt calls/calls.expected && echo calls/calls.expected
