package erb

import (
	"unsafe"

	"github.com/punch-dev/punch/compiler/ruby"
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

// Freezer is an optional interface of a Mutator: Frozen reports whether
// Puppet hands Ruby the value (a string, array or hash) as a frozen object
// (single-quoted literals, facts; compiler/eval/frozen.go). Without it
// nothing arrives frozen.
type Freezer interface {
	Frozen(v values.Value) bool
}

// sharing is a render's record of the Puppet values it converted.
type sharing struct {
	m  Mutator
	fr Freezer // nil: nothing is frozen
	// byPuppet maps the identity of a Puppet array, hash or string (see
	// identity) to the Ruby object made of it.
	byPuppet map[valueID]ruby.Value
	// objs are the Ruby arrays and hashes made of Puppet values, with
	// the Puppet value each stands for, in conversion order.
	objs  []sharedObj
	index map[ruby.Value]int // Ruby object -> position in objs
	// named are the variables read by name.
	named []namedObj
	// seen is the Interp's mutation count at the last flush.
	seen uint64
	// st is the pooled store the storage came in (sharepool.go), reused
	// to give it back; nil when the maps are the render's own.
	st *sharingStore
}

type sharedObj struct {
	rv ruby.Value
	pv values.Value
}

type namedObj struct {
	name string
	rv   ruby.Value
	pv   values.Value
}

// valueID identifies a Puppet array, hash or string: the Go values that
// share their storage are the same Ruby object. An array is its first
// element's address and its length, a string the address of its header
// (where the interface holding it points: a variable, an array element
// and a hash value holding the same string share it, an equal string
// made elsewhere has its own, as Puppet's objects), a hash its pointer;
// the zero valueID is no identity. (A struct
// key, not an interface: boxing the key cost an allocation per lookup.)
type valueID struct {
	p    unsafe.Pointer
	n    int
	kind uint8
}

const (
	arrayIdentity uint8 = iota + 1
	stringIdentity
	hashIdentity
)

// identity is the key of a Puppet value in byPuppet, the zero valueID for
// a value without an identity (scalars, empty arrays and strings).
func identity(v values.Value) valueID {
	switch x := v.(type) {
	case []values.Value:
		if len(x) > 0 {
			return valueID{unsafe.Pointer(&x[0]), len(x), arrayIdentity}
		}
	case *values.Hash:
		return hashID(x)
	case string:
		// (Go shares one header among empty strings: no identity)
		if len(x) > 0 {
			return valueID{(*[2]unsafe.Pointer)(unsafe.Pointer(&v))[1], 0, stringIdentity}
		}
	}
	return valueID{}
}

func hashID(h *values.Hash) valueID { return valueID{unsafe.Pointer(h), 0, hashIdentity} }

// init starts sh for a render in scope s; false when s takes no changes
// (no Mutator: nothing is shared). The maps are made at their first
// entry: most renders read only strings and scalars.
func (sh *sharing) init(s Scope) bool {
	m, ok := s.(Mutator)
	if !ok {
		return false
	}
	*sh = sharing{m: m, fr: freezerOf(m)}
	return true
}

func freezerOf(m Mutator) Freezer {
	fr, _ := m.(Freezer)
	return fr
}

// frozen reports whether v arrives in Ruby frozen.
func (sh *sharing) frozen(v values.Value) bool {
	return sh != nil && sh.fr != nil && sh.fr.Frozen(v)
}

// walkBudget bounds recursive walks over values.
type walkBudget struct{ n int }

func (b *walkBudget) spend(depth int) bool {
	b.n--
	return b.n > 0 && depth < 200
}

const walkLimit = 1 << 17

// fromScope converts a value read from the scope: the same Puppet array or
// hash always gives the same Ruby object in a render. name is the variable
// name it was read as ("" for none).
func (r *render) fromScope(name string, v values.Value) ruby.Value {
	sh := r.share
	if sh == nil {
		return r.in.FromPuppet(v)
	}
	var rv ruby.Value
	if s, ok := v.(string); ok && name != "" {
		// A string variable: @s and scope['s'] are one String object.
		id := identity(v)
		if id.p != nil {
			if o, ok := sh.byPuppet[id]; ok {
				return o
			}
		}
		str := ruby.NewString(s)
		if sh.frozen(v) {
			str.Freeze()
		}
		rv = str
		if id.p != nil {
			sh.put(id, rv)
		}
	} else {
		rv = r.convert(v, &walkBudget{walkLimit}, 0)
	}
	if name != "" {
		switch rv.(type) {
		case *ruby.String, *ruby.Array, *ruby.Hash:
			for _, n := range sh.named {
				if n.name == name && n.rv == rv {
					return rv
				}
			}
			sh.named = append(sh.named, namedObj{name, rv, v})
		}
	}
	return rv
}

// convert is FromPuppet sharing the Ruby objects of Puppet arrays and
// hashes, and of a string given as itself (a function's argument); a
// string inside an array or hash is a String of its own (the array is
// written back when it changes).
func (r *render) convert(v values.Value, b *walkBudget, depth int) ruby.Value {
	sh := r.share
	switch x := v.(type) {
	case string:
		id := identity(v)
		if depth == 0 && id.p != nil {
			if o, ok := sh.byPuppet[id]; ok {
				return o
			}
		}
		str := ruby.NewString(x)
		if sh.frozen(v) {
			str.Freeze()
			return str
		}
		if depth == 0 && id.p != nil {
			sh.put(id, str)
			sh.record(str, v)
		}
		return str
	case []values.Value:
		// (v, not x: x made an interface again is an allocation)
		id := identity(v)
		if id.p != nil {
			if o, ok := sh.byPuppet[id]; ok {
				return o
			}
		}
		if !b.spend(depth) {
			return r.in.FromPuppet(v)
		}
		elems := make([]ruby.Value, len(x))
		a := ruby.NewArray(elems)
		if id.p != nil {
			sh.put(id, a)
		}
		for i, e := range x {
			elems[i] = r.convert(e, b, depth+1)
		}
		if sh.frozen(v) {
			a.Freeze()
		}
		sh.record(a, v)
		return a
	case *values.Hash:
		if o, ok := sh.byPuppet[hashID(x)]; ok {
			return o
		}
		if !b.spend(depth) {
			return r.in.FromPuppet(v)
		}
		h := ruby.NewHash()
		sh.put(hashID(x), h)
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			h.Set(r.in.FromPuppet(k), r.convert(e, b, depth+1))
		}
		if sh.frozen(v) {
			h.Freeze()
		}
		sh.record(h, x)
		return h
	}
	return r.in.FromPuppet(v)
}

