#!/bin/bash
# lookup.sh: runs each command of lookups.txt with Puppet 7.23's `puppet lookup` on a site laid
# out by site.sh (in a new directory; PORT only names the conf.d's port) and records its standard
# output, standard error (Error/Warning lines, the site's directory written /SITE) and exit status
# into puppetserver/lookup/. No server runs: puppet lookup reads the files as Puppet Server would.
#   bash cmd/tools/site7/lookup.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
export P=${P:-$(mktemp -d /tmp/site7l.XXXX)} PORT=${PORT:-18740}
[ -f "$P/puppet/puppet.conf" ] || . "$here/site.sh"
B=$here/bodies
out=$here/puppetserver/lookup
rm -rf "$out" && mkdir -p "$out"
grep -v '^#' "$here/lookups.txt" | while read -r id args; do
	[ -n "$id" ] || continue
	args=${args//\$P/$P}
	args=${args//\$B/$B}
	rc=0
	# shellcheck disable=SC2086
	puppet lookup $args --confdir "$P/puppet" --codedir "$P/code" --color false >"$out/$id.out" 2>"$out/$id.err.raw" || rc=$?
	echo "$rc" >"$out/$id.status"
	grep '^Error\|^Warning' "$out/$id.err.raw" | grep -v Facter | sed "s#$P/#/SITE/#g" >"$out/$id.err" || true
	sed -i "s#$P/#/SITE/#g" "$out/$id.out"
	rm -f "$out/$id.err.raw"
	echo "$id: exit $rc"
done
