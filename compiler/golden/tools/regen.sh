#!/bin/bash
# regen.sh [CASE_NAME...] : regenerate the expected files of every golden case (or the named ones)
# with Puppet 7.23, in parallel (JOBS=n, default: number of CPUs). Needs `apt-get install puppet`
# and the puppet-module-* packages named in the cases' modulepath files.
here=$(cd "$(dirname "$0")" && pwd)
cases=$(dirname "$here")/cases
command -v puppet >/dev/null || { echo "regen.sh: puppet is not installed (apt-get install puppet)"; exit 1; }
v=$(puppet --version); [ "${v%%.*}" = 7 ] || echo "regen.sh: warning: Puppet $v is not the reference (7.23)"
if [ $# -gt 0 ]; then list=$(for n in "$@"; do echo "$cases/$n"; done); else list=$(ls -d "$cases"/*/); fi
echo "$list" | xargs -P "${JOBS:-$(nproc)}" -n 1 "$here/gen_expected.sh" | sort -k2
