package values

import (
	"bytes"
	"cmp"
	"context"
	"math"
	"math/big"
	"reflect"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/util/bignum"
	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/util/rubyfmt"
	"github.com/punch-dev/punch/compiler/util/rubystr"
)

// Equals is Puppet's `==`: strings compare case-insensitively (ASCII
// letters only, as Ruby's casecmp), 1 == 1.0, arrays and hashes deeply
// (hash keys exactly, values with ==), types by equality (at the top level
// also two types that are assignable to each other, as the evaluator does).
func Equals(a, b Value) bool {
	switch x := a.(type) {
	case string:
		y, ok := b.(string)
		return ok && (x == y || rubystr.Casecmp(x, y) == 0)
	case int64:
		if y, ok := b.(int64); ok {
			return x == y
		}
		return equals(a, b)
	case nil, bool, float64, []Value, *Hash, Default:
		return equals(a, b)
	}
	if ta, ok := a.(Type); ok {
		tb, ok := b.(Type)
		if !ok {
			return false
		}
		return typesEqual(ta, tb) || assignable(ta, tb, nil) && assignable(tb, ta, nil)
	}
	return equals(a, b)
}

// equals is Puppet's CompareOperator#equals.
func equals(a, b Value) bool {
	var w Walk
	return w.equals(a, b)
}

// equalsErr is equals for callers with an error result: a comparison of
// collections past the walk's bounds is its error (the evaluator locates
// it at the expression) instead of a panic.
func equalsErr(a, b Value) (eq bool, err error) {
	switch a.(type) {
	case []Value, *Hash:
		defer CatchPanic(&err)
	}
	return equals(a, b), nil
}

// whatEquals names a comparison's walk in its error.
const whatEquals = "a comparison of two values (each element visited)"

// equals is equals as part of walk w: Arrays and Hashes are compared
// element by element, which visits a value holding the same collection at
// each of many levels as a tree (bounded: walk.go).
func (w *Walk) equals(a, b Value) bool {
	switch x := a.(type) {
	case nil:
		return b == nil
	case string:
		y, ok := b.(string)
		return ok && (x == y || rubystr.Casecmp(x, y) == 0)
	case int64:
		switch y := b.(type) {
		case int64:
			return x == y
		case float64:
			return cmpIntFloat(x, y) == 0
		case *big.Int:
			return false // never within 64 bits
		}
		return false
	case float64:
		switch y := b.(type) {
		case float64:
			return x == y
		case int64:
			return cmpIntFloat(y, x) == 0
		case *big.Int:
			c, ok := BigCompare(x, y)
			return ok && c == 0
		}
		return false
	case *big.Int:
		c, ok := BigCompare(x, b)
		return ok && c == 0
	case bool:
		y, ok := b.(bool)
		return ok && x == y
	case Default:
		_, ok := b.(Default)
		return ok
	case []Value:
		y, ok := b.([]Value)
		if !ok || len(x) != len(y) {
			return false
		}
		w.MustEnter(len(x), ArrayElementBytes, whatEquals)
		for i := range x {
			if !w.equals(x[i], y[i]) {
				return false
			}
		}
		w.Leave()
		return true
	case *Hash:
		y, ok := b.(*Hash)
		if !ok || x.Len() != y.Len() {
			return false
		}
		w.MustEnter(x.Len(), HashEntryBytes, whatEquals)
		for i := 0; i < x.Len(); i++ {
			k, av := x.At(i)
			bv, _ := y.Get(k)
			if !w.equals(bv, av) {
				return false
			}
		}
		w.Leave()
		return true
	case *Regexp:
		y, ok := b.(*Regexp)
		return ok && x.Source == y.Source
	case *Sensitive:
		y, ok := b.(*Sensitive)
		return ok && (x == y || HashKey(x.Value) == HashKey(y.Value))
	case *Binary:
		y, ok := b.(*Binary)
		return ok && bytes.Equal(x.Bytes, y.Bytes)
	case *Deferred:
		return deferredEqual(x, b)
	case *Object:
		return objectEqual(x, b)
	case SemVer:
		y, ok := b.(SemVer)
		return ok && x == y
	case *SemVerRange:
		y, ok := b.(*SemVerRange)
		return ok && x.String() == y.String()
	case Timespan:
		switch y := b.(type) {
		case Timespan:
			return x == y
		}
		return false
	case Timestamp:
		y, ok := b.(Timestamp)
		return ok && x == y
	case *BigTimestamp:
		y, ok := b.(*BigTimestamp)
		return ok && x.ns.Cmp(y.ns) == 0
	case Type:
		y, ok := b.(Type)
		return ok && typesEqual(x, y)
	}
	return a == b
}

