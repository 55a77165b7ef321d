package ruby

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/util/rubystr"
)

// initString gives s the text and encoding of String.new's or
// String#initialize's arguments (str, encoding:).
func (in *Interp) initString(s *String, c *Call) error {
	if len(c.Args) == 1 {
		v, err := in.ExpectString(c.Args[0])
		if err != nil {
			return err
		}
		s.s, s.enc, s.buf = v.s, v.enc, nil
	}
	if c.Kw != nil {
		if e, ok := c.Kw.get(Symbol("encoding")); ok {
			enc, err := in.encodingArg(e)
			if err != nil {
				return err
			}
			s.enc = enc
		}
	}
	return nil
}

func defineClassMethods() {
	bString.sdefKw("new", 0, -1, func(c *Call) (Value, error) {
		if cls, ok := c.Self.(*Module); ok && cls != c.In.cString {
			// a subclass: its initialize reaches String#initialize
			// through super
			return c.In.newInstance(cls, c)
		}
		if len(c.Args) > 1 {
			return nil, c.In.raise(cArgumentError, 0, "wrong number of arguments (given %d, expected 0..1)", len(c.Args))
		}
		// With no string argument (String.new, String.new(capacity: n))
		// Ruby makes a binary (ASCII-8BIT) string.
		s := &String{enc: Binary}
		return s, c.In.initString(s, c)
	})
	// String#initialize(str = '', encoding:, capacity:): what a subclass's
	// initialize reaches with super (Puppet's ProcessOutput)
	bString.defKw("initialize", 0, 1, func(c *Call) (Value, error) {
		s := c.Self.(*String)
		if len(c.Args) == 0 && c.Kw == nil {
			return nil, nil
		}
		if s.frozen {
			return nil, c.In.raise(cFrozenError, 0, "can't modify frozen %s: %s", c.In.className(s), c.In.inspect(s))
		}
		return nil, c.In.initString(s, c)
	})
	bString.methods["initialize"].vis = private
	bString.sdef("try_convert", 1, 1, func(c *Call) (Value, error) {
		if s, ok := c.Args[0].(*String); ok {
			return s, nil
		}
		return nil, nil
	})
	bArray.sdef("new", 0, 2, func(c *Call) (Value, error) {
		in, args, blk := c.In, c.Args, c.Block
		if len(args) == 0 {
			return newArray(nil), nil
		}
		if a, ok := args[0].(*Array); ok && len(args) == 1 {
			return newArray(append([]Value(nil), a.a...)), nil
		}
		n, err := in.intArg(args[0], 0)
		if err != nil {
			return nil, err
		}
		if err := in.newArraySize(n, 0); err != nil {
			return nil, err
		}
		if err := in.arrayLen(n, 0); err != nil {
			return nil, err
		}
		a := make([]Value, n)
		for i := range a {
			switch {
			case blk != nil:
				v, err := in.yield1(blk, int64(i))
				if err != nil {
					return nil, err
				}
				a[i] = v
			case len(args) > 1:
				a[i] = args[1]
			}
		}
		return newArray(a), nil
	})
	bArray.sdef("[]", 0, -1, func(c *Call) (Value, error) { return newArray(append([]Value(nil), c.Args...)), nil })
	bArray.sdef("try_convert", 1, 1, func(c *Call) (Value, error) {
		if a, ok := c.Args[0].(*Array); ok {
			return a, nil
		}
		return nil, nil
	})
	bHash.sdefKw("new", 0, 1, func(c *Call) (Value, error) {
		h := NewHash()
		if len(c.Args) > 0 {
			if c.Block != nil {
				return nil, c.In.raise(cArgumentError, 0, "wrong number of arguments (given 1, expected 0)")
			}
			h.dflt = c.Args[0]
		}
		h.dfltFn = c.Block
		return h, nil
	})
	bHash.sdef("[]", 0, -1, func(c *Call) (Value, error) {
		in, args := c.In, c.Args
		if len(args) == 1 {
			var err error
			if args, err = in.hashCreateArg(args); err != nil {
				return nil, err
			}
			switch x := args[0].(type) {
			case *Hash:
				h := x.dup()
				h.dflt, h.dfltFn = nil, nil
				return h, nil
			case *Array:
				h := NewHash()
				for i, p := range x.a {
					pa, ok := p.(*Array)
					if !ok {
						return nil, in.raise(cArgumentError, 0, "wrong element type %s at %d (expected array)", in.className(p), i)
					}
					if len(pa.a) < 1 || len(pa.a) > 2 {
						return nil, in.raise(cArgumentError, 0, "invalid number of elements (%d for 1..2)", len(pa.a))
					}
					var v Value
					if len(pa.a) == 2 {
						v = pa.a[1]
					}
					h.put(pa.a[0], v)
				}
				return h, nil
			}
		}
		if len(args)%2 != 0 {
			return nil, in.raise(cArgumentError, 0, "odd number of arguments for Hash")
		}
		h := NewHash()
		for i := 0; i < len(args); i += 2 {
			h.put(args[i], args[i+1])
		}
		return h, nil
	})
	bHash.sdef("try_convert", 1, 1, func(c *Call) (Value, error) {
		if h, ok := c.Args[0].(*Hash); ok {
			return h, nil
		}
		return nil, nil
	})
	bRegexp.constant("IGNORECASE", int64(RegexpIgnoreCase)).constant("EXTENDED", int64(RegexpExtended)).constant("MULTILINE", int64(RegexpMultiline))
	escape := func(c *Call) (Value, error) {
		s, ok := symOrStr(c.Args[0])
		if !ok {
			return nil, c.In.raise(cTypeError, 0, "no implicit conversion of %s into String", c.In.typeName(c.Args[0]))
		}
		return NewString(rubystr.RegexpEscape(s)), nil
	}
	bRegexp.sdef("escape", 1, 1, escape)
	bRegexp.sdef("quote", 1, 1, escape)
	newRe := func(c *Call) (Value, error) {
		in, args := c.In, c.Args
		if re, ok := args[0].(*Regexp); ok {
			// a new Regexp of the same source and options
			cp := *re
			cp.thawed = true
			return &cp, nil
		}
		s, err := in.strArg(args[0], 0)
		if err != nil {
			return nil, err
		}
		opts := 0
		if len(args) >= 2 {
			switch o := args[1].(type) {
			case int64:
				opts = int(o)
			case *String:
				for _, ch := range o.s {
					switch ch {
					case 'i':
						opts |= RegexpIgnoreCase
					case 'x':
						opts |= RegexpExtended
					case 'm':
						opts |= RegexpMultiline
					default:
						return nil, in.raise(cArgumentError, 0, "unknown regexp option: %s", o.s)
					}
				}
			default:
				if Truthy(o) {
					opts = RegexpIgnoreCase
				}
			}
		}
		re, rerr := newRegexp(s, opts)
		if rerr != nil {
			return nil, in.regexpErr(rerr, 0)
		}
		re.thawed = true
		return re, nil
	}
	bRegexp.sdef("new", 1, 3, newRe)
	bRegexp.sdef("compile", 1, 3, newRe)
	bRegexp.sdef("union", 0, -1, func(c *Call) (Value, error) {
		in, list := c.In, c.Args
		if len(list) == 1 {
			if a, ok := list[0].(*Array); ok {
				list = a.a
			}
		}
		if len(list) == 0 {
			re, err := newRegexp("(?!)", 0)
			if re != nil {
				re.thawed = true
			}
			return re, err
		}
		if len(list) == 1 {
			if re, ok := list[0].(*Regexp); ok {
				return re, nil
			}
		}
		parts := make([]string, len(list))
		for i, x := range list {
			switch y := x.(type) {
			case *Regexp:
				parts[i] = y.toS()
			case *String:
				parts[i] = rubystr.RegexpEscape(y.s)
			case Symbol:
				parts[i] = rubystr.RegexpEscape(string(y))
			default:
				return nil, in.raise(cTypeError, 0, "no implicit conversion of %s into String", in.typeName(x))
			}
		}
		re, rerr := newRegexp(strings.Join(parts, "|"), 0)
		if rerr != nil {
			return nil, in.raise(cRegexpError, 0, "%s", rerr.Error())
		}
		re.thawed = true
		return re, nil
	})
	bRegexp.sdef("last_match", 0, 1, func(c *Call) (Value, error) {
		if c.In.curCtx == nil {
			return nil, nil
		}
		m, _ := c.In.curCtx.lastMatch.(*MatchData)
		if m == nil {
			return nil, nil
		}
		if len(c.Args) == 1 {
			// match_backref_number: a group's name (String or Symbol) or
			// its number, a negative one counted from the last group
			switch x := c.Args[0].(type) {
			case *String, Symbol:
				v, _, err := c.In.matchMethod(m, "[]", c.Args, 0)
				return v, err
			default:
				n, err := c.In.intArg(x, 0)
				if err != nil {
					return nil, err
				}
				if n < 0 {
					// rb_reg_nth_match: never the whole match this way
					if n += int64(len(m.starts)); n <= 0 {
						return nil, nil
					}
				}
				return m.group(int(n)), nil
			}
		}
		return m, nil
	})
	bRange.sdef("new", 2, 3, func(c *Call) (Value, error) {
		lo, hi := c.Args[0], c.Args[1]
		if lo != nil && hi != nil {
			if _, ok, err := c.In.compare(lo, hi); err != nil {
				return nil, err
			} else if !ok {
				return nil, c.In.raise(cArgumentError, 0, "bad value for range")
			}
		}
		return &Range{Begin: lo, End: hi, Exclusive: len(c.Args) == 3 && Truthy(c.Args[2])}, nil
	})
	bObject.constant("RUBY_VERSION", &String{s: "3.1.2", frozen: true}).
		constant("RUBY_PLATFORM", &String{s: "x86_64-linux-gnu", frozen: true}).
		constant("RUBY_ENGINE", &String{s: "ruby", frozen: true}).
		constant("RUBY_PATCHLEVEL", int64(20)).
		constant("RUBY_RELEASE_DATE", &String{s: "2022-04-12", frozen: true}).
		constant("ARGV", &Array{frozen: false})
	bObject.setup = func(in *Interp, m *Module) { in.defineENV(m) }
	bObject.constant("TRUE", true).constant("FALSE", false).constant("NIL", nil)
	delete(bObject.consts, "TRUE")
	delete(bObject.consts, "FALSE")
	delete(bObject.consts, "NIL")
	bInteger.sdef("===", 1, 1, func(c *Call) (Value, error) {
		switch c.Args[0].(type) {
		case int64, *big.Int:
			return true, nil
		}
		return false, nil
	})
	defineEncoding()
	defineStruct()
	defineFile()
	defineObjectNew()
}

