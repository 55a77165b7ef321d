package ruby

import (
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Marshal writes and reads Ruby's own binary format (version 4.8), byte
// for byte as Ruby 3.1's marshal.c: module code uses
// Marshal.load(Marshal.dump(x)) as a deep copy, and a dump's bytes may be
// hashed or compared. The walk is general: every value kind the runtime
// has, objects by their instance variables, Structs by their members,
// marshal_dump/marshal_load and _dump/_load where a class defines them,
// shared references and cycles as Ruby's links. What Ruby cannot dump
// (procs, methods, IO, singletons) is Ruby's TypeError.
var bMarshal = defBuiltin("Marshal", "", true)

const (
	marshalMajor = 4
	marshalMinor = 8
	// marshalMaxDepth bounds the nesting of a dump or a load: Ruby runs
	// out of machine stack (SystemStackError) between 10 000 and 100 000
	// levels; the bound keeps Go's stack and a hostile input small.
	marshalMaxDepth = 10000
)

func init() {
	bMarshal.constant("MAJOR_VERSION", int64(marshalMajor))
	bMarshal.constant("MINOR_VERSION", int64(marshalMinor))
	bMarshal.modfn("dump", 1, 3, func(c *Call) (Value, error) {
		in := c.In
		limit := -1
		var port Value
		args := c.Args[1:]
		if len(args) > 0 {
			if n, ok := args[len(args)-1].(int64); ok {
				limit = int(max(min(n, math.MaxInt32), math.MinInt32))
				args = args[:len(args)-1]
			}
		}
		if len(args) > 1 {
			return nil, in.raise(cArgumentError, 0, "wrong number of arguments (given %d, expected 1..3)", len(c.Args))
		}
		if len(args) == 1 {
			port = args[0]
			if !in.respondTo(port, "write", true) {
				return nil, in.raise(cTypeError, 0, "instance of IO needed")
			}
		}
		d := &marshalDumper{in: in, syms: map[string]int{}, objs: map[any]int{}}
		d.buf = append(d.buf, marshalMajor, marshalMinor)
		if err := d.value(c.Args[0], limit); err != nil {
			return nil, err
		}
		s := NewBinaryString(d.buf)
		if port != nil {
			if _, err := in.callMethod(port, "write", []Value{s}, nil, nil, true); err != nil {
				return nil, err
			}
			return port, nil
		}
		return s, nil
	})
	bMarshal.modfn("load", 1, 3, marshalLoad)
	bMarshal.modfn("restore", 1, 3, marshalLoad)
}

type marshalDumper struct {
	in   *Interp
	buf  []byte
	syms map[string]int
	// objs numbers the objects written, by identity (a Float by its
	// bits, as Ruby's flonums are the same object for the same value):
	// a second reference is a link to the first.
	objs  map[any]int
	nobj  int
	depth int
}

func (d *marshalDumper) byte1(b byte) { d.buf = append(d.buf, b) }

// long is marshal.c's w_long: small numbers in one byte, others as a
// count of little-endian bytes (negative for a negative number).
func (d *marshalDumper) long(x int64) {
	switch {
	case x == 0:
		d.byte1(0)
	case 0 < x && x < 123:
		d.byte1(byte(x + 5))
	case -124 < x && x < 0:
		d.byte1(byte(x - 5))
	default:
		var b [9]byte
		for i := 1; i < 9; i++ {
			b[i] = byte(x)
			x >>= 8
			if x == 0 {
				b[0] = byte(i)
				d.buf = append(d.buf, b[:i+1]...)
				return
			}
			if x == -1 {
				b[0] = byte(-i)
				d.buf = append(d.buf, b[:i+1]...)
				return
			}
		}
	}
}

func (d *marshalDumper) bytes(s string) error {
	d.long(int64(len(s)))
	d.buf = append(d.buf, s...)
	if err := d.in.checkStrLen(len(d.buf)); err != nil {
		return err
	}
	return d.in.alloc(len(s))
}

func (d *marshalDumper) symbol(name string) error {
	if i, ok := d.syms[name]; ok {
		d.byte1(';')
		d.long(int64(i))
		return nil
	}
	d.syms[name] = len(d.syms)
	ascii := isASCII(name)
	if !ascii {
		d.byte1('I')
	}
	d.byte1(':')
	if err := d.bytes(name); err != nil {
		return err
	}
	if !ascii {
		d.long(1)
		return d.encodingIvar(UTF8, false)
	}
	return nil
}

// encodingIvar writes the E (or encoding) instance variable Ruby gives a
// String, Symbol or Regexp that is not binary.
func (d *marshalDumper) encodingIvar(enc Encoding, _ bool) error {
	if err := d.symbol("E"); err != nil {
		return err
	}
	if enc == UTF8 {
		d.byte1('T')
	} else {
		d.byte1('F')
	}
	return nil
}

// remember numbers a new object; key nil numbers one that can never be
// linked to (an Integer made a Bignum for the dump).
func (d *marshalDumper) remember(key any) {
	if key != nil {
		d.objs[key] = d.nobj
	}
	d.nobj++
}

func (d *marshalDumper) className(v Value, cls *Module) (string, error) {
	in := d.in
	if cls.name == "" {
		kind := "class"
		if !cls.isClass {
			kind = "module"
		}
		return "", in.raise(cTypeError, 0, "can't dump anonymous %s %s", kind, in.inspect(cls))
	}
	return in.modName(cls), nil
}

func (d *marshalDumper) value(v Value, limit int) error {
	in := d.in
	if limit == 0 {
		return in.raise(cArgumentError, 0, "exceed depth limit")
	}
	if limit > 0 {
		limit--
	}
	d.depth++
	defer func() { d.depth-- }()
	if d.depth > marshalMaxDepth {
		return in.raise(cSystemStackError, 0, "stack level too deep")
	}
	if err := in.tick(); err != nil {
		return err
	}
	switch x := v.(type) {
	case nil:
		d.byte1('0')
		return nil
	case bool:
		if x {
			d.byte1('T')
		} else {
			d.byte1('F')
		}
		return nil
	case int64:
		if x >= -(1<<30) && x < 1<<30 {
			d.byte1('i')
			d.long(x)
			return nil
		}
		d.remember(nil)
		return d.bignum(big.NewInt(x))
	case Symbol:
		return d.symbol(string(x))
	case float64:
		key := math.Float64bits(x)
		if i, ok := d.objs[key]; ok {
			d.byte1('@')
			d.long(int64(i))
			return nil
		}
		d.remember(key)
		d.byte1('f')
		return d.bytes(marshalFloat(x))
	}
	if i, ok := d.objs[v]; ok {
		d.byte1('@')
		d.long(int64(i))
		return nil
	}
	if o, ok := v.(*Object); ok {
		if in.respondTo(o, "marshal_dump", true) {
			d.remember(v)
			r, err := in.callMethod(o, "marshal_dump", nil, nil, nil, true)
			if err != nil {
				return err
			}
			if err := d.classRef('U', o, false); err != nil {
				return err
			}
			return d.value(r, limit)
		}
		if in.respondTo(o, "_dump", true) {
			r, err := in.callMethod(o, "_dump", []Value{int64(limit)}, nil, nil, true)
			if err != nil {
				return err
			}
			s, ok := r.(*String)
			if !ok {
				return in.raise(cTypeError, 0, "_dump() must return string")
			}
			if s.enc != Binary {
				d.byte1('I')
			}
			if err := d.classRef('u', o, false); err != nil {
				return err
			}
			if err := d.bytes(s.s); err != nil {
				return err
			}
			if s.enc != Binary {
				d.long(1)
				if err := d.encodingIvar(s.enc, false); err != nil {
					return err
				}
			}
			d.remember(v)
			return nil
		}
	}
	d.remember(v)
	if sub := valueSub(v); sub != nil {
		// Ruby writes the subclass ('C') and the instance variables
		if _, isStr := v.(*String); isStr {
			if d.in.subclassPart(v) != nil {
				return d.in.unsupportedErr("Marshal.dump of an instance of a subclass of String (" + d.in.className(v) + ")")
			}
		} else if err := d.subclassStart(v, sub); err != nil {
			return err
		}
	}
	switch x := v.(type) {
	case *big.Int:
		return d.bignum(x)
	case *String:
		var iv *ivarTable
		n := 0
		if x.enc != Binary {
			n = 1
		}
		if x.sub != nil {
			iv = &x.sub.ivars
			n += len(iv.names)
		}
		if n > 0 {
			d.byte1('I')
		}
		d.byte1('"')
		if err := d.bytes(x.s); err != nil {
			return err
		}
		if n == 0 {
			return nil
		}
		d.long(int64(n))
		if x.enc != Binary {
			if err := d.encodingIvar(x.enc, false); err != nil {
				return err
			}
		}
		return d.ivarPairs(iv, limit)
	case *Regexp:
		d.byte1('I')
		d.byte1('/')
		if err := d.bytes(x.Source); err != nil {
			return err
		}
		opts := byte(x.Options & 7)
		ascii := isASCII(x.Source)
		if !ascii {
			// FIXEDENCODING: the source's UTF-8 is part of the pattern
			opts |= 16
		}
		d.byte1(opts)
		d.long(1)
		if ascii {
			return d.encodingIvar(USASCII, false)
		}
		return d.encodingIvar(UTF8, false)
	case *Array:
		d.byte1('[')
		elems := x.a
		d.long(int64(len(elems)))
		for i := 0; i < len(elems); i++ {
			if err := d.value(elems[i], limit); err != nil {
				return err
			}
			// marshal_dump of an element may change the array
			elems = x.a
			if i+1 >= len(elems) {
				break
			}
		}
		return d.subclassEnd(x.sub, limit)
	case *Hash:
		if err := d.hash(x, limit); err != nil {
			return err
		}
		return d.subclassEnd(x.sub, limit)
	case *Range:
		d.byte1('o')
		if err := d.symbol("Range"); err != nil {
			return err
		}
		d.long(3)
		if err := d.symbol("excl"); err != nil {
			return err
		}
		if err := d.value(x.Exclusive, limit); err != nil {
			return err
		}
		if err := d.symbol("begin"); err != nil {
			return err
		}
		if err := d.value(x.Begin, limit); err != nil {
			return err
		}
		if err := d.symbol("end"); err != nil {
			return err
		}
		return d.value(x.End, limit)
	case *Module:
		if x.isSingleton {
			return in.raise(cTypeError, 0, "singleton class can't be dumped")
		}
		name, err := d.className(x, x)
		if err != nil {
			return err
		}
		if x.isClass {
			d.byte1('c')
		} else {
			d.byte1('m')
		}
		return d.bytes(name)
	case *Proc:
		return in.raise(cTypeError, 0, "no _dump_data is defined for class %s", in.className(x))
	case *MatchData:
		return in.raise(cTypeError, 0, "can't dump MatchData")
	case *Object:
		return d.object(x, limit)
	}
	return in.unsupportedErr("Marshal.dump of a " + in.className(v))
}

// bignum writes an Integer outside the range a dump writes as a Fixnum:
// sign, length in 16-bit words, magnitude little-endian.
func (d *marshalDumper) bignum(x *big.Int) error {
	d.byte1('l')
	if x.Sign() < 0 {
		d.byte1('-')
	} else {
		d.byte1('+')
	}
	mag := x.Bytes() // big-endian
	n := (len(mag) + 1) / 2
	d.long(int64(n))
	for i := len(mag) - 1; i >= 0; i-- {
		d.byte1(mag[i])
	}
	if len(mag)%2 == 1 {
		d.byte1(0)
	}
	return d.in.alloc(len(mag))
}

// marshalFloat is marshal.c's w_float text: the shortest digits that
// read back as the same double, in plain or exponent form.
func marshalFloat(f float64) string {
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsNaN(f):
		return "nan"
	case f == 0:
		if math.Signbit(f) {
			return "-0"
		}
		return "0"
	}
	e := strconv.FormatFloat(f, 'e', -1, 64) // -d.ddde±XX
	var b strings.Builder
	if e[0] == '-' {
		b.WriteByte('-')
		e = e[1:]
	}
	mant, exp, _ := strings.Cut(e, "e")
	digits := strings.Replace(mant, ".", "", 1)
	x, _ := strconv.Atoi(exp)
	decpt := x + 1
	n := len(digits)
	switch {
	case decpt < -3 || decpt > n:
		b.WriteByte(digits[0])
		if n > 1 {
			b.WriteByte('.')
			b.WriteString(digits[1:])
		}
		b.WriteString("e" + strconv.Itoa(decpt-1))
	case decpt > 0:
		b.WriteString(digits[:decpt])
		if n > decpt {
			b.WriteByte('.')
			b.WriteString(digits[decpt:])
		}
	default:
		b.WriteString("0.")
		b.WriteString(strings.Repeat("0", -decpt))
		b.WriteString(digits)
	}
	return b.String()
}

