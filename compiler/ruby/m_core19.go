package ruby

import (
	"math"
	"math/big"
)

// Core methods module Ruby uses that the switch-dispatched classes did
// not have (QA-FORGE-15 G1, E1, E2, K2, R5): Range#last(n), Range#bsearch,
// Hash#rassoc/#assoc, Array#rassoc, Enumerable#slice_before/#slice_after,
// Enumerator.produce, Integer#[], Object#<=>, ObjectSpace::WeakMap, and
// the error that adding a key to a Hash while it iterates raises.

func init() {
	bRange.def("bsearch", 0, 0, func(c *Call) (Value, error) { return c.In.rangeBsearch(c.Self.(*Range), c.Block) })
	bHash.def("rassoc", 1, 1, func(c *Call) (Value, error) {
		h := c.Self.(*Hash)
		for i, v := range h.vals {
			if eq, err := c.In.valuesEqual(v, c.Args[0]); err != nil || eq {
				if err != nil {
					return nil, err
				}
				return newArray([]Value{h.keys[i], v}), nil
			}
		}
		return nil, nil
	})
	bArray.def("rassoc", 1, 1, func(c *Call) (Value, error) {
		for _, e := range c.Self.(*Array).a {
			if a, ok := e.(*Array); ok && len(a.a) > 1 {
				if eq, err := c.In.valuesEqual(a.a[1], c.Args[0]); err != nil || eq {
					if err != nil {
						return nil, err
					}
					return a, nil
				}
			}
		}
		return nil, nil
	})
	for _, after := range []bool{false, true} {
		after := after
		name := "slice_before"
		if after {
			name = "slice_after"
		}
		bEnumerable.def(name, 0, 1, func(c *Call) (Value, error) { return c.In.sliceAt(c.Self, name, after, c.Args, c.Block) })
	}
	bEnumerator.sdef("produce", 0, 1, func(c *Call) (Value, error) {
		if c.Block == nil {
			return nil, c.In.raise(cArgumentError, 0, "no block given")
		}
		return c.In.enumProduce(c.Args, c.Block), nil
	})
	bInteger.def("[]", 1, 2, func(c *Call) (Value, error) { return c.In.intBitRef(c.Self, c.Args) })
	bKernel.def("<=>", 1, 1, func(c *Call) (Value, error) {
		if c.Self == c.Args[0] {
			return int64(0), nil
		}
		eq, err := c.In.callMethod(c.Self, "==", []Value{c.Args[0]}, nil, nil, false)
		if err != nil {
			return nil, err
		}
		if Truthy(eq) {
			return int64(0), nil
		}
		return nil, nil
	})
	defineWeakMap()
}

// valuesEqual is a == b as Ruby's rb_equal: identity, then ==.
func (in *Interp) valuesEqual(a, b Value) (bool, error) {
	if a == b {
		return true, nil
	}
	r, err := in.callMethod(a, "==", []Value{b}, nil, nil, false)
	return Truthy(r), err
}

// rangeLastN is Range#last(n): the last n elements (range.c's
// rb_int_range_last for Integers, to_a.last(n) for the rest).
func (in *Interp) rangeLastN(r *Range, nv Value) (Value, error) {
	if r.End == nil {
		return nil, in.raise(cRangeError, 0, "cannot get the last element of endless range")
	}
	n, err := in.intArg(nv, 0)
	if err != nil {
		return nil, err
	}
	if n < 0 {
		return nil, in.raise(cArgumentError, 0, "negative array size")
	}
	lo, ok1 := r.Begin.(int64)
	hi, ok2 := r.End.(int64)
	if ok1 && ok2 {
		if r.Exclusive {
			hi--
		}
		if hi < lo {
			return newArray(nil), nil
		}
		if count := hi - lo + 1; count < n || count < 0 {
			n = count
		}
		if n > int64(maxArrayLen) {
			return nil, in.limitErr(0)
		}
		out := make([]Value, 0, n)
		for v := hi - n + 1; v <= hi; v++ {
			out = append(out, v)
		}
		return newArray(out), nil
	}
	if _, ok := r.Begin.(float64); ok {
		return nil, in.raise(cTypeError, 0, "can't iterate from Float")
	}
	a, err := in.callMethod(r, "to_a", nil, nil, nil, false)
	if err != nil {
		return nil, err
	}
	return in.callMethod(a, "last", []Value{n}, nil, nil, false)
}

