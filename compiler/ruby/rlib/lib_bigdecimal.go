package rlib

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/ruby/rlib/bigdecimal"
)

// BigDecimal (bigdecimal 3.1.1, Ruby 3.1's) over rlib/bigdecimal: an Object
// of class BigDecimal whose Data is a bigdecimal.Dec. Puppet has not loaded
// it: module code requires 'bigdecimal' (and 'bigdecimal/util' for to_d).
func init() {
	register(ruby.Library{Name: "bigdecimal", Setup: setupBigDecimal}, false)
	register(ruby.Library{Name: "bigdecimal/util", Requires: []string{"bigdecimal"}, Setup: setupBigDecimalUtil}, false)
}

// decOf is a BigDecimal's value.
func decOf(v ruby.Value) (bigdecimal.Dec, bool) {
	if o, ok := v.(*ruby.Object); ok {
		if d, ok := o.Data.(bigdecimal.Dec); ok {
			return d, true
		}
	}
	return bigdecimal.Dec{}, false
}

// numDec is a number given to BigDecimal's arithmetic as Ruby converts it:
// a BigDecimal, an Integer exactly, a Float by its shortest text, a
// Rational to the given precision (ok false for other values).
func numDec(v ruby.Value, ratDigits int) (bigdecimal.Dec, bool) {
	switch x := v.(type) {
	case int64:
		return bigdecimal.FromInt(big.NewInt(x)), true
	case *big.Int:
		return bigdecimal.FromInt(x), true
	case float64:
		return bigdecimal.FromFloat(x), true
	case *ruby.Object:
		if d, ok := x.Data.(bigdecimal.Dec); ok {
			return d, true
		}
		if r, ok := x.Data.(*big.Rat); ok {
			if ratDigits <= 0 {
				ratDigits = 18
			}
			return bigdecimal.FromRat(r, ratDigits), true
		}
	}
	return bigdecimal.Dec{}, false
}

// wordDigits is the precision Ruby converts a Rational operand to: the
// receiver's digits in whole base-10^9 words (at least one word).
func wordDigits(d bigdecimal.Dec) int {
	n := d.Digits()
	if n < 9 {
		return 9
	}
	return (n + 8) / 9 * 9
}

func intValue(i *big.Int) ruby.Value {
	if i.IsInt64() {
		return i.Int64()
	}
	return i
}

func floatDomain(in *ruby.Interp, d bigdecimal.Dec) error {
	switch d.Kind {
	case bigdecimal.NaN:
		return in.Raise("FloatDomainError", "Computation results in 'NaN' (Not a Number)")
	case bigdecimal.Inf:
		if d.Neg {
			return in.Raise("FloatDomainError", "Computation results in '-Infinity'")
		}
		return in.Raise("FloatDomainError", "Computation results in 'Infinity'")
	}
	return nil
}

// roundMode reads a rounding mode argument (a ROUND_* Integer or a Symbol)
// or the half: keyword.
func roundMode(in *ruby.Interp, v ruby.Value, half bool) (bigdecimal.Mode, error) {
	if n, ok := v.(int64); ok && !half && n >= 1 && n <= 7 {
		return bigdecimal.Mode(n), nil
	}
	if s, ok := v.(ruby.Symbol); ok {
		if half {
			switch s {
			case "up":
				return bigdecimal.HalfUp, nil
			case "down":
				return bigdecimal.HalfDown, nil
			case "even":
				return bigdecimal.HalfEven, nil
			}
			return 0, in.Raise("ArgumentError", "invalid rounding mode: "+string(s))
		}
		switch s {
		case "up":
			return bigdecimal.Up, nil
		case "down", "truncate":
			return bigdecimal.Down, nil
		case "half_up", "default":
			return bigdecimal.HalfUp, nil
		case "half_down":
			return bigdecimal.HalfDown, nil
		case "half_even", "banker":
			return bigdecimal.HalfEven, nil
		case "ceiling", "ceil":
			return bigdecimal.Ceiling, nil
		case "floor":
			return bigdecimal.Floor, nil
		}
	}
	if v == nil && half {
		return bigdecimal.HalfUp, nil
	}
	return 0, in.Raise("ArgumentError", "invalid rounding mode")
}

