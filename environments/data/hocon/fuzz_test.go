package hocon

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// FuzzParse parses arbitrary text as a file that includes itself: the
// result is an object or an *Error, never a panic, a hang or unbounded
// memory.
func FuzzParse(f *testing.F) {
	for _, src := range testtree.Files(filepath.Join("testdata", "cases", "*.conf"), filepath.Join("testdata", "load", "*.conf"),
		filepath.Join("..", "..", "settings", "testdata", "puppetserver", "conf.d", "*.conf")) {
		f.Add(src)
	}
	f.Add([]byte("a = ${b} ${b}\nb = ${c} ${c}\nc = xxxxxxxx"))
	f.Add([]byte("a { b { c { d = [[[[1]]]] } } }"))
	f.Add([]byte("include required(file(\"x\"))\ninclude \"y\"\ninclude \"y\"\nb += ${a}"))
	f.Fuzz(func(t *testing.T, src []byte) {
		// every include finds the text itself: includes must stay bounded
		opts := Options{
			Getenv:   func(string) (string, bool) { return "", false },
			ReadFile: func(string) ([]byte, error) { return src, nil },
			Required: len(src)%2 == 0,
		}
		o, err := ParseNamed("/fuzz/a.conf", src, opts)
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
