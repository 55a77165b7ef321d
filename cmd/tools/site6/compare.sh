#!/bin/bash
# compare.sh OUTDIR: the whole differential run on a new site directory:
# servers.sh start (Puppet Server, PuppetDB, certificates), the agents'
# runs against Puppet Server (run.sh puppetserver), then against `punch
# serve` on the same site directory, puppet.conf, conf.d and PuppetDB
# (run.sh punch), each kept by record.sh (OUTDIR/{puppetserver,punch}.rec),
# compared by TestSite6Recording, everything stopped at the end.
# With RECORD=1, Puppet Server's run replaces the recording in
# puppetserver/ that TestSite6* replay.
# Usage (about 30 minutes on a busy 2-core machine):
#   PUNCH=/path/to/punch bash cmd/tools/site6/compare.sh OUTDIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../sitelib.sh"
site_compare "$@"
