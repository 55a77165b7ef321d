package ruby

import (
	"slices"

	"github.com/punch-dev/punch/compiler/values"
)

// Puppet::Parser::Resource#parameters: the resource's parameters as Puppet's
// compiler holds them, a Hash of Symbol => Puppet::Parser::Resource::Param
// (simp-simplib's simplib::lookup reads
// catalog.resource("Class[x]").parameters[:p].value).

// ResourceParam is one parameter of a catalog resource as the compile has
// it: its value (nil for undef: a class parameter whose default is undef is
// still there, as in Puppet) and where it was set.
type ResourceParam struct {
	Name  string
	Value values.Value
	File  string
	Line  int
}

// ResourceParamListHost is implemented by hosts that list a catalog
// resource's parameters with undef ones and their places; a host without
// it gives ResourceParams' (set values only, no place).
type ResourceParamListHost interface {
	ResourceParamList(ref values.Value) ([]ResourceParam, bool)
}

// resourceParamList is the parameters of the resource ref through the
// host.
func (in *Interp) resourceParamList(ref values.Value) ([]ResourceParam, error) {
	if lh, ok := in.host.(ResourceParamListHost); ok {
		list, _ := lh.ResourceParamList(ref)
		return list, nil
	}
	ch, err := in.catalogHost()
	if err != nil {
		return nil, err
	}
	h, _ := ch.ResourceParams(ref)
	var list []ResourceParam
	for i := 0; h != nil && i < h.Len(); i++ {
		k, v := h.At(i)
		ks, _ := k.(string)
		list = append(list, ResourceParam{Name: ks, Value: v})
	}
	return list, nil
}

// defineResourceParam defines Puppet::Parser::Resource::Param (its
// accessors, keyword initialize, to_s, line_to_i, from_param, as Puppet's
// parser/resource/param.rb has them) and Parser::Resource#parameters.
func (in *Interp) defineResourceParam(res *Module) {
	param := in.DefineClass(res, "Param", nil)
	// (kept: a compile's Interp is a copy of the Env's, with its own
	// classes, which the methods find when they run: fork.go)
	in.keep("Puppet::Parser::Resource::Param", param)
	attrs := []string{"name", "value", "source", "add", "file", "line"}
	for _, a := range attrs {
		a := a
		param.DefineMethod(a, 0, 0, func(c *Call) (Value, error) { return c.In.ivarGet(c.Self, "@"+a), nil })
		param.DefineMethod(a+"=", 1, 1, func(c *Call) (Value, error) {
			return c.Args[0], c.In.ivarSet(c.Self, "@"+a, c.Args[0])
		})
	}
	param.DefineMethodKw("initialize", 0, 0, func(c *Call) (Value, error) {
		get := func(k string) Value {
			if c.Kw == nil {
				return nil
			}
			v, _ := c.Kw.Get(Symbol(k))
			return v
		}
		if c.Kw != nil {
			for _, k := range c.Kw.keys {
				if s, ok := k.(Symbol); !ok || !slices.Contains(attrs, string(s)) {
					return nil, c.In.raise(cArgumentError, 0, "unknown keyword: %s", c.In.inspect(k))
				}
			}
		}
		name := get("name")
		if name == nil || name == false {
			return nil, c.In.raise("Puppet::ResourceError", 0, "'name' is a required option for Puppet::Parser::Resource::Param")
		}
		// name.intern (Ruby's Symbol#intern is the Symbol itself)
		sym := name
		if _, isSym := name.(Symbol); !isSym {
			v, err := c.In.callMethod(name, "intern", nil, nil, nil, false)
			if err != nil {
				return nil, err
			}
			sym = v
		}
		for _, a := range []string{"value", "source", "line", "file", "add"} {
			if err := c.In.ivarSet(c.Self, "@"+a, get(a)); err != nil {
				return nil, err
			}
		}
		return nil, c.In.ivarSet(c.Self, "@name", sym)
	})
	param.DefineMethod("to_s", 0, 0, func(c *Call) (Value, error) {
		n, err := c.In.callMethod(c.Self, "name", nil, nil, nil, false)
		if err != nil {
			return nil, err
		}
		v, err := c.In.callMethod(c.Self, "value", nil, nil, nil, false)
		if err != nil {
			return nil, err
		}
		return NewString(c.In.toS(n) + " => " + c.In.toS(v)), nil
	})
	param.DefineMethod("line_to_i", 0, 0, func(c *Call) (Value, error) {
		l, err := c.In.callMethod(c.Self, "line", nil, nil, nil, false)
		if err != nil || l == nil {
			return nil, err
		}
		return c.In.callMethod(c.In.cObject, "Integer", []Value{l}, nil, nil, true)
	})
	param.DefineSingletonMethod("from_param", 2, 2, func(c *Call) (Value, error) {
		p, err := c.In.callMethod(c.Args[0], "dup", nil, nil, nil, false)
		if err != nil {
			return nil, err
		}
		_, err = c.In.callMethod(p, "value=", c.Args[1:], nil, nil, false)
		return p, err
	})

	in.keptModule("Puppet::Parser::Resource").DefineMethod("parameters", 0, 0, func(c *Call) (Value, error) {
		ref, _ := pvOf(c.Self)
		if c.In.pendingOf(c.Self) == nil {
			// a catalog resource's own parameters: changes go back to it
			if h, ok, err := c.In.liveParameters(ref); ok || err != nil {
				return h, err
			}
		}
		list, err := c.In.resourceParamList(ref)
		if err != nil {
			return nil, err
		}
		out := NewHash()
		for _, p := range list {
			out.put(Symbol(p.Name), c.In.paramObjectOf(p))
		}
		return out, nil
	})
}

// paramObjectOf is the Puppet::Parser::Resource::Param of p (no source;
// file and line when p has a place).
func (in *Interp) paramObjectOf(p ResourceParam) *Object {
	o := &Object{class: in.keptModule("Puppet::Parser::Resource::Param")}
	o.SetIvar("@value", in.fromPuppet(p.Value))
	o.SetIvar("@source", nil)
	o.SetIvar("@line", nil)
	o.SetIvar("@file", nil)
	if p.File != "" {
		o.SetIvar("@file", NewString(p.File))
		o.SetIvar("@line", int64(p.Line))
	}
	o.SetIvar("@add", nil)
	o.SetIvar("@name", Symbol(p.Name))
	return o
}
