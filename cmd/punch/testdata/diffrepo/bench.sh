#!/bin/bash
# bench.sh NODES [octocatalog]
#
# Times punch diff on the test control repository grown to NODES nodes
# (make.sh NODES in a temporary directory): wall time, CPU time and peak
# memory (GNU time). With "octocatalog", times Debian's octocatalog-diff on
# the same nodes and code too, one run per node (it takes one facts file
# per run), on the same machine. PUNCH names the punch binary (default:
# punch on PATH). The figures of docs/performance.md come from it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
nodes=${1:?usage: bench.sh NODES [octocatalog]}
punch=${PUNCH:-punch}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
OUT=$dir "$here/make.sh" "$nodes" >/dev/null
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) CPUs"
/usr/bin/time -f "punch diff, $nodes nodes: wall %e s, CPU %U s user + %S s system, peak RSS %M KB" \
	"$punch" diff --old-dir "$dir/v1" --new-dir "$dir/v2" --facts-dir "$dir/facts" --quiet >"$dir/punch.txt" || true
echo "punch diff: $(grep -c '^Catalog of' "$dir/punch.txt") nodes changed"
if [ "${2:-}" = octocatalog ]; then
	export dir
	/usr/bin/time -f "octocatalog-diff, $nodes nodes: wall %e s, CPU %U s user + %S s system, peak RSS %M KB" bash -c '
		for f in "$dir"/facts/*.json; do
			n=$(basename "$f" .json)
			octocatalog-diff --bootstrapped-from-dir "$dir/v1" --bootstrapped-to-dir "$dir/v2" --fact-file "$f" -n "$n" \
				--puppet-binary "$(command -v puppet)" --no-color >"$dir/ocd-$n.txt" 2>&1 || true
		done'
	echo "octocatalog-diff: $(grep -l "Diffs computed" "$dir"/ocd-*.txt | wc -l) nodes compared"
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
