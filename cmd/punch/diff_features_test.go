package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/environments/data"
	"github.com/punch-dev/punch/environments/enc"
)

// diffCmd runs punch diff and returns its exit status, stdout and stderr.
func diffCmd(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	rc := runDiff(args, &out, &errb)
	return rc, out.String(), errb.String()
}

const factsWeb = `{"clientcert":"web01.example.com","role":"web","os":{"family":"Debian","release":{"major":"12"}},"n":"1"}`
const factsDB = `{"clientcert":"db01.example.com","role":"db","os":{"family":"Debian","release":{"major":"12"}},"n":"1"}`

// twoNodes writes a facts directory with web01 and db01.
func twoNodes(t *testing.T) string {
	dir := filepath.Join(t.TempDir(), "facts")
	testtree.Write(t, dir, map[string]string{"web01.example.com.json": factsWeb, "db01.example.com.json": factsDB})
	return dir
}

// Fact overrides: dotted paths, typed values, JSON, per side and per node;
// an override that matches nothing is an error.
func TestDiffFactOverrides(t *testing.T) {
	env := filepath.Join(t.TempDir(), "env")
	testtree.Write(t, env, map[string]string{"manifests/site.pp": `
notify { 'family': message => $facts['os']['family'] }
notify { 'type': message => type($facts['n'], 'generalized') }
notify { 'extra': message => $facts['extra'] }
`})
	facts := twoNodes(t)
	base := []string{"--old-dir", env, "--new-dir", env, "--facts-dir", facts, "--format", "json"}
	rc, out, errs := diffCmd(base...)
	if rc != 0 || strings.Contains(out, `"changed":[{`) {
		t.Fatalf("same code, no override: rc %d\n%s\n%s", rc, out, errs)
	}
	rc, out, errs = diffCmd(append(base, "--new-fact-override", "os.family=RedHat", "--new-fact-override", "n=(integer)8",
		"--fact-override", "extra=(json){\"a\":[1,2]}")...)
	if rc != 1 || strings.Count(out, `"ref":"Notify[family]","parameters":{"message":{"old":"Debian","new":"RedHat"}}`) != 2 ||
		strings.Count(out, `"ref":"Notify[type]","parameters":{"message":{"old":"String","new":"Integer"}}`) != 2 {
		t.Errorf("overrides: rc %d\n%s\n%s", rc, out, errs)
	}
	if strings.Contains(out, `Notify[extra]`) || !strings.Contains(errs, "has no fact extra; it is added") {
		t.Errorf("a fact for both sides differs, or its addition was not reported: %s\n%s", out, errs)
	}
	// One node only.
	rc, out, _ = diffCmd(append(base, "--new-fact-override", "web*@os.family=(string)RedHat")...)
	if rc != 1 || !strings.Contains(out, `"node":"web01.example.com"`) || strings.Contains(out, `"node":"db01.example.com","old`) {
		t.Errorf("per node: rc %d\n%s", rc, out)
	}
	// Deleting a fact.
	rc, out, _ = diffCmd(append(base, "--old-fact-override", "n=(nil)")...)
	if rc != 1 || !strings.Contains(out, `"message":{"old":"Undef","new":"String"}`) {
		t.Errorf("(nil): rc %d\n%s", rc, out)
	}
	for _, bad := range [][]string{
		{"--fact-override", "os.famly.x=1"},
		{"--fact-override", "nope.x=1"},
		{"--fact-override", "/^nope/=1"},
		{"--fact-override", "mail*@os.family=RedHat"},
		{"--fact-override", "nope=(nil)"},
		{"--fact-override", "n=(integer)x"},
		{"--fact-override", "n=(json){"},
		{"--fact-override", "n=(bogus)1"},
		{"--fact-override", "novalue"},
	} {
		rc, _, errs := diffCmd(append(base, bad...)...)
		if rc != 2 || !strings.Contains(errs, bad[1]) {
			t.Errorf("%v: rc %d, stderr %s", bad, rc, errs)
		}
	}
	// octocatalog-diff's exit statuses.
	rc, _, _ = diffCmd(append(base, "--new-fact-override", "os.family=RedHat", "--exit-codes", "octocatalog")...)
	if rc != 2 {
		t.Errorf("--exit-codes octocatalog with changes: %d", rc)
	}
	rc, _, _ = diffCmd(append(base, "--fact-override", "nope.x=1", "--exit-codes", "octocatalog")...)
	if rc != 1 {
		t.Errorf("--exit-codes octocatalog in trouble: %d", rc)
	}
}

