#!/bin/sh
# Records what the real Ruby prints for each testdata/scripts/*.rb (the
# end-to-end tests of the bindings, run through Punch's runtime by
# bind_test.go). Ruby runs them with the libraries Puppet 7.23 has loaded
# before module code runs (measured: see docs/ruby.md), so the scripts use
# them without require, as module code does (resolv, delegate and tsort too: Puppet has them loaded). ../show.rb (show) is loaded
# before each, as bind_test.go does.
set -eu
cd "$(dirname "$0")/scripts"
for f in ${1:-*.rb}; do
	/usr/bin/ruby --disable=did_you_mean,error_highlight -ryaml -rjson -rset -ripaddr -rdigest -rdigest/md5 -rdigest/sha1 -rdigest/sha2 -rbase64 \
		-ruri -rzlib -ropenssl -rcgi -rerb -rsecurerandom -rdate -rtime -rresolv -rstrscan -rostruct -rdelegate -rtsort -r../show.rb "$f" >"${f%.rb}.out" 2>&1 || true
	echo "$f: $(wc -l <"${f%.rb}.out") lines"
done
