// Package stringio is Ruby's StringIO for Punch's Ruby runtime: an IO
// reading and writing a String (modules build files in one: wikimedia's
// wmflib::compile_redirects writes its Apache/nginx config through
// StringIO.open). Puppet 7.23 has it loaded before module code runs.
//
// As in Ruby, the StringIO works on the String object it was given: a
// write changes that String in place (through its own << and replace, so
// a frozen String and Punch's write-back of Puppet values see it), and
// #string returns it. Positions are byte offsets. The behaviour is
// recorded with Ruby 3.1 (testdata/stringio.rb, record.sh).
package stringio

import (
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/ruby"
)

// sio is a StringIO's state (the Object's Data).
type sio struct {
	str      *ruby.String // nil after StringIO.open's block ends
	pos      int
	lineno   int
	readable bool
	writable bool
	append   bool
}

// Setup defines StringIO.
func Setup(in *ruby.Interp) error {
	cls := in.DefineClass(nil, "StringIO", nil)
	if e, err := in.Const("Enumerable"); err == nil {
		if m, ok := e.(*ruby.Module); ok {
			cls.Include(m)
		}
	}
	cls.DefineMethod("initialize", 0, 2, func(c *ruby.Call) (ruby.Value, error) {
		self := c.Self.(*ruby.Object)
		d := &sio{}
		self.Data = d
		var s *ruby.String
		if len(c.Args) > 0 {
			var err error
			if s, err = c.In.ExpectString(c.Args[0]); err != nil {
				return nil, err
			}
		} else {
			s = ruby.NewString("")
		}
		mode := ""
		if len(c.Args) > 1 {
			m, ok := c.Args[1].(*ruby.String)
			if !ok {
				return nil, c.In.Unsupported("StringIO.new with a mode that is not a String")
			}
			mode = m.String()
		}
		return nil, d.open(c.In, s, mode)
	})
	cls.DefineSingletonMethod("open", 0, 2, func(c *ruby.Call) (ruby.Value, error) {
		io, err := c.In.CallMethod(c.Self, "new", c.Args...)
		if err != nil || c.Block == nil {
			return io, err
		}
		// Ruby closes the StringIO and lets go of its String when the
		// block ends, however it ends
		defer func() {
			if d := data(io); d != nil {
				*d = sio{}
			}
		}()
		return c.In.CallProc(c.Block, io)
	})

	cls.DefineMethod("string", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		if d := data(c.Self); d != nil && d.str != nil {
			return d.str, nil
		}
		return nil, nil
	})
	cls.DefineMethod("string=", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		s, err := c.In.ExpectString(c.Args[0])
		if err != nil {
			return nil, err
		}
		return s, data(c.Self).open(c.In, s, "")
	})

	// writing
	cls.DefineMethod("write", 0, -1, func(c *ruby.Call) (ruby.Value, error) {
		n, err := writeArgs(c)
		if err != nil {
			return nil, err
		}
		return int64(n), nil
	})
	cls.DefineMethod("<<", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		s, err := toS(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		return c.Self, data(c.Self).write(c.In, s)
	})
	cls.DefineMethod("print", 0, -1, func(c *ruby.Call) (ruby.Value, error) {
		_, err := writeArgs(c)
		return nil, err
	})
	cls.DefineMethod("puts", 0, -1, func(c *ruby.Call) (ruby.Value, error) {
		var b strings.Builder
		if len(c.Args) == 0 {
			b.WriteByte('\n')
		}
		for _, a := range c.Args {
			if err := putsLines(c.In, &b, a, 0); err != nil {
				return nil, err
			}
		}
		return nil, data(c.Self).write(c.In, b.String())
	})
	cls.DefineMethod("printf", 1, -1, func(c *ruby.Call) (ruby.Value, error) {
		f, err := c.In.CallMethod(c.Args[0], "%", ruby.NewArray(append([]ruby.Value(nil), c.Args[1:]...)))
		if err != nil {
			return nil, err
		}
		s, err := toS(c.In, f)
		if err != nil {
			return nil, err
		}
		return nil, data(c.Self).write(c.In, s)
	})
	cls.DefineMethod("putc", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		var s string
		switch x := c.Args[0].(type) {
		case *ruby.String:
			s = x.String()
			if _, n := utf8.DecodeRuneInString(s); n < len(s) {
				s = s[:n]
			}
		default:
			n, err := c.In.ExpectInt(x)
			if err != nil {
				return nil, err
			}
			s = string([]byte{byte(n)})
		}
		return c.Args[0], data(c.Self).write(c.In, s)
	})
	cls.DefineMethod("truncate", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		n, err := c.In.ExpectInt(c.Args[0])
		if err != nil {
			return nil, err
		}
		d := data(c.Self)
		if err := d.check(c.In, false); err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, c.In.Raise("Errno::EINVAL", "Invalid argument - negative length")
		}
		cur := d.str.String()
		if int(n) <= len(cur) {
			cur = cur[:n]
		} else {
			cur += strings.Repeat("\x00", int(n)-len(cur))
		}
		_, err = c.In.CallMethod(d.str, "replace", ruby.NewStringEnc(cur, d.str.Encoding()))
		return n, err
	})

	// reading
	cls.DefineMethod("read", 0, 2, func(c *ruby.Call) (ruby.Value, error) {
		d := data(c.Self)
		if err := d.check(c.In, true); err != nil {
			return nil, err
		}
		cur := d.str.String()
		rest := ""
		if d.pos < len(cur) {
			rest = cur[d.pos:]
		}
		if len(c.Args) == 0 || c.Args[0] == nil {
			d.pos += len(rest)
			return ruby.NewStringEnc(rest, d.str.Encoding()), nil
		}
		n, err := c.In.ExpectInt(c.Args[0])
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, c.In.Raisef("ArgumentError", "negative length %d given", n)
		}
		if n > 0 && rest == "" {
			return nil, nil
		}
		if int(n) < len(rest) {
			rest = rest[:n]
		}
		d.pos += len(rest)
		// read(length) reads bytes: Ruby's result is binary
		return ruby.NewBinaryString([]byte(rest)), nil
	})
	cls.DefineMethodKw("gets", 0, 2, func(c *ruby.Call) (ruby.Value, error) {
		d := data(c.Self)
		l, err := d.gets(c)
		if l == nil || err != nil {
			return nil, err
		}
		return l, nil
	})
	cls.DefineMethodKw("readline", 0, 2, func(c *ruby.Call) (ruby.Value, error) {
		l, err := data(c.Self).gets(c)
		if err != nil {
			return nil, err
		}
		if l == nil {
			return nil, c.In.Raise("EOFError", "end of file reached")
		}
		return l, nil
	})
	eachLine := func(c *ruby.Call) (ruby.Value, error) {
		if c.Block == nil {
			return c.In.CallMethod(c.Self, "enum_for", append([]ruby.Value{ruby.Symbol(c.Name)}, c.Args...)...)
		}
		d := data(c.Self)
		for {
			l, err := d.gets(c)
			if err != nil {
				return nil, err
			}
			if l == nil {
				return c.Self, nil
			}
			if _, err := c.In.CallProc(c.Block, l); err != nil {
				return nil, err
			}
		}
	}
	cls.DefineMethodKw("each_line", 0, 2, eachLine)
	cls.DefineMethodKw("each", 0, 2, eachLine)
	cls.DefineMethodKw("readlines", 0, 2, func(c *ruby.Call) (ruby.Value, error) {
		d := data(c.Self)
		var out []ruby.Value
		for {
			l, err := d.gets(c)
			if err != nil {
				return nil, err
			}
			if l == nil {
				return ruby.NewArray(out), nil
			}
			out = append(out, l)
		}
	})
	cls.DefineMethod("getc", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		d := data(c.Self)
		if err := d.check(c.In, true); err != nil {
			return nil, err
		}
		cur := d.str.String()
		if d.pos >= len(cur) {
			return nil, nil
		}
		_, n := utf8.DecodeRuneInString(cur[d.pos:])
		d.pos += n
		return ruby.NewStringEnc(cur[d.pos-n:d.pos], d.str.Encoding()), nil
	})
	eof := func(c *ruby.Call) (ruby.Value, error) {
		d := data(c.Self)
		if err := d.check(c.In, true); err != nil {
			return nil, err
		}
		return d.pos >= len(d.str.String()), nil
	}
	cls.DefineMethod("eof?", 0, 0, eof)
	cls.DefineMethod("eof", 0, 0, eof)

	// position
	cls.DefineMethod("rewind", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		d := data(c.Self)
		d.pos, d.lineno = 0, 0
		return int64(0), nil
	})
	pos := func(c *ruby.Call) (ruby.Value, error) { return int64(data(c.Self).pos), nil }
	cls.DefineMethod("pos", 0, 0, pos)
	cls.DefineMethod("tell", 0, 0, pos)
	cls.DefineMethod("pos=", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		n, err := c.In.ExpectInt(c.Args[0])
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, c.In.Raise("Errno::EINVAL", "Invalid argument")
		}
		data(c.Self).pos = int(n)
		return c.Args[0], nil
	})
	cls.DefineMethod("seek", 1, 2, func(c *ruby.Call) (ruby.Value, error) {
		n, err := c.In.ExpectInt(c.Args[0])
		if err != nil {
			return nil, err
		}
		d := data(c.Self)
		if d.str == nil {
			return nil, c.In.Raise("IOError", "closed stream")
		}
		whence := int64(0)
		if len(c.Args) > 1 {
			if whence, err = c.In.ExpectInt(c.Args[1]); err != nil {
				return nil, err
			}
		}
		switch whence {
		case 1:
			n += int64(d.pos)
		case 2:
			n += int64(len(d.str.String()))
		}
		if n < 0 {
			return nil, c.In.Raise("Errno::EINVAL", "Invalid argument")
		}
		d.pos = int(n)
		return int64(0), nil
	})
	cls.DefineMethod("lineno", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return int64(data(c.Self).lineno), nil })
	cls.DefineMethod("lineno=", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		n, err := c.In.ExpectInt(c.Args[0])
		if err != nil {
			return nil, err
		}
		data(c.Self).lineno = int(n)
		return c.Args[0], nil
	})
	size := func(c *ruby.Call) (ruby.Value, error) {
		d := data(c.Self)
		if d.str == nil {
			return nil, c.In.Raise("IOError", "not opened")
		}
		return int64(len(d.str.String())), nil
	}
	cls.DefineMethod("size", 0, 0, size)
	cls.DefineMethod("length", 0, 0, size)

	// closing
	cls.DefineMethod("close", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		d := data(c.Self)
		d.readable, d.writable = false, false
		return nil, nil
	})
	cls.DefineMethod("close_read", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		d := data(c.Self)
		if !d.readable {
			return nil, c.In.Raise("IOError", "closing non-duplex IO for reading")
		}
		d.readable = false
		return nil, nil
	})
	cls.DefineMethod("close_write", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		// Ruby 3.1 closes a closed write side again without complaint
		data(c.Self).writable = false
		return nil, nil
	})
	cls.DefineMethod("closed?", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		d := data(c.Self)
		return !d.readable && !d.writable, nil
	})
	cls.DefineMethod("closed_read?", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return !data(c.Self).readable, nil })
	cls.DefineMethod("closed_write?", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return !data(c.Self).writable, nil })

	// IO's answers for a stream without a file
	constant := func(v ruby.Value) ruby.GoFunc { return func(*ruby.Call) (ruby.Value, error) { return v, nil } }
	self := func(c *ruby.Call) (ruby.Value, error) { return c.Self, nil }
	cls.DefineMethod("sync", 0, 0, constant(true))
	cls.DefineMethod("sync=", 1, 1, func(c *ruby.Call) (ruby.Value, error) { return c.Args[0], nil })
	cls.DefineMethod("flush", 0, 0, self)
	cls.DefineMethod("binmode", 0, 0, self)
	cls.DefineMethod("fsync", 0, 0, constant(int64(0)))
	cls.DefineMethod("fileno", 0, 0, constant(nil))
	cls.DefineMethod("isatty", 0, 0, constant(false))
	cls.DefineMethod("tty?", 0, 0, constant(false))
	cls.DefineMethod("pid", 0, 0, constant(nil))
	return nil
}

