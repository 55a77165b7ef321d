package ruby

import (
	"fmt"
	"math/big"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/hiera"
)

// formatArg converts a Ruby value for values.Sprintf (Kernel#format):
// Puppet's Sprintf implements Ruby's format over Puppet values.
func (in *Interp) formatArg(v Value) values.Value {
	switch x := v.(type) {
	case nil, bool, int64, float64:
		return x
	case *big.Int:
		return x
	case *String:
		return x.s
	case Symbol:
		return string(x)
	case *Array:
		out := make([]values.Value, len(x.a))
		for i, e := range x.a {
			out[i] = in.formatArg(e)
		}
		return out
	case *Hash:
		h := values.NewHash(len(x.keys))
		for i, k := range x.keys {
			h.Put(in.formatArg(k), in.formatArg(x.vals[i]))
		}
		return h
	}
	return inspectAs{in.toS(v)}
}

// fromPuppet converts a Puppet value to the Ruby value Puppet's Ruby
// would hold: undef→nil, default→:default, strings (new, unfrozen),
// arrays and hashes (copied, order kept), Regexp, and Puppet objects
// (types, Sensitive, Binary, Timestamp, Timespan, SemVer) as instances of
// Puppet's Ruby classes.
//
// Arrays and Hashes are copied as trees: a Puppet value holding the same
// collection at each of many levels becomes exponentially many Ruby
// objects, so the copy is a counted walk (values.Walk: max_value_size and
// values.MaxValueDepth), which stops with the values package's panic, a
// Ruby exception where the conversion was asked for (values_limits.go).
func (in *Interp) fromPuppet(v values.Value) Value {
	var w values.Walk
	return in.fromPuppetWalk(v, &w)
}

// whatFromPuppet names the walk of fromPuppet in its error.
const whatFromPuppet = "the Ruby copy of a Puppet value (each element visited)"

func (in *Interp) fromPuppetWalk(v values.Value, w *values.Walk) Value {
	switch x := v.(type) {
	case nil:
		return nil
	case bool, int64, float64:
		return x
	case *big.Int:
		return x // a Ruby Integer past 64 bits that Puppet carried
	case int:
		return int64(x)
	case string:
		return &String{s: x}
	case []values.Value:
		w.MustEnter(len(x), values.ArrayElementBytes, whatFromPuppet)
		a := make([]Value, len(x))
		for i, e := range x {
			a[i] = in.fromPuppetWalk(e, w)
		}
		w.Leave()
		return &Array{a: a}
	case *values.Hash:
		w.MustEnter(x.Len(), values.HashEntryBytes, whatFromPuppet)
		h := NewHash()
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			h.put(in.fromPuppetWalk(k, w), in.fromPuppetWalk(e, w))
		}
		w.Leave()
		return h
	case values.Default:
		return Symbol("default")
	case *values.Regexp:
		if re, err := newRegexp(x.Source, 0); err == nil {
			// Puppet's Regexp.new (golden ruby11_frozen_provenance)
			re.thawed = true
			return re
		}
	case *RubyValue:
		return x.V
	case values.RubyObject:
		// a Ruby object Puppet kept (a Symbol a function returned): the
		// object itself again
		if rv, ok := x.Ref.(Value); ok {
			return rv
		}
	case *hiera.Context:
		return in.lookupContext(x)
	case *values.ResourceT:
		if x.Resource && x.HasTitle {
			// a Puppet::Resource Puppet code holds (a class's or define's
			// parameter, values.Runtime3; one a function returned): the
			// data object of that type and title, no parameters of its own
			o, _ := in.newOwnResource(x)
			return o
		}
	}
	return in.puppetObject(v)
}

// RubyValue carries a live Ruby value through Puppet code (ERB's
// scope.setvar of a mutable value): its Go value is the Ruby one.
type RubyValue struct{ V Value }

// toPuppet converts a Ruby value to a Puppet value as Puppet sees the
// Ruby objects a function returns. As fromPuppet, it is a counted walk
// (values.Walk): past its bounds, the Ruby exception of the bound.
//
// A Ruby Array or Hash met again in the walk (the same object held twice,
// at each of many levels: `a = [1]; 40.times { a = [a, a] }`) is the same
// Puppet value again, as in Puppet, where it is the same Ruby object: the
// copy is shared, not made again, so such a value costs the walk what it
// holds once (ROBUST-4). A value holding itself is still walked until the
// depth bound (Puppet's Ruby fails on it with "stack level too deep").
func (in *Interp) toPuppet(v Value) (values.Value, error) {
	var w toPuppetWalk
	return in.toPuppetRec(v, &w)
}

// whatToPuppet names the walk of toPuppet in its error.
const whatToPuppet = "the Puppet copy of a Ruby value (each element visited)"

// toPuppetWalk is the counted walk of toPuppet and its copies by identity.
type toPuppetWalk struct {
	values.Walk
	// seen counts the elements copied; past memoFrom the copies of
	// Arrays and Hashes are kept by identity in memo (a small value,
	// the most a function returns, allocates no map).
	seen int
	memo map[any]values.Value
}

// memoFrom is how many elements toPuppet copies before it keeps its
// copies by identity: a shared collection copied again before that costs
// at most that many elements each time.
const memoFrom = 4096

// copied records the copy of a Ruby collection of n elements.
func (w *toPuppetWalk) copied(x any, n int, pv values.Value) {
	if w.seen += n; w.memo == nil && w.seen > memoFrom {
		w.memo = make(map[any]values.Value)
	}
	if w.memo != nil {
		w.memo[x] = pv
	}
}

