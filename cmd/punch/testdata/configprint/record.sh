#!/bin/sh
# Records what Puppet 7.23's `puppet config print` prints for each line of
# runs.txt (CASE SECTION ENVIRONMENT SETTING...; ENVIRONMENT - gives no
# --environment flag), with CASE/conf as the
# confdir and CASE/code as the codedir; the case directory's path is
# written as ROOT. cmd/punch's TestConfigPrintMatchesPuppet compares
# `punch config print` with these recordings. Run where Debian's puppet
# package is installed:
#   sh cmd/punch/testdata/configprint/record.sh
set -eu
dir=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$dir/runs"
grep -v '^#' "$dir/runs.txt" | while read -r case section env names; do
	root=$dir/$case
	# ENVIRONMENT "-": no --environment flag.
	envflag="--environment $env"
	[ "$env" = - ] && envflag=
	# shellcheck disable=SC2086
	puppet config print --confdir "$root/conf" --codedir "$root/code" --vardir "$root/var" \
		--section "$section" $envflag $names 2>&1 |
		sed "s#$root#ROOT#g" >"$dir/runs/$case-$section-$env.golden"
done
