#!/bin/bash
# record.sh: records what `puppet apply` (Puppet 7.23) prints of a manifest's
# messages at each log level setting, into puppet_apply.txt, which
# TestCompileLogLevels compares punch compile with. Facter's noise and
# Puppet's own debug lines (providers, settings) are left out: only the
# manifest's messages and the compile's failure are kept, the node name
# replaced by NODE.
cd "$(dirname "$0")"
code=$(cat code.pp)
{
  while IFS= read -r flags; do
    echo "=== $flags"
    # shellcheck disable=SC2086
    puppet apply --noop --color=false $flags -e "$code" 2>&1 |
      grep -E '^[A-Za-z]+: (Scope\(|Evaluation Error)' |
      sed -E 's/ on node [^ ]+$/ on node NODE/'
  done < flags.txt
} > puppet_apply.txt

# puppet lookup --compile prints the compile's messages at its level too
# (envs/production's site.pp), into puppet_lookup.txt.
{
  for flags in "" "-v" "-d" "--log_level warning"; do
    echo "=== $flags"
    # shellcheck disable=SC2086
    puppet lookup --color=false $flags --compile --environmentpath "$PWD/envs" --node NODE \
      --facts facts.json --default x key 2>&1 | grep -E '^[A-Za-z]+: Scope\('
  done
} > puppet_lookup.txt

# Several validation errors: puppet apply logs each and "Language validation
# logged N errors. Giving up", and prints nothing more (giving_up.pp, into
# puppet_apply_giving_up.txt).
puppet apply --noop --color=false -e "$(cat giving_up.pp)" 2>&1 | grep -E '^(Error|Warning|Notice: Scope)' | grep -v 'Facter' > puppet_apply_giving_up.txt
