#!/bin/bash
# sitecheck.sh [REV]: a dry run of the multi-node sites' recording scripts
# (cmd/tools/site5, site6: compare.sh with RECORD=1, which runs servers.sh,
# site.sh, run.sh and record.sh) at REV (default HEAD) and in the working
# tree, with stand-ins for everything that needs Java, a network or a
# database (java, puppet, curl, openssl, punch, go, PuppetDB's start, stop
# and wipe scripts; sleep and date too, so that two runs are alike), and
# the differences between the two: the commands each run called, in order,
# with their arguments and FACTER_ variables, and the files each wrote (the
# site directory, the output, the recording). A change meant to do the
# same shows none. It checks what the scripts do, not what Puppet Server
# or PuppetDB answer: that needs the real run (compare.sh, about an hour
# with Java). Needs jq, Debian's puppetserver configuration
# (/etc/puppet/puppetserver) and modules (/usr/share/puppet/modules).
# Writes only under a new temporary directory, and /tmp/site5-managed and
# /tmp/site6-managed as the scripts do.
set -euo pipefail
rev=${1:-HEAD}
repo=$(git rev-parse --show-toplevel)
W=$(mktemp -d /tmp/sitecheck.XXXX)
trap 'rm -rf "$W"' EXIT

# The stand-ins: each logs its call to $CALLS ($P written P) and answers
# as the scripts need.
B=$W/bin
mkdir -p "$B"
cat >"$B/stand-in" <<'SH'
#!/bin/bash
me=$(basename "$0")
# (a stand-in reading a pipe logs after its writer: the order stays one)
[ "$me $*" != "openssl crl -noout -text" ] || cat >/dev/null
# (java runs in the background, at no set point among the others: its
# calls go to a log of their own)
log=$CALLS
[ "$me" != java ] || log=$CALLS.java
{ printf '%s' "$me"; for a in "$@"; do printf ' [%s]' "$a"; done; env | grep '^FACTER_' | sort | tr '\n' ' '; echo; } |
	sed "s#$P#P#g" >>"$log"
conf() { sed -n "s/^$1 = //p" "$2/puppet.conf"; } # NAME CONFDIR
arg() { # OPTION ARG...: the value after OPTION
	local o=$1
	shift
	while [ $# -gt 1 ]; do [ "$1" = "$o" ] && { echo "$2"; return; }; shift; done
}
case $me in
sleep | java | go | start-puppetdb.sh | stop-puppetdb.sh | wipe-puppetdb.sh) ;;
date) echo 2026-01-01T00:00:00.000Z ;;
openssl)
	case "$1 $*" in
	x509*-serial*) echo serial=0A ;;
	x509*) echo "Certificate: $3" ;;
	esac ;;
punch) ;; # (serve, node deactivate: done at once)
puppet)
	c=$(arg --confdir "$@")
	case "$1 $2" in
	"ssl bootstrap")
		s=$(conf ssldir "$c") n=$(conf certname "$c")
		mkdir -p "$s/certs" "$s/private_keys"
		echo "ca" >"$s/certs/ca.pem"
		echo "certificate of $n" >"$s/certs/$n.pem"
		echo "key of $n" >"$s/private_keys/$n.pem"
		echo "Notice: Completed SSL initialization" ;;
	"agent -t")
		n=$(conf certname "$c") v=$(arg --vardir "$@")
		mkdir -p "$v/client_data/catalog"
		env | grep '^FACTER_' | sort | jq -R . | jq -s "{name: \"$n\", environment: \"$(arg --environment "$@")\", facts: ., resources: [1, 2]}" >"$v/client_data/catalog/$n.json"
		echo "Notice: Applied catalog in 1.5 seconds" ;;
	esac ;;
curl)
	out=$(arg -o "$@")
	for a in "$@"; do case $a in http*) url=$a ;; esac; done
	case $url in
	*/status/v1/simple) echo running ;;
	*/puppetdb-status) echo '{"status":{"queue_depth":0}}' ;;
	*/metrics/*)
		n=$(($(cat "$CALLS.count" 2>/dev/null || echo 0) + 1))
		echo $n >"$CALLS.count"
		echo "{\"value\":{\"puppetlabs.puppetdb.mq:name=replace catalog.9.processed\":{\"Count\":$n},\"puppetlabs.puppetdb.mq:name=global.processed\":{\"Count\":1}}}" ;;
	# (a factset with facts, one the record.sh scripts keep and trusted,
	# so that record_step's jq reads it as PuppetDB's)
	*/v4/factsets) echo '[{"certname":"n","producer_timestamp":"2099-01-01T00:00:00.000Z","facts":{"data":[{"name":"clientcert","value":"n"},{"name":"trusted","value":{"certname":"n","extensions":{}}},{"name":"other","value":1}]}}]' ;;
	*/v4/catalogs) echo '[{"certname":"n","producer_timestamp":"2099-01-01T00:00:00.000Z"}]' ;;
	*/v4/nodes) echo '[{"certname":"n"}]' ;;
	*/v4/reports) echo '[{"certname":"n","status":"changed","resource_events":{"data":[{"resource_type":"File","resource_title":"/x","property":"ensure","status":"success"}]}}]' ;;
	*/v4/*) echo '[]' ;;
	*/certificate_status/*) [ -z "$out" ] || echo '' >"$out"; echo 204 ;;
	esac ;;
esac
SH
chmod 755 "$B/stand-in"
for c in sleep date java go openssl punch puppet curl; do ln -s stand-in "$B/$c"; done

# side TREE NAME: the dry run of both sites in TREE (a copy of the
# repository), its calls and files kept in $W/NAME.
side() {
	local tree=$1 name=$2 s
	for s in start stop wipe; do cp "$B/stand-in" "$tree/api/puppetdb/testdata/$s-puppetdb.sh"; done
	mkdir -p "$W/$name"
	for s in site5 site6; do
		rm -rf "$W/P" "$W/out"
		mkdir -p "$W/P"
		(
			export P=$W/P CALLS=$W/$name/$s.calls PUNCH=$B/punch RECORD=1 PATH=$B:$PATH
			bash "$tree/cmd/tools/$s/compare.sh" "$W/out" >"$W/$name/$s.log" 2>&1
		) || echo "$s: compare.sh failed (exit status above the line)" >>"$W/$name/$s.log"
		for d in P out; do
			(cd "$W/$d" && find . -type f | sort | while read -r f; do echo "== $f"; sed "s#$W#W#g" "$f"; done) >"$W/$name/$s.$d"
		done
		(cd "$tree/cmd/tools/$s/puppetserver" && find . -type f | sort | xargs cat) >"$W/$name/$s.recording"
	done
}
# (what the scripts use of the repository)
parts="cmd/tools api/puppetdb/testdata"
mkdir -p "$W/old" "$W/new"
git -C "$repo" archive "$rev" $parts | tar x -C "$W/old"
(cd "$repo" && tar c $parts) | tar x -C "$W/new"
side "$W/old" a
side "$W/new" b
if diff -r "$W/a" "$W/b"; then
	echo "sitecheck: $rev and the working tree do the same"
else
	echo "sitecheck: $rev and the working tree differ (above); the runs are kept in $W"
	trap - EXIT
	exit 1
fi
