package environments

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/parser/ast"
)

func TestUnknownEnvironment(t *testing.T) {
	te := newTestEnv(t, map[string]string{"production/manifests/site.pp": ""}, nil)
	for _, name := range []string{"staging", "bad-name", "../production", ""} {
		_, err := te.reg.Get(name)
		if !errors.Is(err, ErrUnknownEnvironment) {
			t.Fatalf("Get(%q): %v, want ErrUnknownEnvironment", name, err)
		}
		want := "Could not find a directory environment named '" + name + "' anywhere in the path: " + te.root + ". Does the directory exist?"
		if err.Error() != want {
			t.Errorf("Get(%q):\n got %s\nwant %s", name, err, want)
		}
	}
}

func TestEnvironmentPathFirstWins(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	testtree.Write(t, a, map[string]string{"production/manifests/site.pp": "notice('a')", "dev/x": ""})
	testtree.Write(t, b, map[string]string{"production/manifests/site.pp": "notice('b')", "test/manifests/site.pp": "", "notadir": "", ".hidden/x": "", "Bad-Name/x": ""})
	reg, err := New(Options{Settings: testSettings(t, []string{a, filepath.Join(t.TempDir(), "missing"), b}, nil)})
	if err != nil {
		t.Fatal(err)
	}
	s, err := reg.Get("production")
	if err != nil {
		t.Fatal(err)
	}
	if s.Dir() != filepath.Join(a, "production") {
		t.Errorf("production is %s, want the first path's", s.Dir())
	}
	if s, err := reg.Get("test"); err != nil || s.Dir() != filepath.Join(b, "test") {
		t.Errorf("test: %v %v", s, err)
	}
	names, err := reg.List()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(names, ","); got != "dev,production,test" {
		t.Errorf("List() = %s", got)
	}
	if got := strings.Join(reg.SearchPaths(), ":"); !strings.HasPrefix(got, a+":") {
		t.Errorf("SearchPaths() = %s", got)
	}
}

func TestEnvironmentConf(t *testing.T) {
	te := newTestEnv(t, map[string]string{
		"production/environment.conf":            "manifest = site/\nmodulepath = mods:other\nenvironment_timeout = 5m\n",
		"production/site/a.pp":                   "notice('a')",
		"production/manifests/ignored.pp":        "notice('ignored')",
		"production/mods/one/manifests/init.pp":  "class one {}",
		"production/other/two/manifests/init.pp": "class two {}",
	}, nil)
	s := te.get(t, "production")
	c := s.Config()
	if c.Manifest != te.path("production/site") {
		t.Errorf("manifest %s", c.Manifest)
	}
	if c.Timeout.Duration() != 5*time.Minute {
		t.Errorf("timeout %v", c.Timeout)
	}
	progs, err := s.NewLoader(LoaderOptions{}).Manifests()
	if err != nil || len(progs) != 1 || progs[0].Loc().File != te.path("production/site/a.pp") {
		t.Fatalf("manifests %v %v", progs, err)
	}
	var names []string
	for _, m := range s.Modules() {
		names = append(names, m.Name+"="+m.Path)
	}
	want := "one=" + te.path("production/mods/one") + " two=" + te.path("production/other/two")
	if strings.Join(names, " ") != want {
		t.Errorf("modules %v, want %s", names, want)
	}
	if got := s.ModulePath(); len(got) != 2 {
		t.Errorf("ModulePath() = %v", got)
	}
}

// TestManifestDirectory checks Puppet's reading of a manifest directory:
// Ruby's Dir.glob("**/*.pp") sorted (byte order of whole paths), without
// hidden files or directories; a missing manifest is no manifest; a
// directory named *.pp is Puppet's read error.
func TestManifestDirectory(t *testing.T) {
	te := newTestEnv(t, map[string]string{
		"production/manifests/b.pp":       "",
		"production/manifests/a.pp":       "",
		"production/manifests/a/z.pp":     "",
		"production/manifests/B.pp":       "",
		"production/manifests/_u.pp":      "",
		"production/manifests/a-b.pp":     "",
		"production/manifests/.hidden.pp": "",
		"production/manifests/.hd/x.pp":   "",
		"production/manifests/c.txt":      "",
		"production/manifests/d.PP":       "",
		"staging/environment.conf":        "manifest = nothere.pp\n",
		"dev/manifests/ok.pp":             "",
		"dev/manifests/sub.pp/inner.pp":   "",
	}, nil)
	progs, err := te.get(t, "production").NewLoader(LoaderOptions{}).Manifests()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range progs {
		rel, _ := filepath.Rel(te.path("production/manifests"), p.Loc().File)
		got = append(got, rel)
	}
	if strings.Join(got, " ") != "B.pp _u.pp a-b.pp a.pp a/z.pp b.pp" {
		t.Errorf("order %v", got)
	}
	if progs, err := te.get(t, "staging").NewLoader(LoaderOptions{}).Manifests(); err != nil || len(progs) != 0 {
		t.Errorf("missing manifest: %v %v", progs, err)
	}
	_, err = te.get(t, "dev").NewLoader(LoaderOptions{}).Manifests()
	want := "Could not parse for environment dev: Is a directory @ io_fread - " + te.path("dev/manifests/sub.pp")
	if err == nil || err.Error() != want {
		t.Errorf("directory named .pp: %v, want %s", err, want)
	}
}

