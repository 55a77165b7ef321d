package core

import (
	"context"
	"errors"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/util/rubystr"
	"github.com/punch-dev/punch/compiler/values"
)

// Puppet 7's collection functions: keys, values, length, size, empty,
// flatten, unique, sort, dig, get, getvar, min, max, compare, index.

func collectionsFunctions(l *functions.Lib) {
	l.Register("keys", "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return CopyValues(args[0].(*values.Hash).Keys()), nil
		}).Req("hsh", "Hash"))
	l.Register("values", "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return CopyValues(args[0].(*values.Hash).Values()), nil
		}).Req("hsh", "Hash"))

	length := func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
		return int64(ValueLength(args[0])), nil
	}
	l.Register("length", "",
		functions.Sig(length).Req("arg", "Collection"),
		functions.Sig(length).Req("arg", "String"),
		functions.Sig(length).Req("arg", "Binary"))
	l.Register("size", "",
		functions.Sig(length).Req("arg", "Variant[Collection, String, Binary]"))

	l.Register("empty", "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return ValueLength(args[0]) == 0, nil
		}).Req("coll", "Collection"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return args[0].(*values.Sensitive).Value.(string) == "", nil
		}).Req("str", "Sensitive[String]"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return args[0].(string) == "", nil
		}).Req("str", "String"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			functions.DeprecationOnceHere(c, "empty-from-", "Calling function empty() with Numeric value is deprecated.", true)
			return false, nil
		}).Req("num", "Numeric"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return len(args[0].(*values.Binary).Bytes) == 0, nil
		}).Req("bin", "Binary"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return true, nil
		}).Req("x", "Undef"))

	l.Register("flatten", "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return functions.FlattenValues(args), nil
		}).Rest("args", "Any", 0))

	l.Register("unique", "",
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return byChars(args[0].(string), b, uniqueBy)
		}).Req("string", "String").Block(functions.OptionalBlock, "block", "Callable[String]"),
		functions.Sig(uniqueHash).Req("hash", "Hash").Block(functions.OptionalBlock, "block", "Callable[Any]"),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return uniqueBy(args[0].([]values.Value), b)
		}).Req("array", "Array").Block(functions.OptionalBlock, "block", "Callable[Any]"),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			es, _, _ := functions.IterElems(args[0])
			return uniqueBy(es, b)
		}).Req("iterable", "Iterable").Block(functions.OptionalBlock, "block", "Callable[Any]"))

	l.Register("sort", "",
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return byChars(args[0].(string), b, rubySort)
		}).Req("string_value", "String").Block(functions.OptionalBlock, "block", "Callable[2,2]"),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return rubySort(args[0].([]values.Value), b)
		}).Req("array_value", "Array").Block(functions.OptionalBlock, "block", "Callable[2,2]"))

	l.Register("dig", "",
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			v, derr := dig(args[0], args[1:])
			if derr != nil {
				return nil, derr
			}
			return v, nil
		}).Req("data", "Optional[Collection]").Rest("arg", "Any", 0))

	l.Register("get", "",
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			dflt := functions.Arg(args, 2)
			return getNavigation(c, args[0], args[1].(string), dflt, b)
		}).Req("value", "Any").Req("dotted_string", "String").Opt("default_value", "Any").
			Block(functions.OptionalBlock, "block", "Callable[1,1]"))

	registerWithMismatch(l, "getvar",
		[]*functions.SigBuilder{functions.Sig(getvar).Req("get_string", `Pattern[/\A(?:::)?(?:[a-z]\w*::)*[a-z_]\w*(?:\.|\Z)/]`).
			Opt("default_value", "Any").Block(functions.OptionalBlock, "block", "Callable[1,1]")},
		[]*functions.SigBuilder{functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return nil, functions.Errorf("The given string does not start with a valid variable name")
		}).Req("get_string", "String").Opt("default_value", "Any").Block(functions.OptionalBlock, "block", "Callable")})

	registerMinMax(l, "min", -1)
	registerMinMax(l, "max", 1)

	registerCompare(l)

	l.Register("index", "",
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return keyWhere(args[0].(*values.Hash), func(k, v values.Value) (values.Value, error) { return b.Call(k, v) })
		}).Req("hash", "Hash[Any, Any]").Block(functions.RequiredBlock, "block", "Callable[2,2]"),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return keyWhere(args[0].(*values.Hash), func(_, v values.Value) (values.Value, error) { return b.Call(v) })
		}).Req("hash", "Hash[Any, Any]").Block(functions.RequiredBlock, "block", "Callable[1,1]"),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return indexWhere(args[0], func(i int64, e values.Value, hs bool) (values.Value, error) {
				return callPair(b, i, e, hs)
			})
		}).Req("enumerable", "Iterable").Block(functions.RequiredBlock, "block", "Callable[2,2]"),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return indexWhere(args[0], func(i int64, e values.Value, hs bool) (values.Value, error) {
				if hs {
					_, v := functions.PairOf(e)
					return b.Call(v)
				}
				return b.Call(e)
			})
		}).Req("enumerable", "Iterable").Block(functions.RequiredBlock, "block", "Callable[1,1]"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return stringIndex(functions.ContextOf(c), args[0].(string), args[1])
		}).Req("str", "String").Req("match", "Variant[String,Regexp]"),
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			return indexWhere(args[0], func(i int64, e values.Value, hs bool) (values.Value, error) {
				if hs {
					_, v := functions.PairOf(e)
					return values.RubyEqual(v, args[1]), nil
				}
				return values.RubyEqual(e, args[1]), nil
			})
		}).Req("enumerable", "Iterable").Req("match", "Any"))
}