// cmpIntFloat compares an integer and a float exactly, as Ruby does.
func cmpIntFloat(i int64, f float64) int {
	if math.IsNaN(f) {
		return 2
	}
	if f >= 9223372036854775808.0 {
		return -1
	}
	if f < -9223372036854775808.0 {
		return 1
	}
	t := math.Trunc(f)
	ti := int64(t)
	switch {
	case i < ti:
		return -1
	case i > ti:
		return 1
	}
	frac := f - t
	switch {
	case frac > 0:
		return -1
	case frac < 0:
		return 1
	}
	return 0
}

// Compare orders a and b for <, <=, >, >= and sorting: numbers
// numerically, strings case-insensitively (ASCII folding), versions,
// timespans and timestamps. Other values are not comparable; the error is
// Puppet's detail text ("A String is not comparable to a non String").
func Compare(a, b Value) (int, error) {
	switch x := a.(type) {
	case string:
		if y, ok := b.(string); ok {
			return rubystr.Casecmp(x, y), nil
		}
		return 0, errorf("A String is not comparable to a non String")
	case int64:
		switch y := b.(type) {
		case int64:
			return cmp.Compare(x, y), nil
		case float64:
			return cmpIntFloat(x, y), nil
		case Timespan:
			return -cmp.Compare(int64(y), x*1e9), nil
		case *big.Int:
			return -y.Sign(), nil
		}
		return 0, errorf("A Numeric is not comparable to non Numeric")
	case *big.Int:
		if c, ok := BigCompare(x, b); ok {
			return c, nil
		}
		return 0, errorf("A Numeric is not comparable to non Numeric")
	case float64:
		switch y := b.(type) {
		case int64:
			return -cmpIntFloat(y, x), nil
		case *big.Int:
			if c, ok := BigCompare(x, y); ok {
				return c, nil
			}
			return 2, nil // NaN, as cmpIntFloat
		case float64:
			return cmpFloat(x, y), nil
		case Timespan:
			return -cmpFloat(float64(y)/1e9, x), nil
		}
		return 0, errorf("A Numeric is not comparable to non Numeric")
	case SemVer:
		if y, ok := b.(SemVer); ok {
			return x.Compare(y), nil
		}
		return 0, errorf("Versions not comparable to non Versions")
	case Timespan:
		switch y := b.(type) {
		case Timespan:
			return cmp.Compare(int64(x), int64(y)), nil
		case int64:
			return cmpFloat(float64(x)/1e9, float64(y)), nil
		case float64:
			return cmpFloat(float64(x)/1e9, y), nil
		}
		return 0, errorf("Timespans are only comparable to Timespans, Integers, and Floats")
	case Timestamp:
		switch y := b.(type) {
		case Timestamp:
			return cmp.Compare(int64(x), int64(y)), nil
		case *BigTimestamp:
			return compareTimestamps(x, y), nil
		case int64:
			return cmpFloat(float64(x)/1e9, float64(y)), nil
		case float64:
			return cmpFloat(float64(x)/1e9, y), nil
		}
		return 0, errorf("Timestamps are only comparable to Timestamps, Integers, and Floats")
	case *BigTimestamp:
		switch y := b.(type) {
		case Timestamp, *BigTimestamp:
			return compareTimestamps(x, y), nil
		case int64:
			return cmpFloat(x.Seconds(), float64(y)), nil
		case float64:
			return cmpFloat(x.Seconds(), y), nil
		}
		return 0, errorf("Timestamps are only comparable to Timestamps, Integers, and Floats")
	case Default:
		// Puppet's default is the Symbol :default.
		switch y := b.(type) {
		case Default:
			return 0, nil
		case RubyObject:
			if y.IsSymbol() {
				return strings.Compare("default", y.Text), nil
			}
		}
		return 0, errorf("Symbol not comparable to non Symbol")
	case RubyObject:
		if !x.IsSymbol() {
			break
		}
		switch y := b.(type) {
		case Default:
			return strings.Compare(x.Text, "default"), nil
		case RubyObject:
			if y.IsSymbol() {
				return strings.Compare(x.Text, y.Text), nil
			}
		}
		return 0, errorf("Symbol not comparable to non Symbol")
	}
	return 0, errorf("Only Strings, Numbers, Timespans, Timestamps, and Versions are comparable")
}

