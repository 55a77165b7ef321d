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
	code, err := os.ReadFile("testdata/loglevel/code.pp")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := os.ReadFile("testdata/loglevel/puppet_apply.txt")
	if err != nil {
		t.Fatal(err)
	}
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
		if got := (levelFlags{debug: c.debug, verbose: c.verbos}).level(st); got != c.want {
			t.Errorf("log_level %q debug=%v verbose=%v: %q, want %q", c.setting, c.debug, c.verbos, got, c.want)
		}
	}
	con := newConsole(&bytes.Buffer{}, "warning")
	if con.shows("notice") || !con.shows("warning") || !con.shows("crit") {
		t.Error("a warning console shows warning and above only")
	}
}

// TestLookupCompileLogLevels: punch lookup --compile prints the compile's
// messages at the level puppet lookup --compile does (recorded in
// testdata/loglevel/puppet_lookup.txt).
func TestLookupCompileLogLevels(t *testing.T) {
	rec, err := os.ReadFile("testdata/loglevel/puppet_lookup.txt")
	if err != nil {
		t.Fatal(err)
	}
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
