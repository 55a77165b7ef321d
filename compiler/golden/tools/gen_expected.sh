#!/bin/bash
# gen_expected.sh CASE_DIR... : compile each golden case with the reference implementation,
# Puppet 7.23 (Debian package), and write what Puppet produced into the case:
#   expected.json       the catalog, or
#   expected_error.txt  the error Puppet printed when it rejected the case,
#   expected_log.txt    always: the Notice/Warning/... lines Puppet logged during the compile.
#   expected_issue.txt  with expected_error.txt: Puppet's issue code of the error, when it has one.
# A case's run_mode file names Puppet's run mode for the compile (default: user, as puppet apply);
# its puppet.conf holds settings for the compile (read by Puppet from its confdir, by punch compile --config).
# Temp paths are stripped (and Ruby object addresses zeroed): files of environment production appear relative to it
# (manifests/site.pp), anything else relative to the case layout (envs/staging/..., enc.sh).
# Prints one line per case with the compile time Puppet reported.
here=$(cd "$(dirname "$0")" && pwd)
golden=$(dirname "$here")
rc=0
for c in "$@"; do
  c=${c%/}
  if [ ! -f "$c/site.pp" ] && [ ! -d "$c/manifests" ]; then echo "SKIP $c: no site.pp or manifests/"; continue; fi
  tmp=$(mktemp -d /tmp/golden.XXXXXXXX)
  "$here/mkenv.sh" "$c" "$tmp"
  facts="$c/facts.json"; [ -f "$facts" ] || facts="$golden/facts/debian12.json"
  node=web01.example.com; [ -f "$c/node" ] && node=$(head -1 "$c/node")
  args=(--environmentpath "$tmp/envs" --environment production --node "$node" --facts "$facts" --out "$tmp")
  [ -x "$tmp/enc.sh" ] && args+=(--external_nodes "$tmp/enc.sh")
  [ -f "$tmp/global/hiera.yaml" ] && args+=(--hiera_config "$tmp/global/hiera.yaml")
  [ -f "$c/trusted_extensions.yaml" ] && args+=(--trusted_extensions "$(cd "$c" && pwd)/trusted_extensions.yaml")
  # run_mode: Puppet's run mode for the compile ("server", as in Puppet Server, where a frozen literal
  # String reaches class parameters and 3.x functions as itself; Puppet's default, "user", dups it).
  [ -f "$c/run_mode" ] && args+=(--run_mode "$(head -1 "$c/run_mode")")
  # puppet.conf: the case's own settings (strict = error, ...), read by Puppet from its confdir; the
  # harness gives punch compile the same file (--config).
  [ -f "$c/puppet.conf" ] && args+=(--puppet_conf "$(cd "$c" && pwd)/puppet.conf")
  # rubylib: directories (relative to the environment) on Ruby's load path, as puppet apply and puppet
  # lookup have the modules' lib directories there (Hiera 3 backends are plain requires).
  rl=; [ -f "$c/rubylib" ] && rl=$(tr '\n' ':' < "$c/rubylib")
  (cd "$tmp/envs/production" && env ${rl:+RUBYLIB="$rl"} ruby "$here/oracle_compile.rb" "${args[@]}") > "$tmp/oracle.out" 2>&1
  st=$?
  # Ruby object addresses (#<Puppet::Resource::Type:0x00007f...>) differ on every run: zero them.
  strip() { sed -E -e "s#$tmp/envs/production/##g" -e "s#$tmp/##g" -e "s#$tmp##g" -e 's/(#<[A-Za-z:_]+:)0x[0-9a-f]+/\10x0000000000000000/g'; }
  # A catalog that differs from the current expected.json only in version and catalog_uuid (new on
  # every compile) leaves the file untouched, so a regeneration shows only real changes.
  unchanged() { [ -f "$c/expected.json" ] && diff -q <(grep -vE '^  "(version|catalog_uuid)":' "$c/expected.json") \
      <(grep -vE '^  "(version|catalog_uuid)":' "$tmp/expected.json") >/dev/null; }
  secs=$(cat "$tmp/seconds.txt" 2>/dev/null)
  if [ $st -eq 0 ] && [ -f "$tmp/catalog.json" ]; then
    strip < "$tmp/catalog.json" > "$tmp/expected.json"
    unchanged || cp "$tmp/expected.json" "$c/expected.json"
    rm -f "$c/expected_error.txt" "$c/expected_log.txt" "$c/expected_issue.txt"
    strip < "$tmp/log.txt" > "$c/expected_log.txt"
    echo "ok   $(basename "$c") (Puppet compiled in ${secs}s)"
  elif [ -f "$tmp/error.txt" ]; then
    rm -f "$c/expected.json" "$c/expected_log.txt"
    strip < "$tmp/error.txt" > "$c/expected_error.txt"
    strip < "$tmp/log.txt" > "$c/expected_log.txt"
    # Puppet's issue code of the error, when it has one (Punch's diagnostic code must match).
    if [ -f "$tmp/issue.txt" ]; then cp "$tmp/issue.txt" "$c/expected_issue.txt"; else rm -f "$c/expected_issue.txt"; fi
    echo "ERR  $(basename "$c") (Puppet failed after ${secs}s): $(cut -c1-160 "$c/expected_error.txt")"
  else
    echo "FAIL $(basename "$c"): the oracle did not run:"; sed 's/^/     /' "$tmp/oracle.out" | head -20; rc=1
  fi
  rm -rf "$tmp"
done
exit $rc
