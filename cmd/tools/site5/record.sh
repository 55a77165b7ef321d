#!/bin/bash
# record.sh RUNDIR [DEST]: keeps what TestSite5* replays of a run.sh
# recording (RUNDIR = OUTDIR/NAME) in DEST (default: puppetserver/ here):
#   NN-NODE.catalog.json  the served catalog
#   NN-NODE.error         the server's error, when the compile failed
#   NN-NODE.facts.json    the facts the agent sent: the site's (site5_*) and
#                         the agent's own client facts of PuppetDB's factset
#                         (the host's other facts are this machine's)
#   NN-NODE.pdb.json      PuppetDB's catalog and factset of the node after
#                         the step, its facts kept as above, plus trusted
#   pdb.json              PuppetDB at the end
# The site's directory ($P) is written /SITE.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../sitelib.sh"
record_start "$@"
record_steps '["site5_ip","site5_role","site5_port","site5_retired","clientcert","clientversion","clientnoop","agent_specified_environment"]'
site <"$R/pdb.json" | jq . >"$DEST/pdb.json"
echo "recorded $R into $DEST"
