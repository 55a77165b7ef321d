package stdlib

import (
	"errors"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/functions/core"
	"github.com/punch-dev/punch/compiler/ruby/rlib/base64"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/compiler/util/rubystr"
	"github.com/punch-dev/punch/compiler/values"
)

// Ports of puppetlabs-stdlib's data functions (3.x API unless noted):
// pick, pick_default, concat, base64, merge (4.x), any2array, any2bool,
// str2bool, num2bool, bool2str, bool2num, has_key, delete_undef_values,
// count, member, values_at, prefix, suffix, difference, intersection,
// union, grep, reject, zip, range, delete, delete_at, delete_values,
// delete_regex, join_keys_to_values, deep_merge, hash, reverse, squeeze,
// swapcase, regexpescape, clamp, convert_base, to_bytes, dig44, type3x.

const stdlib = "stdlib"

func isEmptyString(v values.Value) bool { s, ok := v.(string); return ok && s == "" }

func stdlibDataFunctions(l *functions.Lib) {
	l.Register3x("pick", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		for _, a := range args {
			if a == nil || isEmptyString(a) {
				continue
			}
			return a, nil
		}
		return nil, functions.ParseErr("pick(): must receive at least one non empty value")
	})
	l.Register3x("pick_default", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) == 0 {
			return nil, functions.Errorf("Must receive at least one argument.")
		}
		for _, a := range args[:len(args)-1] {
			if a == nil || isEmptyString(a) {
				continue
			}
			return a, nil
		}
		return args[len(args)-1], nil
	})
	l.Register3x("concat", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		a, err := firstArray("concat", args, 2, "< 2")
		if err != nil {
			return nil, err
		}
		out := core.CopyValues(a)
		for _, x := range args[1:] {
			if xa, ok := x.([]values.Value); ok {
				out = append(out, xa...)
			} else {
				out = append(out, x)
			}
		}
		return out, nil
	})
	l.Register3x("base64", stdlib, -1, stdlibBase64)

	registerMerge(l)

	l.Register3x("any2array", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) == 0 {
			return []values.Value{}, nil
		}
		if len(args) != 1 {
			return core.CopyValues(args), nil
		}
		switch x := args[0].(type) {
		case []values.Value:
			return x, nil
		case string:
			if x == "" {
				return []values.Value{}, nil
			}
		case *values.Hash:
			out := make([]values.Value, 0, 2*x.Len())
			for i := 0; i < x.Len(); i++ {
				k, v := x.At(i)
				out = append(out, k, v)
			}
			return out, nil
		}
		return core.CopyValues(args), nil
	})
	l.Register3x("any2bool", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) == 0 {
			return nil, functions.ParseErr("any2bool(): Wrong number of arguments given (%d for 1)", len(args))
		}
		switch x := args[0].(type) {
		case bool:
			return x, nil
		case nil:
			return false, nil
		case int64, float64:
			return num2bool(x)
		case string:
			if _, ok := core.RubyStrictFloat(x); ok {
				return num2bool(x)
			}
			return str2bool(x)
		}
		return true, nil
	})
	l.Register3x("str2bool", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) == 0 {
			return nil, functions.ParseErr("str2bool(): Wrong number of arguments given (%d for 1)", len(args))
		}
		return str2bool(args[0])
	})
	l.Register3x("num2bool", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("num2bool(): Wrong number of arguments given (%d for 1)", len(args))
		}
		return num2bool(args[0])
	})
	l.Register3x("bool2str", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 && len(args) != 3 {
			return nil, functions.ParseErr("bool2str(): Wrong number of arguments given (%d for 3)", len(args))
		}
		var t, f values.Value = "true", "false"
		if len(args) == 3 {
			if values.Truthy(args[1]) {
				t = args[1]
			}
			if values.Truthy(args[2]) {
				f = args[2]
			}
		}
		b, ok := args[0].(bool)
		if !ok {
			return nil, functions.ParseErr("bool2str(): Requires a boolean to work with")
		}
		_, ts := t.(string)
		_, fs := f.(string)
		if !ts || !fs {
			return nil, functions.ParseErr("bool2str(): Requires strings to convert to")
		}
		if b {
			return t, nil
		}
		return f, nil
	})
	l.Register3x("bool2num", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) == 0 {
			return nil, functions.ParseErr("bool2num(): Wrong number of arguments given (%d for 1)", len(args))
		}
		b, err := str2bool(args[0])
		if err != nil {
			return nil, err
		}
		if b == true {
			return int64(1), nil
		}
		return int64(0), nil
	})
	l.Register3x("has_key", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 2 {
			return nil, functions.ParseErr("has_key(): wrong number of arguments (%d; must be 2)", len(args))
		}
		h, ok := args[0].(*values.Hash)
		if !ok {
			return nil, functions.ParseErr("has_key(): expects the first argument to be a hash, got %s which is of type %s", functions.RubyInspect(args[0]), functions.RubyClass(args[0]))
		}
		_, has := h.Get(args[1])
		return has, nil
	})
	l.Register3x("delete_undef_values", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) == 0 {
			return nil, functions.ParseErr("delete_undef_values(): Wrong number of arguments given (%d)", len(args))
		}
		if out, ok := withoutUndef(args[0]); ok {
			return out, nil
		}
		return nil, functions.ParseErr("delete_undef_values(): expected an array or hash, got %s type  %s ", functions.RubyToS(args[0]), functions.RubyClass(args[0]))
	})
	l.Register3x("count", stdlib, -2, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) > 2 {
			return nil, functions.Errorf("count(): Wrong number of arguments given %d for 1 or 2.", len(args))
		}
		item := functions.Arg(args, 1)
		var elems []values.Value
		switch x := args[0].(type) {
		case []values.Value:
			elems = x
		case *values.Hash:
			elems, _ = values.Iterate(x)
		case string:
			if values.Truthy(item) {
				s, ok := item.(string)
				if !ok {
					return nil, functions.Errorf("no implicit conversion of %s into String", core.RubyClassForConversion(item))
				}
				return int64(countChars(x, s)), nil
			}
			return nil, functions.Errorf("wrong number of arguments (given 0, expected 1+)")
		default:
			return nil, core.NoMethodError("count", args[0])
		}
		n := 0
		for _, e := range elems {
			if values.Truthy(item) {
				if values.RubyEqual(e, item) {
					n++
				}
			} else if e != nil && !isEmptyString(e) {
				n++
			}
		}
		return int64(n), nil
	})
	l.Register3x("member", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		arr, err := firstArray("member", args, 2, "2")
		if err != nil {
			return nil, err
		}
		var items []values.Value
		switch x := args[1].(type) {
		case string, int64:
			items = []values.Value{x}
		case []values.Value:
			items = x
		default:
			return nil, functions.ParseErr("member(): Item to search for must be a string, fixnum, or array")
		}
		if len(items) == 0 {
			return nil, functions.ParseErr("member(): You must provide item to search for within array given")
		}
		return len(arrayDifference(items, arr)) == 0, nil
	})
	l.Register3x("values_at", stdlib, -1, stdlibValuesAt)
	l.Register3x("prefix", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		return affix("prefix", args, func(p, s string) string { return p + s })
	})
	l.Register3x("suffix", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		return affix("suffix", args, func(p, s string) string { return s + p })
	})
	l.Register3x("difference", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		a, b, err := arrayPair("difference", args, func() error {
			return functions.ParseErr("difference(): Requires 2 arrays")
		})
		if err != nil {
			return nil, err
		}
		return arrayDifference(a, b), nil
	})
	l.Register3x("intersection", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		a, b, err := arrayPair("intersection", args, func() error {
			return functions.ParseErr("intersection(): Requires 2 arrays, got %s and %s", functions.RubyClass(args[0]), functions.RubyClass(args[1]))
		})
		if err != nil {
			return nil, err
		}
		inB := map[any]bool{}
		for _, e := range b {
			inB[values.HashKey(e)] = true
		}
		seen := map[any]bool{}
		out := []values.Value{}
		for _, e := range a {
			k := values.HashKey(e)
			if inB[k] && !seen[k] {
				seen[k] = true
				out = append(out, e)
			}
		}
		return out, nil
	})
	l.Register3x("union", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) < 2 {
			return nil, functions.ParseErr("union(): Wrong number of arguments given (%d for < 2)", len(args))
		}
		seen := map[any]bool{}
		out := []values.Value{}
		for _, a := range args {
			arr, ok := a.([]values.Value)
			if !ok {
				return nil, functions.ParseErr("union(): Every parameter must be an array")
			}
			for _, e := range arr {
				k := values.HashKey(e)
				if !seen[k] {
					seen[k] = true
					out = append(out, e)
				}
			}
		}
		return out, nil
	})
	l.Register3x("grep", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 2 {
			return nil, functions.ParseErr("grep(): Wrong number of arguments given %d for 2", len(args))
		}
		return grepValues("grep", args, false)
	})
	l.Register3x("reject", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 2 {
			return nil, functions.ParseErr("reject(): Wrong number of arguments given %d for 2", len(args))
		}
		return grepValues("reject", args, true)
	})
	l.Register3x("zip", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) < 2 {
			return nil, functions.ParseErr("zip(): Wrong number of arguments given (%d for 2)", len(args))
		}
		a, ok1 := args[0].([]values.Value)
		b, ok2 := args[1].([]values.Value)
		if !ok1 || !ok2 {
			return nil, functions.ParseErr("zip(): Requires array to work with")
		}
		flatten := false
		if len(args) > 2 && values.Truthy(args[2]) {
			f, err := str2bool(args[2])
			if err != nil {
				return nil, err
			}
			flatten = f == true
		}
		out := make([]values.Value, len(a))
		for i, e := range a {
			var other values.Value
			if i < len(b) {
				other = b[i]
			}
			out[i] = []values.Value{e, other}
		}
		if flatten {
			return functions.FlattenValues(out), nil
		}
		return out, nil
	})
	l.Register3x("range", stdlib, -1, stdlibRange)
	l.Register3x("delete", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 2 {
			return nil, functions.ParseErr("delete(): Wrong number of arguments given %d for 2", len(args))
		}
		coll := args[0]
		for _, item := range rubyArray(args[1]) {
			switch x := coll.(type) {
			case []values.Value:
				out := make([]values.Value, 0, len(x))
				for _, e := range x {
					if !values.RubyEqual(e, item) {
						out = append(out, e)
					}
				}
				coll = out
			case *values.Hash:
				coll = x.Without(item)
			case string:
				s, ok := item.(string)
				if !ok {
					return nil, functions.Errorf("wrong argument type %s (expected Regexp)", functions.RubyClass(item))
				}
				coll = strings.ReplaceAll(x, s, "")
			default:
				return nil, functions.Errorf("delete(): First argument must be an Array, String, or Hash. Given an argument of class %s.", functions.RubyClass(coll))
			}
		}
		return coll, nil
	})
	l.Register3x("delete_at", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		arr, err := firstArray("delete_at", args, 2, "2")
		if err != nil {
			return nil, err
		}
		if s, ok := args[1].(string); ok && !rubystr.AllDigits(s) {
			return nil, functions.ParseErr("delete_at(): You must provide non-negative numeric index")
		}
		idx, err := core.RubyToIValue(args[1])
		if err != nil {
			return nil, err
		}
		if idx > int64(len(arr))-1 {
			return nil, functions.ParseErr("delete_at(): Given index exceeds size of array given")
		}
		if idx < 0 {
			idx += int64(len(arr))
			if idx < 0 {
				return core.CopyValues(arr), nil
			}
		}
		out := make([]values.Value, 0, len(arr))
		out = append(out, arr[:idx]...)
		return append(out, arr[idx+1:]...), nil
	})
	l.Register3x("delete_values", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 2 {
			return nil, functions.ParseErr("delete_values(): Wrong number of arguments given (%d of 2)", len(args))
		}
		h, ok := args[0].(*values.Hash)
		if !ok {
			return nil, functions.Errorf("delete_values(): First argument must be a Hash. Given an argument of class %s.", functions.RubyClass(args[0]))
		}
		out := values.NewHash(h.Len())
		for i := 0; i < h.Len(); i++ {
			k, v := h.At(i)
			if !values.RubyEqual(args[1], v) {
				out.Put(k, v)
			}
		}
		return out, nil
	})
	l.Register3x("delete_regex", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 2 {
			return nil, functions.ParseErr("delete_regex(): Wrong number of arguments given %d for 2", len(args))
		}
		coll := args[0]
		for _, item := range rubyArray(args[1]) {
			re, err := functions.CompileRegexp(`\b`+functions.RubyToS(item)+`\b`, 0)
			if err != nil {
				return nil, err
			}
			matches := func(v values.Value) bool {
				s, ok := v.(string)
				return ok && re.MatchString(s)
			}
			switch x := coll.(type) {
			case []values.Value:
				out := []values.Value{}
				for _, e := range x {
					if !matches(e) {
						out = append(out, e)
					}
				}
				coll = out
			case *values.Hash:
				out := values.NewHash(x.Len())
				for i := 0; i < x.Len(); i++ {
					k, v := x.At(i)
					// Hash#reject! yields [key, value] pairs, which never
					// match a regexp... unless the block takes the key:
					// stdlib's block has one parameter, so it receives the
					// key.
					if !matches(k) {
						out.Put(k, v)
					}
				}
				coll = out
			case string:
				return nil, core.NoMethodError("reject!", x)
			default:
				return nil, functions.Errorf("delete_regex(): First argument must be an Array, Hash, or String. Given an argument of class %s.", functions.RubyClass(coll))
			}
		}
		return coll, nil
	})
	l.Register3x("join_keys_to_values", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 2 {
			return nil, functions.ParseErr("join_keys_to_values(): Takes exactly two arguments, but %d given.", len(args))
		}
		h, ok := args[0].(*values.Hash)
		if !ok {
			return nil, functions.Errorf("join_keys_to_values(): The first argument must be a hash, but a %s was given.", functions.RubyClass(args[0]))
		}
		sep, ok := args[1].(string)
		if !ok {
			return nil, functions.Errorf("join_keys_to_values(): The second argument must be a string, but a %s was given.", functions.RubyClass(args[1]))
		}
		out := []values.Value{}
		for i := 0; i < h.Len(); i++ {
			k, v := h.At(i)
			ks := functions.RubyToS(k)
			if arr, ok := v.([]values.Value); ok {
				for _, e := range arr {
					out = append(out, ks+sep+functions.RubyToS(e))
				}
				continue
			}
			if functions.RubyToS(v) == "undef" {
				out = append(out, ks)
				continue
			}
			out = append(out, ks+sep+functions.RubyToS(v))
		}
		return out, nil
	})
	l.Register3x("deep_merge", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) < 2 {
			return nil, functions.ParseErr("deep_merge(): wrong number of arguments (%d; must be at least 2)", len(args))
		}
		result := values.NewHash(0)
		for _, a := range args {
			if isEmptyString(a) {
				continue
			}
			h, ok := a.(*values.Hash)
			if !ok {
				return nil, functions.ParseErr("deep_merge: unexpected argument type %s, only expects hash arguments", functions.RubyClass(a))
			}
			result = deepMerge(result, h)
		}
		return result, nil
	})
	l.Register3x("hash", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) == 0 {
			return nil, functions.ParseErr("hash(): Wrong number of arguments given (%d for 1)", len(args))
		}
		arr, ok := args[0].([]values.Value)
		if !ok {
			return nil, functions.ParseErr("hash(): Requires array to work with")
		}
		flat := functions.FlattenValues(arr)
		if len(flat)%2 != 0 {
			return nil, functions.ParseErr("hash(): Unable to compute hash from array given")
		}
		out := values.NewHash(len(flat) / 2)
		for i := 0; i < len(flat); i += 2 {
			out.Put(flat[i], flat[i+1])
		}
		return out, nil
	})
	l.Register3x("reverse", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) == 0 {
			return nil, functions.ParseErr("reverse(): Wrong number of arguments given (%d for 1)", len(args))
		}
		switch x := args[0].(type) {
		case []values.Value:
			out := make([]values.Value, len(x))
			for i, e := range x {
				out[len(x)-1-i] = e
			}
			return out, nil
		case string:
			r := []rune(x)
			for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
				r[i], r[j] = r[j], r[i]
			}
			return string(r), nil
		}
		return nil, functions.ParseErr("reverse(): Requires either array or string to work with")
	})
	l.Register3x("squeeze", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 && len(args) != 2 {
			return nil, functions.ParseErr("squeeze(): Wrong number of arguments given %d for 2 or 1", len(args))
		}
		set := functions.Arg(args, 1)
		sq := func(v values.Value) (values.Value, error) {
			s, ok := v.(string)
			if !ok {
				return nil, core.NoMethodError("squeeze", v)
			}
			if values.Truthy(set) {
				ss, ok := set.(string)
				if !ok {
					return nil, functions.Errorf("no implicit conversion of %s into String", core.RubyClassForConversion(set))
				}
				return rubySqueeze(s, ss), nil
			}
			return rubySqueeze(s, ""), nil
		}
		if arr, ok := args[0].([]values.Value); ok {
			out := make([]values.Value, len(arr))
			for i, e := range arr {
				r, err := sq(e)
				if err != nil {
					return nil, err
				}
				out[i] = r
			}
			return out, nil
		}
		return sq(args[0])
	})
	l.Register3x("swapcase", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		return mapStrings("swapcase", args, rubySwapcase)
	})
	l.Register3x("regexpescape", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		return mapStrings("regexpescape", args, rubystr.RegexpEscape)
	})
	l.Register3x("clamp", stdlib, -2, func(c functions.Context, args []values.Value) (values.Value, error) {
		flat := functions.FlattenValues(args)
		if len(flat) != 3 {
			return nil, functions.ParseErr("clamp(): Wrong number of arguments, need three to clamp")
		}
		ns := make([]int64, 3)
		for i, v := range flat {
			switch x := v.(type) {
			case string:
				if !rubystr.AllDigits(x) {
					return nil, functions.ParseErr("clamp(): Required explicit numeric (%s:String)", x)
				}
			case *values.Hash:
				return nil, functions.ParseErr("clamp(): The Hash type is not allowed (%s)", functions.RubyToS(x))
			}
			n, err := core.RubyToIValue(v)
			if err != nil {
				return nil, err
			}
			ns[i] = n
		}
		// the median of the three
		a, b, c3 := ns[0], ns[1], ns[2]
		if a > b {
			a, b = b, a
		}
		if b > c3 {
			b = c3
		}
		if a > b {
			b = a
		}
		return b, nil
	})
	l.Register3x("convert_base", stdlib, 2, func(c functions.Context, args []values.Value) (values.Value, error) {
		for i, what := range []string{"First", "Second"} {
			switch x := args[i].(type) {
			case int64:
			case string:
				if !rubystr.AllDigits(x) {
					return nil, functions.ParseErr("convert_base(): First argument must be an integer or a string corresponding to an integer in base 10")
				}
			default:
				return nil, functions.ParseErr("convert_base(): %s argument must be either a string or an integer", what)
			}
		}
		n, _ := core.RubyToIValue(args[0])
		base, _ := core.RubyToIValue(args[1])
		if base < 2 || base > 36 {
			return nil, functions.ParseErr("convert_base(): base must be at least 2 and must not be greater than 36")
		}
		return strconv.FormatInt(n, int(base)), nil
	})
	l.Register3x("to_bytes", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("to_bytes(): Wrong number of arguments given (%d for 1)", len(args))
		}
		switch args[0].(type) {
		case int64, float64:
			return args[0], nil
		}
		s, ok := args[0].(string)
		if !ok {
			return nil, functions.Errorf("no implicit conversion of %s into String", core.RubyClassForConversion(args[0]))
		}
		m := ToBytesRx.FindStringSubmatch(s)
		value := core.RubyStringToF(m[1])
		shift := map[string]uint{"": 0, "k": 10, "M": 20, "G": 30, "T": 40, "P": 50, "E": 60}
		sh, ok := shift[m[2]]
		if !ok {
			return nil, functions.ParseErr("to_bytes(): Unknown prefix %s", m[2])
		}
		return core.FloatToInteger(math.Trunc(value * float64(uint64(1)<<sh)))
	})
	l.Register3x("dig44", stdlib, -2, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) < 2 {
			return nil, functions.ParseErr("dig44(): Wrong number of arguments given (%d for at least 2)", len(args))
		}
		data, path := args[0], args[1]
		dflt := functions.Arg(args, 2)
		switch data.(type) {
		case *values.Hash, []values.Value:
		default:
			return nil, functions.ParseErr("dig44(): first argument must be a hash or an array, given %s", functions.RubyClass(data))
		}
		keys, ok := path.([]values.Value)
		if !ok {
			return nil, functions.ParseErr("dig44(): second argument must be an array, given %s", functions.RubyClass(path))
		}
		var v values.Value = data
		for _, k := range keys {
			var next values.Value
			switch x := v.(type) {
			case *values.Hash:
				next, _ = x.Get(k)
			case []values.Value:
				i, ok := RubyStrictInteger(k)
				if !ok {
					v = nil
					goto done
				}
				if i < 0 {
					i += int64(len(x))
				}
				if i >= 0 && i < int64(len(x)) {
					next = x[i]
				}
			default:
				v = nil
				goto done
			}
			if next == nil {
				v = nil
				goto done
			}
			v = next
		}
	done:
		if v == nil {
			return dflt, nil
		}
		return v, nil
	})
	l.Register3x("type3x", stdlib, -1, func(c functions.Context, args []values.Value) (values.Value, error) {
		if len(args) != 1 {
			return nil, functions.ParseErr("type3x(): Wrong number of arguments given (%d for 1)", len(args))
		}
		switch args[0].(type) {
		case bool:
			return "boolean", nil
		case []values.Value:
			return "array", nil
		case int64:
			return "integer", nil
		case float64:
			return "float", nil
		case *values.Hash:
			return "hash", nil
		case string:
			return "string", nil
		}
		return nil, functions.ParseErr("type3x(): Unknown type")
	})
}