// The ENC per side, relative to each checkout, and its overrides.
func TestDiffENC(t *testing.T) {
	root := t.TempDir()
	site := `class app($port = 80, $name2 = 'x') { notify { "app ${port} ${name2}": } }
class extra { notify { 'extra': } }
notify { "param ${role_param}": }
`
	encV1 := "#!/bin/sh\necho 'classes: {app: {port: 80}}'\necho 'parameters: {role_param: one}'\n"
	encV2 := "#!/bin/sh\necho 'classes: {app: {port: 81}}'\necho 'parameters: {role_param: one}'\n"
	oldDir, newDir := filepath.Join(root, "old"), filepath.Join(root, "new")
	testtree.Write(t, oldDir, map[string]string{"manifests/site.pp": site, "bin/enc.sh": encV1})
	testtree.Write(t, newDir, map[string]string{"manifests/site.pp": site, "bin/enc.sh": encV2})
	facts := twoNodes(t)
	base := []string{"--old-dir", oldDir, "--new-dir", newDir, "--facts-dir", facts, "--enc", "bin/enc.sh", "--nodes", "web01.example.com"}
	rc, out, errs := diffCmd(base...)
	if rc != 1 || !strings.Contains(out, "- Notify[app 80 x]") || !strings.Contains(out, "+ Notify[app 81 x]") {
		t.Errorf("per-side ENC: rc %d\n%s\n%s", rc, out, errs)
	}
	rc, out, errs = diffCmd(append(base, "--old-enc-override", "classes::app::port=81", "--enc-override", "parameters::role_param=two",
		"--new-enc-override", "classes::extra=(json){}")...)
	if rc != 1 || strings.Contains(out, "Notify[app") || !strings.Contains(out, "+ Notify[extra]") || strings.Contains(out, "param one") {
		t.Errorf("ENC overrides: rc %d\n%s\n%s", rc, out, errs)
	}
	rc, out, errs = diffCmd(append(base, "--new-enc-override", "environment=nosuchenv")...)
	if rc != 2 || !strings.Contains(errs, "nosuchenv") {
		t.Errorf("an ENC environment that does not exist: rc %d\n%s\n%s", rc, out, errs)
	}
	for _, bad := range [][]string{
		{"--enc-override", "bogus=1"},
		{"--enc-override", "mail*@parameters::x=1"},
		{"--enc-override", "/^nope$/=1"},
	} {
		rc, _, errs := diffCmd(append(base, bad...)...)
		if rc != 2 || !strings.Contains(errs, bad[1]) {
			t.Errorf("%v: rc %d, stderr %s", bad, rc, errs)
		}
	}
	// An override without an ENC is an error.
	rc, _, errs = diffCmd("--old-dir", oldDir, "--new-dir", newDir, "--facts-dir", facts, "--enc-override", "parameters::x=1")
	if rc != 2 || !strings.Contains(errs, "has no ENC") {
		t.Errorf("override without ENC: rc %d, %s", rc, errs)
	}
}

