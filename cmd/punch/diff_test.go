package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// writeEnv writes environment production with the given site.pp under dir.
func writeEnv(t *testing.T, dir, site string) {
	testtree.Write(t, dir, map[string]string{"production/manifests/site.pp": site})
}

func TestDiffCompiles(t *testing.T) {
	dir := t.TempDir()
	oldEnv, newEnv, broken := filepath.Join(dir, "old"), filepath.Join(dir, "new"), filepath.Join(dir, "broken")
	writeEnv(t, oldEnv, "file { '/tmp/a': content => 'x' }\nnotify { $facts['role']: }\n")
	writeEnv(t, newEnv, "file { '/tmp/a': content => 'y' }\nnotify { $facts['role']: }\n")
	writeEnv(t, broken, "file { '/tmp/a': content => }\n")
	facts := filepath.Join(dir, "facts")
	os.MkdirAll(facts, 0o755)
	os.WriteFile(filepath.Join(facts, "web.example.com.json"), []byte(`{"role": "web"}`), 0o644)
	os.WriteFile(filepath.Join(facts, "db.example.com.yaml"), []byte("role: db\n"), 0o644)
	os.WriteFile(filepath.Join(facts, "README"), []byte("not facts"), 0o644)

	run := func(args ...string) (int, string, string) {
		var out, errb bytes.Buffer
		rc := runDiff(args, &out, &errb)
		return rc, out.String(), errb.String()
	}
	rc, out, errs := run("--old-environmentpath", oldEnv, "--new-environmentpath", newEnv, "--facts-dir", facts)
	if rc != 1 {
		t.Fatalf("rc = %d, stderr %s", rc, errs)
	}
	// Both nodes, in name order, each with its own notify unchanged.
	if !strings.HasPrefix(out, "Catalog of db.example.com (production): 0 added, 0 removed, 1 changed\n~ File[/tmp/a]\n    content: \"x\" -> \"y\"\n\nCatalog of web.example.com") {
		t.Errorf("output:\n%s", out)
	}
	if !strings.Contains(errs, "2 of 2 nodes changed") {
		t.Errorf("stderr: %s", errs)
	}

	rc, out, errs = run("--old-environmentpath", oldEnv, "--new-environmentpath", oldEnv, "--facts", filepath.Join(facts, "db.example.com.yaml"), "--node", "db.example.com")
	if rc != 0 || out != "" {
		t.Errorf("same code: rc %d, output %q, stderr %s", rc, out, errs)
	}

	// Two checkouts of the same code in different directories: with
	// --source, resources' files are compared by their path in each side's
	// environment (catalogs carry absolute paths, as Puppet's do).
	same := filepath.Join(dir, "same")
	writeEnv(t, same, "file { '/tmp/a': content => 'x' }\nnotify { $facts['role']: }\n")
	rc, out, errs = run("--source", "--old-environmentpath", oldEnv, "--new-environmentpath", same, "--facts", filepath.Join(facts, "db.example.com.yaml"), "--node", "db.example.com")
	if rc != 0 || out != "" {
		t.Errorf("same code elsewhere, --source: rc %d, output %q, stderr %s", rc, out, errs)
	}
	moved := filepath.Join(dir, "moved")
	writeEnv(t, moved, "\nfile { '/tmp/a': content => 'x' }\nnotify { $facts['role']: }\n")
	rc, out, _ = run("--source", "--old-environmentpath", oldEnv, "--new-environmentpath", moved, "--facts", filepath.Join(facts, "db.example.com.yaml"), "--node", "db.example.com")
	if rc != 1 || !strings.Contains(out, "manifests/site.pp:1 -> manifests/site.pp:2") {
		t.Errorf("moved code, --source: rc %d, output %q", rc, out)
	}

	// A compile that fails is trouble (2), named by side and node, with
	// Puppet's error and its location.
	rc, _, errs = run("--old-environmentpath", oldEnv, "--new-environmentpath", broken, "--facts-dir", facts)
	if rc != 2 || !strings.Contains(errs, "Error: the new code fails for node db.example.com:\n  ") || !strings.Contains(errs, "line: 1") {
		t.Errorf("broken: rc %d, stderr %s", rc, errs)
	}

	// Two catalog files.
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	os.WriteFile(a, []byte(`{"name":"n","environment":"production","resources":[{"type":"Notify","title":"x","parameters":{"message":"1"}}],"edges":[],"classes":[]}`), 0o644)
	os.WriteFile(b, []byte(`{"name":"n","environment":"production","resources":[{"type":"Notify","title":"x","parameters":{"message":"2"}}],"edges":[],"classes":[]}`), 0o644)
	rc, out, _ = run(a, b)
	if rc != 1 || !strings.Contains(out, `message: "1" -> "2"`) {
		t.Errorf("files: rc %d, output %s", rc, out)
	}
	if rc, _, _ = run(a, a); rc != 0 {
		t.Errorf("same file: rc %d", rc)
	}
	rc, _, errs = run(a, filepath.Join(dir, "facts", "README"))
	if rc != 2 || !strings.Contains(errs, "not a catalog in JSON") {
		t.Errorf("bad file: rc %d, stderr %s", rc, errs)
	}
	if rc, _, _ = run("--facts-dir", facts); rc != 2 {
		t.Errorf("nothing to compare: rc %d", rc)
	}
}

