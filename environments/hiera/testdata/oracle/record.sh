#!/bin/bash
# record.sh [CASE...] : record Puppet's answers for the oracle cases (all, or the named ones), in
# parallel. Needs Puppet 7.23 (apt-get install puppet). See record.rb for the case format.
here=$(cd "$(dirname "$0")" && pwd)
v=$(puppet --version 2>/dev/null) || { echo "record.sh: puppet is not installed"; exit 1; }
[ "${v%%.*}" = 7 ] || echo "record.sh: warning: Puppet $v is not the reference (7.23)"
if [ $# -gt 0 ]; then cases=("$@"); else cases=($(cd "$here" && ls -d */ | tr -d /)); fi
for c in "${cases[@]}"; do
  ruby "$here/record.rb" "$here/$c" &
  while [ "$(jobs -r | wc -l)" -ge "${JOBS:-$(nproc)}" ]; do sleep 0.2; done
done
wait
