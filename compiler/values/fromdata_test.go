package values

import (
	"testing"

	"github.com/punch-dev/punch/environments/data"
)

func TestFromData(t *testing.T) {
	v, err := data.DecodeJSON([]byte(`{"b": [1, 2.5, "x", null, true], "a": {"k": {}}}`), data.JSONOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := FromData(v)
	h, ok := got.(*Hash)
	if !ok || h.Len() != 2 {
		t.Fatalf("FromData = %#v", got)
	}
	if k, _ := h.At(0); k != "b" {
		t.Errorf("key order lost: first key %v", k)
	}
	want := []Value{int64(1), 2.5, "x", nil, true}
	if b, _ := h.Get("b"); !Equals(b, want) {
		t.Errorf("b = %v, want %v", b, want)
	}
	a, _ := h.Get("a")
	if inner, ok := a.(*Hash); !ok {
		t.Errorf("a = %#v, want a hash", a)
	} else if k, _ := inner.Get("k"); k == nil {
		t.Errorf("a.k missing")
	}
}
