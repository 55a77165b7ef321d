package ruby

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// The file system and process helpers module Ruby reads with (QA-FORGE-15
// F2, P5): File.absolute_path, File.stat/lstat and File::Stat,
// File.mtime/atime/ctime, Dir.each_child and Dir.foreach, GC's calls that
// do nothing a module can see, Process.pid.

var bFileStat = defBuiltin("File::Stat", "Object", false).include("Comparable")

func init() {
	bFile.sdef("absolute_path", 1, 2, func(c *Call) (Value, error) {
		p, err := c.In.pathArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		if !filepath.IsAbs(p) {
			base := ""
			if len(c.Args) > 1 && c.Args[1] != nil {
				if base, err = c.In.pathArg(c.Args[1]); err != nil {
					return nil, err
				}
			}
			if !filepath.IsAbs(base) {
				wd, err := c.In.getwd()
				if err != nil {
					return nil, c.In.unsupportedErr("File.absolute_path without a working directory")
				}
				base = filepath.Join(wd, base)
			}
			p = filepath.Join(base, p)
		}
		return NewString(filepath.Clean(p)), nil
	})
	statOf := func(follow bool, what string) GoFunc {
		return func(c *Call) (Value, error) {
			p, err := c.In.pathArg(c.Args[0])
			if err != nil {
				return nil, err
			}
			var st fs.FileInfo
			if follow {
				st, err = os.Stat(c.In.osPath(p))
			} else {
				st, err = os.Lstat(c.In.osPath(p))
			}
			if err != nil {
				return nil, c.In.statError(err, what, p)
			}
			return &Object{class: c.In.classByName("File::Stat"), Data: st}, nil
		}
	}
	bFile.sdef("stat", 1, 1, statOf(true, "rb_file_s_stat"))
	bFile.sdef("lstat", 1, 1, statOf(false, "rb_file_s_lstat"))
	for _, n := range []string{"mtime", "atime", "ctime"} {
		n := n
		bFile.sdef(n, 1, 1, func(c *Call) (Value, error) {
			st, err := statOf(true, "rb_file_s_"+n)(c)
			if err != nil {
				return nil, err
			}
			return c.In.callMethod(st, n, nil, nil, nil, true)
		})
	}

	info := func(c *Call) fs.FileInfo {
		if o, ok := c.Self.(*Object); ok {
			if st, ok := o.Data.(fs.FileInfo); ok {
				return st
			}
		}
		return nil
	}
	sys := func(c *Call) *syscall.Stat_t {
		if st := info(c); st != nil {
			if s, ok := st.Sys().(*syscall.Stat_t); ok {
				return s
			}
		}
		return &syscall.Stat_t{}
	}
	field := func(name string, f func(st fs.FileInfo, s *syscall.Stat_t) Value) {
		bFileStat.def(name, 0, 0, func(c *Call) (Value, error) {
			st := info(c)
			if st == nil {
				return nil, c.In.raise(cTypeError, 0, "uninitialized File::Stat")
			}
			return f(st, sys(c)), nil
		})
	}
	field("size", func(st fs.FileInfo, _ *syscall.Stat_t) Value { return st.Size() })
	field("size?", func(st fs.FileInfo, _ *syscall.Stat_t) Value {
		if st.Size() == 0 {
			return nil
		}
		return st.Size()
	})
	field("zero?", func(st fs.FileInfo, _ *syscall.Stat_t) Value { return st.Size() == 0 })
	field("file?", func(st fs.FileInfo, _ *syscall.Stat_t) Value { return st.Mode().IsRegular() })
	field("directory?", func(st fs.FileInfo, _ *syscall.Stat_t) Value { return st.IsDir() })
	field("symlink?", func(st fs.FileInfo, _ *syscall.Stat_t) Value { return st.Mode()&fs.ModeSymlink != 0 })
	field("pipe?", func(st fs.FileInfo, _ *syscall.Stat_t) Value { return st.Mode()&fs.ModeNamedPipe != 0 })
	field("socket?", func(st fs.FileInfo, _ *syscall.Stat_t) Value { return st.Mode()&fs.ModeSocket != 0 })
	field("mode", func(_ fs.FileInfo, s *syscall.Stat_t) Value { return int64(s.Mode) })
	field("uid", func(_ fs.FileInfo, s *syscall.Stat_t) Value { return int64(s.Uid) })
	field("gid", func(_ fs.FileInfo, s *syscall.Stat_t) Value { return int64(s.Gid) })
	field("nlink", func(_ fs.FileInfo, s *syscall.Stat_t) Value { return int64(s.Nlink) })
	field("ino", func(_ fs.FileInfo, s *syscall.Stat_t) Value { return int64(s.Ino) })
	field("dev", func(_ fs.FileInfo, s *syscall.Stat_t) Value { return int64(s.Dev) })
	field("blksize", func(_ fs.FileInfo, s *syscall.Stat_t) Value { return int64(s.Blksize) })
	field("blocks", func(_ fs.FileInfo, s *syscall.Stat_t) Value { return int64(s.Blocks) })
	field("setuid?", func(_ fs.FileInfo, s *syscall.Stat_t) Value { return s.Mode&syscall.S_ISUID != 0 })
	field("setgid?", func(_ fs.FileInfo, s *syscall.Stat_t) Value { return s.Mode&syscall.S_ISGID != 0 })
	field("sticky?", func(_ fs.FileInfo, s *syscall.Stat_t) Value { return s.Mode&syscall.S_ISVTX != 0 })
	field("owned?", func(_ fs.FileInfo, s *syscall.Stat_t) Value { return int(s.Uid) == os.Geteuid() })
	field("ftype", func(st fs.FileInfo, _ *syscall.Stat_t) Value {
		m := st.Mode()
		switch {
		case m.IsRegular():
			return NewString("file")
		case m.IsDir():
			return NewString("directory")
		case m&fs.ModeSymlink != 0:
			return NewString("link")
		case m&fs.ModeNamedPipe != 0:
			return NewString("fifo")
		case m&fs.ModeSocket != 0:
			return NewString("socket")
		case m&fs.ModeCharDevice != 0:
			return NewString("characterSpecial")
		case m&fs.ModeDevice != 0:
			return NewString("blockSpecial")
		}
		return NewString("unknown")
	})
	for _, n := range []string{"mtime", "atime", "ctime"} {
		n := n
		bFileStat.def(n, 0, 0, func(c *Call) (Value, error) {
			s := sys(c)
			t := s.Mtim
			switch n {
			case "atime":
				t = s.Atim
			case "ctime":
				t = s.Ctim
			}
			return c.In.callMethod(c.In.classByName("Time"), "at", []Value{t.Sec, t.Nsec, Symbol("nsec")}, nil, nil, false)
		})
	}
	for n, bit := range map[string]uint32{"readable?": 4, "writable?": 2, "executable?": 1} {
		bit := bit
		bFileStat.def(n, 0, 0, func(c *Call) (Value, error) {
			s := sys(c)
			switch {
			case os.Geteuid() == 0:
				return bit != 1 || s.Mode&0o111 != 0, nil
			case int(s.Uid) == os.Geteuid():
				return s.Mode&(bit<<6) != 0, nil
			case int(s.Gid) == os.Getegid():
				return s.Mode&(bit<<3) != 0, nil
			}
			return s.Mode&bit != 0, nil
		})
	}
	bFileStat.def("<=>", 1, 1, func(c *Call) (Value, error) {
		a, b := info(c), (*fs.FileInfo)(nil)
		if o, ok := c.Args[0].(*Object); ok {
			if st, ok := o.Data.(fs.FileInfo); ok {
				b = &st
			}
		}
		if a == nil || b == nil {
			return nil, nil
		}
		x, y := a.ModTime(), (*b).ModTime()
		switch {
		case x.Before(y):
			return int64(-1), nil
		case x.After(y):
			return int64(1), nil
		}
		return int64(0), nil
	})

	// Dir.each_child(dir) yields each entry but . and .. (an Enumerator
	// without a block); Dir.foreach(dir) each entry
	eachEntry := func(name string, children bool) GoFunc {
		return func(c *Call) (Value, error) {
			names, err := c.In.callMethod(c.Self, map[bool]string{true: "children", false: "entries"}[children], c.Args[:1], nil, nil, true)
			if err != nil || c.Block == nil {
				if err == nil {
					return c.In.newEnum(&rEnum{recv: names, meth: "each"}), nil
				}
				return nil, err
			}
			for _, n := range names.(*Array).a {
				if _, err := c.In.yield1(c.Block, n); err != nil {
					return nil, err
				}
			}
			return nil, nil
		}
	}
	bDir.sdef("each_child", 1, 2, eachEntry("each_child", true))
	bDir.sdef("foreach", 1, 2, eachEntry("foreach", false))

	gc := defBuiltin("GC", "", true)
	gc.sdefKw("start", 0, 0, func(c *Call) (Value, error) { return nil, nil })
	gc.sdef("count", 0, 0, func(c *Call) (Value, error) { return int64(0), nil })
	gc.sdef("enable", 0, 0, func(c *Call) (Value, error) { return false, nil })
	gc.sdef("disable", 0, 0, func(c *Call) (Value, error) { return false, nil })
	gc.sdef("stress", 0, 0, func(c *Call) (Value, error) { return false, nil })

	// Process.pid is $$ (interp.go: 1, the same in every compile)
	defBuiltin("Process", "", true).sdef("pid", 0, 0, func(c *Call) (Value, error) { return int64(1), nil })
}

// statError is File.stat's Errno for path (named after Ruby's C function,
// as Ruby's message does).
func (in *Interp) statError(err error, what, path string) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return in.raise(cErrnoENOENT, 0, "No such file or directory @ %s - %s", what, path)
	case errors.Is(err, fs.ErrPermission):
		return in.raise("Errno::EACCES", 0, "Permission denied @ %s - %s", what, path)
	}
	return in.errnoError(err, path)
}

// dirnameLevel is File.dirname(path, level): Ruby 3.1's level removes
// that many trailing names (1 by default).
func dirnameLevel(c *Call) (Value, error) {
	p, err := c.In.pathArg(c.Args[0])
	if err != nil {
		return nil, err
	}
	n := int64(1)
	if len(c.Args) > 1 {
		if n, err = c.In.intArg(c.Args[1], 0); err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, c.In.raise(cArgumentError, 0, "negative level: %d", n)
		}
	}
	for ; n > 0; n-- {
		d := rubyDirname(p)
		if d == p {
			break
		}
		p = d
	}
	return NewString(p), nil
}
