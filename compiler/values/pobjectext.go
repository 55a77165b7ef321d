package values

import "strings"

// Type parameters of Object types (Pcore's type_parameters) and the
// parameterized Object types they allow (Puppet's PObjectTypeExtension):
// Error['kind'] is the Error type narrowed to the instances whose kind
// matches 'kind' with the case semantics of Puppet's match (strings
// compare case-insensitively, regexps match, types test instances,
// default and undef as in a case option).
//
// An instance of an Object type that has type parameters infers as the
// parameterized type of its own attribute values (type($e) is
// Error['mykind', undef]).

// initTypeParams is PObjectType#_pcore_init_from_hash's type_parameters
// part: each spec is a type or a hash with a type (and a value); the type
// is made Optional; a name the parent already declares must say override.
func (t *ObjectT) initTypeParams(specs *Hash, parent *ObjectT) error {
	if specs == nil || specs.Len() == 0 {
		return nil
	}
	var inherited map[string]any
	if parent != nil {
		inherited = map[string]any{}
		for _, p := range parent.typeParams() {
			inherited[p.Name] = p
		}
	}
	for i := 0; i < specs.Len(); i++ {
		k, spec := specs.At(i)
		name, _ := k.(string)
		a := &ObjAttr{Name: name, container: t, typeParam: true}
		var typ Value
		if h, ok := spec.(*Hash); ok {
			typ, _ = h.Get("type")
			a.Value, a.HasValue = h.Get("value")
		} else {
			if err := assertType(a.Label(), theType, spec); err != nil {
				return err
			}
			typ = spec
		}
		pt, ok := typ.(Type)
		if !ok {
			return errorf("initializer for %s expects a value for key 'type'", a.Label())
		}
		if _, opt := pt.(*OptionalT); !opt {
			pt = &OptionalT{Type: pt}
		}
		a.Type = pt
		if err := assertOverride(a.Label(), a.Override, a.feature(), a, inherited); err != nil {
			return err
		}
		t.tparams = append(t.tparams, a)
	}
	return nil
}

// typeParams is type_parameters(true): the parents' first, a redeclared
// one in its parent's place.
func (t *ObjectT) typeParams() []*ObjAttr {
	p := t.resolvedParent()
	if p == nil {
		return t.tparams
	}
	all := p.typeParams()
	if len(t.tparams) == 0 {
		return all
	}
	out := append([]*ObjAttr(nil), all...)
	for _, a := range t.tparams {
		replaced := false
		for i, b := range out {
			if b.Name == a.Name {
				out[i], replaced = a, true
				break
			}
		}
		if !replaced {
			out = append(out, a)
		}
	}
	return out
}

// parameterized: the type or a parent declares type parameters.
func (t *ObjectT) parameterized() bool {
	for o := t; o != nil; o = o.resolvedParent() {
		if len(o.tparams) > 0 {
			return true
		}
	}
	return false
}

// ObjectExtT is a parameterized Object type, Error['kind'].
type ObjectExtT struct {
	base *ObjectT
	// names and vals: the parameters given, in the order Puppet keeps them
	// (the type's order for positional ones, the hash's for named ones).
	names []string
	vals  []Value
}

// NewObjectExt is base[keys] (PObjectTypeExtension.create): positional
// values in the order of the type parameters (default skips one), or one
// hash of them by name.
func NewObjectExt(base *ObjectT, keys []Value) (*ObjectExtT, error) {
	x, err := newObjectExt(base, keys)
	if e, ok := err.(*Error); ok && e.Code == "" {
		// Puppet::ParseError and TypeAssertionError: a runtime error
		e.Code = "RUNTIME_ERROR"
	}
	return x, err
}

func newObjectExt(base *ObjectT, keys []Value) (*ObjectExtT, error) {
	if err := base.Resolve(); err != nil {
		return nil, err
	}
	pts := base.typeParams()
	if len(pts) == 0 {
		return nil, errorf("The %s-Type cannot be parameterized using []", base.Label())
	}
	x := &ObjectExtT{base: base}
	add := func(p *ObjAttr, v Value) error {
		if _, skip := v.(Default); skip {
			return nil
		}
		if err := assertType(p.Label(), p.Type, v); err != nil {
			return err
		}
		x.names = append(x.names, p.Name)
		x.vals = append(x.vals, v)
		return nil
	}
	named := false
	if len(keys) == 1 {
		// One hash: the parameters by name, unless the hash is a value
		// of the first parameter.
		if _, ok := keys[0].(*Hash); ok {
			named = !pts[0].Type.isInstance(keys[0], nil)
		}
	}
	if named {
		h := keys[0].(*Hash)
		for i := 0; i < h.Len(); i++ {
			k, v := h.At(i)
			var p *ObjAttr
			for _, q := range pts {
				if s, ok := k.(string); ok && q.Name == s {
					p = q
				}
			}
			if p == nil {
				return nil, errorf("'%s' is not a known type parameter for %s-Type", formatKey(k), base.Label())
			}
			if err := add(p, v); err != nil {
				return nil, err
			}
		}
	} else {
		for i, p := range pts {
			if i >= len(keys) {
				break
			}
			if err := add(p, keys[i]); err != nil {
				return nil, err
			}
		}
	}
	if len(x.names) == 0 {
		return nil, errorf("The %s-Type cannot be parameterized using an empty parameter list", base.Label())
	}
	return x, nil
}