// parseDec is BigDecimal(String).
func parseDec(in *ruby.Interp, s string) (bigdecimal.Dec, error) {
	d, ok := bigdecimal.Parse(s)
	if !ok {
		return d, in.Raise("ArgumentError", "invalid value for BigDecimal(): "+strconv.Quote(s))
	}
	return d, nil
}

func setupBigDecimal(in *ruby.Interp) error {
	numeric, err := in.Const("Numeric")
	if err != nil {
		return err
	}
	cls := in.DefineClass(nil, "BigDecimal", numeric.(*ruby.Module))
	wrap := func(d bigdecimal.Dec) ruby.Value {
		o := in.NewObject(cls)
		o.Data = d
		return o
	}
	for name, v := range map[string]int64{
		"ROUND_MODE": 256, "ROUND_UP": 1, "ROUND_DOWN": 2, "ROUND_HALF_UP": 3, "ROUND_HALF_DOWN": 4,
		"ROUND_CEILING": 5, "ROUND_FLOOR": 6, "ROUND_HALF_EVEN": 7, "EXCEPTION_ALL": 255, "EXCEPTION_NaN": 2,
		"EXCEPTION_INFINITY": 1, "EXCEPTION_UNDERFLOW": 4, "EXCEPTION_OVERFLOW": 1, "EXCEPTION_ZERODIVIDE": 16,
		"SIGN_NaN": 0, "SIGN_POSITIVE_ZERO": 1, "SIGN_NEGATIVE_ZERO": -1, "SIGN_POSITIVE_FINITE": 2,
		"SIGN_NEGATIVE_FINITE": -2, "SIGN_POSITIVE_INFINITE": 3, "SIGN_NEGATIVE_INFINITE": -3, "BASE": 1000000000,
	} {
		cls.SetConst(name, v)
	}
	// methods are defined through guarded: a receiver or operand beyond
	// bigdecimal.MaxMagnitude is refused before any work
	define := func(name string, min, max int, fn ruby.GoFunc) {
		cls.DefineMethod(name, min, max, guarded(fn))
	}
	defineKw := func(name string, min, max int, fn ruby.GoFunc) {
		cls.DefineMethodKw(name, min, max, guarded(fn))
	}
	cls.SetConst("VERSION", ruby.NewString("3.1.1"))
	cls.SetConst("INFINITY", wrap(bigdecimal.PosInf()))
	cls.SetConst("NAN", wrap(bigdecimal.NaNValue()))

	// Kernel#BigDecimal(value, digits = nil, exception: true)
	in.Object().DefinePrivateMethod("BigDecimal", 1, 3, func(c *ruby.Call) (ruby.Value, error) {
		args := c.Args
		raise := true
		if n := len(args); n > 1 {
			if h, ok := args[n-1].(*ruby.Hash); ok {
				if v, ok := h.Get(ruby.Symbol("exception")); ok {
					raise = ruby.Truthy(v)
				}
				args = args[:n-1]
			}
		}
		digits := -1
		if len(args) > 1 {
			n, err := c.In.ExpectInt(args[1])
			if err != nil {
				return nil, err
			}
			if n < 0 {
				return nil, c.In.Raise("ArgumentError", "negative precision")
			}
			digits = int(n)
		}
		d, err := newBigDecimal(c.In, args[0], digits)
		if err != nil {
			if !raise {
				return nil, nil
			}
			return nil, err
		}
		return wrap(d), nil
	})

	// Ruby 3.1's BigDecimal has no new and no allocator
	cls.DefineSingletonMethod("new", 0, -1, func(c *ruby.Call) (ruby.Value, error) {
		return nil, c.In.Raise("NoMethodError", "undefined method `new' for BigDecimal:Class")
	})
	cls.DefineSingletonMethod("allocate", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		return nil, c.In.Raise("TypeError", "allocator undefined for BigDecimal")
	})
	self := func(c *ruby.Call) bigdecimal.Dec {
		if d, ok := decOf(c.Self); ok {
			return d
		}
		return bigdecimal.FromInt(new(big.Int))
	}
	// operand converts an arithmetic operand or raises Ruby's TypeError.
	operand := func(c *ruby.Call, v ruby.Value) (bigdecimal.Dec, error) {
		if d, ok := numDec(v, wordDigits(self(c))); ok {
			return d, nil
		}
		desc := "nil"
		if v != nil {
			desc = c.In.ClassOf(v).Name()
		}
		return bigdecimal.Dec{}, c.In.Raise("TypeError", desc+" can't be coerced into BigDecimal")
	}
	binary := func(name string, op func(a, b bigdecimal.Dec) bigdecimal.Dec) {
		define(name, 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			b, err := operand(c, c.Args[0])
			if err != nil {
				return nil, err
			}
			return wrap(op(self(c), b)), nil
		})
	}
	binary("+", bigdecimal.Add)
	binary("-", bigdecimal.Sub)
	binary("*", bigdecimal.Mul)
	quo := func(c *ruby.Call, a, b bigdecimal.Dec) (ruby.Value, error) { return wrap(quoRuby(a, b)), nil }
	for _, name := range []string{"/", "quo"} {
		define(name, 1, 2, func(c *ruby.Call) (ruby.Value, error) {
			b, err := operand(c, c.Args[0])
			if err != nil {
				return nil, err
			}
			if len(c.Args) == 2 && c.Args[1] != nil {
				return divDigits(c, wrap, self(c), b, c.Args[1])
			}
			return quo(c, self(c), b)
		})
	}
	withDigits := func(name string, op func(a, b bigdecimal.Dec) bigdecimal.Dec) {
		define(name, 2, 2, func(c *ruby.Call) (ruby.Value, error) {
			b, err := operand(c, c.Args[0])
			if err != nil {
				return nil, err
			}
			n, err := c.In.ExpectInt(c.Args[1])
			if err != nil {
				return nil, err
			}
			if n < 0 {
				return nil, c.In.Raise("ArgumentError", "negative precision")
			}
			return wrap(op(self(c), b).RoundDigits(int(n), bigdecimal.HalfUp)), nil
		})
	}
	withDigits("add", bigdecimal.Add)
	withDigits("sub", bigdecimal.Sub)
	withDigits("mult", bigdecimal.Mul)
	define("div", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		b, err := operand(c, c.Args[0])
		if err != nil {
			return nil, err
		}
		if len(c.Args) == 2 && c.Args[1] != nil {
			return divDigits(c, wrap, self(c), b, c.Args[1])
		}
		q, _, err := floorDivMod(c, self(c), b)
		if err != nil {
			return nil, err
		}
		if err := floatDomain(c.In, q); err != nil {
			return nil, err
		}
		return intValue(q.Int()), nil
	})
	define("divmod", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		b, err := operand(c, c.Args[0])
		if err != nil {
			return nil, err
		}
		q, m, err := floorDivMod(c, self(c), b)
		if err != nil {
			return nil, err
		}
		return ruby.NewArray([]ruby.Value{wrap(q), wrap(m)}), nil
	})
	for _, name := range []string{"%", "modulo"} {
		define(name, 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			b, err := operand(c, c.Args[0])
			if err != nil {
				return nil, err
			}
			_, m, err := floorDivMod(c, self(c), b)
			if err != nil {
				return nil, err
			}
			return wrap(m), nil
		})
	}
	define("remainder", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		b, err := operand(c, c.Args[0])
		if err != nil {
			return nil, err
		}
		a := self(c)
		if a.Kind != bigdecimal.Finite || b.Kind != bigdecimal.Finite || b.IsZero() {
			if b.Kind == bigdecimal.Inf && a.Kind == bigdecimal.Finite {
				return wrap(a), nil
			}
			return wrap(bigdecimal.NaNValue()), nil
		}
		t := bigdecimal.New(new(big.Int).Quo(bigdecimal.QuoRat(a, b).Num(), bigdecimal.QuoRat(a, b).Denom()), 0)
		return wrap(bigdecimal.Sub(a, bigdecimal.Mul(b, t))), nil
	})
	define("-@", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return wrap(self(c).Negate()), nil })
	define("+@", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return c.Self, nil })
	define("abs", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		d := self(c)
		if d.Kind != bigdecimal.NaN {
			d.Neg = false
		}
		return wrap(d), nil
	})

	cmp := func(c *ruby.Call) (int, bool, error) {
		b, ok := numDec(c.Args[0], wordDigits(self(c)))
		if !ok {
			return 0, false, nil
		}
		r, ok := bigdecimal.Cmp(self(c), b)
		return r, ok, nil
	}
	define("<=>", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		r, ok, err := cmp(c)
		if err != nil || !ok {
			return nil, err
		}
		return int64(r), nil
	})
	for _, name := range []string{"==", "===", "eql?"} {
		define(name, 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			r, ok, err := cmp(c)
			return ok && r == 0, err
		})
	}
	for name, test := range map[string]func(int) bool{
		"<": func(r int) bool { return r < 0 }, "<=": func(r int) bool { return r <= 0 },
		">": func(r int) bool { return r > 0 }, ">=": func(r int) bool { return r >= 0 },
	} {
		test := test
		define(name, 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			if _, ok := numDec(c.Args[0], 0); !ok {
				desc := "nil"
				if c.Args[0] != nil {
					desc = c.In.ClassOf(c.Args[0]).Name()
				}
				return nil, c.In.Raise("ArgumentError", "comparison of BigDecimal with "+desc+" failed")
			}
			r, ok, err := cmp(c)
			return ok && test(r), err
		})
	}
	define("coerce", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		b, err := operand(c, c.Args[0])
		if err != nil {
			return nil, err
		}
		return ruby.NewArray([]ruby.Value{wrap(b), c.Self}), nil
	})
	define("hash", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		// equal values (1.5 and 1.50) have one text, so one hash
		h := int64(14695981039346656037 & 0x3fffffffffffffff)
		for _, b := range []byte(self(c).Format(false, 0, 0)) {
			h = (h ^ int64(b)) * 1099511628211 & 0x3fffffffffffffff
		}
		return h, nil
	})

	toS := func(c *ruby.Call) (ruby.Value, error) {
		plain, plus, group := false, byte(0), 0
		if len(c.Args) == 1 {
			switch f := c.Args[0].(type) {
			case int64:
				group = int(f)
			default:
				s, err := c.In.ExpectString(f)
				if err != nil {
					return nil, err
				}
				t := s.String()
				if t != "" && (t[0] == '+' || t[0] == ' ') {
					plus, t = t[0], t[1:]
				}
				i := 0
				for i < len(t) && t[i] >= '0' && t[i] <= '9' {
					i++
				}
				group, _ = strconv.Atoi(t[:i])
				plain = strings.ContainsAny(t[i:], "Ff")
			}
		}
		return ruby.NewStringEnc(self(c).Format(plain, plus, group), ruby.USASCII), nil
	}
	define("to_s", 0, 1, toS)
	define("inspect", 0, 0, toS)
	define("to_digits", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		d := self(c)
		if d.Kind != bigdecimal.Finite {
			return ruby.NewString(d.Format(false, 0, 0)), nil
		}
		return ruby.NewString(d.Format(true, 0, 0)), nil
	})
	for _, name := range []string{"to_i", "to_int"} {
		define(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) {
			if err := floatDomain(c.In, self(c)); err != nil {
				return nil, err
			}
			return intValue(self(c).Int()), nil
		})
	}
	define("to_f", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return self(c).Float(), nil })
	define("to_r", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		if err := floatDomain(c.In, self(c)); err != nil {
			return nil, err
		}
		return c.In.NewRational(self(c).Rat()), nil
	})
	define("to_d", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return c.Self, nil })

	// round/floor/ceil/truncate: with no digits an Integer (round(n) for
	// n <= 0 too), else a BigDecimal
	rounding := func(name string, fixed bigdecimal.Mode, intWhenNonPositive bool) {
		defineKw(name, 0, 2, func(c *ruby.Call) (ruby.Value, error) {
			d := self(c)
			mode := fixed
			places := 0
			given := false
			if len(c.Args) > 0 && c.Args[0] != nil {
				n, err := c.In.ExpectInt(c.Args[0])
				if err != nil {
					return nil, err
				}
				places, given = int(n), true
			}
			if len(c.Args) > 1 {
				m, err := roundMode(c.In, c.Args[1], false)
				if err != nil {
					return nil, err
				}
				mode = m
			}
			halfGiven := false
			if c.Kw != nil {
				if v, ok := c.Kw.Get(ruby.Symbol("half")); ok {
					m, err := roundMode(c.In, v, true)
					if err != nil {
						return nil, err
					}
					mode, halfGiven = m, true
				}
			}
			r := d.Round(places, mode)
			if !given && !halfGiven || (intWhenNonPositive && given && places <= 0 && len(c.Args) == 1 && !halfGiven) {
				if err := floatDomain(c.In, d); err != nil {
					return nil, err
				}
				return intValue(r.Int()), nil
			}
			return wrap(r), nil
		})
	}
	rounding("round", bigdecimal.HalfUp, true)
	rounding("floor", bigdecimal.Floor, false)
	rounding("ceil", bigdecimal.Ceiling, false)
	rounding("truncate", bigdecimal.Down, false)
	define("fix", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return wrap(self(c).Round(0, bigdecimal.Down)), nil })
	define("frac", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		d := self(c)
		if d.Kind != bigdecimal.Finite {
			return c.Self, nil
		}
		return wrap(bigdecimal.Sub(d, d.Round(0, bigdecimal.Down))), nil
	})
	ints := map[string]func(d bigdecimal.Dec) int{
		"precision": bigdecimal.Dec.Precision, "scale": bigdecimal.Dec.Scale, "exponent": bigdecimal.Dec.Exponent,
		"sign": bigdecimal.Dec.Sign, "n_significant_digits": bigdecimal.Dec.Digits,
	}
	for name, f := range ints {
		f := f
		define(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) { return int64(f(self(c))), nil })
	}
	define("zero?", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return self(c).IsZero(), nil })
	define("nonzero?", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		if self(c).IsZero() {
			return nil, nil
		}
		return c.Self, nil
	})
	define("nan?", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return self(c).Kind == bigdecimal.NaN, nil })
	define("finite?", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return self(c).Kind == bigdecimal.Finite, nil })
	define("infinite?", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		d := self(c)
		if d.Kind != bigdecimal.Inf {
			return nil, nil
		}
		if d.Neg {
			return int64(-1), nil
		}
		return int64(1), nil
	})
	cls.DefineSingletonMethod("mode", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		n, err := c.In.ExpectInt(c.Args[0])
		if err != nil {
			return nil, err
		}
		if len(c.Args) == 2 {
			return nil, c.In.Unsupported("BigDecimal.mode with a new setting")
		}
		if n == 256 {
			return int64(bigdecimal.HalfUp), nil
		}
		return int64(0), nil
	})
	cls.DefineSingletonMethod("limit", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		if len(c.Args) == 1 && c.Args[0] != nil {
			if n, ok := c.Args[0].(int64); !ok || n != 0 {
				return nil, c.In.Unsupported("BigDecimal.limit with a precision limit")
			}
		}
		return int64(0), nil
	})
	for _, name := range []string{"sqrt", "power", "**", "exp", "log", "_dump"} {
		name := name
		define(name, 0, -1, func(c *ruby.Call) (ruby.Value, error) {
			if name == "**" || name == "power" {
				if n, ok := c.Args[0].(int64); ok && n >= 0 && n <= 10000 && len(c.Args) == 1 {
					r := bigdecimal.FromInt(big.NewInt(1))
					for i := int64(0); i < n; i++ {
						r = bigdecimal.Mul(r, self(c))
					}
					return wrap(r), nil
				}
			}
			return nil, c.In.Unsupported("BigDecimal#" + name + " (other than ** with a non-negative Integer)")
		})
	}
	return nil
}

