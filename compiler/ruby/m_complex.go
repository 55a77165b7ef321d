package ruby

import (
	"math"
	"math/big"
	"strings"

	"github.com/punch-dev/punch/compiler/util/crmath"
)

// Complex is Ruby's complex number (complex.c): an Object of class Complex
// whose Data is a *complexVal, its real and imaginary parts any real
// numbers (Integer, Float, Rational), kept as given. Arithmetic works on
// the parts with their own operations, as Ruby's, so Complex(1, 2) / 2 is
// ((1/2)+1i) and Complex(1.0, 2) * 2 is (2.0+4i). Integer, Float and
// Rational meet it through Ruby's coerce protocol (Complex#coerce), and
// a negative Integer or Float raised to a fractional Float is a Complex
// ((-8) ** (1.0 / 3)), as rb_dbl_complex_new_polar_pi makes it.
var bComplex = defBuiltin("Complex", "Numeric", false)

type complexVal struct{ re, im Value }

func init() {
	bComplex.sundef("new")
	defineComplex()
}

func complexOf(v Value) (*complexVal, bool) {
	if o, ok := v.(*Object); ok {
		c, ok := o.Data.(*complexVal)
		return c, ok
	}
	return nil, false
}

func (in *Interp) newComplex(re, im Value) Value {
	return &Object{class: in.named["Complex"], Data: &complexVal{re: re, im: im}, frozen: true}
}

// isReal reports whether v is a real number of the core classes.
func isReal(v Value) bool {
	switch v.(type) {
	case int64, *big.Int, float64:
		return true
	}
	_, ok := ratOf(v)
	return ok
}

// numZero is f_zero_p: v == 0 (0.0 included).
func numZero(v Value) bool {
	switch x := v.(type) {
	case int64:
		return x == 0
	case *big.Int:
		return x.Sign() == 0
	case float64:
		return x == 0
	}
	if r, ok := ratOf(v); ok {
		return r.Sign() == 0
	}
	return false
}

// exactZero is k_exact_zero_p: an Integer or Rational 0 (not 0.0).
func exactZero(v Value) bool {
	if _, ok := v.(float64); ok {
		return false
	}
	return numZero(v)
}

// nonNegative is f_tpositive_p: the sign Complex#to_s writes (-0.0 is
// negative).
func nonNegative(v Value) bool {
	switch x := v.(type) {
	case int64:
		return x >= 0
	case *big.Int:
		return x.Sign() >= 0
	case float64:
		return !math.Signbit(x)
	}
	if r, ok := ratOf(v); ok {
		return r.Sign() >= 0
	}
	return true
}

// nop is a real number operation through the numbers' own methods.
func (in *Interp) nop(a Value, op string, b Value) (Value, error) {
	return in.callMethod(a, op, []Value{b}, nil, nil, false)
}

// canonRat is rb_rational_canonicalize: a Rational with denominator 1 is
// its Integer.
func canonRat(v Value) Value {
	if o, ok := v.(*Object); ok {
		if r, ok := o.Data.(*big.Rat); ok && r.IsInt() {
			return normInt(new(big.Int).Set(r.Num()))
		}
	}
	return v
}

// complexFromPolarPi is rb_dbl_complex_new_polar_pi: abs at the angle
// ang * pi, exact on the axes (a Float when the angle is a whole turn or
// half turn, 0.0 real part on the imaginary axis).
func (in *Interp) complexFromPolarPi(abs, ang float64) Value {
	fi, fr := math.Modf(ang)
	pos := fr == 0.5
	if pos || fr == -0.5 {
		_, half := math.Modf(fi / 2)
		if (half != fr) != pos {
			abs = -abs
		}
		return in.newComplex(0.0, abs)
	}
	if fr == 0 {
		if _, half := math.Modf(fi / 2); half != 0 {
			abs = -abs
		}
		return abs
	}
	sin, cos := crmath.SinCos(math.Pi * ang)
	return in.newComplex(abs*cos, abs*sin)
}

// floatPowComplex is Float ** Float where Ruby's answer is a Complex: a
// negative base and an exponent that is not whole.
func (in *Interp) floatPowComplex(x, y float64) (Value, bool) {
	if x < 0 && !math.IsNaN(y) && y != math.Round(y) {
		return in.complexFromPolarPi(crmath.Pow(-x, y), y), true
	}
	return nil, false
}