// data is the StringIO's state (an empty one for an object made
// without initialize).
func data(v ruby.Value) *sio {
	o, ok := v.(*ruby.Object)
	if !ok {
		return &sio{}
	}
	d, ok := o.Data.(*sio)
	if !ok {
		d = &sio{}
		o.Data = d
	}
	return d
}

// open points d at s with mode ("" for Ruby's default: read and write,
// read-only for a frozen String).
func (d *sio) open(in *ruby.Interp, s *ruby.String, mode string) error {
	*d = sio{str: s, readable: true, writable: !s.Frozen()}
	if mode == "" {
		return nil
	}
	m := strings.TrimRight(mode, "bt")
	plus := strings.HasSuffix(m, "+")
	m = strings.TrimSuffix(m, "+")
	switch m {
	case "r":
		d.writable = plus
	case "w":
		d.readable = plus
		d.writable = true
	case "a":
		d.readable = plus
		d.writable, d.append = true, true
	default:
		return in.Raisef("ArgumentError", "invalid access mode %s", mode)
	}
	if d.writable && s.Frozen() {
		return in.Raise("Errno::EACCES", "Permission denied")
	}
	if m == "w" {
		if _, err := in.CallMethod(s, "replace", ruby.NewStringEnc("", s.Encoding())); err != nil {
			return err
		}
	}
	return nil
}