// guarded refuses a receiver or argument beyond bigdecimal.MaxMagnitude.
func guarded(fn ruby.GoFunc) ruby.GoFunc {
	return func(c *ruby.Call) (ruby.Value, error) {
		for _, v := range append([]ruby.Value{c.Self}, c.Args...) {
			if d, ok := decOf(v); ok && d.TooLarge() {
				return nil, c.In.Unsupported("BigDecimal values with an exponent or length beyond " + strconv.Itoa(bigdecimal.MaxMagnitude) + " digits")
			}
		}
		return fn(c)
	}
}

// divDigits is div(b, digits) / quo(b, digits): the exact quotient rounded
// to digits significant digits (0: as /).
func divDigits(c *ruby.Call, wrap func(bigdecimal.Dec) ruby.Value, a, b bigdecimal.Dec, digits ruby.Value) (ruby.Value, error) {
	n, err := c.In.ExpectInt(digits)
	if err != nil {
		return nil, err
	}
	if n < 0 {
		return nil, c.In.Raise("ArgumentError", "negative precision")
	}
	if n == 0 || a.Kind != bigdecimal.Finite || b.Kind != bigdecimal.Finite || b.IsZero() || a.IsZero() {
		return wrap(quoRuby(a, b)), nil
	}
	return wrap(bigdecimal.DivDigits(a, b, int(n), bigdecimal.HalfUp)), nil
}

