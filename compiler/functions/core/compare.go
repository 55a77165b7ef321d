package core

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/util/rubystr"
	"github.com/punch-dev/punch/compiler/values"
)

// Ordering as Ruby orders the objects Puppet values are made of: sort,
// min, max and compare are written in Ruby and use <=>.

// rubyCmp is Ruby's a <=> b; ok is false where Ruby returns nil (the
// objects are not comparable).
func RubyCmp(a, b values.Value) (int, bool) {
	switch x := a.(type) {
	case int64:
		switch y := b.(type) {
		case int64:
			return cmp3(x < y, x > y), true
		case float64:
			return cmpIntFloat(x, y)
		case *big.Int:
			return values.BigCompare(a, b)
		}
		return 0, false
	case float64:
		switch y := b.(type) {
		case float64:
			if math.IsNaN(x) || math.IsNaN(y) {
				return 0, false
			}
			return cmp3(x < y, x > y), true
		case int64:
			c, ok := cmpIntFloat(y, x)
			return -c, ok
		case *big.Int:
			return values.BigCompare(a, b)
		}
		return 0, false
	case *big.Int:
		// a Ruby Integer past 64 bits (values' bignum.go)
		return values.BigCompare(a, b)
	case string:
		y, ok := b.(string)
		if !ok {
			return 0, false
		}
		return strings.Compare(x, y), true
	case []values.Value:
		y, ok := b.([]values.Value)
		if !ok {
			return 0, false
		}
		for i := 0; i < len(x) && i < len(y); i++ {
			c, ok := RubyCmp(x[i], y[i])
			if !ok {
				return 0, false
			}
			if c != 0 {
				return c, true
			}
		}
		return cmp3(len(x) < len(y), len(x) > len(y)), true
	case values.SemVer, values.Timespan, values.Timestamp, *values.BigTimestamp:
		c, err := values.Compare(a, b)
		if err != nil {
			return 0, false
		}
		return c, true
	}
	// Object#<=>: 0 for equal objects, else not comparable.
	if values.RubyEqual(a, b) {
		return 0, true
	}
	return 0, false
}

func cmp3(less, greater bool) int {
	switch {
	case less:
		return -1
	case greater:
		return 1
	}
	return 0
}

// cmpIntFloat compares an integer with a float exactly, as Ruby does.
func cmpIntFloat(i int64, f float64) (int, bool) {
	if math.IsNaN(f) {
		return 0, false
	}
	if math.IsInf(f, 0) {
		if f > 0 {
			return -1, true
		}
		return 1, true
	}
	bf := new(big.Float).SetInt64(i)
	return bf.Cmp(big.NewFloat(f)), true
}

// cmpError is Ruby's "comparison of X with Y failed" (Y is the inspected
// value for numbers, booleans, undef and symbols, else its class).
func cmpError(a, b values.Value) error {
	var y string
	switch b.(type) {
	case nil, bool, int64, float64, values.Default:
		y = functions.RubyInspect(b)
		if _, ok := b.(values.Default); ok {
			y = ":default"
		}
	default:
		y = functions.RubyClass(b)
	}
	return functions.Errorf("comparison of %s with %s failed", functions.RubyClass(a), y)
}

// rubyCmpOrErr is <=> followed by rb_cmpint: an error when the objects
// are not comparable.
func rubyCmpOrErr(a, b values.Value) (int, error) {
	c, ok := RubyCmp(a, b)
	if !ok {
		return 0, cmpError(a, b)
	}
	return c, nil
}

// blockCmp calls a two-parameter comparison lambda and interprets its
// result as Ruby's rb_cmpint.
func blockCmp(b functions.Block, x, y values.Value) (int, error) {
	r, err := b.Call(x, y)
	if err != nil {
		return 0, err
	}
	switch v := r.(type) {
	case int64:
		return cmp3(v < 0, v > 0), nil
	case float64:
		return cmp3(v < 0, v > 0), nil
	case nil:
		return 0, cmpError(x, y)
	}
	return 0, functions.Errorf("comparison of %s with 0 failed", functions.RubyClass(r))
}

// rubySort sorts as Ruby's Array#sort on Linux, which is glibc's qsort_r:
// a top-down merge sort (stable), so that the comparisons happen in the
// same order and a failing comparison reports the same pair.
func rubySort(a []values.Value, b functions.Block) ([]values.Value, error) {
	out := CopyValues(a)
	cmp := func(x, y values.Value) (int, error) { return rubyCmpOrErr(x, y) }
	if b != nil {
		cmp = func(x, y values.Value) (int, error) { return blockCmp(b, x, y) }
	}
	tmp := make([]values.Value, len(out))
	if err := msort(out, tmp, cmp); err != nil {
		return nil, err
	}
	return out, nil
}

