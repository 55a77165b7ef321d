#!/bin/bash
# record.sh RUNDIR [DEST]: keeps what TestSite6* replays of a run.sh
# recording (RUNDIR = OUTDIR/NAME) in DEST (default: puppetserver/ here):
#   NN-NODE.catalog.json  the served catalog
#   NN-NODE.error         the server's error, when the compile failed
#   NN-NODE.facts.json    the facts the agent sent that the site's code
#                         reads (the FACTER_* ones of steps.txt, osfamily,
#                         this host's ipaddress6_eth0 of saz-ssh's ipaddresses())
#                         and the agent's client facts; the host's other
#                         facts are this machine's
#   NN-NODE.pdb.json      PuppetDB's catalog and factset of the node after
#                         the step, its facts kept as above, plus trusted
#   pdb.json              PuppetDB at the end
# The site's directory ($P) is written /SITE.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../sitelib.sh"
record_start "$@"
record_steps '["site6_order","site6_retired","hostname","fqdn","domain","ipaddress","interfaces","ipaddress_eth0","ipaddress_eth1","ipaddress6_eth0","ipaddress6_eth1","sshrsakey","sshed25519key","osfamily","clientcert","clientversion","clientnoop","agent_specified_environment"]'
# what each step's agent said (plugins synced, changes, warnings), without
# times and this host's Facter complaints; its vardir is var-SERVER
for f in "$R"/*.log; do
	n=$(basename "$f" .log)
	case $n in *-deactivate-* | 00-* | 99-*) continue ;; esac
	grep -v '^Info: .*in [0-9.]* seconds\|^Notice: Applied catalog in\|^Info: Creating state file\|^Error: Facter\|^ \|^$' "$f" |
		sed "s#/var-$(basename "$R")/#/var-SERVER/#g" | site >"$DEST/$n.log"
done
# (a report's resources in a stable order: PuppetDB gives its events in none)
site <"$R/pdb.json" | jq '.reports |= map(.resources |= sort_by(.resource_type, .resource_title, .property // ""))' >"$DEST/pdb.json"
# the new agents (00-fresh*, 00-rogue*, 99-*): the run's name is SERVER, times
# and key fingerprints out
name=$(basename "$R")
for f in "$R"/00-* "$R"/99-*; do
	[ -e "$f" ] || continue
	case $f in
	*.log) grep -v '^Error: Facter\|^ \|^$' "$f" || true ;;
	*) cat "$f" ;;
	esac |
		sed "s/-$name\.site6\.test/-SERVER.site6.test/g; s/[0-9A-F]\{2\}\(:[0-9A-F]\{2\}\)\{15,\}/FINGERPRINT/g; s/ in [0-9.]* seconds/ in N seconds/; s/ after [0-9.]* seconds/ after N seconds/; s/localhost:[0-9]*/localhost:PORT/g" |
		site >"$DEST/$(basename "$f")"
done
echo "recorded $R into $DEST"
