package values

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Hash is Puppet's insertion-ordered hash. Keys compare as Ruby's eql?:
// strings case-sensitively, 1 and 1.0 are different keys. A Hash is built
// with Put and must not be changed once it has been handed to other code;
// use Clone, Merge or Without to derive a new one.
type Hash struct {
	keys []Value
	vals []Value
	// sidx maps string keys to positions once the hash has more than
	// smallHash entries; a smaller hash finds them by a scan of keys (most
	// hashes of a compile are small: a map for each cost allocations and
	// hashing that the scan does not).
	sidx map[string]int
	idx  map[any]int // HashKey(key) -> position, for other keys
}

// smallHash is the number of entries up to which string keys are found by
// a scan of the keys.
const smallHash = 8

// NewHash returns an empty hash with room for n entries.
func NewHash(n int) *Hash {
	h := &Hash{}
	if n > 0 {
		// keys and values share one allocation; each is capped at n, so
		// that appending past it moves only that one.
		buf := make([]Value, 2*n)
		h.keys, h.vals = buf[:0:n], buf[n:n:2*n]
	}
	if n > smallHash {
		h.sidx = make(map[string]int, n)
	}
	return h
}

func (h *Hash) lookup(key Value) (int, bool) {
	if s, ok := key.(string); ok {
		return h.lookupString(s)
	}
	if h.idx == nil {
		return 0, false
	}
	i, ok := h.idx[HashKey(key)]
	return i, ok
}

// lookupString finds a string key.
func (h *Hash) lookupString(s string) (int, bool) {
	if h.sidx != nil {
		i, ok := h.sidx[s]
		return i, ok
	}
	for i, k := range h.keys {
		if ks, ok := k.(string); ok && ks == s {
			return i, true
		}
	}
	return 0, false
}

// HashFrom builds a hash from alternating keys and values.
func HashFrom(kv ...Value) *Hash {
	h := NewHash(len(kv) / 2)
	for i := 0; i+1 < len(kv); i += 2 {
		h.Put(kv[i], kv[i+1])
	}
	return h
}

// Put sets key to value, keeping the original position of an existing key.
func (h *Hash) Put(key, value Value) {
	if i, ok := h.lookup(key); ok {
		h.vals[i] = value
		return
	}
	if s, ok := key.(string); ok {
		if h.sidx != nil {
			h.sidx[s] = len(h.keys)
		}
	} else {
		if h.idx == nil {
			h.idx = map[any]int{}
		}
		h.idx[HashKey(key)] = len(h.keys)
	}
	h.keys = append(h.keys, key)
	h.vals = append(h.vals, value)
	if h.sidx == nil && len(h.keys) > smallHash {
		h.sidx = make(map[string]int, 2*len(h.keys))
		for i, k := range h.keys {
			if ks, ok := k.(string); ok {
				h.sidx[ks] = i
			}
		}
	}
}

// Get returns the value for key and whether it is present.
func (h *Hash) Get(key Value) (Value, bool) {
	if h == nil {
		return nil, false
	}
	i, ok := h.lookup(key)
	if !ok {
		return nil, false
	}
	return h.vals[i], true
}

// GetString is Get for a string key.
func (h *Hash) GetString(key string) (Value, bool) {
	if h == nil {
		return nil, false
	}
	i, ok := h.lookupString(key)
	if !ok {
		return nil, false
	}
	return h.vals[i], true
}

// Len is the number of entries.
func (h *Hash) Len() int {
	if h == nil {
		return 0
	}
	return len(h.keys)
}

// Keys returns the keys in order (do not modify the slice).
func (h *Hash) Keys() []Value {
	if h == nil {
		return nil
	}
	return h.keys
}

// Values returns the values in order (do not modify the slice).
func (h *Hash) Values() []Value {
	if h == nil {
		return nil
	}
	return h.vals
}

// At returns the i-th entry.
func (h *Hash) At(i int) (Value, Value) { return h.keys[i], h.vals[i] }

// Each calls f for each entry in order until f returns false.
func (h *Hash) Each(f func(k, v Value) bool) {
	if h == nil {
		return
	}
	for i := range h.keys {
		if !f(h.keys[i], h.vals[i]) {
			return
		}
	}
}

// Clone returns a copy that may be changed with Put.
func (h *Hash) Clone() *Hash {
	c := NewHash(h.Len())
	h.Each(func(k, v Value) bool { c.Put(k, v); return true })
	return c
}

