package ruby

import (
	"os"
	"path/filepath"
	"strings"
)

// Pathname (Ruby's 'pathname', which Puppet has loaded): module type
// files build require paths with it (Pathname.new(__FILE__).dirname +
// '../../puppet_x/...'). Lexical operations as Ruby's; file tests read
// the server's files like File's.

func init() {
	RegisterLibrary(Library{Name: "pathname", Autoload: []string{"Pathname"}, Setup: setupPathname})
}

func pathOf(c *Call) string { return c.Self.(*Object).Data.(pathData).p }

// pathData is a Pathname's path.
type pathData struct{ p string }

func (d pathData) String() string { return d.p }

func setupPathname(in *Interp) error {
	cls := in.DefineClass(nil, "Pathname", nil)
	cls.Include(in.cComparable)
	// the Interp's own Pathname: a compile's Interp is a copy (fork.go)
	in.keep("Pathname", cls)
	mk := func(in *Interp, p string) Value { return &Object{class: in.keptModule("Pathname"), Data: pathData{p}} }
	cls.alloc = func(in *Interp, c *Module) Value { return &Object{class: c, Data: pathData{}} }
	cls.DefineMethod("initialize", 1, 1, func(c *Call) (Value, error) {
		p, err := c.In.pathArg(c.Args[0])
		if err != nil {
			return nil, err
		}
		if strings.IndexByte(p, 0) >= 0 {
			return nil, c.In.raise(cArgumentError, 0, "pathname contains null byte")
		}
		c.Self.(*Object).Data = pathData{p}
		return nil, nil
	})
	in.cKernel.DefinePrivateMethod("Pathname", 1, 1, func(c *Call) (Value, error) {
		return c.In.callMethod(c.In.keptModule("Pathname"), "new", c.Args, nil, nil, true)
	})
	cls.DefineMethod("to_s", 0, 0, func(c *Call) (Value, error) { return NewString(pathOf(c)), nil })
	cls.Alias("to_path", "to_s")
	cls.DefineMethod("inspect", 0, 0, func(c *Call) (Value, error) {
		return NewString("#<Pathname:" + pathOf(c) + ">"), nil
	})
	other := func(c *Call, v Value) (string, error) {
		if o, ok := v.(*Object); ok {
			if d, ok := o.Data.(pathData); ok {
				return d.p, nil
			}
		}
		return c.In.pathArg(v)
	}
	plus := func(c *Call) (Value, error) {
		o, err := other(c, c.Args[0])
		if err != nil {
			return nil, err
		}
		return mk(c.In, pathPlus(pathOf(c), o)), nil
	}
	cls.DefineMethod("+", 1, 1, plus)
	cls.DefineMethod("/", 1, 1, plus)
	cls.DefineMethod("join", 0, -1, func(c *Call) (Value, error) {
		p := pathOf(c)
		for _, a := range c.Args {
			o, err := other(c, a)
			if err != nil {
				return nil, err
			}
			p = pathPlus(p, o)
		}
		return mk(c.In, p), nil
	})
	cls.DefineMethod("dirname", 0, 0, func(c *Call) (Value, error) { return mk(c.In, rubyDirname(pathOf(c))), nil })
	cls.DefineMethod("parent", 0, 0, func(c *Call) (Value, error) { return mk(c.In, pathPlus(pathOf(c), "..")), nil })
	cls.DefineMethod("basename", 0, 1, func(c *Call) (Value, error) {
		args := []Value{NewString(pathOf(c))}
		args = append(args, c.Args...)
		r, err := c.In.callMethod(c.In.classByName("File"), "basename", args, nil, nil, true)
		if err != nil {
			return nil, err
		}
		return mk(c.In, c.In.toS(r)), nil
	})
	cls.DefineMethod("extname", 0, 0, func(c *Call) (Value, error) {
		return c.In.callMethod(c.In.classByName("File"), "extname", []Value{NewString(pathOf(c))}, nil, nil, true)
	})
	cls.DefineMethod("expand_path", 0, 1, func(c *Call) (Value, error) {
		args := append([]Value{NewString(pathOf(c))}, c.Args...)
		r, err := c.In.callMethod(c.In.classByName("File"), "expand_path", args, nil, nil, true)
		if err != nil {
			return nil, err
		}
		return mk(c.In, c.In.toS(r)), nil
	})
	cls.DefineMethod("realpath", 0, 1, func(c *Call) (Value, error) {
		p, err := filepath.EvalSymlinks(c.In.osPath(pathOf(c)))
		if err != nil {
			return nil, c.In.errnoError(err, pathOf(c))
		}
		abs, _ := filepath.Abs(p)
		return mk(c.In, abs), nil
	})
	cls.DefineMethod("cleanpath", 0, 1, func(c *Call) (Value, error) { return mk(c.In, cleanPath(pathOf(c))), nil })
	cls.DefineMethod("absolute?", 0, 0, func(c *Call) (Value, error) { return strings.HasPrefix(pathOf(c), "/"), nil })
	cls.DefineMethod("relative?", 0, 0, func(c *Call) (Value, error) { return !strings.HasPrefix(pathOf(c), "/"), nil })
	cls.DefineMethod("root?", 0, 0, func(c *Call) (Value, error) {
		return pathOf(c) != "" && strings.Trim(pathOf(c), "/") == "", nil
	})
	test := func(f func(os.FileInfo) bool) GoFunc {
		return func(c *Call) (Value, error) {
			st, err := os.Stat(c.In.osPath(pathOf(c)))
			return err == nil && f(st), nil
		}
	}
	cls.DefineMethod("exist?", 0, 0, test(func(os.FileInfo) bool { return true }))
	cls.DefineMethod("file?", 0, 0, test(func(st os.FileInfo) bool { return st.Mode().IsRegular() }))
	cls.DefineMethod("directory?", 0, 0, test(func(st os.FileInfo) bool { return st.IsDir() }))
	cls.DefineMethod("read", 0, 0, func(c *Call) (Value, error) {
		return c.In.callMethod(c.In.classByName("File"), "read", []Value{NewString(pathOf(c))}, nil, nil, true)
	})
	cls.DefineMethod("each_filename", 0, 0, func(c *Call) (Value, error) {
		var parts []Value
		for _, p := range strings.Split(pathOf(c), "/") {
			if p != "" {
				parts = append(parts, NewString(p))
			}
		}
		if c.Block == nil {
			return c.In.newEnum(&rEnum{recv: newArray(parts), meth: "each"}), nil
		}
		for _, p := range parts {
			if _, err := c.In.yield1(c.Block, p); err != nil {
				return nil, err
			}
		}
		return nil, nil
	})
	cls.DefineMethod("<=>", 1, 1, func(c *Call) (Value, error) {
		o, ok := c.Args[0].(*Object)
		if !ok {
			return nil, nil
		}
		d, ok := o.Data.(pathData)
		if !ok {
			return nil, nil
		}
		// Ruby compares a separator as lower than any character, so
		// "a/b" sorts before "a.b"
		sep := strings.NewReplacer("/", "\x00")
		return int64(strings.Compare(sep.Replace(pathOf(c)), sep.Replace(d.p))), nil
	})
	cls.DefineMethod("==", 1, 1, func(c *Call) (Value, error) {
		o, ok := c.Args[0].(*Object)
		if !ok {
			return false, nil
		}
		d, ok := o.Data.(pathData)
		return ok && d.p == pathOf(c), nil
	})
	cls.Alias("eql?", "==")
	cls.DefineMethod("hash", 0, 0, func(c *Call) (Value, error) { return int64(len(pathOf(c))), nil })
	cls.DefineMethod("sub", 1, 2, func(c *Call) (Value, error) {
		r, err := c.In.callMethodCtx(NewString(pathOf(c)), "sub", c.Args, nil, c.Block, true, false, nil)
		if err != nil {
			return nil, err
		}
		return mk(c.In, c.In.toS(r)), nil
	})
	definePathnameFS(in, cls, mk, other)
	return nil
}

