// Package bigdecimal is the arithmetic of Ruby 3.1's BigDecimal (bigdecimal
// 3.1.1) on math/big: exact decimal values, NaN and the infinities, Ruby's
// parsing of BigDecimal("..."), its to_s formats and its rounding modes.
// Sums, differences and products are exact, as Ruby's are. Ruby's quotient
// (BigDecimal#/) is cut at a length set by its base-10^9 word layout and
// its last word rounded from a guess of the next: QuoRuby and DivDigits
// (divide.go); Quo gives the special values and the exact quotients.
package bigdecimal

import (
	"math/big"
	"strconv"
	"strings"
)

// Kind tells a finite value from NaN and the infinities.
type Kind uint8

const (
	Finite Kind = iota
	NaN
	Inf // with Neg for -Infinity
)

// Dec is a value: (-1)^Neg * Coef * 10^Exp for a finite one (Coef without
// trailing zeros; zero keeps its sign, as Ruby's -0.0).
type Dec struct {
	Kind Kind
	Neg  bool
	Coef *big.Int
	Exp  int
}

var (
	bigTen = big.NewInt(10)
	bigOne = big.NewInt(1)
)

// New is the finite value coef * 10^exp (coef's sign is the value's).
func New(coef *big.Int, exp int) Dec {
	d := Dec{Neg: coef.Sign() < 0, Coef: new(big.Int).Abs(coef), Exp: exp}
	return d.norm()
}

// FromInt is an Integer's value.
func FromInt(i *big.Int) Dec { return New(i, 0) }

// NaNValue, PosInf and NegInf are BigDecimal::NAN and the infinities.
func NaNValue() Dec { return Dec{Kind: NaN} }
func PosInf() Dec   { return Dec{Kind: Inf} }
func NegInf() Dec   { return Dec{Kind: Inf, Neg: true} }

func zero(neg bool) Dec { return Dec{Neg: neg, Coef: new(big.Int)} }

func (d Dec) norm() Dec {
	if d.Kind != Finite {
		return d
	}
	if d.Coef.Sign() == 0 {
		d.Exp = 0
		return d
	}
	c := new(big.Int).Set(d.Coef)
	m := new(big.Int)
	for {
		q, r := new(big.Int).QuoRem(c, bigTen, m)
		if r.Sign() != 0 {
			break
		}
		c = q
		d.Exp++
	}
	d.Coef = c
	return d
}

// IsZero reports a zero of either sign.
func (d Dec) IsZero() bool { return d.Kind == Finite && d.Coef.Sign() == 0 }

// signed is the coefficient with the value's sign.
func (d Dec) signed() *big.Int {
	c := new(big.Int).Set(d.Coef)
	if d.Neg {
		c.Neg(c)
	}
	return c
}

func pow10(n int) *big.Int { return new(big.Int).Exp(bigTen, big.NewInt(int64(n)), nil) }

// Rat is a finite value as a fraction.
func (d Dec) Rat() *big.Rat {
	r := new(big.Rat).SetInt(d.signed())
	if d.Exp > 0 {
		r.Mul(r, new(big.Rat).SetInt(pow10(d.Exp)))
	} else if d.Exp < 0 {
		r.Quo(r, new(big.Rat).SetInt(pow10(-d.Exp)))
	}
	return r
}

// Digits is the number of significant digits (Ruby's precision of a value
// without a fraction's leading zeros: n_significant_digits).
func (d Dec) Digits() int {
	if d.Kind != Finite || d.Coef.Sign() == 0 {
		return 0
	}
	return len(d.Coef.String())
}

// Exponent is Ruby's BigDecimal#exponent: value = 0.DIGITS * 10**Exponent.
func (d Dec) Exponent() int {
	if d.Kind != Finite || d.Coef.Sign() == 0 {
		return 0
	}
	return d.Digits() + d.Exp
}

// Precision and Scale are BigDecimal#precision and #scale: the decimal
// digits the value needs in all, and after the point.
func (d Dec) Precision() int {
	if d.Kind != Finite || d.Coef.Sign() == 0 {
		return 0
	}
	n := d.Digits()
	switch {
	case d.Exp > 0:
		return n + d.Exp
	case -d.Exp > n:
		return -d.Exp
	}
	return n
}