// Merge returns a new hash with the entries of h then those of o (o wins,
// keeping h's order for keys in both), as Puppet's `+` on hashes.
func (h *Hash) Merge(o *Hash) *Hash {
	c := NewHash(h.Len() + o.Len())
	h.Each(func(k, v Value) bool { c.Put(k, v); return true })
	o.Each(func(k, v Value) bool { c.Put(k, v); return true })
	return c
}

// Without returns a new hash without the given keys (Puppet's `-`).
func (h *Hash) Without(keys ...Value) *Hash {
	drop := NewHash(len(keys))
	for _, k := range keys {
		drop.Put(k, nil)
	}
	c := NewHash(h.Len())
	h.Each(func(k, v Value) bool {
		if _, gone := drop.lookup(k); !gone {
			c.Put(k, v)
		}
		return true
	})
	return c
}

type undefKey struct{}
type defaultKey struct{}
type floatKey float64
type compositeKey string

// HashKey returns a comparable Go value identifying v as a hash key, with
// Ruby's eql? semantics (type-strict, strings case-sensitive).
func HashKey(v Value) any {
	switch x := v.(type) {
	case string:
		return x
	case int64:
		return x
	case bool:
		return x
	case nil:
		return undefKey{}
	case Default:
		return defaultKey{}
	case float64:
		if x == 0 {
			x = 0 // fold -0.0 into 0.0
		}
		if math.IsNaN(x) {
			return compositeKey("NaN")
		}
		return floatKey(x)
	}
	var b keyWriter
	b.write(v)
	return compositeKey(b.String())
}

// KeyWithin is the error of a value whose hash key (HashKey) is past the
// walk's bounds, nil when it is within them: for callers with an error
// result, before they use the value as a key (HashKey panics, Recovered).
func KeyWithin(v Value) (err error) {
	switch v.(type) {
	case []Value, *Hash, *Object:
	default:
		return nil
	}
	defer CatchPanic(&err)
	HashKey(v)
	return nil
}

// keyWriter writes a hash key: the key of a collection is its elements'
// text, a counted walk (walk.go): an Array holding the same Array at each
// of many levels has an exponentially long key, one nested too deep would
// take the stack; past the bounds it panics (Recovered).
type keyWriter struct {
	strings.Builder
	w Walk
}

// whatKey names the key's walk in its error.
const whatKey = "the key of a Hash (each element visited)"

// write writes an unambiguous, type-tagged encoding of v.
func (b *keyWriter) write(v Value) {
	switch x := v.(type) {
	case nil:
		b.WriteString("u")
	case Default:
		b.WriteString("d")
	case bool:
		if x {
			b.WriteString("T")
		} else {
			b.WriteString("F")
		}
	case int64:
		b.WriteString("i")
		b.WriteString(strconv.FormatInt(x, 10))
		b.WriteByte(';')
	case *big.Int:
		b.WriteString("i")
		b.WriteString(x.String())
		b.WriteByte(';')
	case float64:
		b.WriteString("f")
		b.WriteString(strconv.FormatFloat(x, 'g', -1, 64))
		b.WriteByte(';')
	case string:
		if !b.w.AddString(len(x)) {
			b.w.What = whatKey
			panic(sizePanic{b.w.Err()})
		}
		b.WriteString("s")
		b.WriteString(strconv.Itoa(len(x)))
		b.WriteByte(':')
		b.WriteString(x)
	case []Value:
		b.w.MustEnter(len(x), ArrayElementBytes, whatKey)
		b.WriteString("a")
		b.WriteString(strconv.Itoa(len(x)))
		b.WriteByte('[')
		for _, e := range x {
			b.write(e)
		}
		b.WriteByte(']')
		b.w.Leave()
	case *Hash:
		b.w.MustEnter(x.Len(), HashEntryBytes, whatKey)
		b.WriteString("h")
		b.WriteString(strconv.Itoa(x.Len()))
		b.WriteByte('{')
		x.Each(func(k, v Value) bool { b.write(k); b.write(v); return true })
		b.WriteByte('}')
		b.w.Leave()
	case *Regexp:
		b.WriteString("r")
		b.WriteString(strconv.Itoa(len(x.Source)))
		b.WriteByte(':')
		b.WriteString(x.Source)
	case *Object:
		x.writeKey(b) // by the type's equality (pobject.go)
	case RubyObject:
		x.writeKey(&b.Builder) // a Symbol by name, another object by identity (rubyruntime.go)
	case Type:
		s := x.String()
		b.WriteString("t")
		b.WriteString(strconv.Itoa(len(s)))
		b.WriteByte(':')
		b.WriteString(s)
	default:
		s := ToString(v)
		b.WriteString("o")
		b.WriteString(strconv.Itoa(len(s)))
		b.WriteByte(':')
		b.WriteString(s)
	}
}
