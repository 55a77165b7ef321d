package data

import (
	"errors"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/lazyre"
)

// This file resolves untagged plain YAML scalars the way Psych 4 (the YAML
// library of Ruby 3.1, which Puppet 7 runs on) does: YAML 1.1 booleans in
// any case (yes, No, ON...), null/~, octal (017), hex, binary, numbers with
// "_" and "," separators, base 60 (with Psych's quirk: "1:30" is 5400, not
// 90), floats that need a dot ("1e3" stays a string), symbols (":sym") and
// dates/times, which Puppet's safe_load refuses.
//
// The order of the tests matters and follows Psych's: a string that starts
// like a word is decided first, numbers last.

var (
	// Strings that start with an optional non-number character followed by
	// letters or punctuation. Ruby's [[:alpha:]] is Unicode-aware.
	reWordish = lazyre.New(`^[^\d.:-]?[\p{L}\p{Nl}\p{Mn}\p{Mc}_\s\v!@#$%^&*(){}<>|/\\~;=]+`)
	reNotBool = lazyre.New(`(?mi)^[^ytonf~]`)
	reNull    = lazyre.New(`(?mi)^null$`)
	reTrue    = lazyre.New(`(?mi)^(yes|true|on)$`)
	reFalse   = lazyre.New(`(?mi)^(no|false|off)$`)

	reTime    = lazyre.New(`^-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|[\s\v]+)\d{1,2}:\d\d:\d\d(?:\.\d*)?(?:[\s\v]*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?$`)
	reDate    = lazyre.New(`^\d{4}-(?:1[012]|0\d|\d)-(?:[12]\d|3[01]|0\d|\d)$`)
	rePosInf  = lazyre.New(`(?i)^\+?\.inf$`)
	reNegInf  = lazyre.New(`(?i)^-\.inf$`)
	reNaN     = lazyre.New(`(?i)^\.nan$`)
	reBase60I = lazyre.New(`^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}$`)
	reBase60F = lazyre.New(`^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}\.[0-9_]*$`)
	reFloat   = lazyre.New(`^(?:[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?)$`)
	reDotOnly = lazyre.New(`^[-+]?\.$`)
	reInt     = lazyre.New(`^(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)|[-+]?0x[0-9a-fA-F_,]+)$`)
	reFloatCl = lazyre.New(`[,_]|\.([Ee]|$)`)
)

// errDisallowed is returned for values Puppet's safe_load refuses; the
// message is Psych's.
type errDisallowed struct{ class string }

func (e errDisallowed) Error() string { return "Tried to load unspecified class: " + e.class }

var errIntRange = errors.New("integer is out of range for a Puppet Integer (64-bit)")

// resolvePlain returns the value of an untagged plain scalar. Symbols are
// refused unless allowSymbols; timestamps and dates are refused unless
// timeAsString, which keeps their text.
func resolvePlain(s string, allowSymbols, timeAsString bool) (any, error) {
	if s == "" {
		return nil, nil
	}
	if reWordish.MatchString(s) || strings.Contains(s, "\n") {
		if utf8.RuneCountInString(s) > 5 {
			return s, nil
		}
		switch {
		case reNotBool.MatchString(s):
			return s, nil
		case s == "~" || reNull.MatchString(s):
			return nil, nil
		case reTrue.MatchString(s):
			return true, nil
		case reFalse.MatchString(s):
			return false, nil
		}
		return s, nil
	}
	switch {
	case reTime.MatchString(s):
		if timeAsString {
			return s, nil
		}
		return nil, errDisallowed{"Time"}
	case reDate.MatchString(s):
		if timeAsString {
			return s, nil
		}
		return nil, errDisallowed{"Date"}
	case rePosInf.MatchString(s):
		return math.Inf(1), nil
	case reNegInf.MatchString(s):
		return math.Inf(-1), nil
	case reNaN.MatchString(s):
		return math.NaN(), nil
	case len(s) >= 2 && s[0] == ':':
		if !allowSymbols {
			return nil, errDisallowed{"Symbol"}
		}
		return symbolName(s), nil
	case reBase60I.MatchString(s):
		return base60Int(s)
	case reBase60F.MatchString(s):
		return base60Float(s), nil
	case reFloat.MatchString(s):
		if reDotOnly.MatchString(s) {
			return s, nil
		}
		clean := reFloatCl.ReplaceAllString(s, "$1")
		f, err := strconv.ParseFloat(clean, 64)
		if err != nil && !errors.Is(err, strconv.ErrRange) {
			return nil, errors.New("invalid value for Float(): " + strconv.Quote(s))
		}
		return f, nil
	case reInt.MatchString(s):
		return rubyInteger(strings.NewReplacer(",", "", "_", "").Replace(s))
	}
	return s, nil
}

