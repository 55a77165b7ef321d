# Shared by the set-up steps of .ci/install.d (each sources it; .ci/run's
# loop does not, as it sources only the *.sh files directly in install.d).
# Defining the functions again when a second step sources it is harmless.

# ci_missing PKG...: sets the array ci_missing to the packages among PKG...
# that dpkg does not list as installed.
ci_missing() {
	ci_missing=()
	local p
	for p in "$@"; do
		if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
			ci_missing+=("$p")
		fi
	done
}

# ci_can_install: true when packages can be installed here (root, with
# apt-get).
ci_can_install() {
	[ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1
}

# ci_apt_install PKG...: installs PKG... without recommends, quietly;
# when that fails, updates the package lists once and tries again. Its
# status is the install's.
ci_apt_install() {
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null 2>&1 ||
		{ DEBIAN_FRONTEND=noninteractive apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null; }
}

# ci_install WHAT WITHOUT PKG...: the set-up of a step that needs Debian
# packages: says that WHAT (e.g. "octocatalog-diff and git") is installed
# when PKG... all are; else installs the missing ones when it can. When it
# cannot (not root, no apt-get) or the install fails, it says so with
# WITHOUT (what the tests do without them). Always succeeds.
ci_install() {
	local what=$1 without=$2
	shift 2
	ci_missing "$@"
	if [ ${#ci_missing[@]} -eq 0 ]; then
		echo "ci: $what are installed"
		return 0
	fi
	if ! ci_can_install; then
		echo "ci: not root or no apt-get: not installing ${ci_missing[*]} ($without)"
		return 0
	fi
	echo "ci: installing ${ci_missing[*]}"
	ci_apt_install "${ci_missing[@]}" || echo "ci: installing ${ci_missing[*]} failed; $without"
	return 0
}
