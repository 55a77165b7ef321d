// Package psychnum holds the number rules Psych's ScalarScanner applies to
// a plain YAML scalar once its regexps have classified it: Kernel#Integer
// for an integer token, and String#to_i / String#to_f on the parts of a
// base 60 ("sexagesimal", 1:30) number. Hiera's YAML reader
// (environments/data) and the Ruby runtime's Psych both read scalars with
// them. Checked against Ruby 3.1 by testdata/record.rb.
package psychnum

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Integer is Kernel#Integer for an integer token Psych has removed the
// separators (',' and '_') from: an optional sign, then 0b (binary), 0x
// (hex), a leading 0 (octal) or decimal digits. ok is false where Ruby
// raises ArgumentError.
func Integer(clean string) (n *big.Int, ok bool) {
	body := clean
	neg := false
	if body != "" && (body[0] == '+' || body[0] == '-') {
		neg = body[0] == '-'
		body = body[1:]
	}
	base := 10
	switch {
	case strings.HasPrefix(body, "0b") || strings.HasPrefix(body, "0B"):
		base, body = 2, body[2:]
	case strings.HasPrefix(body, "0x") || strings.HasPrefix(body, "0X"):
		base, body = 16, body[2:]
	case len(body) > 1 && body[0] == '0':
		base, body = 8, body[1:]
	}
	// big.Int takes a sign of its own; Ruby allows none after the prefix.
	if body == "" || body[0] == '+' || body[0] == '-' {
		return nil, false
	}
	n, ok = new(big.Int).SetString(body, base)
	if !ok {
		return nil, false
	}
	if neg {
		n.Neg(n)
	}
	return n, true
}

// ToI is Ruby's String#to_i: an optional sign, then the leading decimal
// digits, single underscores between digits allowed; 0 when there are none.
func ToI(s string) *big.Int {
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	var digits strings.Builder
	digitRun(s, 0, &digits)
	n := new(big.Int)
	if digits.Len() > 0 {
		n.SetString(digits.String(), 10)
	}
	if neg {
		n.Neg(n)
	}
	return n
}

// ToF is Ruby's String#to_f for the parts of a base 60 float: an optional
// sign, digits, then a fraction when a digit follows the point; single
// underscores between digits allowed. (No exponent: Psych's base 60 token
// has none.)
func ToF(s string) float64 {
	var b strings.Builder
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		b.WriteByte(s[i])
		i++
	}
	i = digitRun(s, i, &b)
	if i+1 < len(s) && s[i] == '.' && s[i+1] >= '0' && s[i+1] <= '9' {
		b.WriteByte('.')
		digitRun(s, i+1, &b)
	}
	f, err := strconv.ParseFloat(b.String(), 64)
	if err != nil && !isRange(err) {
		return 0
	}
	return f
}

// digitRun copies the decimal digits of s from i to b, passing over an
// underscore between two digits, and returns where they end.
func digitRun(s string, i int, b *strings.Builder) int {
	for i < len(s) {
		c := s[i]
		if isDigit(c) {
			b.WriteByte(c)
			i++
			continue
		}
		if c == '_' && i > 0 && isDigit(s[i-1]) && i+1 < len(s) && isDigit(s[i+1]) {
			i++
			continue
		}
		break
	}
	return i
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isRange(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// Base60Int is Psych's base 60 integer: part e (0-based) of the colon
// separated groups, read by ToI, times 60 to the power |e-2|. For three
// groups that is h*3600+m*60+s; for two Psych also uses 3600 and 60, so
// "1:30" is 5400. Puppet sees what Psych computes, so Punch does the same.
func Base60Int(s string) *big.Int {
	total := new(big.Int)
	for e, part := range strings.Split(s, ":") {
		n := ToI(part)
		n.Mul(n, new(big.Int).Exp(big.NewInt(60), big.NewInt(int64(base60Power(e))), nil))
		total.Add(total, n)
	}
	return total
}

// Base60Float is Base60Int's rule for a base 60 float, its parts read by
// ToF.
func Base60Float(s string) float64 {
	total := 0.0
	for e, part := range strings.Split(s, ":") {
		total += ToF(part) * math.Pow(60, float64(base60Power(e)))
	}
	return total
}

func base60Power(e int) int {
	if e < 2 {
		return 2 - e
	}
	return e - 2
}
