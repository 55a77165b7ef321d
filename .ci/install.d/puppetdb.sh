# Sourced by .ci/run: installs PostgreSQL 15, PuppetDB 7.12 and Puppet's
# PuppetDB terminus from Debian, for the storeconfigs tests of api/puppetdb
# (which start their own private PostgreSQL + PuppetDB on 127.0.0.1 with
# api/puppetdb/testdata/start-puppetdb.sh, and skip with a message when
# these packages are absent) and for recording their golden cases
# (api/puppetdb/testdata/record.sh). Idempotent; does nothing when not
# root or without apt-get.
. "$(dirname "${BASH_SOURCE[0]}")/lib/apt.sh"
puppetdb_install() {
	ci_missing postgresql-15 postgresql-client-15 puppetdb puppet-terminus-puppetdb openssl curl
	if [ ${#ci_missing[@]} -eq 0 ]; then
		echo "ci: PostgreSQL and PuppetDB are installed"
		return 0
	fi
	if ! ci_can_install; then
		echo "ci: not root or no apt-get: not installing ${ci_missing[*]} (the PuppetDB tests skip)"
		return 0
	fi
	echo "ci: installing ${ci_missing[*]}"
	# The packages' own services are not started here (the tests start
	# private instances); a policy-rc.d may refuse their start anyway.
	ci_apt_install "${ci_missing[@]}" ||
		echo "ci: installing PuppetDB failed; the PuppetDB tests will skip"
	# Debian's postgresql package starts the system cluster; the tests do
	# not use it.
	return 0
}
puppetdb_install
# Debian ships PuppetDB as Clojure source; compile it ahead of time once
# (about 2 minutes; cached under /var/tmp) so that the tests' PuppetDB
# starts take seconds, not minutes, and stay well inside go test's
# per-package time limit.
if [ -f /usr/share/puppetdb/puppetdb.jar ]; then
	api/puppetdb/testdata/start-puppetdb.sh --compile || echo "ci: PuppetDB's ahead-of-time compile failed; its tests start it from source (slower)"
fi