func (d *marshalDumper) hash(h *Hash, limit int) error {
	in := d.in
	if h.dfltFn != nil {
		return in.raise(cTypeError, 0, "can't dump hash with default proc")
	}
	if h.ident {
		// Ruby 3.1 writes a compare_by_identity Hash as of a user class
		// named Hash
		d.byte1('C')
		if err := d.symbol("Hash"); err != nil {
			return err
		}
	}
	if h.dflt != nil {
		d.byte1('}')
	} else {
		d.byte1('{')
	}
	keys, vals := h.keys, h.vals
	d.long(int64(len(keys)))
	h.iterating++
	defer func() { h.iterating-- }()
	for i := range keys {
		if err := d.value(keys[i], limit); err != nil {
			return err
		}
		if err := d.value(vals[i], limit); err != nil {
			return err
		}
	}
	if h.dflt != nil {
		return d.value(h.dflt, limit)
	}
	return nil
}

// classRef writes the modules a singleton class extends the object
// with, the type byte t, then the object's class. With check, a
// singleton class with methods or state of its own cannot be dumped (as
// marshal.c's w_extended; marshal_dump and _dump do not check).
func (d *marshalDumper) classRef(t byte, o *Object, check bool) error {
	in := d.in
	if o.meta != nil {
		m := o.meta
		if check && (len(m.methods) > 0 || len(m.consts) > 0 || len(m.cvars) > 0 || len(m.ivars.names) > 0) {
			return in.raise(cTypeError, 0, "singleton can't be dumped")
		}
		for _, a := range m.ancestors()[1:] {
			if a.isClass {
				break
			}
			name, err := d.className(a, a)
			if err != nil {
				return err
			}
			d.byte1('e')
			if err := d.symbol(name); err != nil {
				return err
			}
		}
	}
	d.byte1(t)
	name, err := d.className(o, o.class)
	if err != nil {
		return err
	}
	return d.symbol(name)
}