var ToBytesRx = lazyre.New(`([0-9.e+-]*)\s*([^bB]?)`)

// rubyStrictInteger is Integer(v) for the values a 3.x function sees.
func RubyStrictInteger(v values.Value) (int64, bool) {
	switch x := v.(type) {
	case int64:
		return x, true
	case float64:
		return int64(x), !math.IsNaN(x) && !math.IsInf(x, 0)
	case string:
		s := strings.TrimSpace(strings.ReplaceAll(x, "_", ""))
		n := new(big.Int)
		neg := false
		if strings.HasPrefix(s, "-") || strings.HasPrefix(s, "+") {
			neg = s[0] == '-'
			s = s[1:]
		}
		base, s := values.RubyIntegerBase(s)
		if _, ok := n.SetString(s, base); !ok || s == "" || !n.IsInt64() {
			return 0, false
		}
		if neg {
			n.Neg(n)
		}
		return n.Int64(), true
	}
	return 0, false
}

// rubyArray is Kernel#Array.
func rubyArray(v values.Value) []values.Value {
	switch x := v.(type) {
	case nil:
		return nil
	case []values.Value:
		return x
	case *values.Hash:
		es, _ := values.Iterate(x)
		return es
	}
	return []values.Value{v}
}

// arrayDifference is Array#- (eql? comparison, order of a kept).
func arrayDifference(a, b []values.Value) []values.Value {
	inB := make(map[any]bool, len(b))
	for _, e := range b {
		inB[values.HashKey(e)] = true
	}
	out := []values.Value{}
	for _, e := range a {
		if !inB[values.HashKey(e)] {
			out = append(out, e)
		}
	}
	return out
}