func defineObjectNew() {}

// Encodings.

func defineEncoding() {
	bEncoding.setup = func(in *Interp, m *Module) {
		in.encodings = map[Encoding]*Object{}
		for _, e := range []Encoding{UTF8, Binary, USASCII} {
			in.encodings[e] = &Object{class: m, Data: e}
		}
		m.SetConst("UTF_8", in.encodings[UTF8])
		m.SetConst("ASCII_8BIT", in.encodings[Binary])
		m.SetConst("BINARY", in.encodings[Binary])
		m.SetConst("US_ASCII", in.encodings[USASCII])
		m.SetConst("ASCII", in.encodings[USASCII])
	}
	bEncoding.def("to_s", 0, 0, func(c *Call) (Value, error) {
		return NewString(c.Self.(*Object).Data.(Encoding).String()), nil
	})
	bEncoding.alias("name", "to_s")
	bEncoding.def("inspect", 0, 0, func(c *Call) (Value, error) {
		e := c.Self.(*Object).Data.(Encoding)
		return NewString("#<Encoding:" + e.String() + ">"), nil
	})
	bEncoding.def("==", 1, 1, func(c *Call) (Value, error) { return c.Self == c.Args[0], nil })
	bEncoding.def("ascii_compatible?", 0, 0, func(c *Call) (Value, error) {
		return c.Self.(*Object).Data.(Encoding).ASCIICompatible(), nil
	})
	bEncoding.def("dummy?", 0, 0, func(c *Call) (Value, error) { return c.Self.(*Object).Data.(Encoding).Dummy(), nil })
	bEncoding.sdef("default_external", 0, 0, func(c *Call) (Value, error) { return c.In.encodingObject(UTF8), nil })
	bEncoding.sdef("default_internal", 0, 0, func(c *Call) (Value, error) { return nil, nil })
	bEncoding.sdef("find", 1, 1, func(c *Call) (Value, error) {
		e, err := c.In.encodingArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		return c.In.encodingObject(e), nil
	})
	for _, n := range []string{"default_external=", "default_internal="} {
		n := n
		bEncoding.sdef(n, 1, 1, func(c *Call) (Value, error) {
			return nil, c.In.unsupportedErr("Encoding." + n)
		})
	}
}

