package ruby

import (
	"math"
	"math/big"
	"strings"
)

// Rational is Ruby's exact fraction (rational.c): an Object of class
// Rational whose Data is a *big.Rat, always in lowest terms with a
// positive denominator. Arithmetic with an Integer stays Rational (even
// when the denominator is 1, as Ruby's), with a Float gives a Float.
// Integer and Float meet it through Ruby's coerce protocol
// (coerceOperand), so a user class with coerce works the same way.
var bRational = defBuiltin("Rational", "Numeric", false)

func init() {
	bRational.sundef("new")
	defineRational()
}

// ratOf is v as an exact fraction: Integers and Rationals.
func ratOf(v Value) (*big.Rat, bool) {
	switch x := v.(type) {
	case int64:
		return new(big.Rat).SetInt64(x), true
	case *big.Int:
		return new(big.Rat).SetInt(x), true
	case *Object:
		if r, ok := x.Data.(*big.Rat); ok {
			return r, true
		}
	}
	return nil, false
}

// isRational reports whether v is a Rational.
func isRational(v Value) bool {
	o, ok := v.(*Object)
	if !ok {
		return false
	}
	_, ok = o.Data.(*big.Rat)
	return ok
}

func (in *Interp) newRational(r *big.Rat) Value {
	return &Object{class: in.named["Rational"], Data: r, frozen: true}
}

// ratFloat is r as the nearest Float.
func ratFloat(r *big.Rat) float64 {
	f, _ := r.Float64()
	return f
}

// ratToS is Rational#to_s: "1/3", "-1/2", "3/1".
func ratToS(r *big.Rat) string {
	return r.Num().String() + "/" + r.Denom().String()
}

// ratFromFloat is Float#to_r: the Float's exact value.
func (in *Interp) ratFromFloat(f float64, pos int) (*big.Rat, error) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return nil, in.raise("FloatDomainError", pos, "%s", formatFloat(f))
	}
	return new(big.Rat).SetFloat64(f), nil
}

// ratParse reads a Rational from text as String#to_r (strict false: the
// longest valid prefix, else 0) and Kernel#Rational (strict: the whole
// text, spaces around allowed, or nothing): [sign] digits [. digits]
// [e [sign] digits] [/ digits], underscores between digits. A zero
// denominator gives nil and true: Ruby's ZeroDivisionError.
func ratParse(s string, strict bool) (*big.Rat, bool) {
	t := strings.TrimLeft(s, " \t\n\v\f\r")
	i := 0
	digits := func() string {
		start := i
		for i < len(t) && (t[i] >= '0' && t[i] <= '9' || t[i] == '_' && i > start && i+1 < len(t) && t[i+1] >= '0' && t[i+1] <= '9') {
			i++
		}
		return strings.ReplaceAll(t[start:i], "_", "")
	}
	neg := false
	if i < len(t) && (t[i] == '+' || t[i] == '-') {
		neg = t[i] == '-'
		i++
	}
	whole := digits()
	frac := ""
	if i+1 < len(t) && t[i] == '.' && t[i+1] >= '0' && t[i+1] <= '9' && whole != "" {
		i++
		frac = digits()
	}
	if whole == "" {
		return new(big.Rat), !strict
	}
	num, _ := new(big.Int).SetString(whole+frac, 10)
	r := new(big.Rat).SetFrac(num, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(len(frac))), nil))
	if i < len(t) && (t[i] == 'e' || t[i] == 'E') {
		j := i
		i++
		eneg := false
		if i < len(t) && (t[i] == '+' || t[i] == '-') {
			eneg = t[i] == '-'
			i++
		}
		if e := digits(); e != "" && len(e) < 6 {
			n := int64(0)
			for _, c := range e {
				n = n*10 + int64(c-'0')
			}
			p := new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(n), nil))
			if eneg {
				r.Quo(r, p)
			} else {
				r.Mul(r, p)
			}
		} else {
			i = j
		}
	}
	if i+1 < len(t) && t[i] == '/' && t[i+1] >= '0' && t[i+1] <= '9' {
		i++
		d, _ := new(big.Int).SetString(digits(), 10)
		if d.Sign() == 0 {
			return nil, true // Ruby divides: ZeroDivisionError
		}
		r.Quo(r, new(big.Rat).SetInt(d))
	}
	if neg {
		r.Neg(r)
	}
	if strict && strings.TrimRight(t[i:], " \t\n\v\f\r") != "" {
		return nil, false
	}
	return r, true
}

