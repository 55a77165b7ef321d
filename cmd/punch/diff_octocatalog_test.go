package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// octocatalogArgs make punch diff report what octocatalog-diff does by
// default: no classes (and so no class parameters), no tags, no edges, no
// before/require.
var octocatalogArgs = []string{"--hide-classes", "--no-tags", "--no-edges",
	"--ignore-attr", "::parameters::before", "--ignore-attr", "::parameters::require"}

// ocdChanges reads an octocatalog-diff JSON report as a sorted list of
// "+Type[Title]", "-Type[Title]" and "~Type[Title]::parameter".
func ocdChanges(t *testing.T, file string) []string {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var rep struct {
		Diff []struct {
			DiffType  string   `json:"diff_type"`
			Type      string   `json:"type"`
			Title     string   `json:"title"`
			Structure []string `json:"structure"`
		} `json:"diff"`
	}
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	set := map[string]bool{}
	for _, d := range rep.Diff {
		ref := d.Type + "[" + d.Title + "]"
		switch {
		case len(d.Structure) == 0:
			set[d.DiffType+ref] = true
		case d.Structure[0] == "parameters" && len(d.Structure) > 1:
			set["~"+ref+"::"+d.Structure[1]] = true
		default:
			set["~"+ref+"::"+d.Structure[0]] = true
		}
	}
	return sorted(set)
}

func sorted(set map[string]bool) []string {
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// punchChanges runs punch diff on the test repository and returns each
// node's changes in the same form.
func punchChanges(t *testing.T, dir string, extra ...string) map[string][]string {
	t.Helper()
	args := append([]string{"--old-dir", filepath.Join(dir, "v1"), "--new-dir", filepath.Join(dir, "v2"),
		"--facts-dir", filepath.Join(dir, "facts"), "--format", "json"}, octocatalogArgs...)
	rc, out, errs := diffCmd(append(args, extra...)...)
	if rc == 2 {
		t.Fatalf("punch diff failed:\n%s", errs)
	}
	got := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var n struct {
			Node    string `json:"node"`
			Added   []struct{ Ref string }
			Removed []struct{ Ref string }
			Changed []struct {
				Ref        string
				Parameters map[string]json.RawMessage
				Exported   *[2]bool
			}
		}
		if err := json.Unmarshal([]byte(line), &n); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		if n.Node == "" {
			continue // the run's line
		}
		set := map[string]bool{}
		for _, r := range n.Added {
			set["+"+r.Ref] = true
		}
		for _, r := range n.Removed {
			set["-"+r.Ref] = true
		}
		for _, c := range n.Changed {
			for p := range c.Parameters {
				set["~"+c.Ref+"::"+p] = true
			}
			if c.Exported != nil {
				set["~"+c.Ref+"::exported"] = true
			}
		}
		got[n.Node] = sorted(set)
	}
	return got
}

// TestDiffAsOctocatalog compares punch diff with Debian's octocatalog-diff
// 2.1.0 on the test control repository (testdata/diffrepo, written by
// make.sh): for every node, the same resources added, removed and changed,
// and the same parameters changed, the content of files behind source =>
// included. The reference is octocatalog-diff's recorded reports
// (testdata/diffrepo/octocatalog, made by record-octocatalog.sh), or a live
// run of octocatalog-diff (record-octocatalog.sh into a temporary
// directory) with PUNCH_LIVE_OCTOCATALOG=1: the live run takes 5-20
// minutes of Puppet compiles, too slow for every run of the suite. Where octocatalog-diff 2.1.0 crashes
// (an array or hash value in a change), the reference is
// octocatalog-diff's comparison of the two catalogs Puppet 7.23 compiled
// (the recording script makes it), and the test says so.
func TestDiffAsOctocatalog(t *testing.T) {
	// Minutes of waiting for Puppet or PuppetDB: other tests run meanwhile.
	t.Parallel()
	if _, err := os.Stat("/usr/share/puppet/modules/mysql/manifests"); err != nil {
		t.Skip("the Debian modules are not installed (apt-get install puppet-module-puppetlabs-mysql and the others of shared/corpus/packages.txt)")
	}
	dir, _ := filepath.Abs("testdata/diffrepo")
	ref := filepath.Join(dir, "octocatalog")
	source := "recorded reports (testdata/diffrepo/octocatalog)"
	if _, err := exec.LookPath("octocatalog-diff"); err == nil && os.Getenv("PUNCH_LIVE_OCTOCATALOG") == "1" {
		live := t.TempDir()
		cmd := exec.Command(filepath.Join(dir, "record-octocatalog.sh"))
		cmd.Env = append(os.Environ(), "OCD_OUT="+live)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("octocatalog-diff: %v\n%s", err, out)
		}
		ref, source = live, "a live run of octocatalog-diff"
	} else {
		t.Log("comparing with octocatalog-diff's recorded reports (for a live run: apt-get install octocatalog-diff and set PUNCH_LIVE_OCTOCATALOG=1)")
	}
	got := punchChanges(t, dir)
	facts, _ := filepath.Glob(filepath.Join(dir, "facts", "*.json"))
	if len(facts) == 0 {
		t.Fatal("no facts in testdata/diffrepo/facts: run make.sh")
	}
	crashed := 0
	for _, f := range facts {
		node := strings.TrimSuffix(filepath.Base(f), ".json")
		status, err := os.ReadFile(filepath.Join(ref, node+".status"))
		if err != nil {
			t.Errorf("%s: no reference report (%v): run record-octocatalog.sh", node, err)
			continue
		}
		want := ocdChanges(t, filepath.Join(ref, node+".json"))
		how := "octocatalog-diff"
		if strings.TrimSpace(string(status)) == "crash" {
			crashed++
			how = "octocatalog-diff on Puppet's catalogs (octocatalog-diff 2.1.0 crashes on this node: an array or hash value changed)"
		}
		if g, w := strings.Join(got[node], "\n"), strings.Join(want, "\n"); g != w {
			t.Errorf("%s: punch diff and %s (%s) differ:\npunch:\n%s\nreference:\n%s", node, how, source, g, w)
		} else {
			t.Logf("%s: %d changes, as %s (%s)", node, len(want), how, source)
		}
	}
	if crashed == 0 {
		t.Log("no node made octocatalog-diff 2.1.0 crash")
	}
}
