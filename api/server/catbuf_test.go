package server

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/punch-dev/punch/compiler/catalog"
)

func testCatalog(name string, resources int) *catalog.Catalog {
	c := &catalog.Catalog{Name: name, Environment: "production", Version: 1700000000}
	for i := 0; i < resources; i++ {
		c.Resources = append(c.Resources, &catalog.Resource{Type: "File", Title: fmt.Sprintf("/tmp/%s-%d", name, i),
			Tags: []string{"file", "class"}, File: "/etc/site.pp", Line: i + 1})
	}
	return c
}

// A pooled buffer gives a catalog the bytes MarshalCompactJSON gives,
// also when it last held a larger catalog, and is reused only once each
// of its users has released it.
func TestEncodeCatalogReusesBuffers(t *testing.T) {
	big, small := testCatalog("big", 400), testCatalog("small", 3)
	for round := 0; round < 3; round++ {
		for _, c := range []*catalog.Catalog{big, small} {
			cb := encodeCatalog(c, 2)
			if want := c.MarshalCompactJSON(); !bytes.Equal(cb.b, want) {
				t.Fatalf("round %d, %s: pooled JSON differs from MarshalCompactJSON:\n%.200s\nwant\n%.200s", round, c.Name, cb.b, want)
			}
			cb.release()
			if cb.refs.Load() != 1 {
				t.Fatalf("after one of two releases: %d users left, want 1", cb.refs.Load())
			}
			cb.release()
		}
	}
	cb := encodeCatalog(small, 1)
	cb.release()
	defer func() {
		if recover() == nil {
			t.Error("a second release of a buffer with one user did not panic")
		}
	}()
	cb.release()
}
