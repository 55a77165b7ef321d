package ruby

import (
	"math/big"
	"unicode/utf8"
	"unsafe"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// Value is a Ruby value: see the package documentation for the Go types
// it may hold.
type Value = any

// Symbol is a Ruby Symbol.
type Symbol string

// Inspect is Ruby's Symbol#inspect (:bind, :"a-b"): how compiler/values
// formats a Symbol Puppet kept (values.RubyObject's Ref) with %q/%p.
func (s Symbol) Inspect() string { return symInspect(string(s)) }

// Encoding of a String. Puppet cares about UTF-8 text versus binary
// (ASCII-8BIT) data; US-ASCII appears for a few core results. It is the
// libraries' value model's (rv.Encoding): one list of the encodings and
// their names for both, so a String passes between them as it is.
type Encoding = rv.Encoding

// The encodings a String can have.
const (
	UTF8    = rv.UTF8
	Binary  = rv.Binary
	USASCII = rv.USASCII
)

// String is a mutable Ruby String.
type String struct {
	s      string
	enc    Encoding
	frozen bool
	// buf is spare capacity after s's bytes when s was built by appends
	// (appendString): appending then costs amortized O(1). s points into
	// buf only while buf's first len(s) bytes are s's (checked before use).
	buf []byte
	// sub is the class and instance variables of an instance of a
	// subclass of String (Puppet's ProcessOutput); nil for a String.
	sub *stringSub
}

// stringSub is what an instance of a subclass of String, Array or Hash
// has besides its contents (m_subclass.go).
type stringSub struct {
	class *Module
	ivars ivarTable
}

// appendString appends t in amortized constant time (<< and concat in a
// loop, an ERB template's output). Bytes of buf below len(s) are never
// written again, so strings taken from s earlier stay valid.
func (s *String) appendString(t string) {
	if len(t) == 0 {
		return
	}
	if len(s.buf) != len(s.s) || len(s.s) == 0 || unsafe.SliceData(s.buf) != unsafe.StringData(s.s) {
		s.buf = make([]byte, len(s.s), 2*(len(s.s)+len(t)))
		copy(s.buf, s.s)
	}
	s.buf = append(s.buf, t...)
	s.s = unsafe.String(unsafe.SliceData(s.buf), len(s.buf))
}

// NewString returns a new, unfrozen UTF-8 String.
func NewString(s string) *String { return &String{s: s} }

// NewBinaryString returns a new ASCII-8BIT String holding b.
func NewBinaryString(b []byte) *String { return &String{s: string(b), enc: Binary} }

// NewStringEnc returns a new String with the given encoding.
func NewStringEnc(s string, enc Encoding) *String { return &String{s: s, enc: enc} }

// String returns the bytes of the string.
func (s *String) String() string { return s.s }

// Encoding returns the string's encoding.
func (s *String) Encoding() Encoding { return s.enc }

// Frozen reports whether the string is frozen.
func (s *String) Frozen() bool { return s.frozen }

// Freeze freezes the string.
func (s *String) Freeze() { s.frozen = true }

// ValidEncoding reports valid_encoding?.
func (s *String) ValidEncoding() bool {
	return s.enc == Binary || utf8.ValidString(s.s)
}

// Array is a mutable Ruby Array.
type Array struct {
	a      []Value
	frozen bool
	sub    *stringSub // an instance of a subclass of Array
}

// NewArray returns a new Array holding elems (not copied).
func NewArray(elems []Value) *Array { return &Array{a: elems} }

// Len is the number of elements.
func (a *Array) Len() int { return len(a.a) }

// At returns element i (0 <= i < Len).
func (a *Array) At(i int) Value { return a.a[i] }

// Elems returns the elements; the slice is the array's own storage: do
// not keep it across calls that may change the array.
func (a *Array) Elems() []Value { return a.a }

// Append appends elements.
func (a *Array) Append(v ...Value) { a.a = append(a.a, v...) }

// Frozen reports whether the array is frozen.
func (a *Array) Frozen() bool { return a.frozen }

// Freeze freezes the array (not its elements).
func (a *Array) Freeze() { a.frozen = true }

// Range is a Ruby Range.
type Range struct {
	Begin, End Value // nil for a beginless / endless range
	Exclusive  bool
}

// Object is an instance of a class that is none of the builtin value
// types above: user-defined classes, exceptions, Go-backed objects.
type Object struct {
	class  *Module
	ivars  ivarTable
	meta   *Module // singleton class, created on demand
	frozen bool
	// Data is the Go state of an object whose class is implemented in Go.
	Data any
}

// Class returns the object's class (not its singleton class).
func (o *Object) Class() *Module { return o.class }

// Ivar returns the instance variable name (with its @) or nil.
func (o *Object) Ivar(name string) Value {
	v, _ := o.ivars.get(name)
	return v
}

// IvarNames lists the instance variables (with their @) in definition
// order.
func (o *Object) IvarNames() []string { return append([]string(nil), o.ivars.names...) }

// SetIvar sets the instance variable name (with its @).
func (o *Object) SetIvar(name string, v Value) { o.ivars.set(name, v) }

// ivarTable keeps instance variables in definition order (inspect shows
// them in that order); objects have few, so a slice beats a map.
type ivarTable struct {
	names []string
	vals  []Value
}

func (t *ivarTable) get(name string) (Value, bool) {
	for i, n := range t.names {
		if n == name {
			return t.vals[i], true
		}
	}
	return nil, false
}

func (t *ivarTable) set(name string, v Value) {
	for i, n := range t.names {
		if n == name {
			t.vals[i] = v
			return
		}
	}
	if len(t.names) == cap(t.names) && len(t.names) < 4 {
		// room for four at the first: an object given a few ivars
		// (a template's @variables come one by one) grows once, not
		// at one, two and four
		t.names = append(make([]string, 0, 4), t.names...)
	}
	if len(t.vals) == cap(t.vals) && len(t.vals) < 4 {
		t.vals = append(make([]Value, 0, 4), t.vals...)
	}
	t.names = append(t.names, name)
	t.vals = append(t.vals, v)
}

func (t *ivarTable) del(name string) (Value, bool) {
	for i, n := range t.names {
		if n == name {
			v := t.vals[i]
			t.names = append(t.names[:i:i], t.names[i+1:]...)
			t.vals = append(t.vals[:i:i], t.vals[i+1:]...)
			return v, true
		}
	}
	return nil, false
}

// normInt returns an Integer value for n: int64 when it fits.
func normInt(n *big.Int) Value {
	if n.IsInt64() {
		return n.Int64()
	}
	return n
}
