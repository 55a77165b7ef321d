package ruby

import (
	"math"
	"math/big"
)

// Ruby 3.1's random numbers (random.c) on the project's MT19937
// (compiler/util/rubyrand): Kernel#rand and srand draw from the Interp's
// default generator (Ruby's is per process; a compile has its own Interp,
// so srand(seed) followed by rand gives Ruby's numbers within a compile),
// Random#rand from its object, Array#shuffle and #sample from the one
// their random: keyword names.

// defaultRNG is the generator Kernel#rand, Random.rand and a shuffle
// without random: draw from, seeded on first use.
func (in *Interp) defaultRNG() *mt {
	if in.rng == nil {
		in.rng = newMT(uint32(in.steps*2654435761 + 12345))
	}
	return in.rng
}

// rngOf is the generator a random: argument names: a Random object's, or
// the default one for the Random class itself (Ruby's try_get_rnd).
func (in *Interp) rngOf(v Value) (*mt, error) {
	switch x := v.(type) {
	case *Module:
		if x == in.classByName("Random") {
			return in.defaultRNG(), nil
		}
	case *Object:
		if m, ok := x.Data.(*mt); ok {
			return m, nil
		}
	}
	return nil, in.unsupportedf("random: %s (a generator other than a Random)", in.className(v))
}

// randomKw takes a trailing `random: gen` keyword off args: the generator
// it names, else the default one.
func (in *Interp) randomKw(args []Value) ([]Value, *mt, error) {
	if len(args) > 0 {
		if h, ok := args[len(args)-1].(*Hash); ok {
			var gen *mt
			for i, k := range h.keys {
				if k != Symbol("random") {
					return nil, nil, in.raise(cArgumentError, 0, "unknown keyword: %s", in.inspect(k))
				}
				g, err := in.rngOf(h.vals[i])
				if err != nil {
					return nil, nil, err
				}
				gen = g
			}
			if gen == nil {
				gen = in.defaultRNG()
			}
			return args[:len(args)-1], gen, nil
		}
	}
	return args, in.defaultRNG(), nil
}

// shuffleWith is Ruby's rb_ary_shuffle_bang: from the end, each element
// swapped with one drawn from those not yet placed.
func shuffleWith(a []Value, r *mt) {
	for i := len(a); i > 0; {
		j := int(r.Limited(uint64(i - 1)))
		i--
		a[i], a[j] = a[j], a[i]
	}
}

// sampleWith is Ruby's ary_sample for n elements (0 <= n <= len(a)): up
// to ten, the k-th draw is the index of the k-th element among those not
// taken yet, counted in ascending order; more, a partial shuffle from the
// front (Ruby's memo path draws the same numbers for the same result).
func sampleWith(a []Value, n int, r *mt) []Value {
	l := len(a)
	if n <= 10 {
		rnds := make([]int, n)
		for i := range rnds {
			rnds[i] = int(r.Limited(uint64(l - i - 1)))
		}
		out := make([]Value, n)
		sorted := make([]int, 0, n)
		for i, k := range rnds {
			j := 0
			for ; j < len(sorted); j++ {
				if k < sorted[j] {
					break
				}
				k++
			}
			sorted = append(sorted, 0)
			copy(sorted[j+1:], sorted[j:])
			sorted[j] = k
			out[i] = a[k]
		}
		return out
	}
	cp := append([]Value(nil), a...)
	for i := 0; i < n; i++ {
		j := int(r.Limited(uint64(l-i-1))) + i
		cp[i], cp[j] = cp[j], cp[i]
	}
	return cp[:n]
}

// kernelRand is Kernel#rand (rb_f_rand): a Range draws from it, any
// other argument is taken as an Integer whose absolute value bounds the
// draw (rand(1.5) is rand(1), always 0), zero or none draws a Float.
func (in *Interp) kernelRand(args []Value) (Value, error) {
	r := in.defaultRNG()
	if len(args) == 0 || args[0] == nil {
		return r.Float(), nil
	}
	if rg, ok := args[0].(*Range); ok {
		v, _, err := in.randRange(r, rg)
		return v, err
	}
	n, err := in.toIntValue(args[0])
	if err != nil {
		return nil, err
	}
	switch x := n.(type) {
	case int64:
		if x == 0 {
			return r.Float(), nil
		}
		if x < 0 {
			x = -x
		}
		return int64(r.Limited(uint64(x) - 1)), nil
	case *big.Int:
		return in.randBig(r, new(big.Int).Abs(x))
	}
	return r.Float(), nil
}

// randomRand is Random#rand and Random.rand (rand_random): an Integer
// bound must be positive, a Float one not negative, a Range not empty
// ("invalid argument - X" otherwise).
func (in *Interp) randomRand(r *mt, args []Value) (Value, error) {
	if len(args) == 0 {
		return r.Float(), nil
	}
	// the argument's to_s (Ruby's PRIsVALUE), not its inspect
	invalid := func() error { return in.raise(cArgumentError, 0, "invalid argument - %s", in.toS(args[0])) }
	switch x := args[0].(type) {
	case nil:
		return nil, invalid()
	case int64:
		if x <= 0 {
			return nil, invalid()
		}
		return int64(r.Limited(uint64(x) - 1)), nil
	case *big.Int:
		if x.Sign() <= 0 {
			return nil, invalid()
		}
		return in.randBig(r, x)
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return nil, in.raise("Errno::EDOM", 0, "Numerical argument out of domain")
		}
		if x < 0 {
			return nil, invalid()
		}
		f := r.Float()
		if x > 0 {
			f *= x
		}
		return f, nil
	case *Range:
		v, ok, err := in.randRange(r, x)
		if err != nil {
			return nil, err
		}
		if !ok || v == nil {
			return nil, invalid()
		}
		return v, nil
	}
	n, err := in.toIntValue(args[0])
	if err != nil {
		return nil, err
	}
	return in.randomRand(r, []Value{n})
}

