package ruby

import (
	"slices"

	"github.com/punch-dev/punch/compiler/values"
)

// Resources, defined type instances and classes made from Ruby, as 3.x
// functions of older modules make them (voxpupuli/puppet-system's
// system_create_resources, fuel's l23network, QA-FORGE-10 H6):
//
//	r = Puppet::Parser::Resource.new(type, title, :scope => self, :source => t)
//	r.virtual = v; r.exported = e; r.set_parameter(k, v)
//	t.instantiate_resource(self, r)        # a defined type
//	compiler.add_resource(self, r)
//	find_hostclass(name).ensure_in_catalog(self, params)
//	compiler.catalog.add_class(name)
//
// The resource is the function's own until compiler.add_resource hands it
// to the compile, which declares it as Puppet's add_resource does (a
// duplicate is Puppet's "Duplicate declaration", a defined type's instance
// and a class are evaluated later with the others, a virtual one waits
// for its collector); from then on the object is that catalog resource.

// MadeParam is one parameter a Ruby-made resource was given.
type MadeParam struct {
	Name  string
	Value values.Value
}

// MadeResource is a resource Ruby made with Puppet::Parser::Resource.new,
// as compiler.add_resource hands it over: its canonical type and title
// (Puppet::Resource.type_and_title's), its flags and its parameters in the
// order they were first set.
type MadeResource struct {
	Type, Title       string
	Virtual, Exported bool
	Params            []MadeParam
	// Tags are those Ruby gave with tag(), valid and lower case, in
	// order (not the type's and title's, which the compile adds itself)
	Tags []string
}

// ResourceMaker is implemented by hosts that let Ruby add resources and
// classes to the compile. Each method runs in the host's calling scope
// (the scope given to add_resource, ensure_in_catalog...).
type ResourceMaker interface {
	// AddResource is Compiler#add_resource: r joins the catalog (failing
	// as Puppet's catalog does on a duplicate), contained in the scope's
	// resource; a defined type's instance or a class is evaluated later,
	// as Puppet's evaluate_definitions takes them. It returns r's
	// reference as the catalog has it.
	AddResource(r MadeResource) (values.Value, error)
	// EnsureClass is Puppet::Resource::Type#ensure_in_catalog of a class:
	// without parameters (withParams false) the class's resource when the
	// catalog has it already, else a new class resource with params (its
	// parent class first), evaluated later. It returns its reference.
	EnsureClass(name string, params []MadeParam, withParams bool) (values.Value, error)
	// EnsureParentClass is the part of instantiate_resource a class
	// resource needs: its parent class in the catalog.
	EnsureParentClass(name string) error
	// AddClassNames is Catalog#add_class: names join the catalog's
	// classes and tags.
	AddClassNames(names []string)
	// SetResourceParam is Puppet::Parser::Resource#set_parameter of a
	// resource the catalog has: p replaces the parameter of that name.
	// ok is false when ref names no resource of the catalog.
	SetResourceParam(ref values.Value, p MadeParam) (ok bool, err error)
}

// madeResource is the state of a Puppet::Parser::Resource Ruby made, kept
// by the compile's Interp (puppetState.made) for its object.
type madeResource struct {
	MadeResource
	// added: compiler.add_resource took it; the object is now the
	// catalog's resource
	added bool
	// virtual is the object's own @virtual as Ruby set it (nil until
	// virtual= or exported= true): Puppet's virtual? answers it, also once
	// the resource is in the catalog, until a collector realizes it
	virtual Value
	// scope is the Puppet::Parser::Scope it was made with (:scope)
	scope Value
}

// virtualFlag is virtual? of a Ruby-made resource; realized tells that
// the catalog's resource is no longer virtual.
func (m *madeResource) virtualFlag(inCatalogVirtual bool) Value {
	if m.added && Truthy(m.virtual) && !inCatalogVirtual {
		// realized: Puppet's collector set virtual to false
		return false
	}
	return m.virtual
}

