package ruby

import (
	"math/big"
	"strings"
)

// Ruby's implicit conversion protocols (object.c's convert_type_with_id,
// rb_convert_type and rb_check_convert_type), one owner for each: a core
// method that takes a String, Array, Hash or Integer argument asks the
// argument's to_str, to_ary, to_hash or to_int when it is not one already
// (the strict form, a TypeError when the object has no such method), or
// only when it has the method (the checking form, nil otherwise: join,
// flatten, Kernel#String and Array(), String#<=>, ...). TestOracle
// core_semantics_ruby20 compares them with Ruby 3.1.

// conversion is one implicit conversion protocol.
type conversion struct {
	class, method string
	is            func(Value) bool
}

var (
	toStr = &conversion{"String", "to_str", func(v Value) bool { _, ok := v.(*String); return ok }}
	toAry = &conversion{"Array", "to_ary", func(v Value) bool { _, ok := v.(*Array); return ok }}
	toHsh = &conversion{"Hash", "to_hash", func(v Value) bool { _, ok := v.(*Hash); return ok }}
	toInt = &conversion{"Integer", "to_int", func(v Value) bool {
		switch v.(type) {
		case int64, *big.Int:
			return true
		}
		return false
	}}
)

// convert is rb_convert_type: v itself when it is of the conversion's
// class, else what its conversion method returns, which must be of that
// class; an object without the method is "no implicit conversion of X
// into Y".
func (in *Interp) convert(v Value, c *conversion, pos int) (Value, error) {
	r, ok, err := in.convertIf(v, c, true, pos)
	if err != nil || ok {
		return r, err
	}
	return nil, in.raise(cTypeError, pos, "no implicit conversion of %s into %s", in.typeName(v), c.class)
}

// tryConvert is rb_check_convert_type: nil when v has no conversion
// method or the method returns nil.
func (in *Interp) tryConvert(v Value, c *conversion, pos int) (Value, error) {
	r, _, err := in.convertIf(v, c, false, pos)
	return r, err
}

// convertIf converts v when it is of the class or has the method (ok);
// strict refuses a nil result as the strict conversion does.
func (in *Interp) convertIf(v Value, c *conversion, strict bool, pos int) (Value, bool, error) {
	if c.is(v) {
		return v, true, nil
	}
	if v == nil || !in.respondTo(v, c.method, true) {
		return nil, false, nil
	}
	r, err := in.callMethod(v, c.method, nil, nil, nil, true)
	if err != nil {
		return nil, true, err
	}
	if c.is(r) || (r == nil && !strict) {
		return r, true, nil
	}
	return nil, true, in.raise(cTypeError, pos, "can't convert %s to %s (%s#%s gives %s)", in.className(v), c.class, in.className(v), c.method, in.className(r))
}

// tryStr is rb_check_string_type.
func (in *Interp) tryStr(v Value, pos int) (*String, error) {
	r, err := in.tryConvert(v, toStr, pos)
	s, _ := r.(*String)
	return s, err
}

// tryAry is rb_check_array_type.
func (in *Interp) tryAry(v Value, pos int) (*Array, error) {
	r, err := in.tryConvert(v, toAry, pos)
	a, _ := r.(*Array)
	return a, err
}

// argConversions lists, for the builtin method switches (builtins.go's
// defineSwitches), the methods whose arguments Ruby converts implicitly:
// a letter per argument, s to_str, a to_ary, h to_hash, i to_int, n
// to_str else to_int (Array#*), '.' none; a last letter followed by '*'
// applies to every later argument too. Only an argument that is an object
// of a Ruby class (*Object) having the method is converted before the
// switch runs: the switch itself handles its builtin values and words the
// error for anything else, as Ruby's method does after its conversion.
// The "Enumerable" entry serves every class whose switch includes
// Enumerable's methods.
var argConversions = map[string]map[string]string{
	"String": {
		"+": "s", "*": "i", "<<": "s", "concat": "s*", "prepend": "s*", "replace": "s", "insert": "is",
		"casecmp": "s", "casecmp?": "s", "center": "is", "ljust": "is", "rjust": "is",
		"chomp": "s", "chomp!": "s", "count": "s*", "delete": "s*", "delete!": "s*",
		"squeeze": "s*", "squeeze!": "s*", "delete_prefix": "s", "delete_suffix": "s",
		"end_with?": "s*", "start_with?": "s*", "include?": "s", "index": "si", "rindex": "si",
		"match": "si", "match?": "si", "scan": "s", "split": "si", "sub": "ss", "gsub": "ss",
		"sub!": "ss", "gsub!": "ss", "tr": "ss", "tr_s": "ss", "unpack": "s", "unpack1": "s",
		"upto": "s", "byteslice": "ii", "[]": "ii", "slice": "ii", "each_line": "s", "lines": "s",
		"sum": "i", "crypt": "s", "to_i": "i",
	},
	"Symbol": {"[]": "ii", "start_with?": "s*", "end_with?": "s*"},
	"Array": {
		"+": "a", "-": "a", "&": "a", "|": "a", "concat": "a*", "difference": "a*", "union": "a*",
		"intersection": "a*", "intersect?": "a", "replace": "a", "product": "a*", "zip": "a*",
		"*": "n", "[]": "ii", "slice": "ii", "at": "i", "fetch": "i", "delete_at": "i",
		"first": "i", "last": "i", "rotate": "i", "pop": "i", "shift": "i", "sample": "i",
		"insert": "i", "combination": "i", "permutation": "i", "flatten": "i", "flatten!": "i",
		"dig": "i", "values_at": "i*", "join": "s", "pack": "s",
	},
	"Hash": {"merge": "h*", "merge!": "h*", "update": "h*", "replace": "h"},
	"Integer": {
		"round": "i", "floor": "i", "ceil": "i", "truncate": "i", "<<": "i", ">>": "i", "[]": "ii",
		"digits": "i", "allbits?": "i", "anybits?": "i", "nobits?": "i", "to_s": "i",
	},
	"Float":      {"round": "i", "floor": "i", "ceil": "i", "truncate": "i"},
	"Enumerable": {"first": "i", "take": "i", "drop": "i", "each_slice": "i", "each_cons": "i", "cycle": "i", "min": "i", "max": "i", "min_by": "i", "max_by": "i"},
}

