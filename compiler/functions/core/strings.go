package core

import (
	"cmp"
	"context"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/util/rubystr"
	"github.com/punch-dev/punch/compiler/values"
)

// Puppet 7's string functions: join, split, upcase, downcase, capitalize,
// camelcase, strip, lstrip, rstrip, chomp, chop, sprintf, regsubst, match,
// versioncmp.

func stringsFunctions(l *functions.Lib) {
	l.Register("join", "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			sep := ""
			if len(args) > 1 {
				sep = args[1].(string)
			}
			return RubyJoin(args[0].([]values.Value), sep), nil
		}).Req("arg", "Array").Opt("delimiter", "String"))

	l.Register("split", "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			pat := args[1].(string)
			if pat != "" && !strings.ContainsAny(pat, `.^$|?*+()[]{}\`) {
				// a literal separator: the same as the regexp, faster
				return literalSplit(args[0].(string), pat), nil
			}
			re, err := functions.CompileRegexp(pat, 0)
			if err != nil {
				return nil, err
			}
			return functions.RubySplit(functions.ContextOf(c), args[0].(string), re), nil
		}).Req("str", "String").Req("pattern", "String"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return functions.RubySplit(functions.ContextOf(c), args[0].(string), args[1].(*values.Regexp)), nil
		}).Req("str", "String").Req("pattern", "Regexp"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			re, err := regexpOfType(args[1])
			if err != nil {
				return nil, err
			}
			return functions.RubySplit(functions.ContextOf(c), args[0].(string), re), nil
		}).Req("str", "String").Req("pattern", "Type[Regexp]"))

	registerDeepString(l, "upcase", rubystr.Upcase)
	registerDeepString(l, "downcase", rubystr.Downcase)

	registerShallowString(l, "capitalize", rubystr.Capitalize)
	registerShallowString(l, "camelcase", func(s string) string {
		var b strings.Builder
		for _, p := range functions.RubySplitString(s, "_") {
			b.WriteString(rubystr.Capitalize(p.(string)))
		}
		return b.String()
	})
	registerShallowString(l, "strip", rubystr.Strip)
	registerShallowString(l, "lstrip", rubystr.Lstrip)
	registerShallowString(l, "rstrip", rubystr.Rstrip)
	registerShallowString(l, "chomp", rubystr.Chomp)
	registerShallowString(l, "chop", rubystr.Chop)

	l.Register3x("sprintf", "", -2, func(c functions.Context, args []values.Value) (values.Value, error) {
		f, ok := args[0].(string)
		if !ok {
			return nil, functions.Errorf("no implicit conversion of %s into String", RubyClassForConversion(args[0]))
		}
		s, err := values.Sprintf(f, args[1:])
		if err != nil {
			return nil, err
		}
		return s, nil
	})

	regsubstString := functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		opts, all := 0, false
		if len(args) > 3 && args[3] != nil {
			for _, f := range args[3].(string) {
				switch f {
				case 'G':
					all = true
				case 'E':
					opts |= functions.ReExtended
				case 'I':
					opts |= functions.ReIgnoreCase
				case 'M':
					opts |= functions.ReMultiline
				}
			}
		}
		re, err := functions.CompileRegexp(args[1].(string), opts)
		if err != nil {
			return nil, err
		}
		return regsubst(functions.ContextOf(c), args[0], re, args[2], all)
	}).Req("target", "Variant[Array[String],String]").Req("pattern", "String").
		Req("replacement", "Variant[String,Hash[String,String]]").
		Opt("flags", "Optional[Pattern[/^[GEIM]*$/]]").Opt("encoding", "Enum['N','E','S','U']")
	regsubstRegexp := functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		var re *values.Regexp
		switch p := args[1].(type) {
		case *values.Regexp:
			re = p
		default:
			var err error
			if re, err = regexpOfType(p); err != nil {
				return nil, err
			}
		}
		all := len(args) > 3 && args[3] == "G"
		return regsubst(functions.ContextOf(c), args[0], re, args[2], all)
	}).Req("target", "Variant[Array[String],String]").Req("pattern", "Variant[Regexp,Type[Regexp]]").
		Req("replacement", "Variant[String,Hash[String,String]]").Opt("flags", "Pattern[/^G?$/]")
	l.Register("regsubst", "", regsubstString, regsubstRegexp)

	l.Register("match", "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return matchValue(functions.ContextOf(c), args[0].(string), args[1])
		}).Req("string", "String").Req("pattern", "Variant[Any, Type]"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			arr := args[0].([]values.Value)
			out := make([]values.Value, len(arr))
			for i, s := range arr {
				m, err := matchValue(functions.ContextOf(c), s.(string), args[1])
				if err != nil {
					return nil, err
				}
				out[i] = m
			}
			return out, nil
		}).Req("string", "Array[String]").Req("pattern", "Variant[Any, Type]"))

	l.Register("versioncmp", "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			ignore := len(args) > 2 && args[2] == true
			return int64(Versioncmp(args[0].(string), args[1].(string), ignore)), nil
		}).Req("a", "String").Req("b", "String").Opt("ignore_trailing_zeroes", "Boolean"))
}

// rubyJoin is Array#join: nested arrays are joined recursively (each
// element after the first of an array preceded by the separator, even an
// empty nested array), other elements converted with to_s.
func RubyJoin(a []values.Value, sep string) string {
	var b strings.Builder
	n := len(sep) * len(a)
	for _, e := range a {
		if s, ok := e.(string); ok {
			n += len(s)
		}
	}
	b.Grow(n)
	var walk func([]values.Value)
	walk = func(a []values.Value) {
		for i, e := range a {
			if i > 0 {
				b.WriteString(sep)
			}
			if sub, ok := e.([]values.Value); ok {
				walk(sub)
				continue
			}
			b.WriteString(functions.RubyToS(e))
		}
	}
	walk(a)
	return b.String()
}

// literalSplit is String#split by a regexp that matches only sep:
// trailing empty strings are removed.
func literalSplit(s, sep string) []values.Value {
	if s == "" {
		return []values.Value{}
	}
	parts := strings.Split(s, sep)
	for len(parts) > 0 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	out := make([]values.Value, len(parts))
	for i, p := range parts {
		out[i] = p
	}
	return out
}

// regexpOfType returns the regexp of a Regexp type (Regexp['x']); the
// unparameterized Regexp matches the empty pattern.
func regexpOfType(v values.Value) (*values.Regexp, error) {
	t, ok := v.(*values.RegexpT)
	if ok && t.Regexp() != nil {
		return t.Regexp(), nil
	}
	return values.NewRegexp("")
}

// registerDeepString registers upcase/downcase: strings are converted,
// numbers returned as they are, arrays and hashes (keys and values)
// converted recursively.
func registerDeepString(l *functions.Lib, name string, conv func(string) string) {
	var deep func(v values.Value) values.Value
	deep = func(v values.Value) values.Value {
		switch x := v.(type) {
		case string:
			return conv(x)
		case []values.Value:
			out := make([]values.Value, len(x))
			for i, e := range x {
				out[i] = deep(e)
			}
			return out
		case *values.Hash:
			out := values.NewHash(x.Len())
			for i := 0; i < x.Len(); i++ {
				k, e := x.At(i)
				out.Put(deep(k), deep(e))
			}
			return out
		}
		return v
	}
	call := func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		return deep(args[0]), nil
	}
	l.Register(name, "",
		functions.Sig(call).Req("arg", "Numeric"),
		functions.Sig(call).Req("arg", "String"),
		functions.Sig(call).Req("arg", "Array[StringData]"),
		functions.Sig(call).Req("arg", "Hash[StringData, StringData]"))
}

// registerShallowString registers the functions that convert a string, or
// the strings of an iterable (one level), and return numbers unchanged.
func registerShallowString(l *functions.Lib, name string, conv func(string) string) {
	l.Register(name, "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return args[0], nil
		}).Req("arg", "Numeric"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return conv(args[0].(string)), nil
		}).Req("arg", "String"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			es, _, err := functions.AssertedIterable(name, args[0])
			if err != nil {
				return nil, err
			}
			out := make([]values.Value, len(es))
			for i, e := range es {
				if s, ok := e.(string); ok {
					out[i] = conv(s)
				} else {
					out[i] = e
				}
			}
			return out, nil
		}).Req("arg", "Iterable[Variant[String, Numeric]]"))
}

func regsubst(ctx context.Context, target values.Value, re *values.Regexp, repl values.Value, all bool) (values.Value, error) {
	var rs string
	var rh *values.Hash
	switch r := repl.(type) {
	case string:
		rs = r
	case *values.Hash:
		rh = r
	}
	if s, ok := target.(string); ok {
		return functions.RubySub(ctx, s, re, rs, rh, all)
	}
	arr := target.([]values.Value)
	out := make([]values.Value, len(arr))
	for i, e := range arr {
		r, err := functions.RubySub(ctx, e.(string), re, rs, rh, all)
		if err != nil {
			return nil, err
		}
		out[i] = r
	}
	return out, nil
}

// matchValue is the match function's visitor over the pattern kinds.
func matchValue(ctx context.Context, s string, pattern values.Value) (values.Value, error) {
	doMatch := func(re *values.Regexp) values.Value {
		m := functions.FirstMatch(ctx, re, s)
		if m == nil {
			return nil
		}
		return functions.MatchArray(s, m)
	}
	switch p := pattern.(type) {
	case string:
		re, err := functions.CompileRegexp(p, 0)
		if err != nil {
			return nil, err
		}
		return doMatch(re), nil
	case *values.Regexp:
		return doMatch(p), nil
	case *values.TypeAliasT:
		return matchValue(ctx, s, p.Resolved())
	case *values.VariantT:
		for _, t := range p.Types {
			r, err := matchValue(ctx, s, t)
			if err != nil {
				return nil, err
			}
			if r != nil {
				return r, nil
			}
		}
		return nil, nil
	case *values.RegexpT:
		if p.Regexp() == nil {
			return nil, functions.Errorf("Given Regexp Type has no regular expression")
		}
		return doMatch(p.Regexp()), nil
	case *values.PatternT:
		for _, re := range p.Patterns {
			r, err := matchValue(ctx, s, re)
			if err != nil {
				return nil, err
			}
			if r != nil {
				return r, nil
			}
		}
		return nil, nil
	case []values.Value:
		for _, e := range functions.FlattenValues(p) {
			r, err := matchValue(ctx, s, e)
			if err != nil {
				return nil, err
			}
			if r != nil {
				return r, nil
			}
		}
		return nil, nil
	}
	return nil, functions.Errorf("match() expects pattern of T, where T is String, Regexp, Regexp[r], Pattern[p], or Array[T]. Got %s", functions.RubyClass(pattern))
}

// Versioncmp is Puppet::Util::Package.versioncmp. Puppet scans both versions
// with /[-.]|\d+|[^-.\d]+/, which cuts a string into runs of ASCII digits,
// single dashes and dots, and runs of everything else, so the tokens are read
// here by hand, in step, with no regexp and no allocation (the modules call it
// for every version check; the regexps were 2-3% of a real-module compile).
func Versioncmp(a, b string, ignoreTrailingZeroes bool) int {
	if ignoreTrailingZeroes {
		a, b = normalizeVersion(a), normalizeVersion(b)
	}
	ra, rb := a, b
	for ra != "" && rb != "" {
		var x, y string
		x, ra = versionToken(ra)
		y, rb = versionToken(rb)
		switch {
		case x == y:
			continue
		case x == "-":
			return -1
		case y == "-":
			return 1
		case x == ".":
			return -1
		case y == ".":
			return 1
		}
		if isDigit(x[0]) && isDigit(y[0]) {
			// Digits with a leading zero compare as strings (upcase
			// changes no digit), others as integers of any size.
			if x[0] == '0' || y[0] == '0' {
				return strings.Compare(x, y)
			}
			return compareDigits(x, y)
		}
		return compareUpcased(x, y)
	}
	return strings.Compare(a, b)
}

// versionToken cuts the first token of versioncmp's scan off s (not empty).
func versionToken(s string) (tok, rest string) {
	c := s[0]
	if c == '-' || c == '.' {
		return s[:1], s[1:]
	}
	i := 1
	if isDigit(c) {
		for i < len(s) && isDigit(s[i]) {
			i++
		}
	} else {
		// Bytes of a multi-byte character are never dashes, dots or
		// digits, so the run can be cut on bytes.
		for i < len(s) && s[i] != '-' && s[i] != '.' && !isDigit(s[i]) {
			i++
		}
	}
	return s[:i], s[i:]
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// compareUpcased is Ruby's x.upcase <=> y.upcase; ASCII strings are compared
// byte by byte without making the upper-case copies.
func compareUpcased(x, y string) int {
	if !isASCIIString(x) || !isASCIIString(y) {
		return strings.Compare(rubystr.Upcase(x), rubystr.Upcase(y))
	}
	for i := 0; i < len(x) && i < len(y); i++ {
		cx, cy := upperASCII(x[i]), upperASCII(y[i])
		if cx != cy {
			if cx < cy {
				return -1
			}
			return 1
		}
	}
	return cmp.Compare(len(x), len(y))
}

func upperASCII(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - ('a' - 'A')
	}
	return c
}

func isASCIIString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// compareDigits compares two decimal digit strings (without leading
// zeros) numerically, whatever their length.
func compareDigits(x, y string) int {
	if len(x) != len(y) {
		return cmp.Compare(len(x), len(y))
	}
	return strings.Compare(x, y)
}

// normalizeVersion is Puppet::Util::Package.normalize: the version split on
// dashes (Ruby's split drops trailing empty strings), the first part's
// sub!(/([.0]+)$/, ”), joined again.
func normalizeVersion(v string) string {
	parts := strings.Split(v, "-")
	for len(parts) > 0 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	if len(parts) == 0 {
		return ""
	}
	parts[0] = cutTrailingZeroRun(parts[0])
	return strings.Join(parts, "-")
}

// cutTrailingZeroRun is sub!(/([.0]+)$/, ”): Ruby's $ is the end of any
// line, so the first maximal run of dots and zeros that ends at a newline or
// at the end of the string goes (only that one: sub!, not gsub!).
func cutTrailingZeroRun(s string) string {
	for i := 0; i < len(s); {
		if s[i] != '.' && s[i] != '0' {
			i++
			continue
		}
		j := i
		for j < len(s) && (s[j] == '.' || s[j] == '0') {
			j++
		}
		if j == len(s) || s[j] == '\n' {
			return s[:i] + s[j:]
		}
		i = j
	}
	return s
}

// rubyClassForConversion is the class name in Ruby's "no implicit
// conversion of X into String" (nil is "nil", booleans "true"/"false").
func RubyClassForConversion(v values.Value) string {
	switch x := v.(type) {
	case nil:
		return "nil"
	case bool:
		return strconv.FormatBool(x)
	}
	return functions.RubyClass(v)
}