// kernelRational is Kernel#Rational(x, y = 1, exception: true).
func (in *Interp) kernelRational(args []Value, pos int) (Value, error) {
	exc := true
	if n := len(args); n > 1 {
		if h, ok := args[n-1].(*Hash); ok {
			if v, ok := h.get(Symbol("exception")); ok {
				exc = Truthy(v)
			}
			args = args[:n-1]
		}
	}
	if len(args) < 1 || len(args) > 2 {
		return nil, in.argcError(len(args), 1, 2)
	}
	conv := func(v Value) (*big.Rat, error) {
		switch x := v.(type) {
		case nil:
			return nil, in.raise(cTypeError, pos, "can't convert nil into Rational")
		case float64:
			return in.ratFromFloat(x, pos)
		case *String:
			if r, ok := ratParse(x.s, true); ok {
				if r == nil {
					return nil, in.raise(cZeroDivError, pos, "divided by 0")
				}
				return r, nil
			}
			return nil, in.raise(cArgumentError, pos, "invalid value for convert(): %s", strInspect(x.s, x.enc))
		}
		if r, ok := ratOf(v); ok {
			return r, nil
		}
		return nil, in.raise(cTypeError, pos, "can't convert %s into Rational", in.className(v))
	}
	a, err := conv(args[0])
	if err == nil && len(args) == 2 {
		var b *big.Rat
		if b, err = conv(args[1]); err == nil {
			if b.Sign() == 0 {
				err = in.raise(cZeroDivError, pos, "divided by 0")
			} else {
				a = new(big.Rat).Quo(a, b)
			}
		}
	}
	if err != nil {
		if !exc {
			return nil, nil
		}
		return nil, err
	}
	return in.newRational(a), nil
}

// ratRound rounds r to an Integer by mode: "floor", "ceil", "truncate",
// or round's half rule ("up": away from zero, "even", "down").
func ratRound(r *big.Rat, mode string) *big.Int {
	num, den := r.Num(), r.Denom()
	q, m := new(big.Int).DivMod(num, den, new(big.Int)) // floor division: 0 <= m < den
	switch mode {
	case "floor":
		return q
	case "ceil":
		if m.Sign() != 0 {
			q.Add(q, big.NewInt(1))
		}
		return q
	case "truncate":
		if m.Sign() != 0 && num.Sign() < 0 {
			q.Add(q, big.NewInt(1))
		}
		return q
	}
	c := new(big.Int).Lsh(m, 1).Cmp(den) // 2m against den: the fraction against one half
	switch {
	case c > 0:
		q.Add(q, big.NewInt(1))
	case c == 0:
		up := false
		switch mode {
		case "even":
			up = q.Bit(0) == 1
		case "down":
			up = num.Sign() < 0
		default:
			up = num.Sign() > 0
		}
		if up {
			q.Add(q, big.NewInt(1))
		}
	}
	return q
}

// ratRoundDigits is Rational#round/floor/ceil/truncate(ndigits): an
// Integer for ndigits <= 0, else a Rational.
func (in *Interp) ratRoundDigits(r *big.Rat, mode string, digits int64) Value {
	if digits > 1000 {
		digits = 1000
	}
	if digits < -1000 {
		digits = -1000
	}
	scale := new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(absI(digits)), nil))
	if digits >= 0 {
		q := ratRound(new(big.Rat).Mul(r, scale), mode)
		v := new(big.Rat).Quo(new(big.Rat).SetInt(q), scale)
		if digits == 0 {
			return normInt(q)
		}
		return in.newRational(v)
	}
	q := ratRound(new(big.Rat).Quo(r, scale), mode)
	return normInt(q.Mul(q, scale.Num()))
}