func (d *marshalDumper) object(o *Object, limit int) error {
	in := d.in
	if si, sd, err := in.structOf(o); err == nil {
		if err := d.classRef('S', o, true); err != nil {
			return err
		}
		d.long(int64(len(si.members)))
		for i, m := range si.members {
			if err := d.symbol(m); err != nil {
				return err
			}
			if err := d.value(sd.vals[i], limit); err != nil {
				return err
			}
		}
		return nil
	}
	type ivar struct {
		name string
		v    Value
	}
	var ivars []ivar
	switch x := o.Data.(type) {
	case nil:
	case *excData:
		// an exception's message and backtrace are the hidden instance
		// variables mesg and bt (and cause once it has one)
		var bt Value
		if x.btSet {
			lines := make([]Value, len(x.bt))
			for i, l := range x.bt {
				lines[i] = NewString(l)
			}
			bt = newArray(lines)
		}
		ivars = append(ivars, ivar{"mesg", x.msg}, ivar{"bt", bt})
		if x.cause != nil {
			ivars = append(ivars, ivar{"cause", x.cause})
		}
	case *methodData, *rEnum:
		return in.raise(cTypeError, 0, "no _dump_data is defined for class %s", in.className(o))
	case *fileData:
		return in.raise(cTypeError, 0, "can't dump %s", in.className(o))
	default:
		return in.unsupportedErr("Marshal.dump of a " + in.className(o))
	}
	if err := d.classRef('o', o, true); err != nil {
		return err
	}
	for i, n := range o.ivars.names {
		ivars = append(ivars, ivar{n, o.ivars.vals[i]})
	}
	d.long(int64(len(ivars)))
	for _, iv := range ivars {
		if err := d.symbol(iv.name); err != nil {
			return err
		}
		if err := d.value(iv.v, limit); err != nil {
			return err
		}
	}
	return nil
}

