package core

import (
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/util/lazyre"
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
			return functions.RubySplit(args[0].(string), re), nil
		}).Req("str", "String").Req("pattern", "String"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return functions.RubySplit(args[0].(string), args[1].(*values.Regexp)), nil
		}).Req("str", "String").Req("pattern", "Regexp"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			re, err := regexpOfType(args[1])
			if err != nil {
				return nil, err
			}
			return functions.RubySplit(args[0].(string), re), nil
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
		return regsubst(args[0], re, args[2], all), nil
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
		return regsubst(args[0], re, args[2], all), nil
	}).Req("target", "Variant[Array[String],String]").Req("pattern", "Variant[Regexp,Type[Regexp]]").
		Req("replacement", "Variant[String,Hash[String,String]]").Opt("flags", "Pattern[/^G?$/]")
	l.Register("regsubst", "", regsubstString, regsubstRegexp)

	l.Register("match", "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return matchValue(args[0].(string), args[1])
		}).Req("string", "String").Req("pattern", "Variant[Any, Type]"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			arr := args[0].([]values.Value)
			out := make([]values.Value, len(arr))
			for i, s := range arr {
				m, err := matchValue(s.(string), args[1])
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

func regsubst(target values.Value, re *values.Regexp, repl values.Value, all bool) values.Value {
	var rs string
	var rh *values.Hash
	switch r := repl.(type) {
	case string:
		rs = r
	case *values.Hash:
		rh = r
	}
	if s, ok := target.(string); ok {
		return functions.RubySub(s, re, rs, rh, all)
	}
	arr := target.([]values.Value)
	out := make([]values.Value, len(arr))
	for i, e := range arr {
		out[i] = functions.RubySub(e.(string), re, rs, rh, all)
	}
	return out
}

// matchValue is the match function's visitor over the pattern kinds.
func matchValue(s string, pattern values.Value) (values.Value, error) {
	doMatch := func(re *values.Regexp) values.Value {
		m := functions.FirstMatch(re, s)
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
		return matchValue(s, p.Resolved())
	case *values.VariantT:
		for _, t := range p.Types {
			r, err := matchValue(s, t)
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
			r, err := matchValue(s, re)
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
			r, err := matchValue(s, e)
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

var (
	versionTokenRx = lazyre.New(`[-.]|\d+|[^-.\d]+`)
	allDigitsRx    = lazyre.New(`^\d+$`)
	trailingZeroRx = lazyre.New(`([.0]+)$`)
)

// versioncmp is Puppet::Util::Package.versioncmp.
func Versioncmp(a, b string, ignoreTrailingZeroes bool) int {
	if ignoreTrailingZeroes {
		a, b = normalizeVersion(a), normalizeVersion(b)
	}
	ax := versionTokenRx.Re().FindAllString(a, -1)
	bx := versionTokenRx.Re().FindAllString(b, -1)
	for len(ax) > 0 && len(bx) > 0 {
		x, y := ax[0], bx[0]
		ax, bx = ax[1:], bx[1:]
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
		if allDigitsRx.MatchString(x) && allDigitsRx.MatchString(y) {
			if strings.HasPrefix(x, "0") || strings.HasPrefix(y, "0") {
				return strings.Compare(strings.ToUpper(x), strings.ToUpper(y))
			}
			return compareDigits(x, y)
		}
		return strings.Compare(rubystr.Upcase(x), rubystr.Upcase(y))
	}
	return strings.Compare(a, b)
}

// compareDigits compares two decimal digit strings (without leading
// zeros) numerically, whatever their length.
func compareDigits(x, y string) int {
	if len(x) != len(y) {
		if len(x) < len(y) {
			return -1
		}
		return 1
	}
	return strings.Compare(x, y)
}

func normalizeVersion(v string) string {
	parts := strings.Split(v, "-")
	// Ruby's split drops trailing empty strings.
	for len(parts) > 0 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	if len(parts) == 0 {
		return ""
	}
	// sub! of ([.0]+)$ where $ is the end of a line
	first := parts[0]
	if i := strings.IndexByte(first, '\n'); i >= 0 {
		line := first[:i]
		line = trailingZeroRx.ReplaceAllString(line, "")
		first = line + first[i:]
	} else {
		first = trailingZeroRx.ReplaceAllString(first, "")
	}
	parts[0] = first
	return strings.Join(parts, "-")
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
