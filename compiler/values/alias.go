package values

import (
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// TypeAliasT is a named type alias (`type Name = ...`), resolved lazily on
// first use so that aliases may refer to themselves and to each other:
//
//	type Tree = Array[Variant[String, Tree]]
//
// The evaluator creates the alias with a resolver that evaluates the alias's
// type expression; the resolver runs once, on the first use of the alias.
// While it runs, the alias (and any alias it reaches that is being resolved
// further up) reads as an unresolved reference, as in Puppet.
type TypeAliasT struct {
	name    string
	resolve func() (Type, error)

	state     atomic.Int32 // 0 unresolved, 1 resolving, 2 resolved
	resolved  Type
	err       error
	recursive bool
	// instanceLoop: the alias reaches itself without descending into the
	// elements of a value (type X = Optional[X]), so instance checks need
	// a recursion guard; structural recursion (Data, Tree) does not.
	instanceLoop bool
	// local: the alias is used by one goroutine only (see
	// NewLocalTypeAlias), and resolved without the process-wide lock.
	local bool
}

// NewTypeAlias returns the alias name whose definition resolve produces.
func NewTypeAlias(name string, resolve func() (Type, error)) *TypeAliasT {
	return &TypeAliasT{name: name, resolve: resolve}
}

// NewLocalTypeAlias is NewTypeAlias for an alias that only one goroutine
// uses, such as the aliases one compile makes of the environment's `type`
// definitions: it is resolved without the process-wide lock, whose
// re-entrancy check (the goroutine's id, from a stack trace) costs about
// as much as a deep evaluation stack is long.
func NewLocalTypeAlias(name string, resolve func() (Type, error)) *TypeAliasT {
	return &TypeAliasT{name: name, resolve: resolve, local: true}
}

// NewResolvedTypeAlias returns the alias name for the already built type t.
func NewResolvedTypeAlias(name string, t Type) *TypeAliasT {
	return NewTypeAlias(name, func() (Type, error) { return t, nil })
}

// Alias resolution is serialized by one process-wide lock, re-entrant for
// the goroutine holding it (a resolver may meet other aliases, which are
// then resolved on the same goroutine). It is taken only until each alias
// has been resolved once.
var (
	resolveMu    sync.Mutex
	resolveOwner atomic.Int64
)

func goid() int64 {
	var buf [64]byte
	n := runtime.Stack(buf[:], false)
	s := strings.TrimPrefix(string(buf[:n]), "goroutine ")
	id, _ := strconv.ParseInt(s[:strings.IndexByte(s, ' ')], 10, 64)
	return id
}

func lockResolve() func() {
	id := goid()
	if resolveOwner.Load() == id {
		return func() {}
	}
	resolveMu.Lock()
	resolveOwner.Store(id)
	return func() {
		resolveOwner.Store(0)
		resolveMu.Unlock()
	}
}

func (t *TypeAliasT) doResolve() {
	if t.state.Load() == 2 {
		return
	}
	if t.local {
		t.resolveLocked()
		return
	}
	unlock := lockResolve()
	defer unlock()
	t.resolveLocked()
}

// current returns the resolved type, or nil while it is being resolved.
// The caller holds the resolution lock or knows the alias is resolved.
func (t *TypeAliasT) current() Type {
	if t.state.Load() == 0 {
		t.resolveLocked()
	}
	return t.resolved
}

func (t *TypeAliasT) resolveLocked() {
	if t.state.Load() != 0 {
		return
	}
	t.state.Store(1)
	defer t.state.Store(2)
	var r Type
	var err error
	if t.resolve == nil {
		err = errorf("Reference to unresolved type %s", t.name)
	} else {
		r, err = t.resolve()
	}
	if err == nil && r == nil {
		err = errorf("Reference to unresolved type %s", t.name)
	}
	if err != nil {
		t.err = err
		t.resolved = TypeReference(t.name)
		return
	}
	r = Normalize(r)
	t.resolved = r
	// A self-recursive alias must resolve to something other than aliases
	// and variants of itself.
	if !hasRealType(r, map[*TypeAliasT]bool{t: true}) {
		t.err = errorf("Type alias '%s' cannot be resolved to a real type", t.name)
		t.resolved = TypeReference(t.name)
		return
	}
	rec := refersTo(r, t, map[Type]bool{})
	if rec {
		// Members of a variant that are nothing but this alias (directly or
		// through other aliases) are dropped, as Puppet does.
		if v, ok := r.(*VariantT); ok {
			var real []Type
			for _, m := range v.Types {
				if hasRealType(m, map[*TypeAliasT]bool{t: true}) {
					real = append(real, m)
				}
			}
			if len(real) != len(v.Types) {
				r = VariantType(real...)
				t.resolved = r
			}
		}
		rec = refersTo(r, t, map[Type]bool{})
	}
	t.recursive = rec
	t.instanceLoop = rec && loopsWithoutConsuming(r, t, map[Type]bool{})
}

// loopsWithoutConsuming reports whether target is reachable from t through
// types whose instance check looks at the same value (variants, optional,
// not-undef, aliases).
func loopsWithoutConsuming(t Type, target *TypeAliasT, seen map[Type]bool) bool {
	switch x := t.(type) {
	case *TypeAliasT:
		if x == target {
			return true
		}
		if seen[x] {
			return false
		}
		seen[x] = true
		return loopsWithoutConsuming(x.current(), target, seen)
	case *VariantT:
		for _, m := range x.Types {
			if loopsWithoutConsuming(m, target, seen) {
				return true
			}
		}
	case *OptionalT:
		return x.Type != nil && loopsWithoutConsuming(x.Type, target, seen)
	case *NotUndefT:
		return x.Type != nil && loopsWithoutConsuming(x.Type, target, seen)
	case *InitT:
		return x.Type != nil && loopsWithoutConsuming(x.Type, target, seen)
	}
	return false
}

// Resolved returns the aliased type; an alias that failed to resolve gives
// an unresolved TypeReference (see Err).
func (t *TypeAliasT) Resolved() Type {
	t.doResolve()
	if t.state.Load() != 2 {
		// Met again while being resolved on this goroutine.
		if t.resolved != nil {
			return t.resolved
		}
		return TypeReference(t.name)
	}
	return t.resolved
}

// Err returns the error met while resolving the alias, if any.
func (t *TypeAliasT) Err() error {
	t.doResolve()
	return t.err
}

func (t *TypeAliasT) selfRecursive() bool {
	t.doResolve()
	return t.recursive
}

// Name is the alias's name.
func (t *TypeAliasT) Name() string { return t.name }

// String is how Puppet prints an alias on its own: "Name = Type", with the
// aliases it refers to expanded once (built-in aliases such as Data stay
// as their name). Nested in another type, an alias prints as its name.
func (t *TypeAliasT) String() string { return aliasExpandedString(t) }

func (t *TypeAliasT) isInstance(v Value, g *guard) bool {
	r := t.Resolved()
	if t.instanceLoop {
		if g == nil {
			g = &guard{}
		}
		k := valueIdentity(v)
		if !g.enterInstance(t, k) {
			return false
		}
		defer g.leaveInstance(t, k)
	}
	return r.isInstance(v, g)
}
func (t *TypeAliasT) assignableFrom(o Type, g *guard) bool {
	return assignable(t.Resolved(), o, g)
}
func (t *TypeAliasT) equal(o Type) bool {
	x, ok := o.(*TypeAliasT)
	return ok && x.name == t.name
}

// hasRealType reports whether t is anything but aliases (in seen) and
// variants of them.
func hasRealType(t Type, seen map[*TypeAliasT]bool) bool {
	switch x := t.(type) {
	case *TypeAliasT:
		if seen[x] {
			return false
		}
		seen[x] = true
		r := x.current()
		if r == nil {
			return true // being resolved further up: assume real
		}
		return hasRealType(r, seen)
	case *VariantT:
		for _, m := range x.Types {
			if hasRealType(m, seen) {
				return true
			}
		}
		return false
	}
	return true
}

// refersTo reports whether target is reachable from t.
func refersTo(t Type, target *TypeAliasT, seen map[Type]bool) bool {
	if t == nil {
		return false
	}
	if a, ok := t.(*TypeAliasT); ok {
		if a == target {
			return true
		}
		if seen[a] {
			return false
		}
		seen[a] = true
		return refersTo(a.current(), target, seen)
	}
	for _, c := range childTypes(t) {
		if refersTo(c, target, seen) {
			return true
		}
	}
	return false
}

// childTypes lists the types a type is made of.
func childTypes(t Type) []Type {
	switch x := t.(type) {
	case *ArrayT:
		return []Type{x.Elem}
	case *HashT:
		return []Type{x.Key, x.Value}
	case *TupleT:
		return x.Types
	case *StructT:
		out := make([]Type, 0, 2*len(x.Elements))
		for _, e := range x.Elements {
			out = append(out, e.Key, e.Value)
		}
		return out
	case *VariantT:
		return x.Types
	case *OptionalT:
		return []Type{x.Type}
	case *NotUndefT:
		return []Type{x.Type}
	case *TypeT:
		return []Type{x.Type}
	case *IterableT:
		return []Type{x.Type}
	case *IteratorT:
		return []Type{x.Type}
	case *SensitiveT:
		return []Type{x.Type}
	case *InitT:
		return []Type{x.Type}
	case *CallableT:
		out := []Type{x.Block, x.Return}
		if x.Params != nil {
			out = append(out, x.Params)
		}
		return out
	}
	return nil
}

// guard stops infinite recursion through self-recursive aliases.
type guard struct {
	pairs     map[[2]any]bool
	instances map[[2]any]bool
}

func (g *guard) enterPair(a *TypeAliasT, o Type) bool {
	if g.pairs == nil {
		g.pairs = map[[2]any]bool{}
	}
	k := [2]any{a, o}
	if g.pairs[k] {
		return false
	}
	g.pairs[k] = true
	return true
}

func (g *guard) leavePair(a *TypeAliasT, o Type) { delete(g.pairs, [2]any{a, o}) }

func (g *guard) enterInstance(a *TypeAliasT, v any) bool {
	if g.instances == nil {
		g.instances = map[[2]any]bool{}
	}
	k := [2]any{a, v}
	if g.instances[k] {
		return false
	}
	g.instances[k] = true
	return true
}

func (g *guard) leaveInstance(a *TypeAliasT, v any) { delete(g.instances, [2]any{a, v}) }

// valueIdentity returns a comparable key naming v in the instance guard of
// an alias that loops: a collection by identity (values.Identity, the one
// rule of what is the same Ruby object; every empty array is one key), any
// other comparable value by itself.
func valueIdentity(v Value) any {
	if id, ok := Identity(v); ok {
		return id
	}
	switch x := v.(type) {
	case []Value:
		return sliceIdentity{}
	case *Regexp, *Binary, *Iterator, *SemVerRange, nil, Default, bool, int64, float64, string, SemVer, Timespan, Timestamp, *BigTimestamp:
		return x
	}
	return nil
}

// Built-in aliases (Puppet's static loader).
var builtinAliases = map[string]bool{"Data": true, "RichData": true, "RichDataKey": true}

var (
	dataAlias, richDataAlias, richDataKeyAlias *TypeAliasT
)

func init() {
	dataAlias = NewTypeAlias("Data", func() (Type, error) {
		return &VariantT{Types: []Type{theScalarData, theUndef, newHash(theString, dataAlias, nil), newArray(dataAlias, nil)}}, nil
	})
	richDataKeyAlias = NewTypeAlias("RichDataKey", func() (Type, error) {
		return &VariantT{Types: []Type{theString, theNumeric}}, nil
	})
	richDataAlias = NewTypeAlias("RichData", func() (Type, error) {
		return &VariantT{Types: []Type{theScalar, theSemVerRange, theBinary, theSensitive, theType,
			theUndef, theDefault, newHash(richDataKeyAlias, richDataAlias, nil), newArray(richDataAlias, nil)}}, nil
	})
}

// DataType returns the built-in alias Data.
func DataType() *TypeAliasT { return dataAlias }

// RichDataType returns the built-in alias RichData.
func RichDataType() *TypeAliasT { return richDataAlias }
