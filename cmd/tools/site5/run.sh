#!/bin/bash
# run.sh NAME PORT OUTDIR: runs the site's agents (steps.txt, in order) with
# `puppet agent -t` against the server on PORT (Puppet Server or
# punch serve, on the servers.sh site in $P), PuppetDB emptied first, and
# records into OUTDIR/NAME after each step:
#   NN-NODE.log, NN-NODE.catalog.json  the agent's output and the catalog it
#                                      was served (its cache; none on failure)
#   NN-NODE.pdb.json    PuppetDB afterwards: the node's catalog (resources
#                       and edges expanded) and factset
# and at the end pdb.json: every resource (exported or not), node, edge, the
# reports' certnames, and PuppetDB's count of the commands it processed by
# name and version.
# "deactivate NODE": NAME=puppetserver runs `puppet node deactivate` with
# the server's confdir, else `$PUNCH node deactivate` with it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../sitelib.sh"
run_start "$@"
pdb_wipe
# What the agents manage is under /tmp/site5-managed (a real run: an agent
# in noop mode keeps no cached catalog, which is how the served one is read).
rm -rf /tmp/site5-managed && mkdir -p /tmp/site5-managed
STEPS_ENV=1 run_steps
pdb_final
echo "recorded $D"
