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
# compiler/util/regexp2 is a fork of a dependency (github.com/dlclark/regexp2,
# docs/engineering.md "Dependencies"): upstream's code, not the project's, left
# out as generated code is. Its own changes are listed in its README.md.
rm -rf compiler/util/regexp2
git init -q . && git add -A >/dev/null 2>&1
echo "$rev code: $(duplicates --seconds 600 --most 1 | head -1)"
# The second figure: `duplicates` passes over import lines ("import x"), but
# not the lines inside a Go import block ("import (" ... ")"), so two files
# that import the same six packages count as a pair of repeated code. Each
# block is written as one "import x" line per package (the same imports) and
# counted again. Both figures are reported (issue 11's notes say which).
find . -name '*.go' -print0 | xargs -0 -r perl -0pi -e '
  s{^import \(\n(.*?)^\)\n}{join "", map { "import $_\n" } grep { !/^\/\// } map { s/^\s+//r } grep { /\S/ } split /\n/, $1}gmse'
git add -A >/dev/null 2>&1
echo "$rev code, Go import blocks as import lines: $(duplicates --seconds 600 --most 1 | head -1)"
