package ruby

import (
	"errors"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Temporary files: Tempfile.create, Tempfile.new/open, Dir.mktmpdir and
// Dir.tmpdir, as Ruby 3.1's tempfile.rb and tmpdir.rb. Module Ruby writes
// content to a temporary file and runs a command on its path (stdlib's
// validate_cmd, a certificate or config check), so the file is a real one
// in Dir.tmpdir (the process's $TMPDIR, else /tmp), named as Ruby names it
// (prefix, date, pid, random, suffix; mode 0600, created exclusively).
// Punch's Ruby writes no other file: the writing methods of File work on
// these only, File.unlink/delete and Dir.rmdir remove only these, and a
// Tempfile goes only in Dir.tmpdir or a directory this compile's
// Dir.mktmpdir made.
//
// Bounded and removed: a compile makes at most maxTempFiles files and
// directories and writes at most maxTempBytes into them (past either,
// Punch::LimitError). What Ruby removes is removed then (the end of
// Tempfile.create's or Dir.mktmpdir's block, unlink, close!); what Ruby
// leaves to its garbage collector (a Tempfile never unlinked) or to the
// caller (Tempfile.create and Dir.mktmpdir without a block) is removed
// when the compile releases its Interp (Interp.Release), or, for an Interp
// that is never released (a compile that failed), when Go collects it.
//
// Writes are buffered as Ruby's IO (io.c's io_binwrite, an 8 KiB buffer):
// what a File wrote is on disk after flush, fsync, close, a seek or a
// write that does not fit, so File.read(f.path) before a flush reads what
// Ruby's would. Reading the Tempfile itself (rewind, then read or gets)
// sees the file as it is on disk, a command's changes included.
// TestOracle tempfile_create.

const (
	maxTempFiles = 256
	maxTempBytes = maxStrLen
	ioBufCapa    = 8192
)

// tempState is a compile's temporary files and directories.
type tempState struct {
	mu      sync.Mutex
	paths   []string
	isDir   []bool
	gone    []bool
	open    []*os.File
	made    int
	written int64
}

// tempWriter is what a File opened on a temporary file has besides what
// it read (fileData): the open file, Ruby's write buffer, its flags.
type tempWriter struct {
	f        *os.File
	pending  []byte
	pendAt   int64
	size     int64 // the file's size as Ruby sees it (the buffer included)
	sync     bool
	append   bool
	unlinked bool
	tempfile bool // a Tempfile (Tempfile.new), not a File (Tempfile.create)
	// seen is the file's size and time when data was read from it; a
	// read reads the file again when either differs (or seen is unset)
	seenSize int64
	seenTime time.Time
	seenOK   bool
}

// removeAll closes and removes what is left of the compile's temporary
// files and directories.
func (s *tempState) removeAll() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, f := range s.open {
		f.Close()
	}
	s.open = nil
	for i := len(s.paths) - 1; i >= 0; i-- {
		if s.gone[i] {
			continue
		}
		s.gone[i] = true
		if s.isDir[i] {
			os.RemoveAll(s.paths[i])
		} else {
			os.Remove(s.paths[i])
		}
	}
}

