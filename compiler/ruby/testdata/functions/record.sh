#!/bin/sh
# Records Puppet 7.23's result of each call in cases.txt with the Debian
# modules: cases.txt -> expected.txt, one line per case, "OK <value as
# String(v, '%p')>, newlines written as \n" or "ERR <Puppet's error
# message>". All calls go in one manifest; when one fails, its error is
# recorded and the rest rerun (puppet apply takes long to start here: facts).
# printf, not echo: dash's echo would turn the \n of a value into a newline.
# Needs the puppet and puppet-module-puppetlabs-stdlib packages.
set -e
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
grep -v '^#' cases.txt | grep -v '^$' | sed 's/^[^ ]* //' > "$tmp/calls"
n=$(wc -l < "$tmp/calls")
i=1
while [ "$i" -le "$n" ]; do : > "$tmp/r$i"; i=$((i+1)); done
pending=$(seq 1 "$n")
while [ -n "$pending" ]; do
	: > "$tmp/site.pp"
	for i in $pending; do
		call=$(sed -n "${i}p" "$tmp/calls")
		printf 'notice("CASE %s: ${regsubst(String(%s, %s), %s, %s, %s)}")\n' "$i" "$call" "'%p'" "'\\n'" "'\\\\n'" "'G'" >> "$tmp/site.pp"
	done
	out=$(puppet apply --modulepath=/usr/share/puppet/modules --color=false "$tmp/site.pp" 2>&1 || true)
	printf "%s\n" "$out" | sed -n 's/^Notice: Scope(Class\[main\]): CASE \([0-9]*\): /\1 /p' | while read -r k v; do
		printf "OK %s\n" "$v" > "$tmp/r$k"
	done
	# the manifest's error (Facter may log errors of its own)
	err=$(printf "%s\n" "$out" | grep '^Error: ' | grep 'site\.pp, line: ' | head -1 | sed 's/^Error: //')
	rest=""
	if [ -n "$err" ]; then
		line=$(printf "%s\n" "$err" | sed -n 's/.*site\.pp, line: \([0-9]*\).*/\1/p')
		[ -n "$line" ] || break
		failed=$(printf "%s\n" "$pending" | sed -n "${line}p")
		printf "ERR %s\n" "$err" | sed "s|$tmp/site.pp|site.pp|g" > "$tmp/r$failed"
		rest=$(printf "%s\n" "$pending" | sed -n "$((line+1)),\$p")
	fi
	pending=$rest
done
i=1
: > expected.txt
while [ "$i" -le "$n" ]; do cat "$tmp/r$i" >> expected.txt; i=$((i+1)); done