func (in *Interp) encodingObject(e Encoding) Value {
	if in.encodings == nil {
		return nil
	}
	if charsetEnc(e) {
		return in.charsetObject(e)
	}
	return in.encodings[e]
}

// encodingArg accepts an Encoding object or a name.
func (in *Interp) encodingArg(v Value) (Encoding, error) {
	if o, ok := v.(*Object); ok {
		if e, ok := o.Data.(Encoding); ok {
			return e, nil
		}
	}
	s, ok := symOrStr(v)
	if !ok {
		return 0, in.raise(cTypeError, 0, "no implicit conversion of %s into String", in.typeName(v))
	}
	switch strings.ToUpper(s) {
	case "UTF-8", "UTF8", "CP65001":
		return UTF8, nil
	case "ASCII-8BIT", "BINARY":
		return Binary, nil
	case "US-ASCII", "ASCII", "ANSI_X3.4-1968", "646":
		return USASCII, nil
	}
	if e, ok := charsetArg(s); ok {
		return e, nil
	}
	if !rubyEncodings[strings.ToUpper(s)] {
		return 0, in.raise(cArgumentError, 0, "unknown encoding name - %s", s)
	}
	return 0, in.unsupportedErr("encoding " + s)
}

// unknownEncoding is the name v gives when it names no encoding Ruby
// knows (String#encode's "code converter not found").
func unknownEncoding(v Value) (string, bool) {
	if _, ok := v.(*Object); ok {
		return "", false
	}
	s, ok := symOrStr(v)
	return s, ok && !rubyEncodings[strings.ToUpper(s)]
}

