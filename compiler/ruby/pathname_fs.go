package ruby

import (
	"errors"
	"os"
	"slices"
	"strings"
	"syscall"
)

// Pathname's methods that read the file system or walk a path's names
// (forge modules' secret() functions and file finders), and Find, which
// Puppet has loaded. Each asks File, FileTest or Dir, so a relative path
// is read in the compile's working directory (Dir.chdir) as theirs are.

func init() {
	RegisterLibrary(Library{Name: "find", Autoload: []string{"Find"}, Setup: setupFind})
}

func definePathnameFS(in *Interp, cls *Module, mk func(*Interp, string) Value, other func(*Call, Value) (string, error)) {
	// methods that are File's or FileTest's with the path first
	to := func(recv, meth string) GoFunc {
		return func(c *Call) (Value, error) {
			args := append([]Value{NewString(pathOf(c))}, c.Args...)
			return c.In.callMethod(c.In.classByName(recv), meth, args, c.Kw, c.Block, true)
		}
	}
	for _, m := range []string{"readable?", "writable?", "executable?", "size?", "zero?", "symlink?"} {
		cls.DefineMethod(m, 0, 0, to("FileTest", m))
	}
	// empty?: a directory without entries, or a file of no bytes
	cls.DefineMethod("empty?", 0, 0, func(c *Call) (Value, error) {
		if st, err := os.Stat(c.In.osPath(pathOf(c))); err == nil && st.IsDir() {
			return to("Dir", "empty?")(c)
		}
		return to("FileTest", "empty?")(c)
	})
	cls.DefineMethod("size", 0, 0, to("File", "size"))
	cls.DefineMethod("ftype", 0, 0, to("File", "ftype"))
	cls.DefineMethod("binread", 0, 2, to("File", "binread"))
	cls.DefineMethodKw("readlines", 0, 2, to("File", "readlines"))
	cls.DefineMethodKw("each_line", 0, 2, to("File", "foreach"))
	cls.DefineMethod("fnmatch", 1, 2, func(c *Call) (Value, error) {
		args := []Value{c.Args[0], NewString(pathOf(c))}
		return c.In.callMethod(c.In.classByName("File"), "fnmatch", append(args, c.Args[1:]...), nil, nil, true)
	})
	cls.Alias("fnmatch?", "fnmatch")
	pathnames := func(in *Interp, a Value, f func(string) string) Value {
		out := &Array{}
		if a, ok := a.(*Array); ok {
			for _, e := range a.a {
				out.a = append(out.a, mk(in, f(in.toS(e))))
			}
		}
		return out
	}
	same := func(s string) string { return s }
	// children(with_directory = true): the entries but . and .., each
	// joined to the path unless it is "." or with_directory is false
	// (Ruby lists them in the directory's order; Punch's are sorted)
	children := func(c *Call) ([]Value, error) {
		names, err := c.In.callMethod(c.In.classByName("Dir"), "children", []Value{NewString(pathOf(c))}, nil, nil, true)
		if err != nil {
			return nil, err
		}
		with := (len(c.Args) == 0 || Truthy(c.Args[0])) && pathOf(c) != "."
		var out []Value
		for _, n := range names.(*Array).a {
			p := c.In.toS(n)
			if with {
				p = rubyJoin(pathOf(c), p)
			}
			out = append(out, mk(c.In, p))
		}
		return out, nil
	}
	cls.DefineMethod("children", 0, 1, func(c *Call) (Value, error) {
		out, err := children(c)
		if err != nil {
			return nil, err
		}
		return newArray(out), nil
	})
	cls.DefineMethod("each_child", 0, 1, func(c *Call) (Value, error) {
		out, err := children(c)
		if err != nil {
			return nil, err
		}
		return c.In.yieldList(c, out)
	})
	cls.DefineMethod("entries", 0, 0, func(c *Call) (Value, error) {
		es, err := c.In.callMethod(c.In.classByName("Dir"), "entries", []Value{NewString(pathOf(c))}, nil, nil, true)
		if err != nil {
			return nil, err
		}
		return pathnames(c.In, es, same), nil
	})
	// with a block glob yields each and answers nil
	yieldAll := func(c *Call, a Value) (Value, error) {
		if c.Block == nil {
			return a, nil
		}
		_, err := c.In.yieldList(c, a.(*Array).a)
		return nil, err
	}
	// Pathname.glob(pattern, flags = 0, base: nil): Dir.glob's matches
	cls.DefineSingletonMethodKw("glob", 1, 2, func(c *Call) (Value, error) {
		ms, err := c.In.callMethod(c.In.classByName("Dir"), "glob", c.Args, c.Kw, nil, true)
		if err != nil {
			return nil, err
		}
		return yieldAll(c, pathnames(c.In, ms, same))
	})
	// Pathname#glob(pattern, flags = 0): the matches under the path,
	// joined to it
	cls.DefineMethod("glob", 1, 2, func(c *Call) (Value, error) {
		kw := NewHash()
		kw.Set(Symbol("base"), NewString(pathOf(c)))
		ms, err := c.In.callMethod(c.In.classByName("Dir"), "glob", c.Args, kw, nil, true)
		if err != nil {
			return nil, err
		}
		return yieldAll(c, pathnames(c.In, ms, func(m string) string { return pathPlus(pathOf(c), m) }))
	})
	// find: the path and everything under it (Find.find), "./" left out
	// of a walk from "."
	cls.DefineMethod("find", 0, 1, func(c *Call) (Value, error) {
		if c.Block == nil {
			return c.In.newEnum(&rEnum{recv: c.Self, meth: "find", args: c.Args}), nil
		}
		top := pathOf(c)
		return nil, c.In.findWalk(top, func(p string) error {
			if top == "." {
				p = strings.TrimPrefix(p, "./")
			}
			_, err := c.In.yield1(c.Block, mk(c.In, p))
			return err
		})
	})
	cls.DefineMethod("sub_ext", 1, 1, func(c *Call) (Value, error) {
		repl, err := c.In.strArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		ext, _ := c.In.callMethod(c.In.classByName("File"), "extname", []Value{NewString(pathOf(c))}, nil, nil, true)
		return mk(c.In, strings.TrimSuffix(pathOf(c), c.In.toS(ext))+repl), nil
	})
	cls.DefineMethod("split", 0, 0, func(c *Call) (Value, error) {
		r, err := c.In.callMethod(c.In.classByName("File"), "split", []Value{NewString(pathOf(c))}, nil, nil, true)
		if err != nil {
			return nil, err
		}
		return pathnames(c.In, r, same), nil
	})
	walk := func(meth string, down bool) GoFunc {
		return func(c *Call) (Value, error) {
			if c.Block == nil {
				return c.In.newEnum(&rEnum{recv: c.Self, meth: meth}), nil
			}
			ps := ascend(pathOf(c))
			if down {
				slices.Reverse(ps)
			}
			for _, p := range ps {
				if _, err := c.In.yield1(c.Block, mk(c.In, p)); err != nil {
					return nil, err
				}
			}
			return nil, nil
		}
	}
	cls.DefineMethod("ascend", 0, 0, walk("ascend", false))
	cls.DefineMethod("descend", 0, 0, walk("descend", true))
	cls.DefineMethod("relative_path_from", 1, 1, func(c *Call) (Value, error) {
		base, err := other(c, c.Args[0])
		if err != nil {
			return nil, err
		}
		r, msg := relativePathFrom(pathOf(c), base)
		if msg != "" {
			return nil, c.In.raise(cArgumentError, 0, msg, c.In.inspect(NewString(cleanPath(base))))
		}
		return mk(c.In, r), nil
	})
	cls.DefineMethod("mountpoint?", 0, 0, func(c *Call) (Value, error) {
		p := c.In.osPath(pathOf(c))
		var st, up syscall.Stat_t
		if syscall.Stat(p, &st) != nil || syscall.Stat(p+"/..", &up) != nil {
			return false, nil
		}
		return st.Dev != up.Dev || st.Ino == up.Ino, nil
	})
	for _, m := range []string{"write", "binwrite", "mkpath", "mkdir", "rmtree", "rmdir", "delete", "unlink", "rename", "make_link", "make_symlink", "chmod", "chown", "truncate", "utime"} {
		m := m
		cls.DefineMethod(m, 0, -1, func(c *Call) (Value, error) {
			return nil, c.In.unsupportedErr("Pathname#" + m + " (writing files)")
		})
	}
}

