package values

import (
	"fmt"
	"testing"
)

// A hash finds its keys the same way whether it is small (scanned) or
// large (indexed), across the size where it changes, with string keys
// mixed with others, replaced values keeping their position.
func TestHashSmallAndIndexed(t *testing.T) {
	for _, room := range []int{0, 1, smallHash, smallHash + 1, 40} {
		h := NewHash(room)
		var want []string
		for i := 0; i < 3*smallHash; i++ {
			k := fmt.Sprintf("k%d", i)
			h.Put(k, int64(i))
			h.Put(int64(i), k)
			want = append(want, k)
			for j, wk := range want {
				if v, ok := h.GetString(wk); !ok || v != Value(int64(j)) {
					t.Fatalf("room %d, %d entries: GetString(%s) = %v, %v", room, h.Len(), wk, v, ok)
				}
				if v, ok := h.Get(int64(j)); !ok || v != Value(wk) {
					t.Fatalf("room %d: Get(%d) = %v, %v", room, j, v, ok)
				}
			}
			if _, ok := h.GetString(fmt.Sprintf("k%d", i+1)); ok {
				t.Fatalf("room %d: a key not put is found", room)
			}
			if _, ok := h.Get(Value(int64(i + 1))); ok && i+1 < 3*smallHash {
				t.Fatalf("room %d: integer key %d found before it is put", room, i+1)
			}
		}
		h.Put("k0", "again")
		if v, _ := h.GetString("k0"); v != Value("again") || h.Keys()[0] != Value("k0") || h.Len() != 6*smallHash {
			t.Fatalf("room %d: replacing k0: %v, first key %v, len %d", room, v, h.Keys()[0], h.Len())
		}
	}
}

// Keys and values made with room for n keep their own order when the
// hash grows past n (they share one allocation until then).
func TestHashGrowsPastRoom(t *testing.T) {
	h := NewHash(2)
	for i := 0; i < 5; i++ {
		h.Put(fmt.Sprint(i), int64(i*10))
	}
	for i := 0; i < 5; i++ {
		k, v := h.At(i)
		if k != Value(fmt.Sprint(i)) || v != Value(int64(i*10)) {
			t.Fatalf("entry %d: %v => %v", i, k, v)
		}
	}
}