// complexArgs is Kernel#Complex and Complex.rect's conversion of their
// arguments.
func (in *Interp) kernelComplex(args []Value, pos int) (Value, error) {
	exc := true
	if n := len(args); n > 0 {
		if h, ok := args[n-1].(*Hash); ok {
			if v, ok := h.Get(Symbol("exception")); ok {
				exc = Truthy(v)
				args = args[:n-1]
			}
		}
	}
	if len(args) < 1 || len(args) > 2 {
		return nil, in.argcError(len(args), 1, 2)
	}
	v, err := in.complexConvert(args, pos)
	if err != nil && !exc {
		return nil, nil
	}
	return v, err
}

func (in *Interp) complexConvert(args []Value, pos int) (Value, error) {
	parts := make([]Value, len(args))
	for i, a := range args {
		switch x := a.(type) {
		case nil:
			return nil, in.raise(cTypeError, pos, "can't convert nil into Complex")
		case *String:
			c, ok := complexParse(x.s, true)
			if !ok {
				return nil, in.raise(cArgumentError, pos, "invalid value for convert(): %s", strInspect(x.s, x.enc))
			}
			v, err := in.complexValue(c)
			if err != nil {
				return nil, err
			}
			parts[i] = v
			continue
		}
		if _, ok := complexOf(a); ok || isReal(a) {
			parts[i] = a
			continue
		}
		return nil, in.raise(cTypeError, pos, "can't convert %s into Complex", in.className(a))
	}
	a := parts[0]
	if len(parts) == 1 {
		if _, ok := complexOf(a); ok {
			return a, nil
		}
		return in.newComplex(a, int64(0)), nil
	}
	b := parts[1]
	ca, aok := complexOf(a)
	cb, bok := complexOf(b)
	if !aok && !bok {
		return in.newComplex(a, b), nil
	}
	// a + b * i
	if bok && exactZero(cb.im) {
		b, bok = cb.re, false
	}
	if aok && exactZero(ca.im) && !bok {
		return in.newComplex(ca.re, b), nil
	}
	bi, err := in.nop(in.newComplex(int64(0), int64(1)), "*", b)
	if err != nil {
		return nil, err
	}
	return in.nop(a, "+", bi)
}

// complexParts is a parsed Complex text: its parts as Ruby numbers (a
// Rational as its *big.Rat).
type complexParts struct {
	re, im Value
	polar  bool
}

func (in *Interp) complexValue(c complexParts) (Value, error) {
	for _, p := range []*Value{&c.re, &c.im} {
		if r, ok := (*p).(*big.Rat); ok {
			*p = in.newRational(r)
		}
	}
	if c.polar {
		return in.complexPolar(c.re, c.im)
	}
	return in.newComplex(c.re, c.im), nil
}

