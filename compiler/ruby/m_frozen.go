package ruby

import (
	"fmt"
	"math/big"
	"strings"
)

// Instance variables of values that are not objects (Ruby's "generic"
// instance variables): helpers tag a String, Array, Hash, Regexp or Proc
// with instance_variable_set, and Ruby 3.1 lets them as long as the value
// is not frozen. A frozen one (a Regexp or Range literal, any Range, an
// Integer, Float, Symbol, nil, true, false, a Rational or Complex, a
// frozen String/Array/Hash) raises a FrozenError whose receiver is the
// value. TestOracle ivars_values.
//
// Where they are kept: a String, Array or Hash keeps them in its subclass
// part (stringSub), whose class is then the builtin class itself, so that
// dup, clone, Hash#merge, Marshal and the fork carry them as they carry a
// subclass's; a Regexp, MatchData or Proc in the Interp's valIvars, never
// in the value: a Regexp may be shared by every compile of an environment
// (a literal, one the prepared Interp made), and a compile never writes
// what another may read.

// frozenError is the FrozenError of a change to the frozen v (Ruby's
// rb_error_frozen_object: "can't modify frozen CLASS: INSPECT", receiver v).
func (in *Interp) frozenError(v Value) error {
	err := in.raise(cFrozenError, 0, "can't modify frozen %s: %s", in.className(v), in.inspect(v))
	if e, ok := err.(*ExceptionError); ok {
		e.Exc.ivars.set("@receiver", v)
	}
	return err
}

// builtinOf is the builtin class of a String, Array or Hash.
func (in *Interp) builtinOf(v Value) *Module {
	switch v.(type) {
	case *String:
		return in.cString
	case *Array:
		return in.cArray
	}
	return in.cHash
}

// subclassPart is the subclass part of an instance of a subclass of String,
// Array or Hash; nil for anything else, a plain value with instance
// variables included.
func (in *Interp) subclassPart(v Value) *stringSub {
	if s := valueSub(v); s != nil && s.class != in.builtinOf(v) {
		return s
	}
	return nil
}

// valueIvars is the instance variable table of a value that is neither an
// Object nor a Module: nil when it has none; with create, made when it has
// none yet (the caller has checked that v is not frozen).
func (in *Interp) valueIvars(v Value, create bool) *ivarTable {
	switch x := v.(type) {
	case *String, *Array, *Hash:
		s := valueSub(x)
		if s == nil {
			if !create {
				return nil
			}
			s = &stringSub{class: in.builtinOf(x)}
			switch y := x.(type) {
			case *String:
				y.sub = s
			case *Array:
				y.sub = s
			case *Hash:
				y.sub = s
			}
		}
		return &s.ivars
	case *Regexp, *MatchData, *Proc:
		t := in.valIvars[v]
		if t == nil && create {
			if in.valIvars == nil {
				in.valIvars = map[Value]*ivarTable{}
			}
			t = &ivarTable{}
			in.valIvars[v] = t
		}
		return t
	}
	return nil
}

// valueIvarSet is instance_variable_set (and @x = of instance_eval) on a
// value that is neither an Object nor a Module.
func (in *Interp) valueIvarSet(v Value, name string, val Value) error {
	if isFrozen(v) {
		return in.frozenError(v)
	}
	t := in.valueIvars(v, true)
	if t == nil {
		return in.unsupportedErr("instance variables on " + in.className(v) + " values")
	}
	t.set(name, val)
	return nil
}

// copyValueIvars gives the copy cp of v (dup, clone) v's instance variables
// when they live in valIvars.
func (in *Interp) copyValueIvars(v, cp Value) {
	if t := in.valIvars[v]; t != nil && len(t.names) > 0 {
		in.valIvars[cp] = &ivarTable{names: append([]string(nil), t.names...), vals: append([]Value(nil), t.vals...)}
	}
}

// cloneKw is clone with its keywords: freeze: false gives an unfrozen copy
// of a frozen value, freeze: true a frozen copy of any (Ruby 3.0+).
func (in *Interp) cloneKw(v Value, kw *Hash) (Value, error) {
	keep, force := true, false
	if kw != nil {
		f, ok := kw.get(Symbol("freeze"))
		switch {
		case !ok || f == nil:
		case f == false:
			keep = false
		case f == true:
			force = true
		default:
			return nil, in.raise(cArgumentError, 0, "unexpected value for freeze: %s", in.className(f))
		}
	}
	if !keep {
		switch v.(type) {
		case nil, bool, int64, float64, Symbol, *big.Int:
			return nil, in.raise(cArgumentError, 0, "can't unfreeze %s", in.className(v))
		}
	}
	cp, err := in.copyValue(v, keep, true)
	if force && err == nil {
		freeze(cp)
	}
	return cp, err
}

// lastHash is args' one element when it is a Hash (keywords a builtin
// switch method is given as its last argument).
func lastHash(args []Value) (*Hash, bool) {
	if len(args) != 1 {
		return nil, false
	}
	h, ok := args[0].(*Hash)
	return h, ok
}

// inspectRecursive writes what Ruby's inspect writes for v when v is being
// inspected further up (rb_exec_recursive): "[...]", "{...}" or
// "#<Class:0x... ...>"; it reports whether it did.
func (in *Interp) inspectRecursive(b *strings.Builder, v Value) bool {
	found := false
	for _, u := range in.inspecting {
		if u == v {
			found = true
			break
		}
	}
	if !found {
		return false
	}
	switch x := v.(type) {
	case *Array:
		b.WriteString("[...]")
	case *Hash:
		b.WriteString("{...}")
	case *Object:
		b.WriteString("#<" + in.modName(x.class))
		if x.class.wrapperDesc == "" {
			fmt.Fprintf(b, ":0x%016x", addrOf(x))
		}
		b.WriteString(" ...>")
	}
	return true
}
