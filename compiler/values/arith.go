package values

import (
	"math"
	"math/big"
	"math/bits"
)

// This file is the one owner of Puppet's arithmetic on numbers
// (Evaluator#calculate: Ruby's Integer and Float operators, then Puppet's
// range checks). The evaluator coerces the operands (it warns and locates)
// and calls NumericArithmetic; everything else calls Arithmetic.

// Arithmetic evaluates op (+ - * / % << >>) on a and b as Puppet's
// evaluator does: numbers (strings that look like numbers are converted),
// arrays and hashes for + - and arrays for <<, Binary for +; errors carry
// Puppet's wording.
func Arithmetic(op string, a, b Value) (Value, error) {
	switch x := a.(type) {
	case []Value:
		switch op {
		case "+":
			if err := CheckArrayLen(len(x) + operandLen(b)); err != nil {
				return nil, err
			}
			return concatArray(x, b), nil
		case "-":
			return deleteFromArray(x, b), nil
		case "<<":
			if err := CheckArrayLen(len(x) + 1); err != nil {
				return nil, err
			}
			out := make([]Value, len(x), len(x)+1)
			copy(out, x)
			return append(out, b), nil
		}
	case *Hash:
		switch op {
		case "+":
			// At most the sum of both (equal keys make it smaller).
			if err := CheckHashLen(x.Len() + operandLen(b)); err != nil {
				return nil, err
			}
			h, err := concatHash(x, b)
			if err != nil {
				return nil, errorf("Error while evaluating a '%s' expression, %s", op, err.Error())
			}
			return h, nil
		case "-":
			return deleteFromHash(x, b), nil
		case "<<":
			return nil, codedf("OPERATOR_NOT_APPLICABLE", "Operator '<<' is not applicable to a Hash.")
		}
	case *Binary:
		if op == "+" {
			y, ok := b.(*Binary)
			if !ok {
				return nil, errorf("Error while evaluating a '+' expression, Can only append Binary to a Binary")
			}
			if err := CheckStringSize(len(x.Bytes) + len(y.Bytes)); err != nil {
				return nil, err
			}
			buf := make([]byte, 0, len(x.Bytes)+len(y.Bytes))
			return &Binary{Bytes: append(append(buf, x.Bytes...), y.Bytes...)}, nil
		}
	}
	if !arithmeticOp(op) {
		return nil, errorf("The operator '%s' is not supported.", op)
	}
	l, err := ArithmeticOperand(a)
	if err != nil {
		return nil, err
	}
	r, err := ArithmeticOperand(b)
	if err != nil {
		return nil, err
	}
	return NumericArithmetic(op, l, r)
}

// operandLen is how many elements or entries the right operand of a
// collection's + adds at most: an Array's or a Hash's count, else one.
func operandLen(v Value) int {
	switch x := v.(type) {
	case []Value:
		return len(x)
	case *Hash:
		return x.Len()
	}
	return 1
}

func arithmeticOp(op string) bool {
	switch op {
	case "+", "-", "*", "/", "%", "<<", ">>":
		return true
	}
	return false
}

// ArithmeticOperand converts an operand of arithmetic as Puppet's
// coerce_numeric does: numbers and time values are themselves, a String is
// Utils.to_n's number (Patterns::NUMERIC); anything else fails NOT_NUMERIC.
// A String integer past 64 bits is a *big.Int here, as Ruby's Integer()
// makes a Bignum of it: only the result of the expression is checked
// against Puppet's range ('99999999999999999999' - '99999999999999999998'
// is 1). Such a value is only for NumericArithmetic.
func ArithmeticOperand(v Value) (Value, error) {
	switch x := v.(type) {
	case int64, float64, Timespan, Timestamp, *BigTimestamp, *big.Int:
		return v, nil
	case string:
		if n := parseNumeric(x, true); n != nil {
			return n, nil
		}
	}
	return nil, &Error{Msg: "The value '" + rubyToS(v) + "' cannot be converted to Numeric.", NotNumeric: true, Code: "NOT_NUMERIC"}
}