// TestManifestSymlinkedDirectoryNotFollowed: Ruby's ** does not descend
// into symbolic links to directories.
func TestManifestSymlinkedDirectoryNotFollowed(t *testing.T) {
	te := newTestEnv(t, map[string]string{
		"production/manifests/site.pp": "",
		"elsewhere/x.pp":               "",
	}, nil)
	if err := os.Symlink(te.path("elsewhere"), te.path("production/manifests/linked")); err != nil {
		t.Skip(err)
	}
	progs, _ := te.get(t, "production").NewLoader(LoaderOptions{}).Manifests()
	if len(progs) != 1 {
		t.Errorf("%d manifests, want only site.pp", len(progs))
	}
}

func TestTimeoutZeroSeesChanges(t *testing.T) {
	te := newTestEnv(t, map[string]string{
		"production/manifests/site.pp":            "notice('one')",
		"production/modules/m/manifests/init.pp":  "class m { }",
		"production/modules/m/manifests/other.pp": "class m::other { }",
	}, nil)
	s1 := te.get(t, "production")
	if s2 := te.get(t, "production"); s2 != s1 {
		t.Fatal("an unchanged environment was loaded again")
	}
	// A compile used class m: its file is part of the snapshot now.
	if d, _ := s1.NewLoader(LoaderOptions{}).FindClass("m"); defName(d) != "m" {
		t.Fatal("class m not found")
	}
	init1, _ := s1.fileAt(te.path("production/modules/m/manifests/init.pp")).program()
	replaceFile(t, te.path("production/manifests/site.pp"), "notice('two')")
	s2 := te.get(t, "production")
	if s2 == s1 || s2.Generation() != 2 {
		t.Fatalf("change not seen: generation %d", s2.Generation())
	}
	if !strings.Contains(string(s2.manifests[0].Source), "two") || !strings.Contains(string(s1.manifests[0].Source), "one") {
		t.Error("the snapshots' manifests are wrong")
	}
	// The unchanged module file the previous snapshot read is neither read
	// nor parsed again: the new snapshot has it already.
	if s2.lookup(te.path("production/modules/m/manifests/init.pp")) == nil {
		t.Fatal("the file the previous snapshot's compiles used was not carried over")
	}
	if s2.fileAt(te.path("production/modules/m/manifests/init.pp")) != s1.fileAt(te.path("production/modules/m/manifests/init.pp")) {
		t.Error("an unchanged file was read again")
	}
	if init2, _ := s2.fileAt(te.path("production/modules/m/manifests/init.pp")).program(); init2 != init1 {
		t.Error("an unchanged file was parsed again")
	}
	// A file the snapshot looked for and did not find, added: a change.
	if d, _ := s2.NewLoader(LoaderOptions{}).FindClass("m::new"); d != nil {
		t.Fatal("m::new found before it exists")
	}
	testtree.Write(t, te.root, map[string]string{"production/modules/m/manifests/new.pp": "class m::new {}"})
	s3 := te.get(t, "production")
	if d, _ := s3.NewLoader(LoaderOptions{}).FindClass("m::new"); defName(d) != "m::new" || s3.Generation() != 3 {
		t.Errorf("new file not seen (generation %d)", s3.Generation())
	}
	// A file a compile used, removed: a change; the old snapshot keeps it.
	if d, _ := s3.NewLoader(LoaderOptions{}).FindClass("m::other"); defName(d) != "m::other" {
		t.Fatal("m::other not found")
	}
	os.Remove(te.path("production/modules/m/manifests/other.pp"))
	s4 := te.get(t, "production")
	if d, _ := s4.NewLoader(LoaderOptions{}).FindClass("m::other"); d != nil || s4.Generation() != 4 {
		t.Errorf("removed file still seen (generation %d)", s4.Generation())
	}
	if d, _ := s3.NewLoader(LoaderOptions{}).FindClass("m::other"); defName(d) != "m::other" {
		t.Error("an old snapshot lost a file removed later")
	}
	// A file no compile used changes: the snapshot stays; the file is
	// read as it is when a compile first needs it.
	testtree.Write(t, te.root, map[string]string{"production/modules/m/manifests/unused.pp": "class m::unused { notice('x') }"})
	if s5 := te.get(t, "production"); s5 != s4 {
		t.Error("a file no compile used made a new snapshot")
	}
	if d, _ := s4.NewLoader(LoaderOptions{}).FindClass("m::unused"); defName(d) != "m::unused" {
		t.Error("a file added after the snapshot was made is not found when first needed")
	}
}

