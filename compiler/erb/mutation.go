package erb

import (
	"unsafe"

	"github.com/punch-dev/punch/compiler/values"
)

// In-place mutation of Puppet values.
//
// In Puppet a template's @list is the very Ruby Array the Puppet variable
// holds (and the resource parameter it was bound from, and any other
// variable it was assigned to): `@list << x`, `@h['k'] = v` or
// `@names.collect! {...}` change them all (apache's _scriptalias.erb and
// openssl's cert.cnf.erb rely on it). Punch's Puppet values are immutable
// Go values, so a render keeps the Ruby object it made of each Puppet array,
// hash and string it read, shares it between every variable (and nesting)
// that held the same Puppet value, and when the template changed one of
// them reports the new value to the scope (Mutator), which rebinds what
// held the old one.

// Mutator is an optional interface of a Scope: Mutated is called when a
// template changed in place a value it got from the scope. name is the
// variable it was read as (@name, scope['name'], scope.lookupvar('name')),
// or "" for a value reached another way (nested in a variable's array or
// hash, in scope.to_hash, returned by a function); old is the Puppet value
// the template got, new what the template made of it. The scope replaces
// old by new wherever it holds that same value (identity, not equality).
// Mutated is called when the template ends, and before a Puppet function
// called by the template runs.
type Mutator interface {
	Mutated(name string, old, new values.Value)
}

// sharing is a render's record of the Puppet values it converted.
type sharing struct {
	m Mutator
	// byPuppet maps the identity of a Puppet array, hash or string (see
	// identity) to the Ruby object made of it.
	byPuppet map[any]value
	// objs are the Ruby arrays and hashes made of Puppet values, with
	// the Puppet value each stands for, in conversion order.
	objs  []sharedObj
	index map[value]int // Ruby object -> position in objs
	// named are the variables read by name.
	named []namedObj
	// dirty is set by any in-place change of a Ruby object in the render.
	dirty bool
}

type sharedObj struct {
	rv value
	pv values.Value
}

type namedObj struct {
	name string
	rv   value
	pv   values.Value
}

// arrayID and stringID identify a Puppet array or string: the Go values
// that share their storage are the same Ruby object.
type arrayID struct {
	first *values.Value
	n     int
}

type stringID struct {
	data *byte
	n    int
}

// identity is the key of a Puppet value in byPuppet, nil for a value
// without an identity (scalars, empty arrays and strings).
func identity(v values.Value) any {
	switch x := v.(type) {
	case []values.Value:
		if len(x) > 0 {
			return arrayID{&x[0], len(x)}
		}
	case *values.Hash:
		return x
	case string:
		if len(x) > 0 {
			return stringID{unsafe.StringData(x), len(x)}
		}
	}
	return nil
}

func newSharing(s Scope) *sharing {
	m, ok := s.(Mutator)
	if !ok {
		return nil
	}
	return &sharing{m: m, byPuppet: map[any]value{}, index: map[value]int{}}
}

// fromScope converts a value read from the scope: the same Puppet array or
// hash always gives the same Ruby object in a render. name is the variable
// name it was read as ("" for none).
func (in *interp) fromScope(name string, v values.Value) value {
	sh := in.share
	if sh == nil {
		return fromPuppet(v)
	}
	var r value
	if s, ok := v.(string); ok && name != "" {
		// A string variable: @s and scope['s'] are one String object.
		id := identity(s)
		if id != nil {
			if o, ok := sh.byPuppet[id]; ok {
				return o
			}
		}
		r = str(s)
		if id != nil {
			sh.byPuppet[id] = r
		}
	} else {
		r = sh.convert(v, &walkBudget{walkLimit}, 0)
	}
	if name != "" {
		switch r.(type) {
		case *rStr, *rArray, *rHash:
			for _, n := range sh.named {
				if n.name == name && n.rv == r {
					return r
				}
			}
			sh.named = append(sh.named, namedObj{name, r, v})
		}
	}
	return r
}

// convert is fromPuppet sharing the Ruby objects of Puppet arrays and hashes.
func (sh *sharing) convert(v values.Value, b *walkBudget, depth int) value {
	switch x := v.(type) {
	case []values.Value:
		id := identity(x)
		if id != nil {
			if o, ok := sh.byPuppet[id]; ok {
				return o
			}
		}
		if !b.spend(depth) {
			return fromPuppet(v)
		}
		a := &rArray{a: make([]value, len(x))}
		if id != nil {
			sh.byPuppet[id] = a
		}
		for i, e := range x {
			a.a[i] = sh.convert(e, b, depth+1)
		}
		sh.record(a, x)
		return a
	case *values.Hash:
		if o, ok := sh.byPuppet[x]; ok {
			return o
		}
		if !b.spend(depth) {
			return fromPuppet(v)
		}
		h := newHash()
		sh.byPuppet[x] = h
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			h.put(fromPuppet(k), sh.convert(e, b, depth+1))
		}
		sh.record(h, x)
		return h
	}
	return fromPuppet(v)
}

func (sh *sharing) record(rv value, pv values.Value) {
	sh.index[rv] = len(sh.objs)
	sh.objs = append(sh.objs, sharedObj{rv, pv})
}