// A global hiera.yaml with an absolute datadir: --hiera-path points it
// into each checkout (without it, a warning says no data is found there),
// and --hiera-path-strip replaces the prefix.
func TestDiffHieraPath(t *testing.T) {
	root := t.TempDir()
	hiera := "---\nversion: 5\ndefaults:\n  datadir: /etc/puppetlabs/code/environments/production/hieradata\n  data_hash: yaml_data\nhierarchy:\n  - name: common\n    path: common.yaml\n"
	site := "notify { 'greeting': message => lookup('greeting', String, 'first', 'none') }\n"
	oldDir, newDir := filepath.Join(root, "old"), filepath.Join(root, "new")
	testtree.Write(t, oldDir, map[string]string{"manifests/site.pp": site, "hiera.yaml": hiera, "hieradata/common.yaml": "greeting: hello\n"})
	testtree.Write(t, newDir, map[string]string{"manifests/site.pp": site, "hiera.yaml": hiera, "hieradata/common.yaml": "greeting: hi\n"})
	facts := twoNodes(t)
	base := []string{"--old-dir", oldDir, "--new-dir", newDir, "--facts-dir", facts, "--nodes", "db01.example.com", "--hiera-config", "hiera.yaml"}
	rc, out, errs := diffCmd(base...)
	if rc != 0 || !strings.Contains(errs, "Hiera datadir /etc/puppetlabs/code/environments/production/hieradata") || !strings.Contains(errs, "--hiera-path") {
		t.Errorf("no --hiera-path: rc %d\n%s\n%s", rc, out, errs)
	}
	for _, extra := range [][]string{{"--hiera-path", "hieradata"}, {"--hiera-path-strip", "/etc/puppetlabs/code/environments/production"}} {
		rc, out, errs = diffCmd(append(base, extra...)...)
		if rc != 1 || !strings.Contains(out, `message: "hello" -> "hi"`) || strings.Contains(errs, "Warning") {
			t.Errorf("%v: rc %d\n%s\n%s", extra, rc, out, errs)
		}
	}
	rc, _, errs = diffCmd(append(base, "--hiera-path", "nodata")...)
	if rc != 2 || !strings.Contains(errs, "not a directory") {
		t.Errorf("a missing --hiera-path: rc %d %s", rc, errs)
	}
}