func str2bool(v values.Value) (values.Value, error) {
	b, known, err := Str2Bool(v)
	if err != nil {
		return nil, err
	}
	if !known {
		return nil, functions.ParseErr("str2bool(): Unknown type of boolean given")
	}
	return b, nil
}

// Str2Bool is stdlib's str2bool rule, which other modules copy: a Boolean
// as it is, "" false, else the words of Str2boolTrue, Str2boolFalse and
// Str2boolUndef; known is false for a string none of them matches (each
// copy words that error itself), err is set for any other value.
func Str2Bool(v values.Value) (b, known bool, err error) {
	if b, ok := v.(bool); ok {
		return b, true, nil
	}
	s, ok := v.(string)
	if !ok {
		return false, false, functions.ParseErr("str2bool(): Requires string to work with")
	}
	switch {
	case s == "":
		return false, true, nil
	case Str2boolTrue.MatchString(s):
		return true, true, nil
	case Str2boolFalse.MatchString(s), Str2boolUndef.MatchString(s):
		return false, true, nil
	}
	return false, false, nil
}

var (
	Str2boolTrue  = core.MustRegexp(`(?i)^(1|t|y|true|yes)$`)
	Str2boolFalse = core.MustRegexp(`(?i)^(0|f|n|false|no)$`)
	Str2boolUndef = core.MustRegexp(`^(undef|undefined)$`)
)

