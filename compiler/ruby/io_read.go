package ruby

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"
	"unicode/utf8"

	"github.com/punch-dev/punch/environments/readlimit"
)

// Reading files as Ruby's IO does: IO.read/binread/readlines/foreach
// (File inherits them, as in Ruby) and the reading methods of an open
// File (IO's, as in Ruby: IO.popen's output is read with them, m_popen.go).
// A File holds the bytes it read when it was opened; its position,
// line number and mode are Ruby's, so module code that reads a file by
// lines, bytes or characters, in text or binary mode, gets Ruby's values.
// Writing stays not supported.

// fileData is an open (read-only) File.
type fileData struct {
	path   string
	data   string
	pos    int
	closed bool
	// enc is the external encoding: what the Strings read are tagged with
	// (ASCII-8BIT in binary mode); read(n) is always ASCII-8BIT, as Ruby's
	enc     Encoding
	binmode bool
	lineno  int64
	// isDir: the path is a directory, which Ruby opens and fails to read
	isDir bool
	// status: IO.popen's command's Process::Status, $? once closed
	status *Object
	// tmp: the writing side of a temporary file (m_tempfile.go)
	tmp *tempWriter
}

// str is a String of the file's bytes in its external encoding.
func (d *fileData) str(s string) *String { return &String{s: s, enc: d.enc} }

// ioMode is how a file is opened: a mode String or Integer and the
// keywords mode:, binmode:, encoding:, external_encoding:.
type ioMode struct {
	enc     Encoding
	binmode bool
	bom     bool // "BOM|UTF-8": a leading byte order mark is skipped
}

// The File::Constants that open and flock take (Linux's values).
const (
	oWronly = 1
	oRdwr   = 2
	oCreat  = 64
	oExcl   = 128
	oTrunc  = 512
	oAppend = 1024
)

// ioOpenMode reads the mode of an open: mode is the positional mode (nil
// when not given), opts the keywords (nil when none). Opening for writing
// is not supported; an unknown keyword is ignored, as Ruby's IO.read and
// File.open do.
func (in *Interp) ioOpenMode(mode Value, opts *Hash) (ioMode, error) {
	m := ioMode{enc: UTF8}
	var encName string
	textmode := false
	if opts != nil {
		for i, k := range opts.keys {
			v := opts.vals[i]
			switch in.symStr(k) {
			case "mode":
				if mode != nil {
					return m, in.raise(cArgumentError, 0, "mode specified twice")
				}
				mode = v
			case "binmode":
				m.binmode = Truthy(v)
			case "textmode":
				textmode = Truthy(v)
			case "encoding", "external_encoding":
				if v != nil {
					if s, ok := v.(*String); ok {
						encName = s.s
					} else {
						e, err := in.encodingArg(v)
						if err != nil {
							return m, err
						}
						encName = e.Name()
					}
				}
			case "internal_encoding":
				if v != nil {
					return m, in.unsupportedErr("opening a file with an internal encoding (transcoding while reading)")
				}
			}
		}
	}
	switch x := mode.(type) {
	case nil:
	case int64:
		if x&(oWronly|oRdwr|oCreat|oExcl|oTrunc|oAppend) != 0 {
			return m, in.unsupportedErr("File.open for writing")
		}
	case *String:
		s := x.s
		spec, encs, hasEnc := strings.Cut(s, ":")
		if spec == "" {
			return m, in.raise(cArgumentError, 0, "invalid access mode %s", s)
		}
		switch spec[0] {
		case 'r':
		case 'w', 'a':
			return m, in.unsupportedErr("File.open for writing")
		default:
			return m, in.raise(cArgumentError, 0, "invalid access mode %s", s)
		}
		for _, ch := range spec[1:] {
			switch ch {
			case 'b':
				m.binmode = true
			case 't':
				textmode = true
			case '+':
				// read-write: reading works, a write is refused when made
			default:
				return m, in.raise(cArgumentError, 0, "invalid access mode %s", s)
			}
		}
		if hasEnc {
			if encName != "" {
				return m, in.raise(cArgumentError, 0, "encoding specified twice")
			}
			ext, internal, two := strings.Cut(encs, ":")
			if two && internal != "" && internal != "-" && !strings.EqualFold(internal, ext) {
				return m, in.unsupportedErr("opening a file with an internal encoding (transcoding while reading)")
			}
			encName = ext
		}
	default:
		return m, in.raise(cTypeError, 0, "no implicit conversion of %s into String", in.typeName(mode))
	}
	if textmode && m.binmode {
		return m, in.raise(cArgumentError, 0, "both textmode and binmode specified")
	}
	if m.binmode {
		m.enc = Binary
	}
	if encName != "" {
		if len(encName) > 4 && strings.EqualFold(encName[:4], "BOM|") {
			m.bom = true
			encName = encName[4:]
		}
		e, err := in.encodingArg(NewString(encName))
		if err != nil {
			return m, err
		}
		m.enc = e
	}
	return m, nil
}

