package ruby

import (
	"math"
	"math/big"
)

// Hash is a mutable Ruby Hash: insertion ordered, keys compared with
// eql? (by content for strings, numbers, symbols, arrays and hashes; by
// identity for other objects, or always with compare_by_identity).
type Hash struct {
	keys   []Value
	vals   []Value
	idx    map[any]int // key -> index in keys/vals
	dflt   Value
	dfltFn *Proc
	ident  bool // compare_by_identity
	frozen bool
	// iterating counts the iterations in progress: adding a key then
	// raises as Ruby does ("can't add a new key into hash during iteration").
	iterating int
	sub       *stringSub // an instance of a subclass of Hash
}

// NewHash returns a new empty Hash.
func NewHash() *Hash { return &Hash{idx: map[any]int{}} }

// Len is the number of entries.
func (h *Hash) Len() int { return len(h.keys) }

// Get returns the value stored under k (without the default).
func (h *Hash) Get(k Value) (Value, bool) { return h.get(k) }

func (h *Hash) get(k Value) (Value, bool) {
	i, ok := h.find(k)
	if !ok {
		return nil, false
	}
	return h.vals[i], true
}

// has reports whether k is a key.
func (h *Hash) has(k Value) bool {
	_, ok := h.find(k)
	return ok
}

// find is lookup for a read: a String key (the most common) is looked up
// by its text without making the map key lookup returns.
func (h *Hash) find(k Value) (int, bool) {
	if s, ok := k.(*String); ok && !h.ident {
		i, ok := h.idx[s.s]
		return i, ok
	}
	_, i, ok := h.lookup(k)
	return i, ok
}

// lookup finds k: its map key and index when present, else the map key a
// new entry for k takes. Objects whose class defines hash and eql? share
// a chain of slots per hash value, told apart by eql? as Ruby does.
func (h *Hash) lookup(k Value) (hk any, i int, ok bool) {
	hk = h.key(k)
	uk, user := hk.(userKey)
	if !user {
		i, ok = h.idx[hk]
		if ok && staleKey(hk, h.keys[i]) {
			// the entry's key changed since it was stored: Ruby finds
			// it by its old hash value, then its key is not eql?
			return hk, 0, false
		}
		return hk, i, ok
	}
	for {
		i, ok = h.idx[uk]
		if !ok || userEql(h.keys[i], k) {
			return uk, i, ok
		}
		uk.seq++
	}
}

// Set stores v under k. An unfrozen String key is copied and frozen, as
// Ruby does (not with compare_by_identity).
func (h *Hash) Set(k, v Value) { h.put(k, v) }

func (h *Hash) put(k, v Value) {
	hk, i, ok := h.lookup(k)
	if ok {
		h.vals[i] = v
		return
	}
	if s, ok := k.(*String); ok && !s.frozen && !h.ident {
		k = &String{s: s.s, enc: s.enc, frozen: true}
	}
	h.idx[hk] = len(h.keys)
	h.keys = append(h.keys, k)
	h.vals = append(h.vals, v)
}

// Delete removes k and returns its value.
func (h *Hash) Delete(k Value) (Value, bool) { return h.delete(k) }

func (h *Hash) delete(k Value) (Value, bool) {
	hk, i, ok := h.lookup(k)
	if !ok {
		return nil, false
	}
	v := h.vals[i]
	delete(h.idx, hk)
	h.keys = append(h.keys[:i:i], h.keys[i+1:]...)
	h.vals = append(h.vals[:i:i], h.vals[i+1:]...)
	if _, user := hk.(userKey); user {
		// a chain of equal hash values must stay unbroken
		h.reindex()
		return v, true
	}
	for key, j := range h.idx {
		if j > i {
			h.idx[key] = j - 1
		}
	}
	return v, true
}

func (h *Hash) reindex() {
	h.idx = make(map[any]int, len(h.keys))
	for i, k := range h.keys {
		hk, _, _ := h.lookup(k)
		h.idx[hk] = i
	}
}

// Clear removes every entry.
func (h *Hash) Clear() {
	h.keys, h.vals = nil, nil
	h.idx = map[any]int{}
}

// Keys returns the keys in order (a copy).
func (h *Hash) Keys() []Value { return append([]Value(nil), h.keys...) }

// Values returns the values in order (a copy).
func (h *Hash) Values() []Value { return append([]Value(nil), h.vals...) }

// Each calls f for each entry in order until f returns false.
func (h *Hash) Each(f func(k, v Value) bool) {
	for i := 0; i < len(h.keys); i++ {
		if !f(h.keys[i], h.vals[i]) {
			return
		}
	}
}

// Frozen reports whether the hash is frozen.
func (h *Hash) Frozen() bool { return h.frozen }

// Freeze freezes the hash (not its keys and values).
func (h *Hash) Freeze() { h.frozen = true }

// Default returns the default value (Hash.new(x)).
func (h *Hash) Default() Value { return h.dflt }

// dup copies entries, default and identity mode (not frozenness).
func (h *Hash) dup() *Hash {
	n := &Hash{keys: append([]Value(nil), h.keys...), vals: append([]Value(nil), h.vals...), idx: make(map[any]int, len(h.keys)), dflt: h.dflt, dfltFn: h.dfltFn, ident: h.ident}
	for k, v := range h.idx {
		n.idx[k] = v
	}
	return n
}

// key is the Go map key for k.
func (h *Hash) key(k Value) any {
	if h.ident {
		switch x := k.(type) {
		case nil, bool, int64, Symbol:
			return x
		case float64:
			if math.IsNaN(x) {
				return nanKey(x)
			}
			return floatKey{x}
		}
		return identKey{k}
	}
	return hashKey(k)
}

type floatKey struct{ f float64 }

type identKey struct{ p any }

// userKey is the key of an object whose class defines its own hash: the
// value of its hash method, and its place in the chain of keys with that
// value.
type userKey struct {
	h   any
	seq int
}

// userHash calls o.hash when o's class defines hash itself (not Kernel's
// identity hash); its error goes to the caller of the Hash's method
// (raisedPanic).
func userHash(o *Object) (userKey, bool) {
	if o.class == nil || o.class.in == nil {
		return userKey{}, false
	}
	in := o.class.in
	me := in.findMethod(in.classOf(o), "hash")
	if me == nil || in.own(me.owner) == in.cKernel || in.own(me.owner) == in.cObject || in.own(me.owner) == in.cBasicObject {
		return userKey{}, false
	}
	r, err := in.callMethod(o, "hash", nil, nil, nil, true)
	if err != nil {
		panic(raisedPanic{err})
	}
	switch x := r.(type) {
	case int64:
		return userKey{h: x}, true
	case *big.Int:
		return userKey{h: x.String()}, true
	}
	return userKey{}, false
}

// userEql is a.eql?(b) for keys with a user hash.
func userEql(a, b Value) bool {
	if a == b {
		return true
	}
	o, ok := a.(*Object)
	if !ok || o.class == nil || o.class.in == nil {
		return false
	}
	r, err := o.class.in.callMethod(a, "eql?", []Value{b}, nil, nil, true)
	if err != nil {
		panic(raisedPanic{err})
	}
	return Truthy(r)
}