// indexWhere is the index (or key) of the first element for which test
// is truthy, or undef; elements are visited lazily.
func indexWhere(v values.Value, test func(i int64, e values.Value, hashStyle bool) (values.Value, error)) (values.Value, error) {
	_, hs := v.(*values.Hash)
	var found values.Value
	var ferr error
	i := int64(0)
	_, ok := functions.Each(v, func(e values.Value) bool {
		r, err := test(i, e, hs)
		if err != nil {
			ferr = err
			return false
		}
		if values.Truthy(r) {
			if hs {
				found, _ = functions.PairOf(e)
			} else {
				found = i
			}
			return false
		}
		i++
		return true
	})
	if !ok {
		return nil, functions.Errorf("index(): wrong argument type (%s; is not Iterable.", functions.RubyClass(v))
	}
	return found, ferr
}

func CopyValues(vs []values.Value) []values.Value {
	out := make([]values.Value, len(vs))
	copy(out, vs)
	return out
}

// valueLength is the size of a collection, string (characters) or binary
// (bytes).
func ValueLength(v values.Value) int {
	switch x := v.(type) {
	case []values.Value:
		return len(x)
	case *values.Hash:
		return x.Len()
	case string:
		n := 0
		for range x {
			n++
		}
		return n
	case *values.Binary:
		return len(x.Bytes)
	}
	return 0
}

// uniqueBy is Array#uniq (with the block's result as the key): eql?
// comparison, first occurrence kept.
func uniqueBy(es []values.Value, b functions.Block) ([]values.Value, error) {
	seen := make(map[any]bool, len(es))
	out := []values.Value{}
	for _, e := range es {
		hk, err := uniqueKey(b, e)
		if err != nil {
			return nil, err
		}
		if seen[hk] {
			continue
		}
		seen[hk] = true
		out = append(out, e)
	}
	return out, nil
}

// uniqueKey is what unique() compares v by: the block's result for it when
// there is a block, else v itself (eql?, as a hash key).
func uniqueKey(b functions.Block, v values.Value) (any, error) {
	if b != nil {
		r, err := b.Call(v)
		if err != nil {
			return nil, err
		}
		v = r
	}
	return values.HashKey(v), nil
}

// uniqueHash groups the keys of a hash by (the block's result for) their
// values: {[keys] => [unique values]}.
func uniqueHash(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
	h := args[0].(*values.Hash)
	type group struct {
		keys, vals []values.Value
	}
	var order []any
	groups := map[any]*group{}
	for i := 0; i < h.Len(); i++ {
		k, v := h.At(i)
		hk, err := uniqueKey(b, v)
		if err != nil {
			return nil, err
		}
		g, ok := groups[hk]
		if !ok {
			g = &group{}
			groups[hk] = g
			order = append(order, hk)
		}
		g.keys = append(g.keys, k)
		g.vals = append(g.vals, v)
	}
	out := values.NewHash(len(order))
	for _, hk := range order {
		g := groups[hk]
		u, _ := uniqueBy(g.vals, nil)
		out.Put(g.keys, u)
	}
	return out, nil
}

// stringIndex is String#index with a string or regexp: the character
// index of the first occurrence, or undef.
func stringIndex(ctx context.Context, s string, m values.Value) (values.Value, error) {
	var at int
	switch x := m.(type) {
	case string:
		at = indexOf(s, x)
	case *values.Regexp:
		mt := functions.FirstMatch(ctx, x, s)
		if mt == nil {
			return nil, nil
		}
		at = mt.Start()
	}
	if at < 0 {
		return nil, nil
	}
	return int64(len([]rune(s[:at]))), nil
}

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

