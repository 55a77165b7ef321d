// Package data holds plain Go data decoded from YAML and JSON the way
// Puppet's Ruby reads it, for facts, ENC output and (later) Hiera data.
//
// A decoded value is one of:
//
//	nil                 YAML null / ~ / empty, JSON null
//	bool
//	int64
//	*big.Int            an integer beyond 64 bits (Ruby's Integer of any size)
//	float64
//	string              (Ruby Symbols from YAML become strings)
//	[]any
//	*Map                an insertion-ordered hash, as Puppet hashes are
//
// DecodeYAML follows Psych's safe_load (the YAML 1.1 scalar rules Ruby uses:
// yes/no/on/off are booleans, 017 is octal, 1:30 is base 60, dates are
// refused...), DecodeJSON follows Ruby's JSON.parse (comments allowed, the
// last of duplicate keys wins). Both report errors with file, line and
// column, refuse input nested deeper than a limit, and never panic.
package data

import (
	"bytes"
	"encoding/json"
	"fmt"
	"iter"
	"math"
	"math/big"
	"slices"
	"strconv"
)

// Map is an insertion-ordered hash. Keys are scalars: string, int64,
// float64, bool or nil (Ruby hashes may have such keys; 1 and 1.0 are
// different keys, as with Ruby's eql?). Setting an existing key keeps its
// position, as Ruby's Hash#[]= does.
//
// A Map is not safe for concurrent mutation; once built and shared it must
// be treated as read-only (use Clone to derive a changed copy).
type Map struct {
	keys []any
	vals []any
	idx  map[any]int
}

// NewMap returns an empty map with room for n entries.
func NewMap(n int) *Map {
	if n < 0 {
		n = 0
	}
	return &Map{keys: make([]any, 0, n), vals: make([]any, 0, n), idx: make(map[any]int, n)}
}

// ValidKey reports whether k can be a Map key.
func ValidKey(k any) bool {
	switch k.(type) {
	case nil, string, int64, float64, bool, *big.Int:
		return true
	}
	return false
}

// bigKey indexes a *big.Int key by its value (a pointer would index it by
// its identity).
type bigKey string

// idxKey is k as the index holds it.
func idxKey(k any) any {
	if b, ok := k.(*big.Int); ok {
		return bigKey(b.String())
	}
	return k
}

// Set sets key k to v. It panics if k is not a valid key (see ValidKey):
// that is a programming error, decoders check keys before calling Set.
func (m *Map) Set(k, v any) {
	if !ValidKey(k) {
		panic(fmt.Sprintf("data: invalid map key type %T", k))
	}
	if m.idx == nil {
		m.idx = map[any]int{}
	}
	if i, ok := m.idx[idxKey(k)]; ok {
		m.vals[i] = v
		return
	}
	m.idx[idxKey(k)] = len(m.keys)
	m.keys = append(m.keys, k)
	m.vals = append(m.vals, v)
}

// Get returns the value of k and whether k is present.
func (m *Map) Get(k any) (any, bool) {
	if m == nil || !ValidKey(k) {
		return nil, false
	}
	i, ok := m.idx[idxKey(k)]
	if !ok {
		return nil, false
	}
	return m.vals[i], true
}

// Delete removes k, keeping the order of the other keys. It reports whether
// k was present.
func (m *Map) Delete(k any) bool {
	if m == nil || !ValidKey(k) {
		return false
	}
	i, ok := m.idx[idxKey(k)]
	if !ok {
		return false
	}
	delete(m.idx, idxKey(k))
	m.keys = append(m.keys[:i], m.keys[i+1:]...)
	m.vals = append(m.vals[:i], m.vals[i+1:]...)
	for j := i; j < len(m.keys); j++ {
		m.idx[idxKey(m.keys[j])] = j
	}
	return true
}

// Len is the number of entries.
func (m *Map) Len() int {
	if m == nil {
		return 0
	}
	return len(m.keys)
}

// Keys returns the keys in order (a copy).
func (m *Map) Keys() []any {
	if m == nil {
		return nil
	}
	return append([]any(nil), m.keys...)
}

// At returns the i-th entry (0 <= i < Len()).
func (m *Map) At(i int) (key, value any) {
	return m.keys[i], m.vals[i]
}

