package parser

import (
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

func addSeeds(f *testing.F, pattern string) {
	for _, b := range testtree.Files(pattern) {
		f.Add(b)
	}
}

// maxLooks bounds the tokens the parser may look at for an input of n bytes:
// about 0.5 a byte for real manifests, 30 for the worst input of
// TestLinearWork; more means the parse is no longer linear (which made the
// fuzzer stall for seconds on nested brackets).
func maxLooks(n int) int { return 200*n + 10000 }

// check fails the fuzz test on a bug of the parser: work that is not linear
// or an internal error.
func check(t *testing.T, src []byte, looks int, err error) {
	if looks > maxLooks(len(src)) {
		t.Fatalf("the parser looked at %d tokens for %d bytes", looks, len(src))
	}
	if err != nil && strings.Contains(err.Error(), internalError) {
		t.Fatal(err)
	}
}

// FuzzParse checks that no input makes the manifest parser fail internally,
// hang or work more than linearly (testdata/fuzz/FuzzParse holds inputs that once
// took quadratic time).
func FuzzParse(f *testing.F) {
	addSeeds(f, "testdata/errors/*.pp")
	addSeeds(f, "testdata/puppet/*.pp")
	addSeeds(f, "testdata/golden/*.golden")
	f.Add([]byte(`$x = "${a[1]} $b" + @(E)` + "\n  t ${c}\n  | E\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		looks := 0
		_, _, err := parseCounting("fuzz.pp", src, false, &looks)
		check(t, src, looks, err)
	})
}

// FuzzParseEPP checks that no template makes the EPP parser fail
// internally, hang or work more than linearly.
func FuzzParseEPP(f *testing.F) {
	addSeeds(f, "testdata/golden/epp*.golden")
	addSeeds(f, "testdata/puppet/*.epp")
	f.Add([]byte("<%- |$a| -%>\nx <%= $a %> <%# c -%>\n<%% y %%>"))
	f.Fuzz(func(t *testing.T, src []byte) {
		looks := 0
		_, _, err := parseCounting("fuzz.epp", src, true, &looks)
		check(t, src, looks, err)
	})
}