// git refs: worktrees of two commits, a bootstrap command run once per
// cached commit, the working tree with uncommitted changes, and no
// worktree left behind with --no-cache.
func TestDiffGitRefs(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed (apt-get install git)")
	}
	root := t.TempDir()
	repo := filepath.Join(root, "repo")
	git := gitIn(t, repo)
	// The bootstrap installs a module the way a Puppetfile install would,
	// from a "forge" directory, and counts its runs.
	forge := filepath.Join(root, "forge")
	testtree.Write(t, forge, map[string]string{"boot/manifests/init.pp": "class boot { notify { 'booted': } }\n"})
	counter := filepath.Join(root, "runs")
	boot := "mkdir -p modules && cp -r " + forge + "/boot modules/ && echo $PUNCH_DIFF_SIDE >> " + counter
	testtree.Write(t, repo, map[string]string{
		"manifests/site.pp": "include boot\nnotify { 'version': message => 'one' }\n",
		"Puppetfile":        "mod 'boot'\n",
		".gitignore":        "modules/\n",
	})
	os.MkdirAll(repo, 0o755)
	git("init", "-q", "-b", "main")
	git("add", ".")
	git("commit", "-q", "-m", "v1")
	testtree.Write(t, repo, map[string]string{"manifests/site.pp": "include boot\nnotify { 'version': message => 'two' }\n"})
	git("commit", "-q", "-am", "v2")
	facts := twoNodes(t)
	cache := filepath.Join(root, "cache")
	args := []string{"--repo", repo, "--from", "main~1", "--to", "main", "--bootstrap", boot, "--cache-dir", cache,
		"--facts-dir", facts, "--nodes", "web01.example.com"}
	rc, out, errs := diffCmd(args...)
	if rc != 1 || !strings.Contains(out, `message: "one" -> "two"`) {
		t.Fatalf("refs: rc %d\n%s\n%s", rc, out, errs)
	}
	runs, _ := os.ReadFile(counter)
	if string(runs) != "old\nnew\n" && string(runs) != "new\nold\n" {
		t.Errorf("bootstrap runs: %q", runs)
	}
	// Again: the cached worktrees are used as they are.
	if rc, _, errs = diffCmd(args...); rc != 1 {
		t.Fatalf("second run: rc %d %s", rc, errs)
	}
	if runs2, _ := os.ReadFile(counter); string(runs2) != string(runs) {
		t.Errorf("the bootstrap ran again on cached worktrees: %q", runs2)
	}
	// Another bootstrap command makes the worktrees again.
	args2 := append(append([]string(nil), args...), "--bootstrap-env", "X=1")
	if rc, _, errs = diffCmd(args2...); rc != 1 {
		t.Fatalf("other bootstrap: rc %d %s", rc, errs)
	}
	if runs3, _ := os.ReadFile(counter); len(runs3) != 2*len(runs) {
		t.Errorf("a changed bootstrap did not run again: %q", runs3)
	}
	// The working tree with an uncommitted change, without the cache.
	testtree.Write(t, repo, map[string]string{"manifests/site.pp": "include boot\nnotify { 'version': message => 'three' }\n"})
	os.MkdirAll(filepath.Join(repo, "modules"), 0o755)
	exec.Command("cp", "-r", forge+"/boot", filepath.Join(repo, "modules")).Run()
	rc, out, errs = diffCmd("--repo", repo, "--from", "main", "--to", ".", "--bootstrap", boot, "--no-cache", "--facts-dir", facts, "--nodes", "web01.example.com")
	if rc != 1 || !strings.Contains(out, `message: "two" -> "three"`) {
		t.Errorf("working tree: rc %d\n%s\n%s", rc, out, errs)
	}
	if wt := git("worktree", "list"); strings.Count(wt, "\n") != 2 {
		// The main tree and the two cached worktrees of the last cached run.
		t.Errorf("worktrees after --no-cache:\n%s", wt)
	}
	// A failing bootstrap stops the run with its output.
	rc, _, errs = diffCmd("--repo", repo, "--from", "main~1", "--to", "main", "--bootstrap", "echo broken >&2; exit 3", "--no-cache", "--facts-dir", facts)
	if rc != 2 || !strings.Contains(errs, "broken") || !strings.Contains(errs, "exit status 3") {
		t.Errorf("failing bootstrap: rc %d %s", rc, errs)
	}
	// Two refs of one commit share its worktree (locking it twice waited
	// forever), with or without the cache; the bootstrap runs once.
	git("branch", "same", "main")
	for _, extra := range [][]string{{"--cache-dir", filepath.Join(root, "cache-same")}, {"--no-cache"}} {
		os.Remove(counter)
		done := make(chan struct{})
		go func() {
			defer close(done)
			rc, out, errs = diffCmd(append([]string{"--repo", repo, "--from", "main", "--to", "same", "--bootstrap", boot,
				"--facts-dir", facts, "--nodes", "web01.example.com"}, extra...)...)
		}()
		select {
		case <-done:
		case <-time.After(5 * time.Minute):
			t.Fatalf("--from and --to on one commit %v: no answer after 5 minutes (a worktree locked twice?)", extra)
		}
		if rc != 0 || out != "" {
			t.Errorf("one commit %v: rc %d\n%s\n%s", extra, rc, out, errs)
		}
		if runs, _ := os.ReadFile(counter); string(runs) != "old\n" {
			t.Errorf("one commit %v: bootstrap runs %q", extra, runs)
		}
	}
	if wt := git("worktree", "list"); strings.Count(wt, "\n") != 3 {
		// The main tree, the two cached worktrees of the earlier run, and
		// the one of the shared commit.
		t.Errorf("worktrees after one commit's runs:\n%s", wt)
	}
	// A ref whose code fails names the file relative to the repository,
	// not by the worktree cache's path.
	testtree.Write(t, repo, map[string]string{"manifests/site.pp": "include boot\nnotify { 'version': message => }\n"})
	git("commit", "-q", "-am", "broken")
	rc, _, errs = diffCmd("--repo", repo, "--from", "main~1", "--to", "main", "--bootstrap", boot, "--cache-dir", cache,
		"--facts-dir", facts, "--nodes", "web01.example.com")
	if rc != 2 || !strings.Contains(errs, "the new code fails") || !strings.Contains(errs, "(file: manifests/site.pp, line: 2") || strings.Contains(errs, cache) {
		t.Errorf("failing ref: rc %d %s", rc, errs)
	}
	rc, _, errs = diffCmd("--repo", repo, "--from", "nosuchbranch", "--facts-dir", facts)
	if rc != 2 || !strings.Contains(errs, `"nosuchbranch" is not a commit`) {
		t.Errorf("unknown ref: rc %d %s", rc, errs)
	}
}