// complexParse reads a Complex as String#to_c (strict false: the longest
// valid prefix, else 0) and Kernel#Complex (strict: the whole text,
// spaces around allowed): "1+2i", "2i", "-i", "1.5e3-2/3i", "1@2"
// (polar), the unit written i, I, j or J.
func complexParse(s string, strict bool) (complexParts, bool) {
	t := strings.TrimLeft(s, " \t\n\v\f\r")
	zero := complexParts{re: int64(0), im: int64(0)}
	i := 0
	num := func(allowBareSign bool) (Value, bool) {
		j := i
		if j < len(t) && (t[j] == '+' || t[j] == '-') {
			j++
		}
		k := j
		for k < len(t) && (t[k] >= '0' && t[k] <= '9' || t[k] == '_' && k > j && k+1 < len(t) && t[k+1] >= '0' && t[k+1] <= '9') {
			k++
		}
		if k == j {
			return nil, false
		}
		isFloat := false
		if k+1 < len(t) && t[k] == '.' && t[k+1] >= '0' && t[k+1] <= '9' {
			isFloat = true
			k++
			for k < len(t) && (t[k] >= '0' && t[k] <= '9' || t[k] == '_' && k+1 < len(t) && t[k+1] >= '0' && t[k+1] <= '9') {
				k++
			}
		}
		if k < len(t) && (t[k] == 'e' || t[k] == 'E') {
			e := k + 1
			if e < len(t) && (t[e] == '+' || t[e] == '-') {
				e++
			}
			if e < len(t) && t[e] >= '0' && t[e] <= '9' {
				isFloat = true
				for e < len(t) && t[e] >= '0' && t[e] <= '9' {
					e++
				}
				k = e
			}
		}
		if !isFloat && k+1 < len(t) && t[k] == '/' && t[k+1] >= '0' && t[k+1] <= '9' {
			k++
			for k < len(t) && t[k] >= '0' && t[k] <= '9' {
				k++
			}
		}
		text := strings.ReplaceAll(t[i:k], "_", "")
		i = k
		if isFloat {
			f, _ := parseFloatPrefix(text)
			return f, true
		}
		if strings.Contains(text, "/") {
			r, ok := ratParse(text, true)
			if !ok || r == nil {
				return nil, false
			}
			return r, true
		}
		b, ok := new(big.Int).SetString(text, 10)
		if !ok {
			return nil, false
		}
		return normInt(b), true
	}
	unit := func() bool {
		if i < len(t) && strings.IndexByte("iIjJ", t[i]) >= 0 {
			i++
			return true
		}
		return false
	}
	done := func(c complexParts) (complexParts, bool) {
		if strict && strings.TrimRight(t[i:], " \t\n\v\f\r") != "" {
			return zero, false
		}
		return c, true
	}
	// a bare unit: "i", "-i", "+i"
	sign := int64(1)
	j := 0
	if j < len(t) && (t[j] == '+' || t[j] == '-') {
		if t[j] == '-' {
			sign = -1
		}
		j++
	}
	if j < len(t) && strings.IndexByte("iIjJ", t[j]) >= 0 {
		i = j + 1
		return done(complexParts{re: int64(0), im: sign})
	}
	first, ok := num(false)
	if !ok {
		return zero, !strict
	}
	if unit() {
		return done(complexParts{re: int64(0), im: first})
	}
	if i < len(t) && t[i] == '@' {
		save := i
		i++
		if ang, ok := num(false); ok {
			return done(complexParts{re: first, im: ang, polar: true})
		}
		i = save
		return done(complexParts{re: first, im: int64(0)})
	}
	if i < len(t) && (t[i] == '+' || t[i] == '-') {
		save := i
		neg := t[i] == '-'
		if i+1 < len(t) && strings.IndexByte("iIjJ", t[i+1]) >= 0 {
			i += 2
			im := int64(1)
			if neg {
				im = -1
			}
			return done(complexParts{re: first, im: im})
		}
		if second, ok := num(false); ok && unit() {
			return done(complexParts{re: first, im: second})
		}
		i = save
	}
	return done(complexParts{re: first, im: int64(0)})
}

// parseFloatPrefix reads a decimal float text.
func parseFloatPrefix(s string) (float64, bool) {
	f, ok := new(big.Float).SetString(s)
	if !ok {
		return 0, false
	}
	v, _ := f.Float64()
	return v, true
}

// complexPolar is f_complex_polar: abs at the angle arg (0.0 imaginary
// part at a zero angle or length; exact on the axes for a Float angle of
// pi or +-pi/2; the length times the angle's cosine and sine).
func (in *Interp) complexPolar(abs, arg Value) (Value, error) {
	if numZero(abs) || numZero(arg) {
		return in.newComplex(abs, 0.0), nil
	}
	neg := func(v Value) (Value, error) { return in.callMethod(v, "-@", nil, nil, nil, false) }
	if a, ok := arg.(float64); ok {
		switch a {
		case math.Pi:
			x, err := neg(abs)
			return in.newComplex(x, 0.0), err
		case math.Pi / 2:
			return in.newComplex(0.0, abs), nil
		case -math.Pi / 2:
			y, err := neg(abs)
			return in.newComplex(0.0, y), err
		}
		sin, cos := crmath.SinCos(a)
		if f, ok := abs.(float64); ok {
			return in.newComplex(f*cos, f*sin), nil
		}
		x, err := in.nop(abs, "*", cos)
		if err != nil {
			return nil, err
		}
		y, err := in.nop(abs, "*", sin)
		return in.newComplex(x, y), err
	}
	sin, cos := crmath.SinCos(toF(arg))
	x, err := in.nop(abs, "*", cos)
	if err != nil {
		return nil, err
	}
	y, err := in.nop(abs, "*", sin)
	return in.newComplex(x, y), err
}

