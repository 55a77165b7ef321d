package ruby

import (
	"math"
	"math/big"
	"math/bits"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// bigOp computes an Integer operation whose int64 result would overflow.
func (in *Interp) bigOp(x int64, op string, o Value) (Value, error) {
	v, _, err := in.bigMethod(big.NewInt(x), op, []Value{o}, nil)
	return v, err
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func floorMod(a, b int64) int64 {
	m := a % b
	if m != 0 && ((m < 0) != (b < 0)) {
		m += b
	}
	return m
}

func floatMod(a, b float64) float64 {
	m := math.Mod(a, b)
	if m != 0 && ((m < 0) != (b < 0)) {
		m += b
	}
	return m
}

func (in *Interp) intMethod(x int64, name string, args []Value, blk *Proc, pos int) (Value, bool, error) {
	if name == "pow" && len(args) == 2 {
		v, err := in.intPowMod(big.NewInt(x), args[0], args[1], pos)
		return v, true, err
	}
	switch name {
	case "+", "-", "*", "/", "%", "modulo", "**", "pow", "div", "fdiv", "divmod", "<", ">", "<=", ">=", "<=>", "==", "===", "&", "|", "^", "<<", ">>", "eql?", "equal?", "coerce", "remainder":
		// one argument (invoke counted them; pow's second is above)
		v, err := in.intBinop(x, name, args[0], pos)
		return v, true, err
	case "-@":
		if x == math.MinInt64 {
			return new(big.Int).Neg(big.NewInt(x)), true, nil
		}
		return -x, true, nil
	case "+@":
		return x, true, nil
	case "~":
		return ^x, true, nil
	case "to_s", "inspect":
		if len(args) == 1 {
			b, err := in.intArg(args[0], pos)
			if err != nil {
				return nil, true, err
			}
			if b < 2 || b > 36 {
				return nil, true, in.raise(cArgumentError, pos, "invalid radix %d", b)
			}
			return str(strconv.FormatInt(x, int(b))), true, nil
		}
		return str(strconv.FormatInt(x, 10)), true, nil
	case "to_i", "to_int", "floor", "ceil", "round", "truncate", "ord":
		half := "up"
		if name == "round" {
			var err error
			if half, args, err = in.roundingMode(args); err != nil {
				return nil, true, err
			}
		}
		if len(args) == 1 && name != "to_i" {
			d, err := in.intArg(args[0], pos)
			if err != nil {
				return nil, true, err
			}
			if d < 0 {
				p := int64(1)
				for i := int64(0); i < -d && p < 1e18; i++ {
					p *= 10
				}
				switch name {
				case "floor":
					return floorDiv(x, p) * p, true, nil
				case "ceil":
					return -floorDiv(-x, p) * p, true, nil
				case "round":
					r := floorDiv(x+p/2, p) * p
					if x < 0 && floorMod(-x, p) == p/2 {
						r = -(floorDiv(-x+p/2, p) * p)
					}
					if floorMod(x, p) == p/2 && p > 1 {
						// exactly half way: up (away from zero) above,
						// else toward zero or to the even multiple
						down := r - p
						if x < 0 {
							down = r + p
						}
						if half == "down" || half == "even" && (r/p)%2 != 0 {
							r = down
						}
					}
					return r, true, nil
				}
				return x / p * p, true, nil
			}
		}
		return x, true, nil
	case "to_f":
		return float64(x), true, nil
	case "to_r", "rationalize":
		// (the argument counts are checked before: arity_gen.go)
		return in.newRational(new(big.Rat).SetInt64(x)), true, nil
	case "quo":
		if _, ok := args[0].(float64); ok {
			v, err := in.intBinop(x, "fdiv", args[0], pos)
			return v, true, err
		}
		v, err := in.ratBinop(new(big.Rat).SetInt64(x), x, "/", args[0], pos)
		return v, true, err
	case "chr":
		if len(args) == 1 {
			// chr(encoding): the character of that code point in it
			enc, err := in.encodingArg(args[0])
			if err != nil {
				return nil, true, err
			}
			switch {
			case enc == UTF8 && x >= 0xd800 && x <= 0xdfff:
				return nil, true, in.raise(cRangeError, pos, "invalid codepoint 0x%X in UTF-8", x)
			case enc == UTF8 && x >= 0 && x <= 0x10ffff:
				return NewString(string(rune(x))), true, nil
			case enc == USASCII && x >= 0 && x < 128, enc == Binary && x >= 0 && x < 256:
				return NewStringEnc(string([]byte{byte(x)}), enc), true, nil
			case x >= 0 && x <= 0xffffffff && enc != UTF8:
				return nil, true, in.raise(cRangeError, pos, "invalid codepoint 0x%X in %s", x, enc.String())
			}
			return nil, true, in.raise(cRangeError, pos, "%d out of char range", x)
		}
		if x < 0 || x > 255 {
			return nil, true, in.raise(cRangeError, pos, "%d out of char range", x)
		}
		// Ruby: US-ASCII below 128, binary (ASCII-8BIT) above
		if x < 128 {
			return NewStringEnc(string([]byte{byte(x)}), USASCII), true, nil
		}
		return NewStringEnc(string([]byte{byte(x)}), Binary), true, nil
	case "times":
		if blk == nil {
			return in.newEnum(&rEnum{recv: x, meth: name}), true, nil
		}
		for i := int64(0); i < x; i++ {
			if _, err := in.yield1(blk, i); err != nil {
				return nil, true, err
			}
		}
		return x, true, nil
	case "upto", "downto":
		if blk == nil {
			return in.newEnum(&rEnum{recv: x, meth: name, args: args}), true, nil
		}
		lim, err := in.intArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		if name == "upto" {
			for i := x; i <= lim; i++ {
				if _, err := in.yield1(blk, i); err != nil {
					return nil, true, err
				}
			}
		} else {
			for i := x; i >= lim; i-- {
				if _, err := in.yield1(blk, i); err != nil {
					return nil, true, err
				}
			}
		}
		return x, true, nil
	case "step":
		limit, step, err := in.stepArgs(args, pos)
		if err != nil {
			return nil, true, err
		}
		v, err := in.numStep(x, x, limit, step, false, blk, pos)
		return v, true, err
	case "abs", "magnitude":
		if x < 0 {
			return -x, true, nil
		}
		return x, true, nil
	case "succ", "next":
		return x + 1, true, nil
	case "pred":
		return x - 1, true, nil
	case "even?":
		return x%2 == 0, true, nil
	case "odd?":
		return x%2 != 0, true, nil
	case "zero?":
		return x == 0, true, nil
	case "nonzero?":
		if x == 0 {
			return nil, true, nil
		}
		return x, true, nil
	case "positive?":
		return x > 0, true, nil
	case "negative?":
		return x < 0, true, nil
	case "integer?":
		return true, true, nil
	case "finite?":
		return true, true, nil
	case "infinite?", "nan?":
		if name == "nan?" {
			return nil, false, nil
		}
		return nil, true, nil
	case "digits":
		base := int64(10)
		if len(args) == 1 {
			b, err := in.intArg(args[0], pos)
			if err != nil {
				return nil, true, err
			}
			switch {
			case b < 0:
				return nil, true, in.raise(cArgumentError, pos, "negative radix")
			case b < 2:
				return nil, true, in.raise(cArgumentError, pos, "invalid radix %d", b)
			}
			base = b
		}
		var out []Value
		n := x
		if n < 0 {
			return nil, true, in.raise(cMathDomainError, pos, "out of domain")
		}
		for {
			out = append(out, n%base)
			n /= base
			if n == 0 {
				break
			}
		}
		return newArray(out), true, nil
	case "anybits?", "allbits?", "nobits?":
		v, err := in.intBits(big.NewInt(x), name, args, pos)
		return v, true, err
	case "bit_length":
		if x < 0 {
			return int64(64 - bits.LeadingZeros64(uint64(^x))), true, nil
		}
		return int64(64 - bits.LeadingZeros64(uint64(x))), true, nil
	case "size":
		return int64(8), true, nil
	case "hash":
		return x, true, nil
	case "dup", "clone":
		if kw, ok := lastHash(args); ok && name == "clone" {
			v, err := in.cloneKw(x, kw)
			return v, true, err
		}
		return x, true, nil
	case "gcd", "lcm":
		y, err := in.intArg(args[0], pos)
		if err != nil {
			return nil, true, err
		}
		a, b := x, y
		if a < 0 {
			a = -a
		}
		if b < 0 {
			b = -b
		}
		for b != 0 {
			a, b = b, a%b
		}
		if name == "gcd" {
			return a, true, nil
		}
		if a == 0 {
			return int64(0), true, nil
		}
		l := x / a * y
		if l < 0 {
			l = -l
		}
		return l, true, nil
	}
	return nil, false, nil
}

func (in *Interp) intBinop(x int64, op string, o Value, pos int) (Value, error) {
	if _, ok := o.(*big.Int); ok {
		return in.bigOp(x, op, o)
	}
	switch y := o.(type) {
	case int64:
		switch op {
		case "+":
			r := x + y
			if (r > x) != (y > 0) {
				return in.bigOp(x, op, o)
			}
			return r, nil
		case "-":
			r := x - y
			if (r < x) != (y > 0) {
				return in.bigOp(x, op, o)
			}
			return r, nil
		case "*":
			if x != 0 && y != 0 {
				hi, lo := bits.Mul64(uint64(absI(x)), uint64(absI(y)))
				if hi != 0 || lo > math.MaxInt64 || x == math.MinInt64 || y == math.MinInt64 {
					return in.bigOp(x, op, o)
				}
			}
			return x * y, nil
		case "/", "div":
			if y == 0 {
				return nil, in.raise(cZeroDivError, pos, "divided by 0")
			}
			return floorDiv(x, y), nil
		case "%", "modulo":
			if y == 0 {
				return nil, in.raise(cZeroDivError, pos, "divided by 0")
			}
			return floorMod(x, y), nil
		case "remainder":
			if y == 0 {
				return nil, in.raise(cZeroDivError, pos, "divided by 0")
			}
			return x % y, nil
		case "divmod":
			if y == 0 {
				return nil, in.raise(cZeroDivError, pos, "divided by 0")
			}
			return newArray([]Value{floorDiv(x, y), floorMod(x, y)}), nil
		case "fdiv":
			return float64(x) / float64(y), nil
		case "**", "pow":
			if y < 0 {
				return in.ratPow(new(big.Rat).SetInt64(x), y, pos)
			}
			r := int64(1)
			for i := int64(0); i < y; i++ {
				n := r * x
				if x != 0 && n/x != r {
					return in.bigOp(x, op, o)
				}
				r = n
				if r == 0 || r == 1 && x == 1 {
					break
				}
				if i > 64 && (x == 1 || x == -1) {
					if x == -1 && y%2 == 1 {
						return int64(-1), nil
					}
					return int64(1), nil
				}
			}
			return r, nil
		case "<", ">", "<=", ">=":
			return cmpOp(op, cmp3(x < y, x > y)), nil
		case "<=>":
			return int64(cmp3(x < y, x > y)), nil
		case "==", "===", "equal?", "eql?":
			return x == y, nil
		case "&":
			return x & y, nil
		case "|":
			return x | y, nil
		case "^":
			return x ^ y, nil
		case "<<", ">>":
			if op == ">>" {
				y = -y
			}
			if y >= 0 {
				if y >= 63 || (x != 0 && bits.Len64(uint64(absI(x)))+int(y) > 62) {
					if x == 0 {
						return int64(0), nil
					}
					return in.bigOp(x, op, o)
				}
				return x << uint(y), nil
			}
			if -y >= 64 {
				if x < 0 {
					return int64(-1), nil
				}
				return int64(0), nil
			}
			return x >> uint(-y), nil
		case "coerce":
			return newArray([]Value{y, x}), nil
		}
	case float64:
		switch op {
		case "eql?", "equal?":
			return false, nil
		case "&", "|", "^", "<<", ">>":
			return nil, in.raise(cTypeError, pos, "can't convert Float into Integer for bitwise arithmetic")
		case "div":
			if y == 0 {
				return nil, in.raise(cZeroDivError, pos, "divided by 0")
			}
			return int64(math.Floor(float64(x) / y)), nil
		case "==", "===", "<", ">", "<=", ">=", "<=>":
			if !exactFloat(x) {
				return bigFloatCompare(op, big.NewInt(x), y, true), nil
			}
		}
		return in.floatBinop(float64(x), op, y, pos)
	}
	return in.nonNumericOperand("Integer", x, op, o, pos)
}

// nonNumericOperand is Integer's and Float's answer to an operand that is
// no number: false for the equalities, nil for <=>, ArgumentError for the
// comparisons, TypeError for arithmetic; cls is the receiver's class.
//
// An object that answers coerce is asked first, as Ruby's
// rb_num_coerce_bin/relop/cmp do (Rational is met this way): o.coerce(x)
// gives [a, b] and the operation is a.op(b). For == Ruby asks o == x.
func (in *Interp) nonNumericOperand(cls string, x Value, op string, o Value, pos int) (Value, error) {
	if obj, ok := o.(*Object); ok {
		switch op {
		case "==", "===":
			r, err := in.callMethod(obj, "==", []Value{x}, nil, nil, false)
			return Truthy(r), err
		case "+", "-", "*", "/", "%", "modulo", "**", "pow", "div", "fdiv", "divmod", "quo", "remainder", "<=>", "<", ">", "<=", ">=", "&", "|", "^":
			if in.respondTo(obj, "coerce", false) {
				pair, err := in.callMethod(obj, "coerce", []Value{x}, nil, nil, false)
				if err != nil {
					if op == "<=>" {
						return nil, nil
					}
					return nil, err
				}
				if a, ok := pair.(*Array); ok && len(a.a) == 2 {
					return in.callMethod(a.a[0], op, []Value{a.a[1]}, nil, nil, false)
				}
				if op == "<=>" {
					return nil, nil
				}
				return nil, in.raise(cTypeError, pos, "coerce must return [x, y]")
			}
		}
	}
	switch op {
	case "==", "===", "equal?", "eql?":
		return false, nil
	case "<=>":
		return nil, nil
	case "<", ">", "<=", ">=":
		return nil, in.raise(cArgumentError, pos, "comparison of %s with %s failed", cls, cmpName(in, o))
	}
	return nil, in.raise(cTypeError, pos, "%s can't be coerced into %s", cmpName(in, o), cls)
}

func absI(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

func (in *Interp) floatBinop(x float64, op string, o Value, pos int) (Value, error) {
	var y float64
	switch v := o.(type) {
	case int64:
		if !exactFloat(v) {
			switch op {
			case "==", "===", "<", ">", "<=", ">=", "<=>":
				return bigFloatCompare(op, big.NewInt(v), x, false), nil
			}
		}
		y = float64(v)
	case float64:
		y = v
	case *big.Int:
		switch op {
		case "==", "===", "<", ">", "<=", ">=", "<=>":
			return bigFloatCompare(op, v, x, false), nil
		}
		// arithmetic with the Integer's nearest Float, as Ruby's
		// big2dbl (Infinity past its range)
		y, _ = new(big.Float).SetInt(v).Float64()
	default:
		return in.nonNumericOperand("Float", x, op, o, pos)
	}
	switch op {
	case "+":
		return x + y, nil
	case "-":
		return x - y, nil
	case "*":
		return x * y, nil
	case "/", "fdiv":
		return x / y, nil
	case "%", "modulo":
		return floatMod(x, y), nil
	case "remainder":
		return math.Mod(x, y), nil
	case "divmod":
		if y == 0 {
			return nil, in.raise(cZeroDivError, pos, "divided by 0")
		}
		q := math.Floor(x / y)
		return newArray([]Value{int64(q), floatMod(x, y)}), nil
	case "div":
		if y == 0 {
			return nil, in.raise(cZeroDivError, pos, "divided by 0")
		}
		return int64(math.Floor(x / y)), nil
	case "**", "pow":
		if c, ok := in.floatPowComplex(x, y); ok {
			return c, nil
		}
		return math.Pow(x, y), nil
	case "<", ">", "<=", ">=":
		if math.IsNaN(x) || math.IsNaN(y) {
			return false, nil
		}
		return cmpOp(op, cmp3(x < y, x > y)), nil
	case "<=>":
		if math.IsNaN(x) || math.IsNaN(y) {
			return nil, nil
		}
		return int64(cmp3(x < y, x > y)), nil
	case "==", "===":
		return x == y, nil
	case "eql?", "equal?":
		_, isF := o.(float64)
		return isF && x == y, nil
	case "coerce":
		return newArray([]Value{y, x}), nil
	}
	return nil, in.noMethodError(x, op, false, false, nil)
}

// roundingMode takes round's half: keyword (a trailing Hash) off args:
// "up" (also for nil), "even" or "down", as Ruby's rb_num_get_rounding_option.
func (in *Interp) roundingMode(args []Value) (string, []Value, error) {
	if len(args) == 0 {
		return "up", args, nil
	}
	h, ok := args[len(args)-1].(*Hash)
	if !ok {
		return "up", args, nil
	}
	args = args[:len(args)-1]
	mode := "up"
	for i, k := range h.keys {
		if k != Symbol("half") {
			return "", nil, in.raise(cArgumentError, 0, "unknown keyword: %s", in.inspect(k))
		}
		switch v := h.vals[i].(type) {
		case nil:
		case Symbol, *String:
			m, _ := symOrStr(v)
			if m != "up" && m != "even" && m != "down" {
				return "", nil, in.raise(cArgumentError, 0, "invalid rounding mode: %s", m)
			}
			mode = m
		default:
			return "", nil, in.raise(cArgumentError, 0, "invalid rounding mode: %s", in.inspect(v))
		}
	}
	return mode, args, nil
}

// roundHalf rounds f to an integer, a half away from zero (up), to
// even, or toward zero (down).
func roundHalf(f float64, mode string) float64 {
	switch mode {
	case "even":
		return math.RoundToEven(f)
	case "down":
		if t := math.Trunc(f); math.Abs(f-t) == 0.5 {
			return t
		}
	}
	return roundHalfUp(f)
}

func roundHalfUp(f float64) float64 {
	if f < 0 {
		return -math.Floor(-f + 0.5)
	}
	return math.Floor(f + 0.5)
}

func (in *Interp) floatMethod(x float64, name string, args []Value, blk *Proc, pos int) (Value, bool, error) {
	switch name {
	case "+", "-", "*", "/", "%", "modulo", "**", "pow", "fdiv", "divmod", "div", "<", ">", "<=", ">=", "<=>", "==", "===", "eql?", "equal?", "coerce", "remainder":
		// counted here for pow: Ruby's Float has none, so arity_gen.go
		// does not count it
		if err := in.argc(args, 1, 1, pos); err != nil {
			return nil, true, err
		}
		v, err := in.floatBinop(x, name, args[0], pos)
		return v, true, err
	case "-@":
		return -x, true, nil
	case "+@":
		return x, true, nil
	case "step":
		limit, step, err := in.stepArgs(args, pos)
		if err != nil {
			return nil, true, err
		}
		v, err := in.numStep(x, x, limit, step, false, blk, pos)
		return v, true, err
	case "to_s", "inspect":
		return str(values.FormatFloat(x)), true, nil
	case "to_f":
		return x, true, nil
	case "to_r":
		r, err := in.ratFromFloat(x, pos)
		if err != nil {
			return nil, true, err
		}
		return in.newRational(r), true, nil
	case "rationalize":
		if len(args) == 0 {
			v, err := in.floatRationalize(x, pos)
			return v, true, err
		}
		r, err := in.ratFromFloat(x, pos)
		if err != nil {
			return nil, true, err
		}
		v, err := in.rationalize(r, args[0])
		return v, true, err
	case "quo":
		v, err := in.floatBinop(x, "/", args[0], pos)
		return v, true, err
	case "to_i", "to_int", "truncate", "floor", "ceil", "round":
		half := "up"
		if name == "round" {
			var err error
			if half, args, err = in.roundingMode(args); err != nil {
				return nil, true, err
			}
		}
		digits := int64(0)
		if len(args) >= 1 {
			if _, isHash := args[0].(*Hash); !isHash {
				d, err := in.intArg(args[0], pos)
				if err != nil {
					return nil, true, err
				}
				digits = d
			}
		}
		if math.IsNaN(x) || math.IsInf(x, 0) {
			if digits > 0 {
				return x, true, nil
			}
			return nil, true, in.raise(cFloatDomainError, pos, "%s", values.FormatFloat(x))
		}
		f := func(v float64) float64 {
			switch name {
			case "floor":
				return math.Floor(v)
			case "ceil":
				return math.Ceil(v)
			case "round":
				return roundHalf(v, half)
			}
			return math.Trunc(v)
		}
		if digits > 0 && name != "to_i" && name != "to_int" {
			if name == "round" {
				return floatRoundDigits(x, digits, half), true, nil
			}
			p := math.Pow(10, float64(digits))
			return f(x*p) / p, true, nil
		}
		if digits < 0 && name != "to_i" && name != "to_int" {
			// an Integer rounded to a power of ten
			p := math.Pow(10, float64(-digits))
			r := f(x/p) * p
			if math.IsInf(p, 0) {
				r = 0
			}
			return floatToInt(r), true, nil
		}
		r := f(x)
		if math.IsNaN(r) || math.IsInf(r, 0) {
			return nil, true, in.raise(cFloatDomainError, pos, "%s", formatFloat(r))
		}
		return floatToInt(r), true, nil
	case "abs", "magnitude":
		return math.Abs(x), true, nil
	case "nan?":
		return math.IsNaN(x), true, nil
	case "infinite?":
		if math.IsInf(x, 1) {
			return int64(1), true, nil
		}
		if math.IsInf(x, -1) {
			return int64(-1), true, nil
		}
		return nil, true, nil
	case "finite?":
		return !math.IsInf(x, 0) && !math.IsNaN(x), true, nil
	case "zero?":
		return x == 0, true, nil
	case "positive?":
		return x > 0, true, nil
	case "negative?":
		return x < 0, true, nil
	case "integer?":
		return false, true, nil
	case "nonzero?":
		if x == 0 {
			return nil, true, nil
		}
		return x, true, nil
	case "hash":
		return int64(math.Float64bits(x) >> 1), true, nil
	case "dup", "clone":
		if kw, ok := lastHash(args); ok && name == "clone" {
			v, err := in.cloneKw(x, kw)
			return v, true, err
		}
		return x, true, nil
	}
	return nil, false, nil
}

// floatRoundDigits is Ruby 3.1's Float#round(nd) for nd > 0 (flo_round):
// x itself when nd reaches past the double's 17 significant digits, 0
// when it cannot reach x's first digit, an exact rational rounding past 14
// digits (10**nd is not exact there), else x*10**nd rounded by the mode's
// rule, which corrects the product's own rounding (1.005.round(2) is 1.01:
// 1.005 * 100 is 100.49999999999999, but 100.5 / 100 is 1.005 again).
func floatRoundDigits(x float64, nd int64, mode string) float64 {
	if x == 0 || math.IsNaN(x) || math.IsInf(x, 0) {
		return x
	}
	_, binexp := math.Frexp(x)
	const floatDig = 17 // DBL_DIG + 2
	over := int64(binexp/3 - 1)
	under := int64(binexp / 4)
	if binexp > 0 {
		over, under = int64(binexp/4), int64(binexp/3+1)
	}
	if nd >= floatDig-over {
		return x
	}
	if nd < -under {
		return 0
	}
	if nd > 14 {
		return floatRoundRational(x, nd, mode)
	}
	s := math.Pow(10, float64(nd))
	switch mode {
	case "even":
		return roundHalfEvenScaled(x, s) / s
	case "down":
		f := math.Round(x * s)
		if x > 0 && (f-0.5)/s >= x {
			f--
		} else if x < 0 && (f+0.5)/s <= x {
			f++
		}
		return f / s
	}
	f := math.Round(x * s)
	if x > 0 && (f+0.5)/s <= x {
		f++
	} else if x < 0 && (f-0.5)/s >= x {
		f--
	}
	return f / s
}

// roundHalfEvenScaled is x*s rounded half to even, as Ruby 3.1's
// round_half_even (a product that lost its half is taken back by the
// same check as half up's).
func roundHalfEvenScaled(x, s float64) float64 {
	xs := x * s
	switch {
	case x > 0:
		f := math.Floor(xs)
		d := xs - f
		switch {
		case d > 0.5:
			d = 1
		case d == 0.5 || (f+0.5)/s <= x:
			d = math.Mod(f, 2)
		default:
			d = 0
		}
		return f + d
	case x < 0:
		f := math.Ceil(xs)
		d := f - xs
		switch {
		case d > 0.5:
			d = 1
		case d == 0.5 || (f-0.5)/s >= x:
			d = math.Mod(-f, 2)
		default:
			d = 0
		}
		return f - d
	}
	return x
}

// floatRoundRational rounds x's exact value at nd decimals by the mode
// and returns the nearest Float (Ruby's rb_flo_round_by_rational).
func floatRoundRational(x float64, nd int64, mode string) float64 {
	r := new(big.Rat).SetFloat64(x)
	p := new(big.Int).Exp(big.NewInt(10), big.NewInt(nd), nil)
	r.Mul(r, new(big.Rat).SetInt(p))
	q, m := new(big.Int).QuoRem(r.Num(), r.Denom(), new(big.Int))
	// compare twice the remainder with the denominator: above, below or
	// at half
	twice := new(big.Int).Lsh(new(big.Int).Abs(m), 1)
	c := twice.Cmp(r.Denom())
	away := c > 0 || c == 0 && (mode == "up" || mode == "even" && q.Bit(0) == 1)
	if away {
		if r.Sign() < 0 {
			q.Sub(q, big.NewInt(1))
		} else {
			q.Add(q, big.NewInt(1))
		}
	}
	f, _ := new(big.Rat).SetFrac(q, p).Float64()
	return f
}

func (in *Interp) nilMethod(name string, args []Value, pos int) (Value, bool, error) {
	switch name {
	case "to_s":
		// frozen, as Ruby 3's nil.to_s
		return &String{frozen: true}, true, nil
	case "to_a":
		return newArray(nil), true, nil
	case "to_h":
		return NewHash(), true, nil
	case "to_i":
		return int64(0), true, nil
	case "to_f":
		return 0.0, true, nil
	case "to_r":
		return in.newRational(new(big.Rat)), true, nil
	case "inspect":
		return str("nil"), true, nil
	case "&":
		return false, true, nil
	case "|", "^":
		if len(args) == 1 {
			return Truthy(args[0]), true, nil
		}
	case "==":
		if len(args) == 1 {
			return args[0] == nil, true, nil
		}
	}
	return nil, false, nil
}

func (in *Interp) boolMethod(b bool, name string, args []Value, pos int) (Value, bool, error) {
	switch name {
	case "to_s", "inspect":
		// frozen, as Ruby 3's true.to_s
		return &String{s: strconv.FormatBool(b), frozen: true}, true, nil
	case "&":
		if len(args) == 1 {
			return b && Truthy(args[0]), true, nil
		}
	case "|":
		if len(args) == 1 {
			return b || Truthy(args[0]), true, nil
		}
	case "^":
		if len(args) == 1 {
			return b != Truthy(args[0]), true, nil
		}
	}
	return nil, false, nil
}

func (in *Interp) symMethod(s Symbol, name string, args []Value, blk *Proc, pos int) (Value, bool, error) {
	switch name {
	case "to_s", "id2name", "name":
		return str(string(s)), true, nil
	case "to_sym", "intern":
		return s, true, nil
	case "inspect":
		return str(symInspect(string(s))), true, nil
	case "to_proc":
		p, err := in.toProc(s)
		return p, true, err
	case "length", "size":
		return int64(charLen(string(s))), true, nil
	case "upcase", "downcase", "capitalize", "swapcase", "succ", "next":
		v, err := in.strTransform(string(s), name, args, pos)
		return Symbol(v), true, err
	case "<=>":
		if o, ok := args[0].(Symbol); ok {
			return int64(strings.Compare(string(s), string(o))), true, nil
		}
		return nil, true, nil
	case "<", ">", "<=", ">=":
		if len(args) == 1 {
			if o, ok := args[0].(Symbol); ok {
				return cmpOp(name, strings.Compare(string(s), string(o))), true, nil
			}
			return nil, true, in.raise(cArgumentError, pos, "comparison of Symbol with %s failed", cmpName(in, args[0]))
		}
	case "[]", "start_with?", "end_with?", "empty?", "=~", "match", "match?", "encoding":
		return in.strMethod(str(string(s)), name, args, blk, pos)
	}
	return nil, false, nil
}

func (in *Interp) regexpMethod(r *Regexp, name string, args []Value, blk *Proc, pos int) (Value, bool, error) {
	switch name {
	case "source":
		return str(r.Source), true, nil
	case "to_s":
		return str(r.toS()), true, nil
	case "inspect":
		return str(r.inspect()), true, nil
	case "options":
		var o int64
		if strings.Contains(regexpFlags(r.Options), "i") {
			o |= 1
		}
		if strings.Contains(regexpFlags(r.Options), "x") {
			o |= 2
		}
		if strings.Contains(regexpFlags(r.Options), "m") {
			o |= 4
		}
		return o, true, nil
	case "casefold?":
		return strings.Contains(regexpFlags(r.Options), "i"), true, nil
	case "match", "match?", "=~", "===":
		var s string
		switch x := args[0].(type) {
		case nil:
			if name != "===" && name != "match?" {
				in.setLastMatch(nil)
			}
			if name == "===" || name == "match?" {
				return false, true, nil
			}
			return nil, true, nil
		case *String:
			s = x.s
		case Symbol:
			s = string(x)
		default:
			if name == "===" {
				return false, true, nil
			}
			return nil, true, in.raise(cTypeError, pos, "no implicit conversion of %s into String", in.typeName(args[0]))
		}
		from := 0
		if len(args) == 2 {
			n, err := in.intArg(args[1], pos)
			if err != nil {
				return nil, true, err
			}
			if n < 0 {
				n += int64(charLen(s))
			}
			if n < 0 || n > int64(charLen(s)) {
				if name == "match?" {
					return false, true, nil
				}
				in.setLastMatch(nil)
				return nil, true, nil
			}
			from = charToByte(s, int(n))
		}
		m, err := in.regexMatch(r, s, from, pos)
		if err != nil {
			return nil, true, err
		}
		switch name {
		case "match?":
			return m != nil, true, nil
		case "===":
			in.setLastMatch(valueOrNil(m))
			return m != nil, true, nil
		case "=~":
			in.setLastMatch(valueOrNil(m))
			if m == nil {
				return nil, true, nil
			}
			return int64(byteToRune(s, m.foundAt())), true, nil
		}
		in.setLastMatch(valueOrNil(m))
		if m != nil && blk != nil {
			v, err := in.yield1(blk, m)
			return v, true, err
		}
		return valueOrNil(m), true, nil
	case "names":
		var out []Value
		for _, n := range r.re.Engine().GetGroupNames() {
			if _, err := strconv.Atoi(n); err != nil {
				out = append(out, str(n))
			}
		}
		return newArray(out), true, nil
	case "==", "eql?":
		v, err := in.equal(r, args[0])
		return v, true, err
	case "freeze":
		// Only a thawed Regexp is written: a literal is frozen already and
		// shared by every compile of the environment (a write, even of the
		// same value, is a data race).
		if r.thawed {
			r.thawed = false
		}
		return r, true, nil
	case "hash":
		return int64(len(r.Source)), true, nil
	}
	return nil, false, nil
}

func (in *Interp) matchMethod(m *MatchData, name string, args []Value, pos int) (Value, bool, error) {
	switch name {
	case "[]":
		all := make([]Value, len(m.starts))
		for i := range all {
			all[i] = m.group(i)
		}
		switch x := args[0].(type) {
		case int64:
			if len(args) == 1 {
				if x < 0 {
					x += int64(len(all))
				}
				if x < 0 || x >= int64(len(all)) {
					return nil, true, nil
				}
				return all[x], true, nil
			}
		case *String, Symbol:
			v, ok := m.named(in.symStr(x))
			if !ok {
				return nil, true, in.raise(cIndexError, pos, "undefined group name reference: %s", in.symStr(x))
			}
			return v, true, nil
		}
		v, err := in.arrayIndex(newArray(all), args, pos)
		return v, true, err
	case "captures":
		out := make([]Value, 0, len(m.starts))
		for i := 1; i < len(m.starts); i++ {
			out = append(out, m.group(i))
		}
		return newArray(out), true, nil
	case "to_a":
		out := make([]Value, len(m.starts))
		for i := range out {
			out[i] = m.group(i)
		}
		return newArray(out), true, nil
	case "named_captures":
		h := NewHash()
		for i, n := range m.names {
			if i > 0 && n != "" {
				if _, err := strconv.Atoi(n); err != nil {
					h.put(str(n), m.group(i))
				}
			}
		}
		return h, true, nil
	case "names":
		var out []Value
		for i, n := range m.names {
			if i > 0 && n != "" {
				if _, err := strconv.Atoi(n); err != nil {
					out = append(out, str(n))
				}
			}
		}
		return newArray(out), true, nil
	case "pre_match":
		return str(m.str[:m.starts[0]]), true, nil
	case "post_match":
		return str(m.str[m.ends[0]:]), true, nil
	case "to_s":
		return m.group(0), true, nil
	case "string":
		return str(m.str), true, nil
	case "begin", "end", "offset":
		var i int64
		var err error
		switch g := args[0].(type) {
		case Symbol, *String:
			// a group name: the last group of that name that took part
			// (Onigmo's name_to_backref_number)
			name := in.symStr(g)
			if i = int64(m.nameIndex(name)); i < 0 {
				return nil, true, in.raise(cIndexError, pos, "undefined group name reference: %s", name)
			}
		default:
			if i, err = in.intArg(args[0], pos); err != nil {
				return nil, true, err
			}
		}
		if i < 0 || i >= int64(len(m.starts)) {
			return nil, true, in.raise(cIndexError, pos, "index %d out of matches", i)
		}
		if m.starts[i] < 0 {
			if name == "offset" {
				return newArray([]Value{nil, nil}), true, nil
			}
			return nil, true, nil
		}
		b, e := int64(byteToRune(m.str, m.starts[i])), int64(byteToRune(m.str, m.ends[i]))
		switch name {
		case "begin":
			return b, true, nil
		case "end":
			return e, true, nil
		}
		return newArray([]Value{b, e}), true, nil
	case "size", "length":
		return int64(len(m.starts)), true, nil
	case "values_at":
		v, err := in.matchValuesAt(m, args, pos)
		return v, true, err
	case "regexp":
		return m.re, true, nil
	case "inspect":
		return str(in.inspect(m)), true, nil
	}
	return nil, false, nil
}

// intBits is Integer#anybits?, #allbits? and #nobits? (Ruby 2.5+) on
// two's complement values of any size.
func (in *Interp) intBits(x *big.Int, name string, args []Value, pos int) (Value, error) {
	if err := in.argc(args, 1, 1, pos); err != nil {
		return nil, err
	}
	var mask *big.Int
	switch m := args[0].(type) {
	case int64:
		mask = big.NewInt(m)
	case *big.Int:
		mask = m
	default:
		return nil, in.raise(cTypeError, pos, "no implicit conversion of %s into Integer", in.typeName(args[0]))
	}
	and := new(big.Int).And(x, mask)
	switch name {
	case "anybits?":
		return and.Sign() != 0, nil
	case "allbits?":
		return and.Cmp(mask) == 0, nil
	}
	return and.Sign() == 0, nil
}

// intPowMod is Integer#pow(b, m): x**b modulo m, the result with m's sign
// as Ruby's %, without computing x**b.
func (in *Interp) intPowMod(x *big.Int, b, m Value, pos int) (Value, error) {
	toBig := func(v Value) (*big.Int, bool) {
		switch n := v.(type) {
		case int64:
			return big.NewInt(n), true
		case *big.Int:
			return n, true
		}
		return nil, false
	}
	e, ok := toBig(b)
	if !ok {
		return nil, in.raise(cTypeError, pos, "Integer#pow() 2nd argument not allowed unless a 1st argument is integer")
	}
	mod, ok := toBig(m)
	if !ok {
		return nil, in.raise(cTypeError, pos, "Integer#pow() 2nd argument not allowed unless all arguments are integers")
	}
	if e.Sign() < 0 {
		return nil, in.raise(cRangeError, pos, "Integer#pow() 1st argument cannot be negative when 2nd argument specified")
	}
	if mod.Sign() == 0 {
		return nil, in.raise(cZeroDivError, pos, "divided by 0")
	}
	abs := new(big.Int).Abs(mod)
	r := new(big.Int).Exp(x, e, abs) // in [0, |m|) for a positive modulus (Go's Exp with x < 0 too)
	if r.Sign() < 0 {
		r.Add(r, abs)
	}
	if mod.Sign() < 0 && r.Sign() != 0 {
		r.Add(r, mod) // Ruby's modulo takes the divisor's sign
	}
	return normInt(r), nil
}
