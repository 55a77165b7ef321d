package rv

import (
	"math"
	"math/big"
	"reflect"
	"strconv"
	"strings"
)

// Hash is a Ruby Hash: insertion-ordered, with keys compared as Ruby's
// eql? compares them (1 and 1.0 are different keys, two Strings with the
// same bytes are the same key, Arrays and Hashes by content, other objects
// by identity). Setting an existing key keeps its position, as Hash#[]=
// does.
type Hash struct {
	keys []Value
	vals []Value
	idx  map[hashKey]int
}

// NewHash returns an empty Hash with room for n entries.
func NewHash(n int) *Hash {
	if n < 0 {
		n = 0
	}
	return &Hash{keys: make([]Value, 0, n), vals: make([]Value, 0, n), idx: make(map[hashKey]int, n)}
}

// Len is the number of entries.
func (h *Hash) Len() int { return len(h.keys) }

// At returns the i-th entry in insertion order.
func (h *Hash) At(i int) (k, v Value) { return h.keys[i], h.vals[i] }

// Set sets k to v: a new key goes last, an existing one keeps its place.
func (h *Hash) Set(k, v Value) {
	if h.idx == nil {
		h.idx = map[hashKey]int{}
	}
	hk := keyOf(k)
	if i, ok := h.idx[hk]; ok {
		h.vals[i] = v
		return
	}
	h.idx[hk] = len(h.keys)
	h.keys = append(h.keys, k)
	h.vals = append(h.vals, v)
}

// Get returns the value of k.
func (h *Hash) Get(k Value) (Value, bool) {
	if h.idx == nil {
		return nil, false
	}
	i, ok := h.idx[keyOf(k)]
	if !ok {
		return nil, false
	}
	return h.vals[i], true
}

// Keys returns the keys in order (the Hash's own slice: do not change it).
func (h *Hash) Keys() []Value { return h.keys }

// Values returns the values in order (the Hash's own slice: do not change
// it).
func (h *Hash) Values() []Value { return h.vals }

// hashKey is a comparable stand-in for a Ruby key under eql?.
type hashKey struct {
	kind byte
	s    string
	p    any // identity, for objects compared by identity
}

const (
	kNil byte = iota
	kTrue
	kFalse
	kInt
	kFloat
	kStr
	kSym
	kComposite
	kIdentity
)

func keyOf(k Value) hashKey {
	switch x := k.(type) {
	case nil:
		return hashKey{kind: kNil}
	case bool:
		if x {
			return hashKey{kind: kTrue}
		}
		return hashKey{kind: kFalse}
	case int64:
		return hashKey{kind: kInt, s: strconv.FormatInt(x, 10)}
	case *big.Int:
		return hashKey{kind: kInt, s: x.String()}
	case float64:
		if x == 0 {
			x = 0 // -0.0 and 0.0 hash alike in Ruby and are eql?
		}
		if math.IsNaN(x) {
			// NaN is never eql? to itself except as the same object;
			// Ruby's flonum NaN is one object, so it finds itself.
			return hashKey{kind: kFloat, s: "NaN"}
		}
		return hashKey{kind: kFloat, s: strconv.FormatUint(math.Float64bits(x), 16)}
	case *String:
		return hashKey{kind: kStr, s: x.S}
	case Symbol:
		return hashKey{kind: kSym, s: string(x)}
	case *Array, *Hash, *Range:
		var b strings.Builder
		writeKey(&b, k, 0)
		return hashKey{kind: kComposite, s: b.String()}
	}
	return hashKey{kind: kIdentity, p: k}
}

// writeKey writes a canonical text of a composite key. Deep or cyclic
// keys stop at a depth; such keys then compare by their first levels,
// which only merges keys no real program distinguishes.
func writeKey(b *strings.Builder, k Value, depth int) {
	if depth > 64 {
		b.WriteString("…")
		return
	}
	switch x := k.(type) {
	case *Array:
		b.WriteString("[")
		for _, e := range x.Elems {
			writeKey(b, e, depth+1)
			b.WriteByte(',')
		}
		b.WriteString("]")
	case *Hash:
		b.WriteString("{")
		for i := range x.keys {
			writeKey(b, x.keys[i], depth+1)
			b.WriteString("=>")
			writeKey(b, x.vals[i], depth+1)
			b.WriteByte(',')
		}
		b.WriteString("}")
	case *Range:
		b.WriteString("(")
		writeKey(b, x.Begin, depth+1)
		if x.Excl {
			b.WriteString("...")
		} else {
			b.WriteString("..")
		}
		writeKey(b, x.End, depth+1)
		b.WriteString(")")
	default:
		hk := keyOf(k)
		b.WriteByte('0' + hk.kind)
		if hk.kind == kIdentity {
			b.WriteString(strconv.FormatUint(uint64(identity(k)), 16))
		} else {
			b.WriteString(strconv.Quote(hk.s))
		}
	}
}

// identity is the address of a pointer value (0 for others), which stands
// for the object's identity inside a composite key.
func identity(v Value) uintptr {
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer {
		return rv.Pointer()
	}
	return 0
}
