#!/bin/bash
# Prints, for each request compare.sh asked, Puppet Server's and Punch's status,
# Content-Type and (when they differ) the bodies, JSON sorted by key.
# Usage: bash cmd/tools/site4/diff.sh OUTDIR
set -uo pipefail
OUT=${1:?}
norm() { # FILE: JSON sorted by key, else the text
	if jq -S . "$1" >/dev/null 2>&1; then jq -S . "$1"; else cat "$1"; fi
}
for r in "$OUT"/puppetserver/*.req; do
	n=$(basename "$r" .req)
	a=$OUT/puppetserver/$n b=$OUT/punch/$n
	read -r client method path code <"$r"
	code2=$(awk '{print $4}' "$b.req" 2>/dev/null)
	ct1=$(grep -i '^content-type:' "$a.headers" | tr -d '\r' | cut -d' ' -f2-)
	ct2=$(grep -i '^content-type:' "$b.headers" 2>/dev/null | tr -d '\r' | cut -d' ' -f2-)
	mark="  "
	if [ "$code" != "$code2" ] || [ "$ct1" != "$ct2" ] || ! cmp -s <(norm "$a.body") <(norm "$b.body"); then mark="!!"; fi
	echo "$mark $n $client $method $path: puppetserver $code [$ct1] punch $code2 [$ct2]"
	if [ "$mark" = "!!" ] && [ "${BODIES:-1}" = 1 ]; then
		diff <(norm "$a.body" | head -c 3000) <(norm "$b.body" | head -c 3000) | head -${LINES_MAX:-12} | sed 's/^/     /'
	fi
done