// ---------------------------------------------------------------------------
// dig and get

// digError is Puppet's SLICE_ERROR raised by dig (an ErrorWithData).
type digError struct {
	msg, issueCode string
	walked         []values.Value
	details        *values.Hash
}

func (e *digError) Error() string { return e.msg }

// errorValue is the value given to get's block: Puppet's Error object
// (msg, kind, issue_code, details), made as Error.new makes it where the
// compile resolves types, else a hash of those attributes.
func (e *digError) errorValue(c functions.Context) values.Value {
	// (Puppet's dig makes it in Ruby: details may hold a Type, which
	// Error.new would refuse.)
	h := values.HashFrom("msg", e.msg, "kind", "SLICE_ERROR", "details", e.details, "issue_code", e.issueCode)
	if c != nil {
		if t, ok := c.ResolveType("Error"); ok {
			if ot, ok := t.(*values.ObjectT); ok && ot.Resolve() == nil {
				return values.NewObjectOf(ot, h)
			}
		}
	}
	return h
}

func dig(data values.Value, keys []values.Value) (values.Value, *digError) {
	d := data
	var walked []values.Value
	for _, k := range keys {
		if d == nil || k == nil {
			return nil, nil
		}
		switch x := d.(type) {
		case *values.Hash:
			walked = append(walked, k)
			v, _ := x.Get(k)
			d = v
		case []values.Value:
			walked = append(walked, k)
			i, ok := k.(int64)
			if !ok {
				return nil, digFailure(walked, "requires an Integer index", "EXPECTED_INTEGER_INDEX", "index_type", k)
			}
			if i < 0 {
				i += int64(len(x))
			}
			if i < 0 || i >= int64(len(x)) {
				d = nil
			} else {
				d = x[i]
			}
		default:
			return nil, digFailure(walked, "does not contain a Collection", "EXPECTED_COLLECTION", "value_type", d)
		}
	}
	return d, nil
}

// digFailure is the error of a dig at the walked path: what the data
// needed there and the type of the value found (details' typeKey).
func digFailure(walked []values.Value, needed, code, typeKey string, found values.Value) *digError {
	t := values.TypeOfReduced(found)
	path := CopyValues(walked)
	return &digError{
		msg:       "The given data " + needed + " at " + functions.RubyInspect(path) + ", got '" + t.String() + "'",
		issueCode: code, walked: path,
		details: values.HashFrom("walked_path", path, typeKey, t),
	}
}

// getNavigation is get(value, 'a.b.0', default) |$error| { }.
func getNavigation(c functions.Context, value values.Value, nav string, dflt values.Value, b functions.Block) (values.Value, error) {
	if value == nil {
		return dflt, nil
	}
	if nav == "" {
		return value, nil
	}
	segs, err := splitDottedKey("x." + nav)
	if err != nil {
		return nil, err
	}
	segs = segs[1:]
	r, derr := dig(value, segs)
	if derr != nil {
		if b != nil {
			return b.Call(derr.errorValue(c))
		}
		return nil, derr
	}
	if r == nil {
		return dflt, nil
	}
	return r, nil
}

// splitDottedKey is Puppet's SubLookup#split_key: segments separated by
// dots, quoted segments taken literally, segments of digits as integers.
func splitDottedKey(key string) ([]values.Value, error) {
	if !strings.ContainsAny(key, `'".`) {
		return []values.Value{key}, nil
	}
	bad := functions.Errorf("Syntax error in dotted-navigation string")
	segs := functions.RubySplit(context.Background(), key, dottedKeyRx) // a pattern of Punch's own
	if len(segs) == 0 || segs[0] != "" {
		return nil, bad
	}
	segs = segs[1:]
	count := len(segs)
	if count == 0 {
		return nil, bad
	}
	kept := segs[:0:0]
	for _, s := range segs {
		if s != "." {
			kept = append(kept, s)
		}
	}
	if len(kept)*2 != count+1 {
		return nil, bad
	}
	out := make([]values.Value, len(kept))
	for i, sv := range kept {
		seg := rubystr.Strip(sv.(string))
		switch {
		case strings.HasPrefix(seg, `"`) || strings.HasPrefix(seg, "'"):
			out[i] = seg[1 : len(seg)-1]
		case digitSegmentRx.MatchString(seg):
			out[i] = RubyToI(seg)
		default:
			out[i] = seg
		}
	}
	return out, nil
}

