package ruby

import "testing"

// FuzzRationalParse: String#to_r and Kernel#Rational's reader never panic,
// and a text Rational() accepts whole gives to_r the same value.
func FuzzRationalParse(f *testing.F) {
	for _, s := range []string{"1/3", " 0.75 ", "-1_000.5", "1e2", "3/0", "2/4/5", "abc", "1.", ".5", "1e99999", "+7/-2", "1__2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		lenient, _ := ratParse(s, false)
		strict, ok := ratParse(s, true)
		if ok && strict != nil && (lenient == nil || lenient.Cmp(strict) != 0) {
			t.Fatalf("%q: Rational() gives %v, to_r %v", s, strict, lenient)
		}
	})
}