// resourceMaker is the host's ResourceMaker at the scope the Ruby object
// scope stands for (a Puppet::Parser::Scope of the compile), or the
// unsupported error naming what needed it.
func (in *Interp) resourceMaker(scope Value, what string) (ResourceMaker, error) {
	h := in.hostOfScope(scope)
	rm, ok := h.(ResourceMaker)
	if !ok {
		return nil, in.unsupportedErr(what + " (the host adds no resources)")
	}
	return rm, nil
}

// hostOfScope is the host whose calling scope is the one the Ruby object
// scope stands for: another scope of the compile answers through its own
// host (ScopeChainHost.AtScope); anything else is the calling scope.
func (in *Interp) hostOfScope(scope Value) Host {
	o, _ := scope.(*Object)
	if o == nil {
		return in.host
	}
	d, _ := o.Data.(*scopeData)
	ch, ok := in.host.(ScopeChainHost)
	if d == nil || !ok {
		return in.host
	}
	ref := d.ref
	if d.top {
		ref = ch.TopScopeRef()
	}
	if ref == nil || ref == ch.ScopeRef() {
		return in.host
	}
	return ch.AtScope(ref)
}

// withHost runs f with h as the Interp's host (the host of another scope
// of the compile), then puts the calling one back.
func (in *Interp) withHost(h Host, f func() (Value, error)) (Value, error) {
	saved := in.host
	in.host = h
	defer func() { in.host = saved }()
	return f()
}

// madeOf is the state of a Ruby-made resource object, nil for any other.
func (in *Interp) madeOf(v Value) *madeResource {
	o, _ := v.(*Object)
	if o == nil || in.puppet == nil {
		return nil
	}
	return in.puppet.made[o]
}

// pendingOf is the state of a Ruby-made resource not added yet.
func (in *Interp) pendingOf(v Value) *madeResource {
	if m := in.madeOf(v); m != nil && !m.added {
		return m
	}
	return nil
}

// madeParam is a parameter as set_parameter takes it: a
// Puppet::Parser::Resource::Param (its name and value), or a name (String
// or Symbol, Puppet's name.intern) and a Ruby value, which Puppet keeps as
// it is and which reaches the catalog as a 3.x function's value does
// (:undef is undef).
func (in *Interp) madeParam(name, value Value) (MadeParam, error) {
	if o, ok := name.(*Object); ok && o.class != nil && in.isA(o, in.keptModule("Puppet::Parser::Resource::Param")) {
		name, value = o.Ivar("@name"), o.Ivar("@value")
	}
	n, ok := symOrStr(name)
	if !ok {
		return MadeParam{}, in.raise(cNoMethodError, 0, "undefined method `intern' for %s", in.inspect(name))
	}
	pv, err := in.toPuppet(convertReturn3(value))
	if err != nil {
		return MadeParam{}, err
	}
	return MadeParam{Name: n, Value: pv}, nil
}

// set replaces the parameter of p's name or appends p (Ruby's Hash
// keeps the first position of a key).
func (m *madeResource) set(p MadeParam) {
	for i := range m.Params {
		if m.Params[i].Name == p.Name {
			m.Params[i] = p
			return
		}
	}
	m.Params = append(m.Params, p)
}