// index is the entry of path among what the compile made and has not
// removed (-1 when none).
func (s *tempState) index(path string) int {
	if s == nil {
		return -1
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, p := range s.paths {
		if p == path && !s.gone[i] {
			return i
		}
	}
	return -1
}

func (s *tempState) markGone(i int) {
	s.mu.Lock()
	s.gone[i] = true
	s.mu.Unlock()
}

// removeTemp removes the compile's temporary files and directories
// (Release).
func (in *Interp) removeTemp() {
	if in.temp != nil {
		in.temp.removeAll()
		in.temp = nil
	}
}

// tempRoot is Dir.tmpdir.
func tempRoot() string {
	d := os.TempDir()
	if a, err := filepath.Abs(d); err == nil {
		d = a
	}
	return d
}

// tempName is Dir::Tmpname.create's name: basename is a prefix or
// [prefix, suffix].
func (in *Interp) tempName(basename, dir Value, n int) (string, string, error) {
	var prefix, suffix Value = basename, nil
	if a, ok := basename.(*Array); ok {
		prefix, suffix = nil, nil
		if len(a.a) > 0 {
			prefix = a.a[0]
		}
		if len(a.a) > 1 {
			suffix = a.a[1]
		}
	}
	ps, ok := prefix.(*String)
	if !ok {
		return "", "", in.raise(cArgumentError, 0, "unexpected prefix: %s", in.inspect(prefix))
	}
	ss := ""
	if suffix != nil {
		s, ok := suffix.(*String)
		if !ok {
			return "", "", in.raise(cArgumentError, 0, "unexpected suffix: %s", in.inspect(suffix))
		}
		ss = tmpnameUsable(s.s)
	}
	root := tempRoot()
	if dir != nil {
		d, err := in.pathArg(dir)
		if err != nil {
			return "", "", err
		}
		d = filepath.Clean(in.osPath(d))
		if d != root {
			i := in.temp.index(d)
			if i < 0 || !in.temp.isDir[i] {
				return "", "", in.unsupportedErr("a temporary file in " + d + " (Punch's Ruby makes them in Dir.tmpdir and the directories Dir.mktmpdir made only)")
			}
		}
		root = d
	}
	name := tmpnameUsable(ps.s) + time.Now().Format("20060102") + "-" + strconv.Itoa(os.Getpid()) + "-" +
		strconv.FormatInt(rand.Int64N(36*36*36*36*36*36), 36)
	if n > 0 {
		name += "-" + strconv.Itoa(n)
	}
	return filepath.Join(root, name+ss), root, nil
}

// tmpnameUsable keeps the characters Dir::Tmpname keeps in a prefix or
// suffix (UNUSABLE_CHARS "^,-.0-9A-Z_a-z~" deleted).
func tmpnameUsable(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == ',' || r == '-' || r == '.' || r == '_' || r == '~',
			r >= '0' && r <= '9', r >= 'A' && r <= 'Z', r >= 'a' && r <= 'z':
			return r
		}
		return -1
	}, s)
}

