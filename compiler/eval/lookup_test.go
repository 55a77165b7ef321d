package eval_test

import (
	"strings"
	"testing"
)

// lookup() is answered by the compile's data lookup service
// (Request.Data; environments' TestLookupCall and punch lookup's oracle
// test cover its answers): a compile without one cannot call it, rather
// than answer as if no data existed.
func TestLookupWithoutDataService(t *testing.T) {
	r := compile(t, "notice(lookup('k', undef, undef, 'dflt'))\n")
	if r.err == nil || !strings.Contains(r.err.Error(), "lookup() cannot be called: the compile has no data lookup service") {
		t.Fatalf("got %v", r.err)
	}
}
