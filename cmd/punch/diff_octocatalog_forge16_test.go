package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestDiffAsOctocatalogForge16 compares punch diff with Debian's octocatalog-diff 2.1.0 on a third
// control repository, written without the Debian modules (testdata/diffrepo_forge16: a role/profile
// site module over a component module, Hiera data per node, an ERB template; QA-FORGE-16). Between
// v1 and v2 each node shows other kinds of change than testdata/diffrepo's: app01 a class parameter
// and a mode through Hiera, a defined type instance replaced by another (plugins), a file's content
// through a template; app02 a nested Hiera hash and the user, so resources whose titles and
// relationships change; app03 only what every node shares (a renamed exec with new parameters, a new
// directory). The reference is octocatalog-diff's reports recorded by record-octocatalog.sh (a link
// to testdata/diffrepo's script).
func TestDiffAsOctocatalogForge16(t *testing.T) {
	t.Parallel()
	dir, err := filepath.Abs("testdata/diffrepo_forge16")
	if err != nil {
		t.Fatal(err)
	}
	compareRecordedOctocatalog(t, dir, 3)
}

// compareRecordedOctocatalog runs punch diff on the control repository dir (v1/, v2/, facts/) and
// requires for every node the changes of octocatalog-diff's report recorded in dir/octocatalog, each
// report listing some change; nodes > 0 is the number of facts files there must be.
func compareRecordedOctocatalog(t *testing.T, dir string, nodes int) {
	t.Helper()
	got := punchChanges(t, dir)
	facts, _ := filepath.Glob(filepath.Join(dir, "facts", "*.json"))
	if len(facts) == 0 || (nodes > 0 && len(facts) != nodes) {
		t.Fatalf("%d facts files in %s/facts, want %d (0: at least one)", len(facts), dir, nodes)
	}
	for _, f := range facts {
		node := strings.TrimSuffix(filepath.Base(f), ".json")
		want := ocdChanges(t, filepath.Join(dir, "octocatalog", node+".json"))
		if len(want) == 0 {
			t.Fatalf("%s: octocatalog-diff's report lists no change", node)
		}
		if g, w := strings.Join(got[node], "\n"), strings.Join(want, "\n"); g != w {
			t.Errorf("%s: punch diff and octocatalog-diff differ:\npunch:\n%s\noctocatalog-diff:\n%s", node, g, w)
		}
	}
}