// pathPlus is Pathname#+: a lexical join resolving ".." against the
// left path (Ruby's Pathname#plus).
func pathPlus(a, b string) string {
	if strings.HasPrefix(b, "/") {
		return b
	}
	prefix := a
	var rest []string
	for _, p := range strings.Split(b, "/") {
		if p == "" || p == "." {
			continue
		}
		rest = append(rest, p)
	}
	// consume leading ".." against the prefix's last components
	for len(rest) > 0 && rest[0] == ".." {
		base := strings.TrimRight(prefix, "/")
		if base == "" && strings.HasPrefix(prefix, "/") {
			rest = rest[1:] // /.. is /
			continue
		}
		i := strings.LastIndexByte(base, '/')
		last := base[i+1:]
		if last == ".." || last == "" || last == "." {
			break
		}
		if i < 0 {
			prefix = ""
		} else if i == 0 {
			prefix = "/"
		} else {
			prefix = base[:i]
		}
		rest = rest[1:]
	}
	switch {
	case len(rest) == 0:
		if prefix == "" {
			return "."
		}
		return prefix
	case prefix == "" || prefix == ".":
		return strings.Join(rest, "/")
	case strings.HasSuffix(prefix, "/"):
		return prefix + strings.Join(rest, "/")
	}
	return prefix + "/" + strings.Join(rest, "/")
}

// cleanPath is Pathname#cleanpath (lexical, ".." kept at the start of a
// relative path).
func cleanPath(p string) string {
	if p == "" {
		return "."
	}
	c := filepath.Clean(p)
	return c
}