var (
	dottedKeyRx    = MustRegexp(`(\s*"[^"]+"\s*|\s*'[^']+'\s*|[^'".]+)`)
	digitSegmentRx = MustRegexp(`^(:?[+-]?[0-9]+)$`)
)

// getvarName splits getvar's string as Puppet's get_from_navigation
// matches it, /^((::)?(\w+::)*\w+)(.*)\z/: Ruby's ^ is any line start
// and .* stops at a newline, so only the last line can match, from its
// start; the name is its longest prefix of that form (Ruby's \w is ASCII).
// ok is false where Ruby's match is nil.
func getvarName(s string) (name, rest string, ok bool) {
	line := s[strings.LastIndexByte(s, '\n')+1:]
	isWord := func(b byte) bool {
		return b == '_' || '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
	}
	i := 0
	if strings.HasPrefix(line, "::") {
		i = 2
	}
	end := -1
	for {
		k := i
		for k < len(line) && isWord(line[k]) {
			k++
		}
		if k == i {
			break
		}
		end = k
		if !strings.HasPrefix(line[k:], "::") {
			break
		}
		i = k + 2
	}
	if end < 0 {
		return "", "", false
	}
	return line[:end], line[end:], true
}

// getvar is getvar('name.navigation', default) |$error| { }.
func getvar(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
	s := args[0].(string)
	dflt := functions.Arg(args, 1)
	name, nav, ok := getvarName(s)
	if !ok {
		// Puppet indexes the nil match.
		return nil, functions.Errorf("undefined method `[]' for nil:NilClass")
	}
	if len(nav) > 0 && nav[0] == '.' {
		nav = nav[1:]
	} else if nav != "" {
		return nil, functions.Errorf("First character after var name in get string must be a '.' - got %s", nav[:1])
	}
	v, ok := c.Variable(name)
	if !ok {
		return dflt, nil
	}
	return getNavigation(c, v, nav, dflt, b)
}

func MustRegexp(p string) *values.Regexp {
	re, err := values.NewRegexp(p)
	if err != nil {
		panic(err)
	}
	return re
}

// registerWithMismatch registers a function whose Puppet definition has
// argument_mismatch dispatches: when no regular signature accepts the
// call, a mismatch signature that does produces its error ("'getvar' The
// given string ..."); when none does either, the error describes only the
// regular signatures, as Puppet's dispatcher.
func registerWithMismatch(l *functions.Lib, name string, regular, mismatch []*functions.SigBuilder) {
	reg := &functions.Function{Name: name}
	for _, s := range regular {
		call := s.Signature().Call
		s.Signature().Call = func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			v, err := call(c, args, b)
			if err != nil {
				return nil, &passErr{err}
			}
			return v, nil
		}
		reg.Signatures = append(reg.Signatures, s.Signature())
	}
	mis := &functions.Function{Name: name}
	for _, s := range mismatch {
		mis.Signatures = append(mis.Signatures, s.Signature())
	}
	catchAll := &functions.Signature{Rest: &functions.Param{Name: "args"}, Block: functions.OptionalBlock,
		Call: func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			v, err := functions.Dispatch(c, reg, args, b)
			var pe *passErr
			if errors.As(err, &pe) {
				return nil, pe.err
			}
			if err == nil {
				return v, nil
			}
			if _, merr := functions.Dispatch(c, mis, args, b); merr != nil && !functions.IsDispatchError(merr) {
				var raw *rawErr
				if errors.As(merr, &raw) {
					return nil, raw
				}
				return nil, functions.Errorf("'%s' %s", name, merr.Error())
			}
			return nil, err
		}}
	l.Add(&functions.Function{Name: name, Signatures: []*functions.Signature{catchAll}})
}

// passErr carries the error of a matched signature through Dispatch.
type passErr struct{ err error }

func (e *passErr) Error() string { return e.err.Error() }

// byChars is unique or sort of a String: f works on its characters, and
// the result is joined again.
func byChars(s string, b functions.Block, f func([]values.Value, functions.Block) ([]values.Value, error)) (values.Value, error) {
	var chars []values.Value
	for _, r := range s {
		chars = append(chars, string(r))
	}
	out, err := f(chars, b)
	if err != nil {
		return nil, err
	}
	return RubyJoin(out, ""), nil
}

// keyWhere is index() of a hash: the first key for whose entry call is
// truthy, else undef.
func keyWhere(h *values.Hash, call func(k, v values.Value) (values.Value, error)) (values.Value, error) {
	for i := 0; i < h.Len(); i++ {
		k, v := h.At(i)
		r, err := call(k, v)
		if err != nil {
			return nil, err
		}
		if values.Truthy(r) {
			return k, nil
		}
	}
	return nil, nil
}