// Kernel conversions (moved from compiler/erb).

func (in *Interp) kernelArray(v Value, pos int) (Value, error) {
	switch x := v.(type) {
	case nil:
		return newArray(nil), nil
	case *Array:
		return x, nil
	case *Hash:
		a, _ := in.splatValue(x)
		return newArray(a), nil
	case *Range:
		a, err := in.rangeToA(x, pos)
		if err != nil {
			return nil, err
		}
		return newArray(a), nil
	case *Object:
		if in.respondTo(v, "to_ary", true) || in.respondTo(v, "to_a", true) {
			name := "to_ary"
			if !in.respondTo(v, "to_ary", true) {
				name = "to_a"
			}
			r, err := in.callMethod(v, name, nil, nil, nil, true)
			if err != nil {
				return nil, err
			}
			if a, ok := r.(*Array); ok {
				return a, nil
			}
		}
	}
	return newArray([]Value{v}), nil
}

func (in *Interp) kernelInteger(args []Value, pos int) (Value, error) {
	v := args[0]
	base := int64(0)
	exc := true
	for _, a := range args[1:] {
		switch x := a.(type) {
		case int64:
			base = x
		case *Hash:
			if e, ok := x.get(Symbol("exception")); ok {
				exc = Truthy(e)
			}
		}
	}
	fail := func(err error) (Value, error) {
		if !exc {
			return nil, nil
		}
		return nil, err
	}
	switch x := v.(type) {
	case int64, *big.Int:
		return x, nil
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return fail(in.raise(cFloatDomainError, pos, "%s", formatFloat(x)))
		}
		return floatToInt(x), nil
	case nil:
		return fail(in.raise(cTypeError, pos, "can't convert nil into Integer"))
	case *String:
		n, ok := strictBigInt(x.s, int(base))
		if !ok {
			return fail(in.raise(cArgumentError, pos, "invalid value for Integer(): %s", strInspect(x.s, x.enc)))
		}
		return normInt(n), nil
	}
	if in.respondTo(v, "to_int", true) || in.respondTo(v, "to_i", true) {
		name := "to_int"
		if !in.respondTo(v, "to_int", true) {
			name = "to_i"
		}
		return in.callMethod(v, name, nil, nil, nil, true)
	}
	return fail(in.raise(cTypeError, pos, "can't convert %s into Integer", in.className(v)))
}

// floatToInt truncates a finite Float to an Integer (big when needed).
func floatToInt(f float64) Value {
	if f >= -9.223372036854775808e18 && f < 9.223372036854775808e18 {
		return int64(f)
	}
	b, _ := big.NewFloat(math.Trunc(f)).Int(nil)
	return normInt(b)
}

// strictInt parses s as Kernel#Integer does: optional blanks and sign,
// prefixes 0x 0b 0o 0, underscores between digits.
func strictInt(s string, base int) (int64, bool) {
	n, ok := strictBigInt(s, base)
	if !ok || !n.IsInt64() {
		return 0, false
	}
	return n.Int64(), true
}

