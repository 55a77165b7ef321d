#!/bin/sh
# gen_pcore.sh MODULEPATH OUTDIR
# Runs Puppet's own `puppet generate types` over the modules in MODULEPATH (a directory of
# modules) and copies the pcore files it writes (.resource_types/*.pp) into OUTDIR. Lines that
# are only comments (the types' documentation) are dropped to keep the test data small, except
# in the files named in KEEP, which stay exactly as Puppet wrote them.
set -eu
modulepath=$(cd "$1" && pwd)
out=$2
KEEP="alternative_entry.pp file_line.pp keystone_user_role.pp"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/envs/oracle/manifests"
puppet generate types --environmentpath "$tmp/envs" --environment oracle \
  --basemodulepath "$modulepath" --vendormoduledir "$tmp/none" \
  --codedir "$tmp" --confdir "$tmp" --vardir "$tmp/var" --logdir "$tmp/log" >"$tmp/log.txt" 2>&1 || true
grep -i error "$tmp/log.txt" | sed 's/\x1b\[[0-9;]*m//g' >&2 || true
mkdir -p "$out"
rm -f "$out"/*.pp
for f in "$tmp/envs/oracle/.resource_types"/*.pp; do
  b=$(basename "$f")
  case " $KEEP " in
    *" $b "*) cp "$f" "$out/$b" ;;
    *) grep -v '^[[:space:]]*#' "$f" > "$out/$b" ;;
  esac
done
ls "$out" | wc -l