// isNaN reports a Float NaN.
func isNaN(v Value) bool {
	f, ok := v.(float64)
	return ok && math.IsNaN(f)
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// CompareOp evaluates a comparison operator (==, !=, <, <=, >, >=) as the
// evaluator does: on types, < and > mean "assignable to and different".
// Errors carry Puppet's message ("Comparison of: Integer < String, is not
// possible. Caused by 'A Numeric is not comparable to non Numeric'.").
func CompareOp(op string, a, b Value) (bool, error) {
	if ta, ok := a.(Type); ok {
		tb, _ := b.(Type)
		eq := func() bool {
			return tb != nil && (typesEqual(ta, tb) || assignable(ta, tb, nil) && assignable(tb, ta, nil))
		}
		switch op {
		case "==":
			return eq(), nil
		case "!=":
			return !eq(), nil
		case "<":
			return tb != nil && assignable(tb, ta, nil) && !eq(), nil
		case "<=":
			return tb != nil && assignable(tb, ta, nil), nil
		case ">":
			return tb != nil && assignable(ta, tb, nil) && !eq(), nil
		case ">=":
			return tb != nil && assignable(ta, tb, nil), nil
		}
		return false, errorf("Unsupported operator '%s'", op)
	}
	switch op {
	case "==":
		return equalsErr(a, b)
	case "!=":
		eq, err := equalsErr(a, b)
		return !eq, err
	}
	if _, isVer := b.(SemVer); isVer {
		switch a.(type) {
		case int64, float64:
			// Ruby's Numeric#<=> tries to coerce the Version (a Numeric).
			return false, errorf("Error while evaluating a '%s' expression, can't convert SemanticPuppet::Version into Float", op)
		}
	}
	if isNaN(a) || isNaN(b) {
		// Puppet's CompareOperator answers Ruby's Float#<=>, nil for a
		// NaN, and the evaluator then calls the operator on that nil
		// (a NaN comes only from module Ruby: 0.0 / 0.0)
		return false, errorf("Error while evaluating a '%s' expression, undefined method `%s' for nil:NilClass", op, op)
	}
	c, err := Compare(a, b)
	if err != nil {
		return false, codedf("COMPARISON_NOT_POSSIBLE", "Comparison of: %s %s %s, is not possible. Caused by '%s'.", Label(a), op, Label(b), err.Error())
	}
	switch op {
	case "<":
		return c < 0, nil
	case "<=":
		return c <= 0, nil
	case ">":
		return c > 0, nil
	case ">=":
		return c >= 0, nil
	}
	return false, errorf("Unsupported operator '%s'", op)
}

// ToNumber converts a string to a number where Puppet's arithmetic does
// (Utils.to_n): decimal, 0x hex, 0 octal, floats with fraction or exponent,
// surrounding blanks and a sign allowed. It returns nil when s is not a
// number. Numbers are returned unchanged.
func ToNumber(v Value) Value {
	switch x := v.(type) {
	case int64, float64:
		return x
	case string:
		return parseNumeric(x, false)
	}
	return nil
}

func isBlank(c byte) bool { return c == ' ' || c == '\t' }

// parseNumeric follows Puppet's Patterns::NUMERIC:
// [blanks] [sign] [blanks] (0x hex | 0? digits [.digits] [e[-]digits]) [blanks]
// An integer past 64 bits is nil, or with wide the *big.Int Ruby's
// Integer() makes of it (ArithmeticOperand).
func parseNumeric(x string, wide bool) Value {
	s := strings.TrimPrefix(x, "::")
	i, n := 0, len(s)
	for i < n && isBlank(s[i]) {
		i++
	}
	neg := false
	if i < n && (s[i] == '-' || s[i] == '+') {
		neg = s[i] == '-'
		i++
	}
	for i < n && isBlank(s[i]) {
		i++
	}
	end := n
	for end > i && isBlank(s[end-1]) {
		end--
	}
	body := s[i:end]
	if body == "" {
		return nil
	}
	digits := func(t string) int {
		k := 0
		for k < len(t) && t[k] >= '0' && t[k] <= '9' {
			k++
		}
		return k
	}
	if len(body) > 2 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X') {
		for k := 2; k < len(body); k++ {
			c := body[k]
			if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
				return nil
			}
		}
		return intDigits(body[2:], 16, neg, wide)
	}
	k := digits(body)
	if k == 0 {
		return nil
	}
	intPart := body[:k]
	rest := body[k:]
	if rest == "" {
		base := 10
		t := intPart
		if len(t) > 1 && t[0] == '0' {
			base, t = 8, t[1:]
		}
		return intDigits(t, base, neg, wide)
	}
	// fraction and exponent
	j := 0
	if rest[0] == '.' {
		d := digits(rest[1:])
		if d == 0 {
			return nil
		}
		j = 1 + d
	}
	if j < len(rest) && (rest[j] == 'e' || rest[j] == 'E') {
		j++
		if j < len(rest) && rest[j] == '-' {
			j++
		}
		d := digits(rest[j:])
		if d == 0 {
			return nil
		}
		j += d
	}
	if j != len(rest) {
		return nil
	}
	// Puppet refuses 0 raised to some power ("0e1", "0.0e3").
	if strings.Trim(intPart, "0") == "" && zeroExpRx.MatchString(rest) {
		return nil
	}
	f, err := strconv.ParseFloat(body, 64)
	if err != nil || math.IsInf(f, 0) {
		return nil
	}
	if neg {
		f = -f
	}
	return f
}

