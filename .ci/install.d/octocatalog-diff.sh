# Sourced by .ci/run: installs Debian's octocatalog-diff 2.1.0 (and git,
# which punch diff --repo runs) for the side-by-side test of punch diff
# (cmd/punch: TestDiffAsOctocatalog runs it live unless -short, and
# compares with its recorded reports otherwise;
# cmd/punch/testdata/diffrepo/record-octocatalog.sh records them).
# Idempotent; does nothing when not root or without apt-get.
octocatalog_install() {
	local want=(octocatalog-diff git)
	local missing=() p
	for p in "${want[@]}"; do
		if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
			missing+=("$p")
		fi
	done
	if [ ${#missing[@]} -eq 0 ]; then
		echo "ci: octocatalog-diff and git are installed"
		return 0
	fi
	if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
		echo "ci: not root or no apt-get: not installing ${missing[*]} (the side-by-side diff test uses its recordings)"
		return 0
	fi
	echo "ci: installing ${missing[*]}"
	export DEBIAN_FRONTEND=noninteractive
	apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null 2>&1 ||
		{ apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; } ||
		echo "ci: installing octocatalog-diff failed; the side-by-side diff test uses its recordings"
	return 0
}
octocatalog_install