func (in *Interp) toPuppetRec(v Value, w *toPuppetWalk) (values.Value, error) {
	switch x := v.(type) {
	case nil, bool, int64, float64:
		return x, nil
	case *big.Int:
		// Puppet keeps a Ruby Integer past 64 bits as it is (values'
		// bignum.go); its range is checked where Puppet converts it for
		// its 3.x world (a resource attribute, a 3.x function's argument)
		if x.IsInt64() {
			return x.Int64(), nil
		}
		return x, nil
	case *String:
		return x.s, nil
	case Symbol:
		switch x {
		case "undef":
			return nil, nil
		case "default":
			return values.Default{}, nil
		}
		// Puppet keeps any other Symbol as the Ruby object it is
		// (Runtime[ruby, 'Symbol']): not equal to the String of its name
		return values.RubyObject{Class: "Symbol", Text: string(x), Ref: x}, nil
	case *Array:
		if pv, ok := w.memo[x]; ok {
			return pv, nil
		}
		if !w.Enter(len(x.a), values.ArrayElementBytes) {
			w.What = whatToPuppet
			return nil, in.valuesError(w.Err())
		}
		out := make([]values.Value, len(x.a))
		for i, e := range x.a {
			pv, err := in.toPuppetRec(e, w)
			if err != nil {
				return nil, err
			}
			out[i] = pv
		}
		w.Leave()
		w.copied(x, len(out), out)
		return out, nil
	case *Hash:
		if pv, ok := w.memo[x]; ok {
			return pv, nil
		}
		if !w.Enter(len(x.keys), values.HashEntryBytes) {
			w.What = whatToPuppet
			return nil, in.valuesError(w.Err())
		}
		h := values.NewHash(len(x.keys))
		for i, k := range x.keys {
			pk, err := in.toPuppetRec(k, w)
			if err != nil {
				return nil, err
			}
			pv, err := in.toPuppetRec(x.vals[i], w)
			if err != nil {
				return nil, err
			}
			h.Put(pk, pv)
		}
		w.Leave()
		w.copied(x, len(x.keys), h)
		return h, nil
	case *Regexp:
		if x.Options == 0 {
			if x.re != nil {
				return values.NewRegexp(x.Source)
			}
		}
		return values.NewRegexp(x.toS())
	case *Object:
		if pv, ok := x.Data.(puppetValue); ok {
			return pv.v, nil
		}
		if pv, ok := in.nativeToPuppet(x); ok {
			// an instance of a data type's implementation_class
			return pv, nil
		}
	}
	switch v.(type) {
	case *Object, *Range, *Proc, *MatchData, *Module:
		// Puppet keeps any other Ruby object as it is: a Runtime[ruby,
		// 'Class'] value printed with its to_s, equal only to itself
		// (golden rb9_ruby_objects); a Class or Module infers as
		// Type[Runtime[ruby, name]] (simp-simplib's debug::inspect; golden
		// rubyapi9_ruby_class_to_puppet). A pointer: comparable by identity.
		_, isModule := v.(*Module)
		return values.RubyObject{Class: in.className(v), Text: in.toS(v), Ref: v, Module: isModule}, nil
	}
	return nil, in.unsupportedErr(fmt.Sprintf("a Ruby %s given to Puppet (Punch represents only Puppet's data types, Sensitive, Binary, Timestamp, Timespan, SemVer and type values)", in.className(v)))
}

// puppetValue is the Data of a Ruby object standing for a Puppet value
// (a type, Sensitive, Binary, ...).
type puppetValue struct{ v values.Value }

func (p puppetValue) String() string { return values.ToString(p.v) }

// to3x converts a Puppet value for a 3.x function as Puppet's
// Runtime3FunctionArgumentConverter does: undef is ” at the top level
// (nil inside collections), Regexp is its inspect text, SemVer, Binary,
// Timespan and Timestamp are strings. A counted walk, as fromPuppet.
func (in *Interp) to3x(v values.Value, inner bool) Value {
	var w values.Walk
	return in.to3xWalk(v, inner, &w)
}

func (in *Interp) to3xWalk(v values.Value, inner bool, w *values.Walk) Value {
	switch x := v.(type) {
	case nil:
		if inner {
			return nil
		}
		return NewString("")
	case string:
		// Runtime3Converter#convert_String in Puppet Server's run mode:
		// the String itself, frozen or not (outside run mode server it
		// dups a frozen one). An argument is shared as a 4.x function's.
		if !inner {
			return in.fromHost("", v)
		}
		s := &String{s: x}
		s.frozen = in.hooks != nil && in.hooks.Frozen(v)
		return s
	case []values.Value:
		w.MustEnter(len(x), values.ArrayElementBytes, whatFromPuppet)
		a := make([]Value, len(x))
		for i, e := range x {
			a[i] = in.to3xWalk(e, true, w)
		}
		w.Leave()
		return &Array{a: a}
	case *values.Hash:
		w.MustEnter(x.Len(), values.HashEntryBytes, whatFromPuppet)
		h := NewHash()
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			h.put(in.to3xWalk(k, true, w), in.to3xWalk(e, true, w))
		}
		w.Leave()
		return h
	case *values.Regexp:
		if re, err := newRegexp(x.Source, 0); err == nil {
			return NewString(re.inspect())
		}
	case values.SemVer, *values.SemVerRange, values.Timespan, values.Timestamp, *values.BigTimestamp:
		return NewString(values.ToString(x))
	case *values.Binary:
		return NewString(values.ToString(x))
	case *values.ResourceT, *values.ClassT:
		// Runtime3Converter: a resource reference is a Puppet::Resource (a
		// class's titled Class[Main], as Puppet::Resource munges it)
		if r, ok := values.Runtime3(x).(*values.ResourceT); ok && r.Resource {
			return in.resourceObject(r)
		}
	}
	return in.fromPuppet(v)
}
