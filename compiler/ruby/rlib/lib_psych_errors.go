package rlib

import (
	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// defineSyntaxErrorReaders defines Psych::SyntaxError's readers (psych
// 4.0: file, line, column, offset, problem, context), read from the
// instance variables the loader's error sets (psych/load.go).
func defineSyntaxErrorReaders(in *ruby.Interp) error {
	cls, err := module(in, "Psych::SyntaxError")
	if err != nil {
		return err
	}
	for _, name := range []string{"file", "line", "column", "offset", "problem", "context"} {
		ivar := "@" + name
		cls.DefineMethod(name, 0, 0, func(c *ruby.Call) (ruby.Value, error) {
			if o, ok := c.Self.(*ruby.Object); ok {
				return o.Ivar(ivar), nil
			}
			return nil, nil
		})
	}
	return nil
}

// isFallback tells whether Psych.load answered its fallback (the input
// had no document): freeze: true leaves it as given.
func isFallback(v, fallback rv.Value) bool {
	switch f := fallback.(type) {
	case *rv.Hash, *rv.Array, *rv.String:
		return v == f
	}
	return v == nil || v == fallback
}

// deepFreeze is what freeze: true does to a loaded document: every
// String, Array, Hash (keys and values) and object in it frozen.
func deepFreeze(in *ruby.Interp, v ruby.Value, seen map[ruby.Value]bool) error {
	switch x := v.(type) {
	case nil, bool, int64, float64, ruby.Symbol:
		return nil
	case *ruby.Array:
		if seen[x] {
			return nil
		}
		seen[x] = true
		for _, e := range x.Elems() {
			if err := deepFreeze(in, e, seen); err != nil {
				return err
			}
		}
	case *ruby.Hash:
		if seen[x] {
			return nil
		}
		seen[x] = true
		for _, k := range x.Keys() {
			e, _ := x.Get(k)
			if err := deepFreeze(in, k, seen); err != nil {
				return err
			}
			if err := deepFreeze(in, e, seen); err != nil {
				return err
			}
		}
	}
	_, err := in.CallMethod(v, "freeze")
	return err
}
