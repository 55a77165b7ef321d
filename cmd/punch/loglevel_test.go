package main

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/punch-dev/punch/environments/settings"
)

// TestCompileLogLevels compares what punch compile prints of a manifest's
// messages at each log level (--verbose, --debug, --log_level and their
// combinations) with what puppet apply printed (testdata/loglevel,
// recorded by record.sh).
func TestCompileLogLevels(t *testing.T) {
	t.Setenv("GOGC", "100") // keep runCompile from switching the test process's GC off
	code := readTestdata(t, "testdata/loglevel/code.pp")
	rec := readTestdata(t, "testdata/loglevel/puppet_apply.txt")
	keep := regexp.MustCompile(`^[A-Za-z]+: (Scope\(|Evaluation Error)`)
	sections := strings.Split(strings.TrimPrefix(string(rec), "=== "), "\n=== ")
	if len(sections) < 10 {
		t.Fatalf("%d recorded sections, want the whole table", len(sections))
	}
	for _, sec := range sections {
		flags, want, _ := strings.Cut(sec, "\n")
		args := append(strings.Fields(flags), "--node", "NODE", "-e", strings.TrimSpace(string(code)))
		var stdout, stderr bytes.Buffer
		if rc := runCompile(args, &stdout, &stderr); rc != 1 {
			t.Errorf("%q: exit status %d, want 1 (the code fails)\n%s", flags, rc, stderr.String())
		}
		var got []string
		for _, l := range strings.Split(stderr.String(), "\n") {
			if keep.MatchString(l) {
				got = append(got, l)
			}
		}
		if g, w := strings.Join(got, "\n"), strings.TrimSpace(want); g != w {
			t.Errorf("punch compile %s printed\n%s\nwant (puppet apply)\n%s", flags, g, w)
		}
	}
}

func TestLevelFlags(t *testing.T) {
	for _, c := range []struct {
		setting       string
		debug, verbos bool
		want          string
	}{
		{"", false, false, "notice"},
		{"notice", false, true, "info"},
		{"debug", false, true, "debug"},
		{"crit", false, true, "info"},
		{"crit", true, false, "debug"},
		{"warning", false, false, "warning"},
	} {
		st := settings.New()
		if c.setting != "" {
			if err := st.Set("log_level", c.setting); err != nil {
				t.Fatal(err)
			}
		}
		if err := st.Load(); err != nil {
			t.Fatal(err)
		}
		if got := (levelFlags{Debug: c.debug, Verbose: c.verbos}).Level(st); got != c.want {
			t.Errorf("log_level %q debug=%v verbose=%v: %q, want %q", c.setting, c.debug, c.verbos, got, c.want)
		}
	}
	con := newConsole(&bytes.Buffer{}, "warning")
	if con.Shows("notice") || !con.Shows("warning") || !con.Shows("crit") {
		t.Error("a warning console shows warning and above only")
	}
}

// TestLookupCompileLogLevels: punch lookup --compile prints the compile's
// messages at the level puppet lookup --compile does (recorded in
// testdata/loglevel/puppet_lookup.txt).
func TestLookupCompileLogLevels(t *testing.T) {
	rec := readTestdata(t, "testdata/loglevel/puppet_lookup.txt")
	keep := regexp.MustCompile(`^[A-Za-z]+: Scope\(`)
	for _, sec := range strings.Split(strings.TrimPrefix(string(rec), "=== "), "\n=== ") {
		flags, want, _ := strings.Cut(sec, "\n")
		args := append(strings.Fields(flags), "--compile", "--environmentpath", "testdata/loglevel/envs", "--node", "NODE",
			"--facts", "testdata/loglevel/facts.json", "--default", "x", "key")
		var stdout, stderr bytes.Buffer
		if rc := runLookup(args, &stdout, &stderr); rc != 0 {
			t.Errorf("%q: exit status %d\n%s", flags, rc, stderr.String())
		}
		var got []string
		for _, l := range strings.Split(stdout.String()+stderr.String(), "\n") {
			if keep.MatchString(l) {
				got = append(got, l)
			}
		}
		// Notices go to stdout, warnings and errors to stderr: compared as
		// one list in Puppet's order of levels, which is the code's.
		if g, w := strings.Join(got, "\n"), strings.TrimSpace(want); g != w {
			t.Errorf("punch lookup --compile %s printed\n%s\nwant (puppet lookup)\n%s", flags, g, w)
		}
	}
}

// TestCompileGivingUp: after several validation errors punch compile
// prints what puppet apply does (testdata/loglevel/puppet_apply_giving_up.txt):
// each error, then "Language validation logged N errors. Giving up", and
// not the failure again.
func TestCompileGivingUp(t *testing.T) {
	t.Setenv("GOGC", "100")
	code := readTestdata(t, "testdata/loglevel/giving_up.pp")
	want := readTestdata(t, "testdata/loglevel/puppet_apply_giving_up.txt")
	var stdout, stderr bytes.Buffer
	if rc := runCompile([]string{"--node", "NODE", "-e", string(code)}, &stdout, &stderr); rc != 1 {
		t.Errorf("exit status %d, want 1", rc)
	}
	if stderr.String() != string(want) {
		t.Errorf("punch compile printed\n%s\nwant (puppet apply)\n%s", stderr.String(), want)
	}
}

// readTestdata reads a file of testdata/loglevel.
func readTestdata(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
