package hocon

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse parses arbitrary text: the result is an object or an *Error,
// never a panic, a hang or unbounded memory.
func FuzzParse(f *testing.F) {
	cases, _ := filepath.Glob(filepath.Join("testdata", "cases", "*.conf"))
	for _, c := range cases {
		if src, err := os.ReadFile(c); err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte("a = ${b} ${b}\nb = ${c} ${c}\nc = xxxxxxxx"))
	f.Add([]byte("a { b { c { d = [[[[1]]]] } } }"))
	f.Fuzz(func(t *testing.T, src []byte) {
		opts := Options{
			Getenv:   func(string) (string, bool) { return "", false },
			ReadFile: func(string) ([]byte, error) { return []byte("x = 1"), nil },
		}
		o, err := Parse(src, opts)
		if err != nil {
			var he *Error
			if !errors.As(err, &he) {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		if o == nil {
			t.Fatal("no object and no error")
		}
	})
}
