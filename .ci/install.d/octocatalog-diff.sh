# Sourced by .ci/run: installs Debian's octocatalog-diff 2.1.0 (and git,
# which punch diff --repo runs) for the side-by-side test of punch diff
# (cmd/punch: TestDiffAsOctocatalog runs it live unless -short, and
# compares with its recorded reports otherwise;
# cmd/punch/testdata/diffrepo/record-octocatalog.sh records them).
# Idempotent; does nothing when not root or without apt-get.
. "$(dirname "${BASH_SOURCE[0]}")/lib/apt.sh"
ci_install "octocatalog-diff and git" "the side-by-side diff test uses its recordings" octocatalog-diff git
