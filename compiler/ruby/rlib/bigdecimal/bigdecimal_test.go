package bigdecimal

import (
	"testing"
)

func mustParse(t testing.TB, s string) Dec {
	d, ok := Parse(s)
	if !ok {
		t.Fatalf("Parse(%q) failed", s)
	}
	return d
}

// TestQuoExactness: a quotient that ends within MaxExactQuoDigits digits
// is given exactly; a longer or endless one is reported (the binding
// refuses it as not supported; Ruby's own length is set by its words).
func TestQuoExactness(t *testing.T) {
	for _, c := range []struct {
		a, b, want string
		exact      bool
	}{
		{"1", "1024", "0.9765625e-3", true},
		{"10", "4", "0.25e1", true},
		{"1", "3", "", false},
		{"1", "7", "", false},
		{"1", "1267650600228229401496703205376", "", false}, // 2**100: 70 digits
		{"123456789012345678901234567", "1", "0.123456789012345678901234567e27", true},
		{"1234567890123456789012345678", "1", "", false},
	} {
		q, exact := Quo(mustParse(t, c.a), mustParse(t, c.b))
		if exact != c.exact || (exact && q.Format(false, 0, 0) != c.want) {
			t.Errorf("%s / %s = %s exact %v, want %s exact %v", c.a, c.b, q.Format(false, 0, 0), exact, c.want, c.exact)
		}
	}
}

// FuzzParse: any text parses or is refused without a panic, and a parsed
// value reads back the same from its own E and F texts.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"1.5", "-0.0", "1_000.5e-3", " .5 ", "NaN", "-Infinity", "1e99999", "1__0", "0.000123", "9" + "0e9"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 200 {
			return
		}
		d, ok := Parse(s)
		if !ok || d.Kind != Finite || d.Exp > 1000 || d.Exp < -1000 {
			return
		}
		for _, plain := range []bool{false, true} {
			text := d.Format(plain, 0, 0)
			back, ok := Parse(text)
			if !ok {
				t.Fatalf("%q -> %q does not parse", s, text)
			}
			if r, _ := Cmp(back, d); r != 0 || back.Neg != d.Neg {
				t.Fatalf("%q -> %q -> %q", s, text, back.Format(plain, 0, 0))
			}
		}
	})
}
