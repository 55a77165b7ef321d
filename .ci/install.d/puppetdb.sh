# Sourced by .ci/run: installs PostgreSQL 15, PuppetDB 7.12 and Puppet's
# PuppetDB terminus from Debian, for the storeconfigs tests of api/puppetdb
# (which start their own private PostgreSQL + PuppetDB on 127.0.0.1 with
# api/puppetdb/testdata/start-puppetdb.sh, and skip with a message when
# these packages are absent) and for recording their golden cases
# (api/puppetdb/testdata/record.sh). Idempotent; does nothing when not
# root or without apt-get.
puppetdb_install() {
	local want=(postgresql-15 postgresql-client-15 puppetdb puppet-terminus-puppetdb openssl curl)
	local missing=() p
	for p in "${want[@]}"; do
		if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
			missing+=("$p")
		fi
	done
	if [ ${#missing[@]} -eq 0 ]; then
		echo "ci: PostgreSQL and PuppetDB are installed"
		return 0
	fi
	if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
		echo "ci: not root or no apt-get: not installing ${missing[*]} (the PuppetDB tests skip)"
		return 0
	fi
	echo "ci: installing ${missing[*]}"
	# The packages' own services are not started here (the tests start
	# private instances); a policy-rc.d may refuse their start anyway.
	DEBIAN_FRONTEND=noninteractive apt-get update -qq || true
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null ||
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