// quoRuby is BigDecimal#/: NaN, the infinities and zeros as Quo answers
// them, other quotients cut and rounded as Ruby's (bigdecimal.QuoRuby).
func quoRuby(a, b bigdecimal.Dec) bigdecimal.Dec {
	if a.Kind != bigdecimal.Finite || b.Kind != bigdecimal.Finite || b.IsZero() || a.IsZero() {
		q, _ := bigdecimal.Quo(a, b)
		return q
	}
	return bigdecimal.QuoRuby(a, b)
}

// floorDivMod is divmod's floor quotient and modulus (ZeroDivisionError
// for a zero divisor).
func floorDivMod(c *ruby.Call, a, b bigdecimal.Dec) (q, m bigdecimal.Dec, err error) {
	switch {
	case a.Kind == bigdecimal.NaN || b.Kind == bigdecimal.NaN || (a.Kind == bigdecimal.Inf && b.Kind == bigdecimal.Inf):
		return bigdecimal.NaNValue(), bigdecimal.NaNValue(), nil
	case b.IsZero():
		return q, m, c.In.Raise("ZeroDivisionError", "divided by 0")
	case a.Kind == bigdecimal.Inf:
		inf := bigdecimal.PosInf()
		if a.Neg != b.Neg {
			inf = bigdecimal.NegInf()
		}
		return inf, bigdecimal.NaNValue(), nil
	case b.Kind == bigdecimal.Inf:
		return bigdecimal.FromInt(new(big.Int)), a, nil
	}
	r := bigdecimal.QuoRat(a, b)
	fl := new(big.Int).Div(r.Num(), r.Denom()) // Euclidean; denominators are positive, so floor
	q = bigdecimal.FromInt(fl)
	return q, bigdecimal.Sub(a, bigdecimal.Mul(q, b)), nil
}