var zeroExpRx = lazyre.New(`^\.?0*[eE]`)

// intDigits is the integer of digits (already checked to be of base, but
// octal's may hold an 8 or 9: Ruby's Integer() refuses those), negated
// with neg: nil past 64 bits unless wide asks for the *big.Int.
func intDigits(digits string, base int, neg, wide bool) Value {
	u, err := strconv.ParseUint(digits, base, 64)
	if err == nil && (u <= math.MaxInt64 || neg && u == 1<<63) {
		if neg {
			return -int64(u)
		}
		return int64(u)
	}
	if !wide {
		return nil
	}
	b, ok := bignum.Parse(digits, base)
	if !ok {
		return nil
	}
	if neg {
		b.Neg(b)
	}
	return b
}

// rubyInteger is Ruby's Integer(s) / Integer(s, radix) for strings that are
// already known to be digits (with optional prefix): 0x hex, 0b binary,
// 0o/0 octal, else decimal.
func rubyInteger(s string, radix int) (int64, error) {
	neg := false
	t := strings.Trim(s, " \t\n\v\f\r")
	if t != "" && (t[0] == '-' || t[0] == '+') {
		neg = t[0] == '-'
		t = t[1:]
	}
	base := 10
	if radix == 0 || radix == 16 || radix == 8 || radix == 2 {
		if len(t) > 1 && t[0] == '0' {
			switch t[1] {
			case 'x', 'X':
				if radix == 0 || radix == 16 {
					base, t = 16, t[2:]
				}
			case 'b', 'B':
				if radix == 0 || radix == 2 {
					base, t = 2, t[2:]
				}
			case 'o', 'O':
				if radix == 0 || radix == 8 {
					base, t = 8, t[2:]
				}
			case 'd', 'D':
				if radix == 0 || radix == 10 {
					base, t = 10, t[2:]
				}
			default:
				if radix == 0 {
					base, t = 8, t[1:]
				}
			}
		}
	}
	if radix != 0 && base == 10 {
		base = radix
	}
	if t == "" || strings.HasPrefix(t, "_") || strings.HasSuffix(t, "_") || strings.Contains(t, "__") {
		return 0, errorf("invalid value for Integer(): \"%s\"", s)
	}
	t = strings.ReplaceAll(t, "_", "")
	u, err := strconv.ParseUint(t, base, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return 0, &outOfRange{digits: t, base: base, neg: neg}
		}
		return 0, errorf("invalid value for Integer(): \"%s\"", s)
	}
	if neg {
		if u > 1<<63 {
			return 0, &outOfRange{digits: t, base: base, neg: neg}
		}
		return -int64(u), nil
	}
	if u > math.MaxInt64 {
		return 0, &outOfRange{digits: t, base: base, neg: neg}
	}
	return int64(u), nil
}

