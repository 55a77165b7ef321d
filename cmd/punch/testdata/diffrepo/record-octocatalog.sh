#!/bin/bash
# record-octocatalog.sh [NODE...]
#
# Records what Debian's octocatalog-diff 2.1.0 reports for each node of the
# test control repository (make.sh): it compiles v1 and v2 with Puppet
# 7.23 (--bootstrapped-from-dir v1 --bootstrapped-to-dir v2, the node's
# facts file) and writes octocatalog/NODE.json, its JSON report, and
# octocatalog/NODE.status, its exit status. octocatalog-diff 2.1.0 crashes
# (Ruby 3: "tried to create Proc object without a block", in its
# compilation-directory filter) on a node whose changes hold an array or
# hash value; for such a node the status file says "crash" and NODE.json
# is instead octocatalog-diff's report on the two catalogs Puppet compiled
# (saved with --from-save-catalog/--to-save-catalog and compared again with
# --from-catalog/--to-catalog, which skips that filter; the content of
# files behind source => is already in them).
#
# OCD_OUT=DIR writes the reports there instead (the live run of the test).
#
# (-o comes before --output-format: octocatalog-diff's -o sets the format
# back to text.)
#
# Needs octocatalog-diff and puppet (.ci/install.d/octocatalog-diff.sh).
# Several minutes: Puppet starts twice per node.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
out=${OCD_OUT:-$here/octocatalog}
mkdir -p "$out"
nodes=("$@")
if [ ${#nodes[@]} -eq 0 ]; then
	for f in facts/*.json; do nodes+=("$(basename "$f" .json)"); done
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
record() {
	local n=$1 rc=0
	octocatalog-diff --bootstrapped-from-dir "$here/v1" --bootstrapped-to-dir "$here/v2" \
		--fact-file "$here/facts/$n.json" -n "$n" --puppet-binary "$(command -v puppet)" \
		-o "$tmp/$n.json" --output-format json \
		--from-save-catalog "$tmp/$n.from.json" --to-save-catalog "$tmp/$n.to.json" \
		>"$tmp/$n.log" 2>&1 || rc=$?
	if grep -q "tried to create Proc object without a block" "$tmp/$n.log"; then
		octocatalog-diff --from-catalog "$tmp/$n.from.json" --to-catalog "$tmp/$n.to.json" -n "$n" \
			-o "$tmp/$n.json" --output-format json >>"$tmp/$n.log" 2>&1 || true
		echo crash >"$out/$n.status"
	else
		echo "$rc" >"$out/$n.status"
	fi
	if [ ! -s "$tmp/$n.json" ]; then
		echo "$n: octocatalog-diff wrote no report:" >&2
		grep -v '^[[:space:]]*from ' "$tmp/$n.log" | tail -20 >&2
		rm -f "$out/$n.status"
		return 1
	fi
	ruby -rjson -e 'puts JSON.pretty_generate(JSON.parse(File.read(ARGV[0])))' "$tmp/$n.json" >"$out/$n.json"
	echo "$n: $(cat "$out/$n.status")"
}
pids=()
for n in "${nodes[@]}"; do
	record "$n" &
	pids+=($!)
done
rc=0
for p in "${pids[@]}"; do
	wait "$p" || rc=1
done
exit $rc
