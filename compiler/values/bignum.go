package values

import (
	"math"
	"math/big"
)

// A Ruby Integer beyond 64 bits that module Ruby hands to Puppet (2**64,
// the size of an IPv6 /64) is a *big.Int value. Puppet keeps it as the
// Ruby Integer it is: it is an Integer (=~ Integer, type() generalized),
// compares with numbers, is printed and interpolated in decimal, and
// takes part in arithmetic, whose result Puppet checks against its range
// (NUMERIC_OVERFLOW). Puppet checks the range only where it converts a
// value for its 3.x world: a resource attribute (Runtime3Converter's "Use
// of a Ruby Integer outside of Puppet Integer max range", BigIntRangeError).
// Puppet's own code never makes one: literals and arithmetic results are
// checked where they are made (golden forge13_ruby_function_return_values,
// err_forge13_ruby_bignum_resource_parameter,
// forge17_ruby_bignum_returned_to_puppet).

// bigBounds are the exact ends of an Integer range with an end past 64
// bits (Integer[N, N], the type Puppet infers for a big integer, or
// Integer[0, N]) or of a Timestamp range past them (in nanoseconds); a nil
// end is open (default).
type bigBounds struct{ lo, hi *big.Int }

func (b *bigBounds) String() string {
	s := "["
	if b.lo == nil {
		s += "default"
	} else {
		s += b.lo.String()
	}
	if b.hi != nil {
		s += ", " + b.hi.String()
	}
	return s + "]"
}

var (
	bigMaxInt64 = big.NewInt(math.MaxInt64)
	bigMinInt64 = big.NewInt(math.MinInt64)
)

// saturate is n within 64 bits: the nearest end when it is past them.
func saturate(n *big.Int) int64 {
	switch {
	case n.Cmp(bigMaxInt64) > 0:
		return math.MaxInt64
	case n.Cmp(bigMinInt64) < 0:
		return math.MinInt64
	}
	return n.Int64()
}

// BigIntegerType is Integer[lo, hi] with ends that may be past 64 bits (a
// nil end is open): an ordinary range when both fit.
func BigIntegerType(lo, hi *big.Int) *IntegerT {
	fits := func(n *big.Int) bool { return n == nil || n.IsInt64() }
	if fits(lo) && fits(hi) {
		min, max := int64(math.MinInt64), int64(math.MaxInt64)
		if lo != nil {
			min = lo.Int64()
		}
		if hi != nil {
			max = hi.Int64()
		}
		return IntegerType(min, max)
	}
	t := &IntegerT{Min: math.MinInt64, Max: math.MaxInt64, big: &bigBounds{lo: lo, hi: hi}}
	if lo != nil {
		t.Min = saturate(lo)
	}
	if hi != nil {
		t.Max = saturate(hi)
	}
	return t
}

// bigType is what TypeOf infers for a big integer: Integer[v, v].
func bigType(x *big.Int) *IntegerT { return BigIntegerType(x, x) }

// exactEnds are the ends of a range of 64-bit fields min and max (their
// extremes open) or, when big is set, big's.
func exactEnds(b *bigBounds, min, max int64) bigBounds {
	if b != nil {
		return *b
	}
	var e bigBounds
	if min != math.MinInt64 {
		e.lo = big.NewInt(min)
	}
	if max != math.MaxInt64 {
		e.hi = big.NewInt(max)
	}
	return e
}

// contains reports whether x is within the ends.
func (b bigBounds) contains(x *big.Int) bool {
	return (b.lo == nil || x.Cmp(b.lo) >= 0) && (b.hi == nil || x.Cmp(b.hi) <= 0)
}

// covers reports whether o's range is within b's.
func (b bigBounds) covers(o bigBounds) bool {
	return (b.lo == nil || o.lo != nil && b.lo.Cmp(o.lo) <= 0) && (b.hi == nil || o.hi != nil && b.hi.Cmp(o.hi) >= 0)
}

