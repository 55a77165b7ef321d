package parser

import (
	"os"
	"path/filepath"
	"testing"
)

func addSeeds(f *testing.F, pattern string) {
	files, _ := filepath.Glob(pattern)
	for _, file := range files {
		if b, err := os.ReadFile(file); err == nil {
			f.Add(b)
		}
	}
}

// FuzzParse checks that no input makes the manifest parser panic or hang.
func FuzzParse(f *testing.F) {
	addSeeds(f, "testdata/errors/*.pp")
	addSeeds(f, "testdata/golden/*.golden")
	f.Add([]byte(`$x = "${a[1]} $b" + @(E)` + "\n  t ${c}\n  | E\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		Parse("fuzz.pp", src)
	})
}

// FuzzParseEPP checks that no template makes the EPP parser panic or hang.
func FuzzParseEPP(f *testing.F) {
	addSeeds(f, "testdata/golden/epp*.golden")
	f.Add([]byte("<%- |$a| -%>\nx <%= $a %> <%# c -%>\n<%% y %%>"))
	f.Fuzz(func(t *testing.T, src []byte) {
		ParseEPP("fuzz.epp", src)
	})
}