func num2bool(v values.Value) (values.Value, error) {
	var n int64
	switch x := v.(type) {
	case int64:
		n = x
	case float64:
		n = int64(x)
	case string:
		f, ok := core.RubyStrictFloat(x)
		if !ok {
			return nil, functions.ParseErr("num2bool(): '%s' does not look like a number: invalid value for Float(): %s", x, functions.RubyInspect(x))
		}
		n = int64(f)
	default:
		// number.to_s.to_i
		n = core.RubyToI(functions.RubyToS(v))
	}
	return n > 0, nil
}

func stdlibBase64(c functions.Context, args []values.Value) (values.Value, error) {
	if len(args) < 2 {
		return nil, functions.ParseErr("base64(): Wrong number of arguments (%d; must be >= 2)", len(args))
	}
	action, _ := args[0].(string)
	if action != "encode" && action != "decode" {
		return nil, functions.ParseErr("base64(): the first argument must be one of 'encode' or 'decode'")
	}
	s, ok := args[1].(string)
	if !ok {
		return nil, functions.ParseErr("base64(): the second argument must be a string to base64")
	}
	method := values.Value("default")
	if len(args) > 2 {
		method = args[2]
	}
	switch method {
	case "default", "strict", "urlsafe":
	default:
		return nil, functions.ParseErr("base64(): the third argument must be one of 'default', 'strict', or 'urlsafe'")
	}
	// Ruby's base64 library (compiler/ruby/rlib/base64) does the work, as
	// it does for stdlib's Ruby.
	if action == "encode" {
		switch method {
		case "default":
			return base64.Encode64(s), nil
		case "strict":
			return base64.StrictEncode64(s), nil
		default:
			return base64.URLSafeEncode64(s, true), nil
		}
	}
	var out string
	var err error
	switch method {
	case "default":
		return base64.Decode64(s), nil
	case "strict":
		out, err = base64.StrictDecode64(s)
	default:
		out, err = base64.URLSafeDecode64(s)
	}
	if err != nil {
		return nil, rubyError(err) // ArgumentError "invalid base64"
	}
	return out, nil
}

