package ruby

import (
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// More of the compiler's objects as 3.x functions reach them through their
// scope (QA-FORGE-10 H7: compiler.node.facts, environment.modules, a
// catalog resource's file, line, exported? and virtual?, Scope's retired
// find_*_resource_type).

// ResourceInfoHost is implemented by hosts that tell where a catalog
// resource was declared and whether it is exported or virtual
// (Puppet::Parser::Resource#file, #line, #exported?, #virtual?). ok is
// false when ref names no resource of the catalog.
type ResourceInfoHost interface {
	ResourceInfo(ref values.Value) (info ResourceInfo, ok bool)
}

// ResourceInfo is what ResourceInfoHost tells of a resource; File is ""
// and Line 0 when the compile has no place for it.
type ResourceInfo struct {
	File              string
	Line              int
	Exported, Virtual bool
}

// ResourceKeysHost is implemented by hosts that list the keys of the
// catalog's resource table (Catalog#resource_keys): each resource's
// [type, title], then its aliases in the order Puppet adds them (the alias
// metaparameter's, then the namevar's when it differs from the title).
type ResourceKeysHost interface {
	ResourceKeys() [][2]string
}

// ModuleLister is implemented by hosts that list the environment's
// modules (Environment#modules), in modulepath order.
type ModuleLister interface {
	ModuleNames() []string
}

func (in *Interp) definePuppetCompilerAPI() {
	// Compiler#findresource is Puppet's delegation to catalog.resource, as
	// Scope#findresource is (jake-dog/puppet-resource_tree's resref)
	in.keptModule("Puppet::Parser::Compiler").DefineMethod("findresource", 1, 2, func(c *Call) (Value, error) {
		return c.In.callMethod(c.In.scopeObject(false), "findresource", c.Args, nil, nil, true)
	})
	res := in.keptModule("Puppet::Parser::Resource")
	info := func(c *Call) (ResourceInfo, error) {
		if m := c.In.pendingOf(c.Self); m != nil {
			// made by Ruby, not added yet: no place, its own flags
			return ResourceInfo{Exported: m.Exported, Virtual: m.Virtual}, nil
		}
		rh, ok := c.In.host.(ResourceInfoHost)
		if !ok {
			return ResourceInfo{}, c.In.unsupportedErr("Puppet::Parser::Resource's file, line, exported and virtual (the host gives none)")
		}
		ref, _ := pvOf(c.Self)
		ri, _ := rh.ResourceInfo(ref)
		return ri, nil
	}
	res.DefineMethod("file", 0, 0, func(c *Call) (Value, error) {
		ri, err := info(c)
		if err != nil || ri.File == "" {
			return nil, err
		}
		return NewString(ri.File), nil
	})
	res.DefineMethod("line", 0, 0, func(c *Call) (Value, error) {
		ri, err := info(c)
		if err != nil || ri.Line == 0 {
			return nil, err
		}
		return int64(ri.Line), nil
	})
	for _, m := range []string{"exported", "exported?"} {
		res.DefineMethod(m, 0, 0, func(c *Call) (Value, error) {
			ri, err := info(c)
			return ri.Exported, err
		})
	}
	for _, m := range []string{"virtual", "virtual?"} {
		res.DefineMethod(m, 0, 0, func(c *Call) (Value, error) {
			ri, err := info(c)
			if mr := c.In.madeOf(c.Self); mr != nil && err == nil {
				// a resource Ruby made answers its own flag
				return mr.virtualFlag(ri.Virtual), nil
			}
			return ri.Virtual, err
		})
	}
	// Puppet::Resource#resource_type: what implements the resource's
	// type, as Puppet::Resource.resource_type finds it: a class's
	// Puppet::Resource::Type, else the Puppet::Type of a resource type,
	// else a defined type's Puppet::Resource::Type, else nil (older
	// stdlib's defined_with_params reads it)
	in.puppetModule("Puppet::Resource").DefineMethod("resource_type", 0, 0, func(c *Call) (Value, error) {
		ref, _ := pvOf(c.Self)
		typ, title := resourceTypeTitle(ref)
		lower := strings.ToLower(typ)
		scope := c.In.scopeObject(false)
		switch lower {
		case "class":
			if title == "main" {
				title = ""
			}
			return c.In.callMethod(scope, "find_hostclass", []Value{NewString(title)}, nil, nil, true)
		case "node":
			return nil, c.In.unsupportedErr("Puppet::Resource#resource_type of a Node")
		}
		th, ok := c.In.host.(ResourceTypeHost)
		if !ok {
			return nil, c.In.unsupportedErr("Puppet::Resource#resource_type (the host finds no resource types)")
		}
		switch th.FindResourceTypeOrClass(lower) {
		case "type":
			return c.In.callMethod(c.In.puppetModule("Puppet::Type"), "type", []Value{Symbol(lower)}, nil, nil, true)
		case "definition":
			return c.In.callMethod(scope, "find_definition", []Value{NewString(lower)}, nil, nil, true)
		}
		return nil, nil
	})
	// Environment#known_resource_types: the classes and defined types of
	// the environment (Puppet::Resource::TypeCollection). Its find_hostclass
	// and find_definition load the definition as Scope's do; hostclass and
	// definition answer only what Puppet has loaded already (nil for one not
	// loaded yet: LoadedTypeHost), then as find_*
	krt := in.DefineClass(in.puppetModule("Puppet::Resource"), "TypeCollection", nil)
	in.keep("Puppet::Resource::TypeCollection", krt)
	for m, to := range map[string]string{"hostclass": "find_hostclass", "find_hostclass": "find_hostclass",
		"definition": "find_definition", "find_definition": "find_definition"} {
		m, to := m, to
		krt.DefineMethod(m, 1, 1, func(c *Call) (Value, error) {
			if lh, ok := c.In.host.(LoadedTypeHost); ok && !strings.HasPrefix(m, "find_") {
				name, err := c.In.strArg(c.Args[0], 0)
				if err != nil {
					return nil, err
				}
				// munge_name only downcases: "::x" names nothing loaded
				if strings.HasPrefix(name, "::") || !lh.LoadedType(m, strings.ToLower(name)) {
					return nil, nil
				}
			}
			return c.In.callMethod(c.In.scopeObject(false), to, c.Args, nil, nil, true)
		})
	}
	// Puppet 7 retired these: each raises Puppet::DevError, naming the
	// Runtime3ResourceSupport that replaces them
	sc := in.puppetModule("Puppet::Parser::Scope")
	for _, m := range []string{"find_resource_type", "find_builtin_resource_type", "find_defined_resource_type"} {
		msg := "Scope#" + m + "() is no longer supported, use Puppet::Pops::Evaluator::Runtime3ResourceSupport instead"
		sc.DefineMethod(m, 1, 1, func(c *Call) (Value, error) {
			return nil, c.In.raise(cPuppetDevError, 0, "%s", msg)
		})
	}
}

// LoadedTypeHost is implemented by hosts that tell whether Puppet has
// loaded the class ("hostclass") or defined type ("definition") name into
// the environment's known_resource_types at this point of the compile
// (TypeCollection#hostclass and #definition, which do not load).
type LoadedTypeHost interface {
	LoadedType(kind, name string) bool
}

// knownResourceTypes is Environment#known_resource_types.
func (in *Interp) knownResourceTypes() Value {
	return &Object{class: in.keptModule("Puppet::Resource::TypeCollection")}
}

// nodeFacts is compiler.node.facts: a Puppet::Node::Facts named after the
// node whose values are the compile's $facts.
func (in *Interp) nodeFacts(node string) (Value, error) {
	if in.host == nil {
		return nil, in.unsupportedErr("Puppet::Node#facts outside a compile")
	}
	facts, _ := in.host.LookupVar("::facts")
	vals := in.fromPuppet(facts)
	if vals == nil {
		vals = NewHash()
	}
	o, meta := in.apiObject("Puppet::Node::Facts")
	meta.DefineMethod("name", 0, 0, func(*Call) (Value, error) { return NewString(node), nil })
	meta.DefineMethod("values", 0, 0, func(*Call) (Value, error) { return vals, nil })
	return o, nil
}

// environmentModules is Environment#modules: a Puppet::Module (name,
// path) for each module of the environment.
func (in *Interp) environmentModules() (Value, error) {
	ml, ok := in.host.(ModuleLister)
	if !ok {
		return nil, in.unsupportedErr("Puppet::Node::Environment#modules (the host lists no modules)")
	}
	a := &Array{}
	for _, n := range ml.ModuleNames() {
		m, err := in.callMethod(in.keptModule("Puppet::Module"), "find", []Value{NewString(n)}, nil, nil, true)
		if err != nil {
			return nil, err
		}
		if m != nil {
			a.a = append(a.a, m)
		}
	}
	return a, nil
}