// ioOptions splits a trailing Hash of keyword options (chomp:, mode:,
// encoding: ...) from a reading method's arguments. The methods take
// them as a trailing Hash so that an Enumerator made without a block
// keeps them.
func ioOptions(args []Value) ([]Value, *Hash) {
	if n := len(args); n > 0 {
		if h, ok := args[n-1].(*Hash); ok {
			for _, k := range h.keys {
				if _, ok := k.(Symbol); !ok {
					return args, nil
				}
			}
			return args[:n-1], h
		}
	}
	return args, nil
}

// lineSpec is how a reading method splits lines: gets(sep = $/, limit =
// nil, chomp: false).
type lineSpec struct {
	sep   string
	whole bool // sep nil: the rest of the file is one line
	para  bool // sep "": paragraphs (lines ending at blank lines)
	limit int  // at most this many bytes (whole characters in text mode); <= 0 none
	zero  bool // a limit of 0: gets answers "" without reading
	chomp bool
}

// ioLineSpec reads gets's arguments: a String or nil is the separator, an
// Integer the limit. what names the method in Ruby's errors.
func (in *Interp) ioLineSpec(args []Value, opts *Hash, what string, zeroOK bool) (lineSpec, error) {
	ls := lineSpec{sep: "\n"}
	if len(args) > 2 {
		return ls, in.argcError(len(args), 0, 2)
	}
	limitArg := func(v Value) error {
		if v == nil {
			return nil
		}
		n, err := in.intArg(v, 0)
		if err != nil {
			return err
		}
		if n == 0 && !zeroOK {
			return in.raise(cArgumentError, 0, "invalid limit: 0 for %s", what)
		}
		ls.limit, ls.zero = int(max(n, -1)), n == 0
		return nil
	}
	setSep := func(v Value) error {
		if v == nil {
			ls.whole = true
			return nil
		}
		s, err := in.strArg(v, 0)
		if err != nil {
			return err
		}
		ls.sep = s
		if s == "" {
			ls.para, ls.sep = true, "\n\n"
		}
		return nil
	}
	switch len(args) {
	case 1:
		switch args[0].(type) {
		case nil, *String:
			if err := setSep(args[0]); err != nil {
				return ls, err
			}
		default:
			if err := limitArg(args[0]); err != nil {
				return ls, err
			}
		}
	case 2:
		if err := setSep(args[0]); err != nil {
			return ls, err
		}
		if err := limitArg(args[1]); err != nil {
			return ls, err
		}
	}
	if opts != nil {
		if v, ok := opts.get(Symbol("chomp")); ok {
			ls.chomp = Truthy(v)
		}
	}
	return ls, nil
}

// nextLine reads the line at d's position (nil at the end of the file)
// and moves past it; lineno counts it.
func (d *fileData) nextLine(ls lineSpec) (string, bool) {
	if ls.para {
		d.skipNewlines()
	}
	if d.pos >= len(d.data) {
		return "", false
	}
	rest := d.data[d.pos:]
	end := len(rest)
	matched := false
	if !ls.whole {
		if i := strings.Index(rest, ls.sep); i >= 0 {
			end, matched = i+len(ls.sep), true
		}
	}
	if ls.limit > 0 && ls.limit < end {
		end, matched = ls.limit, false
		if d.enc == UTF8 {
			// a character is not cut: the line takes its other bytes
			for k := 0; k < utf8.UTFMax-1 && end < len(rest) && !utf8.RuneStart(rest[end]); k++ {
				end++
			}
		}
	}
	line := rest[:end]
	d.pos += end
	d.lineno++
	if ls.para {
		d.skipNewlines()
	}
	if ls.chomp && !ls.whole {
		switch {
		case matched:
			line = line[:len(line)-len(ls.sep)]
			if ls.sep == "\n" {
				line = strings.TrimSuffix(line, "\r")
			}
		case ls.sep == "\n" && strings.HasSuffix(line, "\n"):
			line = strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r")
		}
	}
	return line, true
}

