package enc

import (
	"errors"
	"testing"

	"github.com/punch-dev/punch/environments/settings"
)

// FuzzDecode feeds arbitrary classifier output to the decoder: it returns
// a whole classification or an *Error, never panics.
func FuzzDecode(f *testing.F) {
	for _, c := range oracleCases {
		f.Add([]byte(c.yaml))
	}
	f.Add([]byte("classes: {a: {b: &x [1, *x]}}"))
	f.Add([]byte("\xff\xfe\x00"))
	f.Fuzz(func(t *testing.T, out []byte) {
		c, err := Decode("fuzz.example.com", out)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) || (e.Kind != InvalidOutput && e.Kind != Empty) || e.Node != "fuzz.example.com" {
				t.Fatalf("error %T %+v", err, err)
			}
			if c != nil {
				t.Fatal("partial result with an error")
			}
			return
		}
		if c.Parameters == nil {
			t.Fatal("nil parameters")
		}
		for _, cl := range c.Classes {
			if cl.Name == "" {
				t.Fatal("empty class name")
			}
		}
		// Puppet's valid_name? (ASCII letters of either case since
		// a2dbb8c5: testdata/fuzz/FuzzDecode/67371868b3dd472c)
		if c.Environment != "" && !settings.ValidEnvironmentName(c.Environment) {
			t.Fatalf("bad environment %q", c.Environment)
		}
	})
}
