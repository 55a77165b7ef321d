#!/bin/bash
# record.sh [CASE_DIR...]
#
# Records the expected catalogs of the storeconfigs golden cases (all of
# cases/ when none is given) with Puppet 7.23 + PuppetDB 7.12: starts
# PostgreSQL and PuppetDB with start-puppetdb.sh in $PDB_STATE (default
# /tmp/punch-pdb-record; left running for the next recording, stop it with
# stop-puppetdb.sh), then runs record.rb. See record.rb for the case layout.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
state=${PDB_STATE:-/tmp/punch-pdb-record}
export PDB_PORT=${PDB_PORT:-18080}
"$here/start-puppetdb.sh" "$state" "$PDB_PORT" "${PG_PORT:-15432}" >/dev/null
if [ $# -eq 0 ]; then
	set -- "$here"/cases/*/
fi
exec ruby "$here/record.rb" "$state" "$@"
