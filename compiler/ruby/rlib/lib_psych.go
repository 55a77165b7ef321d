package rlib

import (
	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/ruby/rlib/psych"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

func init() {
	register(ruby.Library{Name: "psych", Autoload: []string{"Psych", "YAML"}, Setup: setupPsych}, true)
	register(ruby.Library{Name: "yaml", Requires: []string{"psych"}, Setup: func(*ruby.Interp) error { return nil }}, false)
}

func setupPsych(in *ruby.Interp) error {
	m := in.DefineModule(nil, "Psych")
	in.Object().SetConst("YAML", m)
	m.SetConst("VERSION", ruby.NewString("4.0.3"))
	m.SetConst("LIBYAML_VERSION", ruby.NewString("0.2.5"))
	// what load_stream with a block answers (its methods are not here)
	in.DefineClass(m, "Parser", nil)
	defineCoder(in, m)
	if err := defineErrors(in, m, "Exception", "RuntimeError"); err != nil {
		return err
	}
	if err := defineErrors(in, m, "BadAlias", "Psych::Exception", "DisallowedClass", "Psych::Exception", "SyntaxError", "Psych::Exception"); err != nil {
		return err
	}
	if err := defineSyntaxErrorReaders(in); err != nil {
		return err
	}

	dump := func(c *ruby.Call) (ruby.Value, error) {
		opts := optsHash(c.Args, len(c.Args)-1)
		if len(c.Args) > 1 && opts == nil && c.Args[1] != nil {
			return nil, c.In.Unsupported("Psych.dump to an IO")
		}
		return yamlDump(c.In, c.Args[0], opts)
	}
	m.DefineSingletonMethod("dump", 1, 3, dump)
	m.DefineSingletonMethod("safe_dump", 1, 2, dump)
	m.DefineSingletonMethod("dump_stream", 0, -1, dumpStream)
	in.Object().DefineMethod("to_yaml", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		return yamlDump(c.In, c.Self, optsHash(c.Args, 0))
	})

	load := func(defaults func() psych.LoadOptions, file bool) ruby.GoFunc {
		return func(c *ruby.Call) (ruby.Value, error) {
			opts := defaults()
			if err := mergeLoadOptions(c.In, &opts, c.Kw); err != nil {
				return nil, err
			}
			var src string
			var err error
			if file {
				src, err = readFile(c.In, c.Args[0])
				if opts.Filename == "" {
					opts.Filename, _ = str(c.In, c.Args[0])
				}
			} else {
				src, err = yamlSource(c.In, c.Args[0])
			}
			if err != nil {
				return nil, err
			}
			return yamlLoad(c.In, src, opts)
		}
	}
	m.DefineSingletonMethodKw("load", 1, 1, load(psych.DefaultLoadOptions, false))
	m.DefineSingletonMethodKw("safe_load", 1, 1, load(psych.SafeLoadOptions, false))
	m.DefineSingletonMethodKw("unsafe_load", 1, 1, load(psych.UnsafeLoadOptions, false))
	m.DefineSingletonMethodKw("load_file", 1, 1, load(psych.DefaultLoadOptions, true))
	m.DefineSingletonMethodKw("safe_load_file", 1, 1, load(psych.SafeLoadOptions, true))
	m.DefineSingletonMethodKw("unsafe_load_file", 1, 1, load(psych.UnsafeLoadOptions, true))
	m.DefineSingletonMethodKw("load_stream", 1, 1, loadStream)
	return nil
}

// loadStream is Psych.load_stream(yaml, filename:, fallback: [], **kw):
// every document, made as Psych's to_ruby makes it (no class restriction);
// fallback when there is none. With a block each document is yielded and
// the answer is the stream's parser, as in Ruby.
func loadStream(c *ruby.Call) (ruby.Value, error) {
	opts := psych.UnsafeLoadOptions()
	var fallback ruby.Value = ruby.NewArray(nil)
	kw := c.Kw
	if kw != nil {
		kw = dupHash(kw)
		if v, ok := kw.Delete(ruby.Symbol("fallback")); ok {
			fallback = v
		}
	}
	if err := mergeLoadOptions(c.In, &opts, kw); err != nil {
		return nil, err
	}
	src, err := yamlSource(c.In, c.Args[0])
	if err != nil {
		return nil, err
	}
	opts.Resolve = func(class string) error {
		if _, err := c.In.Const(class); err != nil {
			return rv.Errorf("ArgumentError", "undefined class/module "+class)
		}
		return nil
	}
	docs, err := psych.LoadStream(src, opts)
	if err != nil {
		return nil, raise(c.In, err)
	}
	out := make([]ruby.Value, 0, len(docs))
	for _, d := range docs {
		conv := newFromRV(c.In)
		conv.object = func(o *rv.Object) (ruby.Value, error) { return reviveObject(c.In, conv, o) }
		v, err := conv.value(d)
		if err != nil {
			return nil, err
		}
		if opts.Freeze {
			if err := deepFreeze(c.In, v, map[ruby.Value]bool{}); err != nil {
				return nil, err
			}
		}
		if c.Block != nil {
			if _, err := c.In.CallProc(c.Block, v); err != nil {
				return nil, err
			}
			continue
		}
		out = append(out, v)
	}
	if c.Block != nil {
		parser, err := c.In.Const("Psych::Parser")
		if err != nil {
			return nil, err
		}
		return c.In.CallMethod(parser, "new")
	}
	if len(out) == 0 {
		return fallback, nil
	}
	return ruby.NewArray(out), nil
}