func (in *Interp) definePuppetResourceMaking() {
	res := in.keptModule("Puppet::Parser::Resource")
	attrs := []string{"scope", "source", "parameters", "file", "line", "virtual", "exported"}
	// Puppet::Parser::Resource.new(type, title, attributes[, with_defaults])
	res.DefineSingletonMethod("new", 2, 4, func(c *Call) (Value, error) {
		in := c.In
		var at *Hash
		if len(c.Args) > 2 {
			at, _ = c.Args[2].(*Hash)
		}
		if at == nil {
			return nil, in.raise(cArgumentError, 0, "Resources require a hash as last argument")
		}
		if len(c.Args) > 3 && !Truthy(c.Args[3]) {
			return nil, in.unsupportedErr("Puppet::Parser::Resource.new without the scope's resource defaults")
		}
		get := func(k string) Value {
			v, _ := at.Get(Symbol(k))
			return v
		}
		for _, k := range at.keys {
			if s, ok := k.(Symbol); !ok || !slices.Contains(attrs, string(s)) {
				return nil, in.unsupportedErr("Puppet::Parser::Resource.new with the attribute " + in.inspect(k))
			}
		}
		if get("scope") == nil {
			return nil, in.raise(cArgumentError, 0, "Resources require a scope")
		}
		typ, title, err := in.typeAndTitle(c.Args[0], c.Args[1])
		if err != nil {
			return nil, err
		}
		if err := in.checkTypeTag(typ); err != nil {
			return nil, err
		}
		var ref values.Value = values.ResourceRef(typ, title)
		if typ == "Class" {
			ref = values.ClassRef(title)
		}
		o := in.catalogResourceObject(ref).(*Object)
		m := &madeResource{MadeResource: MadeResource{Type: typ, Title: title}, scope: get("scope")}
		if v, ok := at.Get(Symbol("virtual")); ok {
			m.virtual = v
		}
		if Truthy(get("exported")) {
			m.virtual, m.Exported = true, true
		}
		m.Virtual = Truthy(m.virtual)
		if ps, ok := get("parameters").(*Array); ok {
			for _, p := range ps.a {
				mp, err := in.madeParam(p, nil)
				if err != nil {
					return nil, err
				}
				m.set(mp)
			}
		}
		ps := in.puppetAPI()
		if ps.made == nil {
			ps.made = map[*Object]*madeResource{}
		}
		ps.made[o] = m
		return o, nil
	})
	setParam := func(c *Call) (mp MadeParam, err error) {
		var v Value
		if len(c.Args) > 1 {
			v = c.Args[1]
		}
		mp, err = c.In.madeParam(c.Args[0], v)
		if err != nil {
			return mp, err
		}
		if m := c.In.pendingOf(c.Self); m != nil {
			m.set(mp)
			return mp, nil
		}
		rm, err := c.In.resourceMaker(nil, "Puppet::Parser::Resource#set_parameter of a catalog resource")
		if err != nil {
			return mp, err
		}
		ref, _ := pvOf(c.Self)
		ok, err := rm.SetResourceParam(ref, mp)
		if err == nil && !ok {
			err = c.In.unsupportedErr("Puppet::Parser::Resource#set_parameter of a resource not in the catalog")
		}
		return mp, err
	}
	res.DefineMethod("set_parameter", 1, 2, func(c *Call) (Value, error) {
		mp, err := setParam(c)
		if err != nil {
			return nil, err
		}
		return c.In.paramObjectOf(ResourceParam{Name: mp.Name, Value: mp.Value}), nil
	})
	res.DefineMethod("[]=", 2, 2, func(c *Call) (Value, error) {
		_, err := setParam(c)
		return c.Args[1], err
	})
	// virtual= and exported= of a resource not added yet (exported= true
	// makes it virtual too, as Puppet's)
	res.DefineMethod("virtual=", 1, 1, func(c *Call) (Value, error) {
		m := c.In.pendingOf(c.Self)
		if m == nil {
			return nil, c.In.unsupportedErr("Puppet::Parser::Resource#virtual= of a resource in the catalog")
		}
		m.virtual = c.Args[0]
		m.Virtual = Truthy(m.virtual)
		return c.Args[0], nil
	})
	res.DefineMethod("exported=", 1, 1, func(c *Call) (Value, error) {
		m := c.In.pendingOf(c.Self)
		if m == nil {
			return nil, c.In.unsupportedErr("Puppet::Parser::Resource#exported= of a resource in the catalog")
		}
		m.Exported = Truthy(c.Args[0])
		if m.Exported {
			m.virtual, m.Virtual = true, true
		}
		return c.Args[0], nil
	})
	comp := in.keptModule("Puppet::Parser::Compiler")
	// add_resource(scope, resource)
	comp.DefineMethod("add_resource", 2, 2, func(c *Call) (Value, error) {
		in := c.In
		m := in.madeOf(c.Args[1])
		if m == nil {
			return nil, in.unsupportedErr("Puppet::Parser::Compiler#add_resource of " + in.className(c.Args[1]) + " (only a Puppet::Parser::Resource made with new)")
		}
		rm, err := in.resourceMaker(c.Args[0], "Puppet::Parser::Compiler#add_resource")
		if err != nil {
			return nil, err
		}
		_, err = in.withHost(rm.(Host), func() (Value, error) {
			_, err := rm.AddResource(m.MadeResource)
			return nil, err
		})
		if err != nil {
			return nil, err
		}
		m.added = true
		return nil, nil
	})
	addClass := func(c *Call) (Value, error) {
		rm, err := c.In.resourceMaker(nil, "Puppet::Resource::Catalog#add_class")
		if err != nil {
			return nil, err
		}
		fl, err := c.In.callMethod(&Array{a: append([]Value(nil), c.Args...)}, "flatten", nil, nil, nil, false)
		if err != nil {
			return nil, err
		}
		var names []string
		for _, n := range fl.(*Array).a {
			names = append(names, c.In.toS(n))
		}
		rm.AddClassNames(names)
		return nil, nil
	}
	// Compiler#add_class(name) (not main's ''), Catalog#add_class(*names);
	// an Array given is taken as its names (Puppet would keep the Array
	// itself in the catalog's classes, and tag its names)
	comp.DefineMethod("add_class", 1, 1, func(c *Call) (Value, error) {
		if s, ok := c.Args[0].(*String); ok && s.String() == "" {
			return nil, nil
		}
		return addClass(c)
	})
	in.keptModule("Puppet::Resource::Catalog").DefineMethod("add_class", 0, -1, addClass)

	rtype := in.keptModule("Puppet::Resource::Type")
	// instantiate_resource(scope, resource): a class's parent class joins
	// the catalog first; nothing for a defined type
	rtype.DefineMethod("instantiate_resource", 2, 2, func(c *Call) (Value, error) {
		d := c.Self.(*Object).Data.(*resourceTypeData)
		if d.kind != "hostclass" {
			return nil, nil
		}
		rm, err := c.In.resourceMaker(c.Args[0], "Puppet::Resource::Type#instantiate_resource")
		if err != nil {
			return nil, err
		}
		return c.In.withHost(rm.(Host), func() (Value, error) { return nil, rm.EnsureParentClass(d.name) })
	})
	// ensure_in_catalog(scope, parameters = nil)
	rtype.DefineMethod("ensure_in_catalog", 1, 2, func(c *Call) (Value, error) {
		in := c.In
		d := c.Self.(*Object).Data.(*resourceTypeData)
		switch d.kind {
		case "definition":
			return nil, in.raise(cArgumentError, 0, "Cannot create resources for defined resource types")
		case "hostclass":
		default:
			return nil, in.unsupportedErr("Puppet::Resource::Type#ensure_in_catalog of a " + d.kind)
		}
		var params []MadeParam
		with := len(c.Args) > 1 && c.Args[1] != nil
		if with {
			switch ps := c.Args[1].(type) {
			case *Hash:
				for i, k := range ps.keys {
					mp, err := in.madeParam(k, ps.vals[i])
					if err != nil {
						return nil, err
					}
					params = append(params, mp)
				}
			case *Array:
				for _, p := range ps.a {
					mp, err := in.madeParam(p, nil)
					if err != nil {
						return nil, err
					}
					params = append(params, mp)
				}
			default:
				return nil, in.raise(cNoMethodError, 0, "undefined method `each' for %s", in.inspect(c.Args[1]))
			}
		}
		rm, err := in.resourceMaker(c.Args[0], "Puppet::Resource::Type#ensure_in_catalog")
		if err != nil {
			return nil, err
		}
		return in.withHost(rm.(Host), func() (Value, error) {
			ref, err := rm.EnsureClass(d.name, params, with)
			if err != nil {
				return nil, err
			}
			return in.catalogResourceObject(ref), nil
		})
	})
}

// pendingParam is [] of a resource Ruby made and did not add yet: its
// parameter of that name, or its title.
func (in *Interp) pendingParam(m *madeResource, name Value) Value {
	n := in.symStr(name)
	if n == "title" {
		return NewString(m.Title)
	}
	for _, p := range m.Params {
		if p.Name == n {
			return in.fromPuppet(p.Value)
		}
	}
	return nil
}