// marshalLoad is Marshal.load(source, proc = nil, freeze: false).
func marshalLoad(c *Call) (Value, error) {
	in := c.In
	args := c.Args
	freezeAll := false
	if len(args) > 1 {
		if h, ok := args[len(args)-1].(*Hash); ok && allSymbolKeys(h) {
			for i, k := range h.keys {
				if k != Symbol("freeze") {
					return nil, in.raise(cArgumentError, 0, "unknown keyword: %s", in.inspect(k))
				}
				freezeAll = Truthy(h.vals[i])
			}
			args = args[:len(args)-1]
		}
	}
	if len(args) > 2 {
		return nil, in.raise(cArgumentError, 0, "wrong number of arguments (given %d, expected 1..2)", len(args))
	}
	var data string
	switch x := args[0].(type) {
	case *String:
		data = x.s
	default:
		if in.respondTo(x, "to_str", true) {
			r, err := in.callMethod(x, "to_str", nil, nil, nil, true)
			if err != nil {
				return nil, err
			}
			if s, ok := r.(*String); ok {
				data = s.s
				break
			}
		}
		if in.respondTo(x, "getc", true) && in.respondTo(x, "read", true) {
			return nil, in.unsupportedErr("Marshal.load from an IO")
		}
		return nil, in.raise(cTypeError, 0, "instance of IO needed")
	}
	l := &marshalLoader{in: in, data: data, freeze: freezeAll}
	if len(args) == 2 && args[1] != nil {
		l.proc = args[1]
	}
	if len(data) < 2 {
		return nil, in.raise(cArgumentError, 0, "marshal data too short")
	}
	if data[0] != marshalMajor || data[1] > marshalMinor {
		return nil, in.raise(cTypeError, 0, "incompatible marshal file format (can't be read)\n\tformat version %d.%d required; %d.%d given", marshalMajor, marshalMinor, data[0], data[1])
	}
	l.pos = 2
	return l.value(nil)
}

type marshalLoader struct {
	in     *Interp
	data   string
	pos    int
	syms   []string
	objs   []Value
	proc   Value
	freeze bool
	depth  int
}

func (l *marshalLoader) short() error {
	return l.in.raise(cArgumentError, 0, "marshal data too short")
}