// A bad flag is one line of error (not the whole usage, which buried it)
// and trouble in either exit-code convention, wherever --exit-codes is.
func TestDiffBadFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		rc   int
	}{
		{[]string{"--no-such-flag"}, 2},
		{[]string{"--exit-codes", "octocatalog", "--no-such-flag"}, 1},
		{[]string{"--no-such-flag", "--exit-codes", "octocatalog"}, 1},
		{[]string{"--no-such-flag", "--exit-codes=octocatalog"}, 1},
		{[]string{"--jobs", "many", "-exit-codes", "octocatalog"}, 1},
		{[]string{"--no-such-flag", "--", "--exit-codes", "octocatalog"}, 2},
	} {
		rc, out, errs := diffCmd(tc.args...)
		if rc != tc.rc || out != "" {
			t.Errorf("%v: rc %d (want %d), stdout %q", tc.args, rc, tc.rc, out)
		}
		if strings.Count(errs, "\n") != 1 || !strings.HasPrefix(errs, "Error: ") || !strings.Contains(errs, "--help") {
			t.Errorf("%v: stderr is not one line of error:\n%s", tc.args, errs)
		}
	}
	rc, _, errs := diffCmd("--help")
	if rc != 0 || !strings.Contains(errs, "Usage:") || !strings.Contains(errs, "-exit-codes") {
		t.Errorf("--help: rc %d\n%s", rc, errs)
	}
	// Puppet's settings are one paragraph, not hundreds of flags burying
	// the command's own (every setting stays usable as a flag).
	if strings.Contains(errs, "-allow_duplicate_certs") || !strings.Contains(errs, "Puppet's settings: each setting of puppet.conf is also a flag") {
		t.Errorf("--help lists every setting:\n%s", errs)
	}
}

// An error of the environment itself (found once, when it is parsed) is
// reported for each node under its own name: the compile named the node
// on the shared error, so every node after the first got the first one's.
func TestDiffSharedErrorNamesEachNode(t *testing.T) {
	root := t.TempDir()
	oldDir, newDir := filepath.Join(root, "old"), filepath.Join(root, "new")
	testtree.Write(t, oldDir, map[string]string{"manifests/site.pp": "notify { 'x': }\n"})
	testtree.Write(t, newDir, map[string]string{
		"manifests/site.pp":              "include site\n",
		"modules/site/manifests/init.pp": "class site {}\nclass other {}\n",
	})
	rc, _, errs := diffCmd("--old-dir", oldDir, "--new-dir", newDir, "--facts-dir", twoNodes(t), "--jobs", "1")
	if rc != 2 {
		t.Fatalf("rc %d\n%s", rc, errs)
	}
	for _, node := range []string{"db01.example.com", "web01.example.com"} {
		want := "Error: the new code fails for node " + node + ":\n  Unacceptable location. The name 'other' is unacceptable in file"
		i := strings.Index(errs, want)
		if i < 0 {
			t.Fatalf("no error for %s:\n%s", node, errs)
		}
		if line, _, _ := strings.Cut(errs[i+len(want):], "\n"); !strings.HasSuffix(line, " on node "+node) {
			t.Errorf("the error for %s names another node: %s", node, line)
		}
	}
}

