package rlib

import (
	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/ruby/rlib/json"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

func init() {
	register(ruby.Library{Name: "json", Autoload: []string{"JSON"}, Setup: setupJSON}, true)
}

// stateOf returns the *json.State of a JSON::State object.
func stateOf(v ruby.Value) (*json.State, bool) {
	if o, ok := v.(*ruby.Object); ok {
		st, ok := o.Data.(*json.State)
		return st, ok
	}
	return nil, false
}

// newState wraps a State for Ruby code (what to_json methods receive).
func newState(in *ruby.Interp, st *json.State) (*ruby.Object, error) {
	cls, err := module(in, "JSON::State")
	if err != nil {
		return nil, err
	}
	o := in.NewObject(cls)
	o.Data = st
	return o, nil
}

// fromState is JSON::State.from_state: a State as it is, a Hash as the
// options of a new one, anything else the default state.
func fromState(in *ruby.Interp, v ruby.Value) (*json.State, error) {
	if st, ok := stateOf(v); ok {
		return st, nil
	}
	st := json.NewState()
	if h, ok := v.(*ruby.Hash); ok {
		if err := configure(in, st, h); err != nil {
			return nil, err
		}
	}
	return st, nil
}

func configure(in *ruby.Interp, st *json.State, h *ruby.Hash) error {
	opts, err := newToRV(in).value(h, 0)
	if err != nil {
		return err
	}
	if err := st.Configure(opts.(*rv.Hash)); err != nil {
		return raise(in, err)
	}
	return nil
}

// generate writes v with st, calling back into Ruby for objects (their
// to_json, or to_s for Hash keys).
func generate(in *ruby.Interp, st *json.State, v ruby.Value) (ruby.Value, error) {
	r, err := generateRV(in, st, v)
	if e, ok := err.(*rv.Error); ok {
		return nil, raise(in, e)
	}
	return r, err
}

// generateRV is generate with the library's errors not yet raised.
func generateRV(in *ruby.Interp, st *json.State, v ruby.Value) (ruby.Value, error) {
	x, err := newToRV(in).value(v, 0)
	if err != nil {
		return nil, err
	}
	run := *st
	run.ObjectToJSON = func(o *rv.Object, cur *json.State, depth int) (string, bool, error) {
		sub := *cur
		sub.Depth = depth
		so, err := newState(in, &sub)
		if err != nil {
			return "", false, err
		}
		r, err := in.CallMethod(o.Ref, "to_json", so)
		if err != nil {
			return "", false, err
		}
		s, ok := r.(*ruby.String)
		if !ok {
			return "", false, in.Raise("TypeError", "wrong argument type "+in.ClassOf(r).Name()+" (expected String)")
		}
		return s.String(), true, nil
	}
	run.ObjectToS = func(o *rv.Object) (string, error) { return in.ToS(o.Ref) }
	s, err := run.Generate(x)
	if err != nil {
		return nil, err
	}
	return ruby.NewString(s), nil
}

func setupJSON(in *ruby.Interp) error {
	m := in.DefineModule(nil, "JSON")
	m.SetConst("VERSION", ruby.NewString("2.6.3"))
	if err := defineErrors(in, m, "JSONError", "StandardError"); err != nil {
		return err
	}
	if err := defineErrors(in, m, "ParserError", "JSON::JSONError", "GeneratorError", "JSON::JSONError"); err != nil {
		return err
	}
	if err := defineErrors(in, m, "NestingError", "JSON::ParserError"); err != nil {
		return err
	}
	gen, _ := m.Const("GeneratorError")
	m.SetConst("UnparserError", gen)

	// JSON::State (JSON::Ext::Generator::State in the gem).
	state := in.DefineClass(m, "State", nil)
	state.DefineMethod("initialize", 0, 1, func(c *ruby.Call) (ruby.Value, error) {
		st := json.NewState()
		if h := optsHash(c.Args, 0); h != nil {
			if err := configure(c.In, st, h); err != nil {
				return nil, err
			}
		}
		c.Self.(*ruby.Object).Data = st
		return nil, nil
	})
	state.DefineSingletonMethod("from_state", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		if _, ok := stateOf(c.Args[0]); ok {
			return c.Args[0], nil
		}
		st, err := fromState(c.In, c.Args[0])
		if err != nil {
			return nil, err
		}
		return newState(c.In, st)
	})
	self := func(c *ruby.Call) *json.State { st, _ := stateOf(c.Self); return st }
	state.DefineMethod("generate", 1, 1, func(c *ruby.Call) (ruby.Value, error) { return generate(c.In, self(c), c.Args[0]) })
	for _, name := range []string{"configure", "merge"} {
		state.DefineMethod(name, 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			h, ok := c.Args[0].(*ruby.Hash)
			if !ok {
				return nil, c.In.Raise("TypeError", "can't convert "+c.In.ClassOf(c.Args[0]).Name()+" into Hash")
			}
			return c.Self, configure(c.In, self(c), h)
		})
	}
	// strAttr defines a String attribute; set, when not nil, is the flag
	// its writer raises (object_nl, array_nl: given even when empty).
	strAttr := func(name string, get func(*json.State) *string, set func(*json.State) *bool) {
		state.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) { return ruby.NewString(*get(self(c))), nil })
		state.DefineMethod(name+"=", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			s, err := str(c.In, c.Args[0])
			if err != nil {
				return nil, err
			}
			*get(self(c)) = s
			if set != nil {
				*set(self(c)) = true
			}
			return c.Args[0], nil
		})
	}
	strAttr("indent", func(st *json.State) *string { return &st.Indent }, nil)
	strAttr("space", func(st *json.State) *string { return &st.Space }, nil)
	strAttr("space_before", func(st *json.State) *string { return &st.SpaceBefore }, nil)
	strAttr("object_nl", func(st *json.State) *string { return &st.ObjectNL }, func(st *json.State) *bool { return &st.ObjectNLSet })
	strAttr("array_nl", func(st *json.State) *string { return &st.ArrayNL }, func(st *json.State) *bool { return &st.ArrayNLSet })
	intAttr := func(name string, get func(*json.State) *int) {
		state.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) { return int64(*get(self(c))), nil })
		state.DefineMethod(name+"=", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
			n, err := c.In.ExpectInt(c.Args[0])
			if err != nil {
				return nil, err
			}
			*get(self(c)) = int(n)
			return c.Args[0], nil
		})
	}
	intAttr("depth", func(st *json.State) *int { return &st.Depth })
	intAttr("max_nesting", func(st *json.State) *int { return &st.MaxNesting })
	state.DefineMethod("allow_nan?", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return self(c).AllowNaN, nil })
	state.DefineMethod("ascii_only?", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return self(c).ASCIIOnly, nil })
	state.DefineMethod("check_circular?", 0, 0, func(c *ruby.Call) (ruby.Value, error) { return self(c).MaxNesting != 0, nil })

	// Module functions.
	optState := func(c *ruby.Call, st *json.State) (*json.State, error) {
		if len(c.Args) < 2 || c.Args[1] == nil {
			return st, nil
		}
		if given, ok := stateOf(c.Args[1]); ok {
			return given, nil
		}
		h, ok := c.Args[1].(*ruby.Hash)
		if !ok {
			return nil, c.In.Raise("TypeError", "can't convert "+c.In.ClassOf(c.Args[1]).Name()+" into Hash")
		}
		return st, configure(c.In, st, h)
	}
	for _, name := range []string{"generate", "unparse", "fast_generate"} {
		m.DefineSingletonMethod(name, 1, 2, func(c *ruby.Call) (ruby.Value, error) {
			st, err := optState(c, json.NewState())
			if err != nil {
				return nil, err
			}
			return generate(c.In, st, c.Args[0])
		})
	}
	for _, name := range []string{"pretty_generate", "pretty_unparse"} {
		m.DefineSingletonMethod(name, 1, 2, func(c *ruby.Call) (ruby.Value, error) {
			st, err := optState(c, json.PrettyState())
			if err != nil {
				return nil, err
			}
			return generate(c.In, st, c.Args[0])
		})
	}
	m.DefineSingletonMethod("dump", 1, 3, func(c *ruby.Call) (ruby.Value, error) {
		st := json.NewState()
		st.MaxNesting, st.AllowNaN = 0, true
		args := c.Args
		if len(args) > 1 && args[1] != nil {
			if n, ok := args[1].(int64); ok && len(args) == 2 {
				st.MaxNesting = int(n)
			} else {
				return nil, c.In.Unsupported("JSON.dump to an IO")
			}
		}
		if len(args) > 2 && args[2] != nil {
			n, err := c.In.ExpectInt(args[2])
			if err != nil {
				return nil, err
			}
			st.MaxNesting = int(n)
		}
		r, err := generateRV(c.In, st, args[0])
		if e, ok := err.(*rv.Error); ok {
			if e.Class == "JSON::NestingError" {
				return nil, c.In.Raise("ArgumentError", "exceed depth limit")
			}
			return nil, raise(c.In, e)
		}
		return r, err
	})

	parse := func(defaults func() json.ParseOptions) ruby.GoFunc {
		return func(c *ruby.Call) (ruby.Value, error) {
			src, err := c.In.ExpectString(c.Args[0])
			if err != nil {
				return nil, err
			}
			opts := defaults()
			object, array, h := parseClasses(optsHash(c.Args, 1))
			if h != nil {
				x, err := newToRV(c.In).value(h, 0)
				if err != nil {
					return nil, err
				}
				if opts, err = mergeParseOptions(opts, x.(*rv.Hash)); err != nil {
					return nil, raise(c.In, err)
				}
			}
			v, err := jsonParse(c.In, src.String(), opts)
			if err != nil || object == nil && array == nil {
				return v, err
			}
			return withClasses(c.In, v, object, array)
		}
	}
	parseOpts := func() json.ParseOptions { o, _ := json.ParseOptionsFrom(nil); return o }
	parseBang := func() json.ParseOptions {
		o, _ := json.ParseOptionsFrom(nil)
		o.MaxNesting, o.AllowNaN = 0, true
		return o
	}
	m.DefineSingletonMethod("parse", 1, 2, parse(parseOpts))
	m.DefineSingletonMethod("parse!", 1, 2, parse(parseBang))
	// load_file(path, opts) is parse(File.read(path), opts) (json 2.3+)
	fromFile := func(p ruby.GoFunc) ruby.GoFunc {
		return func(c *ruby.Call) (ruby.Value, error) {
			src, err := readFile(c.In, c.Args[0])
			if err != nil {
				return nil, err
			}
			args := append([]ruby.Value{ruby.NewString(src)}, c.Args[1:]...)
			return p(&ruby.Call{In: c.In, Self: c.Self, Args: args, Name: c.Name, Owner: c.Owner})
		}
	}
	m.DefineSingletonMethod("load_file", 1, 2, fromFile(parse(parseOpts)))
	m.DefineSingletonMethod("load_file!", 1, 2, fromFile(parse(parseBang)))
	m.DefineSingletonMethod("load", 1, 3, func(c *ruby.Call) (ruby.Value, error) {
		if len(c.Args) > 1 && c.Args[1] != nil {
			return nil, c.In.Unsupported("JSON.load with a proc")
		}
		opts := json.LoadOptions()
		if h := optsHash(c.Args, 2); h != nil {
			x, err := newToRV(c.In).value(h, 0)
			if err != nil {
				return nil, err
			}
			var err2 error
			if opts, err2 = mergeParseOptions(opts, x.(*rv.Hash)); err2 != nil {
				return nil, raise(c.In, err2)
			}
		}
		var src *rv.String
		switch x := c.Args[0].(type) {
		case nil:
		case *ruby.String:
			src = &rv.String{S: x.String()}
		default:
			r, err := c.In.CallMethod(x, "read")
			if err != nil {
				return nil, err
			}
			s, err := str(c.In, r)
			if err != nil {
				return nil, err
			}
			src = rv.Str(s)
		}
		if src == nil || src.S == "" {
			return nil, nil
		}
		return jsonParse(c.In, src.S, opts)
	})

	// to_json of every class: core values are written directly, any
	// other object by its to_s.
	toJSON := func(c *ruby.Call) (ruby.Value, error) {
		var arg ruby.Value
		if len(c.Args) > 0 {
			arg = c.Args[0]
		}
		st, err := fromState(c.In, arg)
		if err != nil {
			return nil, err
		}
		switch c.Self.(type) {
		case *ruby.Object, *ruby.Module, ruby.Symbol:
			s, err := c.In.ToS(c.Self)
			if err != nil {
				return nil, err
			}
			return generate(c.In, st, ruby.NewString(s))
		}
		return generate(c.In, st, c.Self)
	}
	in.Object().DefineMethod("to_json", 0, -1, toJSON)
	return defineJSONKernel(in, m)
}