// All iterates over the entries in order.
func (m *Map) All() iter.Seq2[any, any] {
	return func(yield func(any, any) bool) {
		if m == nil {
			return
		}
		for i := range m.keys {
			if !yield(m.keys[i], m.vals[i]) {
				return
			}
		}
	}
}

// Clone returns a deep copy of m.
func (m *Map) Clone() *Map {
	if m == nil {
		return nil
	}
	c := NewMap(len(m.keys))
	for i, k := range m.keys {
		c.Set(k, Clone(m.vals[i]))
	}
	return c
}

// Clone returns a deep copy of a decoded value: maps and lists are copied,
// scalars are shared.
func Clone(v any) any {
	switch t := v.(type) {
	case *Map:
		return t.Clone()
	case []any:
		c := make([]any, len(t))
		for i, e := range t {
			c[i] = Clone(e)
		}
		return c
	}
	return v
}

// Equal reports whether two decoded values are equal, comparing maps in
// order-insensitive fashion (as Ruby's Hash#== does) and lists in order.
func Equal(a, b any) bool {
	switch x := a.(type) {
	case *Map:
		y, ok := b.(*Map)
		if !ok || x.Len() != y.Len() {
			return false
		}
		for i, k := range x.keys {
			w, ok := y.Get(k)
			if !ok || !Equal(x.vals[i], w) {
				return false
			}
		}
		return true
	case []any:
		y, ok := b.([]any)
		return ok && slices.EqualFunc(x, y, Equal)
	case float64:
		y, ok := b.(float64)
		return ok && (x == y || (math.IsNaN(x) && math.IsNaN(y)))
	case *big.Int:
		y, ok := b.(*big.Int)
		return ok && x.Cmp(y) == 0
	}
	return a == b
}

// MarshalJSON writes the map as a JSON object in key order. Non-string keys
// are written as their JSON text (1, true, null), which is how Puppet's
// catalog JSON renders them.
func (m *Map) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range m.keys {
		if i > 0 {
			b.WriteByte(',')
		}
		ks, ok := k.(string)
		if !ok {
			kb, err := marshalScalar(k)
			if err != nil {
				return nil, err
			}
			ks = string(kb)
		}
		kb, err := json.Marshal(ks)
		if err != nil {
			return nil, err
		}
		b.Write(kb)
		b.WriteByte(':')
		vb, err := marshalValue(m.vals[i])
		if err != nil {
			return nil, err
		}
		b.Write(vb)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

func marshalScalar(v any) ([]byte, error) {
	if f, ok := v.(float64); ok {
		if math.IsInf(f, 0) || math.IsNaN(f) {
			return nil, fmt.Errorf("data: cannot encode %v as JSON", f)
		}
		// Keep floats recognisable as floats (1.0, not 1; 1e+20).
		if f == math.Trunc(f) && math.Abs(f) < 1e16 {
			return []byte(strconv.FormatFloat(f, 'f', 1, 64)), nil
		}
		return []byte(strconv.FormatFloat(f, 'g', -1, 64)), nil
	}
	return json.Marshal(v)
}

func marshalValue(v any) ([]byte, error) {
	switch t := v.(type) {
	case *Map:
		return t.MarshalJSON()
	case []any:
		var b bytes.Buffer
		b.WriteByte('[')
		for i, e := range t {
			if i > 0 {
				b.WriteByte(',')
			}
			eb, err := marshalValue(e)
			if err != nil {
				return nil, err
			}
			b.Write(eb)
		}
		b.WriteByte(']')
		return b.Bytes(), nil
	}
	return marshalScalar(v)
}

// MarshalJSON encodes any decoded value as JSON, maps in key order.
func MarshalJSON(v any) ([]byte, error) { return marshalValue(v) }

// TypeName names the kind of a decoded value in messages, with Puppet's
// type names.
func TypeName(v any) string {
	switch v.(type) {
	case nil:
		return "Undef"
	case bool:
		return "Boolean"
	case int64, *big.Int:
		return "Integer"
	case float64:
		return "Float"
	case string:
		return "String"
	case []any:
		return "Array"
	case *Map:
		return "Hash"
	}
	return fmt.Sprintf("%T", v)
}