// yamlSource is the text of a load's argument: a String, or what an IO's
// read gives.
func yamlSource(in *ruby.Interp, v ruby.Value) (string, error) {
	if s, ok := v.(*ruby.String); ok {
		return s.String(), nil
	}
	r, err := in.CallMethod(v, "read")
	if err != nil {
		return "", err
	}
	return str(in, r)
}

// readFile is File.read through the runtime (which knows what may be
// read).
func readFile(in *ruby.Interp, path ruby.Value) (string, error) {
	file, err := in.Const("File")
	if err != nil {
		return "", err
	}
	r, err := in.CallMethod(file, "read", path)
	if err != nil {
		return "", err
	}
	return str(in, r)
}

func mergeLoadOptions(in *ruby.Interp, opts *psych.LoadOptions, kw *ruby.Hash) error {
	if kw == nil {
		return nil
	}
	// Classes may be given as classes or names.
	if v, ok := kw.Get(ruby.Symbol("permitted_classes")); ok {
		if a, ok := v.(*ruby.Array); ok {
			names := ruby.NewArray(nil)
			for _, e := range a.Elems() {
				if mod, ok := e.(*ruby.Module); ok {
					names.Append(ruby.NewString(mod.Name()))
				} else {
					names.Append(e)
				}
			}
			kw = dupHash(kw)
			kw.Set(ruby.Symbol("permitted_classes"), names)
		}
	}
	h, err := newToRV(in).value(kw, 0)
	if err != nil {
		return err
	}
	opts.Merge(h.(*rv.Hash))
	return nil
}

func dupHash(h *ruby.Hash) *ruby.Hash {
	n := ruby.NewHash()
	h.Each(func(k, v ruby.Value) bool { n.Set(k, v); return true })
	return n
}

func yamlDump(in *ruby.Interp, v ruby.Value, opts *ruby.Hash) (ruby.Value, error) {
	conv := newToRV(in).dumpObjects()
	var o psych.DumpOptions
	if opts != nil {
		h, err := conv.value(opts, 0)
		if err != nil {
			return nil, err
		}
		if o, err = psych.ParseDumpOptions(h.(*rv.Hash)); err != nil {
			return nil, raise(in, err)
		}
	}
	x, err := conv.value(v, 0)
	if err != nil {
		return nil, err
	}
	s, err := psych.Dump(x, o)
	if err != nil {
		return nil, raise(in, err)
	}
	return ruby.NewString(s), nil
}

func yamlLoad(in *ruby.Interp, src string, opts psych.LoadOptions) (ruby.Value, error) {
	opts.Resolve = func(class string) error {
		if _, err := in.Const(class); err != nil {
			return rv.Errorf("ArgumentError", "undefined class/module "+class)
		}
		return nil
	}
	v, err := psych.Load(src, opts)
	if err != nil {
		return nil, raise(in, err)
	}
	conv := newFromRV(in)
	conv.object = func(o *rv.Object) (ruby.Value, error) { return reviveObject(in, conv, o) }
	r, err := conv.value(v)
	if err != nil || !opts.Freeze || isFallback(v, opts.Fallback) {
		return r, err
	}
	return r, deepFreeze(in, r, map[ruby.Value]bool{})
}

// reviveObject makes an object Psych loaded (!ruby/object:Foo): allocated,
// then its instance variables set (Psych's init_with when the class has
// no init_with of its own).
func reviveObject(in *ruby.Interp, conv *fromRV, o *rv.Object) (ruby.Value, error) {
	cls, err := module(in, o.Class)
	if err != nil {
		return nil, err
	}
	switch o.Class {
	case "Date":
		return nil, in.Unsupported("Date values loaded from YAML")
	}
	if o.Ref != nil || isException(in, cls) {
		msg, err := conv.value(o.Ref.(rv.Value))
		if err != nil {
			return nil, err
		}
		return in.CallMethod(cls, "new", msg)
	}
	obj, err := in.CallMethod(cls, "allocate")
	if err != nil {
		return nil, err
	}
	target, ok := obj.(*ruby.Object)
	if !ok {
		return nil, in.Unsupported("loading an object of class " + o.Class + " from YAML")
	}
	conv.memo[o] = target
	for _, iv := range o.Ivars {
		v, err := conv.value(iv.Value)
		if err != nil {
			return nil, err
		}
		target.SetIvar(iv.Name, v)
	}
	return target, nil
}

func isException(in *ruby.Interp, cls *ruby.Module) bool {
	for c := cls; c != nil; c = c.Superclass() {
		if c.Name() == "Exception" {
			return true
		}
	}
	return false
}