// NumericArithmetic is op on two operands ArithmeticOperand gave. Errors
// carry Puppet's issue codes, which say where Puppet locates them:
// DIV_BY_ZERO at the right operand, RESULT_IS_INFINITY and
// OPERATOR_NOT_APPLICABLE(_WHEN) at the left one, NUMERIC_OVERFLOW and a
// Ruby error ("Error while evaluating a '<<' expression, NaN", no code) at
// the expression.
func NumericArithmetic(op string, l, r Value) (Value, error) {
	if li, ok := l.(int64); ok {
		if ri, ok := r.(int64); ok {
			return intArith(op, li, ri)
		}
	}
	if !arithmeticOp(op) {
		return nil, errorf("The operator '%s' is not supported.", op)
	}
	if isTime(l) || isTime(r) {
		return timeArith(op, l, r)
	}
	lb, lBig := l.(*big.Int)
	rb, rBig := r.(*big.Int)
	if lBig || rBig {
		_, lf := l.(float64)
		_, rf := r.(float64)
		if !lf && !rf {
			return bigArith(op, toBig(l), toBig(r))
		}
		// Ruby's Bignum meets a Float: the Bignum becomes a Float.
		if lBig {
			l, _ = new(big.Float).SetInt(lb).Float64()
		}
		if rBig {
			r, _ = new(big.Float).SetInt(rb).Float64()
		}
	}
	if op == "%" {
		// Puppet refuses '%' with a Float operand before Ruby computes.
		if _, ok := l.(float64); ok {
			return nil, codedf("OPERATOR_NOT_APPLICABLE", "Operator '%%' is not applicable to %s.", AAn(Label(l)))
		}
		return nil, codedf("OPERATOR_NOT_APPLICABLE_WHEN", "Operator '%%' is not applicable to %s when right side is %s.", AAn(Label(l)), AAn(Label(r)))
	}
	if op == "<<" || op == ">>" {
		li, ok := l.(int64)
		if !ok {
			// Float has no << or >> in Ruby (NoMethodError).
			return nil, codedf("OPERATOR_NOT_APPLICABLE", "Operator '%s' is not applicable to %s.", op, AAn(Label(l)))
		}
		return floatCountShift(op, li, r.(float64))
	}
	lf, rf := toFloat(l), toFloat(r)
	var res float64
	switch op {
	case "+":
		res = lf + rf
	case "-":
		res = lf - rf
	case "*":
		res = lf * rf
	case "/":
		// Ruby's Float division by zero is no error: Infinity (refused
		// below) or NaN (0.0 / 0, returned as it is).
		res = lf / rf
	}
	if math.IsInf(res, 0) {
		return nil, codedf("RESULT_IS_INFINITY", "The result of the %s expression is Infinity", op)
	}
	return res, nil
}

func toFloat(v Value) float64 {
	switch x := v.(type) {
	case int64:
		return float64(x)
	case float64:
		return x
	}
	return 0
}

// coerceNumeric converts an operand of arithmetic within 64 bits (unary
// minus, time arithmetic).
func coerceNumeric(v Value) (Value, error) {
	switch v.(type) {
	case int64, float64, Timespan, Timestamp, *BigTimestamp:
		return v, nil
	}
	if n := ToNumber(v); n != nil {
		return n, nil
	}
	return nil, &Error{Msg: "The value '" + rubyToS(v) + "' cannot be converted to Numeric.", NotNumeric: true, Code: "NOT_NUMERIC"}
}

func intArith(op string, a, b int64) (Value, error) {
	switch op {
	case "+":
		s, overflow := addOverflow(a, b)
		if overflow {
			return nil, overflowErr(op, new(big.Int).Add(big.NewInt(a), big.NewInt(b)))
		}
		return s, nil
	case "-":
		s := a - b
		if (a >= 0) != (b >= 0) && (s >= 0) != (a >= 0) {
			return nil, overflowErr(op, new(big.Int).Sub(big.NewInt(a), big.NewInt(b)))
		}
		return s, nil
	case "*":
		hi, lo := bits.Mul64(uint64(absI(a)), uint64(absI(b)))
		neg := (a < 0) != (b < 0) && a != 0 && b != 0
		if hi != 0 || !neg && lo > math.MaxInt64 || neg && lo > 1<<63 {
			return nil, overflowErr(op, new(big.Int).Mul(big.NewInt(a), big.NewInt(b)))
		}
		return a * b, nil
	case "/":
		if b == 0 {
			return nil, divByZero()
		}
		if a == math.MinInt64 && b == -1 {
			return nil, overflowErr(op, new(big.Int).Neg(big.NewInt(a)))
		}
		return floorDiv(a, b), nil
	case "%":
		if b == 0 {
			return nil, divByZero()
		}
		if b == -1 {
			return int64(0), nil
		}
		m := a % b
		if m != 0 && ((m < 0) != (b < 0)) {
			m += b
		}
		return m, nil
	case "<<":
		return intShift(op, a, b)
	case ">>":
		if b == math.MinInt64 {
			// -b does not fit: any count past the bound shifts the same.
			return intShift(op, a, math.MinInt64+1)
		}
		return intShift(op, a, b)
	}
	return nil, errorf("The operator '%s' is not supported.", op)
}

func divByZero() error { return codedf("DIV_BY_ZERO", "Division by 0") }

func absI(a int64) int64 {
	if a < 0 {
		return -a // MinInt64 stays MinInt64; as uint64 it is 2^63
	}
	return a
}

func addOverflow(a, b int64) (int64, bool) {
	s := a + b
	return s, (a >= 0) == (b >= 0) && (s >= 0) != (a >= 0)
}

// maxShownShift bounds the left shifts whose overflowing value Punch prints.
// Puppet computes the whole Integer and prints it in hex for any count:
// past 2^20 bits that message is over 256 KB; at 2^31 bits Ruby takes
// seconds and a gigabyte to make the value, and from about 2^40 bits it
// fails to allocate memory (Ruby 3.1, measured). Past the bound Punch
// says which range the value left, without the value.
const maxShownShift = 1 << 20