func msort(a, tmp []values.Value, cmp func(x, y values.Value) (int, error)) error {
	n := len(a)
	if n <= 1 {
		return nil
	}
	n1 := n / 2
	b1, b2 := a[:n1], a[n1:]
	if err := msort(b1, tmp, cmp); err != nil {
		return err
	}
	if err := msort(b2, tmp, cmp); err != nil {
		return err
	}
	i, j, k := 0, 0, 0
	for i < len(b1) && j < len(b2) {
		c, err := cmp(b1[i], b2[j])
		if err != nil {
			return err
		}
		if c <= 0 {
			tmp[k] = b1[i]
			i++
		} else {
			tmp[k] = b2[j]
			j++
		}
		k++
	}
	for i < len(b1) {
		tmp[k] = b1[i]
		i++
		k++
	}
	// The rest of b2 is already in place.
	copy(a, tmp[:k])
	return nil
}

// ---------------------------------------------------------------------------
// min and max

var numericStringRx1 = MustRegexp(`\A^-?\d+([._eE]\d+)?\z`)
var numericStringRx2 = MustRegexp(`\A-?\d+([._eE]\d+)?\z`)

// registerMinMax registers min (dir -1) or max (dir 1).
func registerMinMax(l *functions.Lib, name string, dir int) {
	better := func(c int) bool { return c*dir > 0 }
	needOne := func(args []values.Value) error {
		if len(args) == 0 {
			return functions.Errorf("%s(): Wrong number of arguments need at least one", name)
		}
		return nil
	}
	// pick keeps the first of equal elements, as Ruby's Array#min/max.
	pick := func(args []values.Value, cmp func(v, cur values.Value) (int, error)) (values.Value, error) {
		cur := args[0]
		for _, v := range args[1:] {
			c, err := cmp(v, cur)
			if err != nil {
				return nil, err
			}
			if better(c) {
				cur = v
			}
		}
		return cur, nil
	}
	onNumeric := func(c functions.Context, args []values.Value) (values.Value, error) {
		if err := needOne(args); err != nil {
			return nil, err
		}
		return pick(args, rubyCmpOrErr)
	}
	toF := func(v values.Value) float64 {
		switch x := v.(type) {
		case int64:
			return float64(x)
		case float64:
			return x
		}
		return RubyStringToF(functions.RubyToS(v))
	}
	onString := func(c functions.Context, args []values.Value) (values.Value, error) {
		if err := needOne(args); err != nil {
			return nil, err
		}
		return pick(args, func(a, b values.Value) (int, error) {
			if numericStringRx1.MatchString(functions.RubyToS(a)) && numericStringRx2.MatchString(functions.RubyToS(b)) {
				functions.DeprecationOnce(c, name+"_function_numeric_coerce_string", "The "+name+"() function's auto conversion of String to Numeric is deprecated - change to convert input before calling, or use lambda")
				return rubyCmpOrErr(toF(a), toF(b))
			}
			return rubyCmpOrErr(a, b)
		})
	}
	onAny := func(c functions.Context, args []values.Value) (values.Value, error) {
		if err := needOne(args); err != nil {
			return nil, err
		}
		return pick(args, func(a, b values.Value) (int, error) {
			as, bs := functions.RubyToS(a), functions.RubyToS(b)
			if numericStringRx1.MatchString(as) && numericStringRx2.MatchString(bs) {
				functions.DeprecationOnce(c, name+"_function_numeric_coerce_string", "The "+name+"() function's auto conversion of String to Numeric is deprecated - change to convert input before calling, or use lambda")
				return rubyCmpOrErr(toF(a), toF(b))
			}
			functions.DeprecationOnce(c, name+"_function_string_coerce_any", "The "+name+"() function's auto conversion of Any to String is deprecated - change to convert input before calling, or use lambda")
			return strings.Compare(as, bs), nil
		})
	}
	withBlock := func(args []values.Value, b functions.Block) (values.Value, error) {
		if len(args) == 0 {
			return nil, nil
		}
		return pick(args, func(v, cur values.Value) (int, error) { return blockCmp(b, v, cur) })
	}
	single := func(f func(c functions.Context, args []values.Value) (values.Value, error)) functions.CallFn {
		return func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			arr := args[0].([]values.Value)
			if b != nil {
				return withBlock(arr, b)
			}
			return f(c, arr)
		}
	}
	l.Register(name, "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return onNumeric(c, args)
		}).Rest("values", "Numeric", 0),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return onString(c, args)
		}).Rest("values", "String", 0),
		functions.Sig(single(onNumeric)).Req("values", "Array[Numeric]").Block(functions.OptionalBlock, "block", "Callable[2,2]"),
		functions.Sig(single(onString)).Req("values", "Array[String]").Block(functions.OptionalBlock, "block", "Callable[2,2]"),
		functions.Sig(single(onAny)).Req("values", "Array").Block(functions.OptionalBlock, "block", "Callable[2,2]"),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return withBlock(args, b)
		}).Rest("values", "Any", 0).Block(functions.RequiredBlock, "block", "Callable[2,2]"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return onAny(c, args)
		}).Rest("values", "Any", 0))
}

