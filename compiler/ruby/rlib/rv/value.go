// Package rv is the small value model the Ruby standard libraries of
// compiler/ruby/rlib work on. It mirrors Ruby's own values (and
// compiler/ruby's Go types for them), so that the libraries are plain Go,
// testable on their own; rlib's bindings convert between compiler/ruby's
// values and these at the call. Object identity is kept where Ruby's
// output depends on it (Psych writes an anchor and an alias for an Array,
// Hash or object that appears twice), so the same *Array must stand for
// the same Ruby Array.
//
// A Value is one of:
//
//	nil          nil
//	bool         true, false
//	int64        Integer within 64 bits
//	*big.Int     Integer beyond 64 bits (never one that fits in int64)
//	float64      Float
//	*String      String, with its bytes and encoding
//	Symbol       Symbol
//	*Array       Array
//	*Hash        Hash (insertion order kept, keys compared as Ruby's eql?)
//	*Range       Range
//	*Regexp      Regexp
//	*Time        Time
//	*Object      any other object: its class name and instance variables
//
// Values are not safe for concurrent mutation; the libraries never change
// the values they are given.
package rv

import (
	"math/big"
	"time"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/rubyfmt"
	"github.com/punch-dev/punch/compiler/values"
)

// Value is a Ruby value; see the package documentation for its Go types.
type Value = any

// Symbol is a Ruby Symbol (its name without the colon).
type Symbol string

// Encoding is a String's encoding. Puppet's Ruby code sees mostly three:
// UTF-8 (every Puppet String), ASCII-8BIT (binary data, Puppet's Binary)
// and US-ASCII (results of some core methods such as Integer#to_s); module
// Ruby converts to UTF-16/32 and single-byte sets with String#encode
// (charsets.go).
type Encoding uint8

// The encodings a String can have.
const (
	UTF8 Encoding = iota
	Binary
	USASCII
)

// Name is the encoding's name as Ruby's Encoding#to_s gives it.
func (e Encoding) Name() string {
	switch e {
	case Binary:
		return "ASCII-8BIT"
	case USASCII:
		return "US-ASCII"
	}
	if c := e.charset(); c != nil {
		return c.name
	}
	return "UTF-8"
}

// String is the encoding's name (Name), for fmt.
func (e Encoding) String() string { return e.Name() }

// String is a Ruby String: bytes (not necessarily valid in their
// encoding, as in Ruby) and an encoding.
type String struct {
	S   string
	Enc Encoding
}

// Str returns a UTF-8 String holding s.
func Str(s string) *String { return &String{S: s} }

// BinStr returns an ASCII-8BIT String holding b.
func BinStr(b []byte) *String { return &String{S: string(b), Enc: Binary} }

// String returns the bytes as a Go string.
func (s *String) String() string { return s.S }

// ASCIIOnly reports whether every byte is below 0x80 (Ruby's ascii_only?).
func (s *String) ASCIIOnly() bool {
	for i := 0; i < len(s.S); i++ {
		if s.S[i] >= 0x80 {
			return false
		}
	}
	return true
}

// ValidEncoding reports whether the bytes are valid in the String's
// encoding (Ruby's valid_encoding?).
func (s *String) ValidEncoding() bool {
	switch s.Enc {
	case Binary:
		return true
	case USASCII:
		return s.ASCIIOnly()
	case UTF8:
		return utf8.ValidString(s.S)
	}
	return validIn(s.S, s.Enc)
}

// Array is a Ruby Array.
type Array struct {
	Elems []Value
}

// NewArray returns an Array of the given elements.
func NewArray(elems ...Value) *Array { return &Array{Elems: elems} }

// Range is a Ruby Range (Begin..End, or Begin...End when Excl). Begin or
// End is nil for a beginless or endless range.
type Range struct {
	Begin, End Value
	Excl       bool
}

// Regexp is a Ruby Regexp: its source and its option bits (Ruby's
// Regexp::IGNORECASE 1, EXTENDED 2, MULTILINE 4).
type Regexp struct {
	Source  string
	Options int
}

// The Regexp option bits (values' own).
const (
	RegexpIgnoreCase = values.RegexpIgnoreCase
	RegexpExtended   = values.RegexpExtended
	RegexpMultiline  = values.RegexpMultiline
)

// Object is any other Ruby object: its class name ("Puppet::Pops::Time::
// Timestamp", "Set") and its instance variables in definition order, as
// Psych dumps them. Ref is the runtime's own object, for the callbacks some
// libraries make (JSON generation calls the object's to_s).
type Object struct {
	Class string
	Ivars []IVar
	Ref   any
}

// IVar is an instance variable: Name with its "@".
type IVar struct {
	Name  string
	Value Value
}

// Int returns a Ruby Integer for a big.Int: int64 when it fits.
func Int(b *big.Int) Value {
	if b.IsInt64() {
		return b.Int64()
	}
	return b
}

// BigInt is a Ruby Integer (int64 or *big.Int) as a *big.Int; nil for
// anything else.
func BigInt(v Value) *big.Int {
	switch x := v.(type) {
	case int64:
		return big.NewInt(x)
	case *big.Int:
		return x
	}
	return nil
}

// Time is a Ruby Time: an instant (with nanoseconds) and the offset and
// zone it shows, both in T's Location. UTC is Ruby's utc?: a Time made by
// Time.now.utc or Time.at(n).utc (zone "UTC", strftime's %z "+0000", Psych
// writes "Z"), as opposed to one that merely has offset zero.
type Time struct {
	T   time.Time
	UTC bool
}

// ClassName is the name of v's Ruby class, as Ruby's error messages
// give it ("no implicit conversion of Symbol into Integer"): nil, true and
// false by their own names.
func ClassName(v Value) string {
	if name, ok := rubyfmt.LiteralName(v); ok {
		return name
	}
	switch x := v.(type) {
	case int64, *big.Int:
		return "Integer"
	case float64:
		return "Float"
	case *String:
		return "String"
	case Symbol:
		return "Symbol"
	case *Array:
		return "Array"
	case *Hash:
		return "Hash"
	case *Range:
		return "Range"
	case *Regexp:
		return "Regexp"
	case *Time:
		return "Time"
	case *Object:
		return x.Class
	}
	return "Object"
}
