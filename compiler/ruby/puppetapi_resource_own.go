package ruby

import (
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// A Puppet::Resource module Ruby builds for itself (QA-FORGE-13 M2, M4):
//
//	r = Puppet::Resource.new('file', '/x', parameters: { ensure: 'file' })
//	r[:mode] = '0644'; r.keys; r.include?(:mode); r.each { |k, v| }; r.to_hash
//
// is Puppet's plain data object: its parameters are its own (a Hash of
// lower-case Symbols, as parameter_name makes them), not the catalog's,
// even when the catalog has a resource of that type and title. Given back
// to Puppet it is still the resource reference it names.

// ResourceTitleHost is implemented by hosts that know resource types:
// ResourceTitleHash is Puppet::Resource#parse_title of a resource of type
// typ (as Puppet::Resource.type_and_title gives it) and title, the
// attributes its title stands for (the namevar, or the title patterns'
// captures; name for a class or defined type). Namevar is the type's one
// key attribute, "name" when it has none or several (Puppet::Resource#namevar).
type ResourceTitleHost interface {
	ResourceTitleHash(typ, title string) (*values.Hash, error)
	ResourceNamevar(typ string) string
}

// ownResource is the state of such an object (puppetState.own).
type ownResource struct {
	params *Hash
}

// ownOf is the own state of a Puppet::Resource object, nil for a resource
// that stands for the catalog's.
func (in *Interp) ownOf(v Value) *ownResource {
	o, _ := v.(*Object)
	if o == nil || in.puppet == nil {
		return nil
	}
	return in.puppet.own[o]
}

// newOwnResource is a Puppet::Resource of ref with no parameters yet.
func (in *Interp) newOwnResource(ref values.Value) (*Object, *ownResource) {
	o := &Object{class: in.puppetModule("Puppet::Resource"), Data: puppetValue{asResource(ref)}}
	r := &ownResource{params: NewHash()}
	ps := in.puppetAPI()
	if ps.own == nil {
		ps.own = map[*Object]*ownResource{}
	}
	ps.own[o] = r
	return o, r
}

// resourceTitleHost is the host's ResourceTitleHost, or the unsupported
// error naming what needed it.
func (in *Interp) resourceTitleHost(what string) (ResourceTitleHost, error) {
	if th, ok := in.host.(ResourceTitleHost); ok {
		return th, nil
	}
	return nil, in.unsupportedErr(what + " (the host knows no resource types)")
}

// ownParamName is Puppet::Resource#parameter_name: the name in lower case,
// name standing for the type's namevar.
func (in *Interp) ownParamName(self, name Value) (Symbol, error) {
	n := strings.ToLower(in.symStr(name))
	if n == "name" {
		th, err := in.resourceTitleHost("Puppet::Resource#[]")
		if err != nil {
			return "", err
		}
		pv, _ := pvOf(self)
		t, _ := resourceTypeTitle(pv)
		n = th.ResourceNamevar(t)
	}
	return Symbol(n), nil
}

// ownToHash is Puppet::Resource#to_hash: parse_title merged with the
// parameters.
func (in *Interp) ownToHash(self Value, r *ownResource) (*Hash, error) {
	th, err := in.resourceTitleHost("Puppet::Resource#to_hash")
	if err != nil {
		return nil, err
	}
	pv, _ := pvOf(self)
	t, title := resourceTypeTitle(pv)
	parts, err := th.ResourceTitleHash(t, title)
	if err != nil {
		return nil, err
	}
	out := NewHash()
	for i := 0; i < parts.Len(); i++ {
		k, v := parts.At(i)
		ks, _ := k.(string)
		out.put(Symbol(ks), in.fromPuppet(v))
	}
	for i, k := range r.params.keys {
		out.put(k, r.params.vals[i])
	}
	return out, nil
}

// defineOwnResource defines the methods only an own resource has and
// inspect for every resource; [], []= and to_hash of puppet_catalog.go
// answer an own resource with ownGet, ownSet and ownToHash.
func (in *Interp) defineOwnResource(res *Module) {
	// inspect is "Type[title]" and to_hash's inspect, for every resource
	res.DefineMethod("inspect", 0, 0, func(c *Call) (Value, error) {
		s, err := c.In.callMethod(c.Self, "to_s", nil, nil, nil, false)
		if err != nil {
			return nil, err
		}
		h, err := c.In.callMethod(c.Self, "to_hash", nil, nil, nil, false)
		if err != nil {
			return nil, err
		}
		return NewString(c.In.toS(s) + c.In.inspect(h)), nil
	})
	own := func(name string, min, max int, f func(c *Call, r *ownResource) (Value, error)) {
		res.DefineMethod(name, min, max, func(c *Call) (Value, error) {
			r := c.In.ownOf(c.Self)
			if r == nil {
				return nil, c.In.unsupportedErr("Puppet::Resource#" + name + " of a catalog resource")
			}
			return f(c, r)
		})
	}
	// the methods Puppet passes on to the parameters Hash as they are
	for _, n := range []string{"keys", "length", "empty?", "has_key?", "delete"} {
		max := 0
		if n == "has_key?" || n == "delete" {
			max = 1
		}
		own(n, max, max, func(c *Call, r *ownResource) (Value, error) {
			return c.In.callMethod(r.params, c.Name, c.Args, nil, nil, false)
		})
	}
	own("parameters", 0, 0, func(c *Call, r *ownResource) (Value, error) { return r.params, nil })
	own("each", 0, 0, func(c *Call, r *ownResource) (Value, error) {
		for i := 0; i < len(r.params.keys); i++ {
			if _, err := c.In.callBlock(c.Block, []Value{r.params.keys[i], r.params.vals[i]}, nil, nil); err != nil {
				return nil, err
			}
		}
		return r.params, nil
	})
	own("include?", 1, 1, func(c *Call, r *ownResource) (Value, error) {
		k, err := c.In.ownParamName(c.Self, c.Args[0])
		if err != nil {
			return nil, err
		}
		_, ok := r.params.get(k)
		return ok, nil
	})
}

// ownGet is [] of an own resource.
func (in *Interp) ownGet(self Value, r *ownResource, name Value) (Value, error) {
	k, err := in.ownParamName(self, name)
	if err != nil {
		return nil, err
	}
	v, _ := r.params.get(k)
	return v, nil
}

// ownSet is []= of a Puppet::Resource that is not the catalog's
// Puppet::Parser::Resource: a resource standing for a reference (given to
// a 3.x function) becomes the object's own, as Puppet's reference resource
// has no parameters but those set on it.
func (in *Interp) ownSet(self Value, name, v Value) (bool, error) {
	o, ok := self.(*Object)
	if !ok {
		return false, nil
	}
	r := in.ownOf(o)
	if r == nil {
		if o.class != in.puppetModule("Puppet::Resource") {
			return false, nil
		}
		r = &ownResource{params: NewHash()}
		ps := in.puppetAPI()
		if ps.own == nil {
			ps.own = map[*Object]*ownResource{}
		}
		ps.own[o] = r
	}
	k, err := in.ownParamName(self, name)
	if err != nil {
		return true, err
	}
	r.params.put(k, v)
	return true, nil
}

// newPuppetResource is Puppet::Resource.new(type, title = nil, attributes
// = {}): the copy of a resource (its to_hash as its parameters), or a new
// resource of type and title with attributes[:parameters].
func (in *Interp) newPuppetResource(c *Call) (Value, error) {
	if len(c.Args) == 1 {
		if src, ok := c.Args[0].(*Object); ok && in.isA(src, in.puppetModule("Puppet::Resource")) {
			pv, _ := pvOf(src)
			h, err := in.callMethod(src, "to_hash", nil, nil, nil, false)
			if err != nil {
				return nil, err
			}
			o, r := in.newOwnResource(pv)
			if hh, ok := h.(*Hash); ok {
				for i, k := range hh.keys {
					r.params.put(k, hh.vals[i])
				}
			}
			return o, nil
		}
	}
	if pv, ok := pvOf(c.Args[0]); ok && len(c.Args) == 1 {
		// a Puppet value standing for a resource (a reference)
		return in.resourceObject(pv), nil
	}
	if h, ok := c.Args[0].(*Hash); ok {
		t, _ := h.get(Symbol("type"))
		if t == nil {
			t, _ = h.get(NewString("type"))
		}
		ti, _ := h.get(Symbol("title"))
		if ti == nil {
			ti, _ = h.get(NewString("title"))
		}
		return nil, in.raise(cArgumentError, 0, "Puppet::Resource.new does not take a hash as the first argument. Did you mean (%s, %s) ?", in.inspect(t), in.inspect(ti))
	}
	var title Value
	if len(c.Args) > 1 {
		title = c.Args[1]
	}
	var params Value
	if len(c.Args) > 2 {
		attrs, ok := c.Args[2].(*Hash)
		if !ok {
			return nil, in.raise(cNoMethodError, 0, "undefined method `each' for %s", in.inspect(c.Args[2]))
		}
		for i, k := range attrs.keys {
			if k == Symbol("parameters") {
				params = attrs.vals[i]
				continue
			}
			return nil, in.unsupportedErr("Puppet::Resource.new with the attribute " + in.inspect(k))
		}
	}
	t, ti, err := in.typeAndTitle(c.Args[0], title)
	if err != nil {
		return nil, err
	}
	// Puppet::Resource#initialize tags the resource with its type: a type
	// name that is no tag ('::file') is Puppet's ParseError
	if err := in.checkTypeTag(t); err != nil {
		return nil, err
	}
	// a class too is a Puppet::Resource of type Class with the title
	// type_and_title made ('::app' is Class[::App], as in Puppet), not the
	// Class type of Puppet code, which drops the colons
	o, r := in.newOwnResource(values.ResourceRef(t, ti))
	if params != nil {
		ph, ok := params.(*Hash)
		if !ok {
			return nil, in.unsupportedErr("Puppet::Resource.new with parameters that are no Hash")
		}
		for i, k := range ph.keys {
			name, err := in.ownParamName(o, k)
			if err != nil {
				return nil, err
			}
			r.params.put(name, ph.vals[i])
		}
	}
	return o, nil
}

// fromResourceParam is a catalog resource's parameter value as Ruby reads
// it with [] or to_hash: Puppet's Runtime3Converter made each resource
// reference in it (at any depth of Arrays and Hashes) a Puppet::Resource
// when the resource was created (values.Runtime3), a new one of that type
// and title with no parameters (require => Package['nginx'] reads as
// Package[nginx], whose inspect is Package[nginx]{:name=>"nginx"}).
func (in *Interp) fromResourceParam(v values.Value) Value {
	return in.fromPuppet(values.Runtime3(v))
}