// intShift is Ruby's Integer#<< (op "<<") or #>> (op ">>") by count n.
func intShift(op string, a, n int64) (Value, error) {
	left := n // the count of the left shift it is
	if op == ">>" {
		left = -n
	}
	if left <= 0 {
		if left <= -64 {
			if a < 0 {
				return int64(-1), nil
			}
			return int64(0), nil
		}
		return a >> uint(-left), nil
	}
	if a == 0 {
		return int64(0), nil
	}
	if left < 64 && (a > 0 && bits.LeadingZeros64(uint64(a)) > int(left) || a < 0 && bits.LeadingZeros64(uint64(^a)) > int(left)) {
		return a << uint(left), nil
	}
	return bigShift(op, big.NewInt(a), left)
}

// bigShift is a shift left by count (> 0) of an Integer whose result
// leaves Puppet's range (or a String's Bignum), as overflowErr or within
// range.
func bigShift(op string, a *big.Int, left int64) (Value, error) {
	if left > maxShownShift {
		return nil, overflowRange(op, a.Sign() < 0)
	}
	return fitInt(op, new(big.Int).Lsh(a, uint(left)))
}

// floatCountShift shifts an Integer by a Float count as Ruby does: the
// count truncated to an Integer; NaN and the infinities are Ruby's
// FloatDomainError, a count past a machine word shifting a non-zero value
// left is "shift width too big" (RangeError), both outside Puppet's rescue
// and so "Error while evaluating a '<<' expression, MESSAGE".
func floatCountShift(op string, a int64, f float64) (Value, error) {
	switch {
	case math.IsNaN(f):
		return nil, errorf("Error while evaluating a '%s' expression, NaN", op)
	case math.IsInf(f, 1):
		return nil, errorf("Error while evaluating a '%s' expression, Infinity", op)
	case math.IsInf(f, -1):
		return nil, errorf("Error while evaluating a '%s' expression, -Infinity", op)
	}
	t := math.Trunc(f)
	if math.Abs(t) >= 1<<64 {
		if (t > 0) == (op == "<<") && a != 0 {
			return nil, errorf("Error while evaluating a '%s' expression, shift width too big", op)
		}
		t = math.Copysign(1<<62, t) // past every bound: the same result
	}
	if math.Abs(t) >= 1<<63 {
		t = math.Copysign(1<<62, t)
	}
	return intShift(op, a, int64(t))
}

func toBig(v Value) *big.Int {
	if b, ok := v.(*big.Int); ok {
		return b
	}
	return big.NewInt(v.(int64))
}

// bigArith is Ruby's Integer arithmetic where an operand is a String's
// Bignum: the result must fit Puppet's range.
func bigArith(op string, a, b *big.Int) (Value, error) {
	res := new(big.Int)
	switch op {
	case "+":
		res.Add(a, b)
	case "-":
		res.Sub(a, b)
	case "*":
		res.Mul(a, b)
	case "/", "%":
		if b.Sign() == 0 {
			return nil, divByZero()
		}
		// Ruby's division floors and its modulo takes the divisor's sign.
		q, m := new(big.Int).QuoRem(a, b, new(big.Int))
		if m.Sign() != 0 && m.Sign() != b.Sign() {
			q.Sub(q, big.NewInt(1))
			m.Add(m, b)
		}
		res = q
		if op == "%" {
			res = m
		}
	case "<<", ">>":
		if !b.IsInt64() {
			if (b.Sign() > 0) == (op == "<<") && a.Sign() != 0 {
				return nil, errorf("Error while evaluating a '%s' expression, shift width too big", op)
			}
			b = big.NewInt(int64(b.Sign()) << 62)
		}
		left := b.Int64()
		if op == ">>" {
			left = -left
		}
		if left <= 0 {
			return fitInt(op, res.Rsh(a, uint(min(-left, 1<<62))))
		}
		return bigShift(op, a, left)
	}
	return fitInt(op, res)
}

// fitInt is v when it is within Puppet's Integer range, else Puppet's
// NUMERIC_OVERFLOW.
func fitInt(op string, v *big.Int) (Value, error) {
	if v.IsInt64() {
		return v.Int64(), nil
	}
	return nil, overflowErr(op, v)
}

// overflowErr is Puppet's NUMERIC_OVERFLOW message for the true result v.
func overflowErr(op string, v *big.Int) error {
	if v.Sign() > 0 {
		return codedf("NUMERIC_OVERFLOW", "A '%s' expression resulted in a value outside of Puppet Integer max range, got '+0x%s'", op, v.Text(16))
	}
	return codedf("NUMERIC_OVERFLOW", "A '%s' expression resulted in a value outside of Puppet Integer min range, got '-0x%s'", op, new(big.Int).Neg(v).Text(16))
}

// overflowRange is NUMERIC_OVERFLOW without the value (see maxShownShift).
func overflowRange(op string, negative bool) error {
	which := "max"
	if negative {
		which = "min"
	}
	return codedf("NUMERIC_OVERFLOW", "A '%s' expression resulted in a value outside of Puppet Integer %s range", op, which)
}
