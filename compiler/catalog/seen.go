package catalog

import (
	"math"
	"sync"
	"unsafe"
)

// seen remembers, while one catalog's compact JSON is written, where each
// string it wrote sits in the output, so that the same string met again is
// copied from there instead of scanned for escapes and written anew. A
// catalog writes a few hundred strings thousands of times: the web role of
// the load test writes 3,277 tags that are 169 strings, 1,607 parameter
// names that are 190, 251 types that are 18, most of them the very same Go
// string each time (the names of the shared parsed code, the tags the
// compile made once per class). A string is known by its address and
// length: while the catalog is written (it is read-only then, and a table
// serves one call) two strings with the same address and length hold the
// same bytes. A slot keeps the last string hashed to it; a string whose
// slot holds another is written anew.
//
// Tables are pooled (2,048 slots, 32 KiB: too large for the stack of the
// connection's goroutine, which would grow and be copied for it) and
// cleared for each catalog (about 1,000 instructions: less than a use
// count checked in every look-up). A string of 64 KiB or more, or one
// whose JSON is, is not kept.
type seen struct {
	slots [seenSlots]seenSlot
}

type seenSlot struct {
	p    uintptr
	off  uint32 // where its JSON starts in the output
	n, w uint16 // the string's length, its JSON's
}

const (
	seenBits  = 11
	seenSlots = 1 << seenBits
)

var seenTables = sync.Pool{New: func() any { return new(seen) }}

// newSeen returns an empty table from the pool; give it back with put.
func newSeen() *seen {
	t := seenTables.Get().(*seen)
	t.reset()
	return t
}

// reset empties the table for another catalog.
func (t *seen) reset() { t.slots = [seenSlots]seenSlot{} }

func (t *seen) put() { seenTables.Put(t) }

// str appends s as appendString does, copying what it wrote for the same
// string before when the slot still holds it. A nil table writes s anew.
func (t *seen) str(b []byte, s string) []byte {
	if t == nil || len(s) == 0 {
		return appendString(b, s)
	}
	p := uintptr(unsafe.Pointer(unsafe.StringData(s)))
	e := &t.slots[((p+uintptr(len(s)))*0x9E3779B97F4A7C15)>>(64-seenBits)]
	if e.p == p && int(e.n) == len(s) {
		return append(b, b[e.off:e.off+uint32(e.w)]...)
	}
	off := len(b)
	b = appendString(b, s)
	if w := len(b) - off; w <= math.MaxUint16 && len(b) <= math.MaxUint32 {
		*e = seenSlot{p: p, off: uint32(off), n: uint16(len(s)), w: uint16(w)}
	}
	return b
}