// bsearchVerdict reads the block's answer as range.c's BSEARCH_CHECK:
// find-minimum mode (true, false, nil) or find-any mode (a number: 0
// found, negative look lower, positive look higher).
func (in *Interp) bsearchVerdict(v Value) (found, goLower, ok bool, err error) {
	switch x := v.(type) {
	case bool:
		return x, x, true, nil
	case nil:
		return false, false, true, nil
	case int64:
		return x == 0, x < 0, true, nil
	case float64:
		return x == 0, x < 0, true, nil
	case *big.Int:
		return x.Sign() == 0, x.Sign() < 0, true, nil
	}
	if r, ok := ratOf(v); ok {
		return r.Sign() == 0, r.Sign() < 0, true, nil
	}
	return false, false, false, in.raise(cTypeError, 0, "wrong argument type %s (must be numeric, true, false or nil)", in.className(v))
}

// rangeBsearch is Range#bsearch over Integers (any size the bounds give)
// and Floats (searched over their ordered bit patterns, as range.c).
func (in *Interp) rangeBsearch(r *Range, blk *Proc) (Value, error) {
	if blk == nil {
		return in.newEnum(&rEnum{recv: r, meth: "bsearch"}), nil
	}
	_, fb := r.Begin.(float64)
	_, fe := r.End.(float64)
	if fb || fe {
		return in.floatBsearch(r, blk)
	}
	lo, ok1 := r.Begin.(int64)
	hi, ok2 := r.End.(int64)
	if !ok1 || !ok2 {
		if r.Begin == nil || r.End == nil {
			return nil, in.unsupportedErr("Range#bsearch of a beginless or endless range")
		}
		return nil, in.raise(cTypeError, 0, "can't do binary search for %s", in.className(r.Begin))
	}
	if r.Exclusive {
		hi--
	}
	return in.bsearchInts(lo, hi, func(i int64) Value { return i }, blk)
}

// bsearchInts is range.c's binary search over the positions lo..hi, the
// block given at(position): the smallest position whose value the block
// accepts (find-minimum), or one it answers 0 for (find-any).
func (in *Interp) bsearchInts(lo, hi int64, at func(int64) Value, blk *Proc) (Value, error) {
	var best Value
	for lo <= hi {
		mid := lo + (hi-lo)/2
		x := at(mid)
		v, err := in.yield1(blk, x)
		if err != nil {
			return nil, err
		}
		found, lower, _, err := in.bsearchVerdict(v)
		if err != nil {
			return nil, err
		}
		if _, any := v.(bool); !any && v != nil {
			// find-any mode
			if found {
				return x, nil
			}
		} else if found {
			best = x
		}
		if lower || found {
			hi = mid - 1
		} else {
			lo = mid + 1
		}
	}
	return best, nil
}

// floatOrd maps a Float to an int64 in the Floats' order, and back.
func floatOrd(f float64) int64 {
	b := int64(math.Float64bits(f))
	if b < 0 {
		return math.MinInt64 - b
	}
	return b
}

func ordFloat(o int64) float64 {
	if o < 0 {
		o = math.MinInt64 - o
	}
	return math.Float64frombits(uint64(o))
}

func (in *Interp) floatBsearch(r *Range, blk *Proc) (Value, error) {
	lo, hi := math.Inf(-1), math.Inf(1)
	if r.Begin != nil {
		lo = toF(r.Begin)
	}
	if r.End != nil {
		hi = toF(r.End)
	}
	a, b := floatOrd(lo), floatOrd(hi)
	if r.Exclusive {
		b--
	}
	return in.bsearchInts(a, b, func(i int64) Value { return ordFloat(i) }, blk)
}

// sliceAt is Enumerable#slice_before / #slice_after (pattern or block):
// an Enumerator of the chunks, a new chunk starting before (ending
// after) each element the pattern's === or the block matches.
func (in *Interp) sliceAt(self Value, name string, after bool, args []Value, blk *Proc) (Value, error) {
	if len(args) == 0 && blk == nil {
		return nil, in.raise(cArgumentError, 0, "wrong number of arguments (given 0, expected 1)")
	}
	if len(args) == 1 && blk != nil {
		return nil, in.raise(cArgumentError, 0, "wrong number of arguments (given 1, expected 0)")
	}
	a, err := in.callMethod(self, "to_a", nil, nil, nil, false)
	if err != nil {
		return nil, err
	}
	arr, ok := a.(*Array)
	if !ok {
		return nil, in.raise(cTypeError, 0, "can't convert to Array")
	}
	var chunks []Value
	var cur []Value
	for _, e := range append([]Value(nil), arr.a...) {
		var m Value
		if blk != nil {
			m, err = in.yield1(blk, e)
		} else {
			m, err = in.callMethod(args[0], "===", []Value{e}, nil, nil, false)
		}
		if err != nil {
			return nil, err
		}
		if !after && Truthy(m) && len(cur) > 0 {
			chunks = append(chunks, newArray(cur))
			cur = nil
		}
		cur = append(cur, e)
		if after && Truthy(m) {
			chunks = append(chunks, newArray(cur))
			cur = nil
		}
	}
	if len(cur) > 0 {
		chunks = append(chunks, newArray(cur))
	}
	return in.newEnum(&rEnum{recv: newArray(chunks), meth: "each"}), nil
}

