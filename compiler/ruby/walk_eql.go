package ruby

import (
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// Ruby's eql? and hash over Arrays and Hashes on the counted walk
// (RUBY-21, after ROBUST-4's walk of == and <=> in walk_compare.go).
//
// Array#eql?, Hash#eql?, Array#hash, Hash#hash and the key of a Hash
// entry whose key is a collection visit every element. An Array holding
// the same Array at each of 40 levels has 2^40 elements to visit: Ruby
// walks them all (and never finishes), Punch's walks stop at the bounds of
// every deep walk of values (values.Walk: max_value_size of what is
// visited, values.MaxValueDepth levels) and raise what Ruby raises when it
// cannot go on: NoMemoryError for a value too large to walk,
// SystemStackError for one nested too deep (Ruby's recursion ends there).
// Before, eql? had a depth cap of 100 levels (a deeper pair compared
// false) and no size bound (a hang past request_timeout), and a key
// deeper than 64 levels or longer than 1 MiB of text hashed by identity
// (a deep key was not found again by an equal one).

// containerEql is Array#eql? and Hash#eql? (rb_ary_eql, hash_equal with
// eql): the same size and each element, or each key's value, eql? to the
// other's; elements that are objects use their own eql?. A pair met again
// inside itself is eql? (Ruby's rb_exec_recursive_paired).
func (in *Interp) containerEql(a, b Value) (bool, error) {
	return in.eqlRec(a, b, &walkBudget{}, 0)
}

func (in *Interp) eqlRec(a, b Value, bud *walkBudget, depth int) (bool, error) {
	if a == b {
		return true, nil
	}
	switch x := a.(type) {
	case *Array:
		y, ok := b.(*Array)
		if !ok || len(x.a) != len(y.a) {
			return false, nil
		}
		if rec, err := bud.enter(in, x, y, len(x.a), depth); rec || err != nil {
			return rec, err
		}
		defer bud.leave(x, y, depth)
		for i := 0; i < len(x.a) && i < len(y.a); i++ {
			if r, err := in.eqlRec(x.a[i], y.a[i], bud, depth+1); err != nil || !r {
				return false, err
			}
		}
		return len(x.a) == len(y.a), nil
	case *Hash:
		y, ok := b.(*Hash)
		if !ok || len(x.keys) != len(y.keys) {
			return false, nil
		}
		if rec, err := bud.enter(in, x, y, len(x.keys), depth); rec || err != nil {
			return rec, err
		}
		defer bud.leave(x, y, depth)
		for i := 0; i < len(x.keys); i++ {
			v, ok := y.get(x.keys[i])
			if !ok {
				return false, nil
			}
			if r, err := in.eqlRec(x.vals[i], v, bud, depth+1); err != nil || !r {
				return false, err
			}
		}
		return true, nil
	}
	return in.eql(a, b)
}

// compositeKey is the key of an Array, Hash, Range or big Integer: a
// canonical text of the content.
type compositeKey struct {
	kind byte
	s    string
}

// whatKey names the walk of a Hash key in its error.
const whatKey = "the hash of a Ruby value used as a Hash key (each element visited)"

// hashKey is the eql? key of v. A collection's key is a canonical text of
// its content (keyWriter), so that two collections eql? to each other
// have the same key at any depth; the text is written on the counted
// walk, and a key past its bounds stops with the values package's panic
// (values.Recovered), which the builtin method that asked for the key
// raises as Ruby's exception (callGo).
func hashKey(v Value) any {
	switch x := v.(type) {
	case nil, bool, int64, Symbol:
		return x
	case float64:
		if x == 0 {
			x = 0 // -0.0.eql?(0.0) is true in Ruby
		}
		if math.IsNaN(x) {
			return nanKey(x)
		}
		return floatKey{x}
	case *String:
		return x.s
	case *big.Int:
		return compositeKey{'b', x.String()}
	case *Object:
		if k, ok := userHash(x); ok {
			return k
		}
		return identKey{v}
	case *Array, *Hash, *Range:
		kw := keyWriter{b: new(strings.Builder)}
		kw.write(v, 0)
		return compositeKey{'c', kw.b.String()}
	}
	return identKey{v}
}

// raisedPanic carries the exception raised by a key's own hash or eql?
// out of the Hash's lookup, which has no error result, to the builtin
// method that made it (callGo, callSwitch: recoverValues), where Ruby
// raises it; before, such an exception was taken as "not eql?" or an
// identity hash, a request_timeout inside the method included.
type raisedPanic struct{ err error }

// putLiteral puts an entry of a Hash literal: the walk of a collection
// key past its bounds, or an exception of an object key's hash or eql?, is
// Ruby's exception there (as callGo makes it in a builtin method), not a
// panic through the interpreter.
func (in *Interp) putLiteral(h *Hash, k, v Value) (err error) {
	switch k.(type) {
	case *Array, *Hash, *Range, *Object:
		defer in.recoverValues(&err)
	}
	h.put(k, v)
	return nil
}

// containerHash is Array#hash, Hash#hash and Range#hash: a number of the
// key's text, so that values eql? to each other hash the same (a Hash's
// entries in any order).
func containerHash(v Value) int64 {
	if k, ok := hashKey(v).(compositeKey); ok {
		return textHash(k.s)
	}
	return int64(addrOf(v) >> 3)
}

// keyWriter writes the canonical text of a collection key.
type keyWriter struct {
	b *strings.Builder
	w values.Walk
	// open holds the collections being written, from guardFrom levels
	// down: one met again inside itself is written as a mark, as Ruby
	// hashes a recursive Array (rb_exec_recursive_outer) instead of
	// going round it forever. Two recursive values eql? to each other
	// get the same text when their cycles have the same shape.
	open map[Value]bool
}

// addString counts n bytes of a String written, stopping past the walk's
// bounds (MustEnter fails once the count is past them).
func (kw *keyWriter) addString(n int) {
	if !kw.w.AddString(n) {
		kw.w.MustEnter(0, 0, whatKey)
	}
}

// enter goes down into the collection v of n elements, each bytes; it
// reports false for one already open (a recursive value).
func (kw *keyWriter) enter(v Value, n int, each int64, depth int) bool {
	if depth >= guardFrom {
		if kw.open[v] {
			kw.b.WriteByte('R')
			return false
		}
		if kw.open == nil {
			kw.open = make(map[Value]bool)
		}
		kw.open[v] = true
	}
	kw.w.MustEnter(n, each, whatKey)
	return true
}

func (kw *keyWriter) leave(v Value, depth int) {
	kw.w.Leave()
	if depth >= guardFrom {
		delete(kw.open, v)
	}
}

func (kw *keyWriter) write(v Value, depth int) {
	b := kw.b
	switch x := v.(type) {
	case nil:
		b.WriteByte('n')
	case bool:
		if x {
			b.WriteByte('t')
		} else {
			b.WriteByte('f')
		}
	case int64:
		b.WriteByte('i')
		b.WriteString(strconv.FormatInt(x, 10))
	case *big.Int:
		b.WriteByte('i')
		b.WriteString(x.String())
	case float64:
		b.WriteByte('d')
		b.WriteString(strconv.FormatFloat(x, 'g', -1, 64))
	case Symbol:
		kw.addString(len(x))
		b.WriteByte('y')
		b.WriteString(strconv.Quote(string(x)))
	case *String:
		kw.addString(len(x.s))
		b.WriteByte('s')
		b.WriteString(strconv.Quote(x.s))
	case *Array:
		if !kw.enter(x, len(x.a), values.ArrayElementBytes, depth) {
			return
		}
		b.WriteByte('[')
		for i := 0; i < len(x.a); i++ {
			kw.write(x.a[i], depth+1)
			b.WriteByte(',')
		}
		b.WriteByte(']')
		kw.leave(x, depth)
	case *Hash:
		if !kw.enter(x, len(x.keys), values.HashEntryBytes, depth) {
			return
		}
		// Hash#hash does not depend on the order of the entries: each
		// entry is written alone, then the entries in sorted order
		ents := make([]string, 0, len(x.keys))
		for i := 0; i < len(x.keys); i++ {
			kw.b = new(strings.Builder)
			kw.write(x.keys[i], depth+1)
			kw.b.WriteByte(':')
			kw.write(x.vals[i], depth+1)
			ents = append(ents, kw.b.String())
		}
		kw.b = b
		sort.Strings(ents)
		b.WriteByte('{')
		for _, e := range ents {
			b.WriteString(e)
			b.WriteByte(',')
		}
		b.WriteByte('}')
		kw.leave(x, depth)
	case *Range:
		b.WriteByte('r')
		kw.write(x.Begin, depth+1)
		if x.Exclusive {
			b.WriteString("...")
		} else {
			b.WriteString("..")
		}
		kw.write(x.End, depth+1)
	default:
		// an object: identity, written as its address
		b.WriteString("p")
		b.WriteString(strconv.FormatUint(uint64(addrOf(v)), 16))
	}
}
