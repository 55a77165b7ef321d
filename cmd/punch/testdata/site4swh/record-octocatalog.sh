#!/bin/bash
# record-octocatalog.sh: records what Debian's octocatalog-diff 2.1.0 reports
# for each node between v1 and v2, two commits of a control repository made
# of SoftwareHeritage/puppet-swh-site's own functions (v1: inline_yaml took
# only a Hash; v2: it takes lists too, a list config is added, the storage
# config changed), into octocatalog/NODE.json and NODE.status, for
# TestDiffSite4AsOctocatalog. octocatalog-diff 2.1.0 crashes on a change
# holding a hash ("tried to create Proc object without a block"): as
# testdata/diffrepo/record-octocatalog.sh does, the report is then its
# comparison of the two catalogs Puppet 7.23 compiled, and the status "crash".
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
out=${OCD_OUT:-$here/octocatalog}
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for f in facts/*.json; do
	n=$(basename "$f" .json)
	rc=0
	octocatalog-diff --bootstrapped-from-dir "$here/v1" --bootstrapped-to-dir "$here/v2" \
		--fact-file "$here/$f" -n "$n" --puppet-binary "$(command -v puppet)" \
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
	[ -s "$tmp/$n.json" ] || { echo "$n: octocatalog-diff wrote no report:" >&2; cat "$tmp/$n.log" >&2; exit 1; }
	cp "$tmp/$n.json" "$out/$n.json"
done
