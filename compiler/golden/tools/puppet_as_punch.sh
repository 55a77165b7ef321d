#!/bin/bash
# puppet_as_punch.sh compile --environmentpath DIR --environment NAME --node NAME --facts FILE
#                    [--node_terminus exec --external_nodes CMD] [--hiera_config FILE]
# Behaves like `punch compile` but asks Puppet 7.23: the catalog on stdout, Puppet's log lines and
# error on stderr, non-zero exit on failure. Used to check the golden suite against Puppet itself:
#   PUNCH_GOLDEN_BIN=$PWD/compiler/golden/tools/puppet_as_punch.sh go test ./compiler/golden
here=$(cd "$(dirname "$0")" && pwd)
[ "$1" = compile ] || { echo "puppet_as_punch.sh: only 'compile' is supported" >&2; exit 2; }
shift
args=()
while [ $# -gt 0 ]; do
  case $1 in
    --node_terminus) shift 2 ;;  # the oracle uses exec whenever --external_nodes is given
    *) args+=("$1"); shift ;;
  esac
done
out=$(mktemp -d)
ruby "$here/oracle_compile.rb" "${args[@]}" --out "$out" >/dev/null 2>"$out/oracle.err"
st=$?
cat "$out/log.txt" >&2 2>/dev/null
if [ $st -eq 0 ]; then cat "$out/catalog.json"; else cat "$out/error.txt" "$out/oracle.err" >&2 2>/dev/null; fi
rm -rf "$out"
exit $st
