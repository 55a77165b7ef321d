package server

import (
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/store"
)

// The background writer keeps only a node's newest record of each kind,
// writes everything queued when flushed or closed, and leaves out what
// was forgotten.
func TestPersister(t *testing.T) {
	st, err := store.Open(t.TempDir(), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	failures := 0
	p := newPersister(st, 2, zerolog.Nop(), func() { failures++ })
	for i := 0; i < 5; i++ {
		for n := 0; n < 300; n++ {
			node := fmt.Sprintf("n%03d", n)
			p.put(store.Record{Node: node, Kind: store.Catalog, Data: []byte(fmt.Sprintf("c%d", i))})
			p.put(store.Record{Node: node, Kind: store.Facts, Data: []byte(fmt.Sprintf("f%d", i))})
		}
	}
	p.put(store.Record{Node: "gone", Kind: store.Facts, Data: []byte("x")})
	p.forget("gone", store.Facts)
	p.flush()
	for n := 0; n < 300; n++ {
		node := fmt.Sprintf("n%03d", n)
		for kind, want := range map[store.Kind]string{store.Catalog: "c4", store.Facts: "f4"} {
			r, err := st.Get(node, kind)
			if err != nil || string(r.Data) != want {
				t.Fatalf("%s %s after flush: %q %v, want %q", node, kind, r.Data, err, want)
			}
		}
	}
	if _, err := st.Get("gone", store.Facts); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("a forgotten record was written: %v", err)
	}
	p.put(store.Record{Node: "last", Kind: store.Report, Data: []byte("r")})
	p.put(store.Record{Node: "bad/name", Kind: store.Report, Data: []byte("r")})
	p.close()
	if r, err := st.Get("last", store.Report); err != nil || string(r.Data) != "r" {
		t.Errorf("record queued before close: %q %v", r.Data, err)
	}
	if failures != 1 {
		t.Errorf("%d failures reported, want 1 (the invalid node name)", failures)
	}
}

// A record whose Data is lent (putOwned) is given back exactly once, after
// it is written, when a newer record replaces it, when it is forgotten,
// and at once when the persister is closed; the store holds its bytes,
// not the buffer's later contents.
func TestPersisterOwnedData(t *testing.T) {
	st, err := store.Open(t.TempDir(), store.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	p := newPersister(st, 2, zerolog.Nop(), nil)
	var mu sync.Mutex
	returned := map[string]int{}
	lend := func(node, data string) {
		buf := []byte(data)
		p.putOwned(store.Record{Node: node, Kind: store.Catalog, Data: buf}, func() {
			mu.Lock()
			returned[data]++
			mu.Unlock()
			// The buffer is reused at once, as the server's pool does.
			copy(buf, "XXXXXXXX")
		})
	}
	lend("a", "a-first")
	lend("a", "a-second") // replaces a-first
	lend("b", "b-only")
	lend("c", "c-forgot")
	p.forget("c", store.Catalog)
	p.flush()
	for node, want := range map[string]string{"a": "a-second", "b": "b-only"} {
		r, err := st.Get(node, store.Catalog)
		if err != nil || string(r.Data) != want {
			t.Errorf("%s: stored %q %v, want %q", node, r.Data, err, want)
		}
	}
	p.close()
	lend("d", "d-closed")
	for _, d := range []string{"a-first", "a-second", "b-only", "c-forgot", "d-closed"} {
		if returned[d] != 1 {
			t.Errorf("%s given back %d times, want once", d, returned[d])
		}
	}
}
