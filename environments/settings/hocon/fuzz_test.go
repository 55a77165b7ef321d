package hocon

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse: any input gives a tree or an error, never a panic or a hang.
func FuzzParse(f *testing.F) {
	ins, _ := filepath.Glob("testdata/cases/*.conf")
	stock, _ := filepath.Glob("../testdata/puppetserver/conf.d/*.conf")
	for _, in := range append(ins, stock...) {
		b, _ := os.ReadFile(in)
		f.Add(b)
	}
	f.Add([]byte("a = ${a}\nb = ${b} ${b}\nc += ${c}"))
	opts := Options{ReadFile: func(string) ([]byte, error) { return []byte("a = 1"), nil },
		LookupEnv: func(string) (string, bool) { return "", false }, MaxIncludes: 5}
	f.Fuzz(func(t *testing.T, src []byte) {
		v, err := Parse("fuzz.conf", src, opts)
		if err == nil {
			_ = v.Interface()
		}
	})
}