func (d Dec) Scale() int {
	if d.Kind != Finite || d.Exp >= 0 {
		return 0
	}
	return -d.Exp
}

// Parse reads BigDecimal(String)'s text: surrounding white space, a sign,
// digits with single underscores between them, a fraction, an exponent;
// NaN, Infinity, +Infinity, -Infinity. ok is false where Ruby raises
// "invalid value for BigDecimal()".
func Parse(s string) (Dec, bool) {
	s = strings.Trim(s, " \t\n\v\f\r")
	switch s {
	case "NaN":
		return NaNValue(), true
	case "Infinity", "+Infinity":
		return PosInf(), true
	case "-Infinity":
		return NegInf(), true
	}
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	digitsOf := func(t string) (string, bool) {
		if t == "" || t[0] == '_' || t[len(t)-1] == '_' || strings.Contains(t, "__") {
			return "", false
		}
		t = strings.ReplaceAll(t, "_", "")
		for i := 0; i < len(t); i++ {
			if t[i] < '0' || t[i] > '9' {
				return "", false
			}
		}
		return t, true
	}
	mant, expText := s, ""
	if i := strings.IndexAny(s, "eEdD"); i >= 0 {
		mant, expText = s[:i], s[i+1:]
	}
	intPart, frac := mant, ""
	hasPoint := false
	if i := strings.IndexByte(mant, '.'); i >= 0 {
		intPart, frac, hasPoint = mant[:i], mant[i+1:], true
	}
	var ok bool
	if intPart != "" {
		if intPart, ok = digitsOf(intPart); !ok {
			return Dec{}, false
		}
	}
	if hasPoint {
		if frac, ok = digitsOf(frac); !ok {
			return Dec{}, false
		}
	}
	if intPart == "" && frac == "" {
		return Dec{}, false
	}
	exp := 0
	if i := strings.IndexAny(s, "eEdD"); i >= 0 {
		sign := 1
		if expText != "" && (expText[0] == '+' || expText[0] == '-') {
			if expText[0] == '-' {
				sign = -1
			}
			expText = expText[1:]
		}
		e, ok := digitsOf(expText)
		if !ok {
			return Dec{}, false
		}
		n, err := strconv.Atoi(e)
		if err != nil || n > 1<<30 {
			return Dec{}, false
		}
		exp = sign * n
	}
	coef, _ := new(big.Int).SetString("0"+intPart+frac, 10)
	d := Dec{Neg: neg, Coef: coef, Exp: exp - len(frac)}
	return d.norm(), true
}

// FromFloat is a Float as BigDecimal reads one without a precision (its
// shortest text, as Ruby's arithmetic with a Float does).
func FromFloat(f float64) Dec {
	switch {
	case f != f:
		return NaNValue()
	case f > 1.7976931348623157e308:
		return PosInf()
	case f < -1.7976931348623157e308:
		return NegInf()
	}
	d, _ := Parse(strconv.FormatFloat(f, 'e', -1, 64))
	if f == 0 && (1/f) < 0 {
		d.Neg = true
	}
	return d
}

// FromRat is a fraction rounded to digits significant digits (half up).
func FromRat(r *big.Rat, digits int) Dec {
	if r.Sign() == 0 {
		return zero(false)
	}
	return roundRat(r, digits, HalfUp)
}

// roundRat rounds r to n significant digits.
func roundRat(r *big.Rat, n int, mode Mode) Dec {
	abs := new(big.Rat).Abs(r)
	// e: 10^(e-1) <= abs < 10^e
	e := len(new(big.Int).Quo(abs.Num(), abs.Denom()).String())
	if new(big.Int).Quo(abs.Num(), abs.Denom()).Sign() == 0 {
		e = 0
		t := new(big.Rat).Set(abs)
		for t.Cmp(big.NewRat(1, 10)) < 0 {
			t.Mul(t, big.NewRat(10, 1))
			e--
		}
	}
	return roundRatAt(r, n-e, mode)
}