func (l *marshalLoader) byte1() (byte, error) {
	if l.pos >= len(l.data) {
		return 0, l.short()
	}
	b := l.data[l.pos]
	l.pos++
	return b, nil
}

// long is marshal.c's r_long.
func (l *marshalLoader) long() (int64, error) {
	b, err := l.byte1()
	if err != nil {
		return 0, err
	}
	c := int64(int8(b))
	switch {
	case c == 0:
		return 0, nil
	case 4 < c:
		return c - 5, nil
	case c < -4:
		return c + 5, nil
	case c > 0:
		var x int64
		for i := int64(0); i < c; i++ {
			b, err := l.byte1()
			if err != nil {
				return 0, err
			}
			x |= int64(b) << (8 * i)
		}
		return x, nil
	}
	x := int64(-1)
	for i := int64(0); i < -c; i++ {
		b, err := l.byte1()
		if err != nil {
			return 0, err
		}
		x &= ^(int64(0xff) << (8 * i))
		x |= int64(b) << (8 * i)
	}
	return x, nil
}

// count reads a length of a kind ("string", "array", "hash" or "ivar"):
// one that the rest of the data cannot hold is "too short" before
// anything is allocated for it; a negative one is Ruby's error for the
// kind (none for instance variables).
func (l *marshalLoader) count(kind string) (int, error) {
	n, err := l.long()
	if err != nil {
		return 0, err
	}
	if n < 0 {
		switch kind {
		case "ivar":
			return 0, nil
		case "hash":
			return 0, l.in.raise(cRuntimeError, 0, "st_table too big")
		}
		return 0, l.in.raise(cArgumentError, 0, "negative %s size (or size too big)", kind)
	}
	if n > int64(len(l.data)-l.pos) {
		return 0, l.short()
	}
	return int(n), nil
}

func (l *marshalLoader) bytes() (string, error) {
	n, err := l.count("string")
	if err != nil {
		return "", err
	}
	s := l.data[l.pos : l.pos+n]
	l.pos += n
	return s, l.in.alloc(n)
}

func (l *marshalLoader) symbol() (string, error) {
	b, err := l.byte1()
	if err != nil {
		return "", err
	}
	return l.symbolOf(b)
}

func (l *marshalLoader) symbolOf(b byte) (string, error) {
	switch b {
	case ':':
		return l.symbolBody(false)
	case ';':
		i, err := l.long()
		if err != nil {
			return "", err
		}
		if i < 0 || i >= int64(len(l.syms)) {
			return "", l.in.raise(cArgumentError, 0, "bad symbol")
		}
		return l.syms[i], nil
	case 'I':
		b, err := l.byte1()
		if err != nil {
			return "", err
		}
		if b != ':' {
			return "", l.in.raise(cArgumentError, 0, "dump format error for symbol(0x%x)", b)
		}
		return l.symbolBody(true)
	}
	return "", l.in.raise(cArgumentError, 0, "dump format error for symbol(0x%x)", b)
}

func (l *marshalLoader) symbolBody(ivars bool) (string, error) {
	name, err := l.bytes()
	if err != nil {
		return "", err
	}
	l.syms = append(l.syms, name)
	if ivars {
		// the symbol's encoding: a Symbol here is its UTF-8 text
		if _, err := l.ivars(func(string, Value) error { return nil }); err != nil {
			return "", err
		}
	}
	return name, nil
}

// ivars reads a count and that many (name, value) pairs.
func (l *marshalLoader) ivars(set func(name string, v Value) error) (int, error) {
	n, err := l.count("ivar")
	if err != nil {
		return 0, err
	}
	for i := 0; i < n; i++ {
		name, err := l.symbol()
		if err != nil {
			return 0, err
		}
		v, err := l.value(nil)
		if err != nil {
			return 0, err
		}
		if err := set(name, v); err != nil {
			return 0, err
		}
	}
	return n, nil
}

// encodingOf is the encoding the E / encoding instance variable names.
func (l *marshalLoader) encodingOf(name string, v Value) (Encoding, bool, error) {
	switch name {
	case "E":
		if v == true {
			return UTF8, true, nil
		}
		if v == false {
			return USASCII, true, nil
		}
		return 0, false, nil
	case "encoding":
		s, ok := v.(*String)
		if !ok {
			return 0, false, nil
		}
		switch strings.ToUpper(s.s) {
		case "ASCII-8BIT", "BINARY":
			return Binary, true, nil
		case "UTF-8":
			return UTF8, true, nil
		case "US-ASCII", "ASCII":
			return USASCII, true, nil
		}
		return 0, false, l.in.unsupportedErr("Marshal.load of a string in " + s.s)
	}
	return 0, false, nil
}

// entry numbers a loaded object for the links that follow.
func (l *marshalLoader) entry(v Value) int {
	l.objs = append(l.objs, v)
	return len(l.objs) - 1
}