// enumProduce is Enumerator.produce(initial) { |prev| ... }: an endless
// Enumerator of initial (or the block's first answer without one), then
// each answer of the block on the one before; StopIteration raised by
// the block ends it.
func (in *Interp) enumProduce(args []Value, blk *Proc) Value {
	body := &Proc{min: 1, max: 1, fn: func(c *Call) (Value, error) {
		y := c.Args[0]
		var v Value
		if len(args) > 0 {
			v = args[0]
		} else {
			first, err := c.In.callProc(blk, []Value{nil})
			if err != nil {
				return c.In.stopIterationEnds(err)
			}
			v = first
		}
		for {
			if _, err := c.In.callMethod(y, "<<", []Value{v}, nil, nil, false); err != nil {
				return nil, err
			}
			next, err := c.In.callProc(blk, []Value{v})
			if err != nil {
				return c.In.stopIterationEnds(err)
			}
			v = next
		}
	}}
	gen := &Object{class: in.named["Enumerator::Generator"], Data: body}
	return in.newEnum(&rEnum{recv: gen, meth: "each", size: posInf, sized: true})
}

// stopIterationEnds is what an iteration answers for err: nil for a
// StopIteration (the iteration ends), err itself otherwise.
func (in *Interp) stopIterationEnds(err error) (Value, error) {
	if ee, ok := err.(*ExceptionError); ok && in.isA(ee.Exc, in.classByName(cStopIteration)) {
		return nil, nil
	}
	return nil, err
}

// intBitRef is Integer#[]: the bit at n (0 below 0; the sign beyond the
// width), i[n, len] and i[range]: the bits from n as an Integer.
func (in *Interp) intBitRef(self Value, args []Value) (Value, error) {
	x := toBig(self)
	bitsFrom := func(start, length int64) (Value, error) {
		if length < 0 {
			return nil, in.raise(cArgumentError, 0, "The beginning length is negative")
		}
		if length > 1<<20 || start > 1<<30 || start < -(1<<30) {
			return nil, in.limitErr(0)
		}
		var shifted *big.Int
		if start >= 0 {
			shifted = new(big.Int).Rsh(x, uint(start))
		} else {
			shifted = new(big.Int).Lsh(x, uint(-start))
		}
		mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(length)), big.NewInt(1))
		return normInt(shifted.And(shifted, mask)), nil
	}
	if len(args) == 2 {
		start, err := in.intArg(args[0], 0)
		if err != nil {
			return nil, err
		}
		length, err := in.intArg(args[1], 0)
		if err != nil {
			return nil, err
		}
		return bitsFrom(start, length)
	}
	if r, ok := args[0].(*Range); ok {
		start := int64(0)
		if r.Begin != nil {
			s, err := in.intArg(r.Begin, 0)
			if err != nil {
				return nil, err
			}
			start = s
		}
		if r.End == nil {
			if start > 1<<30 {
				return nil, in.limitErr(0)
			}
			return normInt(new(big.Int).Rsh(x, uint(max(start, 0)))), nil
		}
		end, err := in.intArg(r.End, 0)
		if err != nil {
			return nil, err
		}
		if !r.Exclusive {
			end++
		}
		if end < start {
			return nil, in.raise(cArgumentError, 0, "The beginning length is negative")
		}
		return bitsFrom(start, end-start)
	}
	n, err := in.intArg(args[0], 0)
	if err != nil {
		if bn, isBig := args[0].(*big.Int); isBig {
			// beyond any width: the sign's bit
			if x.Sign() < 0 && bn.Sign() > 0 {
				return int64(1), nil
			}
			return int64(0), nil
		}
		return nil, err
	}
	if n < 0 {
		return int64(0), nil
	}
	if x.Sign() < 0 && n >= int64(x.BitLen())+1 {
		return int64(1), nil
	}
	return int64(x.Bit(int(n))), nil
}