// newBigDecimal is Kernel#BigDecimal's conversion.
func newBigDecimal(in *ruby.Interp, v ruby.Value, digits int) (bigdecimal.Dec, error) {
	switch x := v.(type) {
	case nil:
		return bigdecimal.Dec{}, in.Raise("TypeError", "can't convert nil into BigDecimal")
	case *ruby.String:
		// the digits given do not round a String or an Integer
		return parseDec(in, x.String())
	case int64, *big.Int:
		d, _ := numDec(x, 0)
		return d, nil
	case float64:
		if digits < 0 {
			return bigdecimal.Dec{}, in.Raise("ArgumentError", "can't omit precision for a Float.")
		}
		if digits > 17 {
			return bigdecimal.Dec{}, in.Raise("ArgumentError", "precision too large.")
		}
		d := bigdecimal.FromFloat(x)
		if digits > 0 {
			d = d.RoundDigits(digits, bigdecimal.HalfUp)
		}
		return d, nil
	case *ruby.Object:
		if d, ok := x.Data.(bigdecimal.Dec); ok {
			return d, nil
		}
		if r, ok := x.Data.(*big.Rat); ok {
			if digits < 0 {
				return bigdecimal.Dec{}, in.Raise("ArgumentError", "can't omit precision for a Rational.")
			}
			return bigdecimal.FromRat(r, digits), nil
		}
	}
	// other objects: their to_str, as Ruby's
	s, err := in.ExpectString(v)
	if err != nil {
		return bigdecimal.Dec{}, in.Raise("TypeError", "can't convert "+in.ClassOf(v).Name()+" into BigDecimal")
	}
	return parseDec(in, s.String())
}

