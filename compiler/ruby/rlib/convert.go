// Package rlib binds Ruby's standard libraries, implemented in its
// sub-packages over the value model of rlib/rv, into Punch's Ruby runtime
// (compiler/ruby): each library registers with ruby.RegisterLibrary,
// found by `require 'name'` and, for the libraries Puppet 7.23 has
// already loaded when module code runs, by the first reference to their
// constants. A program that runs Ruby imports this package for its side
// effects:
//
//	import _ "github.com/punch-dev/punch/compiler/ruby/rlib"
//
// The libraries, what they cover and how they were checked against Ruby
// 3.1.2 are listed in docs/ruby.md ("Standard library").
package rlib

import (
	"math/big"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// toRV converts a runtime value to the libraries' model, keeping object
// identity (an Array met twice is the same *rv.Array).
type toRV struct {
	in   *ruby.Interp
	memo map[any]rv.Value
	// object, when set, converts the values it knows first (YAML.dump's
	// objects, as Psych's YAMLTree visits them: lib_psych_objects.go);
	// it memoizes what it converts.
	object func(v ruby.Value, depth int) (rv.Value, bool, error)
}

func newToRV(in *ruby.Interp) *toRV { return &toRV{in: in, memo: map[any]rv.Value{}} }

func (c *toRV) value(v ruby.Value, depth int) (rv.Value, error) {
	if depth > 10000 {
		return nil, c.in.Raise("SystemStackError", "stack level too deep")
	}
	switch x := v.(type) {
	case nil, bool, int64, float64:
		return x, nil
	case *big.Int:
		return rv.Int(x), nil
	case *ruby.String:
		if c.object == nil || c.in.ClassOf(x).Name() == "String" {
			return &rv.String{S: x.String(), Enc: x.Encoding()}, nil
		}
	case ruby.Symbol:
		return rv.Symbol(x), nil
	}
	if r, ok := c.memo[v]; ok {
		return r, nil
	}
	if c.object != nil {
		if r, ok, err := c.object(v, depth); ok || err != nil {
			return r, err
		}
	}
	switch x := v.(type) {
	case *ruby.Array:
		a := &rv.Array{Elems: make([]rv.Value, x.Len())}
		c.memo[v] = a
		for i, e := range x.Elems() {
			ev, err := c.value(e, depth+1)
			if err != nil {
				return nil, err
			}
			a.Elems[i] = ev
		}
		return a, nil
	case *ruby.Hash:
		h := rv.NewHash(x.Len())
		c.memo[v] = h
		var err error
		x.Each(func(k, val ruby.Value) bool {
			var kv, vv rv.Value
			if kv, err = c.value(k, depth+1); err != nil {
				return false
			}
			if vv, err = c.value(val, depth+1); err != nil {
				return false
			}
			h.Set(kv, vv)
			return true
		})
		return h, err
	case *ruby.Range:
		r := &rv.Range{Excl: x.Exclusive}
		c.memo[v] = r
		var err error
		if r.Begin, err = c.value(x.Begin, depth+1); err != nil {
			return nil, err
		}
		if r.End, err = c.value(x.End, depth+1); err != nil {
			return nil, err
		}
		return r, nil
	case *ruby.Regexp:
		r := &rv.Regexp{Source: x.Source, Options: x.Options}
		c.memo[v] = r
		return r, nil
	case *ruby.String:
		return &rv.String{S: x.String(), Enc: x.Encoding()}, nil
	case *ruby.Object:
		if t, ok := x.Data.(*rv.Time); ok {
			c.memo[v] = t
			return t, nil
		}
		o := &rv.Object{Class: className(x), Ref: x}
		c.memo[v] = o
		for _, name := range x.IvarNames() {
			iv, err := c.value(x.Ivar(name), depth+1)
			if err != nil {
				return nil, err
			}
			o.Ivars = append(o.Ivars, rv.IVar{Name: name, Value: iv})
		}
		return o, nil
	case *ruby.Module:
		return &rv.Object{Class: "Module", Ref: x}, nil
	}
	return &rv.Object{Class: "Object", Ref: v}, nil
}

func className(o *ruby.Object) string {
	if o.Class() == nil {
		return "Object"
	}
	return o.Class().Name()
}

// fromRV converts a library result back to runtime values, keeping
// identity. Objects other than Time are made by the caller's object
// function (YAML's !ruby/object, for instance).
type fromRV struct {
	in     *ruby.Interp
	memo   map[any]ruby.Value
	object func(o *rv.Object) (ruby.Value, error)
}

func newFromRV(in *ruby.Interp) *fromRV { return &fromRV{in: in, memo: map[any]ruby.Value{}} }

func (c *fromRV) value(v rv.Value) (ruby.Value, error) {
	switch x := v.(type) {
	case nil, bool, int64, float64:
		return x, nil
	case *big.Int:
		return rv.Int(x), nil
	case *rv.String:
		return ruby.NewStringEnc(x.S, x.Enc), nil
	case rv.Symbol:
		return ruby.Symbol(x), nil
	}
	if r, ok := c.memo[v]; ok {
		return r, nil
	}
	switch x := v.(type) {
	case *rv.Array:
		a := ruby.NewArray(make([]ruby.Value, 0, len(x.Elems)))
		c.memo[v] = a
		for _, e := range x.Elems {
			ev, err := c.value(e)
			if err != nil {
				return nil, err
			}
			a.Append(ev)
		}
		return a, nil
	case *rv.Hash:
		h := ruby.NewHash()
		c.memo[v] = h
		for i := 0; i < x.Len(); i++ {
			k, val := x.At(i)
			kv, err := c.value(k)
			if err != nil {
				return nil, err
			}
			vv, err := c.value(val)
			if err != nil {
				return nil, err
			}
			h.Set(kv, vv)
		}
		return h, nil
	case *rv.Range:
		b, err := c.value(x.Begin)
		if err != nil {
			return nil, err
		}
		e, err := c.value(x.End)
		if err != nil {
			return nil, err
		}
		r := &ruby.Range{Begin: b, End: e, Exclusive: x.Excl}
		c.memo[v] = r
		return r, nil
	case *rv.Regexp:
		r, err := ruby.NewRegexp(x.Source, x.Options)
		if err != nil {
			return nil, c.in.Raise("RegexpError", err.Error())
		}
		c.memo[v] = r
		return r, nil
	case *rv.Time:
		t, err := newTime(c.in, x)
		if err != nil {
			return nil, err
		}
		c.memo[v] = t
		return t, nil
	case *rv.Object:
		if orig, ok := x.Ref.(*ruby.Object); ok {
			return orig, nil
		}
		if orig, ok := x.Ref.(*ruby.Module); ok {
			return orig, nil
		}
		if c.object == nil {
			return nil, c.in.Unsupported("an object of class " + x.Class + " made by a library")
		}
		o, err := c.object(x)
		if err != nil {
			return nil, err
		}
		c.memo[v] = o
		return o, nil
	}
	return nil, c.in.Unsupported("a library value of Go type " + typeName(v))
}

func typeName(v any) string {
	switch v.(type) {
	case nil:
		return "nil"
	}
	return "unknown"
}

// raise turns a library error into the Ruby exception it names.
func raise(in *ruby.Interp, err error) error {
	e, ok := err.(*rv.Error)
	if !ok {
		return err
	}
	r := in.Raise(e.Class, e.Msg)
	if x, ok := r.(*ruby.ExceptionError); ok && len(e.Ivars) > 0 {
		for _, iv := range e.Ivars {
			v, err := newFromRV(in).value(iv.Value)
			if err != nil {
				return err
			}
			x.Exc.SetIvar(iv.Name, v)
		}
	}
	return r
}

// str returns a String argument's bytes, raising TypeError for other
// values (to_str honoured, as Ruby's implicit conversion).
func str(in *ruby.Interp, v ruby.Value) (string, error) {
	s, err := in.ExpectString(v)
	if err != nil {
		return "", err
	}
	return s.String(), nil
}

func rstr(in *ruby.Interp, v ruby.Value) (*rv.String, error) {
	s, err := in.ExpectString(v)
	if err != nil {
		return nil, err
	}
	return &rv.String{S: s.String(), Enc: s.Encoding()}, nil
}

func newStr(s string, enc rv.Encoding) *ruby.String { return ruby.NewStringEnc(s, enc) }

// module returns the module or class at a constant path.
func module(in *ruby.Interp, path string) (*ruby.Module, error) {
	v, err := in.Const(path)
	if err != nil {
		return nil, err
	}
	m, ok := v.(*ruby.Module)
	if !ok {
		return nil, in.Raise("TypeError", path+" is not a class/module")
	}
	return m, nil
}

// defineErrors defines exception classes: each entry is NAME (under
// parent), SUPER (a constant path).
func defineErrors(in *ruby.Interp, parent *ruby.Module, pairs ...string) error {
	for i := 0; i+1 < len(pairs); i += 2 {
		super, err := module(in, pairs[i+1])
		if err != nil {
			return err
		}
		in.DefineClass(parent, pairs[i], super)
	}
	return nil
}

// optsHash returns an optional trailing options Hash at position n
// (keywords arrive so to methods without keyword parameters).
func optsHash(args []ruby.Value, n int) *ruby.Hash {
	if len(args) > n {
		if h, ok := args[n].(*ruby.Hash); ok {
			return h
		}
	}
	return nil
}

// register registers a library; preload marks one that Puppet 7.23 has
// loaded before module code runs (its methods on core classes, such as
// Object#to_yaml, exist without a require or a reference to its
// constants).
func register(lib ruby.Library, preload bool) {
	lib.Preload = preload
	ruby.RegisterLibrary(lib)
}
