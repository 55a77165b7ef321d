#!/bin/bash
# Records what Puppet 7.23 prints for every input of this folder, as
# NAME.out next to NAME.pp / NAME.epp: `puppet parser validate` for a
# manifest, `puppet epp validate` for a template, colors off, the folder's
# path removed from file names, without the lines that only point to the
# command's help ("Try 'puppet help ...'", "Errors while validating epp").
# Never produced by Punch. Run it again after adding or changing an input:
#   ./gen_expected.sh [NAME.pp ...]
set -u
cd "$(dirname "$0")"
files=("$@")
[ ${#files[@]} -eq 0 ] && files=(*.pp *.epp)
for f in "${files[@]}"; do
	if [[ $f == *.epp ]]; then
		out=$(puppet epp validate --color=false "$f" 2>&1)
	else
		out=$(puppet parser validate --color=false "$PWD/$f" 2>&1)
	fi
	printf '%s\n' "$out" | grep -v "^Error: Try 'puppet help \|^Error: Errors while validating epp$" |
		sed "s#$PWD/##g" > "${f%.*}.out"
done
