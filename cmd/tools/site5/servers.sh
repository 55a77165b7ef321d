#!/bin/bash
# servers.sh start|stop: the site of site.sh in $P with Puppet Server 7.9.5
# (Debian's puppetserver, from its jar, storeconfigs on PuppetDB through the
# terminus) and PuppetDB 7.12 (api/puppetdb/testdata/start-puppetdb.sh, with
# a certificate from Puppet Server's CA so that the terminus, which only
# speaks HTTPS, trusts it), and the agents' certificates. `start` leaves both
# running (pids in $P) for run.sh; `stop` stops them.
# Env: P (site directory), PORT (Puppet Server, 18540), PDB_PORT (PuppetDB's
# HTTP; HTTPS on the next port; 18580), PG_PORT (15532).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../sitelib.sh"
# PuppetDB's certificate names it as the terminus reaches it (the site's
# CA allows alternative names).
PDB_DNS_ALT_NAMES=localhost,IP:127.0.0.1
servers "${1:-}" web01.site5.test web02.site5.test db01.site5.test lb01.site5.test mon01.site5.test audit01.site5.test
