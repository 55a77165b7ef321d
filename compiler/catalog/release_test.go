package catalog

import "testing"

// Release calls the compiler's function once, and a copy (ForAgent)
// releases nothing: only the catalog the compiler handed out gives its
// memory back.
func TestRelease(t *testing.T) {
	calls := 0
	c := &Catalog{Name: "n", Resources: []*Resource{{Type: "File", Title: "/x"}}}
	c.SetRelease(func() { calls++ })
	c.ForAgent().Release()
	if calls != 0 {
		t.Fatalf("a copy released the catalog (%d calls)", calls)
	}
	c.Release()
	c.Release()
	if calls != 1 {
		t.Fatalf("Release called the compiler's function %d times, want 1", calls)
	}
	(&Catalog{}).Release() // a catalog not made by the compiler: nothing to do
}