// check raises IOError when the stream is not open for reading (read) or
// writing.
func (d *sio) check(in *ruby.Interp, read bool) error {
	if read && !d.readable {
		return in.Raise("IOError", "not opened for reading")
	}
	if !read && !d.writable {
		return in.Raise("IOError", "not opened for writing")
	}
	return nil
}

// write writes s at the position (at the end in append mode), padding
// with NUL bytes when the position is past the end, as Ruby's does.
func (d *sio) write(in *ruby.Interp, s string) error {
	if err := d.check(in, false); err != nil {
		return err
	}
	if s == "" {
		return nil
	}
	cur := d.str.String()
	if d.append {
		d.pos = len(cur)
	}
	var err error
	if d.pos == len(cur) {
		// the common case, appending: amortized O(1) through String#<<
		_, err = in.CallMethod(d.str, "<<", ruby.NewStringEnc(s, d.str.Encoding()))
	} else {
		var b strings.Builder
		if d.pos > len(cur) {
			b.WriteString(cur)
			b.WriteString(strings.Repeat("\x00", d.pos-len(cur)))
		} else {
			b.WriteString(cur[:d.pos])
		}
		b.WriteString(s)
		if end := d.pos + len(s); end < len(cur) {
			b.WriteString(cur[end:])
		}
		_, err = in.CallMethod(d.str, "replace", ruby.NewStringEnc(b.String(), d.str.Encoding()))
	}
	if err != nil {
		return err
	}
	d.pos += len(s)
	return nil
}