// rubyError is the error of a function whose Ruby raised err, an
// exception of one of compiler/ruby/rlib's libraries: Puppet reports the
// exception's message.
func rubyError(err error) error {
	var re *rv.Error
	if errors.As(err, &re) {
		return functions.Errorf("%s", re.Msg)
	}
	return err
}

func stdlibValuesAt(c functions.Context, args []values.Value) (values.Value, error) {
	if len(args) < 2 {
		return nil, functions.ParseErr("values_at(): Wrong number of arguments given (%d for 2)", len(args))
	}
	arr, ok := args[0].([]values.Value)
	if !ok {
		return nil, functions.ParseErr("values_at(): Requires array to work with")
	}
	indices := functions.FlattenValues([]values.Value{args[1]})
	if len(indices) == 0 {
		return nil, functions.ParseErr("values_at(): You must provide at least one positive index to collect")
	}
	var list []int64
	for _, iv := range indices {
		s := functions.RubyToS(iv)
		if m := valuesAtRangeRx.FindStringSubmatch(s); m != nil {
			start, stop := core.RubyToI(m[1]), core.RubyToI(m[3])
			if start > stop {
				return nil, functions.ParseErr("values_at(): Stop index in given indices range is smaller than the start index")
			}
			if stop > int64(len(arr))-1 {
				return nil, functions.ParseErr("values_at(): Stop index in given indices range exceeds array size")
			}
			end := stop
			if m[2] == "..." {
				end = stop - 1
			}
			for i := start; i <= end; i++ {
				list = append(list, i)
			}
			continue
		}
		if !rubystr.AllDigits(s) {
			return nil, functions.ParseErr("values_at(): Unknown format of given index")
		}
		i := core.RubyToI(s)
		if i > int64(len(arr))-1 {
			return nil, functions.ParseErr("values_at(): Given index exceeds array size")
		}
		list = append(list, i)
	}
	out := []values.Value{}
	for _, i := range list {
		if arr[i] != nil {
			out = append(out, arr[i])
		}
	}
	return out, nil
}