// .punch-diff.yaml of the old checkout: its ignore rules apply; the
// command line adds to lists and wins for single values; unknown keys are
// errors with the file and line.
func TestDiffConfigFile(t *testing.T) {
	root := t.TempDir()
	oldDir, newDir := filepath.Join(root, "old"), filepath.Join(root, "new")
	testtree.Write(t, oldDir, map[string]string{
		"manifests/site.pp": "file { '/tmp/a': owner => 'root' }\nfile { '/tmp/b': owner => 'root' }\n",
		".punch-diff.yaml":  "ignore:\n  - File[/tmp/a]\nformat: json\n",
	})
	testtree.Write(t, newDir, map[string]string{
		"manifests/site.pp": "file { '/tmp/a': owner => 'bob' }\nfile { '/tmp/b': owner => 'bob' }\n",
		".punch-diff.yaml":  "ignore:\n  - File[*]\n",
	})
	facts := twoNodes(t)
	base := []string{"--old-dir", oldDir, "--new-dir", newDir, "--facts-dir", facts, "--nodes", "db01.example.com"}
	rc, out, errs := diffCmd(base...)
	if rc != 1 || strings.Contains(out, "/tmp/a") || !strings.Contains(out, `"ref":"File[/tmp/b]"`) {
		t.Errorf("config: rc %d\n%s\n%s", rc, out, errs)
	}
	rc, out, _ = diffCmd(append(base, "--ignore", "File[/tmp/b]", "--format", "text")...)
	if rc != 0 || out != "" {
		t.Errorf("command line and config: rc %d\n%s", rc, out)
	}
	rc, out, _ = diffCmd(append(base, "--no-diff-config")...)
	if rc != 1 || !strings.Contains(out, "~ File[/tmp/a]") {
		t.Errorf("--no-diff-config: rc %d\n%s", rc, out)
	}
	// --exit-codes only on the command line: a run failing before the
	// file is read would exit in the other convention.
	testtree.Write(t, oldDir, map[string]string{".punch-diff.yaml": "ignore: [x]\nexit-codes: octocatalog\n"})
	rc, _, errs = diffCmd(base...)
	if rc != 2 || !strings.Contains(errs, ".punch-diff.yaml:2:1: exit-codes cannot be set in .punch-diff.yaml: give --exit-codes on the command line") {
		t.Errorf("exit-codes in the config: rc %d %s", rc, errs)
	}
	testtree.Write(t, oldDir, map[string]string{".punch-diff.yaml": "ignore: [x]\nbootstrap: rm -rf /\n"})
	rc, _, errs = diffCmd(base...)
	if rc != 2 || !strings.Contains(errs, ".punch-diff.yaml:2:1") || !strings.Contains(errs, `"bootstrap" cannot be set`) {
		t.Errorf("bad config: rc %d %s", rc, errs)
	}
	// A YAML syntax error names the line and the column, as Psych would.
	testtree.Write(t, oldDir, map[string]string{".punch-diff.yaml": "ignore:\n  - a\n bad: [\n"})
	rc, _, errs = diffCmd(base...)
	if rc != 2 || !regexp.MustCompile(`\.punch-diff\.yaml:\d+:\d+: invalid YAML: `).MatchString(errs) {
		t.Errorf("YAML syntax error without line and column: rc %d %s", rc, errs)
	}
}

// Secrets are never printed: Sensitive values, show_diff => false content
// (a file and a source), secret-looking names (a class parameter, a hash
// key), in text, JSON and Markdown; their changes are still reported.
func TestDiffRedactionEndToEnd(t *testing.T) {
	root := t.TempDir()
	site := func(v string) string {
		return `class db($root_password, $options) {
  file { '/etc/db.conf': content => "password=${root_password}\n", show_diff => false }
  notify { 'opts': message => $options }
}
class { 'db': root_password => 'PW-` + v + `', options => { 'port' => 1, 'api_token' => 'TOKEN-` + v + `' } }
user { 'app': password => Sensitive('SENS-` + v + `') }
file { '/etc/key': source => 'puppet:///modules/keys/key', show_diff => false }
`
	}
	oldDir, newDir := filepath.Join(root, "old"), filepath.Join(root, "new")
	testtree.Write(t, oldDir, map[string]string{"manifests/site.pp": site("OLD"), "modules/keys/files/key": "KEYFILE-OLD\n"})
	testtree.Write(t, newDir, map[string]string{"manifests/site.pp": site("NEW"), "modules/keys/files/key": "KEYFILE-NEW\n"})
	facts := twoNodes(t)
	for _, format := range []string{"text", "json", "markdown"} {
		rc, out, errs := diffCmd("--old-dir", oldDir, "--new-dir", newDir, "--facts-dir", facts, "--format", format, "--detail-add")
		if rc != 1 {
			t.Fatalf("%s: rc %d\n%s", format, rc, errs)
		}
		for _, secret := range []string{"PW-", "TOKEN-", "SENS-", "KEYFILE-"} {
			if strings.Contains(out, secret) || strings.Contains(errs, secret) {
				t.Errorf("%s prints %s:\n%s", format, secret, out)
			}
		}
		for _, want := range []string{"Class[Db]", "User[app]", "File[/etc/db.conf]", "File[/etc/key]", "Notify[opts]"} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: the change of %s is not reported:\n%s", format, want, out)
			}
		}
	}
}