// ratPow is Rational ** Integer (exact), bounded as Integer#**.
func (in *Interp) ratPow(r *big.Rat, n int64, pos int) (Value, error) {
	if n < 0 && r.Sign() == 0 {
		return nil, in.raise(cZeroDivError, pos, "divided by 0")
	}
	e := absI(n)
	bits := r.Num().BitLen() + r.Denom().BitLen()
	if e > 1<<20 || int64(bits)*e > 1<<24 {
		return nil, in.limitErr(pos)
	}
	num := new(big.Int).Exp(r.Num(), big.NewInt(e), nil)
	den := new(big.Int).Exp(r.Denom(), big.NewInt(e), nil)
	if n < 0 {
		num, den = den, num
	}
	return in.newRational(new(big.Rat).SetFrac(num, den)), nil
}

// ratBinop is a Rational operation with another number.
func (in *Interp) ratBinop(x *big.Rat, self Value, op string, o Value, pos int) (Value, error) {
	if op == "eql?" {
		y, ok := o.(*Object)
		return ok && isRational(y) && x.Cmp(y.Data.(*big.Rat)) == 0, nil
	}
	if f, ok := o.(float64); ok {
		if op == "**" || op == "pow" {
			return in.floatBinop(ratFloat(x), "**", f, pos)
		}
		return in.floatBinop(ratFloat(x), op, f, pos)
	}
	y, ok := ratOf(o)
	if !ok {
		return in.nonNumericOperand("Rational", self, op, o, pos)
	}
	switch op {
	case "+":
		return in.newRational(new(big.Rat).Add(x, y)), nil
	case "-":
		return in.newRational(new(big.Rat).Sub(x, y)), nil
	case "*":
		return in.newRational(new(big.Rat).Mul(x, y)), nil
	case "/", "quo":
		if y.Sign() == 0 {
			return nil, in.raise(cZeroDivError, pos, "divided by 0")
		}
		return in.newRational(new(big.Rat).Quo(x, y)), nil
	case "fdiv":
		return ratFloat(x) / ratFloat(y), nil
	case "div", "%", "modulo", "divmod":
		if y.Sign() == 0 {
			return nil, in.raise(cZeroDivError, pos, "divided by 0")
		}
		q := ratRound(new(big.Rat).Quo(x, y), "floor")
		if op == "div" {
			return normInt(q), nil
		}
		m := in.newRational(new(big.Rat).Sub(x, new(big.Rat).Mul(y, new(big.Rat).SetInt(q))))
		if op == "divmod" {
			return newArray([]Value{normInt(q), m}), nil
		}
		return m, nil
	case "**", "pow":
		if y.IsInt() {
			if !y.Num().IsInt64() {
				return nil, in.limitErr(pos)
			}
			return in.ratPow(x, y.Num().Int64(), pos)
		}
		return in.floatBinop(ratFloat(x), "**", ratFloat(y), pos)
	case "<=>":
		return int64(x.Cmp(y)), nil
	case "<", ">", "<=", ">=":
		return cmpOp(op, x.Cmp(y)), nil
	case "==", "===":
		return x.Cmp(y) == 0, nil
	case "coerce":
		return newArray([]Value{in.newRational(y), self}), nil
	}
	return nil, in.noMethodError(self, op, false, false, nil)
}