func toF(v Value) float64 {
	switch x := v.(type) {
	case int64:
		return float64(x)
	case *big.Int:
		f, _ := new(big.Float).SetInt(x).Float64()
		return f
	case float64:
		return x
	}
	if r, ok := ratOf(v); ok {
		return ratFloat(r)
	}
	return math.NaN()
}

// complexText is f_format: real, the imaginary part's sign and absolute
// value, "*" when that does not end in a digit, "i"; part formats each
// part (to_s, or inspect for Complex#inspect).
func (in *Interp) complexText(c *complexVal, part func(Value) (string, error)) (string, error) {
	re, err := part(c.re)
	if err != nil {
		return "", err
	}
	abs, err := in.callMethod(c.im, "abs", nil, nil, nil, false)
	if err != nil {
		return "", err
	}
	im, err := part(abs)
	if err != nil {
		return "", err
	}
	sign := "+"
	if !nonNegative(c.im) {
		sign = "-"
	}
	s := re + sign + im
	if last := s[len(s)-1]; last < '0' || last > '9' {
		s += "*"
	}
	return s + "i", nil
}

// complexBinop is a Complex operation with another number.
func (in *Interp) complexBinop(self Value, c *complexVal, op string, o Value) (Value, error) {
	oc, isC := complexOf(o)
	if !isC && !isReal(o) {
		if op == "==" {
			r, err := in.callMethod(o, "==", []Value{self}, nil, nil, false)
			return Truthy(r), err
		}
		return in.nonNumericOperand("Complex", self, op, o, 0)
	}
	if !isC {
		oc = &complexVal{re: o, im: int64(0)}
	}
	switch op {
	case "+", "-":
		re, err := in.nop(c.re, op, oc.re)
		if err != nil {
			return nil, err
		}
		im := c.im
		if isC {
			if im, err = in.nop(c.im, op, oc.im); err != nil {
				return nil, err
			}
		}
		return in.newComplex(re, im), nil
	case "*":
		if !isC {
			re, err := in.nop(c.re, "*", o)
			if err != nil {
				return nil, err
			}
			im, err := in.nop(c.im, "*", o)
			if err != nil {
				return nil, err
			}
			return in.newComplex(re, im), nil
		}
		return in.complexMul(c, oc)
	case "/", "quo", "fdiv":
		f := "quo"
		if op == "fdiv" {
			f = "fdiv"
		}
		return in.complexDiv(c, oc, isC, f)
	case "**", "pow":
		return in.complexPow(self, c, o)
	case "==":
		eq, err := in.nop(c.re, "==", oc.re)
		if err != nil || !Truthy(eq) {
			return false, err
		}
		eq, err = in.nop(c.im, "==", oc.im)
		return Truthy(eq), err
	case "<=>":
		if !exactZero(c.im) || !exactZero(oc.im) {
			return nil, nil
		}
		return in.nop(c.re, "<=>", oc.re)
	}
	return nil, in.noMethodError(self, op, false, false, nil)
}

func (in *Interp) complexMul(a, b *complexVal) (Value, error) {
	var vals [4]Value
	pairs := [4][2]Value{{a.re, b.re}, {a.im, b.im}, {a.re, b.im}, {a.im, b.re}}
	for i, p := range pairs {
		v, err := in.nop(p[0], "*", p[1])
		if err != nil {
			return nil, err
		}
		vals[i] = v
	}
	re, err := in.nop(vals[0], "-", vals[1])
	if err != nil {
		return nil, err
	}
	im, err := in.nop(vals[2], "+", vals[3])
	if err != nil {
		return nil, err
	}
	return in.newComplex(re, im), nil
}

