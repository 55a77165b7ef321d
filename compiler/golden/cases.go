package golden

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// DefaultNode and the default facts file are used by every case without its own node / facts.json.
const DefaultNode = "web01.example.com"

// Case is one golden case: a folder under cases/ (see README.md for its files).
type Case struct {
	Name string
	Dir  string // absolute
	// Node is the node name to compile for (file "node", else DefaultNode).
	Node string
	// Facts is the absolute path of the facts file (the case's facts.json, else facts/debian12.json).
	Facts string
	// TrustedExtensions is the absolute path of the case's trusted_extensions.yaml (the node
	// certificate's extensions, $trusted['extensions']), "" without one.
	TrustedExtensions string
	// PuppetConf is the absolute path of the case's puppet.conf (settings of the compile, such
	// as strict = error: the oracle's Puppet reads it from its confdir, punch compile gets it
	// as --config), "" without one.
	PuppetConf string
	// ExpectedCatalog is the content of expected.json, nil for an error case.
	ExpectedCatalog []byte
	// ExpectedError is the content of expected_error.txt, "" for a catalog case.
	ExpectedError string
	// ExpectedIssue is Puppet's issue code of that error (expected_issue.txt), "" when Puppet
	// raised it without one.
	ExpectedIssue string
	// ExpectedLog holds the lines of expected_log.txt; HasLog tells whether the file exists.
	ExpectedLog []string
	HasLog      bool
	// ErrorMatch are substrings Punch's error output must contain (file error_match), for errors
	// whose Puppet message names no line.
	ErrorMatch []string
	// CheckOrder is set when the case has a check_order file: resources must be in Puppet's order.
	CheckOrder bool
}

// LoadCases reads every case folder under dir, sorted by name.
func LoadCases(dir string) ([]*Case, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	golden := filepath.Dir(dir)
	var cases []*Case
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		c, err := LoadCase(filepath.Join(dir, e.Name()), golden)
		if err != nil {
			return nil, err
		}
		cases = append(cases, c)
	}
	return cases, nil
}

// LoadCase reads one case folder; golden is the directory holding facts/debian12.json.
func LoadCase(dir, golden string) (*Case, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	if golden, err = filepath.Abs(golden); err != nil {
		return nil, err
	}
	c := &Case{Name: filepath.Base(dir), Dir: dir, Node: DefaultNode, Facts: filepath.Join(golden, "facts", "debian12.json")}
	if !exists(filepath.Join(dir, "site.pp")) && !exists(filepath.Join(dir, "manifests")) {
		return nil, fmt.Errorf("case %s: no site.pp or manifests/", c.Name)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "node")); err == nil {
		c.Node = strings.TrimSpace(strings.SplitN(string(b), "\n", 2)[0])
	}
	if f := filepath.Join(dir, "facts.json"); exists(f) {
		c.Facts = f
	}
	if f := filepath.Join(dir, "trusted_extensions.yaml"); exists(f) {
		c.TrustedExtensions = f
	}
	if f := filepath.Join(dir, "puppet.conf"); exists(f) {
		c.PuppetConf = f
	}
	if b, err := os.ReadFile(filepath.Join(dir, "expected.json")); err == nil {
		c.ExpectedCatalog = b
	}
	if b, err := os.ReadFile(filepath.Join(dir, "expected_error.txt")); err == nil {
		c.ExpectedError = string(b)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "expected_issue.txt")); err == nil {
		c.ExpectedIssue = strings.TrimSpace(string(b))
	}
	switch {
	case c.ExpectedCatalog == nil && c.ExpectedError == "":
		return nil, fmt.Errorf("case %s: neither expected.json nor expected_error.txt (run tools/regen.sh %s)", c.Name, c.Name)
	case c.ExpectedCatalog != nil && c.ExpectedError != "":
		return nil, fmt.Errorf("case %s: both expected.json and expected_error.txt", c.Name)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "expected_log.txt")); err == nil {
		c.HasLog = true
		c.ExpectedLog = splitLines(string(b))
	}
	if b, err := os.ReadFile(filepath.Join(dir, "error_match")); err == nil {
		for _, l := range splitLines(string(b)) {
			if l = strings.TrimSpace(l); l != "" {
				c.ErrorMatch = append(c.ErrorMatch, l)
			}
		}
	}
	c.CheckOrder = exists(filepath.Join(dir, "check_order"))
	return c, nil
}

