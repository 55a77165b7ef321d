package rubyfmt

import (
	"encoding/hex"
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// lines reads a testdata recording made by testdata/record.rb (ruby
// compiler/util/rubyfmt/testdata/record.rb).
func lines(t *testing.T, name string) []string {
	t.Helper()
	out := testtree.Lines(t, "testdata/"+name)
	if len(out) == 0 {
		t.Fatalf("testdata/%s is empty", name)
	}
	return out
}

func TestFloatToSAsRuby(t *testing.T) {
	for _, l := range lines(t, "floats.txt") {
		bits, want, _ := strings.Cut(l, " ")
		u, err := strconv.ParseUint(bits, 16, 64)
		if err != nil {
			t.Fatal(err)
		}
		f := math.Float64frombits(u)
		if got := FloatToS(f); got != want {
			t.Errorf("FloatToS(%v) [bits %s] = %s, Ruby %s", f, bits, got, want)
		}
	}
}

func TestInspectAsRuby(t *testing.T) {
	for _, l := range lines(t, "strings.txt") {
		var hx, utf, bin string
		dec := json.NewDecoder(strings.NewReader(l))
		for _, p := range []*string{&hx, &utf, &bin} {
			if err := dec.Decode(p); err != nil {
				t.Fatalf("%s: %v", l, err)
			}
		}
		raw, err := hex.DecodeString(hx)
		if err != nil {
			t.Fatal(err)
		}
		if got := InspectString(string(raw)); got != utf {
			t.Errorf("InspectString(%x) = %s, Ruby %s", raw, got, utf)
		}
		if got := InspectBinary(string(raw)); got != bin {
			t.Errorf("InspectBinary(%x) = %s, Ruby %s", raw, got, bin)
		}
	}
}

func TestIsPrintTable(t *testing.T) {
	for i, r := range printRanges {
		if r[0] > r[1] || i > 0 && printRanges[i-1][1] >= r[0] {
			t.Fatalf("printRanges[%d] = %X out of order", i, r)
		}
	}
	for _, c := range []struct {
		r    rune
		want bool
	}{{'a', true}, {0x7F, false}, {0x85, true}, {0xA0, true}, {0x200B, true}, {0x2028, false}, {0x10FFFF, false}, {0x378, false}} {
		if got := IsPrint(c.r); got != c.want {
			t.Errorf("IsPrint(%U) = %v, want %v", c.r, got, c.want)
		}
	}
}

func BenchmarkInspectString(b *testing.B) {
	s := "/etc/puppetlabs/code/environments/production/manifests/site.pp: caf\u00e9 \"quoted\"\n"
	for i := 0; i < b.N; i++ {
		_ = InspectString(s)
	}
}

func FuzzInspect(f *testing.F) {
	f.Add("a\"b#{c}\xff\u2028", uint64(0))
	f.Fuzz(func(t *testing.T, s string, bits uint64) {
		for _, q := range []string{InspectString(s), InspectBinary(s)} {
			if len(q) < 2 || q[0] != '"' || q[len(q)-1] != '"' {
				t.Fatalf("not quoted: %s", q)
			}
		}
		f := math.Float64frombits(bits)
		s2 := FloatToS(f)
		if g, err := strconv.ParseFloat(s2, 64); err == nil && g != f && !math.IsNaN(f) {
			t.Fatalf("FloatToS(%v) = %s does not read back", f, s2)
		}
	})
}

// TestLiteralNameAsRuby compares LiteralName with the names Ruby's
// "no implicit conversion of NAME into String" gave (testdata/conversions.txt):
// nil, true and false by value; the others (by class) are not literals.
func TestLiteralNameAsRuby(t *testing.T) {
	literals := map[string]any{"nil": nil, "true": true, "false": false}
	n := 0
	for _, l := range lines(t, "conversions.txt") {
		inspect, want, _ := strings.Cut(l, " ")
		v, literal := literals[inspect]
		if !literal {
			v = inspect // any other value: LiteralName must leave it to its class
		}
		got, ok := LiteralName(v)
		switch {
		case literal && (!ok || got != want):
			t.Errorf("LiteralName(%s) = %q, %v; Ruby names it %q", inspect, got, ok, want)
		case !literal && ok:
			t.Errorf("LiteralName(%q) = %q; Ruby names it by its class, %q", inspect, got, want)
		case literal:
			n++
		}
	}
	if n != 3 {
		t.Fatalf("%d of nil, true, false recorded", n)
	}
}