var valuesAtRangeRx = lazyre.New(`^(\d+)(\.\.\.?|-)(\d+)$`)

func affix(name string, args []values.Value, join func(affix, s string) string) (values.Value, error) {
	if len(args) == 0 {
		return nil, functions.ParseErr("%s(): Wrong number of arguments given (%d for 1)", name, len(args))
	}
	var p string
	has := false
	if len(args) > 1 && values.Truthy(args[1]) {
		s, ok := args[1].(string)
		if !ok {
			return nil, functions.ParseErr("%s(): expected second argument to be a String, got %s", name, functions.RubyInspect(args[1]))
		}
		p, has = s, true
	}
	apply := func(s string) string {
		if has {
			return join(p, s)
		}
		return s
	}
	switch x := args[0].(type) {
	case []values.Value:
		out := make([]values.Value, len(x))
		for i, e := range x {
			out[i] = apply(functions.RubyToS(e))
		}
		return out, nil
	case *values.Hash:
		out := values.NewHash(x.Len())
		for i := 0; i < x.Len(); i++ {
			k, v := x.At(i)
			out.Put(apply(functions.RubyToS(k)), v)
		}
		return out, nil
	}
	return nil, functions.ParseErr("%s(): expected first argument to be an Array or a Hash, got %s", name, functions.RubyInspect(args[0]))
}

// grepValues is Enumerable#grep (or reject with =~) with Regexp.new(arg).
func grepValues(name string, args []values.Value, reject bool) (values.Value, error) {
	ps, ok := args[1].(string)
	if !ok {
		return nil, functions.Errorf("no implicit conversion of %s into String", core.RubyClassForConversion(args[1]))
	}
	re, err := functions.CompileRegexp(ps, 0)
	if err != nil {
		return nil, err
	}
	var elems []values.Value
	switch x := args[0].(type) {
	case []values.Value:
		elems = x
	case *values.Hash:
		elems, _ = values.Iterate(x)
	default:
		return nil, core.NoMethodError(name, args[0])
	}
	out := []values.Value{}
	for _, e := range elems {
		s, isStr := e.(string)
		m := isStr && re.MatchString(s)
		if m != reject {
			out = append(out, e)
		}
	}
	return out, nil
}