// rubyJoin is File.join of two names.
func rubyJoin(a, b string) string {
	if strings.HasSuffix(a, "/") {
		return a + strings.TrimPrefix(b, "/")
	}
	return a + "/" + strings.TrimPrefix(b, "/")
}

// ascend is Pathname#ascend's paths: p, then p without its last name
// (and the separators before it) until no name is left.
func ascend(p string) []string {
	out := []string{p}
	for {
		t := strings.TrimRight(p, "/")
		if t == "" {
			return out // "/" or ""
		}
		i := strings.LastIndexByte(t, '/')
		if i < 0 {
			return out
		}
		p = strings.TrimRight(t[:i+1], "/")
		if p == "" {
			p = "/"
		}
		out = append(out, p)
	}
}

// relativePathFrom is Pathname#relative_path_from, lexically: the path
// and the base cleaned, their common leading names dropped, a ".." for
// each name left in the base. msg (a format for the base's inspect) is
// Ruby's ArgumentError when the two cannot be related.
func relativePathFrom(dest, base string) (string, string) {
	names := func(p string) (bool, []string) {
		var out []string
		for _, n := range strings.Split(cleanPath(p), "/") {
			if n != "" && n != "." {
				out = append(out, n)
			}
		}
		return strings.HasPrefix(p, "/"), out
	}
	dabs, dn := names(dest)
	babs, bn := names(base)
	if dabs != babs {
		prefix := ""
		if dabs {
			prefix = "/"
		}
		return "", `different prefix: "` + prefix + `" and %s`
	}
	for len(dn) > 0 && len(bn) > 0 && dn[0] == bn[0] {
		dn, bn = dn[1:], bn[1:]
	}
	if slices.Contains(bn, "..") {
		return "", "base_directory has ..: %s"
	}
	var out []string
	for range bn {
		out = append(out, "..")
	}
	out = append(out, dn...)
	if len(out) == 0 {
		return ".", ""
	}
	return strings.Join(out, "/"), ""
}