// JSON: a line per changed node and a last line for the run; Markdown: a
// summary with a table and the same diff once for the nodes sharing it;
// the summary line on stderr.
func TestDiffFormats(t *testing.T) {
	root := t.TempDir()
	oldDir, newDir := filepath.Join(root, "old"), filepath.Join(root, "new")
	testtree.Write(t, oldDir, map[string]string{"manifests/site.pp": "notify { 'x': message => 'a' }\n"})
	testtree.Write(t, newDir, map[string]string{"manifests/site.pp": "notify { 'x': message => 'b' }\nnotify { 'y': }\n"})
	facts := twoNodes(t)
	base := []string{"--old-dir", oldDir, "--new-dir", newDir, "--facts-dir", facts}
	rc, out, errs := diffCmd(append(base, "--format", "json")...)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if rc != 1 || len(lines) != 3 {
		t.Fatalf("json: rc %d\n%s\n%s", rc, out, errs)
	}
	var run struct {
		Run map[string]int `json:"run"`
	}
	if err := json.Unmarshal([]byte(lines[2]), &run); err != nil || run.Run["nodes"] != 2 || run.Run["changed"] != 2 || run.Run["resources_added"] != 2 {
		t.Errorf("run line: %s (%v)", lines[2], err)
	}
	rc, out, errs = diffCmd(append(base, "--format", "markdown", "--title", "CI <check>")...)
	if rc != 1 || !strings.HasPrefix(out, "### CI &lt;check&gt;: 2 of 2 nodes changed") ||
		strings.Count(out, "<details>") != 1 || !strings.Contains(out, "`db01.example.com`, `web01.example.com`") ||
		!strings.Contains(out, "```diff\n+ Notify[y]") {
		t.Errorf("markdown: rc %d\n%s\n%s", rc, out, errs)
	}
	if !strings.Contains(errs, "punch diff: 2 of 2 nodes changed (2 resources added, 0 removed, 2 changed)") {
		t.Errorf("summary: %s", errs)
	}
	// Details of added resources only on request; colour only when asked
	// (or on a terminal).
	_, out, _ = diffCmd(base...)
	if strings.Contains(out, "message =>") || strings.Contains(out, "\x1b[") {
		t.Errorf("default text:\n%q", out)
	}
	_, out, _ = diffCmd(append(base, "--detail-add", "--color", "always")...)
	if !strings.Contains(out, "\x1b[32m+ Notify[y]") || !strings.Contains(out, "\x1b[1mCatalog of") {
		t.Errorf("--detail-add --color always:\n%q", out)
	}
	_, _, errs = diffCmd(append(base, "--progress", "always")...)
	if !strings.Contains(errs, "\r\x1b[Kpunch diff [") || !strings.Contains(errs, "2/2 nodes, 2 changed, 0 failed") {
		t.Errorf("progress: %q", errs)
	}
	// On a terminal, report and bar share the screen: each report line
	// starts after the bar is cleared, never after the bar's text.
	var screen bytes.Buffer
	runDiff(append(base, "--progress", "always", "--quiet"), &screen, &screen)
	if s := screen.String(); !strings.Contains(s, "\r\x1b[KCatalog of db01") || strings.Contains(s, "failed"+"Catalog") ||
		!strings.HasSuffix(s, "\r\x1b[K") {
		t.Errorf("progress and report on one terminal: %q", s)
	}
	// Ignore flags reach the comparison.
	rc, out, _ = diffCmd(append(base, "--ignore", "Notify[y]+", "--ignore-attr", "message")...)
	if rc != 0 || out != "" {
		t.Errorf("ignored: rc %d %q", rc, out)
	}
}