// TestRacilyCleanFile: a file rewritten with the same size within the same
// clock tick keeps its identity; its content is compared instead.
func TestRacilyCleanFile(t *testing.T) {
	te := newTestEnv(t, map[string]string{"production/manifests/site.pp": "notice('aaa')"}, nil)
	p := te.path("production/manifests/site.pp")
	fi, _ := os.Stat(p)
	s1 := te.get(t, "production")
	if err := os.WriteFile(p, []byte("notice('bbb')"), 0o644); err != nil {
		t.Fatal(err)
	}
	// Give the file its old times back: only the content differs now (the
	// change time still differs on most systems, but need not).
	os.Chtimes(p, fi.ModTime(), fi.ModTime())
	s2 := te.get(t, "production")
	if s2 == s1 || !strings.Contains(string(s2.manifests[0].Source), "bbb") {
		t.Error("a same-size rewrite was not seen")
	}
}

func TestTimeoutDuration(t *testing.T) {
	te := newTestEnv(t, map[string]string{
		"production/environment.conf":  "environment_timeout = 60\n",
		"production/manifests/site.pp": "notice('one')",
	}, nil)
	s1 := te.get(t, "production")
	replaceFile(t, te.path("production/manifests/site.pp"), "notice('two')")
	te.clock.Advance(59 * time.Second)
	if te.get(t, "production") != s1 {
		t.Error("re-checked before environment_timeout passed")
	}
	te.clock.Advance(2 * time.Second)
	if s := te.get(t, "production"); s == s1 || s.Generation() != 2 {
		t.Error("change not seen after environment_timeout")
	}
}

func TestTimeoutUnlimitedAndFlush(t *testing.T) {
	te := newTestEnv(t, map[string]string{
		"production/manifests/site.pp": "notice('one')",
		"staging/manifests/site.pp":    "notice('one')",
	}, map[string]string{"environment_timeout": "unlimited"})
	p1, s1 := te.get(t, "production"), te.get(t, "staging")
	replaceFile(t, te.path("production/manifests/site.pp"), "notice('two')")
	replaceFile(t, te.path("staging/manifests/site.pp"), "notice('two')")
	te.clock.Advance(1000 * time.Hour)
	if te.get(t, "production") != p1 {
		t.Fatal("unlimited timeout re-checked")
	}
	te.reg.Flush("production")
	if p2 := te.get(t, "production"); p2 == p1 {
		t.Error("Flush(production) did not reload production")
	}
	if te.get(t, "staging") != s1 {
		t.Error("Flush(production) reloaded staging")
	}
	te.reg.Flush("")
	if te.get(t, "staging") == s1 {
		t.Error("Flush(\"\") did not reload staging")
	}
	// A flush of unchanged files gives a new generation sharing every file.
	p3 := te.get(t, "production")
	te.reg.Flush("")
	p4 := te.get(t, "production")
	if p4.Generation() != p3.Generation()+1 {
		t.Errorf("generation %d after flush of %d", p4.Generation(), p3.Generation())
	}
	for _, c := range p4.consultedList() {
		if pc := p3.lookup(c.path); pc == nil || pc.f != c.f {
			t.Errorf("%s read again after a flush although unchanged", c.path)
		}
	}
}

