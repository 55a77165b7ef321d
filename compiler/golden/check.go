package golden

import (
	"encoding/json"
	"os"
	"testing"
)

// CheckCatalog is a test's comparison of the catalog it compiled with
// Puppet's recorded one (the JSON file expectedFile) under CompareCatalogs'
// rules (no order): each difference is a test error, after prefix. The one
// catalog check of the tests that compile golden cases outside this
// package's harness (compiler/eval's oracle cases, api/puppetdb's
// storeconfigs cases).
func CheckCatalog(t testing.TB, expectedFile string, cat json.Marshaler, prefix string) {
	t.Helper()
	want, err := os.ReadFile(expectedFile)
	if err != nil {
		t.Fatal(err)
	}
	got, err := cat.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	diffs, err := CompareCatalogs(want, got, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range diffs {
		t.Error(prefix + d)
	}
}
