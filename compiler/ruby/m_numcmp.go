package ruby

import (
	"math"
	"math/big"
)

// bigFloatCompare is a comparison between an Integer past 2**53 (past
// 64 bits, or an int64 no Float holds exactly) and a Float (==, ===, <, >, <=, >=, <=>), exact as Ruby's rb_integer_float_cmp
// and rb_integer_float_eq (RUBY-21, QA-FORGE-18 R4): not through the
// Integer's nearest Float, which is Infinity past 2**1024 (10**400 <
// Float::INFINITY is true, (10**400) <=> Float::INFINITY -1); NaN compares
// false and <=> nil. intFirst says the Integer is the receiver.
func bigFloatCompare(op string, i *big.Int, f float64, intFirst bool) Value {
	if math.IsNaN(f) {
		if op == "<=>" {
			return nil
		}
		return false
	}
	c := new(big.Float).SetInt(i).Cmp(big.NewFloat(f))
	if !intFirst {
		c = -c
	}
	switch op {
	case "<=>":
		return int64(c)
	case "==", "===":
		return c == 0
	}
	return cmpOp(op, c)
}

// exactFloat reports whether the Float nearest x is x (|x| <= 2**53):
// past it an Integer compares with a Float through bigFloatCompare.
func exactFloat(x int64) bool { return x >= -1<<53 && x <= 1<<53 }