// gets reads the next line: gets(sep = $/, limit = nil, chomp: false),
// nil at the end. A nil separator reads the rest, "" reads a paragraph.
func (d *sio) gets(c *ruby.Call) (ruby.Value, error) {
	in := c.In
	if err := d.check(in, true); err != nil {
		return nil, err
	}
	sep, limit := "\n", -1
	args := c.Args
	if len(args) > 0 {
		switch x := args[0].(type) {
		case nil:
			sep = ""
			limit = -2 // the rest
		case *ruby.String:
			sep = x.String()
			if sep == "" {
				limit = -3 // a paragraph
			}
		default:
			// gets(limit)
			if _, err := in.ExpectInt(x); err != nil {
				return nil, err
			}
			args = []ruby.Value{ruby.NewString("\n"), x}
		}
		if len(args) > 1 && args[1] != nil {
			n, err := in.ExpectInt(args[1])
			if err != nil {
				return nil, err
			}
			if limit == -1 || n >= 0 {
				limit = int(n)
			}
		}
	}
	chomp := false
	if c.Kw != nil {
		if v, ok := c.Kw.Get(ruby.Symbol("chomp")); ok {
			chomp = ruby.Truthy(v)
		}
	}
	cur := d.str.String()
	if d.pos >= len(cur) {
		return nil, nil
	}
	if limit == 0 {
		return ruby.NewStringEnc("", d.str.Encoding()), nil
	}
	rest := cur[d.pos:]
	var line string
	switch {
	case limit == -2:
		line = rest
	case limit == -3:
		// paragraph mode: leading newlines skipped, the paragraph with
		// its newlines up to two, the newlines after it skipped
		skip := len(rest) - len(strings.TrimLeft(rest, "\n"))
		d.pos += skip
		rest = rest[skip:]
		if i := strings.Index(rest, "\n\n"); i >= 0 {
			line = rest[:i+2]
		} else {
			line = rest
		}
	default:
		if i := strings.Index(rest, sep); i >= 0 {
			line = rest[:i+len(sep)]
		} else {
			line = rest
		}
		if limit > 0 && limit < len(line) {
			// the limit is in bytes, rounded up to a whole character
			n := limit
			for n < len(line) && !utf8.RuneStart(line[n]) {
				n++
			}
			line = line[:n]
		}
	}
	d.pos += len(line)
	if limit == -3 {
		for d.pos < len(cur) && cur[d.pos] == '\n' {
			d.pos++
		}
	}
	d.lineno++
	if chomp {
		switch {
		case limit == -3:
			// Ruby 3.1 chomps one newline of the paragraph's
			line = strings.TrimSuffix(line, "\n")
		case limit == -2:
		case sep == "\n":
			line = strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r")
		default:
			line = strings.TrimSuffix(line, sep)
		}
	}
	l := ruby.NewStringEnc(line, d.str.Encoding())
	return l, nil
}