// TestReloadRefusedKeepsLastGood: a reload whose changed file does not
// parse is refused and logged with the file and line; the last good
// snapshot is served until the file is fixed.
func TestReloadRefusedKeepsLastGood(t *testing.T) {
	te := newTestEnv(t, map[string]string{
		"production/manifests/site.pp":           "include m",
		"production/modules/m/manifests/init.pp": "class m { notice('good') }",
	}, nil)
	s1 := te.get(t, "production")
	// A compile uses class m (a file no compile used is read as it is when
	// first needed, broken or not; see TestTimeoutZeroSeesChanges).
	if d, _ := s1.NewLoader(LoaderOptions{}).FindClass("m"); defName(d) != "m" {
		t.Fatal("class m not found")
	}
	bad := te.path("production/modules/m/manifests/init.pp")
	replaceFile(t, bad, "class m {\n  notice('bad'\n}\n")
	if s := te.get(t, "production"); s != s1 {
		t.Fatal("a reload with a syntax error was accepted")
	}
	var found bool
	for _, e := range logEntries(t, te.logs) {
		if e["level"] == "error" && e["environment"] == "production" && e["file"] == bad && e["line"] == float64(3) {
			found = true
			if !strings.Contains(e["error"].(string), "Syntax error") || !strings.Contains(e["message"].(string), "still serving generation 1") {
				t.Errorf("log entry %v", e)
			}
		}
	}
	if !found {
		t.Errorf("no error logged with environment, file and line: %v", logEntries(t, te.logs))
	}
	n := len(logEntries(t, te.logs))
	if s := te.get(t, "production"); s != s1 {
		t.Fatal("the broken state was accepted at the next check")
	}
	if len(logEntries(t, te.logs)) != n {
		t.Error("the same broken state was parsed and logged again")
	}
	replaceFile(t, bad, "class m { notice('fixed') }")
	if s := te.get(t, "production"); s == s1 || s.Generation() != 2 {
		t.Error("the fixed file was not loaded")
	}
	// An invalid environment.conf is refused too.
	s2 := te.get(t, "production")
	testtree.Write(t, te.root, map[string]string{"production/environment.conf": "environment_timeout = often\n"})
	if s := te.get(t, "production"); s != s2 {
		t.Error("a reload with an invalid environment.conf was accepted")
	}
}

// TestFirstLoadWithBrokenManifest: without a good snapshot to fall back
// on, the environment is served and its compiles fail with Puppet's error.
func TestFirstLoadWithBrokenManifest(t *testing.T) {
	te := newTestEnv(t, map[string]string{"production/manifests/site.pp": "notice('x'"}, nil)
	s := te.get(t, "production")
	_, err := s.NewLoader(LoaderOptions{}).Manifests()
	if err == nil || !strings.HasPrefix(err.Error(), "Could not parse for environment production: Syntax error") {
		t.Fatalf("Manifests() error %v", err)
	}
	if _, err := s.NewLoader(LoaderOptions{}).FindClass("x"); err == nil {
		t.Error("FindClass in a broken environment gave no error")
	}
	if s.ManifestError() == nil {
		t.Error("ManifestError() is nil")
	}
	// An environment whose environment.conf is invalid cannot be served.
	te2 := newTestEnv(t, map[string]string{"production/environment.conf": "environment_timeout = often\n"}, nil)
	if _, err := te2.reg.Get("production"); err == nil || errors.Is(err, ErrUnknownEnvironment) {
		t.Errorf("invalid environment.conf: %v", err)
	}
	n := len(logEntries(t, te2.logs))
	if _, err := te2.reg.Get("production"); err == nil {
		t.Error("the invalid environment.conf was accepted the second time")
	}
	if len(logEntries(t, te2.logs)) != n {
		t.Error("the same failure was logged again")
	}
	replaceFile(t, te2.path("production/environment.conf"), "environment_timeout = 0\n")
	if _, err := te2.reg.Get("production"); err != nil {
		t.Errorf("the fixed environment.conf: %v", err)
	}
}

func TestEnvironmentRemoved(t *testing.T) {
	te := newTestEnv(t, map[string]string{"production/manifests/site.pp": ""}, nil)
	te.get(t, "production")
	if err := os.RemoveAll(te.path("production")); err != nil {
		t.Fatal(err)
	}
	if _, err := te.reg.Get("production"); !errors.Is(err, ErrUnknownEnvironment) {
		t.Errorf("removed environment: %v", err)
	}
}

