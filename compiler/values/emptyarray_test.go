package values

import "testing"

// TestEmptyArrayIdentity: an empty array made by EmptyArray is one object
// wherever it is held, and another than every other empty array; empty
// slices made otherwise (a literal, make, nil, the end of a longer array)
// have no identity.
func TestEmptyArrayIdentity(t *testing.T) {
	a, b := EmptyArray(), EmptyArray()
	idA, okA := Identity(a)
	idA2, okA2 := Identity(Value(a))
	idB, okB := Identity(b)
	if !okA || !okA2 || !okB {
		t.Fatalf("EmptyArray has no identity: %v %v %v", okA, okA2, okB)
	}
	if idA != idA2 {
		t.Errorf("the same empty array has two identities")
	}
	if idA == idB {
		t.Errorf("two empty arrays have one identity")
	}
	block := make([]Value, 3)
	room := block[1:1:2]
	c := EmptyArrayIn(room)
	if idC, ok := Identity(c); !ok || idC == idA {
		t.Errorf("EmptyArrayIn: %v %v", idC, ok)
	}
	long := []Value{int64(1), int64(2)}
	for name, v := range map[string][]Value{
		"literal": {}, "make": make([]Value, 0), "nil": nil,
		"end of an array": long[2:], "cut to nothing": long[1:1:1], "with room": make([]Value, 0, 4),
	} {
		if id, ok := Identity(v); ok {
			t.Errorf("%s: an identity %v", name, id)
		}
	}
	// Appending copies: the slot keeps its mark and the array its identity.
	grown := append(a, "x")
	if id, ok := Identity(a); !ok || id != idA || len(grown) != 1 {
		t.Errorf("appending changed the empty array: %v %v", id, ok)
	}
	// The rich data converter references the same empty array met twice.
	d := &DataConverter{}
	out, err := d.Convert([]Value{a, a, b})
	if err != nil {
		t.Fatal(err)
	}
	got := out.([]Value)
	if _, isRef := got[1].(*Hash); !isRef {
		t.Errorf("the second a is not a local reference: %#v", got)
	}
	if _, isArr := got[2].([]Value); !isArr {
		t.Errorf("b is not an array of its own: %#v", got)
	}
}