func mergeParseOptions(o json.ParseOptions, h *rv.Hash) (json.ParseOptions, error) {
	merged, err := json.ParseOptionsFrom(h)
	if err != nil {
		return o, err
	}
	// ParseOptionsFrom starts from JSON.parse's defaults; keep the
	// caller's defaults for what h does not say.
	if _, ok := h.Get(rv.Symbol("max_nesting")); !ok {
		merged.MaxNesting = o.MaxNesting
	}
	if _, ok := h.Get(rv.Symbol("allow_nan")); !ok {
		merged.AllowNaN = o.AllowNaN
	}
	if _, ok := h.Get(rv.Symbol("create_additions")); !ok {
		merged.CreateAdditions = o.CreateAdditions
	}
	return merged, nil
}

func jsonParse(in *ruby.Interp, src string, opts json.ParseOptions) (ruby.Value, error) {
	opts.Addition = func(class rv.Value, h *rv.Hash) (rv.Value, bool, error) {
		name := rv.ToS(class)
		cls, err := in.Const(name)
		if err != nil {
			return nil, false, rv.Errorf("ArgumentError", "can't get const "+name+": uninitialized constant "+name)
		}
		ok, err := in.CallMethod(cls, "respond_to?", ruby.Symbol("json_create"))
		if err != nil || !ruby.Truthy(ok) {
			return nil, false, err
		}
		arg, err := newFromRV(in).value(h)
		if err != nil {
			return nil, false, err
		}
		made, err := in.CallMethod(cls, "json_create", arg)
		if err != nil {
			return nil, false, err
		}
		return &rv.Object{Class: "Object", Ref: made}, true, nil
	}
	v, err := json.Parse(src, opts)
	if err != nil {
		return nil, raise(in, err)
	}
	conv := newFromRV(in)
	conv.object = func(o *rv.Object) (ruby.Value, error) { return o.Ref, nil }
	return conv.value(v)
}
