#!/bin/bash
# stop-puppetdb.sh STATE_DIR [pdb]
#
# Stops the PuppetDB and PostgreSQL that start-puppetdb.sh started in
# STATE_DIR. With "pdb", stops PuppetDB only (PostgreSQL keeps running, so
# that start-puppetdb.sh restarts PuppetDB on the same data).
set -uo pipefail
dir=${1:?usage: stop-puppetdb.sh STATE_DIR [pdb]}
if [ -f "$dir/pdb.pid" ]; then
	pid=$(cat "$dir/pdb.pid")
	if kill "$pid" 2>/dev/null; then
		for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
		kill -9 "$pid" 2>/dev/null || true
	fi
	rm -f "$dir/pdb.pid"
fi
[ "${2:-}" = pdb ] && exit 0
for d in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin; do
	[ -x "$d/pg_ctl" ] || continue
	if [ -f "$dir/pg/PG_VERSION" ]; then
		if [ "$(id -u)" = 0 ]; then
			runuser -u postgres -- "$d/pg_ctl" -D "$dir/pg" -m fast -w stop >/dev/null 2>&1 || true
		else
			"$d/pg_ctl" -D "$dir/pg" -m fast -w stop >/dev/null 2>&1 || true
		fi
	fi
	break
done
exit 0