// put records the Ruby object made of the Puppet value with identity id.
func (sh *sharing) put(id valueID, rv ruby.Value) {
	if sh.byPuppet == nil {
		sh.byPuppet = map[valueID]ruby.Value{}
	}
	sh.byPuppet[id] = rv
}

func (sh *sharing) record(rv ruby.Value, pv values.Value) {
	if sh.index == nil {
		sh.index = map[ruby.Value]int{}
	}
	sh.index[rv] = len(sh.objs)
	sh.objs = append(sh.objs, sharedObj{rv, pv})
}

// toPuppet converts a Ruby value for Puppet: a value Puppet cannot hold
// travels as a RubyObject (Puppet keeps the Ruby object itself).
func (r *render) toPuppet(v ruby.Value) values.Value {
	pv, err := r.in.ToPuppet(v)
	if err != nil {
		return &RubyObject{V: v}
	}
	return pv
}

// flushMutations reports the values the template changed since the last
// flush to the scope.
func (r *render) flushMutations() {
	sh := r.share
	if sh == nil || r.in.Mutations() == sh.seen {
		return
	}
	sh.seen = r.in.Mutations()
	changed := map[ruby.Value]bool{}
	for _, o := range sh.objs {
		if !sameContent(o.rv, o.pv, &walkBudget{walkLimit}, 0) {
			changed[o.rv] = true
		}
	}
	for _, n := range sh.named {
		if s, ok := n.rv.(*ruby.String); ok {
			if ps, _ := n.pv.(string); ps != s.String() {
				changed[s] = true
			}
		}
	}
	if len(changed) == 0 {
		return
	}
	// The new Puppet values: an unchanged array or hash inside a changed
	// one stays the Puppet value it was (keeping its identity).
	made := map[ruby.Value]values.Value{}
	var export func(v ruby.Value, b *walkBudget, depth int) values.Value
	export = func(v ruby.Value, b *walkBudget, depth int) values.Value {
		switch x := v.(type) {
		case *ruby.Array, *ruby.Hash:
			if i, ok := sh.index[v]; ok && !changed[v] {
				return sh.objs[i].pv
			}
			if p, ok := made[v]; ok {
				return p
			}
			if !b.spend(depth) {
				return nil
			}
			if a, ok := x.(*ruby.Array); ok {
				out := make([]values.Value, a.Len())
				made[v] = out
				for i, e := range a.Elems() {
					out[i] = export(e, b, depth+1)
				}
				return out
			}
			h := x.(*ruby.Hash)
			out := values.NewHash(h.Len())
			made[v] = out
			h.Each(func(k, e ruby.Value) bool {
				out.Put(r.toPuppet(k), export(e, b, depth+1))
				return true
			})
			return out
		}
		return r.toPuppet(v)
	}
	reported := map[ruby.Value]bool{}
	for i := range sh.named {
		n := &sh.named[i]
		if !changed[n.rv] {
			continue
		}
		nv := export(n.rv, &walkBudget{walkLimit}, 0)
		// An array or hash read under several names is one object: the
		// scope replaces it everywhere at the first report. Strings
		// have no identity there, each name is rebound.
		_, isStr := n.rv.(*ruby.String)
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
		if id := identity(nv); id.p != nil {
			sh.put(id, o.rv)
		}
	}
	for _, n := range sh.named {
		if s, ok := n.rv.(*ruby.String); ok && changed[s] {
			if id := identity(n.pv); id.p != nil {
				sh.put(id, s)
			}
		}
	}
}

