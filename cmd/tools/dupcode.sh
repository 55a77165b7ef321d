#!/bin/bash
# dupcode.sh [REV]: the `duplicates` count (issue 11) over the code at REV
# (default HEAD) without recorded data: testdata/ folders, golden cases
# (Puppet's output and copies of real modules; the HTTP cases' folders
# too, with the canned answers of their server, not their record.sh),
# ANTLR's generated parser and *_gen.go files. Run in the repository;
# needs the duplicates tool.
set -e
rev=${1:-HEAD}
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
git archive "$rev" | tar x -C "$d"
cd "$d"
find . -type d -name testdata -prune -exec rm -rf {} +
rm -rf compiler/golden/cases parser/internal/gen
find compiler/golden/httpcases -mindepth 1 -maxdepth 1 -type d -exec rm -rf {} +
find . -name '*_gen.go' -delete
git init -q . && git add -A >/dev/null 2>&1
echo "$rev code: $(duplicates --seconds 600 --most 1 | head -1)"
