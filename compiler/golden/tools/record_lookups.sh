#!/bin/bash
# record_lookups.sh [DATASET...] : record what `puppet lookup` (Puppet 7.23) answers for the data
# sets under environments/testdata/lookup/, so a test can compare `punch lookup` with it.
#
# A data set is a directory holding
#   source_case   the name of the golden case (compiler/golden/cases/NAME) whose environment,
#                 global Hiera layer, facts and node it uses; the recorder copies them in as
#                 environments/, global/, facts.json and node (never edit those copies by hand)
#   queries.txt   one query per line: "ID KEY [puppet lookup options...]"; # starts a comment
# For each query the recorder runs Puppet twice, plainly and with --explain, and writes beside it
#   ID.cmd / ID.explain.cmd   the command, run from the data set directory (relative paths)
#   ID.out / ID.explain.out   Puppet's stdout
#   ID.err / ID.explain.err   Puppet's stderr (only when not empty)
#   ID.status / ...           Puppet's exit status
# Absolute paths in Puppet's output are made relative to the data set directory. Puppet's own
# settings (confdir, vardir, ...) point into a scratch directory; without global/hiera.yaml the
# global layer is a file that does not exist (no global data).
set -e -f  # -f: no globbing of arguments such as Array[String]
here=$(cd "$(dirname "$0")" && pwd)
golden=$(dirname "$here")
root=$(cd "$golden/../../environments/testdata/lookup" && pwd)
sets=("$@"); [ ${#sets[@]} -gt 0 ] || sets=($(cd "$root" && ls -d */ | tr -d /))
for s in "${sets[@]}"; do
  d="$root/$s"
  case_dir="$golden/cases/$(cat "$d/source_case")"
  tmp=$(mktemp -d /tmp/golden-lookup.XXXXXXXX)
  "$here/mkenv.sh" "$case_dir" "$tmp/layout"
  rm -rf "$d/environments" "$d/global"
  # (no globbing under set -f: find removes the previous answers, those of dropped queries too)
  find "$d" -maxdepth 1 -type f \( -name '*.cmd' -o -name '*.out' -o -name '*.err' -o -name '*.status' \) -delete
  cp -r "$tmp/layout/envs" "$d/environments"
  [ -d "$tmp/layout/global" ] && cp -r "$tmp/layout/global" "$d/global"
  if [ -f "$case_dir/facts.json" ]; then cp "$case_dir/facts.json" "$d/facts.json"; else cp "$golden/facts/debian12.json" "$d/facts.json"; fi
  node=web01.example.com; [ -f "$case_dir/node" ] && node=$(head -1 "$case_dir/node"); echo "$node" > "$d/node"
  hiera=global/hiera.yaml; [ -f "$d/global/hiera.yaml" ] || hiera=
  n=0
  while read -r id key opts; do
    case "$id" in ''|'#'*) continue ;; esac
    for variant in plain explain; do
      extra=; name=$id
      [ $variant = explain ] && { extra=--explain; name=$id.explain; }
      # shellcheck disable=SC2086
      args="$key $opts $extra --node $node --facts facts.json --environmentpath environments --environment production"
      [ -n "$hiera" ] && args="$args --hiera_config $hiera"
      args=$(echo $args)
      echo "puppet lookup $args" > "$d/$name.cmd"
      scratch="$tmp/scratch"; rm -rf "$scratch"; mkdir -p "$scratch"
      set +e
      # Puppet wants absolute paths: give them, then strip the data set directory from the output.
      abs=$(echo " $args" | sed -e "s# facts.json# $d/facts.json#" -e "s# environments # $d/environments #" -e "s# global/hiera.yaml# $d/global/hiera.yaml#")
      [ -n "$hiera" ] || abs="$abs --hiera_config $scratch/no-global-hiera.yaml"
      (cd "$d" && puppet lookup $abs --codedir "$d" --confdir "$scratch/conf" --vardir "$scratch/var" \
          --logdir "$scratch/log" --rundir "$scratch/run" --color false) > "$tmp/out" 2> "$tmp/err"
      echo $? > "$d/$name.status"
      set -e
      sed -e "s#$d/##g" -e "s#$scratch#SCRATCH#g" "$tmp/out" > "$d/$name.out"
      sed -e "s#$d/##g" -e "s#$scratch#SCRATCH#g" "$tmp/err" > "$d/$name.err"
      [ -s "$d/$name.err" ] || rm -f "$d/$name.err"
    done
    n=$((n + 1))
  done < "$d/queries.txt"
  rm -rf "$tmp"
  echo "recorded $s: $n queries (plain and --explain) with $(puppet --version)"
done