func strictBigInt(s string, base int) (*big.Int, bool) {
	s = strings.TrimSpace(s)
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	low := strings.ToLower(s)
	switch {
	case strings.HasPrefix(low, "0x") && (base == 0 || base == 16):
		base, s = 16, s[2:]
	case strings.HasPrefix(low, "0b") && (base == 0 || base == 2):
		base, s = 2, s[2:]
	case strings.HasPrefix(low, "0o") && (base == 0 || base == 8):
		base, s = 8, s[2:]
	case strings.HasPrefix(low, "0d") && (base == 0 || base == 10):
		base, s = 10, s[2:]
	case len(s) > 1 && s[0] == '0' && base == 0:
		base, s = 8, s[1:]
	}
	if base == 0 {
		base = 10
	}
	if s == "" || s[0] == '_' || s[len(s)-1] == '_' || strings.Contains(s, "__") {
		return nil, false
	}
	n, ok := new(big.Int).SetString(strings.ReplaceAll(s, "_", ""), base)
	if !ok {
		return nil, false
	}
	if neg {
		n.Neg(n)
	}
	return n, true
}

func (in *Interp) kernelFloat(v Value, pos int) (Value, error) {
	switch x := v.(type) {
	case int64:
		return float64(x), nil
	case *big.Int:
		f, _ := new(big.Float).SetInt(x).Float64()
		return f, nil
	case float64:
		return x, nil
	case nil:
		return nil, in.raise(cTypeError, pos, "can't convert nil into Float")
	case *String:
		s := strings.TrimSpace(x.s)
		if n, ok := strictInt(s, 0); ok && !strings.ContainsAny(s, ".eE") {
			return float64(n), nil
		}
		// a leading "." must be followed by a digit (".5", "-.5"; not "._5")
		unsigned := strings.TrimLeft(s, "+-")
		badDot := strings.HasPrefix(unsigned, ".") && (len(unsigned) < 2 || !isDigit(unsigned[1]))
		if s != "" && !strings.Contains(s, "__") && s[len(s)-1] != '_' && s[0] != '_' && !strings.HasSuffix(s, ".") && !badDot {
			// out of range: Ruby's Infinity or 0.0 (with a warning Punch leaves out)
			if f, err := strconv.ParseFloat(strings.ReplaceAll(s, "_", ""), 64); (err == nil || errors.Is(err, strconv.ErrRange)) && !strings.ContainsAny(s, "xXpPiInN") {
				return f, nil
			}
		}
		return nil, in.raise(cArgumentError, pos, "invalid value for Float(): %s", strInspect(x.s, x.enc))
	}
	if in.respondTo(v, "to_f", true) {
		return in.callMethod(v, "to_f", nil, nil, nil, true)
	}
	return nil, in.raise(cTypeError, pos, "can't convert %s into Float", in.className(v))
}