// flushMutations reports the values the template changed since the last
// flush to the scope.
func (in *interp) flushMutations() {
	sh := in.share
	if sh == nil || !sh.dirty {
		return
	}
	sh.dirty = false
	changed := map[value]bool{}
	for _, o := range sh.objs {
		if !sameContent(o.rv, o.pv, &walkBudget{walkLimit}, 0) {
			changed[o.rv] = true
		}
	}
	for _, n := range sh.named {
		if s, ok := n.rv.(*rStr); ok {
			if ps, _ := n.pv.(string); ps != s.s {
				changed[s] = true
			}
		}
	}
	if len(changed) == 0 {
		return
	}
	// The new Puppet values: an unchanged array or hash inside a changed
	// one stays the Puppet value it was (keeping its identity).
	made := map[value]values.Value{}
	var export func(v value, b *walkBudget, depth int) values.Value
	export = func(v value, b *walkBudget, depth int) values.Value {
		switch x := v.(type) {
		case *rArray, *rHash:
			if i, ok := sh.index[v]; ok && !changed[v] {
				return sh.objs[i].pv
			}
			if p, ok := made[v]; ok {
				return p
			}
			if !b.spend(depth) {
				return nil
			}
			if a, ok := x.(*rArray); ok {
				out := make([]values.Value, len(a.a))
				made[v] = out
				for i, e := range a.a {
					out[i] = export(e, b, depth+1)
				}
				return out
			}
			h := x.(*rHash)
			out := values.NewHash(len(h.keys))
			made[v] = out
			for i, k := range h.keys {
				out.Put(toPuppet(k), export(h.vals[i], b, depth+1))
			}
			return out
		}
		return toPuppet(v)
	}
	reported := map[value]bool{}
	for i := range sh.named {
		n := &sh.named[i]
		if !changed[n.rv] {
			continue
		}
		nv := export(n.rv, &walkBudget{walkLimit}, 0)
		// An array or hash read under several names is one object: the
		// scope replaces it everywhere at the first report. Strings
		// have no identity there, each name is rebound.
		_, isStr := n.rv.(*rStr)
		if !reported[n.rv] || isStr {
			sh.m.Mutated(n.name, n.pv, nv)
		}
		reported[n.rv] = true
		n.pv = nv
	}
	for i := range sh.objs {
		o := &sh.objs[i]
		if !changed[o.rv] {
			continue
		}
		nv := export(o.rv, &walkBudget{walkLimit}, 0)
		if !reported[o.rv] {
			sh.m.Mutated("", o.pv, nv)
		}
		o.pv = nv
		if id := identity(nv); id != nil {
			sh.byPuppet[id] = o.rv
		}
	}
	for _, n := range sh.named {
		if s, ok := n.rv.(*rStr); ok && changed[s] {
			if id := identity(n.pv); id != nil {
				sh.byPuppet[id] = s
			}
		}
	}
}

// sameContent reports whether the Ruby value rv still is what the Puppet
// value pv converts to.
func sameContent(rv value, pv values.Value, b *walkBudget, depth int) bool {
	switch x := rv.(type) {
	case nil:
		return pv == nil
	case bool:
		y, ok := pv.(bool)
		return ok && x == y
	case int64:
		switch y := pv.(type) {
		case int64:
			return x == y
		case int:
			return x == int64(y)
		}
		return false
	case float64:
		y, ok := pv.(float64)
		return ok && (x == y || x != x && y != y)
	case *rStr:
		y, ok := pv.(string)
		return ok && x.s == y
	case rSym:
		if _, ok := pv.(values.Default); ok {
			return x == "default"
		}
		return false
	case *rArray:
		y, ok := pv.([]values.Value)
		if !ok || len(x.a) != len(y) || !b.spend(depth) {
			return false
		}
		for i, e := range x.a {
			if !sameContent(e, y[i], b, depth+1) {
				return false
			}
		}
		return true
	case *rHash:
		y, ok := pv.(*values.Hash)
		if !ok || len(x.keys) != y.Len() || !b.spend(depth) {
			return false
		}
		for i, k := range x.keys {
			pk, pe := y.At(i)
			if !sameContent(k, pk, b, depth+1) || !sameContent(x.vals[i], pe, b, depth+1) {
				return false
			}
		}
		return true
	case *rRegexp:
		y, ok := pv.(*values.Regexp)
		return ok && x.re == y
	case *rObject:
		if o, ok := pv.(*RubyObject); ok {
			return o.v == rv
		}
		return x.hasForeign && sameForeign(x.foreign, pv)
	}
	if o, ok := pv.(*RubyObject); ok {
		return o.v == rv
	}
	return false
}

// sameForeign compares a Puppet value a template cannot change (a type,
// Sensitive, a timestamp, ...) with what it was converted from.
func sameForeign(a, b values.Value) bool {
	return values.Equals(a, b)
}

// toScope converts a Ruby value given back to Puppet (a function's
// argument): an array or hash made of a Puppet value is that value (the
// template's changes were flushed before).
func (in *interp) toScope(v value) values.Value {
	if sh := in.share; sh != nil {
		if i, ok := sh.index[v]; ok {
			return sh.objs[i].pv
		}
	}
	return toPuppet(v)
}