// randBig is a uniform Integer in [0, max) for a max beyond 64 bits
// (limited_big_rand: 32-bit words from the most significant, masked and
// retried while the prefix equals the limit's).
func (in *Interp) randBig(r *mt, max *big.Int) (Value, error) {
	limit := new(big.Int).Sub(max, big.NewInt(1))
	if limit.IsUint64() {
		return normInt(new(big.Int).SetUint64(r.Limited(limit.Uint64()))), nil
	}
	words := (limit.BitLen() + 31) / 32
	lim := make([]uint32, words)
	t := new(big.Int).Set(limit)
	for i := range lim {
		lim[i] = uint32(t.Uint64())
		t.Rsh(t, 32)
	}
	out := make([]uint32, words)
retry:
	var mask uint32
	boundary := true
	for i := words - 1; i >= 0; i-- {
		var v uint32
		if mask != 0 {
			mask = 0xffffffff
		} else {
			mask = smear(lim[i])
		}
		if mask != 0 {
			v = r.Uint32() & mask
			if boundary {
				if lim[i] < v {
					goto retry
				}
				if v < lim[i] {
					boundary = false
				}
			}
		}
		out[i] = v
	}
	res := new(big.Int)
	for i := words - 1; i >= 0; i-- {
		res.Lsh(res, 32)
		res.Or(res, big.NewInt(int64(out[i])))
	}
	return normInt(res), nil
}

// smear sets every bit below the highest one (make_mask).
func smear(x uint32) uint32 {
	x |= x >> 1
	x |= x >> 2
	x |= x >> 4
	x |= x >> 8
	x |= x >> 16
	return x
}

// randRange is rand_range: an Integer range draws beg + [0, end-beg], a
// Float one beg + a draw in [0, 1) or [0, 1] scaled by its width. ok is
// false when the range's ends are not numbers; v nil for an empty range.
func (in *Interp) randRange(r *mt, rg *Range) (Value, bool, error) {
	lo, hi := rg.Begin, rg.End
	if lo == nil || hi == nil {
		return nil, false, in.raise("Errno::EDOM", 0, "Numerical argument out of domain")
	}
	if a, ok := lo.(int64); ok {
		if b, ok := hi.(int64); ok {
			max := b - a
			if rg.Exclusive {
				max--
			}
			if max < 0 {
				return nil, true, nil
			}
			return a + int64(r.Limited(uint64(max))), true, nil
		}
	}
	fa, ok1 := numFloat(lo)
	fb, ok2 := numFloat(hi)
	if !ok1 || !ok2 {
		return nil, false, in.raise(cArgumentError, 0, "invalid argument - %s", in.toS(rg))
	}
	if math.IsNaN(fa) || math.IsInf(fa, 0) || math.IsNaN(fb) || math.IsInf(fb, 0) {
		return nil, false, in.raise("Errno::EDOM", 0, "Numerical argument out of domain")
	}
	max, mid, scale := fb-fa, 0.5, 1.0
	if math.IsInf(max, 0) {
		// the width overflows: halve both ends
		lo2, hi2 := fa/2, fb/2
		scale, mid, max = 2, hi2+lo2, hi2-lo2
	}
	draw := func() float64 {
		if rg.Exclusive {
			return r.Float()
		}
		return r.Inclusive()
	}
	switch {
	case max > 0:
		f := draw()
		if scale > 1 {
			return (f-0.5)*max*scale + mid, true, nil
		}
		return f*max + fa, true, nil
	case max == 0 && !rg.Exclusive:
		return 0.0 + fa, true, nil
	}
	return nil, true, nil
}

// numFloat is a number's Float value (Integer or Float).
func numFloat(v Value) (float64, bool) {
	switch v.(type) {
	case int64, float64, *big.Int:
		return toFloat(v), true
	}
	return 0, false
}

// toIntValue is rb_to_int: an Integer (a big one kept), a Float
// truncated, else to_int.
func (in *Interp) toIntValue(v Value) (Value, error) {
	if isBig(v) {
		return v, nil
	}
	if v == nil {
		// rb_to_int's words (NUM2LONG says "from nil to integer")
		return nil, in.raise(cTypeError, 0, "no implicit conversion of nil into Integer")
	}
	n, err := in.intArg(v, 0)
	return n, err
}

// srand is Kernel#srand: the default generator seeded anew (with a seed
// of the Interp's when none is given); the previous seed is returned.
func (in *Interp) srand(args []Value) (Value, error) {
	old := in.defaultRNG().Seed
	var seed *big.Int
	if len(args) == 0 {
		seed = new(big.Int).SetUint64(uint64(in.steps*2654435761 + 7))
	} else {
		n, err := in.toIntValue(args[0])
		if err != nil {
			return nil, err
		}
		switch x := n.(type) {
		case int64:
			seed = big.NewInt(x)
		case *big.Int:
			seed = x
		}
	}
	in.rng = newMTSeed(seed)
	return normInt(new(big.Int).Set(old)), nil
}