// bigMethod implements Integer methods on values beyond int64.
func (in *Interp) bigMethod(x *big.Int, name string, args []Value, blk *Proc) (Value, bool, error) {
	if name == "pow" && len(args) == 2 {
		v, err := in.intPowMod(x, args[0], args[1], 0)
		return v, true, err
	}
	bigOf := func(v Value) (*big.Int, bool) {
		switch y := v.(type) {
		case int64:
			return big.NewInt(y), true
		case *big.Int:
			return y, true
		}
		return nil, false
	}
	switch name {
	case "to_s", "inspect":
		if len(args) == 1 {
			b, err := in.intArg(args[0], 0)
			if err != nil {
				return nil, true, err
			}
			return NewString(x.Text(int(b))), true, nil
		}
		return NewString(x.String()), true, nil
	case "<<", ">>":
		v, err := in.bigShift(x, name, args)
		return v, true, err
	case "+", "-", "*", "/", "%", "**", "==", "<", ">", "<=", ">=", "<=>", "&", "|", "^", "div", "modulo", "divmod", "pow", "eql?", "===", "equal?":
		if len(args) != 1 {
			return nil, true, in.argcError(len(args), 1, 1)
		}
		if yf, ok := args[0].(float64); ok {
			switch name {
			case "==", "===", "<", ">", "<=", ">=", "<=>":
				return bigFloatCompare(name, x, yf, true), true, nil
			}
			xf, _ := new(big.Float).SetInt(x).Float64()
			v, ok, err := in.floatMethod(xf, name, args, blk, 0)
			return v, ok, err
		}
		y, ok := bigOf(args[0])
		if !ok {
			switch name {
			case "eql?", "equal?":
				return false, true, nil
			}
			v, err := in.nonNumericOperand("Integer", x, name, args[0], 0)
			return v, true, err
		}
		r := new(big.Int)
		switch name {
		case "+":
			return normInt(r.Add(x, y)), true, nil
		case "-":
			return normInt(r.Sub(x, y)), true, nil
		case "*":
			return normInt(r.Mul(x, y)), true, nil
		case "/", "div":
			if y.Sign() == 0 {
				return nil, true, in.raise(cZeroDivError, 0, "divided by 0")
			}
			q, m := new(big.Int).DivMod(x, y, new(big.Int))
			if m.Sign() != 0 && (y.Sign() < 0) {
				q.Add(q, big.NewInt(0))
			}
			return normInt(floorDivBig(x, y)), true, nil
		case "%", "modulo":
			if y.Sign() == 0 {
				return nil, true, in.raise(cZeroDivError, 0, "divided by 0")
			}
			return normInt(floorModBig(x, y)), true, nil
		case "divmod":
			if y.Sign() == 0 {
				return nil, true, in.raise(cZeroDivError, 0, "divided by 0")
			}
			return newArray([]Value{normInt(floorDivBig(x, y)), normInt(floorModBig(x, y))}), true, nil
		case "**", "pow":
			if y.Sign() < 0 {
				if !y.IsInt64() {
					return nil, true, in.limitErr(0)
				}
				v, err := in.ratPow(new(big.Rat).SetInt(x), y.Int64(), 0)
				return v, true, err
			}
			if y.BitLen() > 20 || x.BitLen()*int(y.Int64()) > 1<<24 {
				return nil, true, in.limitErr(0)
			}
			return normInt(r.Exp(x, y, nil)), true, nil
		case "&":
			return normInt(r.And(x, y)), true, nil
		case "|":
			return normInt(r.Or(x, y)), true, nil
		case "^":
			return normInt(r.Xor(x, y)), true, nil
		case "==", "===", "eql?":
			return x.Cmp(y) == 0, true, nil
		case "equal?":
			return x == args[0], true, nil
		case "<":
			return x.Cmp(y) < 0, true, nil
		case ">":
			return x.Cmp(y) > 0, true, nil
		case "<=":
			return x.Cmp(y) <= 0, true, nil
		case ">=":
			return x.Cmp(y) >= 0, true, nil
		case "<=>":
			return int64(x.Cmp(y)), true, nil
		}
	case "-@":
		return normInt(new(big.Int).Neg(x)), true, nil
	case "abs", "magnitude":
		return normInt(new(big.Int).Abs(x)), true, nil
	case "to_i", "to_int", "floor", "ceil", "round", "truncate", "itself":
		return x, true, nil
	case "to_f":
		f, _ := new(big.Float).SetInt(x).Float64()
		return f, true, nil
	case "to_r", "rationalize":
		return in.newRational(new(big.Rat).SetInt(x)), true, nil
	case "quo":
		if len(args) != 1 {
			return nil, true, in.argcError(len(args), 1, 1)
		}
		if f, ok := args[0].(float64); ok {
			xf, _ := new(big.Float).SetInt(x).Float64()
			return xf / f, true, nil
		}
		v, err := in.ratBinop(new(big.Rat).SetInt(x), x, "/", args[0], 0)
		return v, true, err
	case "zero?":
		return x.Sign() == 0, true, nil
	case "even?":
		return x.Bit(0) == 0, true, nil
	case "odd?":
		return x.Bit(0) == 1, true, nil
	case "positive?":
		return x.Sign() > 0, true, nil
	case "negative?":
		return x.Sign() < 0, true, nil
	case "hash":
		return textHash(x.String()), true, nil
	case "integer?", "finite?":
		return true, true, nil
	case "infinite?":
		return nil, true, nil
	case "anybits?", "allbits?", "nobits?":
		v, err := in.intBits(x, name, args, 0)
		return v, true, err
	case "bit_length":
		return int64(x.BitLen()), true, nil
	case "size":
		return int64((x.BitLen() + 63) / 64 * 8), true, nil
	case "digits":
		var out []Value
		t := new(big.Int).Abs(x)
		ten := big.NewInt(10)
		for t.Sign() > 0 {
			m := new(big.Int)
			t.DivMod(t, ten, m)
			out = append(out, m.Int64())
		}
		return newArray(out), true, nil
	case "dup", "clone", "freeze":
		return x, true, nil
	case "frozen?":
		return true, true, nil
	case "coerce":
		if len(args) == 1 {
			return newArray([]Value{args[0], x}), true, nil
		}
	}
	return nil, true, in.unsupportedErr(fmt.Sprintf("Integer#%s on an Integer beyond 64 bits", name))
}

