package ruby

import (
	_ "embed"
	"strconv"
	"strings"
	"sync"

	"github.com/punch-dev/punch/compiler/values"
)

// The Pcore types of Puppet's type classes: a type object's _pcore_type
// (Pcore::IntegerType for an Integer type...) and that Object type's
// parameter_info(impl_class), the attributes its initializer takes, which
// module Ruby reads to list a type's parameters (hlindberg/tahu's
// get_attr: parameter_info(val.class), then val.send(name)). Recorded from
// Puppet 7.23 by testdata/puppet_api/record_pcore_types.rb.

//go:embed testdata/puppet_api/pcore_types.txt
var pcoreTypesText string

// pcoreMeta is the Pcore type of one type class.
type pcoreMeta struct {
	name     string // "Pcore::IntegerType"
	required int
	err      string // parameter_info's error for the class, when it has one
	names    []string
	types    []string // as Puppet prints them
}

// pcoreMetas are the recorded Pcore types by type class ("PIntegerType").
var pcoreMetas = sync.OnceValue(func() map[string]*pcoreMeta {
	out := map[string]*pcoreMeta{}
	var cur *pcoreMeta
	for _, line := range strings.Split(pcoreTypesText, "\n") {
		if line == "" {
			continue
		}
		f := strings.Split(line, "\t")
		if f[0] == "" && cur != nil && len(f) == 3 {
			cur.names = append(cur.names, f[1])
			cur.types = append(cur.types, f[2])
			continue
		}
		if len(f) != 3 {
			continue
		}
		cur = &pcoreMeta{name: f[1]}
		if e, ok := strings.CutPrefix(f[2], "!"); ok {
			cur.err = e
		} else {
			cur.required, _ = strconv.Atoi(f[2])
		}
		out[f[0]] = cur
	}
	return out
})

// typeClassShort is the last segment of a type class's name
// ("PIntegerType"), "" for another class.
func (in *Interp) typeClassShort(m *Module) string {
	name := in.modName(m)
	short, ok := strings.CutPrefix(name, "Puppet::Pops::Types::")
	if !ok || strings.Contains(short, "::") {
		return ""
	}
	return short
}

func (in *Interp) definePcoreTypes() {
	any := in.puppetValueClass("Puppet::Pops::Types::PAnyType")
	any.DefineMethod("_pcore_type", 0, 0, func(c *Call) (Value, error) {
		short := c.In.typeClassShort(c.In.classOf(c.Self).nonSingleton())
		m := pcoreMetas()[short]
		if m == nil {
			return nil, c.In.unsupportedErr("Puppet::Pops::Types::" + short + "#_pcore_type")
		}
		h := values.NewHash(1)
		h.Put("name", m.name)
		t, err := values.ObjectTypeFromHash(h)
		if err != nil {
			return nil, c.In.raise(cArgumentError, 0, "%s", err.Error())
		}
		return c.In.puppetObject(t), nil
	})
	// name: the Object type's name, nil for an anonymous one (a data type
	// file's create_type answers its own)
	obj := in.puppetValueClass("Puppet::Pops::Types::PObjectType")
	obj.DefineMethod("name", 0, 0, func(c *Call) (Value, error) {
		if o, ok := c.Self.(*Object); ok {
			if dt, ok := o.Data.(*DataType); ok {
				return NewString(dt.Name), nil
			}
		}
		pv, _ := pvOf(c.Self)
		if ot, ok := pv.(*values.ObjectT); ok && ot.Label() != "Object" {
			return NewString(ot.Label()), nil
		}
		return nil, nil
	})
	// parent: the parent Object type, nil for none
	obj.DefineMethod("parent", 0, 0, func(c *Call) (Value, error) {
		pv, _ := pvOf(c.Self)
		if ot, ok := pv.(*values.ObjectT); ok {
			if p := ot.Parent(); p != nil {
				return c.In.puppetObject(p), nil
			}
		}
		return nil, nil
	})
	// parameter_info(impl_class): [attribute names, their types, how many
	// are required] of the initializer of impl_class, one of Puppet's type
	// classes whose Pcore type this is
	obj.DefineMethod("parameter_info", 1, 1, func(c *Call) (Value, error) {
		pv, _ := pvOf(c.Self)
		ot, _ := pv.(*values.ObjectT)
		cls, _ := c.Args[0].(*Module)
		var m *pcoreMeta
		if ot != nil && cls != nil {
			if m = pcoreMetas()[c.In.typeClassShort(cls)]; m != nil && m.name != ot.Name() {
				m = nil
			}
		}
		if m == nil {
			return nil, c.In.unsupportedErr("Puppet::Pops::Types::PObjectType#parameter_info of an Object type or class other than Puppet's type classes")
		}
		if m.err != "" {
			class, msg, _ := strings.Cut(m.err, ": ")
			if c.In.classByNameNoAutoload(class) == nil {
				return nil, c.In.unsupportedErr("raising " + class + " (" + msg + ")")
			}
			return nil, c.In.raise(class, 0, "%s", msg)
		}
		names := &Array{a: make([]Value, len(m.names))}
		types := &Array{a: make([]Value, len(m.types))}
		for i, n := range m.names {
			names.a[i] = NewString(n)
			t, err := values.ParseType(m.types[i], func(string) (values.Type, bool) { return nil, false })
			if err != nil {
				return nil, c.In.unsupportedErr("the type " + m.types[i] + " of " + m.name + "'s attribute " + n)
			}
			types.a[i] = c.In.puppetObject(t)
		}
		return &Array{a: []Value{names, types, int64(m.required)}}, nil
	})
}

// isScopeObject tells a Puppet::Parser::Scope object.
func isScopeObject(v Value) bool {
	o, ok := v.(*Object)
	if !ok {
		return false
	}
	_, ok = o.Data.(*scopeData)
	return ok
}

// parseTypeWithLoader is TypeParser#parse(string, context) given a Scope
// where Puppet takes a loader (hlindberg/tahu's to_type passes one):
// Puppet's core types need nothing, and any other name is loaded through
// the context, context.load(:type, name), which on a Scope is Ruby's
// private Kernel#load: the NoMethodError Puppet 7.23 raises (golden
// err_forge14_tahu_to_type_scope_context). A loader given is Punch's
// loaders, which resolve as the compile does (TypeParser#parse's own path).
func (in *Interp) parseTypeWithLoader(s string, ctx Value) (Value, error) {
	var loadErr error
	t, err := values.ParseType(s, func(name string) (values.Type, bool) {
		if loadErr != nil {
			return nil, false
		}
		v, err := in.callMethod(ctx, "load", []Value{Symbol("type"), NewString(strings.ToLower(name))}, nil, nil, false)
		if err != nil {
			loadErr = err
			return nil, false
		}
		pv, _ := pvOf(v)
		lt, ok := pv.(values.Type)
		return lt, ok
	})
	if loadErr != nil {
		return nil, loadErr
	}
	if err != nil {
		return nil, in.raise(cPuppetParseError, 0, "%s", err.Error())
	}
	return in.puppetObject(t), nil
}