// complexDiv is f_divide: by a real number each part divided (and made
// an Integer when whole); by a Complex Smith's algorithm on the larger
// part of the divisor, as complex.c.
func (in *Interp) complexDiv(a, b *complexVal, isC bool, f string) (Value, error) {
	if !isC {
		re, err := in.nop(a.re, f, b.re)
		if err != nil {
			return nil, err
		}
		im, err := in.nop(a.im, f, b.re)
		if err != nil {
			return nil, err
		}
		return in.newComplex(canonRat(re), canonRat(im)), nil
	}
	_, f1 := a.re.(float64)
	_, f2 := a.im.(float64)
	_, f3 := b.re.(float64)
	_, f4 := b.im.(float64)
	flo := f1 || f2 || f3 || f4
	absRe, err := in.callMethod(b.re, "abs", nil, nil, nil, false)
	if err != nil {
		return nil, err
	}
	absIm, err := in.callMethod(b.im, "abs", nil, nil, nil, false)
	if err != nil {
		return nil, err
	}
	gt, err := in.nop(absRe, ">", absIm)
	if err != nil {
		return nil, err
	}
	var r, n, x, y Value
	calc := func(steps ...func() error) error {
		for _, s := range steps {
			if err := s(); err != nil {
				return err
			}
		}
		return nil
	}
	op := func(dst *Value, a func() Value, o string, b func() Value) func() error {
		return func() error {
			v, err := in.nop(a(), o, b())
			*dst = v
			return err
		}
	}
	val := func(v *Value) func() Value { return func() Value { return *v } }
	c := func(v Value) func() Value { return func() Value { return v } }
	var t1, t2 Value
	if Truthy(gt) {
		err = calc(
			op(&r, c(b.im), f, c(b.re)),
			op(&t1, val(&r), "*", val(&r)),
			op(&t1, c(int64(1)), "+", val(&t1)),
			op(&n, c(b.re), "*", val(&t1)),
			op(&t2, c(a.im), "*", val(&r)),
			op(&t2, c(a.re), "+", val(&t2)),
			op(&x, val(&t2), f, val(&n)),
			op(&t2, c(a.re), "*", val(&r)),
			op(&t2, c(a.im), "-", val(&t2)),
			op(&y, val(&t2), f, val(&n)),
		)
	} else {
		err = calc(
			op(&r, c(b.re), f, c(b.im)),
			op(&t1, val(&r), "*", val(&r)),
			op(&t1, c(int64(1)), "+", val(&t1)),
			op(&n, c(b.im), "*", val(&t1)),
			op(&t2, c(a.re), "*", val(&r)),
			op(&t2, val(&t2), "+", c(a.im)),
			op(&x, val(&t2), f, val(&n)),
			op(&t2, c(a.im), "*", val(&r)),
			op(&t2, val(&t2), "-", c(a.re)),
			op(&y, val(&t2), f, val(&n)),
		)
	}
	if err != nil {
		return nil, err
	}
	if !flo {
		x, y = canonRat(x), canonRat(y)
	}
	return in.newComplex(x, y), nil
}