// setupBigDecimalUtil is bigdecimal/util: to_d on String (lenient: the
// number at the start, else 0), Integer, Float (its shortest text, or
// digits), Rational (digits), nil.
func setupBigDecimalUtil(in *ruby.Interp) error {
	v, err := in.Const("BigDecimal")
	if err != nil {
		return err
	}
	cls := v.(*ruby.Module)
	wrap := func(d bigdecimal.Dec) ruby.Value {
		o := in.NewObject(cls)
		o.Data = d
		return o
	}
	def := func(class string, min, max int, f func(c *ruby.Call) (bigdecimal.Dec, error)) error {
		m, err := in.Const(class)
		if err != nil {
			return err
		}
		m.(*ruby.Module).DefineMethod("to_d", min, max, func(c *ruby.Call) (ruby.Value, error) {
			d, err := f(c)
			if err != nil {
				return nil, err
			}
			return wrap(d), nil
		})
		return nil
	}
	if err := def("String", 0, 0, func(c *ruby.Call) (bigdecimal.Dec, error) {
		s, _ := c.In.ExpectString(c.Self)
		return leadingDec(s.String()), nil
	}); err != nil {
		return err
	}
	if err := def("Integer", 0, 0, func(c *ruby.Call) (bigdecimal.Dec, error) {
		d, _ := numDec(c.Self, 0)
		return d, nil
	}); err != nil {
		return err
	}
	if err := def("Float", 0, 1, func(c *ruby.Call) (bigdecimal.Dec, error) {
		digits := 0
		if len(c.Args) == 1 {
			n, err := c.In.ExpectInt(c.Args[0])
			if err != nil {
				return bigdecimal.Dec{}, err
			}
			digits = int(n)
		}
		return newBigDecimal(c.In, c.Self, digits)
	}); err != nil {
		return err
	}
	if err := def("Rational", 1, 1, func(c *ruby.Call) (bigdecimal.Dec, error) {
		n, err := c.In.ExpectInt(c.Args[0])
		if err != nil {
			return bigdecimal.Dec{}, err
		}
		return newBigDecimal(c.In, c.Self, int(n))
	}); err != nil {
		return err
	}
	return def("NilClass", 0, 0, func(c *ruby.Call) (bigdecimal.Dec, error) {
		return bigdecimal.FromInt(new(big.Int)), nil
	})
}

// leadingDec is String#to_d: the number at the start of s (after white
// space; digits with single underscores, a fraction, an exponent), 0 when
// there is none.
func leadingDec(s string) bigdecimal.Dec {
	t := strings.TrimLeft(s, " \t\n\v\f\r")
	i := 0
	if i < len(t) && (t[i] == '+' || t[i] == '-') {
		i++
	}
	digits := func(i int) int {
		j := i
		for j < len(t) && (t[j] >= '0' && t[j] <= '9' || t[j] == '_' && j > i && j+1 < len(t) && t[j+1] >= '0' && t[j+1] <= '9') {
			j++
		}
		return j
	}
	end := digits(i)
	if end < len(t) && t[end] == '.' {
		if f := digits(end + 1); f > end+1 {
			end = f
		}
	}
	if end < len(t) && (t[end] == 'e' || t[end] == 'E') {
		j := end + 1
		if j < len(t) && (t[j] == '+' || t[j] == '-') {
			j++
		}
		if e := digits(j); e > j {
			end = e
		}
	}
	if d, ok := bigdecimal.Parse(t[:end]); ok && d.Kind == bigdecimal.Finite {
		return d
	}
	return bigdecimal.FromInt(new(big.Int))
}