// outOfRange is rubyInteger's error for a well-formed integer past 64
// bits; Int is the Ruby Integer it is.
type outOfRange struct {
	digits string
	base   int
	neg    bool
}

func (*outOfRange) Error() string { return "integer out of range" }

// Int is the integer, exactly.
func (e *outOfRange) Int() *big.Int {
	n, _ := new(big.Int).SetString(e.digits, e.base)
	if e.neg {
		n.Neg(n)
	}
	return n
}

func concatArray(x []Value, y Value) []Value {
	var add []Value
	switch z := y.(type) {
	case []Value:
		add = z
	case *Hash:
		add = hashToPairs(z)
	default:
		add = []Value{y}
	}
	out := make([]Value, 0, len(x)+len(add))
	return append(append(out, x...), add...)
}

func hashToPairs(h *Hash) []Value {
	out := make([]Value, h.Len())
	for i := 0; i < h.Len(); i++ {
		k, v := h.At(i)
		out[i] = []Value{k, v}
	}
	return out
}

func concatHash(x *Hash, y Value) (*Hash, error) {
	switch z := y.(type) {
	case *Hash:
		return x.Merge(z), nil
	case []Value:
		c := x.Clone()
		// An array of arrays is a list of pairs; else alternating keys
		// and values (Ruby's Hash[...]).
		allPairs := len(z) > 0
		for _, e := range z {
			if _, ok := e.([]Value); !ok {
				allPairs = false
				break
			}
		}
		if allPairs {
			for _, e := range z {
				p := e.([]Value)
				switch len(p) {
				case 1:
					c.Put(p[0], nil)
				case 2:
					c.Put(p[0], p[1])
				default:
					return nil, errorf("invalid number of elements (%d for 1..2)", len(p))
				}
			}
			return c, nil
		}
		if len(z)%2 != 0 {
			return nil, errorf("odd number of arguments for Hash")
		}
		for i := 0; i+1 < len(z); i += 2 {
			c.Put(z[i], z[i+1])
		}
		return c, nil
	}
	return nil, errorf("Can only append Array or Hash to a Hash")
}

func deleteFromArray(x []Value, y Value) []Value {
	var del []Value
	switch z := y.(type) {
	case []Value:
		del = z
	case *Hash:
		del = hashToPairs(z)
	default:
		del = []Value{y}
	}
	out := make([]Value, 0, len(x))
outer:
	for _, e := range x {
		for _, d := range del {
			if RubyEqual(e, d) {
				continue outer
			}
		}
		out = append(out, e)
	}
	return out
}

// RubyEqual is Ruby's == between the objects Puppet uses for a and b (what
// Array#delete, Array#include? and a Ruby function compare with): strings
// case-sensitively, 1 == 1.0, arrays and hashes element by element, any
// other value as Puppet's == (Sensitive by its value's hash, as Puppet's
// Sensitive#==).
func RubyEqual(a, b Value) bool {
	switch x := a.(type) {
	case string:
		y, ok := b.(string)
		return ok && x == y
	case int64, float64:
		return equals(a, b)
	case []Value, *Hash:
		return elementsEqual(a, b, RubyEqual)
	}
	return equals(a, b)
}

// elementsEqual is Ruby's Array#== and Hash#== (a is an array or a hash):
// b of the same kind and size, each element (a hash's value by its key)
// equal by eq, which is what Ruby's == and eql? give them.
func elementsEqual(a, b Value, eq func(a, b Value) bool) bool {
	switch x := a.(type) {
	case []Value:
		y, ok := b.([]Value)
		if !ok || len(x) != len(y) {
			return false
		}
		for i := range x {
			if !eq(x[i], y[i]) {
				return false
			}
		}
		return true
	case *Hash:
		y, ok := b.(*Hash)
		if !ok || x.Len() != y.Len() {
			return false
		}
		for i := 0; i < x.Len(); i++ {
			k, v := x.At(i)
			w, found := y.Get(k)
			if !found || !eq(v, w) {
				return false
			}
		}
		return true
	}
	return false
}