func (d *fileData) skipNewlines() {
	for d.pos < len(d.data) && d.data[d.pos] == '\n' {
		d.pos++
	}
}

// nextChar reads one character (one byte in binary mode; an invalid
// byte alone).
func (d *fileData) nextChar() (string, bool) {
	if d.pos >= len(d.data) {
		return "", false
	}
	n := 1
	if d.enc == UTF8 {
		_, n = utf8.DecodeRuneInString(d.data[d.pos:])
	}
	c := d.data[d.pos : d.pos+n]
	d.pos += n
	return c, true
}

// readFile reads the file at path for IO's class methods, with Ruby's
// errors. IO.read("|cmd") runs a command, which is not supported; File's
// (File.read) opens a file of that name, as Ruby's.
func (in *Interp) readFile(recv, pathV Value, what string) (string, string, error) {
	p, err := in.pathArg(pathV)
	if err != nil {
		return "", "", err
	}
	if strings.HasPrefix(p, "|") && recv == in.classByName("IO") {
		return "", "", in.unsupportedErr(what + " of a command (\"|...\")")
	}
	s, err := in.readWhole(p)
	return p, s, err
}

// readWhole is the bytes of the file at p, with two bounds Ruby does not
// have. Ruby reads /dev/zero or /dev/urandom until the process runs out of
// memory, and waits on a FIFO (or a device) for as long as it stays open
// and silent: in punch serve the first kills every compile, the second
// holds a compile slot for ever, as a blocked read is not ended by the
// compile's cancellation. So the read stops past what a compile may read
// (max_compile_read, at most a Ruby String's size), and a FIFO or device
// is opened without blocking and closed when the compile is cancelled
// (Go's poller then ends the read). A FIFO without a writer reads as empty
// here, where Ruby's open would wait for one.
func (in *Interp) readWhole(p string) (string, error) {
	f, err := os.OpenFile(in.osPath(p), os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return "", in.errnoError(err, p)
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && !st.Mode().IsRegular() && in.ctx != nil {
		stop := context.AfterFunc(in.ctx, func() { f.Close() })
		defer stop()
	}
	limit := readlimit.Limit()
	tooLarge := error(&readlimit.TooLargeError{What: p, Limit: limit})
	if limit > maxStrLen {
		limit, tooLarge = maxStrLen, fmt.Errorf("%s is larger than %d bytes, the most a Ruby string may hold", p, maxStrLen)
	}
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		if in.ctx != nil && in.ctx.Err() != nil {
			return "", in.checkLimits()
		}
		return "", in.errnoError(err, p)
	}
	if int64(len(b)) > limit {
		return "", &fatalErr{class: "Punch::LimitError", msg: tooLarge.Error(), file: in.file, pos: in.pos}
	}
	if err := in.alloc(len(b)); err != nil {
		return "", err
	}
	return string(b), nil
}

// openFile is the open File of a reading method's receiver: IOError when
// it was never opened (File.allocate) or is closed.
func (in *Interp) openFile(self Value) (*fileData, error) {
	o, _ := self.(*Object)
	var d *fileData
	if o != nil {
		d, _ = o.Data.(*fileData)
	}
	if d == nil {
		return nil, in.raise(cIOError, 0, "uninitialized stream")
	}
	if d.closed {
		return nil, in.raise(cIOError, 0, "closed stream")
	}
	if d.isDir {
		return nil, in.raise("Errno::EISDIR", 0, "Is a directory @ io_fread - %s", d.path)
	}
	return d, nil
}

