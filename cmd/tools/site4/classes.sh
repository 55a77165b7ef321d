#!/bin/bash
# classes.sh DIR P: Puppet Server's environment_classes answers that
# compare.sh recorded in DIR (OUTDIR/puppetserver), the site's directory P
# written as "P": "== REQUEST" then the body, the form of classes.txt, which
# TestServeSite4MatchesPuppetServer (cmd/punch) compares punch serve's
# answers with byte for byte (QA-SITE-4 S5: files sorted by path, keys
# sorted, as master_core.clj writes them):
#   bash cmd/tools/site4/classes.sh OUT/puppetserver /tmp/site4.XXXX > cmd/tools/site4/classes.txt
set -euo pipefail
D=${1:?} P=${2:?}
echo "# Puppet Server $(dpkg-query -W -f='${Version}' puppetserver 2>/dev/null || echo '?'): environment_classes bodies (compare.sh, classes.sh)"
for r in "$D"/*.req; do
	n=${r%.req}
	read -r client method path code <"$r"
	case "$code $path" in
	"200 /puppet/v3/environment_classes"*) ;;
	*) continue ;;
	esac
	echo "== $client $method $path"
	sed "s#$P#P#g" "$n.body"
	echo
done
