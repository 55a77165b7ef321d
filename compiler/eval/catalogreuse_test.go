package eval_test

import (
	"bytes"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestReleasedCatalogsReused: a released catalog's memory goes to later
// compiles (catalogreuse.go), which still give each node its catalog,
// also when they run at once (go test -race); the released catalog reads
// the test binary's marker (a reader after the release would show it),
// and a catalog nobody released is not touched by later compiles.
func TestReleasedCatalogsReused(t *testing.T) {
	l := env(t, map[string]string{"manifests/site.pp": slabReuseSite})
	nodes := []string{"n1", "node22", "node-three-333", "x", "fourth-node-4444"}
	want := map[string][]byte{}
	for _, n := range nodes {
		r := compileEnv(t, l, n)
		if r.err != nil {
			t.Fatal(r.err)
		}
		want[n] = r.cat.MarshalCompactJSON()
	}
	kept := compileEnv(t, l, nodes[0])
	if kept.err != nil {
		t.Fatal(kept.err)
	}
	for _, n := range nodes {
		r := compileEnv(t, l, n)
		if r.err != nil {
			t.Fatal(r.err)
		}
		r.cat.Release()
		r.cat.Release() // idempotent
		if got := r.cat.MarshalCompactJSON(); !bytes.Contains(got, []byte("(released eval block")) {
			t.Errorf("%s: a released catalog does not read the marker: %.300s", n, got)
		}
	}
	testtree.Concurrently(4, func(g int) {
		for i := 0; i < 4; i++ {
			n := nodes[(g+i)%len(nodes)]
			r := compileEnv(t, l, n)
			if r.err != nil {
				t.Error(r.err)
				return
			}
			got := r.cat.MarshalCompactJSON()
			if !bytes.Equal(differentUUID(got), differentUUID(want[n])) {
				t.Errorf("%s compiled after releases: %s\nwant %s", n, got, want[n])
			}
			if i%2 == 0 {
				r.cat.ForAgent().Release() // a copy releases nothing
			}
			r.cat.Release()
		}
	})
	if got := kept.cat.MarshalCompactJSON(); !bytes.Equal(differentUUID(got), differentUUID(want[nodes[0]])) {
		t.Errorf("a catalog not released changed after later compiles:\n%s\nwas %s", got, want[nodes[0]])
	}
}