// FuzzParseOverride: any override text is an override or an error, and an
// override applies to facts and to a classification without a panic.
func FuzzParseOverride(f *testing.F) {
	for _, s := range []string{"os.family=RedHat", "n=(integer)8", "x=(json){\"a\":[1]}", "web*@a.b=(nil)", "/^a/=1",
		"classes::app::port=81", "parameters::x::y=(boolean)true", "environment=prod"} {
		f.Add(s)
	}
	facts, err := readFactsJSON(`{"os":{"family":"Debian"},"a":1,"n":"x"}`)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, sep := range []string{".", "::"} {
			o, err := parseOverride("fact-override", s, sep)
			if err != nil {
				continue
			}
			applyFacts(facts, "web01.example.com", []*override{o})
			c := &enc.Classification{Parameters: data.NewMap(0), Classes: []enc.Class{{Name: "app"}}, ClassesAsHash: true}
			applyENC(c, "web01.example.com", []*override{o})
		}
	})
}

// The worktree cache keeps the most recently used complete worktrees and
// removes those never completed (a run stopped before its bootstrap
// finished), which were kept forever.
func TestDiffCachePrune(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git is not installed (apt-get install git)")
	}
	root := t.TempDir()
	repo, cache := filepath.Join(root, "repo"), filepath.Join(root, "cache")
	git := gitIn(t, repo)
	testtree.Write(t, repo, map[string]string{"manifests/site.pp": "notify { 'x': }\n"})
	git("init", "-q", "-b", "main")
	git("add", ".")
	git("commit", "-q", "-m", "c0")
	var commits []string
	for i := 0; i < 3; i++ {
		git("commit", "-q", "--allow-empty", "-m", "c")
		commits = append(commits, git("rev-parse", "HEAD"))
	}
	// commits[0] and [1] complete (1 the more recent), [2] left incomplete.
	for i, c := range commits {
		co, err := gitCheckout(repo, c, cache, false, "none")
		if err != nil {
			t.Fatal(err)
		}
		if i < 2 {
			co.markReady("none")
			old := time.Now().Add(time.Duration(i-2) * time.Hour)
			os.Chtimes(filepath.Join(cache, c+".ok"), old, old)
		}
		co.release()
	}
	exists := func(c string) bool {
		_, err := os.Stat(filepath.Join(cache, c))
		return err == nil
	}
	// One in use (locked) is never removed, complete or not.
	inUse, err := gitCheckout(repo, commits[2], cache, false, "none")
	if err != nil {
		t.Fatal(err)
	}
	pruneCache(repo, cache, 8)
	if !exists(commits[0]) || !exists(commits[1]) || !exists(commits[2]) {
		t.Fatalf("a worktree in use or within --cache-keep was removed")
	}
	inUse.release()
	pruneCache(repo, cache, 8)
	if !exists(commits[0]) || !exists(commits[1]) || exists(commits[2]) {
		t.Errorf("incomplete worktree kept, or complete ones removed: %v %v %v", exists(commits[0]), exists(commits[1]), exists(commits[2]))
	}
	pruneCache(repo, cache, 1)
	if exists(commits[0]) || !exists(commits[1]) {
		t.Errorf("--cache-keep 1 did not keep only the most recent")
	}
	if wt := git("worktree", "list"); strings.Count(wt, "\n") != 1 {
		t.Errorf("worktrees left:\n%s", wt)
	}
}

// gitIn returns a function running git in repo with a fixed identity,
// failing the test on an error; it gives git's output, trimmed.
func gitIn(t *testing.T, repo string) func(args ...string) string {
	return func(args ...string) string {
		t.Helper()
		cmd := exec.Command("git", append([]string{"-C", repo}, args...)...)
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
}
