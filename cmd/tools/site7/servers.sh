#!/bin/bash
# servers.sh start|stop: the site of site.sh in $P with Puppet Server 7.9.5
# (Debian's puppetserver from its jar, the site's conf.d and puppet.conf),
# then the agents' certificates from its CA (autosign.conf signs
# *.site7.test). No PuppetDB: the site5/site6 recordings cover it.
# `start` leaves Puppet Server running (pid in $P/puppetserver.pid) for
# run.sh; `stop` stops it by its pid file.
# Env: P (site directory), PORT (Puppet Server, 18740).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../sitelib.sh"
: "${P:?site directory}"
site_ports
case ${1:-} in
stop)
	if [ -f "$P/puppetserver.pid" ]; then kill "$(cat "$P/puppetserver.pid")" 2>/dev/null || true; fi
	rm -f "$P/puppetserver.pid"
	exit 0
	;;
start) ;;
*) echo "usage: servers.sh start|stop" >&2; exit 2 ;;
esac
[ -f "$P/puppet/puppet.conf" ] || . "$here/site.sh"
puppetserver_start
agents_certify $(cat "$here/agents.txt")