// complexPow is Complex#**: an exact 0 gives (1+0i), 1 the number again,
// an Integer repeated squaring (the reciprocal first for a negative
// one), another real number the polar form's power.
func (in *Interp) complexPow(self Value, c *complexVal, o Value) (Value, error) {
	if exactZero(o) {
		return in.newComplex(int64(1), int64(0)), nil
	}
	if r, ok := ratOf(o); ok && r.IsInt() {
		o = normInt(new(big.Int).Set(r.Num()))
	}
	if oc, ok := complexOf(o); ok && exactZero(oc.im) {
		o = oc.re
	}
	if n, ok := o.(int64); ok {
		if n == 1 {
			return in.newComplex(c.re, c.im), nil
		}
		x := c
		if n < 0 {
			rec, err := in.complexDiv(&complexVal{re: int64(1), im: int64(0)}, c, true, "quo")
			if err != nil {
				return nil, err
			}
			x, _ = complexOf(rec)
			n = -n
		}
		if n > 1<<20 {
			return nil, in.limitErr(0)
		}
		xr, xi := x.re, x.im
		zr, zi := xr, xi
		var err error
		switch {
		case numZero(xi):
			zr, err = in.nop(zr, "**", n)
		case numZero(xr):
			zi, err = in.nop(zi, "**", n)
			if err == nil && n&2 != 0 {
				zi, err = in.callMethod(zi, "-@", nil, nil, nil, false)
			}
			if n&1 == 0 {
				zr, zi = zi, zr
			}
		default:
			for n--; n > 0 && err == nil; n-- {
				for ; n%2 == 0 && err == nil; n /= 2 {
					var sq Value
					sq, err = in.complexMul(&complexVal{xr, xi}, &complexVal{xr, xi})
					if err == nil {
						s, _ := complexOf(sq)
						xr, xi = s.re, s.im
					}
				}
				if err == nil {
					var z Value
					z, err = in.complexMul(&complexVal{zr, zi}, &complexVal{xr, xi})
					if err == nil {
						s, _ := complexOf(z)
						zr, zi = s.re, s.im
					}
				}
			}
		}
		if err != nil {
			return nil, err
		}
		return in.newComplex(zr, zi), nil
	}
	if oc, ok := complexOf(o); ok {
		// r ** o at theta * o: exp(re * log r - im * theta) at
		// theta * re + im * log r, in Floats as Math.exp and Math.log
		r, err := in.complexAbs(c)
		if err != nil {
			return nil, err
		}
		logR, theta := math.Log(toF(r)), math.Atan2(toF(c.im), toF(c.re))
		re, im := toF(oc.re), toF(oc.im)
		return in.complexPolar(math.Exp(re*logR-im*theta), theta*re+im*logR)
	}
	if isReal(o) {
		// r ** o at theta * o
		r, err := in.complexAbs(c)
		if err != nil {
			return nil, err
		}
		rr, err := in.nop(r, "**", o)
		if err != nil {
			return nil, err
		}
		theta, err := in.nop(math.Atan2(toF(c.im), toF(c.re)), "*", o)
		if err != nil {
			return nil, err
		}
		return in.complexPolar(rr, theta)
	}
	return in.nonNumericOperand("Complex", self, "**", o, 0)
}

// complexAbs is Complex#abs: the other part's absolute value on an axis
// (a Float when either part is one), else Math.hypot.
func (in *Interp) complexAbs(c *complexVal) (Value, error) {
	_, reF := c.re.(float64)
	_, imF := c.im.(float64)
	abs := func(v Value, toFloat bool) (Value, error) {
		a, err := in.callMethod(v, "abs", nil, nil, nil, false)
		if err == nil && toFloat {
			return toF(a), nil
		}
		return a, err
	}
	if numZero(c.re) {
		return abs(c.im, reF && !imF)
	}
	if numZero(c.im) {
		return abs(c.re, !reF && imF)
	}
	return math.Hypot(toF(c.re), toF(c.im)), nil
}

// realArg is Numeric#arg: 0 for a non-negative number, pi otherwise (a
// NaN its own).
func realArg(v Value) Value {
	if f, ok := v.(float64); ok && math.IsNaN(f) {
		return f
	}
	if nonNegative(v) {
		return int64(0)
	}
	return math.Pi
}