// RubyEql is Ruby's eql?: no conversion between Integer and Float,
// strings compared exactly, arrays and hashes element by element, any other
// value as Puppet's == when both are of the same Go type.
func RubyEql(a, b Value) bool {
	switch x := a.(type) {
	case []Value, *Hash:
		return elementsEqual(a, b, RubyEql)
	case float64:
		y, ok := b.(float64)
		return ok && x == y
	case int64, string, bool, nil:
		return a == b
	}
	return reflect.TypeOf(a) == reflect.TypeOf(b) && Equals(a, b)
}

func deleteFromHash(x *Hash, y Value) *Hash {
	switch z := y.(type) {
	case []Value:
		return x.Without(z...)
	case *Hash:
		return x.Without(z.Keys()...)
	}
	return x.Without(y)
}

// In is Puppet's `a in b`: substring (case-insensitive) of a string,
// regexp match, membership in an array (with ==, or instance of a type, or
// a match of a regexp), key of a hash.
func In(a, b Value) bool {
	ok, _, err := InMatch(context.Background(), a, b)
	return mustMatch(ok, err)
}

// InMatch is In, also returning the captures ($0, $1, ...) when a regexp
// matched (nil otherwise), which the evaluator puts in an ephemeral scope;
// the error is a regexp match's that was stopped (regexp_match.go: its
// bound, or the end of ctx).
func InMatch(ctx context.Context, a, b Value) (bool, []string, error) {
	switch x := b.(type) {
	case string:
		switch y := a.(type) {
		case string:
			return strings.Contains(rubyDowncase(x), rubyDowncase(y)), nil, nil
		case *Regexp:
			m, err := y.Submatch(ctx, x)
			return m != nil, m, err
		}
		return false, nil, nil
	case *Binary:
		switch y := a.(type) {
		case *Binary:
			return bytes.Contains(x.Bytes, y.Bytes), nil, nil
		case string:
			return bytes.Contains(x.Bytes, []byte(y)), nil, nil
		case int64:
			return y >= 0 && y < 256 && bytes.IndexByte(x.Bytes, byte(y)) >= 0, nil, nil
		}
		return false, nil, nil
	case []Value:
		return inArray(ctx, a, x)
	case *Hash:
		return inArray(ctx, a, x.Keys())
	case *SemVerRange:
		if v, ok := a.(SemVer); ok {
			return x.Includes(v), nil, nil
		}
		if s, ok := a.(string); ok {
			if v, err := ParseSemVer(s); err == nil {
				return x.Includes(v), nil, nil
			}
		}
	}
	return false, nil, nil
}

func inArray(ctx context.Context, a Value, arr []Value) (bool, []string, error) {
	switch y := a.(type) {
	case *Regexp:
		for _, e := range arr {
			if s, ok := e.(string); ok {
				m, err := y.Submatch(ctx, s)
				if err != nil || m != nil {
					return m != nil, m, err
				}
			}
		}
		return false, nil, nil
	case string, SemVer:
		for _, e := range arr {
			ok, m, err := Match(ctx, a, e)
			if err != nil || ok {
				return ok, m, err
			}
		}
		return false, nil, nil
	case Type:
		for _, e := range arr {
			if y.isInstance(e, nil) {
				return true, nil, nil
			}
		}
		return false, nil, nil
	}
	for _, e := range arr {
		if eq, err := equalsErr(e, a); eq || err != nil {
			return eq, nil, err
		}
	}
	return false, nil, nil
}

// Match is Puppet's matching of a value against a case option or selector
// entry: a regexp matches strings (returning the captures), a type matches
// its instances, default matches anything, arrays and hashes match
// element-wise, other values with ==. The error is a regexp match's that
// was stopped (regexp_match.go).
func Match(ctx context.Context, v, pattern Value) (bool, []string, error) {
	var w Walk
	return w.match(ctx, v, pattern)
}

