package golden

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// environmentPrefixes are the cases of directory environments, autoloading,
// Hiera and the ENC (docs/environments.md, docs/hiera.md).
var environmentPrefixes = []string{"hiera_", "load_", "enc_", "mdir_", "node_", "err_load_", "err_hiera_", "err_enc_", "err_node_"}

// inexactErrors are environment cases whose error line is not Puppet's
// word for word yet, with the reason. A listed case that matches fails the
// test, so the list only shrinks.
var inexactErrors = map[string]string{
	// Puppet's child process logs why exec failed and exits 1; the oracle's
	// in-memory log destination drops that line, so Puppet's output there is
	// empty, while `puppet apply` (console) prints it, as Punch does.
	"err_load_config_version_empty": "Punch adds Puppet's console text 'Error: Could not execute posix command: Permission denied - DIR' that the oracle's log capture drops",
}

// TestEnvironmentCasesExact holds the environment cases to a stricter rule
// than the suite's: the error line of an error case must be Puppet's line
// exactly (paths made relative as in expected_error.txt), and a case with a
// check_version file must have Puppet's catalog version (config_version).
func TestEnvironmentCasesExact(t *testing.T) {
	entries, err := os.ReadDir("cases")
	if err != nil {
		t.Fatal(err)
	}
	var cases []*Case
	for _, e := range entries {
		if !e.IsDir() || !hasEnvironmentPrefix(e.Name()) {
			continue
		}
		c, err := LoadCase(filepath.Join("cases", e.Name()), ".")
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, c)
	}
	compile, _ := suiteCompiler()
	for _, c := range cases {
		c := c
		checkVersion := exists(filepath.Join(c.Dir, "check_version"))
		if c.ExpectedError == "" && !checkVersion {
			continue
		}
		t.Run(c.Name, func(t *testing.T) {
			t.Parallel()
			problem := exactProblem(t, compile, c, checkVersion)
			reason, listed := inexactErrors[c.Name]
			switch {
			case problem == "" && listed:
				t.Errorf("%s matches Puppet now: remove it from inexactErrors (%s)", c.Name, reason)
			case problem != "" && !listed:
				t.Error(problem)
			case problem != "":
				t.Logf("known difference (%s): %s", reason, problem)
			}
		})
	}
}

// reGivingUp is the failure of a compile after several validation errors
// of a file, as the oracle reports it.
var reGivingUp = regexp.MustCompile(`^Error: (?:Could not parse for environment \S+: )?(Language validation logged \d+ errors(?:, and \d+ warnings)?\. Giving up) \(file: [^)]*\)(?: on node \S+)?$`)

func hasEnvironmentPrefix(name string) bool {
	for _, p := range environmentPrefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// exactProblem compiles a case and describes how its error line or catalog
// version differs from Puppet's ("" when they are the same).
func exactProblem(t *testing.T, compile compileFunc, c *Case, checkVersion bool) string {
	r, err := compileCase(t, compile, c)
	if err != nil {
		t.Fatal(err)
	}
	errText := r.errText
	if c.ExpectedError != "" {
		want := strings.TrimRight(strings.SplitN(c.ExpectedError, "\n", 2)[0], " ")
		// After several validation errors Puppet logs "Language validation
		// logged N errors. Giving up" and fails with it; puppet apply, and
		// punch compile, print the logged line and not the failure.
		if m := reGivingUp.FindStringSubmatch(want); m != nil {
			want = "Error: " + m[1]
		}
		got := ""
		for _, line := range strings.Split(errText, "\n") {
			if strings.HasPrefix(line, "Error: ") && !strings.HasPrefix(line, "Error: Scope(") {
				got = strings.TrimRight(line, " ")
			}
		}
		if got != want {
			return "error line differs:\n  Puppet: " + want + "\n  Punch:  " + got
		}
		return ""
	}
	if r.exitCode != 0 {
		return "compile failed: " + firstLines(errText, 3)
	}
	var want, got struct {
		Version json.RawMessage `json:"version"`
	}
	if err := json.Unmarshal(c.ExpectedCatalog, &want); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(r.stdout, &got); err != nil {
		return "catalog: " + err.Error()
	}
	if !bytes.Equal(compactJSON(want.Version), compactJSON(got.Version)) {
		return "catalog version differs: Puppet " + string(want.Version) + ", Punch " + string(got.Version)
	}
	return ""
}

func compactJSON(b []byte) []byte {
	var out bytes.Buffer
	if err := json.Compact(&out, b); err != nil {
		return b
	}
	return out.Bytes()
}

// TestInexactErrorsListed keeps inexactErrors naming existing cases.
func TestInexactErrorsListed(t *testing.T) {
	var names []string
	for n := range inexactErrors {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if !exists(filepath.Join("cases", n)) {
			t.Errorf("inexactErrors lists %s, which is not a case", n)
		}
	}
}
