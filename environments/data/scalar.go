package data

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/util/psychnum"
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
		if err := integerTextBound(s); err != nil {
			return nil, err
		}
		return integerValue(psychnum.Base60Int(s)), nil
	case reBase60F.MatchString(s):
		return psychnum.Base60Float(s), nil
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
		clean := strings.NewReplacer(",", "", "_", "").Replace(s)
		if err := integerTextBound(clean); err != nil {
			return nil, err
		}
		n, ok := psychnum.Integer(clean)
		if !ok {
			return nil, errors.New("invalid value for Integer(): " + strconv.Quote(clean))
		}
		return integerValue(n), nil
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

// integerValue is n as an int64 when it fits, else the *big.Int itself:
// Psych's Integer of any size, which Puppet keeps
// (compiler/values/bignum.go).
func integerValue(n *big.Int) any {
	if n.IsInt64() {
		return n.Int64()
	}
	return n
}

// integerTextBound refuses an integer token longer than MaxIntegerDigits
// (a base 60 one: its whole text), which would take time quadratic in its
// length to convert (see BigInteger).
func integerTextBound(s string) error {
	if len(s) > MaxIntegerDigits {
		return fmt.Errorf("integer %s has more than %d digits, the most Punch reads", shortNumber(s), MaxIntegerDigits)
	}
	return nil
}