// match is Match as part of walk w: an Array or Hash option is matched
// element by element, a walk of both values (bounded: walk.go).
func (w *Walk) match(ctx context.Context, v, pattern Value) (bool, []string, error) {
	switch p := pattern.(type) {
	case *Regexp:
		s, ok := v.(string)
		if !ok {
			return false, nil, nil
		}
		m, err := p.Submatch(ctx, s)
		return m != nil, m, err
	case Type:
		return p.isInstance(v, nil), nil, nil
	case Default:
		return true, nil, nil
	case SemVer:
		switch x := v.(type) {
		case SemVer:
			return x == p, nil, nil
		case string:
			sv, err := ParseSemVer(x)
			return err == nil && sv == p, nil, nil
		}
		return false, nil, nil
	case *SemVerRange:
		ok, _, _ := InMatch(ctx, v, p)
		return ok, nil, nil
	case []Value:
		x, ok := v.([]Value)
		if !ok || len(x) != len(p) {
			return false, nil, nil
		}
		if !w.Enter(len(p), ArrayElementBytes) {
			w.What = whatEquals
			return false, nil, w.Err()
		}
		defer w.Leave()
		var caps []string
		for i := range p {
			ok, m, err := w.match(ctx, x[i], p[i])
			if err != nil || !ok {
				return false, nil, err
			}
			if _, re := p[i].(*Regexp); re || m != nil {
				caps = m
			}
		}
		return true, caps, nil
	case *Hash:
		x, ok := v.(*Hash)
		if !ok {
			return false, nil, nil
		}
		if !w.Enter(p.Len(), HashEntryBytes) {
			w.What = whatEquals
			return false, nil, w.Err()
		}
		defer w.Leave()
		var caps []string
		for i := 0; i < p.Len(); i++ {
			k, pv := p.At(i)
			xv, _ := x.Get(k)
			ok, m, err := w.match(ctx, xv, pv)
			if err != nil || !ok {
				return false, nil, err
			}
			if _, re := pv.(*Regexp); re || m != nil {
				caps = m
			}
		}
		return true, caps, nil
	}
	eq, err := equalsErr(v, pattern)
	return eq, nil, err
}

// MatchOp is the `=~` operator: the right side is a type (instance check),
// a SemVerRange, a regexp or a string compiled to one; the left side must
// then be a string. It returns the captures of a regexp match.
func MatchOp(ctx context.Context, v, pattern Value) (bool, []string, error) {
	switch p := pattern.(type) {
	case Type:
		return p.isInstance(v, nil), nil, nil
	case *SemVerRange:
		ok, _, _ := InMatch(ctx, v, p)
		return ok, nil, nil
	}
	var re *Regexp
	switch p := pattern.(type) {
	case *Regexp:
		re = p
	case string:
		var err error
		re, err = NewRegexp(p)
		if err != nil {
			return false, nil, errorf("Can not convert right match operand to a regular expression. Caused by '%s'.", regexpErrorDetail(err))
		}
	default:
		return false, nil, errorf("Can not convert right match operand to a regular expression. Caused by 'no implicit conversion of %s into String'.", rubyConversionName(pattern))
	}
	s, ok := v.(string)
	if !ok {
		return false, nil, errorf("Left match operand must result in a String value. Got %s.", AAn(Label(v)))
	}
	m, err := re.Submatch(ctx, s)
	return m != nil, m, err
}

// rubyConversionName is how Ruby names a value in "no implicit conversion
// of X into String".
// RubyConversionName is how Ruby names v's class in "no implicit
// conversion of X into Y": nil, true and false by themselves, else the
// class (String, Integer, Array...).
func RubyConversionName(v Value) string { return rubyConversionName(v) }

func rubyConversionName(v Value) string {
	if name, ok := rubyfmt.LiteralName(v); ok {
		return name
	}
	return RubyClass(v)
}

func isTime(v Value) bool {
	switch v.(type) {
	case Timespan, Timestamp, *BigTimestamp:
		return true
	}
	return false
}

func seconds(v Value) (int64, bool) {
	switch x := v.(type) {
	case int64:
		return x * 1e9, true
	case float64:
		return int64(x * 1e9), true
	}
	return 0, false
}