func defineComplex() {
	self := func(c *Call) *complexVal {
		if v, ok := complexOf(c.Self); ok {
			return v
		}
		return &complexVal{re: int64(0), im: int64(0)}
	}
	for _, op := range []string{"+", "-", "*", "/", "quo", "fdiv", "**", "pow", "==", "<=>"} {
		op := op
		bComplex.def(op, 1, 1, func(c *Call) (Value, error) { return c.In.complexBinop(c.Self, self(c), op, c.Args[0]) })
	}
	bComplex.def("-@", 0, 0, func(c *Call) (Value, error) {
		x := self(c)
		re, err := c.In.callMethod(x.re, "-@", nil, nil, nil, false)
		if err != nil {
			return nil, err
		}
		im, err := c.In.callMethod(x.im, "-@", nil, nil, nil, false)
		return c.In.newComplex(re, im), err
	})
	bComplex.def("+@", 0, 0, func(c *Call) (Value, error) { return c.Self, nil })
	bComplex.def("real", 0, 0, func(c *Call) (Value, error) { return self(c).re, nil })
	bComplex.def("imaginary", 0, 0, func(c *Call) (Value, error) { return self(c).im, nil })
	bComplex.alias("imag", "imaginary")
	bComplex.def("rectangular", 0, 0, func(c *Call) (Value, error) { return newArray([]Value{self(c).re, self(c).im}), nil })
	bComplex.alias("rect", "rectangular")
	bComplex.def("abs", 0, 0, func(c *Call) (Value, error) { return c.In.complexAbs(self(c)) })
	bComplex.alias("magnitude", "abs")
	bComplex.def("abs2", 0, 0, func(c *Call) (Value, error) {
		x := self(c)
		a, err := c.In.nop(x.re, "*", x.re)
		if err != nil {
			return nil, err
		}
		b, err := c.In.nop(x.im, "*", x.im)
		if err != nil {
			return nil, err
		}
		return c.In.nop(a, "+", b)
	})
	bComplex.def("arg", 0, 0, func(c *Call) (Value, error) { return math.Atan2(toF(self(c).im), toF(self(c).re)), nil })
	bComplex.alias("angle", "arg")
	bComplex.alias("phase", "arg")
	bComplex.def("polar", 0, 0, func(c *Call) (Value, error) {
		a, err := c.In.complexAbs(self(c))
		return newArray([]Value{a, math.Atan2(toF(self(c).im), toF(self(c).re))}), err
	})
	bComplex.def("conjugate", 0, 0, func(c *Call) (Value, error) {
		im, err := c.In.callMethod(self(c).im, "-@", nil, nil, nil, false)
		return c.In.newComplex(self(c).re, im), err
	})
	bComplex.alias("conj", "conjugate")
	bComplex.def("real?", 0, 0, func(c *Call) (Value, error) { return false, nil })
	bComplex.def("zero?", 0, 0, func(c *Call) (Value, error) { return numZero(self(c).re) && numZero(self(c).im), nil })
	bComplex.def("finite?", 0, 0, func(c *Call) (Value, error) {
		return !math.IsInf(toF(self(c).re), 0) && !math.IsNaN(toF(self(c).re)) && !math.IsInf(toF(self(c).im), 0) && !math.IsNaN(toF(self(c).im)), nil
	})
	bComplex.def("infinite?", 0, 0, func(c *Call) (Value, error) {
		if math.IsInf(toF(self(c).re), 0) || math.IsInf(toF(self(c).im), 0) {
			return int64(1), nil
		}
		return nil, nil
	})
	for _, conv := range [][2]string{{"to_i", "Integer"}, {"to_f", "Float"}, {"to_r", "Rational"}, {"rationalize", "Rational"}} {
		name, cls := conv[0], conv[1]
		max := 0
		if name == "rationalize" {
			max = 1
		}
		bComplex.def(name, 0, max, func(c *Call) (Value, error) {
			x := self(c)
			if !exactZero(x.im) {
				s, err := c.In.complexText(x, func(v Value) (string, error) { return c.In.toS(v), nil })
				if err != nil {
					return nil, err
				}
				return nil, c.In.raise(cRangeError, 0, "can't convert %s into %s", s, cls)
			}
			return c.In.callMethod(x.re, name, c.Args, nil, nil, false)
		})
	}
	bComplex.def("to_c", 0, 0, func(c *Call) (Value, error) { return c.Self, nil })
	bComplex.def("to_s", 0, 0, func(c *Call) (Value, error) {
		s, err := c.In.complexText(self(c), func(v Value) (string, error) { return c.In.toS(v), nil })
		return NewString(s), err
	})
	bComplex.def("inspect", 0, 0, func(c *Call) (Value, error) {
		s, err := c.In.complexText(self(c), func(v Value) (string, error) { return c.In.inspect(v), nil })
		return NewString("(" + s + ")"), err
	})
	bComplex.def("hash", 0, 0, func(c *Call) (Value, error) {
		a, err := c.In.callMethod(self(c).re, "hash", nil, nil, nil, false)
		if err != nil {
			return nil, err
		}
		b, err := c.In.callMethod(self(c).im, "hash", nil, nil, nil, false)
		if err != nil {
			return nil, err
		}
		x, _ := a.(int64)
		y, _ := b.(int64)
		return x*31 + y ^ 0x436f6d70, nil
	})
	bComplex.def("eql?", 1, 1, func(c *Call) (Value, error) {
		o, ok := complexOf(c.Args[0])
		x := self(c)
		if !ok || c.In.className(x.re) != c.In.className(o.re) || c.In.className(x.im) != c.In.className(o.im) {
			return false, nil
		}
		return c.In.complexBinop(c.Self, x, "==", c.Args[0])
	})
	bComplex.def("coerce", 1, 1, func(c *Call) (Value, error) {
		o := c.Args[0]
		if _, ok := complexOf(o); ok {
			return newArray([]Value{o, c.Self}), nil
		}
		if isReal(o) {
			return newArray([]Value{c.In.newComplex(o, int64(0)), c.Self}), nil
		}
		return nil, c.In.raise(cTypeError, 0, "%s can't be coerced into Complex", c.In.className(o))
	})
	// What Complex undefines of Numeric and Comparable.
	for _, name := range []string{"<", "<=", ">", ">=", "between?", "clamp", "%", "div", "divmod", "floor", "ceil", "modulo", "remainder", "round", "step", "truncate", "i", "positive?", "negative?"} {
		bComplex.methods[name] = &method{name: name, undef: true}
	}
	bComplex.sdef("rectangular", 1, 2, func(c *Call) (Value, error) {
		for _, a := range c.Args {
			if !isReal(a) {
				return nil, c.In.raise(cTypeError, 0, "not a real")
			}
		}
		im := Value(int64(0))
		if len(c.Args) == 2 {
			im = c.Args[1]
		}
		return c.In.newComplex(c.Args[0], im), nil
	})
	bComplex.smethods["rect"] = bComplex.smethods["rectangular"]
	bComplex.sdef("polar", 1, 2, func(c *Call) (Value, error) {
		for _, a := range c.Args {
			if !isReal(a) {
				return nil, c.In.raise(cTypeError, 0, "not a real")
			}
		}
		arg := Value(int64(0))
		if len(c.Args) == 2 {
			arg = c.Args[1]
		}
		if len(c.Args) == 1 {
			return c.In.newComplex(c.Args[0], int64(0)), nil
		}
		return c.In.complexPolar(c.Args[0], arg)
	})
	bKernel.modfn("Complex", 1, 3, func(c *Call) (Value, error) { return c.In.kernelComplex(c.Args, 0) })

	// Numeric's complex side: a real number is its own real part.
	bNumeric.def("real", 0, 0, func(c *Call) (Value, error) { return c.Self, nil })
	bNumeric.def("imaginary", 0, 0, func(c *Call) (Value, error) { return int64(0), nil })
	bNumeric.alias("imag", "imaginary")
	bNumeric.def("real?", 0, 0, func(c *Call) (Value, error) { return true, nil })
	bNumeric.def("rectangular", 0, 0, func(c *Call) (Value, error) { return newArray([]Value{c.Self, int64(0)}), nil })
	bNumeric.alias("rect", "rectangular")
	bNumeric.def("conjugate", 0, 0, func(c *Call) (Value, error) { return c.Self, nil })
	bNumeric.alias("conj", "conjugate")
	bNumeric.def("arg", 0, 0, func(c *Call) (Value, error) { return realArg(c.Self), nil })
	bNumeric.alias("angle", "arg")
	bNumeric.alias("phase", "arg")
	bNumeric.def("abs2", 0, 0, func(c *Call) (Value, error) { return c.In.nop(c.Self, "*", c.Self) })
	bNumeric.def("polar", 0, 0, func(c *Call) (Value, error) {
		a, err := c.In.callMethod(c.Self, "abs", nil, nil, nil, false)
		return newArray([]Value{a, realArg(c.Self)}), err
	})
	bNumeric.def("to_c", 0, 0, func(c *Call) (Value, error) { return c.In.newComplex(c.Self, int64(0)), nil })
	bNumeric.def("i", 0, 0, func(c *Call) (Value, error) { return c.In.newComplex(int64(0), c.Self), nil })
	bNilClass.def("to_c", 0, 0, func(c *Call) (Value, error) { return c.In.newComplex(int64(0), int64(0)), nil })
}