// symbolName is the name of a plain ":sym" scalar: a quoted form
// (:"a b") gives what is inside the quotes.
func symbolName(s string) string {
	if len(s) >= 3 && (s[1] == '"' || s[1] == '\'') {
		if i := strings.LastIndexByte(s[2:], s[1]); i >= 0 {
			return strings.TrimPrefix(s[2:2+i], ":")
		}
	}
	return s[1:]
}

// rubyInteger parses what Ruby's Integer() accepts after Psych removed the
// separators: an optional sign, then 0b (binary), 0x (hex), a leading 0
// (octal) or decimal digits.
func rubyInteger(clean string) (any, error) {
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
	if body == "" {
		return nil, errors.New("invalid value for Integer(): " + strconv.Quote(clean))
	}
	n, ok := new(big.Int).SetString(body, base)
	if !ok {
		return nil, errors.New("invalid value for Integer(): " + strconv.Quote(clean))
	}
	if neg {
		n.Neg(n)
	}
	if !n.IsInt64() {
		return nil, errIntRange
	}
	return n.Int64(), nil
}

// rubyToI is Ruby's String#to_i for the digit groups of a base 60 number:
// an optional sign, digits with single underscores between them.
func rubyToI(s string) *big.Int {
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	var digits strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= '0' && c <= '9' {
			digits.WriteByte(c)
			continue
		}
		if c == '_' && i > 0 && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' && s[i-1] >= '0' && s[i-1] <= '9' {
			continue
		}
		break
	}
	n := new(big.Int)
	if digits.Len() > 0 {
		n.SetString(digits.String(), 10)
	}
	if neg {
		n.Neg(n)
	}
	return n
}

// rubyToF is Ruby's String#to_f for the same groups, with a fraction.
func rubyToF(s string) float64 {
	var b strings.Builder
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		b.WriteByte(s[i])
		i++
	}
	digitsRun := func() {
		for i < len(s) {
			c := s[i]
			if c >= '0' && c <= '9' {
				b.WriteByte(c)
				i++
				continue
			}
			if c == '_' && i > 0 && s[i-1] >= '0' && s[i-1] <= '9' && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' {
				i++
				continue
			}
			return
		}
	}
	digitsRun()
	if i+1 < len(s) && s[i] == '.' && s[i+1] >= '0' && s[i+1] <= '9' {
		b.WriteByte('.')
		i++
		digitsRun()
	}
	f, err := strconv.ParseFloat(b.String(), 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return 0
	}
	return f
}

// base60Int computes Psych's sexagesimal integer: part e (0-based) of the
// colon-separated groups is multiplied by 60**|e-2|. For three groups that
// is h*3600+m*60+s; for two groups Psych also uses 3600 and 60, so "1:30"
// is 5400. Puppet sees what Psych computes, so Punch does the same.
func base60Int(s string) (any, error) {
	total := new(big.Int)
	for e, part := range strings.Split(s, ":") {
		p := e - 2
		if p < 0 {
			p = -p
		}
		mul := new(big.Int).Exp(big.NewInt(60), big.NewInt(int64(p)), nil)
		total.Add(total, new(big.Int).Mul(rubyToI(part), mul))
	}
	if !total.IsInt64() {
		return nil, errIntRange
	}
	return total.Int64(), nil
}

func base60Float(s string) float64 {
	total := 0.0
	for e, part := range strings.Split(s, ":") {
		p := e - 2
		if p < 0 {
			p = -p
		}
		total += rubyToF(part) * math.Pow(60, float64(p))
	}
	return total
}
