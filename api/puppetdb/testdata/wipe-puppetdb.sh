#!/bin/bash
# wipe-puppetdb.sh STATE_DIR
#
# Empties the PuppetDB database that start-puppetdb.sh made in STATE_DIR
# (nodes, facts, catalogs, reports), so that a test or recording starts
# from nothing without restarting PuppetDB.
set -euo pipefail
dir=${1:?usage: wipe-puppetdb.sh STATE_DIR}
port=$(cat "$dir/pg.port")
sql='TRUNCATE certnames, catalogs, catalog_resources, catalog_inputs, edges, factsets, certname_packages, certname_fact_expiration, reports, resource_events CASCADE'
if [ "$(id -u)" = 0 ]; then
	runuser -u postgres -- psql -h "$dir/pg" -p "$port" -U postgres -d puppetdb -qtA -v ON_ERROR_STOP=1 -c "$sql"
else
	psql -h "$dir/pg" -p "$port" -U postgres -d puppetdb -qtA -v ON_ERROR_STOP=1 -c "$sql"
fi