// toBig is an Integer as a *big.Int.
func toBig(v Value) *big.Int {
	switch x := v.(type) {
	case int64:
		return big.NewInt(x)
	case *big.Int:
		return x
	}
	return new(big.Int)
}

// checkHashInsert raises Ruby's error for a new key added to a Hash that
// is being iterated (Hash#each and its kin count Hash.iterating up and
// down around their loop: no closure, no defer on that path).
func (in *Interp) checkHashInsert(h *Hash, k Value) error {
	if h.iterating > 0 {
		if _, ok := h.get(k); !ok {
			return in.raise(cRuntimeError, 0, "can't add a new key into hash during iteration")
		}
	}
	return nil
}

// defineWeakMap defines ObjectSpace::WeakMap: a map by identity whose
// entries Punch never drops (a compile ends before a collection would
// matter).
func defineWeakMap() {
	w := defBuiltin("ObjectSpace::WeakMap", "Object", false).include("Enumerable")
	table := func(c *Call) *Hash {
		o := c.Self.(*Object)
		h, ok := o.Data.(*Hash)
		if !ok {
			h = NewHash()
			h.ident = true
			o.Data = h
		}
		return h
	}
	w.def("[]=", 2, 2, func(c *Call) (Value, error) { table(c).put(c.Args[0], c.Args[1]); return c.Args[1], nil })
	w.def("[]", 1, 1, func(c *Call) (Value, error) { v, _ := table(c).get(c.Args[0]); return v, nil })
	for _, n := range []string{"key?", "include?", "member?"} {
		w.def(n, 1, 1, func(c *Call) (Value, error) { _, ok := table(c).get(c.Args[0]); return ok, nil })
	}
	w.def("delete", 1, 1, func(c *Call) (Value, error) { v, _ := table(c).delete(c.Args[0]); return v, nil })
	for _, n := range []string{"size", "length"} {
		w.def(n, 0, 0, func(c *Call) (Value, error) { return int64(len(table(c).keys)), nil })
	}
	w.def("keys", 0, 0, func(c *Call) (Value, error) { return newArray(append([]Value(nil), table(c).keys...)), nil })
	w.def("values", 0, 0, func(c *Call) (Value, error) { return newArray(append([]Value(nil), table(c).vals...)), nil })
	w.def("each", 0, 0, func(c *Call) (Value, error) {
		h := table(c)
		for i, k := range append([]Value(nil), h.keys...) {
			if _, err := c.In.callProc(c.Block, []Value{k, h.vals[i]}); err != nil {
				return nil, err
			}
		}
		return c.Self, nil
	})
	w.alias("each_pair", "each")
	w.def("inspect", 0, 0, func(c *Call) (Value, error) {
		return NewString("#<ObjectSpace::WeakMap " + c.In.inspect(table(c))[1:]), nil
	})
}

// assignLastMatch is `$~ = v`: nil or a MatchData becomes the frame's last
// match ($1, $`, ... follow it); anything else is Ruby's TypeError.
func (in *Interp) assignLastMatch(fr *frame, v Value) error {
	switch v.(type) {
	case nil, *MatchData:
		fr.ctx.lastMatch = v
		return nil
	}
	return in.raise(cTypeError, 0, "wrong argument type %s (expected MatchData)", in.className(v))
}

// keyError is the KeyError of fetch: "key not found: KEY", with the key
// and the receiver KeyError#key and #receiver answer.
func (in *Interp) keyError(recv, key Value) error {
	exc := in.newException(in.classByName(cKeyError), NewString("key not found: "+in.inspect(key)))
	exc.SetIvar("@key", key)
	exc.SetIvar("@receiver", recv)
	return in.raiseObj(exc)
}

// bigShift is Integer#<< and #>> on a big Integer (floor shifts: a
// negative number shifted right goes toward minus infinity, as Ruby's).
func (in *Interp) bigShift(x *big.Int, name string, args []Value) (Value, error) {
	if len(args) != 1 {
		return nil, in.argcError(len(args), 1, 1)
	}
	n, err := in.intArg(args[0], 0)
	if err != nil {
		return nil, err
	}
	if name == ">>" {
		n = -n
	}
	if n >= 0 {
		if n > 1<<24 || int64(x.BitLen())+n > 1<<24 {
			return nil, in.limitErr(0)
		}
		return normInt(new(big.Int).Lsh(x, uint(n))), nil
	}
	if -n > int64(x.BitLen()) {
		if x.Sign() < 0 {
			return int64(-1), nil
		}
		return int64(0), nil
	}
	return normInt(new(big.Int).Rsh(x, uint(-n))), nil
}