// roundRatAt rounds r to places digits after the point (before it when
// negative).
func roundRatAt(r *big.Rat, places int, mode Mode) Dec {
	scaled := new(big.Rat).Set(r)
	if places >= 0 {
		scaled.Mul(scaled, new(big.Rat).SetInt(pow10(places)))
	} else {
		scaled.Quo(scaled, new(big.Rat).SetInt(pow10(-places)))
	}
	q := roundInt(scaled, mode)
	d := New(q, -places)
	if q.Sign() == 0 {
		d.Neg = r.Sign() < 0
	}
	return d
}

// Mode is a rounding mode (BigDecimal::ROUND_*).
type Mode int

const (
	Up       Mode = 1
	Down     Mode = 2
	HalfUp   Mode = 3
	HalfDown Mode = 4
	Ceiling  Mode = 5
	Floor    Mode = 6
	HalfEven Mode = 7
)

// roundInt rounds a fraction to an integer.
func roundInt(r *big.Rat, mode Mode) *big.Int {
	num, den := r.Num(), r.Denom()
	q, m := new(big.Int).QuoRem(num, den, new(big.Int)) // truncated
	if m.Sign() == 0 {
		return q
	}
	neg := num.Sign() < 0
	away := func() *big.Int {
		if neg {
			return q.Sub(q, bigOne)
		}
		return q.Add(q, bigOne)
	}
	twice := new(big.Int).Mul(new(big.Int).Abs(m), big.NewInt(2))
	half := twice.Cmp(den) // -1 below half, 0 half, 1 above
	switch mode {
	case Up:
		return away()
	case Down:
		return q
	case Ceiling:
		if !neg {
			return away()
		}
		return q
	case Floor:
		if neg {
			return away()
		}
		return q
	case HalfDown:
		if half > 0 {
			return away()
		}
		return q
	case HalfEven:
		if half > 0 || (half == 0 && q.Bit(0) == 1) {
			return away()
		}
		return q
	}
	if half >= 0 {
		return away()
	}
	return q
}

// Round is BigDecimal#round(places, mode) on a finite value.
func (d Dec) Round(places int, mode Mode) Dec {
	if d.Kind != Finite {
		return d
	}
	if d.Coef.Sign() == 0 || -d.Exp <= places {
		return d
	}
	return roundRatAt(d.Rat(), places, mode)
}

// RoundDigits rounds to n significant digits (add/sub/mult/div with
// digits).
func (d Dec) RoundDigits(n int, mode Mode) Dec {
	if d.Kind != Finite || d.Coef.Sign() == 0 || n <= 0 || d.Digits() <= n {
		return d
	}
	return roundRat(d.Rat(), n, mode)
}

// Int is the value's integer part (to_i), for a finite value.
func (d Dec) Int() *big.Int {
	q := new(big.Int).Set(d.signed())
	if d.Exp >= 0 {
		return q.Mul(q, pow10(d.Exp))
	}
	return q.Quo(q, pow10(-d.Exp))
}

// Neg is -d.
func (d Dec) Negate() Dec {
	if d.Kind == NaN {
		return d
	}
	n := d
	n.Neg = !d.Neg
	return n
}

func align(a, b Dec) (x, y *big.Int, exp int) {
	exp = a.Exp
	if b.Exp < exp {
		exp = b.Exp
	}
	x = new(big.Int).Mul(a.signed(), pow10(a.Exp-exp))
	y = new(big.Int).Mul(b.signed(), pow10(b.Exp-exp))
	return x, y, exp
}

// Add is a + b.
func Add(a, b Dec) Dec {
	switch {
	case a.Kind == NaN || b.Kind == NaN:
		return NaNValue()
	case a.Kind == Inf && b.Kind == Inf:
		if a.Neg != b.Neg {
			return NaNValue()
		}
		return a
	case a.Kind == Inf:
		return a
	case b.Kind == Inf:
		return b
	}
	x, y, exp := align(a, b)
	s := new(big.Int).Add(x, y)
	if s.Sign() == 0 {
		return zero(a.Neg && b.Neg)
	}
	return New(s, exp)
}

