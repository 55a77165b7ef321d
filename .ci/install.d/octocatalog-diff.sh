# Sourced by .ci/run: installs Debian's octocatalog-diff 2.1.0 (and git,
# which punch diff --repo runs) for the side-by-side test of punch diff
# (cmd/punch: TestDiffAsOctocatalog runs it live unless -short, and
# compares with its recorded reports otherwise;
# cmd/punch/testdata/diffrepo/record-octocatalog.sh records them).
# Idempotent; does nothing when not root or without apt-get.
. "$(dirname "${BASH_SOURCE[0]}")/lib/apt.sh"
octocatalog_install() {
	ci_missing octocatalog-diff git
	if [ ${#ci_missing[@]} -eq 0 ]; then
		echo "ci: octocatalog-diff and git are installed"
		return 0
	fi
	if ! ci_can_install; then
		echo "ci: not root or no apt-get: not installing ${ci_missing[*]} (the side-by-side diff test uses its recordings)"
		return 0
	fi
	echo "ci: installing ${ci_missing[*]}"
	ci_apt_install "${ci_missing[@]}" ||
		echo "ci: installing octocatalog-diff failed; the side-by-side diff test uses its recordings"
	return 0
}
octocatalog_install