func defineIORead() {
	io, f := bIO, bFile
	for n, v := range map[string]int64{"RDONLY": 0, "WRONLY": oWronly, "RDWR": oRdwr, "CREAT": oCreat, "EXCL": oExcl,
		"TRUNC": oTrunc, "APPEND": oAppend, "NONBLOCK": 2048, "BINARY": 0, "LOCK_SH": 1, "LOCK_EX": 2, "LOCK_NB": 4, "LOCK_UN": 8} {
		f.constant(n, v)
	}

	// IO.read(path, length = nil, offset = nil, **opts): the file's text in
	// the mode's encoding; with a length, that many bytes as ASCII-8BIT
	// (nil past the end)
	ioRead := func(c *Call, binary bool, what string) (Value, error) {
		args, opts := ioOptions(c.Args)
		if len(args) < 1 || len(args) > 3 {
			return nil, c.In.argcError(len(args), 1, 3)
		}
		m := ioMode{enc: Binary}
		if !binary {
			var err error
			if m, err = c.In.ioOpenMode(nil, opts); err != nil {
				return nil, err
			}
		}
		length := int64(-1)
		if len(args) > 1 && args[1] != nil {
			n, err := c.In.intArg(args[1], 0)
			if err != nil {
				return nil, err
			}
			if n < 0 {
				return nil, c.In.raise(cArgumentError, 0, "negative length %d given", n)
			}
			length = n
		}
		p, s, err := c.In.readFile(c.Self, args[0], what)
		if err != nil {
			return nil, err
		}
		if len(args) > 2 && args[2] != nil {
			o, err := c.In.intArg(args[2], 0)
			if err != nil {
				return nil, err
			}
			if o < 0 {
				return nil, c.In.raise("Errno::EINVAL", 0, "Invalid argument @ rb_io_seek - %s", p)
			}
			s = s[min(o, int64(len(s))):]
		}
		if m.bom {
			s = strings.TrimPrefix(s, "\uFEFF")
		}
		if length < 0 {
			return &String{s: s, enc: m.enc}, nil
		}
		if length > 0 && s == "" {
			return nil, nil
		}
		return &String{s: s[:min(length, int64(len(s)))], enc: Binary}, nil
	}
	io.sdef("read", 1, -1, func(c *Call) (Value, error) { return ioRead(c, false, "IO.read") })
	io.sdef("binread", 1, 3, func(c *Call) (Value, error) { return ioRead(c, true, "IO.binread") })

	// IO.readlines(path, sep = $/, limit = nil, chomp: false, **opts) and
	// IO.foreach: the file's lines
	ioLines := func(c *Call, what string) ([]Value, error) {
		args, opts := ioOptions(c.Args)
		if len(args) < 1 {
			return nil, c.In.argcError(len(args), 1, 3)
		}
		ls, err := c.In.ioLineSpec(args[1:], opts, what, false)
		if err != nil {
			return nil, err
		}
		m, err := c.In.ioOpenMode(nil, opts)
		if err != nil {
			return nil, err
		}
		_, s, err := c.In.readFile(c.Self, args[0], "IO."+what)
		if err != nil {
			return nil, err
		}
		if m.bom {
			s = strings.TrimPrefix(s, "\uFEFF")
		}
		d := &fileData{data: s, enc: m.enc}
		var out []Value
		for {
			l, ok := d.nextLine(ls)
			if !ok {
				return out, nil
			}
			out = append(out, d.str(l))
		}
	}
	io.sdef("readlines", 1, -1, func(c *Call) (Value, error) {
		ls, err := ioLines(c, "readlines")
		if err != nil {
			return nil, err
		}
		return newArray(ls), nil
	})
	io.sdef("foreach", 1, -1, func(c *Call) (Value, error) {
		if c.Block == nil {
			// Ruby: an Enumerator that opens the file when it runs
			return c.In.newEnum(&rEnum{recv: c.Self, meth: "foreach", args: c.Args}), nil
		}
		ls, err := ioLines(c, "foreach")
		if err != nil {
			return nil, err
		}
		for _, l := range ls {
			if _, err := c.In.yield1(c.Block, l); err != nil {
				return nil, err
			}
		}
		return nil, nil
	})

	// File.new(path, mode = "r", perm = nil, **opts) opens the file;
	// File.open too, and with a block yields it, closes it and answers the
	// block's value.
	f.def("initialize", 1, -1, func(c *Call) (Value, error) {
		args, opts := ioOptions(c.Args)
		if len(args) < 1 || len(args) > 3 {
			return nil, c.In.argcError(len(args), 1, 3)
		}
		var mode Value
		if len(args) > 1 {
			mode = args[1]
		}
		m, err := c.In.ioOpenMode(mode, opts)
		if err != nil {
			return nil, err
		}
		p, err := c.In.pathArg(args[0])
		if err != nil {
			return nil, err
		}
		d := &fileData{path: p, enc: m.enc, binmode: m.binmode}
		if st, err := os.Stat(c.In.osPath(p)); err == nil && st.IsDir() {
			d.isDir = true
		} else if d.data, err = c.In.readWhole(p); err != nil {
			return nil, err
		}
		if m.bom {
			d.data = strings.TrimPrefix(d.data, "\uFEFF")
		}
		o, ok := c.Self.(*Object)
		if !ok {
			return nil, c.In.raise(cTypeError, 0, "wrong argument type %s (expected File)", c.In.className(c.Self))
		}
		o.Data = d
		return nil, nil
	})
	f.sdef("open", 1, -1, func(c *Call) (Value, error) {
		fo, err := c.In.callMethod(c.Self, "new", c.Args, nil, nil, true)
		if err != nil || c.Block == nil {
			return fo, err
		}
		v, err := c.In.yield1(c.Block, fo)
		if o, ok := fo.(*Object); ok {
			if d, ok := o.Data.(*fileData); ok {
				d.closed = true
			}
		}
		return v, err
	})

	open := func(fn func(c *Call, d *fileData) (Value, error)) GoFunc {
		return func(c *Call) (Value, error) {
			d, err := c.In.openFile(c.Self)
			if err != nil {
				return nil, err
			}
			return fn(c, d)
		}
	}
	// read(length = nil, outbuf = nil)
	io.def("read", 0, 2, open(func(c *Call, d *fileData) (Value, error) {
		var out *String
		if len(c.Args) > 1 && c.Args[1] != nil {
			s, ok := c.Args[1].(*String)
			if !ok {
				return nil, c.In.raise(cTypeError, 0, "no implicit conversion of %s into String", c.In.typeName(c.Args[1]))
			}
			if err := c.In.checkFrozen(s, s.frozen, 0); err != nil {
				return nil, err
			}
			out = s
		}
		rest := d.data[min(d.pos, len(d.data)):]
		var r *String
		if len(c.Args) == 0 || c.Args[0] == nil {
			d.pos = max(d.pos, len(d.data))
			r = d.str(rest)
		} else {
			n, err := c.In.intArg(c.Args[0], 0)
			if err != nil {
				return nil, err
			}
			if n < 0 {
				return nil, c.In.raise(cArgumentError, 0, "negative length %d given", n)
			}
			if n > 0 && rest == "" {
				if out != nil {
					out.s = ""
				}
				return nil, nil
			}
			k := int(min(n, int64(len(rest))))
			d.pos += k
			r = &String{s: rest[:k], enc: Binary}
		}
		if out != nil {
			// the buffer takes the bytes and keeps its encoding, as Ruby's
			out.s = r.s
			return out, nil
		}
		return r, nil
	}))
	// readpartial(n) and sysread(n): n bytes at most, EOFError at the end
	partial := open(func(c *Call, d *fileData) (Value, error) {
		n, err := c.In.intArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, c.In.raise(cArgumentError, 0, "negative length %d given", n)
		}
		rest := d.data[min(d.pos, len(d.data)):]
		if n > 0 && rest == "" {
			return nil, c.In.raise("EOFError", 0, "end of file reached")
		}
		k := int(min(n, int64(len(rest))))
		d.pos += k
		return &String{s: rest[:k], enc: Binary}, nil
	})
	io.def("readpartial", 1, 1, partial)
	io.def("sysread", 1, 1, partial)

	// gets(sep = $/, limit = nil, chomp: false) and readline
	getLine := func(name string, eof bool) GoFunc {
		return open(func(c *Call, d *fileData) (Value, error) {
			args, opts := ioOptions(c.Args)
			ls, err := c.In.ioLineSpec(args, opts, name, true)
			if err != nil {
				return nil, err
			}
			if ls.zero {
				return d.str(""), nil
			}
			l, ok := d.nextLine(ls)
			if !ok {
				if eof {
					return nil, c.In.raise("EOFError", 0, "end of file reached")
				}
				return nil, nil
			}
			return d.str(l), nil
		})
	}
	io.def("gets", 0, -1, getLine("gets", false))
	io.def("readline", 0, -1, getLine("readline", true))
	// each_line(sep = $/, limit = nil, chomp: false) (each) and readlines
	io.def("each_line", 0, -1, open(func(c *Call, d *fileData) (Value, error) {
		if c.Block == nil {
			return c.In.newEnum(&rEnum{recv: c.Self, meth: c.Name, args: c.Args}), nil
		}
		args, opts := ioOptions(c.Args)
		ls, err := c.In.ioLineSpec(args, opts, "each_line", false)
		if err != nil {
			return nil, err
		}
		for {
			l, ok := d.nextLine(ls)
			if !ok {
				return c.Self, nil
			}
			if _, err := c.In.yield1(c.Block, d.str(l)); err != nil {
				return nil, err
			}
		}
	}))
	io.alias("each", "each_line")
	readlines := open(func(c *Call, d *fileData) (Value, error) {
		args, opts := ioOptions(c.Args)
		ls, err := c.In.ioLineSpec(args, opts, "readlines", false)
		if err != nil {
			return nil, err
		}
		var out []Value
		for {
			l, ok := d.nextLine(ls)
			if !ok {
				return newArray(out), nil
			}
			out = append(out, d.str(l))
		}
	})
	io.def("readlines", 0, -1, readlines)
	f.def("to_a", 0, -1, readlines)

	// bytes and characters
	io.def("each_byte", 0, 0, open(func(c *Call, d *fileData) (Value, error) {
		if c.Block == nil {
			return c.In.newEnum(&rEnum{recv: c.Self, meth: "each_byte"}), nil
		}
		for d.pos < len(d.data) {
			b := d.data[d.pos]
			d.pos++
			if _, err := c.In.yield1(c.Block, int64(b)); err != nil {
				return nil, err
			}
		}
		return c.Self, nil
	}))
	io.def("each_char", 0, 0, open(func(c *Call, d *fileData) (Value, error) {
		if c.Block == nil {
			return c.In.newEnum(&rEnum{recv: c.Self, meth: "each_char"}), nil
		}
		for {
			ch, ok := d.nextChar()
			if !ok {
				return c.Self, nil
			}
			if _, err := c.In.yield1(c.Block, d.str(ch)); err != nil {
				return nil, err
			}
		}
	}))
	char := func(eof bool) GoFunc {
		return open(func(c *Call, d *fileData) (Value, error) {
			ch, ok := d.nextChar()
			switch {
			case ok:
				return d.str(ch), nil
			case eof:
				return nil, c.In.raise("EOFError", 0, "end of file reached")
			}
			return nil, nil
		})
	}
	io.def("getc", 0, 0, char(false))
	io.def("readchar", 0, 0, char(true))
	byteAt := func(eof bool) GoFunc {
		return open(func(c *Call, d *fileData) (Value, error) {
			if d.pos < len(d.data) {
				d.pos++
				return int64(d.data[d.pos-1]), nil
			}
			if eof {
				return nil, c.In.raise("EOFError", 0, "end of file reached")
			}
			return nil, nil
		})
	}
	io.def("getbyte", 0, 0, byteAt(false))
	io.def("readbyte", 0, 0, byteAt(true))

	// position and line number
	io.def("lineno", 0, 0, open(func(c *Call, d *fileData) (Value, error) { return d.lineno, nil }))
	io.def("lineno=", 1, 1, open(func(c *Call, d *fileData) (Value, error) {
		n, err := c.In.intArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		d.lineno = n
		return c.Args[0], nil
	}))
	pos := open(func(c *Call, d *fileData) (Value, error) { return int64(d.pos), nil })
	io.def("pos", 0, 0, pos)
	io.def("tell", 0, 0, pos)
	seekTo := func(c *Call, d *fileData, at int64, where string) error {
		if at < 0 {
			return c.In.raise("Errno::EINVAL", 0, "Invalid argument @ %s - %s", where, d.path)
		}
		d.pos = int(at)
		return nil
	}
	io.def("pos=", 1, 1, open(func(c *Call, d *fileData) (Value, error) {
		n, err := c.In.intArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		return c.Args[0], seekTo(c, d, n, "rb_io_set_pos")
	}))
	// seek(offset, whence = IO::SEEK_SET)
	io.def("seek", 1, 2, open(func(c *Call, d *fileData) (Value, error) {
		n, err := c.In.intArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		base := int64(0)
		if len(c.Args) > 1 {
			w := c.Args[1]
			if s, ok := w.(Symbol); ok {
				w = map[Symbol]Value{"SET": int64(0), "CUR": int64(1), "END": int64(2)}[s]
			}
			switch w {
			case int64(0):
			case int64(1):
				base = int64(d.pos)
			case int64(2):
				base = int64(len(d.data))
			default:
				return nil, c.In.raise(cArgumentError, 0, "unknown whence: %s", c.In.inspect(c.Args[1]))
			}
		}
		return int64(0), seekTo(c, d, base+n, "rb_io_seek")
	}))
	io.def("rewind", 0, 0, open(func(c *Call, d *fileData) (Value, error) {
		d.pos, d.lineno = 0, 0
		return int64(0), nil
	}))
	eof := open(func(c *Call, d *fileData) (Value, error) { return d.pos >= len(d.data), nil })
	io.def("eof?", 0, 0, eof)
	io.def("eof", 0, 0, eof)
	f.def("size", 0, 0, open(func(c *Call, d *fileData) (Value, error) { return int64(len(d.data)), nil }))

	// mode and encoding
	io.def("binmode", 0, 0, open(func(c *Call, d *fileData) (Value, error) {
		d.binmode, d.enc = true, Binary
		return c.Self, nil
	}))
	io.def("binmode?", 0, 0, open(func(c *Call, d *fileData) (Value, error) { return d.binmode, nil }))
	io.def("external_encoding", 0, 0, open(func(c *Call, d *fileData) (Value, error) { return c.In.encodingObject(d.enc), nil }))
	io.def("internal_encoding", 0, 0, open(func(c *Call, d *fileData) (Value, error) { return nil, nil }))
	io.def("sync", 0, 0, open(func(c *Call, d *fileData) (Value, error) { return false, nil }))

	// the File itself: its path works closed too, as Ruby's
	data := func(c *Call) (*fileData, error) {
		o, _ := c.Self.(*Object)
		if o != nil {
			if d, ok := o.Data.(*fileData); ok {
				return d, nil
			}
		}
		return nil, c.In.raise(cIOError, 0, "uninitialized stream")
	}
	io.def("close", 0, 0, func(c *Call) (Value, error) {
		d, err := data(c)
		if err != nil {
			return nil, err
		}
		d.closed = true
		if d.status != nil {
			c.In.globals["$?"] = d.status
		}
		return nil, nil
	})
	io.def("closed?", 0, 0, func(c *Call) (Value, error) {
		d, err := data(c)
		if err != nil {
			return nil, err
		}
		return d.closed, nil
	})
	path := func(c *Call) (Value, error) {
		d, err := data(c)
		if err != nil {
			return nil, err
		}
		return NewString(d.path), nil
	}
	f.def("path", 0, 0, path)
	f.def("to_path", 0, 0, path)
	f.def("inspect", 0, 0, func(c *Call) (Value, error) {
		d, _ := data(c)
		if d == nil {
			return NewString("#<" + c.In.className(c.Self) + ":(uninitialized)>"), nil
		}
		s := "#<" + c.In.className(c.Self) + ":" + d.path
		if d.closed {
			s += " (closed)"
		}
		return NewString(s + ">"), nil
	})
}
