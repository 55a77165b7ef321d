package core

import (
	"math"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/values"
)

// Puppet 7's math functions: abs, floor, ceiling, round.

func mathFunctions(l *functions.Lib) {
	l.Register("abs", "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			switch x := args[0].(type) {
			case int64:
				if x == math.MinInt64 {
					return nil, functions.Errorf("Use of a Ruby Integer outside of Puppet Integer max range, got '0x8000000000000000'")
				}
				if x < 0 {
					return -x, nil
				}
				return x, nil
			case float64:
				return math.Abs(x), nil
			}
			return args[0], nil
		}).Req("val", "Numeric"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			functions.DeprecationOnce(c, "abs_function_numeric_coerce_string", "The abs() function's auto conversion of String to Numeric is deprecated - change to convert input before calling")
			s := args[0].(string)
			switch {
			case absFloatRx.MatchString(s):
				return math.Abs(RubyStringToF(s)), nil
			case absIntRx.MatchString(s):
				n := RubyToI(s)
				if n < 0 {
					n = -n
				}
				return n, nil
			}
			return nil, functions.Errorf("abs(): Requires float or integer to work with - was given non decimal string")
		}).Req("val", "String"))

	registerRounding(l, "floor", math.Floor, "floor(): cannot convert given value to a floating point value.",
		"The floor() function's auto conversion of String to Float is deprecated - change to convert input before calling")
	registerRounding(l, "ceiling", math.Ceil, "ceiling(): cannot convert given value to a floating point value.",
		"The ceiling() function's auto conversion of String to Float is deprecated - change to convert input before calling")

	l.Register("round", "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			var f float64
			switch x := args[0].(type) {
			case int64:
				f = float64(x)
			case float64:
				f = x
			}
			// Integer(x + 0.5) or Integer(x - 0.5): truncation of a Float
			if f > 0 {
				return FloatToInteger(math.Trunc(f + 0.5))
			}
			return FloatToInteger(math.Trunc(f - 0.5))
		}).Req("val", "Numeric"))
}

var (
	absFloatRx = lazyre.New(`^-?(?:\d+)(?:\.\d+){1}$`)
	absIntRx   = lazyre.New(`^-?\d+$`)
)

// registerRounding registers floor or ceiling.
func registerRounding(l *functions.Lib, name string, round func(float64) float64, convErr, deprecation string) {
	l.Register(name, "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			if f, ok := args[0].(float64); ok {
				return FloatToInteger(round(f))
			}
			return args[0], nil
		}).Req("val", "Numeric"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			functions.DeprecationOnce(c, name+"_function_numeric_coerce_string", deprecation)
			f, ok := RubyStrictFloat(args[0].(string))
			if !ok {
				return nil, functions.Errorf("%s", convErr)
			}
			return FloatToInteger(round(f))
		}).Req("val", "String"))
}

// floatToInteger converts an integral float to an Integer, failing as
// Puppet does when it is outside the Integer range (or not finite).
func FloatToInteger(f float64) (values.Value, error) {
	if math.IsNaN(f) {
		return nil, functions.Errorf("NaN")
	}
	if math.IsInf(f, 0) {
		if f > 0 {
			return nil, functions.Errorf("Infinity")
		}
		return nil, functions.Errorf("-Infinity")
	}
	if f >= 9223372036854775808.0 || f < -9223372036854775808.0 {
		rng := "max"
		if f < 0 {
			rng = "min"
		}
		return nil, functions.Errorf("Use of a Ruby Integer outside of Puppet Integer %s range", rng)
	}
	return int64(f), nil
}

// rubyStrictFloat is Ruby's Float(string): optional surrounding
// whitespace, a decimal number (underscores between digits, fraction,
// exponent) or a 0x hexadecimal integer; anything else fails.
func RubyStrictFloat(s string) (float64, bool) {
	s = strings.Trim(s, " \t\n\v\f\r")
	if s == "" {
		return 0, false
	}
	body := s
	sign := ""
	if body[0] == '+' || body[0] == '-' {
		sign, body = body[:1], body[1:]
	}
	if len(body) > 2 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X') {
		n, err := strconv.ParseUint(strings.ReplaceAll(body[2:], "_", ""), 16, 64)
		if err != nil || strings.Contains(body, "__") || strings.HasSuffix(body, "_") {
			return 0, false
		}
		f := float64(n)
		if sign == "-" {
			f = -f
		}
		return f, true
	}
	if !strictFloatRx.MatchString(body) {
		return 0, false
	}
	f, err := strconv.ParseFloat(sign+strings.ReplaceAll(body, "_", ""), 64)
	if err != nil {
		// out of range values are infinities in Ruby
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return f, true
		}
		return 0, false
	}
	return f, true
}

var strictFloatRx = lazyre.New(`^[0-9]+(_[0-9]+)*(\.[0-9]+(_[0-9]+)*)?([eE][+-]?[0-9]+(_[0-9]+)*)?$`)
