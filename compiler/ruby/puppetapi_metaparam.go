package ruby

import (
	"slices"
	"strings"
)

// Puppet's metaparameters as module code sees them (Puppet::Type.metaparam?,
// metaparams, metaparamclass, eachmetaparam) and the ones it adds
// (Puppet::Type.newmetaparam: reidmv-annotation from a function, the
// vmware_lib/dell-asm transport types from a type file). Puppet keeps an added
// metaparameter for the life of the process; Punch keeps it for the compile
// whose Ruby added it (doc.go, "Where state lives"), and tells the compile
// through MetaparamHost, which then takes it on every resource and class and
// passes it from containers to what they contain, as Puppet's compiler does
// with everything Puppet::Type.metaparams lists.

// MetaparamHost is implemented by hosts whose compile takes the
// metaparameters module code adds: name is valid on every resource and
// class from then on.
type MetaparamHost interface {
	AddMetaparam(name string)
}

// puppetMetaparams are Puppet 7.23's own metaparameters in the order
// Puppet::Type.metaparams lists them (the order type.rb defines them).
var puppetMetaparams = []string{"noop", "schedule", "audit", "loglevel", "alias", "tag", "require", "subscribe", "before", "notify", "stage"}

// relationshipMetaparams are the ones whose class is a
// Puppet::Type::RelationshipMetaparam.
var relationshipMetaparams = []string{"require", "subscribe", "before", "notify"}

// isMetaparam is Puppet::Type.metaparam?(name) (name in lower case).
func (in *Interp) isMetaparam(name string) bool {
	if slices.Contains(puppetMetaparams, name) {
		return true
	}
	return in.puppet != nil && slices.Contains(in.puppet.metaparams, name)
}

// AddedMetaparams are the metaparameters module code of this Interp added,
// in order.
func (in *Interp) AddedMetaparams() []string {
	if in.puppet == nil {
		return nil
	}
	return in.puppet.metaparams
}

// metaparamClass is Puppet::Type::MetaParam<Name>, made on first ask for one
// of Puppet's own.
func (in *Interp) metaparamClass(name string) *Module {
	ps := in.puppetAPI()
	if cls, ok := ps.metaparamClasses[name]; ok {
		return cls
	}
	if !slices.Contains(puppetMetaparams, name) {
		return nil
	}
	parent := in.keptModule("Puppet::Parameter")
	if slices.Contains(relationshipMetaparams, name) {
		ptype := in.keptModule("Puppet::Type")
		parent = in.DefineClass(ptype, "RelationshipMetaparam", parent)
	}
	cls := in.defineMetaparamClass(name, parent)
	in.metaparamBehaviour(cls, name)
	return cls
}

// defineMetaparamClass makes the class of metaparameter name as Puppet's
// genclass names it (prefix MetaParam, the name capitalized).
func (in *Interp) defineMetaparamClass(name string, parent *Module) *Module {
	ps := in.puppetAPI()
	if ps.metaparamClasses == nil {
		ps.metaparamClasses = map[string]*Module{}
	}
	ptype := in.keptModule("Puppet::Type")
	cls := &Module{in: in, isClass: true, super: parent, data: &paramInfo{name: name, metaparam: true}}
	ptype.SetConst("MetaParam"+capitalizeFirst(name), cls)
	ps.metaparamClasses[name] = cls
	return cls
}

// capitalizeFirst is Ruby's String#capitalize of a metaparameter's name
// (Puppet's name2const): the first letter up, the rest down.
func capitalizeFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + strings.ToLower(s[1:])
}

func defineMetaparamAPI(meta *Module) {
	meta.DefineMethod("metaparam?", 1, 1, func(c *Call) (Value, error) {
		name, err := c.In.metaparamName(c.Args[0])
		if err != nil {
			return nil, err
		}
		return c.In.isMetaparam(name), nil
	})
	meta.DefineMethod("metaparams", 0, 0, func(c *Call) (Value, error) {
		a := &Array{}
		for _, n := range puppetMetaparams {
			a.a = append(a.a, Symbol(n))
		}
		for _, n := range c.In.AddedMetaparams() {
			a.a = append(a.a, Symbol(n))
		}
		return a, nil
	})
	meta.DefineMethod("eachmetaparam", 0, 0, func(c *Call) (Value, error) {
		names := append(append([]string(nil), puppetMetaparams...), c.In.AddedMetaparams()...)
		for _, n := range names {
			if _, err := c.In.callBlock(c.Block, []Value{Symbol(n)}, nil, nil); err != nil {
				return nil, err
			}
		}
		return nil, nil
	})
	meta.DefineMethod("metaparamclass", 1, 1, func(c *Call) (Value, error) {
		if c.Args[0] == nil {
			return nil, nil
		}
		name, err := c.In.metaparamName(c.Args[0])
		if err != nil {
			return nil, err
		}
		if cls := c.In.metaparamClass(name); cls != nil {
			return cls, nil
		}
		return nil, nil
	})
	meta.DefineMethod("newmetaparam", 1, 2, func(c *Call) (Value, error) {
		return c.In.newMetaparam(c.Args, c.Block)
	})
}

// metaparamName is name.intern of Puppet's metaparameter methods: a Symbol
// or a String, else Ruby's NoMethodError for intern.
func (in *Interp) metaparamName(v Value) (string, error) {
	if s, ok := symOrStr(v); ok {
		return s, nil
	}
	_, err := in.callMethod(v, "intern", nil, nil, nil, false)
	if err != nil {
		return "", err
	}
	return in.symStr(v), nil
}

// newMetaparam is Puppet::Type.newmetaparam(name, options = {}) { body }:
// the parameter class, its body run on it, the name valid from now on in
// the compile (MetaparamHost). A second definition of a name is Puppet's
// ConstantAlreadyDefined, as genclass raises it.
func (in *Interp) newMetaparam(args []Value, blk *Proc) (Value, error) {
	name, err := in.metaparamName(args[0])
	if err != nil {
		return nil, err
	}
	parent := in.keptModule("Puppet::Parameter")
	if len(args) == 2 {
		if opts, ok := args[1].(*Hash); ok {
			if v, ok := opts.get(Symbol("parent")); ok && v != nil {
				if m, ok := v.(*Module); ok {
					parent = m
				}
			}
		}
	}
	if in.isMetaparam(name) {
		return nil, in.raise("Puppet::ConstantAlreadyDefined", 0, "Class %s is already defined in Puppet::Type", "MetaParam"+capitalizeFirst(name))
	}
	cls := in.defineMetaparamClass(name, parent)
	ps := in.puppetAPI()
	ps.metaparams = append(ps.metaparams, name)
	if mh, ok := in.host.(MetaparamHost); ok {
		mh.AddMetaparam(name)
	}
	if blk != nil {
		if _, err := in.callWithSelf(blk, cls, cls, []Value{cls}); err != nil {
			return nil, err
		}
	}
	return cls, nil
}