// errPrune is Find.prune's signal to the walk.
var errPrune = errors.New("Find.prune")

// findWalk is Find.find(top): top, then what is under it depth first, each
// directory's entries in sorted order (hidden ones too), without following
// a symbolic link to a directory. Find.prune in fn skips what is under the
// path fn got. A top that does not exist is Errno::ENOENT. Bounded by the
// Interp's steps, as the block runs for each path.
func (in *Interp) findWalk(top string, fn func(string) error) error {
	if _, err := os.Lstat(in.osPath(top)); err != nil {
		return in.errnoError(err, top)
	}
	var walk func(p string, depth int) error
	walk = func(p string, depth int) error {
		if err := in.checkLimits(); err != nil {
			return err
		}
		err := fn(p)
		if errors.Is(err, errPrune) {
			return nil
		}
		if err != nil {
			return err
		}
		st, err := os.Lstat(in.osPath(p))
		if err != nil || !st.IsDir() || depth > 255 {
			return nil
		}
		es, err := os.ReadDir(in.osPath(p))
		if err != nil {
			return nil
		}
		for _, e := range es {
			if err := walk(rubyJoin(p, e.Name()), depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	return walk(top, 0)
}

func setupFind(in *Interp) error {
	find := in.DefineModule(nil, "Find")
	// Find.find(*paths, ignore_error: true) { |path| }: each path's walk
	find.DefineSingletonMethodKw("find", 0, -1, func(c *Call) (Value, error) {
		if c.Block == nil {
			return c.In.newEnum(&rEnum{recv: c.Self, meth: "find", args: c.Args}), nil
		}
		for _, a := range c.Args {
			p, err := c.In.pathArg(a)
			if err != nil {
				return nil, err
			}
			if err := c.In.findWalk(p, func(p string) error {
				_, err := c.In.yield1(c.Block, NewString(p))
				return err
			}); err != nil {
				return nil, err
			}
		}
		return nil, nil
	})
	find.DefineSingletonMethod("prune", 0, 0, func(c *Call) (Value, error) { return nil, errPrune })
	return nil
}
