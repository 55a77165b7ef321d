# Sourced by .ci/run: installs PostgreSQL 15, PuppetDB 7.12 and Puppet's
# PuppetDB terminus from Debian, for the storeconfigs tests of api/puppetdb
# (which start their own private PostgreSQL + PuppetDB on 127.0.0.1 with
# api/puppetdb/testdata/start-puppetdb.sh, and skip with a message when
# these packages are absent) and for recording their golden cases
# (api/puppetdb/testdata/record.sh). Idempotent; does nothing when not
# root or without apt-get.
. "$(dirname "${BASH_SOURCE[0]}")/lib/apt.sh"
# The packages' own services are not started here (the tests start
# private instances; a policy-rc.d may refuse their start anyway); Debian's
# postgresql package starts the system cluster, which the tests do not use.
ci_install "PostgreSQL and PuppetDB" "the PuppetDB tests skip" postgresql-15 postgresql-client-15 puppetdb puppet-terminus-puppetdb openssl curl
# Debian ships PuppetDB as Clojure source; compile it ahead of time once
# (about 2 minutes; cached under /var/tmp) so that the tests' PuppetDB
# starts take seconds, not minutes, and stay well inside go test's
# per-package time limit.
if [ -f /usr/share/puppetdb/puppetdb.jar ]; then
	api/puppetdb/testdata/start-puppetdb.sh --compile || echo "ci: PuppetDB's ahead-of-time compile failed; its tests start it from source (slower)"
fi
