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

// bigType is what TypeOf infers for a big integer: Puppet infers
// Integer[v, v]; Integer's bounds are 64 bits here, so it is the range
// past the last Integer on its side, which is an instance of Integer and
// of every Integer type unbounded on that side.
func bigType(x *big.Int) *IntegerT {
	if x.Sign() > 0 {
		return &IntegerT{Min: math.MaxInt64, Max: math.MaxInt64}
	}
	return &IntegerT{Min: math.MinInt64, Max: math.MinInt64}
}

// bigIsInstance is Integer[min, max]'s test of a big integer.
func bigIsInstance(t *IntegerT, x *big.Int) bool {
	if x.Sign() > 0 {
		return t.Max == math.MaxInt64
	}
	return t.Min == math.MinInt64
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