// timeArith is arithmetic with Timespan and Timestamp values (numbers are
// seconds), as Puppet's evaluator and Time classes do it.
func timeArith(op string, l, r Value) (Value, error) {
	if op == "%" {
		if _, f := l.(float64); f {
			return nil, codedf("OPERATOR_NOT_APPLICABLE", "Operator '%s' is not applicable to a Float.", "%")
		}
		if _, f := r.(float64); f {
			return nil, codedf("OPERATOR_NOT_APPLICABLE", "Operator '%s' is not applicable to %s when right side is a Float.", "%", AAn(Label(l)))
		}
	}
	if isTime(r) && !isTime(l) {
		_, rspan := r.(Timespan)
		switch {
		case op == "+" || op == "*" && rspan:
			l, r = r, l
		case op == "-" && rspan:
			n, _ := seconds(l)
			l = Timespan(n)
		default:
			return nil, codedf("OPERATOR_NOT_APPLICABLE", "Operator '%s' is not applicable to %s when right side is %s.", op, AAn(Label(l)), AAn(Label(r)))
		}
	}
	runtimeErr := func(msg string) error {
		return errorf("Error while evaluating a '%s' expression, %s", op, msg)
	}
	switch x := l.(type) {
	case Timespan:
		switch op {
		case "+":
			switch y := r.(type) {
			case Timestamp, *BigTimestamp:
				return timestampPlus(y, int64(x)), nil
			case Timespan:
				return x + y, nil
			}
			n, _ := seconds(r)
			return x + Timespan(n), nil
		case "-":
			if y, ok := r.(Timespan); ok {
				return x - y, nil
			}
			if n, ok := seconds(r); ok {
				return x - Timespan(n), nil
			}
			return nil, runtimeErr(AAnUC(Label(r)) + " cannot be subtracted from a Timespan")
		case "*":
			switch y := r.(type) {
			case int64:
				return Timespan(int64(x) * y), nil
			case float64:
				return Timespan(int64(float64(x) * y)), nil
			}
			return nil, runtimeErr("A Timestamp cannot be multiplied by " + AAn(Label(r)))
		case "/":
			switch y := r.(type) {
			case Timespan:
				return float64(x) / float64(y), nil
			case int64:
				if y == 0 {
					return nil, codedf("DIV_BY_ZERO", "Division by 0")
				}
				return Timespan(floorDiv(int64(x), y)), nil
			case float64:
				return Timespan(int64(math.Floor(float64(x) / y))), nil
			}
			return nil, runtimeErr("A Timespan cannot be divided by " + AAn(Label(r)))
		case "%":
			if y, ok := r.(int64); ok {
				if y == 0 {
					return nil, codedf("DIV_BY_ZERO", "Division by 0")
				}
				return intArith("%", int64(x)/1e9, y)
			}
			return nil, runtimeErr("Can not do modulus on a Timespan using a " + Label(r))
		}
	case Timestamp, *BigTimestamp:
		// exact past the 64-bit range, as Puppet's Integer nanoseconds
		switch op {
		case "+":
			if y, ok := r.(Timespan); ok {
				return timestampPlus(x, int64(y)), nil
			}
			if n, ok := seconds(r); ok {
				return timestampPlus(x, n), nil
			}
			return nil, runtimeErr(AAnUC(Label(r)) + " cannot be added to a Timestamp")
		case "-":
			switch y := r.(type) {
			case Timestamp, *BigTimestamp:
				d, ok := timestampDiff(x, y)
				if !ok {
					return nil, runtimeErr("the difference of the Timestamps is past what a Timespan holds in Punch (292 years)")
				}
				return d, nil
			case Timespan:
				if y == math.MinInt64 {
					return timestampPlus(timestampPlus(x, math.MaxInt64), 1), nil
				}
				return timestampPlus(x, -int64(y)), nil
			}
			if n, ok := seconds(r); ok {
				if n == math.MinInt64 {
					return timestampPlus(timestampPlus(x, math.MaxInt64), 1), nil
				}
				return timestampPlus(x, -n), nil
			}
			return nil, runtimeErr(AAnUC(Label(r)) + " cannot be subtracted from a Timestamp")
		}
	}
	return nil, codedf("OPERATOR_NOT_APPLICABLE", "Operator '%s' is not applicable to %s.", op, AAn(Label(l)))
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// Negate is Puppet's unary minus: numbers (and strings that look like
// numbers) and timespans.
func Negate(v Value) (Value, error) {
	n, err := coerceNumeric(v)
	if err != nil {
		return nil, err
	}
	switch x := n.(type) {
	case int64:
		if x == math.MinInt64 {
			return nil, errorf("Unary Minus resulted in a value outside of Puppet Integer max range, got '+0x8000000000000000'")
		}
		return -x, nil
	case float64:
		return -x, nil
	case Timespan:
		return -x, nil
	}
	return nil, codedf("OPERATOR_NOT_APPLICABLE", "Operator '-' is not applicable to %s.", AAn(Label(v)))
}