func (l *marshalLoader) class(name string, wantClass bool) (*Module, error) {
	in := l.in
	cur := in.cObject
	for _, part := range strings.Split(name, "::") {
		v, err := in.constGetFrom(cur, part, cur == in.cObject)
		m, ok := v.(*Module)
		if err != nil || !ok || part == "" {
			if _, unsupported := err.(*fatalErr); unsupported {
				return nil, err
			}
			return nil, in.raise(cArgumentError, 0, "undefined class/module %s", name)
		}
		cur = m
	}
	if wantClass && !cur.isClass {
		return nil, in.raise(cArgumentError, 0, "%s does not refer to class", name)
	}
	if !wantClass && cur.isClass {
		return nil, in.raise(cArgumentError, 0, "%s does not refer to module", name)
	}
	return cur, nil
}

// classSym reads a class's name (a Symbol) and finds the class.
func (l *marshalLoader) classSym() (string, *Module, error) {
	name, err := l.symbol()
	if err != nil {
		return "", nil, err
	}
	cls, err := l.class(name, true)
	return name, cls, err
}

// leave is the end of an object: frozen when load was asked to, then
// given to the proc, whose answer takes its place.
func (l *marshalLoader) leave(v Value) (Value, error) {
	if l.freeze {
		if _, isMod := v.(*Module); !isMod {
			freeze(v)
		}
	}
	if l.proc != nil {
		return l.in.callMethod(l.proc, "call", []Value{v}, nil, nil, true)
	}
	return v, nil
}

