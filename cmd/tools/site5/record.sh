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
R=${1:?run directory} DEST=${2:-$here/puppetserver}
: "${P:?site directory of the run}"
keep='["site5_ip","site5_role","site5_port","site5_retired","clientcert","clientversion","clientnoop","agent_specified_environment"]'
rm -rf "$DEST" && mkdir -p "$DEST"
site() { sed "s#$P/#/SITE/#g"; }
for f in "$R"/*.log; do
	n=$(basename "$f" .log)
	case $n in *-deactivate-*) continue ;; esac
	if [ -f "$R/$n.catalog.json" ]; then
		site <"$R/$n.catalog.json" | jq . >"$DEST/$n.catalog.json"
	else
		grep -m1 '^Error: Could not retrieve catalog from remote server' "$f" | site >"$DEST/$n.error"
	fi
	jq --argjson keep "$keep" '.facts.facts.data | map(select(.name as $n | $keep | index($n))) | from_entries' "$R/$n.pdb.json" >"$DEST/$n.facts.json"
	jq --argjson keep "$keep" '.facts.facts.data |= map(select(.name as $n | ($keep + ["trusted"]) | index($n)))' "$R/$n.pdb.json" | site | jq . >"$DEST/$n.pdb.json"
done
site <"$R/pdb.json" | jq . >"$DEST/pdb.json"
echo "recorded $R into $DEST"
