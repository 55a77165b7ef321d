#!/bin/bash
# site.sh DIR: lays out in DIR/code/environments/production the modules of
# TestModuleMetadataMatchesPuppetServer (api/server/modmeta_test.go): one
# module per shape of metadata.json that Puppet::Module#load_metadata
# treats differently, each with a class and a plugin (lib/facter), and a
# site.pp including the class the node's fact "probe" names. record.sh
# records Puppet Server 7.9.5's answers on it; the test lays it out the same
# way and asks punch serve.
set -euo pipefail
E=${1:?directory}/code/environments/production
rm -rf "$E"
mkdir -p "$E/manifests" "$E/modules"
echo "node default { include \$facts['probe'] }" >"$E/manifests/site.pp"
# module NAME METADATA: METADATA is metadata.json's text ("-": no file).
module() {
	local M=$E/modules/$1
	mkdir -p "$M/manifests" "$M/lib/facter"
	printf "class %s {\n  notify { '%s': }\n}\n" "$1" "$1" >"$M/manifests/init.pp"
	printf "Facter.add(:%s_fact) { setcode { '%s' } }\n" "$1" "$1" >"$M/lib/facter/$1.rb"
	[ "$2" = - ] || printf '%s\n' "$2" >"$M/metadata.json"
}
full() { # full NAME [KEY-TO-DROP]: a complete metadata.json, without KEY
	local k out="" sep=""
	for k in name version author license summary source dependencies; do
		[ "$k" = "${2:-}" ] && continue
		case $k in
		name) out+="$sep\"name\": \"site-$1\"" ;;
		dependencies) out+="$sep\"dependencies\": []" ;;
		version) out+="$sep\"version\": \"1.0.0\"" ;;
		*) out+="$sep\"$k\": \"$k of $1\"" ;;
		esac
		sep=", "
	done
	echo "{$out}"
}
module complete "$(full complete)"
module nosrc "$(full nosrc source)"
module noauthor "$(full noauthor author)"
module noversion "$(full noversion version)"
module nolicense "$(full nolicense license)"
module nodeps "$(full nodeps dependencies)"
module noname "$(full noname name)"
module nosummary "$(full nosummary summary)"
module depsnotarray '{"name": "site-depsnotarray", "version": "1.0.0", "author": "a", "license": "l", "summary": "s", "source": "s", "dependencies": "stdlib"}'
module nullsrc '{"name": "site-nullsrc", "version": "1.0.0", "author": "a", "license": "l", "summary": "s", "source": null, "dependencies": []}'
module badjson '{ "name": "site-badjson", '
module badname '{"name": "bad name!", "version": "1.0.0", "author": "a", "license": "l", "summary": "s", "source": "s", "dependencies": []}'
module emptymeta '{}'
module nometa -
