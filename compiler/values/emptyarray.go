package values

import "unsafe"

// An empty array is an object of its own in Puppet (a Ruby Array): one
// met twice is written by Psych as `&1 []` and `*1` and referenced by the
// rich data converter, like any other array. An empty Go slice has no
// storage to tell it by: Go gives every zero-length allocation one
// address. So an empty array that must keep its identity is made by
// EmptyArray: its data pointer (capacity 0, so appending to it always
// copies) points at a slot of its own holding emptyMark, and Identity
// names it by that pointer. Every other empty slice is, as before, a new
// object wherever it is met.

// emptyArrayMark is the type of emptyMark, a value nothing else holds.
type emptyArrayMark struct{ _ byte }

var emptyMark Value = &emptyArrayMark{}

// zeroBase is the address Go gives zero-length allocations ([]Value{},
// make([]Value, 0)): such a slice points at no slot.
var zeroBase = zeroLength()

//go:noinline
func zeroLength() *Value { return unsafe.SliceData(make([]Value, 0)) }

// EmptyArray returns a new empty array with an identity of its own.
func EmptyArray() []Value { return EmptyArrayIn(make([]Value, 1)) }

// EmptyArrayIn is EmptyArray in the first slot of room, which it takes
// (room has a capacity of one at least): for callers that carve slots
// from a larger block.
func EmptyArrayIn(room []Value) []Value {
	room = room[:1]
	room[0] = emptyMark
	return room[:0:0]
}

// emptyIdentity is the identity of an empty array made by EmptyArray: the
// address of its slot. A slice of capacity 0 points at nothing (nil),
// at zeroBase, or (cut from a longer one) at the first element of the
// array it was cut from, which only EmptyArray's slot holds emptyMark in.
func emptyIdentity(x []Value) (*Value, bool) {
	if cap(x) != 0 {
		return nil, false
	}
	p := unsafe.SliceData(x)
	if p == nil || p == zeroBase || *p != emptyMark {
		return nil, false
	}
	return p, true
}
