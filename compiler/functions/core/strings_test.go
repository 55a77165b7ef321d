package core

import (
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestVersioncmpRecorded compares Versioncmp with Puppet 7.23's
// Puppet::Util::Package.versioncmp on the pairs recorded by
// testdata/versioncmp_record.rb (fixed versions and pseudo-random ones made
// of digits, dots, dashes, letters, non-ASCII letters, blanks and newlines).
func TestVersioncmpRecorded(t *testing.T) {
	var rec struct {
		Cases [][4]any `json:"cases"`
	}
	testtree.ReadJSON(t, "testdata/versioncmp.json", &rec)
	if len(rec.Cases) < 1000 {
		t.Fatalf("only %d recorded cases", len(rec.Cases))
	}
	for _, c := range rec.Cases {
		a, b := c[0].(string), c[1].(string)
		if got, want := Versioncmp(a, b, false), int(c[2].(float64)); got != want {
			t.Errorf("versioncmp(%q, %q) = %d, Puppet gives %d", a, b, got, want)
		}
		// Puppet fails (NoMethodError) when ignoring trailing zeroes of a
		// version that splits to nothing; Versioncmp has no error to give.
		if c[3] == nil {
			continue
		}
		if got, want := Versioncmp(a, b, true), int(c[3].(float64)); got != want {
			t.Errorf("versioncmp(%q, %q, true) = %d, Puppet gives %d", a, b, got, want)
		}
	}
}

// BenchmarkVersioncmp is the comparison stdlib's and the modules' version
// checks make (versioncmp($facts['os']['release']['full'], '8') and the like).
func BenchmarkVersioncmp(b *testing.B) {
	pairs := [][2]string{{"2.4.57", "2.4"}, {"10.13", "9"}, {"5.7.42-0ubuntu0", "5.7"}, {"1.0rc1", "1.0"}}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		p := pairs[i%len(pairs)]
		Versioncmp(p[0], p[1], false)
	}
}