func defineRational() {
	self := func(c *Call) *big.Rat {
		r, _ := ratOf(c.Self)
		if r == nil {
			return new(big.Rat)
		}
		return r
	}
	for _, op := range []string{"+", "-", "*", "/", "quo", "fdiv", "div", "%", "modulo", "divmod", "**", "pow", "<=>", "<", ">", "<=", ">=", "==", "===", "eql?"} {
		op := op
		bRational.def(op, 1, 1, func(c *Call) (Value, error) {
			return c.In.ratBinop(self(c), c.Self, op, c.Args[0], 0)
		})
	}
	bRational.def("coerce", 1, 1, func(c *Call) (Value, error) {
		switch y := c.Args[0].(type) {
		case float64:
			return newArray([]Value{y, ratFloat(self(c))}), nil
		}
		if r, ok := ratOf(c.Args[0]); ok {
			return newArray([]Value{c.In.newRational(r), c.Self}), nil
		}
		return nil, c.In.raise(cTypeError, 0, "%s can't be coerced into Rational", c.In.className(c.Args[0]))
	})
	bRational.def("numerator", 0, 0, func(c *Call) (Value, error) { return normInt(new(big.Int).Set(self(c).Num())), nil })
	bRational.def("denominator", 0, 0, func(c *Call) (Value, error) { return normInt(new(big.Int).Set(self(c).Denom())), nil })
	bRational.def("-@", 0, 0, func(c *Call) (Value, error) { return c.In.newRational(new(big.Rat).Neg(self(c))), nil })
	bRational.def("+@", 0, 0, func(c *Call) (Value, error) { return c.Self, nil })
	bRational.def("abs", 0, 0, func(c *Call) (Value, error) { return c.In.newRational(new(big.Rat).Abs(self(c))), nil })
	bRational.alias("magnitude", "abs")
	bRational.def("zero?", 0, 0, func(c *Call) (Value, error) { return self(c).Sign() == 0, nil })
	bRational.def("positive?", 0, 0, func(c *Call) (Value, error) { return self(c).Sign() > 0, nil })
	bRational.def("negative?", 0, 0, func(c *Call) (Value, error) { return self(c).Sign() < 0, nil })
	bRational.def("nonzero?", 0, 0, func(c *Call) (Value, error) {
		if self(c).Sign() == 0 {
			return nil, nil
		}
		return c.Self, nil
	})
	bRational.def("integer?", 0, 0, func(c *Call) (Value, error) { return false, nil })
	bRational.def("finite?", 0, 0, func(c *Call) (Value, error) { return true, nil })
	bRational.def("infinite?", 0, 0, func(c *Call) (Value, error) { return nil, nil })
	bRational.def("to_f", 0, 0, func(c *Call) (Value, error) { return ratFloat(self(c)), nil })
	bRational.def("to_r", 0, 0, func(c *Call) (Value, error) { return c.Self, nil })
	bRational.def("rationalize", 0, 1, func(c *Call) (Value, error) {
		if len(c.Args) == 0 {
			return c.Self, nil
		}
		return c.In.rationalize(self(c), c.Args[0])
	})
	bRational.def("to_s", 0, 0, func(c *Call) (Value, error) { return NewString(ratToS(self(c))), nil })
	bRational.def("inspect", 0, 0, func(c *Call) (Value, error) { return NewString("(" + ratToS(self(c)) + ")"), nil })
	bRational.def("hash", 0, 0, func(c *Call) (Value, error) {
		h := int64(0)
		for _, w := range self(c).Num().Bits() {
			h = h*31 + int64(w)
		}
		for _, w := range self(c).Denom().Bits() {
			h = h*37 + int64(w)
		}
		return h, nil
	})
	for _, mode := range []string{"floor", "ceil", "truncate", "round"} {
		mode := mode
		max := 1
		if mode == "round" {
			max = 2 // round(ndigits, half: mode): the keywords as a trailing Hash
		}
		bRational.def(mode, 0, max, func(c *Call) (Value, error) {
			m := mode
			args := c.Args
			if mode == "round" {
				var err error
				if m, args, err = c.In.roundingMode(args); err != nil {
					return nil, err
				}
			}
			digits := int64(0)
			if len(args) > 0 {
				var err error
				if digits, err = c.In.intArg(args[0], 0); err != nil {
					return nil, err
				}
			}
			return c.In.ratRoundDigits(self(c), m, digits), nil
		})
	}
	bRational.alias("to_i", "truncate")
}