// value reads one object. ivp, when not nil, says instance variables
// follow the object (an 'I' before it): a String, Regexp or _load data
// reads them itself and clears it.
func (l *marshalLoader) value(ivp *bool) (Value, error) {
	in := l.in
	l.depth++
	defer func() { l.depth-- }()
	if l.depth > marshalMaxDepth {
		return nil, in.raise(cSystemStackError, 0, "stack level too deep")
	}
	if err := in.tick(); err != nil {
		return nil, err
	}
	t, err := l.byte1()
	if err != nil {
		return nil, err
	}
	switch t {
	case '@':
		i, err := l.long()
		if err != nil {
			return nil, err
		}
		if i < 0 || i >= int64(len(l.objs)) {
			return nil, in.raise(cArgumentError, 0, "dump format error (unlinked)")
		}
		v := l.objs[i]
		if l.proc != nil {
			return l.in.callMethod(l.proc, "call", []Value{v}, nil, nil, true)
		}
		return v, nil
	case 'I':
		follow := true
		v, err := l.value(&follow)
		if err != nil {
			return nil, err
		}
		if follow {
			if _, err := l.ivars(func(name string, iv Value) error {
				switch v.(type) {
				case *Object, *Array, *Hash:
					return in.ivarSet(v, "@"+strings.TrimPrefix(name, "@"), iv)
				}
				return in.unsupportedErr("Marshal.load of instance variables on a " + in.className(v))
			}); err != nil {
				return nil, err
			}
		}
		return v, nil
	case '0':
		return l.leave(nil)
	case 'T':
		return l.leave(true)
	case 'F':
		return l.leave(false)
	case 'i':
		n, err := l.long()
		if err != nil {
			return nil, err
		}
		return l.leave(n)
	case 'l':
		return l.bignum()
	case 'f':
		s, err := l.bytes()
		if err != nil {
			return nil, err
		}
		f := parseMarshalFloat(s)
		l.entry(f)
		return l.leave(f)
	case ':', ';':
		name, err := l.symbolOf(t)
		if err != nil {
			return nil, err
		}
		return l.leave(Symbol(name))
	case '"':
		raw, err := l.bytes()
		if err != nil {
			return nil, err
		}
		s := NewBinaryString([]byte(raw))
		l.entry(s)
		if ivp != nil && *ivp {
			*ivp = false
			if _, err := l.ivars(func(name string, v Value) error {
				enc, ok, err := l.encodingOf(name, v)
				if ok {
					s.enc = enc
				}
				if err == nil && !ok && name != "E" && name != "encoding" {
					err = in.ivarSet(s, "@"+strings.TrimPrefix(name, "@"), v)
				}
				return err
			}); err != nil {
				return nil, err
			}
		}
		return l.leave(s)
	case '/':
		idx := l.entry(nil)
		src, err := l.bytes()
		if err != nil {
			return nil, err
		}
		opts, err := l.byte1()
		if err != nil {
			return nil, err
		}
		if ivp != nil && *ivp {
			*ivp = false
			if _, err := l.ivars(func(string, Value) error { return nil }); err != nil {
				return nil, err
			}
		}
		re, err := newRegexp(src, int(opts&7))
		if err != nil {
			return nil, in.raise(cRegexpError, 0, "%s", err.Error())
		}
		l.objs[idx] = re
		return l.leave(re)
	case '[':
		n, err := l.count("array")
		if err != nil {
			return nil, err
		}
		a := newArray(make([]Value, 0, n))
		l.entry(a)
		if err := in.alloc(16 * n); err != nil {
			return nil, err
		}
		for i := 0; i < n; i++ {
			v, err := l.value(nil)
			if err != nil {
				return nil, err
			}
			a.a = append(a.a, v)
		}
		return l.leave(a)
	case '{', '}':
		return l.hash(t == '}', false)
	case 'c', 'm', 'M':
		name, err := l.bytes()
		if err != nil {
			return nil, err
		}
		var m *Module
		if t == 'M' {
			m, err = l.class(name, true)
			if err != nil {
				m, err = l.class(name, false)
			}
		} else {
			m, err = l.class(name, t == 'c')
		}
		if err != nil {
			return nil, err
		}
		l.entry(m)
		return l.leave(m)
	case 'o':
		_, cls, err := l.classSym()
		if err != nil {
			return nil, err
		}
		return l.object(cls, nil)
	case 'e':
		return l.extended()
	case 'S':
		return l.structValue()
	case 'U':
		name, cls, err := l.classSym()
		if err != nil {
			return nil, err
		}
		obj, err := in.allocate(cls)
		if err != nil {
			return nil, err
		}
		l.entry(obj)
		data, err := l.value(nil)
		if err != nil {
			return nil, err
		}
		if !in.respondTo(obj, "marshal_load", true) {
			return nil, in.raise(cTypeError, 0, "instance of %s needs to have method `marshal_load'", name)
		}
		if _, err := in.callMethod(obj, "marshal_load", []Value{data}, nil, nil, true); err != nil {
			return nil, err
		}
		return l.leave(obj)
	case 'u':
		name, cls, err := l.classSym()
		if err != nil {
			return nil, err
		}
		raw, err := l.bytes()
		if err != nil {
			return nil, err
		}
		s := NewBinaryString([]byte(raw))
		if ivp != nil && *ivp {
			*ivp = false
			if _, err := l.ivars(func(name string, v Value) error {
				enc, ok, err := l.encodingOf(name, v)
				if ok {
					s.enc = enc
				}
				return err
			}); err != nil {
				return nil, err
			}
		}
		if !in.respondTo(cls, "_load", true) {
			return nil, in.raise(cTypeError, 0, "class %s needs to have method `_load'", name)
		}
		v, err := in.callMethod(cls, "_load", []Value{s}, nil, nil, true)
		if err != nil {
			return nil, err
		}
		l.entry(v)
		return l.leave(v)
	case 'C':
		name, cls, err := l.classSym()
		if err != nil {
			return nil, err
		}
		if cls == in.cHash {
			// Ruby 3.1's compare_by_identity Hash
			b, err := l.byte1()
			if err != nil {
				return nil, err
			}
			if b == '{' || b == '}' {
				return l.hash(b == '}', true)
			}
			l.pos--
			return l.value(ivp)
		}
		if cls != nil && (in.moduleIncludes(cls, in.cArray) || in.moduleIncludes(cls, in.cHash)) {
			// an instance of a subclass of Array or Hash
			v, err := l.value(ivp)
			if err != nil {
				return nil, err
			}
			switch x := v.(type) {
			case *Array:
				if in.moduleIncludes(cls, in.cArray) {
					x.sub = &stringSub{class: cls}
					return x, nil
				}
			case *Hash:
				if in.moduleIncludes(cls, in.cHash) {
					x.sub = &stringSub{class: cls}
					return x, nil
				}
			}
			return nil, in.raise(cArgumentError, 0, "dump format error (user class)")
		}
		return nil, in.unsupportedErr("Marshal.load of a subclass of a core class (" + name + ")")
	case 'd':
		return nil, in.unsupportedErr("Marshal.load of a data object")
	}
	return nil, in.raise(cArgumentError, 0, "dump format error(0x%x)", t)
}

func (l *marshalLoader) bignum() (Value, error) {
	sign, err := l.byte1()
	if err != nil {
		return nil, err
	}
	n, err := l.count("string")
	if err != nil {
		return nil, err
	}
	if 2*n > len(l.data)-l.pos {
		return nil, l.short()
	}
	raw := l.data[l.pos : l.pos+2*n]
	l.pos += 2 * n
	be := make([]byte, len(raw))
	for i := range raw {
		be[len(raw)-1-i] = raw[i]
	}
	x := new(big.Int).SetBytes(be)
	if sign == '-' {
		x.Neg(x)
	}
	v := normInt(x)
	l.entry(v)
	return l.leave(v)
}