// withoutUndef is a copy of an Array without its undef elements or of a
// Hash without its undef values (delete_undef_values, to_json_pretty's
// skip_undef); ok is false, and v returned, for anything else.
func withoutUndef(v values.Value) (out values.Value, ok bool) {
	switch x := v.(type) {
	case *values.Hash:
		h := values.NewHash(x.Len())
		x.Each(func(k, e values.Value) bool {
			if e != nil {
				h.Put(k, e)
			}
			return true
		})
		return h, true
	case []values.Value:
		a := make([]values.Value, 0, len(x))
		for _, e := range x {
			if e != nil {
				a = append(a, e)
			}
		}
		return a, true
	}
	return v, false
}

// arrayPair is the two Arrays of difference and intersection: exactly two
// arguments, else their arity error; notArrays is the error (worded by
// each function) when either is not an Array.
func arrayPair(name string, args []values.Value, notArrays func() error) (a, b []values.Value, err error) {
	if len(args) != 2 {
		return nil, nil, functions.ParseErr("%s(): Wrong number of arguments given (%d for 2)", name, len(args))
	}
	a, ok1 := args[0].([]values.Value)
	b, ok2 := args[1].([]values.Value)
	if !ok1 || !ok2 {
		return nil, nil, notArrays()
	}
	return a, b, nil
}

func mapStrings(name string, args []values.Value, f func(string) string) (values.Value, error) {
	if len(args) == 0 {
		return nil, functions.ParseErr("%s(): Wrong number of arguments given (%d for 1)", name, len(args))
	}
	switch x := args[0].(type) {
	case []values.Value:
		out := make([]values.Value, len(x))
		for i, e := range x {
			if s, ok := e.(string); ok {
				out[i] = f(s)
			} else {
				out[i] = e
			}
		}
		return out, nil
	case string:
		return f(x), nil
	}
	return nil, functions.ParseErr("%s(): Requires either array or string to work with", name)
}

func rubySwapcase(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z':
			b.WriteRune(r - 32)
		case r >= 'A' && r <= 'Z':
			b.WriteRune(r + 32)
		default:
			lr, ur := []rune(strings.ToLower(string(r))), []rune(strings.ToUpper(string(r)))
			switch {
			case len(lr) == 1 && lr[0] != r:
				b.WriteRune(lr[0])
			case len(ur) == 1 && ur[0] != r:
				b.WriteRune(ur[0])
			default:
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// rubySqueeze is String#squeeze (set "" squeezes every character; a set
// may use ranges a-z and ^ negation as String#count does).
func rubySqueeze(s, set string) string {
	in := func(r rune) bool { return true }
	if set != "" {
		in = charSetMatcher(set)
	}
	var b strings.Builder
	var last rune = -1
	for _, r := range s {
		if r == last && in(r) {
			continue
		}
		b.WriteRune(r)
		last = r
	}
	return b.String()
}

// charSetMatcher compiles a String#count / #delete / #squeeze character
// set ("a-z", "^0-9", "\\-").
func charSetMatcher(set string) func(rune) bool {
	rs := []rune(set)
	neg := false
	if len(rs) > 1 && rs[0] == '^' {
		neg = true
		rs = rs[1:]
	}
	type rng struct{ lo, hi rune }
	var ranges []rng
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		if c == '\\' && i+1 < len(rs) {
			i++
			ranges = append(ranges, rng{rs[i], rs[i]})
			continue
		}
		if i+2 < len(rs) && rs[i+1] == '-' {
			ranges = append(ranges, rng{c, rs[i+2]})
			i += 2
			continue
		}
		ranges = append(ranges, rng{c, c})
	}
	return func(r rune) bool {
		for _, g := range ranges {
			if r >= g.lo && r <= g.hi {
				return !neg
			}
		}
		return neg
	}
}

func countChars(s, set string) int {
	in := charSetMatcher(set)
	n := 0
	for _, r := range s {
		if in(r) {
			n++
		}
	}
	return n
}

// deepMerge is stdlib's recursive Hash#merge.
func deepMerge(a, b *values.Hash) *values.Hash {
	out := a.Clone()
	for i := 0; i < b.Len(); i++ {
		k, nv := b.At(i)
		if ov, ok := out.Get(k); ok {
			oh, ok1 := ov.(*values.Hash)
			nh, ok2 := nv.(*values.Hash)
			if ok1 && ok2 {
				out.Put(k, deepMerge(oh, nh))
				continue
			}
		}
		out.Put(k, nv)
	}
	return out
}

// registerMerge registers stdlib's 4.x merge.
func registerMerge(l *functions.Lib) {
	l.Register("merge", stdlib,
		functions.Sig(func(c functions.Context, args []values.Value, _ functions.Block) (values.Value, error) {
			acc := values.NewHash(0)
			for _, a := range args {
				if h, ok := a.(*values.Hash); ok {
					acc = acc.Merge(h)
				}
			}
			return acc, nil
		}).Rest("args", "Variant[Hash[Scalar,Any], Undef, String[0,0]]", 0),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return mergeIterable(args, func(acc *values.Hash, i int, e values.Value, hs bool) (values.Value, error) {
				if hs {
					k, v := functions.PairOf(e)
					return b.Call(acc, k, v)
				}
				return b.Call(acc, int64(i), e)
			})
		}).Rest("args", "Iterable", 0).Block(functions.RequiredBlock, "block", "Callable[3,3]"),
		functions.Sig(func(c functions.Context, args []values.Value, b functions.Block) (values.Value, error) {
			return mergeIterable(args, func(acc *values.Hash, _ int, e values.Value, _ bool) (values.Value, error) {
				return b.Call(acc, e)
			})
		}).Rest("args", "Iterable", 0).Block(functions.RequiredBlock, "block", "Callable[2,2]"))
}

