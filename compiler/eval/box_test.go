package eval

import (
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

// Boxed strings and lists are ordinary values: equal to the same value
// boxed by Go, usable as map keys, unchanged by later boxing.
func TestBoxedValues(t *testing.T) {
	c := &Compiler{}
	var boxed []values.Value
	for i := 0; i < 3*boxSlab; i++ {
		s := string(rune('a' + i%26))
		boxed = append(boxed, c.box(s))
		l := []values.Value{s, int64(i)}
		boxed = append(boxed, c.boxList(l))
	}
	for i := 0; i < 3*boxSlab; i++ {
		s := string(rune('a' + i%26))
		if boxed[2*i] != values.Value(s) {
			t.Fatalf("box %d: %#v", i, boxed[2*i])
		}
		l, ok := boxed[2*i+1].([]values.Value)
		if !ok || len(l) != 2 || l[0] != values.Value(s) || l[1] != values.Value(int64(i)) {
			t.Fatalf("boxList %d: %#v", i, boxed[2*i+1])
		}
	}
	m := map[values.Value]int{c.box("k"): 1}
	if m["k"] != 1 {
		t.Fatal("a boxed string is not the same map key")
	}
	var nilList []values.Value
	if v := c.boxList(nilList); v == nil || !values.Equals(v, []values.Value{}) {
		t.Fatalf("boxList(nil) = %#v", v)
	}
}

// resourceRef builds the same references as values.ResourceRef.
func TestResourceRefCopies(t *testing.T) {
	c := &Compiler{}
	for _, tc := range [][2]string{{"File", "/x"}, {"file", "/y"}, {"Foo::Bar", "t"}, {"foo::bar", ""}, {"File", "/x"}} {
		got, want := c.resourceRef(tc[0], tc[1]), values.ResourceRef(tc[0], tc[1])
		if !values.TypesEqual(got, want) || got.String() != want.String() || !values.IsAssignable(got, want) || !values.IsAssignable(want, got) ||
			got.TypeName != want.TypeName || got.Title != want.Title || got.HasTitle != want.HasTitle {
			t.Errorf("resourceRef(%q, %q) = %#v, want %#v", tc[0], tc[1], got, want)
		}
	}
	if a, b := c.resourceRef("File", "/a"), c.resourceRef("File", "/b"); a == b || a.Title == b.Title {
		t.Error("references share their title")
	}
}
