package values

import (
	"os"
	"strings"
	"testing"
)

// The texts of invalid patterns are Onigmo's, as Ruby 3.1 words them
// (testdata/regexperrors: patterns.txt, expected.txt recorded by record.sh).
func TestRegexpErrorTexts(t *testing.T) { checkRecordedErrors(t, "testdata/regexperrors") }

// checkRecordedErrors compiles each line of dir/patterns.txt and compares
// what NewRegexp says ("ok", or its error's detail) with the same line of
// dir/expected.txt, Ruby's answer recorded by dir/record.sh.
func checkRecordedErrors(t *testing.T, dir string) {
	t.Helper()
	pats, err := os.ReadFile(dir + "/patterns.txt")
	if err != nil {
		t.Fatal(err)
	}
	exp, err := os.ReadFile(dir + "/expected.txt")
	if err != nil {
		t.Fatal(err)
	}
	ps := strings.Split(strings.TrimRight(string(pats), "\n"), "\n")
	es := strings.Split(strings.TrimRight(string(exp), "\n"), "\n")
	if len(ps) != len(es) {
		t.Fatalf("%d patterns, %d recorded answers: run %s/record.sh", len(ps), len(es), dir)
	}
	for i, p := range ps {
		got := "ok"
		if _, err := NewRegexp(p); err != nil {
			got = err.Error()
			if re, ok := err.(*RegexpError); ok {
				got = re.Detail()
			}
		}
		if got != es[i] {
			t.Errorf("/%s/: %s, Ruby: %s", p, got, es[i])
		}
	}
}