// toS is obj.to_s for writing.
func toS(in *ruby.Interp, v ruby.Value) (string, error) {
	if s, ok := v.(*ruby.String); ok {
		return s.String(), nil
	}
	return in.ToS(v)
}

// putsLines appends what IO#puts writes for v: an Array's elements
// (recursively; a recursive one as "[...]"), nil as an empty line, every
// line ending in a newline.
func putsLines(in *ruby.Interp, b *strings.Builder, v ruby.Value, depth int) error {
	if a, ok := v.(*ruby.Array); ok {
		if depth > 64 {
			b.WriteString("[...]\n")
			return nil
		}
		for _, e := range a.Elems() {
			if err := putsLines(in, b, e, depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	s := ""
	if v != nil {
		var err error
		if s, err = toS(in, v); err != nil {
			return err
		}
	}
	b.WriteString(s)
	if !strings.HasSuffix(s, "\n") {
		b.WriteByte('\n')
	}
	return nil
}

// writeArgs writes each argument's to_s to the StringIO, in order (write
// and print), and returns how many bytes it wrote.
func writeArgs(c *ruby.Call) (int, error) {
	n := 0
	for _, a := range c.Args {
		s, err := toS(c.In, a)
		if err != nil {
			return n, err
		}
		if err := data(c.Self).write(c.In, s); err != nil {
			return n, err
		}
		n += len(s)
	}
	return n, nil
}
