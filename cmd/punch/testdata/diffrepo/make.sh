#!/bin/bash
# make.sh [NODES]
#
# The test control repository of punch diff is committed here, written by
# hand: two versions of a small control repository (v1/ and v2/, each an
# environment directory: environment.conf, hiera.yaml and data/,
# manifests/site.pp, a site module with roles, profiles, files and
# templates) built on the Debian modules (modules/ holds links to ntp,
# mysql, memcached, logrotate, stdlib, translate and firewall in
# /usr/share/puppet/modules, as r10k would install them: octocatalog-diff
# finds the files of modules only in the environment's own modulepath).
# make.sh writes what is generated from it: facts/NODE.json per node
# (base-facts.json, the facts of a Debian 12 machine, with the node's name,
# address and role), and the extra nodes below.
#
# The changes from v1 to v2 are chosen so that each node of the first
# five shows one kind:
#   web01   a template's content (through Hiera: data/nodes/web01)
#   web02   only the content of a file behind source => (a new first
#           source, v2's site/profile/files/banner/web02)
#   db01    a password (redacted), resources added and removed
#           (profile::db: v2 adds a logrotate rule for slow queries and
#           drops the test database)
#   cache01 array parameters of resources (octocatalog-diff 2.1.0 crashes on one)
#   util01  nothing
# NODES (default 5) > 5 adds nodes webNN/dbNN/cacheNN cycling through the
# roles, with per-node Hiera data, for the performance comparison. With
# OUT set, v1 and v2 are copied there first and everything is written
# there (bench.sh grows a copy, not the committed tree).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
nodes=${1:-5}
out=${OUT:-$here}
if [ "$out" != "$here" ]; then
	rm -rf "$out/v1" "$out/v2"
	mkdir -p "$out"
	cp -a "$here/v1" "$here/v2" "$out/"
fi
rm -rf "$out/facts"
# The extra nodes' data of an earlier run with more nodes.
for f in "$out"/v[12]/data/nodes/*[0-9][0-9].example.com.yaml; do
	num=$(basename "$f" .example.com.yaml | tr -dc 0-9)
	if [ "$((10#$num))" -ge 6 ]; then rm -f "$f"; fi
done

# Per-node data.
role_of() {
	case $1 in
	web*) echo web ;; db*) echo db ;; cache*) echo cache ;; *) echo util ;;
	esac
}
names=(web01 web02 db01 cache01 util01)
for ((i = 6; i <= nodes; i++)); do
	case $((i % 3)) in
	0) names+=("$(printf 'web%02d' "$i")") ;;
	1) names+=("$(printf 'db%02d' "$i")") ;;
	2) names+=("$(printf 'cache%02d' "$i")") ;;
	esac
done
names=("${names[@]:0:$((nodes > 5 ? nodes : 5))}")
# The extra nodes change as their first five peers do, by Hiera data.
for n in "${names[@]:5}"; do
	case $(role_of "$n") in
	web)
		echo "profile::web::workers: 4" >"$out/v1/data/nodes/$n.example.com.yaml"
		echo "profile::web::workers: 8" >"$out/v2/data/nodes/$n.example.com.yaml"
		;;
	db)
		echo "profile::db::root_password: 'v1-$n'" >"$out/v1/data/nodes/$n.example.com.yaml"
		echo "profile::db::root_password: 'v2-$n'" >"$out/v2/data/nodes/$n.example.com.yaml"
		;;
	esac
done

# Facts.
mkdir -p "$out/facts"
i=10
for n in "${names[@]}"; do
	i=$((i + 1))
	ruby -rjson -e '
		f = JSON.parse(File.read(ARGV[0]))
		name, role, ip = ARGV[1], ARGV[2], ARGV[3]
		fqdn = name + ".example.com"
		f["hostname"] = name; f["fqdn"] = fqdn; f["clientcert"] = fqdn; f["role"] = role
		f["ipaddress"] = ip; f["ipaddress_eth0"] = ip
		f["networking"]["hostname"] = name; f["networking"]["fqdn"] = fqdn; f["networking"]["ip"] = ip
		(f["networking"]["interfaces"] || {}).each { |k, v| v["ip"] = ip if k == "eth0" }
		puts JSON.pretty_generate(f)
	' "$here/base-facts.json" "$n" "$(role_of "$n")" "10.0.0.$i" >"$out/facts/$n.example.com.json"
done
echo "make.sh: wrote ${#names[@]} nodes' facts (and the extra nodes' data in v1, v2) in $out"