// Sub is a - b.
func Sub(a, b Dec) Dec { return Add(a, b.Negate()) }

// Mul is a * b.
func Mul(a, b Dec) Dec {
	neg := a.Neg != b.Neg
	switch {
	case a.Kind == NaN || b.Kind == NaN:
		return NaNValue()
	case a.Kind == Inf || b.Kind == Inf:
		if a.IsZero() || b.IsZero() {
			return NaNValue()
		}
		return Dec{Kind: Inf, Neg: neg}
	}
	p := new(big.Int).Mul(a.Coef, b.Coef)
	if p.Sign() == 0 {
		return zero(neg)
	}
	d := Dec{Neg: neg, Coef: p, Exp: a.Exp + b.Exp}
	return d.norm()
}

// MaxExactQuoDigits is the longest quotient Quo answers exactly: Ruby's
// BigDecimal#/ computes at least this many significant digits whatever the
// operands' word layout, so a quotient that ends within them is Ruby's.
const MaxExactQuoDigits = 27

// Quo is a / b as BigDecimal#/ gives it; exact is false when the quotient
// does not end within MaxExactQuoDigits significant digits (Ruby rounds
// it at a length Punch does not reproduce). Dividing by zero gives NaN or
// an infinity, as Ruby does by default.
func Quo(a, b Dec) (q Dec, exact bool) {
	neg := a.Neg != b.Neg
	switch {
	case a.Kind == NaN || b.Kind == NaN:
		return NaNValue(), true
	case a.Kind == Inf && b.Kind == Inf:
		return NaNValue(), true
	case a.Kind == Inf:
		return Dec{Kind: Inf, Neg: neg}, true
	case b.Kind == Inf:
		return zero(neg), true
	case b.IsZero():
		if a.IsZero() {
			return NaNValue(), true
		}
		return Dec{Kind: Inf, Neg: a.Neg}, true
	case a.IsZero():
		return zero(neg), true
	}
	r := new(big.Rat).Quo(a.Rat(), b.Rat())
	d, ok := terminating(r, MaxExactQuoDigits)
	return d, ok
}

// terminating is r as a decimal when it ends within max significant
// digits.
func terminating(r *big.Rat, max int) (Dec, bool) {
	den := new(big.Int).Set(r.Denom())
	twos, fives := 0, 0
	two, five := big.NewInt(2), big.NewInt(5)
	m := new(big.Int)
	for {
		q, rem := new(big.Int).QuoRem(den, two, m)
		if rem.Sign() != 0 {
			break
		}
		den, twos = q, twos+1
	}
	for {
		q, rem := new(big.Int).QuoRem(den, five, m)
		if rem.Sign() != 0 {
			break
		}
		den, fives = q, fives+1
	}
	if den.Cmp(bigOne) != 0 {
		return Dec{}, false
	}
	places := twos
	if fives > places {
		places = fives
	}
	scaled := new(big.Int).Mul(r.Num(), pow10(places))
	scaled.Quo(scaled, r.Denom())
	d := New(scaled, -places)
	if d.Digits() > max {
		return Dec{}, false
	}
	return d, true
}

// QuoRat is the exact quotient of finite values with b not zero.
func QuoRat(a, b Dec) *big.Rat { return new(big.Rat).Quo(a.Rat(), b.Rat()) }

// Cmp compares finite or infinite values; ok is false with a NaN.
func Cmp(a, b Dec) (int, bool) {
	if a.Kind == NaN || b.Kind == NaN {
		return 0, false
	}
	rank := func(d Dec) int {
		if d.Kind == Inf {
			if d.Neg {
				return -1
			}
			return 1
		}
		return 0
	}
	if ra, rb := rank(a), rank(b); ra != 0 || rb != 0 {
		switch {
		case ra < rb:
			return -1, true
		case ra > rb:
			return 1, true
		}
		return 0, true
	}
	x, y, _ := align(a, b)
	return x.Cmp(y), true
}