// rubyStringToF is String#to_f: the longest leading decimal number
// (underscores between digits allowed), 0.0 when there is none.
func RubyStringToF(s string) float64 {
	s = strings.TrimLeft(s, " \t\n\v\f\r")
	var b strings.Builder
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		b.WriteByte(s[i])
		i++
	}
	digits := func() bool {
		start := b.Len()
		for i < len(s) {
			c := s[i]
			if c >= '0' && c <= '9' {
				b.WriteByte(c)
				i++
			} else if c == '_' && b.Len() > start && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' {
				i++
			} else {
				break
			}
		}
		return b.Len() > start
	}
	if !digits() {
		return 0
	}
	if i+1 < len(s) && s[i] == '.' && s[i+1] >= '0' && s[i+1] <= '9' {
		b.WriteByte('.')
		i++
		digits()
	}
	if i+1 < len(s) && (s[i] == 'e' || s[i] == 'E') {
		save := b.String()
		j := i
		b.WriteByte('e')
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			b.WriteByte(s[i])
			i++
		}
		if !digits() {
			b.Reset()
			b.WriteString(save)
			i = j
		}
	}
	f, _ := strconv.ParseFloat(b.String(), 64)
	return f
}

// rubyToI is String#to_i: the leading decimal integer (underscores
// between digits allowed), 0 when there is none; clamped to Int64.
func RubyToI(s string) int64 {
	s = strings.TrimLeft(s, " \t\n\v\f\r")
	i := 0
	neg := false
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	var n big.Int
	ten := big.NewInt(10)
	seen := false
	for i < len(s) {
		c := s[i]
		if c >= '0' && c <= '9' {
			n.Mul(&n, ten)
			n.Add(&n, big.NewInt(int64(c-'0')))
			seen = true
			i++
		} else if c == '_' && seen && i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' {
			i++
		} else {
			break
		}
	}
	if neg {
		n.Neg(&n)
	}
	if !n.IsInt64() {
		if n.Sign() < 0 {
			return math.MinInt64
		}
		return math.MaxInt64
	}
	return n.Int64()
}

// ---------------------------------------------------------------------------
// compare

func registerCompare(l *functions.Lib) {
	num := func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		r, _ := RubyCmp(args[0], args[1])
		return int64(r), nil
	}
	viaValues := func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		r, err := values.Compare(args[0], args[1])
		if err != nil {
			return nil, err
		}
		return int64(r), nil
	}
	registerWithMismatch(l, "compare",
		[]*functions.SigBuilder{
			functions.Sig(num).Req("a", "Numeric").Req("b", "Numeric"),
			functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
				a, b := args[0].(string), args[1].(string)
				if len(args) > 2 && args[2] == false {
					return int64(strings.Compare(a, b)), nil
				}
				return int64(rubystr.Casecmp(a, b)), nil
			}).Req("a", "String").Req("b", "String").Opt("ignore_case", "Boolean"),
			functions.Sig(viaValues).Req("a", "Semver").Req("b", "Semver"),
			functions.Sig(viaValues).Req("a", "Numeric").Req("b", "Variant[Timespan, Timestamp]"),
			functions.Sig(viaValues).Req("a", "Timestamp").Req("b", "Variant[Timestamp, Numeric]"),
			functions.Sig(viaValues).Req("a", "Timespan").Req("b", "Variant[Timespan, Numeric]"),
		},
		[]*functions.SigBuilder{
			functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
				a, b := args[0], args[1]
				if ic := args[2:]; len(ic) > 0 {
					_, as := a.(string)
					_, bs := b.(string)
					if !as || !bs {
						return nil, functions.Errorf("compare(): The third argument (ignore case) can only be used when comparing strings")
					}
					if len(ic) != 1 {
						return nil, functions.Errorf("compare(): Accepts at most 3 arguments, got %d", 2+len(ic))
					}
					// Puppet's check names a constant that does not exist.
					return nil, &rawErr{"uninitialized constant Puppet::Pops::Loader::RubyFunctionInstantiator::Boolean"}
				}
				if functions.RubyClass(a) != functions.RubyClass(b) {
					return nil, functions.Errorf("compare(): Can only compare values of the same type (or for Timestamp/Timespan also against Numeric). Got %s and %s", functions.TypeLabel(a), functions.TypeLabel(b))
				}
				return nil, functions.Errorf("")
			}).Req("a", "Comparable").Req("b", "Comparable").Rest("ignore_case", "Any", 0),
			functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
				return nil, functions.Errorf("compare(): Non comparable type. Only values of the types Numeric, String, Semver, Timestamp and Timestamp can be compared. Got %s and %s", functions.TypeLabel(args[0]), functions.TypeLabel(args[1]))
			}).Req("a", "Any").Req("b", "Any").Rest("ignore_case", "Any", 0),
		})
}

// rawErr is an error raised inside a mismatch handler: it is reported
// as it is, without the function's name.
type rawErr struct{ msg string }

func (e *rawErr) Error() string { return e.msg }
