#!/bin/bash
# answers.sh DIR: one line per request compare.sh asked (DIR is its
# OUTDIR/puppetserver or OUTDIR/punch): CLIENT METHOD PATH STATUS CONTENT-TYPE
# (the type's spaces removed, "-" for none), the form of puppetserver.txt,
# which TestServeSite4MatchesPuppetServer (cmd/punch) replays:
#   bash cmd/tools/site4/answers.sh OUT/puppetserver > cmd/tools/site4/puppetserver.txt
set -euo pipefail
D=${1:?}
echo "# Puppet Server $(dpkg-query -W -f='${Version}' puppetserver 2>/dev/null || echo '?') on the site of site.sh: CLIENT METHOD PATH STATUS CONTENT-TYPE (compare.sh, answers.sh)"
for r in "$D"/*.req; do
	n=${r%.req}
	read -r client method path code <"$r"
	ct=$(grep -i '^content-type:' "$n.headers" 2>/dev/null | tail -1 | cut -d: -f2- | tr -d ' \r' || true)
	[ -n "$ct" ] || ct=-
	case $code in 000*) continue ;; esac # no client certificate (cli: pp_cli_auth is never signed)
	echo "$client $method $path $code $ct"
done
