package ca

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rs/zerolog"
)

// TestAutosignMatchesPuppetServer compares Punch's autosign.conf matching
// with Puppet Server 7.9.5's own (certificate-authority's line-matches? and
// whitelist-matches?), recorded by testdata/autosign/record.sh: every
// pattern of patterns.txt against every certname of certnames.txt, and the
// whole autosign.conf (comments, blank lines, CRLF, blanks around names)
// against each certname.
func TestAutosignMatchesPuppetServer(t *testing.T) {
	dir := filepath.Join("testdata", "autosign")
	read := func(name string) []string {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	}
	patterns := read("patterns.txt")
	decisions := read("decisions.txt")
	if len(decisions) == 0 {
		t.Fatal("no recorded decisions")
	}
	for _, d := range decisions {
		f := strings.Fields(d)
		switch {
		case len(f) == 4 && f[0] == "line":
			i, err := strconv.Atoi(f[1])
			if err != nil || i < 1 || i > len(patterns) {
				t.Fatalf("bad recording line %q", d)
			}
			if got := AutosignLineMatches(patterns[i-1], f[2]); strconv.FormatBool(got) != f[3] {
				t.Errorf("pattern %q, certname %s: Punch %v, Puppet Server %s", patterns[i-1], f[2], got, f[3])
			}
		case len(f) == 3 && f[0] == "file":
			got, _ := autosignFileMatches(filepath.Join(dir, "autosign.conf"), f[1], zerolog.Nop())
			if strconv.FormatBool(got) != f[2] {
				t.Errorf("autosign.conf, certname %s: Punch %v, Puppet Server %s", f[1], got, f[2])
			}
		default:
			t.Fatalf("bad recording line %q", d)
		}
	}
}