// Sign is BigDecimal#sign (BigDecimal::SIGN_*).
func (d Dec) Sign() int {
	switch {
	case d.Kind == NaN:
		return 0
	case d.Kind == Inf && d.Neg:
		return -3
	case d.Kind == Inf:
		return 3
	case d.Coef.Sign() == 0 && d.Neg:
		return -1
	case d.Coef.Sign() == 0:
		return 1
	case d.Neg:
		return -2
	}
	return 2
}

// special is the text of NaN, the infinities and the zeros (every format).
func (d Dec) special() (string, bool) {
	switch {
	case d.Kind == NaN:
		return "NaN", true
	case d.Kind == Inf && d.Neg:
		return "-Infinity", true
	case d.Kind == Inf:
		return "Infinity", true
	case d.Coef.Sign() == 0 && d.Neg:
		return "-0.0", true
	case d.Coef.Sign() == 0:
		return "0.0", true
	}
	return "", false
}

// Format is BigDecimal#to_s(fmt): E (0.DIGITSeN) or F (plain), a leading
// '+' or ' ' for positive values, and digits grouped by group with spaces
// (counted from the first digit of each part).
func (d Dec) Format(plain bool, plus byte, group int) string {
	if s, ok := d.special(); ok {
		if plus != 0 && s[0] != '-' && s != "NaN" {
			return string(plus) + s
		}
		return s
	}
	var b strings.Builder
	if d.Neg {
		b.WriteByte('-')
	} else if plus != 0 {
		b.WriteByte(plus)
	}
	digits := d.Coef.String()
	if !plain {
		b.WriteString("0.")
		b.WriteString(grouped(digits, group))
		b.WriteString("e")
		b.WriteString(strconv.Itoa(d.Exponent()))
		return b.String()
	}
	var ip, fp string
	switch {
	case d.Exp >= 0:
		ip, fp = digits+strings.Repeat("0", d.Exp), "0"
	case -d.Exp >= len(digits):
		ip, fp = "0", strings.Repeat("0", -d.Exp-len(digits))+digits
	default:
		ip, fp = digits[:len(digits)+d.Exp], digits[len(digits)+d.Exp:]
	}
	b.WriteString(grouped(ip, group))
	b.WriteByte('.')
	b.WriteString(grouped(fp, group))
	return b.String()
}

func grouped(s string, n int) string {
	if n <= 0 || len(s) <= n {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i += n {
		if i > 0 {
			b.WriteByte(' ')
		}
		end := i + n
		if end > len(s) {
			end = len(s)
		}
		b.WriteString(s[i:end])
	}
	return b.String()
}

// Float is the nearest float64 (to_f).
func (d Dec) Float() float64 {
	switch {
	case d.Kind == NaN:
		f, _ := strconv.ParseFloat("NaN", 64)
		return f
	case d.Kind == Inf && d.Neg:
		f, _ := strconv.ParseFloat("-Inf", 64)
		return f
	case d.Kind == Inf:
		f, _ := strconv.ParseFloat("+Inf", 64)
		return f
	}
	s := d.Coef.String() + "e" + strconv.Itoa(d.Exp)
	if d.Neg {
		s = "-" + s
	}
	f, _ := strconv.ParseFloat(s, 64)
	return f
}

// FromRatMode is a fraction rounded to digits significant digits with mode.
func FromRatMode(r *big.Rat, digits int, mode Mode) Dec {
	if r.Sign() == 0 {
		return zero(false)
	}
	return roundRat(r, digits, mode)
}

// MaxMagnitude bounds the exponents and digit counts Punch computes with:
// a value beyond it (BigDecimal("1e99999999")) would make aligning or
// converting it cost memory in proportion to its exponent.
const MaxMagnitude = 1 << 20

// TooLarge reports a finite value beyond MaxMagnitude.
func (d Dec) TooLarge() bool {
	if d.Kind != Finite || d.Coef == nil {
		return false
	}
	return d.Exp > MaxMagnitude || d.Exp < -MaxMagnitude || d.Coef.BitLen() > MaxMagnitude*4
}