// TestVersionedEnvironmentDirs: with versioned_environment_dirs the
// environment's symbolic link is resolved, so switching it switches the
// whole environment at once.
func TestVersionedEnvironmentDirs(t *testing.T) {
	root := t.TempDir()
	testtree.Write(t, root, map[string]string{
		"versions/v1/manifests/site.pp": "notice('v1')",
		"versions/v2/manifests/site.pp": "notice('v2')",
	})
	envs := filepath.Join(root, "envs")
	os.MkdirAll(envs, 0o755)
	if err := os.Symlink(filepath.Join(root, "versions/v1"), filepath.Join(envs, "production")); err != nil {
		t.Skip(err)
	}
	reg, _ := New(Options{Settings: testSettings(t, []string{envs}, map[string]string{"versioned_environment_dirs": "true"})})
	s1, err := reg.Get("production")
	if err != nil {
		t.Fatal(err)
	}
	if s1.Dir() != filepath.Join(root, "versions/v1") {
		t.Errorf("dir %s", s1.Dir())
	}
	tmp := filepath.Join(envs, "production.new")
	os.Symlink(filepath.Join(root, "versions/v2"), tmp)
	os.Rename(tmp, filepath.Join(envs, "production"))
	s2, _ := reg.Get("production")
	if s2.Dir() != filepath.Join(root, "versions/v2") || s2.manifests[0].Loc().File != filepath.Join(root, "versions/v2/manifests/site.pp") {
		t.Errorf("after the switch: %s", s2.Dir())
	}
}

// TestLoadMessages: what Puppet logs while loading an environment reaches
// Snapshot.Messages and the log.
func TestLoadMessages(t *testing.T) {
	te := newTestEnv(t, map[string]string{
		"production/manifests/site.pp":              "",
		"production/environment.conf":               "[agent]\nfoo = 1\n",
		"production/modules/meta/metadata.json":     `{"name": "me-meta", "version": "1.0.0"}`,
		"production/modules/meta/manifests/init.pp": "class meta {}",
	}, nil)
	s := te.get(t, "production")
	var texts []string
	for _, m := range s.Messages() {
		texts = append(texts, m.String())
	}
	joined := strings.Join(texts, "\n")
	if !strings.Contains(joined, "Error: No source module metadata provided for meta") {
		t.Errorf("messages %q", texts)
	}
	if len(texts) < 2 {
		t.Errorf("environment.conf warning missing: %q", texts)
	}
	var logged bool
	for _, e := range logEntries(t, te.logs) {
		if e["level"] == "error" && e["module"] == "meta" && e["environment"] == "production" {
			logged = true
		}
	}
	if !logged {
		t.Error("the metadata error was not logged")
	}
}

func TestOpen(t *testing.T) {
	dir := t.TempDir()
	testtree.Write(t, dir, map[string]string{"modules/m/manifests/init.pp": "class m {}"})
	code := "include m"
	s, err := Open("production", dir, Options{Settings: testSettings(t, []string{t.TempDir()}, nil), Code: &code})
	if err != nil {
		t.Fatal(err)
	}
	progs, err := s.NewLoader(LoaderOptions{}).Manifests()
	if err != nil || len(progs) != 1 || string(progs[0].Source) != code {
		t.Fatalf("%v %v", progs, err)
	}
	if d, err := s.NewLoader(LoaderOptions{}).FindClass("m"); err != nil || defName(d) != "m" {
		t.Errorf("FindClass: %v %v", d, err)
	}
	_ = eval.Definition{}
	_ = ast.Span{}
	_ = zerolog.Nop()
}

// TestOpenCodeWarnings: the lexer's warnings of code given with -e are
// logged once per compile, located by line and column only, as
// `puppet apply -e` prints them ("Warning: Unrecognized escape sequence '\q'
// (line: 1, column: 14)").
func TestOpenCodeWarnings(t *testing.T) {
	dir := t.TempDir()
	code := "notice(\"a\\qb\")"
	s, err := Open("production", dir, Options{Settings: testSettings(t, []string{t.TempDir()}, nil), Code: &code})
	if err != nil {
		t.Fatal(err)
	}
	var logs []string
	l := s.NewLoader(LoaderOptions{Log: func(level, text string) { logs = append(logs, level+": "+text) }})
	for i := 0; i < 2; i++ {
		if _, err := l.Manifests(); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{`warning: Unrecognized escape sequence '\q' (line: 1, column: 14)`}
	if strings.Join(logs, "\n") != strings.Join(want, "\n") {
		t.Errorf("logged %q, want %q", logs, want)
	}
	// A syntax error after the warning: the warning first.
	code = "notice(\"a\\qb\")\nnotice(1 +)"
	s, err = Open("production", dir, Options{Settings: testSettings(t, []string{t.TempDir()}, nil), Code: &code})
	if err != nil {
		t.Fatal(err)
	}
	logs = nil
	l = s.NewLoader(LoaderOptions{Log: func(level, text string) { logs = append(logs, level+": "+text) }})
	if _, err := l.Manifests(); err == nil || !strings.Contains(err.Error(), "Syntax error at ')' (line: 2, column: 11)") {
		t.Errorf("error %v", err)
	}
	if strings.Join(logs, "\n") != strings.Join(want, "\n") {
		t.Errorf("logged %q, want %q", logs, want)
	}
}