// sameContent reports whether the Ruby value rv still is what the Puppet
// value pv converts to.
func sameContent(rv ruby.Value, pv values.Value, b *walkBudget, depth int) bool {
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
	case *ruby.String:
		y, ok := pv.(string)
		return ok && x.String() == y
	case ruby.Symbol:
		if _, ok := pv.(values.Default); ok {
			return x == "default"
		}
		return false
	case *ruby.Array:
		y, ok := pv.([]values.Value)
		if !ok || x.Len() != len(y) || !b.spend(depth) {
			return false
		}
		for i, e := range x.Elems() {
			if !sameContent(e, y[i], b, depth+1) {
				return false
			}
		}
		return true
	case *ruby.Hash:
		y, ok := pv.(*values.Hash)
		if !ok || x.Len() != y.Len() || !b.spend(depth) {
			return false
		}
		same, i := true, 0
		x.Each(func(k, e ruby.Value) bool {
			pk, pe := y.At(i)
			i++
			if !sameContent(k, pk, b, depth+1) || !sameContent(e, pe, b, depth+1) {
				same = false
			}
			return same
		})
		return same
	case *ruby.Regexp:
		y, ok := pv.(*values.Regexp)
		return ok && x.Source == y.Source
	}
	if o, ok := pv.(*RubyObject); ok {
		return o.V == rv
	}
	if o, ok := rv.(*ruby.Object); ok {
		// a Puppet value a template cannot change (a type, Sensitive, ...)
		_ = o
		return true
	}
	return false
}

// toScope converts a Ruby value given back to Puppet (a function's
// argument): an array or hash made of a Puppet value is that value (the
// template's changes were flushed before).
func (r *render) toScope(v ruby.Value) values.Value {
	if sh := r.share; sh != nil {
		if i, ok := sh.index[v]; ok {
			return sh.objs[i].pv
		}
	}
	return r.toPuppet(v)
}

// Sharer gives another Ruby host the value sharing templates have: a
// module's Ruby function (compiler/eval/rubyhost.go) gets the objects of
// its arguments and of closure_scope['x'] shared as a template's @vars
// are, and its in-place changes reported to m when it ends (puppetlabs-
// mysql's strip_hash, voxpupuli-icinga2's closure_scope[...].concat).
type Sharer struct{ r render }

// NewSharer starts sharing for one call in in; changes made before it
// (the Interp's earlier mutations) are not looked at.
func NewSharer(in *ruby.Interp, m Mutator) *Sharer {
	s := &Sharer{r: render{in: in, share: &sharing{m: m, fr: freezerOf(m), seen: in.Mutations()}}}
	return s
}

// Hooks are the Interp's hooks while the call runs.
func (s *Sharer) Hooks() ruby.Hooks { return &s.r }

// Flush reports the values changed in place since the last flush.
func (s *Sharer) Flush() { s.r.flushMutations() }