// parseMarshalFloat reads a dumped Float's text (nan, inf, -inf or a
// decimal number).
func parseMarshalFloat(s string) float64 {
	switch s {
	case "nan":
		return math.NaN()
	case "inf":
		return math.Inf(1)
	case "-inf":
		return math.Inf(-1)
	}
	if i := strings.IndexByte(s, 0); i >= 0 {
		// an old dump's mantissa bytes follow the text
		s = s[:i]
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return f
		}
		return 0
	}
	return f
}

func (l *marshalLoader) hash(withDefault, ident bool) (Value, error) {
	in := l.in
	n, err := l.count("hash")
	if err != nil {
		return nil, err
	}
	h := NewHash()
	h.ident = ident
	l.entry(h)
	if err := in.alloc(32 * n); err != nil {
		return nil, err
	}
	for i := 0; i < n; i++ {
		k, err := l.value(nil)
		if err != nil {
			return nil, err
		}
		v, err := l.value(nil)
		if err != nil {
			return nil, err
		}
		h.put(k, v)
	}
	if withDefault {
		d, err := l.value(nil)
		if err != nil {
			return nil, err
		}
		h.dflt = d
	}
	return l.leave(h)
}

// extended reads 'e' MODULE ... OBJECT: the object, extended with the
// modules in the order that gives it the dumped object's ancestors.
func (l *marshalLoader) extended() (Value, error) {
	var mods []*Module
	for {
		name, err := l.symbol()
		if err != nil {
			return nil, err
		}
		m, err := l.class(name, false)
		if err != nil {
			return nil, err
		}
		mods = append(mods, m)
		b, err := l.byte1()
		if err != nil {
			return nil, err
		}
		if b != 'e' {
			l.pos--
			break
		}
	}
	b, err := l.byte1()
	if err != nil {
		return nil, err
	}
	if b != 'o' {
		return nil, l.in.unsupportedErr("Marshal.load of an extended object that is not a plain object")
	}
	_, cls, err := l.classSym()
	if err != nil {
		return nil, err
	}
	return l.object(cls, mods)
}

// object reads the instance variables of an 'o' object of class cls.
func (l *marshalLoader) object(cls *Module, extend []*Module) (Value, error) {
	in := l.in
	if cls == in.cRange {
		r := &Range{}
		l.entry(r)
		if _, err := l.ivars(func(name string, v Value) error {
			switch name {
			case "excl":
				r.Exclusive = Truthy(v)
			case "begin":
				r.Begin = v
			case "end":
				r.End = v
			}
			return nil
		}); err != nil {
			return nil, err
		}
		return l.leave(r)
	}
	v, err := in.allocate(cls)
	if err != nil {
		return nil, err
	}
	o, ok := v.(*Object)
	if !ok || o.Data != nil {
		if _, exc := o.Data.(*excData); !ok || !exc {
			return nil, in.raise(cTypeError, 0, "dump format error")
		}
	}
	l.entry(o)
	for i := len(extend) - 1; i >= 0; i-- {
		if _, err := in.callMethod(o, "extend", []Value{extend[i]}, nil, nil, true); err != nil {
			return nil, err
		}
	}
	exc, _ := o.Data.(*excData)
	if _, err := l.ivars(func(name string, v Value) error {
		if exc != nil {
			switch name {
			case "mesg":
				exc.msg = v
				return nil
			case "bt":
				if a, ok := v.(*Array); ok {
					exc.bt = exc.bt[:0]
					for _, e := range a.a {
						if s, ok := e.(*String); ok {
							exc.bt = append(exc.bt, s.s)
						}
					}
					exc.btSet = true
				}
				return nil
			case "cause":
				exc.cause = v
				return nil
			case "bt_locations":
				return nil
			}
		}
		if !strings.HasPrefix(name, "@") {
			return nil
		}
		return in.ivarSet(o, name, v)
	}); err != nil {
		return nil, err
	}
	return l.leave(o)
}

func (l *marshalLoader) structValue() (Value, error) {
	in := l.in
	name, cls, err := l.classSym()
	if err != nil {
		return nil, err
	}
	v, err := in.allocate(cls)
	if err != nil {
		return nil, err
	}
	si, sd, err := in.structOf(v)
	if err != nil {
		return nil, in.raise(cTypeError, 0, "class %s not a struct", name)
	}
	l.entry(v)
	n, err := l.count("ivar")
	if err != nil {
		return nil, err
	}
	if n != len(si.members) {
		return nil, in.raise(cTypeError, 0, "struct %s not compatible (struct size differs)", name)
	}
	for i := 0; i < n; i++ {
		m, err := l.symbol()
		if err != nil {
			return nil, err
		}
		if m != si.members[i] {
			return nil, in.raise(cTypeError, 0, "struct %s not compatible (:%s for :%s)", name, m, si.members[i])
		}
		val, err := l.value(nil)
		if err != nil {
			return nil, err
		}
		sd.vals[i] = val
	}
	return l.leave(v)
}