// rationalize is Rational#rationalize(eps) and Float#rationalize(eps):
// the simplest rational within |eps| of r, worked on |r| and given r's
// sign, as rational.c's nurat_rationalize.
func (in *Interp) rationalize(r *big.Rat, eps Value) (Value, error) {
	var e *big.Rat
	if f, ok := eps.(float64); ok {
		var err error
		if e, err = in.ratFromFloat(f, 0); err != nil {
			return nil, err
		}
	} else if x, ok := ratOf(eps); ok {
		e = x
	} else {
		return nil, in.raise(cTypeError, 0, "%s can't be coerced into Rational", in.className(eps))
	}
	e = new(big.Rat).Abs(e)
	abs := new(big.Rat).Abs(r)
	a := new(big.Rat).Sub(abs, e)
	b := new(big.Rat).Add(abs, e)
	if a.Cmp(b) == 0 {
		return in.newRational(new(big.Rat).Set(r)), nil
	}
	return in.newRational(withSign(simplestBetween(a, b), r.Sign() < 0)), nil
}

func withSign(r *big.Rat, neg bool) *big.Rat {
	if neg {
		return r.Neg(r)
	}
	return r
}

// simplestBetween is rational.c's nurat_rationalize_internal: the
// fraction with the smallest denominator in [a, b), from the continued
// fractions of both ends.
func simplestBetween(a, b *big.Rat) *big.Rat {
	one := big.NewInt(1)
	p0, p1 := big.NewInt(0), big.NewInt(1)
	q0, q1 := big.NewInt(1), big.NewInt(0)
	x, y := new(big.Rat).Set(a), new(big.Rat).Set(b)
	var c *big.Int
	// each round takes the integer part of both ends: as many rounds as
	// their continued fractions share terms, bounded by their size
	for {
		c = ratRound(x, "ceil")
		if new(big.Rat).SetInt(c).Cmp(y) < 0 {
			break
		}
		k := new(big.Int).Sub(c, one)
		kr := new(big.Rat).SetInt(k)
		p0, p1 = p1, new(big.Int).Add(new(big.Int).Mul(k, p1), p0)
		q0, q1 = q1, new(big.Int).Add(new(big.Int).Mul(k, q1), q0)
		nx := new(big.Rat).Sub(y, kr)
		ny := new(big.Rat).Sub(x, kr)
		x, y = nx.Inv(nx), ny.Inv(ny)
	}
	p := new(big.Int).Add(new(big.Int).Mul(c, p1), p0)
	q := new(big.Int).Add(new(big.Int).Mul(c, q1), q0)
	return new(big.Rat).SetFrac(p, q)
}

// floatRationalize is Float#rationalize without an argument (rational.c's
// rb_flt_rationalize): the simplest rational within half a unit in the
// last place of |f|, given f's sign.
func (in *Interp) floatRationalize(f float64, pos int) (Value, error) {
	r, err := in.ratFromFloat(f, pos)
	if err != nil {
		return nil, err
	}
	_, exp := math.Frexp(f)
	n := exp - 53 // f is m * 2**n with a 53-bit integer m
	if f == 0 || n >= 0 {
		return in.newRational(r), nil
	}
	half := new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Lsh(big.NewInt(1), uint(1-n)))
	abs := new(big.Rat).Abs(r)
	a := new(big.Rat).Sub(abs, half)
	b := new(big.Rat).Add(abs, half)
	return in.newRational(withSign(simplestBetween(a, b), f < 0)), nil
}

// NewRational is a Rational of r (r is kept; the caller does not change
// it after).
func (in *Interp) NewRational(r *big.Rat) Value { return in.newRational(r) }

// RationalOf is v as an exact fraction when it is an Integer or a
// Rational.
func RationalOf(v Value) (*big.Rat, bool) { return ratOf(v) }
