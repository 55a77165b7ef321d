package rlib

import (
	"github.com/punch-dev/punch/compiler/ruby"
)

// json's Kernel methods and JSON.parse's :object_class and :array_class
// (json 2.6.3, QA-FORGE-16 J1).

// defineJSONKernel defines Kernel#JSON (a String-like argument is parsed,
// anything else generated, with the second argument as the options), j
// and jj (print the compact or pretty JSON of each argument, NaN allowed
// and no nesting limit), all private as json's common.rb makes them.
func defineJSONKernel(in *ruby.Interp, json *ruby.Module) error {
	k, err := module(in, "Kernel")
	if err != nil {
		return err
	}
	k.DefinePrivateMethod("JSON", 1, -1, func(c *ruby.Call) (ruby.Value, error) {
		var opts ruby.Value
		if len(c.Args) > 1 {
			opts = c.Args[1]
		}
		obj := c.Args[0]
		ok, err := c.In.CallMethod(obj, "respond_to?", ruby.Symbol("to_str"))
		if err != nil {
			return nil, err
		}
		if ruby.Truthy(ok) {
			s, err := c.In.CallMethod(obj, "to_str")
			if err != nil {
				return nil, err
			}
			return c.In.CallMethod(json, "parse", s, opts)
		}
		return c.In.CallMethod(json, "generate", obj, opts)
	})
	printEach := func(how string) ruby.GoFunc {
		return func(c *ruby.Call) (ruby.Value, error) {
			opts := ruby.NewHash()
			opts.Set(ruby.Symbol("allow_nan"), true)
			opts.Set(ruby.Symbol("max_nesting"), false)
			for _, o := range c.Args {
				s, err := c.In.CallMethod(json, how, o, opts)
				if err != nil {
					return nil, err
				}
				if _, err := c.In.CallMethod(c.Self, "puts", s); err != nil {
					return nil, err
				}
			}
			return nil, nil
		}
	}
	k.DefinePrivateMethod("j", 0, -1, printEach("generate"))
	k.DefinePrivateMethod("jj", 0, -1, printEach("pretty_generate"))
	return nil
}

// parseClasses takes :object_class and :array_class out of JSON.parse's
// options (nil leaves them as Hash and Array): the classes, and the
// options without them.
func parseClasses(h *ruby.Hash) (object, array ruby.Value, rest *ruby.Hash) {
	if h == nil {
		return nil, nil, nil
	}
	object, _ = h.Get(ruby.Symbol("object_class"))
	array, _ = h.Get(ruby.Symbol("array_class"))
	if object == nil && array == nil {
		return nil, nil, h
	}
	rest = ruby.NewHash()
	h.Each(func(k, v ruby.Value) bool {
		if k != ruby.Symbol("object_class") && k != ruby.Symbol("array_class") {
			rest.Set(k, v)
		}
		return true
	})
	return object, array, rest
}

// withClasses remakes a freshly parsed document with the gem's calls: an
// object is object.new, then obj[key] = value for each member in order;
// an array array.new, then ary << value. A container is made before its
// members, as the gem's parser does.
func withClasses(in *ruby.Interp, v ruby.Value, object, array ruby.Value) (ruby.Value, error) {
	switch x := v.(type) {
	case *ruby.Array:
		if array == nil {
			elems := x.Elems() // the Array's own slice
			for i, e := range elems {
				r, err := withClasses(in, e, object, array)
				if err != nil {
					return nil, err
				}
				elems[i] = r
			}
			return x, nil
		}
		out, err := newOfClass(in, array)
		if err != nil {
			return nil, err
		}
		for _, e := range x.Elems() {
			r, err := withClasses(in, e, object, array)
			if err != nil {
				return nil, err
			}
			if _, err := in.CallMethod(out, "<<", r); err != nil {
				return nil, err
			}
		}
		return out, nil
	case *ruby.Hash:
		if object == nil {
			for _, k := range x.Keys() {
				e, _ := x.Get(k)
				r, err := withClasses(in, e, object, array)
				if err != nil {
					return nil, err
				}
				x.Set(k, r)
			}
			return x, nil
		}
		out, err := newOfClass(in, object)
		if err != nil {
			return nil, err
		}
		for _, k := range x.Keys() {
			e, _ := x.Get(k)
			r, err := withClasses(in, e, object, array)
			if err != nil {
				return nil, err
			}
			if _, err := in.CallMethod(out, "[]=", k, r); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	return v, nil
}

// newOfClass is cls.new, after the gem's check that cls is a Class (made
// when the first container is, not when the options are read).
func newOfClass(in *ruby.Interp, cls ruby.Value) (ruby.Value, error) {
	if m, ok := cls.(*ruby.Module); !ok || !m.IsClass() {
		return nil, in.Raise("TypeError", "wrong argument type "+in.ClassOf(cls).Name()+" (expected Class)")
	}
	return in.CallMethod(cls, "new")
}