// objectExtOf is the type an instance of a parameterized type infers as
// (PObjectTypeExtension.create_from_instance): each type parameter's
// value is the instance's attribute of that name (undef without one).
func objectExtOf(o *Object) *ObjectExtT {
	pts := o.typ.typeParams()
	x := &ObjectExtT{base: o.typ, names: make([]string, len(pts)), vals: make([]Value, len(pts))}
	for i, p := range pts {
		x.names[i] = p.Name
		if _, ok := o.typ.index[p.Name]; ok {
			x.vals[i], _, _ = o.CallMember(p.Name, nil, false)
		}
	}
	return x
}

// Base is the Object type parameterized.
func (t *ObjectExtT) Base() *ObjectT { return t.base }

func (t *ObjectExtT) param(name string) (Value, bool) {
	for i, n := range t.names {
		if n == name {
			return t.vals[i], true
		}
	}
	return nil, false
}

// Name is the base type's simple name: "Box" for Shop::Box (Puppet's
// PObjectTypeExtension#simple_name).
func (t *ObjectExtT) Name() string {
	n := t.base.Label()
	if i := strings.LastIndex(n, "::"); i >= 0 {
		return n[i+2:]
	}
	return n
}

// String is Puppet's Box[3, 'big']: with at most two type parameters the
// values by position (default for one not given, none after the last
// given), else a hash of those given.
func (t *ObjectExtT) String() string {
	pts := t.base.typeParams()
	var b strings.Builder
	b.WriteString(t.Name())
	b.WriteByte('[')
	if len(pts) > 2 {
		h := NewHash(len(t.names))
		for i, n := range t.names {
			h.Put(n, t.vals[i])
		}
		b.WriteString(objValueString(h, typeStr))
	} else {
		last := -1
		for i, p := range pts {
			if _, ok := t.param(p.Name); ok {
				last = i
			}
		}
		parts := make([]string, 0, last+1)
		for _, p := range pts[:last+1] {
			if v, ok := t.param(p.Name); ok {
				parts = append(parts, objValueString(v, typeStr))
			} else {
				parts = append(parts, "default")
			}
		}
		b.WriteString(strings.Join(parts, ", "))
	}
	b.WriteByte(']')
	return b.String()
}

// isInstance: an instance of the base type whose attribute named by each
// parameter matches the parameter's value.
func (t *ObjectExtT) isInstance(v Value, g *guard) bool {
	if !t.base.isInstance(v, g) {
		return false
	}
	o, ok := v.(*Object)
	if !ok {
		return false
	}
	for i, n := range t.names {
		a, ok := o.typ.member(n).(*ObjAttr)
		if !ok || a.typeParam {
			return false
		}
		av, _, err := o.CallMember(n, nil, false)
		if err != nil {
			return false
		}
		if !matchNoContext(av, t.vals[i]) {
			return false
		}
	}
	return true
}

// assignableFrom (PObjectTypeExtension#_assignable?): o's base type is
// assignable to this one's, and o's parameters match each of these (a
// type parameter value matched by a type: assignable); a type without
// parameters has none to match.
func (t *ObjectExtT) assignableFrom(o Type, g *guard) bool {
	var other *ObjectExtT
	if x, ok := o.(*ObjectExtT); ok {
		other = x
		o = x.base
	}
	if !assignable(t.base, o, g) {
		return false
	}
	for i, n := range t.names {
		if other == nil {
			return false
		}
		a, ok := other.param(n)
		if !ok {
			return false
		}
		b := t.vals[i]
		if matchNoContext(a, b) {
			continue
		}
		at, aok := a.(Type)
		bt, bok := b.(Type)
		if !aok || !bok || !assignable(bt, at, g) {
			return false
		}
	}
	return true
}

// equal is eql?: the same base type and the same parameters.
func (t *ObjectExtT) equal(o Type) bool {
	x, ok := o.(*ObjectExtT)
	if !ok || !t.base.equal(x.base) || len(x.names) != len(t.names) {
		return false
	}
	for i, n := range t.names {
		v, ok := x.param(n)
		if !ok || !RubyEql(t.vals[i], v) {
			return false
		}
	}
	return true
}