// --nodes naming a node without a facts file says so by name (with only
// such names it said there were no facts files at all).
func TestDiffNodesWithoutFacts(t *testing.T) {
	root := t.TempDir()
	testtree.Write(t, root, map[string]string{"env/manifests/site.pp": "notify { 'x': }\n"})
	facts := twoNodes(t)
	env := filepath.Join(root, "env")
	for _, tc := range []struct{ nodes, missing string }{
		{"web01", "web01"},
		{"zzz,web01.example.com", "zzz"},
		{"b,a", "a, b"},
	} {
		rc, _, errs := diffCmd("--old-dir", env, "--new-dir", env, "--facts-dir", facts, "--nodes", tc.nodes)
		want := "Error: --nodes: no facts for " + tc.missing + " in " + facts + " (a node's facts are NAME.json or NAME.yaml)\n"
		if rc != 2 || errs != want {
			t.Errorf("--nodes %s: rc %d\n%s(want %s)", tc.nodes, rc, errs, want)
		}
	}
}

// With one facts file, --nodes (-n, --hostname: octocatalog-diff's -n
// beside --fact-file) names the node compiled with those facts; it was
// ignored and the facts' own node compiled instead.
func TestDiffFactsFileNodeName(t *testing.T) {
	root := t.TempDir()
	oldDir, newDir := filepath.Join(root, "old"), filepath.Join(root, "new")
	testtree.Write(t, oldDir, map[string]string{"manifests/site.pp": "notify { $trusted['certname']: message => 'a' }\n"})
	testtree.Write(t, newDir, map[string]string{"manifests/site.pp": "notify { $trusted['certname']: message => 'b' }\n"})
	facts := filepath.Join(twoNodes(t), "web01.example.com.json")
	base := []string{"--old-dir", oldDir, "--new-dir", newDir, "--facts", facts}
	for _, flag := range []string{"--nodes", "-n", "--hostname"} {
		rc, out, errs := diffCmd(append(base, flag, "other.example.com")...)
		if rc != 1 || !strings.HasPrefix(out, "Catalog of other.example.com (production)") || !strings.Contains(out, "~ Notify[other.example.com]") {
			t.Errorf("%s other.example.com: rc %d\n%s\n%s", flag, rc, out, errs)
		}
	}
	rc, out, _ := diffCmd(base...)
	if rc != 1 || !strings.HasPrefix(out, "Catalog of web01.example.com (production)") {
		t.Errorf("the facts' own name: rc %d\n%s", rc, out)
	}
	rc, _, errs := diffCmd(append(base, "--nodes", "a.example.com,b.example.com")...)
	if rc != 2 || !strings.Contains(errs, "--facts holds the facts of one node") {
		t.Errorf("two --nodes with --facts: rc %d %s", rc, errs)
	}
	rc, _, errs = diffCmd(append(base, "--nodes", "a.example.com", "--node", "b.example.com")...)
	if rc != 2 || !strings.Contains(errs, "--node b.example.com and --nodes a.example.com name different nodes") {
		t.Errorf("--node and --nodes: rc %d %s", rc, errs)
	}
}

// Facts holding the node's trusted data (as PuppetDB stores them, and
// exports of it) give the compile $trusted['extensions']: a control
// repository that classifies by pp_role diffs as its server compiles it.
func TestDiffTrustedExtensionsFromFacts(t *testing.T) {
	root := t.TempDir()
	oldDir, newDir := filepath.Join(root, "old"), filepath.Join(root, "new")
	site := "notify { \"role ${trusted['extensions']['pp_role']}\": message => 'MSG' }\n"
	testtree.Write(t, oldDir, map[string]string{"manifests/site.pp": strings.Replace(site, "MSG", "a", 1)})
	testtree.Write(t, newDir, map[string]string{"manifests/site.pp": strings.Replace(site, "MSG", "b", 1)})
	factsDir := filepath.Join(root, "facts")
	testtree.Write(t, factsDir, map[string]string{
		"web01.example.com.json": `{"clientcert": "web01.example.com", "trusted": {"certname": "web01.example.com", "extensions": {"pp_role": "web"}}}`,
		"db01.example.com.json":  `{"clientcert": "db01.example.com"}`,
	})
	rc, out, errs := diffCmd("--old-dir", oldDir, "--new-dir", newDir, "--facts-dir", factsDir)
	if rc != 1 || !strings.Contains(out, "~ Notify[role web]") || !strings.Contains(out, "~ Notify[role ]") {
		t.Errorf("rc %d\n%s\n%s", rc, out, errs)
	}
}