// tempMake makes a temporary file or directory (mkdir) as Tmpname.create
// does: a new name while the one drawn exists.
func (in *Interp) tempMake(basename, dir Value, mkdir bool) (string, *os.File, error) {
	if in.temp == nil {
		st := &tempState{}
		in.temp = st
		runtime.AddCleanup(in, func(s *tempState) { s.removeAll() }, st)
	}
	st := in.temp
	if st.made >= maxTempFiles {
		return "", nil, in.LimitError("Ruby made more than " + strconv.Itoa(maxTempFiles) + " temporary files and directories")
	}
	for n := 0; ; n++ {
		p, _, err := in.tempName(basename, dir, n)
		if err != nil {
			return "", nil, err
		}
		var f *os.File
		if mkdir {
			err = os.Mkdir(p, 0o700)
		} else {
			f, err = os.OpenFile(p, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
		}
		if errors.Is(err, fs.ErrExist) && n < 100 {
			continue
		}
		if err != nil {
			return "", nil, in.errnoError(err, p)
		}
		st.mu.Lock()
		st.made++
		st.paths = append(st.paths, p)
		st.isDir = append(st.isDir, mkdir)
		st.gone = append(st.gone, false)
		if f != nil {
			st.open = append(st.open, f)
		}
		st.mu.Unlock()
		return p, f, nil
	}
}

// tempOpen is Tempfile.create's and Tempfile.new's file: args are
// (basename = "", tmpdir = nil, mode: 0, **options).
func (in *Interp) tempOpen(c *Call, cls *Module, tempfile bool) (*Object, error) {
	var basename, dir Value = NewString(""), nil
	if len(c.Args) > 0 {
		basename = c.Args[0]
	}
	if len(c.Args) > 1 {
		dir = c.Args[1]
	}
	w := &tempWriter{tempfile: tempfile}
	var opts *Hash
	if c.Kw != nil {
		opts = NewHash()
		for i, k := range c.Kw.keys {
			switch k {
			case Symbol("mode"):
				m, err := in.intArg(c.Kw.vals[i], 0)
				if err != nil {
					return nil, err
				}
				w.append = m&0o2000 != 0 // File::APPEND
			default:
				opts.put(k, c.Kw.vals[i])
			}
		}
	}
	m, err := in.ioOpenMode(nil, opts)
	if err != nil {
		return nil, err
	}
	p, f, err := in.tempMake(basename, dir, false)
	if err != nil {
		return nil, err
	}
	w.f = f
	return &Object{class: cls, Data: &fileData{path: p, enc: m.enc, binmode: m.binmode, tmp: w}}, nil
}

// tempData is the fileData of a File on a temporary file (nil for any
// other value).
func tempData(v Value) *fileData {
	if o, ok := v.(*Object); ok {
		if d, ok := o.Data.(*fileData); ok && d.tmp != nil {
			return d
		}
	}
	return nil
}

// tempWrite writes s at the File's position, through Ruby's buffer.
func (in *Interp) tempWrite(d *fileData, s string) error {
	w := d.tmp
	if d.closed || w.f == nil {
		return in.raise(cIOError, 0, "closed stream")
	}
	st := in.temp
	if st == nil || st.written+int64(len(s)) > maxTempBytes {
		return in.LimitError("Ruby wrote more than " + strconv.Itoa(maxTempBytes) + " bytes to temporary files")
	}
	st.written += int64(len(s))
	if w.append {
		d.pos = int(w.size)
	}
	at := int64(d.pos)
	if len(w.pending) > 0 && w.pendAt+int64(len(w.pending)) != at {
		if err := in.tempFlush(d); err != nil {
			return err
		}
	}
	if w.sync || len(w.pending)+len(s) >= ioBufCapa {
		// io_binwrite: what does not fit goes out with the buffer
		if err := in.tempFlush(d); err != nil {
			return err
		}
		if _, err := w.f.WriteAt([]byte(s), at); err != nil {
			return in.errnoError(err, d.path)
		}
	} else {
		if len(w.pending) == 0 {
			w.pendAt = at
		}
		w.pending = append(w.pending, s...)
	}
	d.pos += len(s)
	w.size = max(w.size, int64(d.pos))
	w.seenOK = false
	return nil
}

// tempFlush writes Ruby's buffer out.
func (in *Interp) tempFlush(d *fileData) error {
	w := d.tmp
	if len(w.pending) == 0 || w.f == nil {
		w.pending = w.pending[:0]
		return nil
	}
	_, err := w.f.WriteAt(w.pending, w.pendAt)
	w.pending = w.pending[:0]
	w.seenOK = false
	if err != nil {
		return in.errnoError(err, d.path)
	}
	return nil
}

// tempSync makes what the File reads the file as it is on disk: its
// buffer written out, its content read again when it changed.
func (in *Interp) tempSync(d *fileData) error {
	w := d.tmp
	if d.closed || w.f == nil {
		return nil
	}
	if err := in.tempFlush(d); err != nil {
		return err
	}
	st, err := w.f.Stat()
	if err != nil {
		return in.errnoError(err, d.path)
	}
	if w.seenOK && st.Size() == w.seenSize && st.ModTime().Equal(w.seenTime) {
		return nil
	}
	data, err := in.readWhole(d.path)
	if err != nil {
		return err
	}
	d.data, w.size = data, int64(len(data))
	w.seenSize, w.seenTime, w.seenOK = st.Size(), st.ModTime(), true
	return nil
}

// tempClose closes a File on a temporary file (its buffer written out).
func (in *Interp) tempClose(d *fileData) error {
	w := d.tmp
	if w.f == nil {
		d.closed = true
		return nil
	}
	err := in.tempFlush(d)
	f := w.f
	w.f = nil
	d.closed = true
	if st := in.temp; st != nil {
		st.mu.Lock()
		for i, o := range st.open {
			if o == f {
				st.open = append(st.open[:i], st.open[i+1:]...)
				break
			}
		}
		st.mu.Unlock()
	}
	if cerr := f.Close(); err == nil && cerr != nil {
		err = in.errnoError(cerr, d.path)
	}
	return err
}

// isErrno reports whether err is nil or Ruby's Errno::NAME.
func (in *Interp) isErrno(err error, name string) bool {
	if err == nil {
		return true
	}
	e, ok := err.(*ExceptionError)
	return ok && in.className(e.Exc) == "Errno::"+name
}

// tempUnlink removes the compile's temporary file or directory p; ok is
// false when p is none of them (the caller refuses it).
func (in *Interp) tempUnlink(p string, dir bool) (ok bool, err error) {
	full := filepath.Clean(in.osPath(p))
	i := in.temp.index(full)
	if i < 0 || in.temp.isDir[i] != dir {
		return false, nil
	}
	if err := os.Remove(full); err != nil {
		return true, in.errnoError(err, p)
	}
	in.temp.markGone(i)
	return true, nil
}

func init() {
	bTempfile := defBuiltin("Tempfile", "File", false)
	// the writing methods of a File on a temporary file
	write := func(name string, fn func(c *Call, d *fileData) (Value, error)) {
		bFile.def(name, 0, -1, func(c *Call) (Value, error) {
			d := tempData(c.Self)
			if d == nil {
				return nil, c.In.unsupportedErr("File#" + name + " (writing files)")
			}
			return fn(c, d)
		})
	}
	write("write", func(c *Call, d *fileData) (Value, error) {
		n := 0
		for _, a := range c.Args {
			s := c.In.toS(a)
			if err := c.In.tempWrite(d, s); err != nil {
				return nil, err
			}
			n += len(s)
		}
		return int64(n), nil
	})
	write("puts", func(c *Call, d *fileData) (Value, error) {
		var b strings.Builder
		if err := c.In.putsTo(&b, c.Args, 0); err != nil {
			return nil, err
		}
		return nil, c.In.tempWrite(d, b.String())
	})
	write("print", func(c *Call, d *fileData) (Value, error) {
		for _, a := range c.Args {
			if err := c.In.tempWrite(d, c.In.toS(a)); err != nil {
				return nil, err
			}
		}
		return nil, nil
	})
	write("<<", func(c *Call, d *fileData) (Value, error) {
		if len(c.Args) != 1 {
			return nil, c.In.argcError(len(c.Args), 1, 1)
		}
		return c.Self, c.In.tempWrite(d, c.In.toS(c.Args[0]))
	})
	write("printf", func(c *Call, d *fileData) (Value, error) {
		if len(c.Args) == 0 {
			return nil, nil
		}
		v, err := c.In.callMethod(c.In.mainObj, "format", c.Args, nil, nil, true)
		if err != nil {
			return nil, err
		}
		return nil, c.In.tempWrite(d, c.In.toS(v))
	})
	flush := func(c *Call, d *fileData) (Value, error) {
		if d.closed {
			return nil, c.In.raise(cIOError, 0, "closed stream")
		}
		return c.Self, c.In.tempFlush(d)
	}
	write("flush", flush)
	for _, n := range []string{"fsync", "fdatasync"} {
		write(n, func(c *Call, d *fileData) (Value, error) {
			_, err := flush(c, d)
			if err != nil {
				return nil, err
			}
			return int64(0), nil
		})
	}
	write("sync=", func(c *Call, d *fileData) (Value, error) {
		if len(c.Args) != 1 {
			return nil, c.In.argcError(len(c.Args), 1, 1)
		}
		d.tmp.sync = Truthy(c.Args[0])
		if d.tmp.sync {
			if err := c.In.tempFlush(d); err != nil {
				return nil, err
			}
		}
		return c.Args[0], nil
	})
	// what reads the file sees it as it is on disk; a seek writes the
	// buffer out
	for _, n := range []string{"read", "readpartial", "sysread", "gets", "readline", "each_line", "readlines",
		"to_a", "each_byte", "each_char", "getc", "readchar", "getbyte", "readbyte", "eof?", "eof", "size",
		"rewind", "seek", "pos=", "sync", "close"} {
		owner := bIO
		me := owner.methods[n]
		if me == nil {
			owner = bFile
			me = owner.methods[n]
		}
		if me == nil || me.fn == nil {
			continue
		}
		orig, name := me.fn, n
		me.fn = func(c *Call) (Value, error) {
			d := tempData(c.Self)
			if d == nil {
				return orig(c)
			}
			switch name {
			case "close":
				return nil, c.In.tempClose(d)
			case "sync":
				if d.closed {
					return nil, c.In.raise(cIOError, 0, "closed stream")
				}
				return d.tmp.sync, nil
			case "rewind", "seek", "pos=":
				d.tmp.seenOK = false
			}
			if err := c.In.tempSync(d); err != nil {
				return nil, err
			}
			return orig(c)
		}
	}

	// Tempfile.create(basename = "", tmpdir = nil, mode: 0, **options):
	// a File; with a block, closed and removed after it
	bTempfile.sdefKw("create", 0, 2, func(c *Call) (Value, error) {
		f, err := c.In.tempOpen(c, c.In.classByName("File"), false)
		if err != nil || c.Block == nil {
			return f, err
		}
		v, err := c.In.yield1(c.Block, f)
		d := f.Data.(*fileData)
		cerr := c.In.tempClose(d)
		if _, uerr := c.In.tempUnlink(d.path, false); cerr == nil && !c.In.isErrno(uerr, "ENOENT") {
			cerr = uerr // Ruby rescues Errno::ENOENT only (the block removed it)
		}
		if err == nil {
			err = cerr
		}
		return v, err
	})
	newTempfile := func(c *Call) (*Object, error) {
		cls, _ := c.Self.(*Module)
		if cls == nil {
			cls = c.In.classByName("Tempfile")
		}
		return c.In.tempOpen(c, cls, true)
	}
	bTempfile.sdefKw("new", 0, 2, func(c *Call) (Value, error) { return newTempfile(c) })
	// Tempfile.open: with a block, closed (not removed) after it
	bTempfile.sdefKw("open", 0, 2, func(c *Call) (Value, error) {
		f, err := newTempfile(c)
		if err != nil || c.Block == nil {
			return f, err
		}
		v, err := c.In.yield1(c.Block, f)
		if cerr := c.In.tempClose(f.Data.(*fileData)); err == nil {
			err = cerr
		}
		return v, err
	})
	tf := func(fn func(c *Call, d *fileData) (Value, error)) GoFunc {
		return func(c *Call) (Value, error) {
			d := tempData(c.Self)
			if d == nil {
				return nil, c.In.raise(cIOError, 0, "uninitialized stream")
			}
			return fn(c, d)
		}
	}
	unlink := tf(func(c *Call, d *fileData) (Value, error) {
		if d.tmp.unlinked {
			return nil, nil
		}
		if _, err := c.In.tempUnlink(d.path, false); !c.In.isErrno(err, "ENOENT") {
			return nil, err
		}
		d.tmp.unlinked = true
		return nil, nil
	})
	bTempfile.def("unlink", 0, 0, unlink)
	bTempfile.def("delete", 0, 0, unlink)
	bTempfile.def("close", 0, 1, tf(func(c *Call, d *fileData) (Value, error) {
		if err := c.In.tempClose(d); err != nil {
			return nil, err
		}
		if len(c.Args) > 0 && Truthy(c.Args[0]) {
			return unlink(c)
		}
		return nil, nil
	}))
	bTempfile.def("close!", 0, 0, tf(func(c *Call, d *fileData) (Value, error) {
		if err := c.In.tempClose(d); err != nil {
			return nil, err
		}
		return unlink(&Call{In: c.In, Self: c.Self})
	}))
	// open: the same file again, read and write from its start
	bTempfile.def("open", 0, 0, tf(func(c *Call, d *fileData) (Value, error) {
		if err := c.In.tempClose(d); err != nil {
			return nil, err
		}
		f, err := os.OpenFile(d.path, os.O_RDWR, 0)
		if err != nil {
			return nil, c.In.errnoError(err, d.path)
		}
		if st := c.In.temp; st != nil {
			st.mu.Lock()
			st.open = append(st.open, f)
			st.mu.Unlock()
		}
		w := d.tmp
		w.f, w.seenOK, w.pending = f, false, w.pending[:0]
		d.closed, d.pos, d.lineno = false, 0, 0
		if err := c.In.tempSync(d); err != nil {
			return nil, err
		}
		return c.Self, nil
	}))
	bTempfile.def("path", 0, 0, tf(func(c *Call, d *fileData) (Value, error) {
		if d.tmp.unlinked {
			return nil, nil
		}
		return NewString(d.path), nil
	}))
	size := tf(func(c *Call, d *fileData) (Value, error) {
		if !d.closed {
			if err := c.In.tempSync(d); err != nil {
				return nil, err
			}
			return int64(len(d.data)), nil
		}
		st, err := os.Stat(d.path)
		if err != nil {
			return nil, c.In.errnoError(err, d.path)
		}
		return st.Size(), nil
	})
	bTempfile.def("size", 0, 0, size)
	bTempfile.def("length", 0, 0, size)

	// Dir.tmpdir, Dir.mktmpdir(prefix_suffix = nil, tmpdir = nil) { |dir| }
	bDir.sdef("tmpdir", 0, 0, func(c *Call) (Value, error) { return NewString(tempRoot()), nil })
	bDir.sdefKw("mktmpdir", 0, 2, func(c *Call) (Value, error) {
		var ps, dir Value = NewString("d"), nil
		if len(c.Args) > 0 && c.Args[0] != nil {
			ps = c.Args[0]
		}
		if len(c.Args) > 1 {
			dir = c.Args[1]
		}
		p, _, err := c.In.tempMake(ps, dir, true)
		if err != nil || c.Block == nil {
			return NewString(p), err
		}
		v, err := c.In.yield1(c.Block, NewString(p))
		// FileUtils.remove_entry: the directory and what is in it
		if i := c.In.temp.index(p); i >= 0 {
			rerr := os.RemoveAll(p)
			c.In.temp.markGone(i)
			if err == nil && rerr != nil {
				err = c.In.errnoError(rerr, p)
			}
		}
		return v, err
	})
	// File.unlink/delete and Dir.rmdir/unlink/delete remove the compile's
	// temporary files and directories, nothing else
	for _, n := range []string{"unlink", "delete"} {
		n := n
		bFile.sdef(n, 0, -1, func(c *Call) (Value, error) {
			for _, a := range c.Args {
				p, err := c.In.pathArg(a)
				if err != nil {
					return nil, err
				}
				if i := c.In.temp.index(filepath.Clean(c.In.osPath(p))); i < 0 || c.In.temp.isDir[i] {
					return nil, c.In.unsupportedErr("File." + n + " of a file Punch's Ruby did not make")
				}
			}
			for _, a := range c.Args {
				p, _ := c.In.pathArg(a)
				if _, err := c.In.tempUnlink(p, false); err != nil {
					return nil, err
				}
			}
			return int64(len(c.Args)), nil
		})
	}
	for _, n := range []string{"rmdir", "unlink", "delete"} {
		n := n
		bDir.sdef(n, 1, 1, func(c *Call) (Value, error) {
			p, err := c.In.pathArg(c.Args[0])
			if err != nil {
				return nil, err
			}
			ok, err := c.In.tempUnlink(p, true)
			if !ok {
				return nil, c.In.unsupportedErr("Dir." + n + " of a directory Punch's Ruby did not make")
			}
			if err != nil {
				return nil, err
			}
			return int64(0), nil
		})
	}
}
