#!/bin/sh
# Records Puppet's verdict on every broken input in this folder: runs
# `puppet parser validate` (Puppet 7.23) once per file and writes
# expected.txt as "FILE<TAB>LINE<TAB>COLUMN<TAB>MESSAGE" (LINE and COLUMN
# are empty when Puppet gives none). Never produced by Punch.
set -u
cd "$(dirname "$0")"
out=expected.txt
: > "$out"
for f in *.pp; do
	msg=$(puppet parser validate --color=false "$PWD/$f" 2>&1 | grep -m1 '^Error:' )
	msg=${msg#Error: }
	msg=${msg#Could not parse for environment production: }
	line=$(printf '%s' "$msg" | sed -n 's/.*line: \([0-9]*\).*/\1/p')
	col=$(printf '%s' "$msg" | sed -n 's/.*column: \([0-9]*\).*/\1/p')
	text=$(printf '%s' "$msg" | sed 's/ (file: [^)]*)$//; s/ (file: .*, line: [0-9]*, column: [0-9]*)$//')
	printf '%s\t%s\t%s\t%s\n' "$f" "$line" "$col" "$text" >> "$out"
done