// bounds are t's exact ends (nil: open).
func (t *IntegerT) bounds() (lo, hi *big.Int) {
	e := exactEnds(t.big, t.Min, t.Max)
	return e.lo, e.hi
}

// bigContains is t's test of an integer, exactly.
func (t *IntegerT) bigContains(x *big.Int) bool { return exactEnds(t.big, t.Min, t.Max).contains(x) }

// bigCovers reports whether every integer of o is in t, exactly.
func (t *IntegerT) bigCovers(o *IntegerT) bool {
	return exactEnds(t.big, t.Min, t.Max).covers(exactEnds(o.big, o.Min, o.Max))
}

// BigCompare compares two numbers of which one is a *big.Int as Ruby's
// Integer#<=> does (exactly, a Float by its value); ok is false when one
// is not a number (or is NaN), where Ruby's <=> is nil.
func BigCompare(a, b Value) (c int, ok bool) {
	x, okA := bigFloat(a)
	y, okB := bigFloat(b)
	if !okA || !okB {
		return 0, false
	}
	return x.Cmp(y), true
}

// bigFloat is a number as an exact big.Float (false: not a number, NaN).
func bigFloat(v Value) (*big.Float, bool) {
	switch x := v.(type) {
	case *big.Int:
		return new(big.Float).SetInt(x), true
	case int64:
		return new(big.Float).SetInt64(x), true
	case float64:
		if math.IsNaN(x) {
			return nil, false
		}
		return new(big.Float).SetFloat64(x), true
	}
	return nil, false
}

// BigIntRangeError is Runtime3Converter's error for a big integer given
// to Puppet's 3.x world (a resource attribute, a 3.x function's argument).
func BigIntRangeError(x *big.Int) string {
	if x.Sign() > 0 {
		return "Use of a Ruby Integer outside of Puppet Integer max range, got '0x" + x.Text(16) + "'"
	}
	// Ruby's "0x%x" % -n writes the two's complement: 0x..f0000000000000000
	return "Use of a Ruby Integer outside of Puppet Integer min range, got '0x.." + twosComplement(x, 16) + "'"
}

// BigIntIn is the first big integer in v, at any depth of its Arrays and
// Hashes (keys too), nil when it holds none: what Runtime3Converter's
// convert_Integer refuses in a value for Puppet's 3.x world.
func BigIntIn(v Value) *big.Int {
	switch x := v.(type) {
	case *big.Int:
		return x
	case []Value:
		for _, e := range x {
			if b := BigIntIn(e); b != nil {
				return b
			}
		}
	case *Hash:
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			if b := BigIntIn(k); b != nil {
				return b
			}
			if b := BigIntIn(e); b != nil {
				return b
			}
		}
	}
	return nil
}

// mergeBigRange is PIntegerType#merge for ranges of which one has an end
// past 64 bits: the union when they intersect or are adjacent, else nil.
func mergeBigRange(x, y *IntegerT) Type {
	xlo, xhi := x.bounds()
	ylo, yhi := y.bounds()
	// below reports a < b + 1 for ends where nil is -inf (lo) / +inf (hi)
	gap := func(hi, lo *big.Int) bool { // hi + 1 < lo: a gap between
		if hi == nil || lo == nil {
			return false
		}
		return new(big.Int).Add(hi, big.NewInt(1)).Cmp(lo) < 0
	}
	if gap(xhi, ylo) || gap(yhi, xlo) {
		return nil
	}
	return bigUnion(x, y)
}

// bigUnion is the smallest Integer range holding both x and y.
func bigUnion(x, y *IntegerT) *IntegerT {
	xlo, xhi := x.bounds()
	ylo, yhi := y.bounds()
	lo := xlo
	if lo != nil && (ylo == nil || ylo.Cmp(lo) < 0) {
		lo = ylo
	}
	hi := xhi
	if hi != nil && (yhi == nil || yhi.Cmp(hi) > 0) {
		hi = yhi
	}
	return BigIntegerType(lo, hi)
}
