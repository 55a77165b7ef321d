#!/bin/bash
# record.sh: what puppet apply (Puppet 7.23) prints of $trusted['external']
# when trusted_external_command is a script (ext.sh) or a directory of
# scripts (dir/: one executable, so that the recording does not depend on
# the order the file system lists a directory in, which Puppet keeps), for
# TestCompileTrustedExternal. Run here; needs puppet.
set -e
here=$(cd "$(dirname "$0")" && pwd)
out=$here/puppet_apply.txt
: > "$out"
for cmd in ext.sh dir; do
	conf=$(mktemp -d)
	printf '[main]\ntrusted_external_command = %s\n' "$here/$cmd" > "$conf/puppet.conf"
	echo "=== $cmd" >> "$out"
	puppet apply --confdir "$conf" --certname node1.example.com -e "$(cat "$here/code.pp")" 2>&1 |
		sed 's/\x1b\[[0-9;]*m//g' | grep '^Notice: Scope' >> "$out"
	rm -rf "$conf"
done