func splitLines(s string) []string {
	s = strings.TrimRight(s, "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// Layout is a case laid out for a compile by LayOut (the Go twin of tools/mkenv.sh).
type Layout struct {
	Root            string // the OUT directory
	EnvironmentPath string // Root/envs
	Production      string // Root/envs/production: the compile's working directory
	ENC             string // Root/enc.sh when the case has an ENC, else ""
	HieraConfig     string // Root/global/hiera.yaml when the case has a global layer, else ""
}

// LayOut lays case directory dir out under out exactly as tools/mkenv.sh does.
func LayOut(dir, out string) (*Layout, error) {
	l := &Layout{Root: out, EnvironmentPath: filepath.Join(out, "envs"), Production: filepath.Join(out, "envs", "production")}
	if err := os.RemoveAll(out); err != nil {
		return nil, err
	}
	man := filepath.Join(l.Production, "manifests")
	if err := os.MkdirAll(man, 0o755); err != nil {
		return nil, err
	}
	copies := []struct{ from, to string }{
		{"site.pp", filepath.Join(man, "site.pp")},
		{"manifests", man},
		{"modules", filepath.Join(l.Production, "modules")},
		{"hiera.yaml", filepath.Join(l.Production, "hiera.yaml")},
		{"data", filepath.Join(l.Production, "data")},
		{"functions", filepath.Join(l.Production, "functions")},
		{"types", filepath.Join(l.Production, "types")},
		{"lib", filepath.Join(l.Production, "lib")},
		{"site", filepath.Join(l.Production, "site")},
		{"global", filepath.Join(out, "global")},
	}
	for _, cp := range copies {
		if src := filepath.Join(dir, cp.from); exists(src) {
			if err := testtree.CopyTree(src, cp.to); err != nil {
				return nil, err
			}
		}
	}
	conf := filepath.Join(l.Production, "environment.conf")
	if src := filepath.Join(dir, "environment.conf"); exists(src) {
		if err := testtree.CopyTree(src, conf); err != nil {
			return nil, err
		}
	} else {
		// An explicit modulepath keeps the machine's basemodulepath out of every case.
		line := "modulepath = modules\n"
		if b, err := os.ReadFile(filepath.Join(dir, "modulepath")); err == nil {
			line = "modulepath = modules:" + strings.TrimRight(string(b), "\n") + "\n"
		}
		if err := os.WriteFile(conf, []byte(line), 0o644); err != nil {
			return nil, err
		}
	}
	// The directories environment.conf names (a control repository's
	// site-modules in "modulepath = site-modules:modules") come along too.
	if b, err := os.ReadFile(conf); err == nil {
		for _, d := range confDirs(string(b)) {
			src, to := filepath.Join(dir, d), filepath.Join(l.Production, d)
			if exists(src) && !exists(to) {
				if err := testtree.CopyTree(src, to); err != nil {
					return nil, err
				}
			}
		}
	}
	if entries, err := os.ReadDir(filepath.Join(dir, "environments")); err == nil {
		for _, e := range entries {
			if e.IsDir() {
				if err := testtree.CopyTree(filepath.Join(dir, "environments", e.Name()), filepath.Join(l.EnvironmentPath, e.Name())); err != nil {
					return nil, err
				}
			}
		}
	}
	enc := filepath.Join(out, "enc.sh")
	if src := filepath.Join(dir, "enc.sh"); exists(src) {
		if err := testtree.CopyTree(src, enc); err != nil {
			return nil, err
		}
		if err := os.Chmod(enc, 0o755); err != nil {
			return nil, err
		}
		l.ENC = enc
	} else if src := filepath.Join(dir, "enc.yaml"); exists(src) {
		if err := testtree.CopyTree(src, filepath.Join(out, "enc.yaml")); err != nil {
			return nil, err
		}
		script := fmt.Sprintf("#!/bin/sh\n# the ENC of this case: prints enc.yaml whatever node it is asked about\ncat \"%s/enc.yaml\"\n", out)
		if err := os.WriteFile(enc, []byte(script), 0o755); err != nil {
			return nil, err
		}
		l.ENC = enc
	}
	if h := filepath.Join(out, "global", "hiera.yaml"); exists(h) {
		l.HieraConfig = h
	}
	return l, nil
}

// confDirs are the relative entries of environment.conf's modulepath and
// manifest (none holding a $setting), as mkenv.sh reads them.
func confDirs(conf string) []string {
	var out []string
	for _, line := range strings.Split(conf, "\n") {
		k, v, ok := strings.Cut(line, "=")
		k = strings.TrimSpace(k)
		if !ok || k != "modulepath" && k != "manifest" {
			continue
		}
		for _, d := range strings.Split(strings.TrimSpace(v), ":") {
			if d != "" && !strings.HasPrefix(d, "/") && !strings.Contains(d, "$") {
				out = append(out, d)
			}
		}
	}
	return out
}

// logPrefixes are the lines of a compile's log output the suite compares: what Puppet's console
// prints at notice level and above. Lines starting "Error: " count only when they come from the
// err() function ("Error: Scope(...)"), so the error that ends a failed compile is not one of them.
var logPrefixes = []string{"Notice: ", "Warning: ", "Alert: ", "Critical: ", "Emergency: ", "Error: Scope("}

// LogLines returns the compared log lines of text, in order.
func LogLines(text string) []string {
	var out []string
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 1024*1024), 16*1024*1024)
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), "\r")
		for _, p := range logPrefixes {
			if strings.HasPrefix(line, p) {
				out = append(out, line)
				break
			}
		}
	}
	return out
}

