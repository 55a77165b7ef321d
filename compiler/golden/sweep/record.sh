#!/bin/bash
# record.sh: re-record the module sweep's expected outcomes with Puppet 7.23 (Debian's puppet and
# puppet-module-* packages): every class of the modules compiled as the only class of a node
# classified by an ENC, and every function call Puppet made doing so (record/record.rb, one Ruby
# process). Writes testdata/{catalogs.jsonl.gz,calls.jsonl.gz,meta.json}.
#
#   compiler/golden/sweep/record.sh                 record everything (about 3 minutes of CPU;
#                                                   8 to 22 minutes on a busy 2-CPU machine)
#   compiler/golden/sweep/record.sh --check [N]     then check N sample classes (default 20) against
#                                                   cold compiles, one process each (check_cold.rb)
#   MODULES=/other/modules compiler/golden/sweep/record.sh
set -eo pipefail
here=$(cd "$(dirname "$0")" && pwd)
golden=$(dirname "$here")
modules=${MODULES:-/usr/share/puppet/modules}
facts=$golden/facts/debian12.json
node=web01.example.com
command -v puppet >/dev/null || { echo "record.sh: needs Debian's puppet package (apt-get install puppet puppet-module-*)" >&2; exit 1; }
[ -d "$modules" ] || { echo "record.sh: no module directory $modules" >&2; exit 1; }

tmp=$(mktemp -d /tmp/sweep-record.XXXXXXXX)
trap 'rm -rf "$tmp"' EXIT
# The sweep environment, laid out as the golden suite lays out a case (its modulepath file names
# the module directory).
mkdir "$tmp/case"
cp "$here/env/site.pp" "$tmp/case/site.pp"
echo "$modules" > "$tmp/case/modulepath"
"$golden/tools/mkenv.sh" "$tmp/case" "$tmp/lay"
start=$(date +%s)
(cd "$tmp/lay/envs/production" && ruby "$here/record/record.rb" --environmentpath "$tmp/lay/envs" \
  --environment production --node "$node" --facts "$facts" --modules "$modules" --out "$tmp/out")
end=$(date +%s)
gzip -n -9 < "$tmp/out/catalogs.jsonl" > "$here/testdata/catalogs.jsonl.gz"
gzip -n -9 < "$tmp/out/calls.jsonl" > "$here/testdata/calls.jsonl.gz"
cp "$tmp/out/meta.json" "$here/testdata/meta.json"
echo "record.sh: recorded in $((end - start))s; $(du -ch "$here"/testdata/*.gz | tail -1 | cut -f1) compressed"
if [ "$1" = "--check" ]; then
  ruby "$here/record/check_cold.rb" --recording "$here/testdata" --facts "$facts" --sample "${2:-20}"
fi