// withArgConversions gives the switch method name of class key (a key of
// switchNames) its implicit argument conversions (false: it has none).
func withArgConversions(key, name string, f switchFunc) (switchFunc, bool) {
	spec, ok := argConversions[key][name]
	if !ok && key != "String" && key != "Hash" && key != "Integer" && key != "Float" && key != "Symbol" {
		spec, ok = argConversions["Enumerable"][name]
	}
	if !ok {
		return f, false
	}
	return func(in *Interp, self Value, name string, args []Value, blk *Proc) (Value, bool, error) {
		copied := false
		for i, a := range args {
			if _, ok := a.(*Object); !ok {
				continue
			}
			k := convLetter(spec, i)
			var c *conversion
			switch k {
			case 's':
				c = toStr
			case 'a':
				c = toAry
			case 'h':
				c = toHsh
			case 'i':
				c = toInt
			case 'n':
				c = toStr
				if !in.respondTo(a, "to_str", true) {
					c = toInt
				}
			default:
				continue
			}
			if !in.respondTo(a, c.method, true) {
				continue
			}
			r, err := in.convert(a, c, 0)
			if err != nil {
				return nil, true, err
			}
			if !copied {
				// the caller's slice may be its own (a splat's Array)
				args, copied = append([]Value(nil), args...), true
			}
			args[i] = r
		}
		return f(in, self, name, args, blk)
	}, true
}

// convLetter is the conversion letter of argument i in spec.
func convLetter(spec string, i int) byte {
	if rest := strings.IndexByte(spec, '*'); rest > 0 && i >= rest-1 {
		return spec[rest-1]
	}
	if i < len(spec) {
		return spec[i]
	}
	return '.'
}

// objAry is rb_check_array_type for an element of a collection: only an
// object of a Ruby class can have to_ary (the builtin values other than
// Array have none), so the others cost no method lookup.
func (in *Interp) objAry(v Value, pos int) (*Array, error) {
	if _, ok := v.(*Object); !ok {
		return nil, nil
	}
	return in.tryAry(v, pos)
}

// objStr is rb_check_string_type for an object of a Ruby class (nil for
// the builtin values, which are Strings already or have no to_str).
func (in *Interp) objStr(v Value) (*String, error) {
	if _, ok := v.(*Object); !ok {
		return nil, nil
	}
	return in.tryStr(v, 0)
}

// kernelString is Kernel#String (rb_String): to_str when v has it, else
// to_s, which must give a String.
func (in *Interp) kernelString(v Value) (Value, error) {
	s, err := in.tryStr(v, 0)
	if s != nil || err != nil {
		return s, err
	}
	r, err := in.callMethod(v, "to_s", nil, nil, nil, true)
	if err != nil {
		return nil, err
	}
	if _, ok := r.(*String); !ok {
		return nil, in.raise(cTypeError, 0, "can't convert %s to String (%s#to_s gives %s)", in.className(v), in.className(v), in.className(r))
	}
	return r, nil
}

// strCmpObject is String#<=> with an argument that is no String
// (rb_str_cmp_m): its to_str's String compared, else the inverse of the
// argument's own <=> with the string (rb_invcmp), else nil.
func (in *Interp) strCmpObject(s *String, v Value) (Value, error) {
	if _, ok := v.(*Object); !ok {
		return nil, nil
	}
	o, err := in.tryStr(v, 0)
	if err != nil || o != nil {
		if o == nil {
			return nil, err
		}
		return int64(strings.Compare(s.s, o.s)), nil
	}
	if !in.respondTo(v, "<=>", false) {
		return nil, nil
	}
	r, err := in.callMethod(v, "<=>", []Value{s}, nil, nil, false)
	if err != nil || r == nil {
		return nil, err
	}
	return in.callMethod(int64(0), "-", []Value{r}, nil, nil, false)
}

// hashCreateArg converts the one argument of Hash[] as rb_hash_s_create
// does: to_hash, else to_ary.
func (in *Interp) hashCreateArg(args []Value) ([]Value, error) {
	if _, ok := args[0].(*Object); !ok {
		return args, nil
	}
	r, err := in.tryConvert(args[0], toHsh, 0)
	if r == nil && err == nil {
		r, err = in.tryConvert(args[0], toAry, 0)
	}
	if r != nil {
		return []Value{r}, err
	}
	return args, err
}

// formatNumArg converts an object given to a numeric directive of
// Kernel#format as sprintf.c does: rb_Integer (to_int, else to_i) for
// %d %i %u %x %X %o %b %B, rb_Float (to_f) for %f %e %E %g %G %a %A, to_int
// for a '*' width or precision.
func (in *Interp) formatNumArg(v Value, verb byte, pos int) (Value, error) {
	if _, ok := v.(*Object); !ok {
		return v, nil
	}
	switch verb {
	case 'd', 'i', 'u', 'x', 'X', 'o', 'b', 'B':
		return in.kernelInteger([]Value{v}, pos)
	case 'f', 'e', 'E', 'g', 'G', 'a', 'A':
		return in.kernelFloat(v, pos)
	case '*':
		return in.convert(v, toInt, pos)
	}
	return v, nil
}
