#!/bin/bash
# servers.sh start|stop: the site of site.sh in $P with Puppet Server 7.9.5
# (Debian's puppetserver from its jar; storeconfigs on the PuppetDB
# terminus, facts to PuppetDB by routes.yaml, reports = puppetdb, the ENC
# and the autosign policy of site.sh) and PuppetDB 7.12 (the project's
# api/puppetdb/testdata/start-puppetdb.sh, with a certificate from Puppet
# Server's CA: the terminus speaks only HTTPS), then the agents'
# certificates, each asking for its data center (pp_datacenter) in
# csr_attributes.yaml as the autosign policy wants. `start` leaves both
# servers running (pids in $P) for run.sh; `stop` stops them by pid file.
# Env: P (site directory), PORT (Puppet Server, 18640), PDB_PORT
# (PuppetDB's HTTP; HTTPS on the next port; 18680), PG_PORT (15632).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../sitelib.sh"
# NODE:DATACENTER
servers "${1:-}" web01.site6.test:ams web02.site6.test:fra web03.site6.test:ams db01.site6.test:ams lb01.site6.test:ams mon01.site6.test:fra