// CompareLogs compares the expected log lines (expected_log.txt) with Punch's stderr.
func CompareLogs(expected []string, stderr string) []string {
	want := LogLines(strings.Join(expected, "\n"))
	got := LogLines(stderr)
	var diffs []string
	n := len(want)
	if len(got) > n {
		n = len(got)
	}
	for i := 0; i < n; i++ {
		switch {
		case i >= len(got):
			diffs = append(diffs, fmt.Sprintf("log line %d: expected %q, got nothing", i+1, want[i]))
		case i >= len(want):
			diffs = append(diffs, fmt.Sprintf("log line %d: unexpected %q", i+1, got[i]))
		case want[i] != got[i]:
			diffs = append(diffs, fmt.Sprintf("log line %d: expected %q got %q", i+1, want[i], got[i]))
		}
	}
	return diffs
}

var lineRE = regexp.MustCompile(`line: ([0-9]+)`)

// ExpectedErrorLine is the first "line: N" of Puppet's error message, "" when it names no line.
func ExpectedErrorLine(msg string) string {
	if m := lineRE.FindStringSubmatch(msg); m != nil {
		return m[1]
	}
	return ""
}

// CheckError applies the conformance rule for error cases to a failed compile: the exit status is
// non-zero, stderr is not empty and, when Puppet's message names a line N, stderr shows N as
// ":N", "line N" or "line: N" (the pattern of run.sh). error_match substrings must appear too.
func CheckError(c *Case, exitCode int, stderr string) []string {
	var diffs []string
	if exitCode == 0 {
		diffs = append(diffs, "compile succeeded, but Puppet failed with: "+strings.TrimSpace(c.ExpectedError))
		return diffs
	}
	if strings.TrimSpace(stderr) == "" {
		diffs = append(diffs, "compile failed without an error message")
		return diffs
	}
	if n := ExpectedErrorLine(c.ExpectedError); n != "" {
		re := regexp.MustCompile(`(:|line:? ?)` + n + `\b`)
		if !re.MatchString(stderr) {
			diffs = append(diffs, fmt.Sprintf("error does not name line %s as Puppet does: %s", n, strings.TrimSpace(c.ExpectedError)))
		}
	}
	lower := strings.ToLower(stderr)
	for _, m := range c.ErrorMatch {
		if !strings.Contains(lower, strings.ToLower(m)) {
			diffs = append(diffs, fmt.Sprintf("error does not mention %q (error_match)", m))
		}
	}
	return diffs
}

// KnownFailures reads KNOWN_FAILURES: one "case-name reason..." per line; # starts a comment.
func KnownFailures(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	known := map[string]string{}
	for i, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, reason, _ := strings.Cut(line, " ")
		reason = strings.TrimSpace(reason)
		if reason == "" {
			return nil, fmt.Errorf("%s:%d: %s has no reason", path, i+1, name)
		}
		if _, dup := known[name]; dup {
			return nil, fmt.Errorf("%s:%d: %s is listed twice", path, i+1, name)
		}
		known[name] = reason
	}
	return known, nil
}

// StripPaths turns the temporary paths of a layout into the relative ones used in expected files:
// files of environment production relative to it, anything else relative to the layout root; and
// zeroes Ruby object addresses (#<PuppetX::Svc::Endpoint:0x...>, a module object's to_s in a
// catalog or a message), as gen_expected.sh's strip did to Puppet's output.
func StripPaths(s string, l *Layout) string {
	s = strings.ReplaceAll(s, l.Production+"/", "")
	s = strings.ReplaceAll(s, l.Root+"/", "")
	s = strings.ReplaceAll(s, l.Root, "")
	return rubyAddress.ReplaceAllString(s, "${1}0x0000000000000000")
}

// rubyAddress is a Ruby object's address in an inspect string, which
// differs on every run (gen_expected.sh zeroes them in Puppet's output).
var rubyAddress = regexp.MustCompile(`(#<[A-Za-z:_]+:)0x[0-9a-f]+`)

// sortedNames returns the keys of a map, sorted.
func sortedNames(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