func floorDivBig(x, y *big.Int) *big.Int {
	q, m := new(big.Int).QuoRem(x, y, new(big.Int))
	if m.Sign() != 0 && (m.Sign() < 0) != (y.Sign() < 0) {
		q.Sub(q, big.NewInt(1))
	}
	return q
}

func floorModBig(x, y *big.Int) *big.Int {
	_, m := new(big.Int).QuoRem(x, y, new(big.Int))
	if m.Sign() != 0 && (m.Sign() < 0) != (y.Sign() < 0) {
		m.Add(m, y)
	}
	return m
}

// Random: MT19937 seeded as Ruby seeds it, so Random.new(seed).rand(n)
// draws Ruby's numbers.
var bRandom = defBuiltin("Random", "Object", false)

func init() {
	bRandom.alloc = func(in *Interp, cls *Module) Value { return &Object{class: cls, Data: newMT(5489)} }
	bRandom.def("initialize", 0, 1, func(c *Call) (Value, error) {
		o := c.Self.(*Object)
		var seed *big.Int
		switch {
		case len(c.Args) == 0:
			seed = big.NewInt(int64(c.In.steps*2654435761 + 7))
		default:
			switch x := c.Args[0].(type) {
			case int64:
				seed = big.NewInt(x)
			case *big.Int:
				seed = x
			case float64:
				seed = big.NewInt(int64(x))
			default:
				n, err := c.In.intArg(c.Args[0], 0)
				if err != nil {
					return nil, err
				}
				seed = big.NewInt(n)
			}
		}
		o.Data = newMTSeed(seed)
		o.SetIvar("@seed", normInt(seed))
		return nil, nil
	})
	bRandom.methods["initialize"].vis = private
	bRandom.def("seed", 0, 0, func(c *Call) (Value, error) { return c.Self.(*Object).Ivar("@seed"), nil })
	bRandom.def("rand", 0, 1, func(c *Call) (Value, error) {
		o := c.Self.(*Object)
		m, _ := o.Data.(*mt)
		if m == nil {
			return nil, c.In.raise(cArgumentError, 0, "uninitialized Random")
		}
		return c.In.randomRand(m, c.Args)
	})
	bRandom.alias("random_number", "rand")
	randomBytes := func(c *Call, m *mt) (Value, error) {
		n, err := c.In.intArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, c.In.raise(cArgumentError, 0, "negative string size (or size too big)")
		}
		if err := c.In.checkStrLen(int(n)); err != nil {
			return nil, err
		}
		return &String{s: string(m.Bytes(int(n))), enc: Binary}, nil
	}
	bRandom.def("bytes", 1, 1, func(c *Call) (Value, error) {
		m, _ := c.Self.(*Object).Data.(*mt)
		if m == nil {
			return nil, c.In.raise(cArgumentError, 0, "uninitialized Random")
		}
		return randomBytes(c, m)
	})
	bRandom.sdef("bytes", 1, 1, func(c *Call) (Value, error) { return randomBytes(c, c.In.defaultRNG()) })
	bRandom.sdef("rand", 0, 1, func(c *Call) (Value, error) { return c.In.randomRand(c.In.defaultRNG(), c.Args) })
	bRandom.sdef("random_number", 0, 1, func(c *Call) (Value, error) { return c.In.randomRand(c.In.defaultRNG(), c.Args) })
	bRandom.sdef("srand", 0, 1, func(c *Call) (Value, error) { return c.In.srand(c.Args) })
	bRandom.sdef("seed", 0, 0, func(c *Call) (Value, error) { return normInt(new(big.Int).Set(c.In.defaultRNG().Seed)), nil })
	bRandom.sdef("new_seed", 0, 0, func(c *Call) (Value, error) { return nil, c.In.unsupportedErr("Random.new_seed") })
	// Random::DEFAULT is the class itself in Ruby 3.x (deprecated)
	bRandom.setup = func(in *Interp, m *Module) { m.SetConst("DEFAULT", m) }
}
