package functions_test

import (
	"os"
	"strings"
	"testing"
)

// TestDocsListEveryFunction checks that docs/functions.md names every
// function of the library.
func TestDocsListEveryFunction(t *testing.T) {
	b, err := os.ReadFile("../../docs/functions.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	for _, n := range lib.Names() {
		if !strings.Contains(doc, "`"+n+"`") {
			f, _ := lib.Lookup(n)
			t.Errorf("docs/functions.md does not list %s (module %q)", n, f.Module)
		}
	}
}