// firstArray is the check of a 3.x function of stdlib whose first
// argument must be an Array: at least min arguments (else "Wrong number of
// arguments given (N for want)"), then the Array.
func firstArray(fn string, args []values.Value, min int, want string) ([]values.Value, error) {
	if len(args) < min {
		return nil, functions.ParseErr("%s(): Wrong number of arguments given (%d for %s)", fn, len(args), want)
	}
	a, ok := args[0].([]values.Value)
	if !ok {
		return nil, functions.ParseErr("%s(): Requires array to work with", fn)
	}
	return a, nil
}

// mergeIterable is merge(iterable) { block }: the hash the block's
// results (those that are hashes) merge into, given the hash so far and
// each element (an index and element, or, for a hash, a key and value).
func mergeIterable(args []values.Value, call func(acc *values.Hash, i int, e values.Value, hs bool) (values.Value, error)) (values.Value, error) {
	acc := values.NewHash(0)
	if len(args) != 1 {
		// the Ruby method takes one iterable
		return nil, functions.Errorf("wrong number of arguments (given %d, expected 1)", len(args))
	}
	for _, it := range args {
		es, hs, err := functions.AssertedIterable("merge", it)
		if err != nil {
			return nil, err
		}
		for i, e := range es {
			r, err := call(acc, i, e, hs)
			if err != nil {
				// Puppet iterates with Iterator#each (a Ruby loop):
				// break() ends the iteration
				if functions.IsBreak(err) {
					break
				}
				return nil, err
			}
			if h, ok := r.(*values.Hash); ok {
				acc = acc.Merge(h)
			}
		}
	}
	return acc, nil
}

// stdlibRange is stdlib's range().
func stdlibRange(c functions.Context, args []values.Value) (values.Value, error) {
	if len(args) == 0 {
		return nil, functions.ParseErr("range(): Wrong number of arguments given (0 for 1)")
	}
	var start, stop values.Value
	typ := ".."
	step := int64(1)
	if len(args) > 1 {
		start, stop = args[0], args[1]
		if len(args) > 2 && args[2] != nil {
			s, err := core.RubyToIValue(args[2])
			if err != nil {
				return nil, err
			}
			if s < 0 {
				s = -s
			}
			step = s
		}
		if step == 0 {
			return nil, functions.Errorf("range(): 3rd arg (step size) must be a non zero integer (e.g. 1 or -1)")
		}
	} else {
		s, ok := args[0].(string)
		if !ok {
			return nil, core.NoMethodError("match", args[0])
		}
		m := rangeRx.FindStringSubmatch(s)
		switch {
		case m != nil:
			start, stop, typ = m[1], m[3], m[2]
		case s != "" && !strings.Contains(s, "\n"):
			return nil, functions.ParseErr("range(): Unable to compute range from the value: %s", s)
		default:
			return nil, functions.ParseErr("range(): Unknown range format: %s", s)
		}
	}
	exclusive := typ == "..."
	const limit = 1000000
	out := []values.Value{}
	if rubystr.AllDigits(functions.RubyToS(start)) {
		a, err := core.RubyToIValue(start)
		if err != nil {
			return nil, err
		}
		b, err := core.RubyToIValue(stop)
		if err != nil {
			return nil, err
		}
		if exclusive {
			b--
		}
		for i := a; i <= b && len(out) < limit; i += step {
			out = append(out, i)
		}
		return out, nil
	}
	// String ranges: String#upto with String#succ.
	a, b := functions.RubyToS(start), functions.RubyToS(stop)
	if cmp := strings.Compare(a, b); cmp > 0 || (exclusive && cmp == 0) {
		return out, nil
	}
	afterEnd := rubystr.Succ(b)
	cur := a
	for idx := int64(0); cur != afterEnd && len(out) < limit; idx++ {
		next, hasNext := "", false
		if exclusive || cur != b {
			next, hasNext = rubystr.Succ(cur), true
		}
		if idx%step == 0 {
			out = append(out, cur)
		}
		if !hasNext {
			break
		}
		cur = next
		if exclusive && cur == b {
			break
		}
		if len(cur) > len(b) || cur == "" {
			break
		}
	}
	return out, nil
}

var rangeRx = lazyre.New(`^(\w+)(\.\.\.?|-)(\w+)$`)
