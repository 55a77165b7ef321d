package ruby

import (
	"fmt"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// CatalogHost is implemented by hosts that let 3.x functions see the
// catalog being compiled (stdlib's defined_with_params, getparam,
// get_module_path, ...). Resources are Puppet resource references
// (values.ResourceRef); their parameters come from ResourceParams.
type CatalogHost interface {
	FindResource(typ, title string) (values.Value, bool)
	ResourceParams(ref values.Value) (*values.Hash, bool)
	Resources() []values.Value
	// ScopeResource is the scope's own resource (the class or define
	// being evaluated); ScopeSource its name and kind ("hostclass",
	// "definition", "node").
	ScopeResource() values.Value
	ScopeSource() (name, kind string)
	ResourceDefaults(typ string) *values.Hash
	ModulePath(name string) (string, bool)
	FindTemplate(ref string) (string, bool)
	EnvironmentName() string
	// ClassNames are catalog.classes: the names of the classes evaluated
	// so far, in the order Puppet adds them (settings first).
	ClassNames() []string
	// NodeName is compiler.node.name: the node being compiled.
	NodeName() string
}

// ResourceRemover is implemented by hosts that let functions take
// resources out of the compile, as voxpupuli-extlib's remove_resource does
// with catalog.remove_resource(r) and compiler.resources.delete(r).
// Puppet has two lists there: the catalog's and the compiler's.
type ResourceRemover interface {
	// RemoveResource is Catalog#remove_resource for one resource: false
	// when ref names no resource of the catalog.
	RemoveResource(ref values.Value) bool
	// CompilerResources are Compiler#resources, in order;
	// DeleteCompilerResource is its delete (false when none was there).
	CompilerResources() []values.Value
	DeleteCompilerResource(ref values.Value) bool
}

// ScopeNamer is implemented by hosts that name the scope a function runs
// in as Puppet's Scope#to_s does: "Scope(Class[main])", "Scope(Foo::Bar[x])".
type ScopeNamer interface {
	ScopeName() string
}

// ResourceTypeDefHost is implemented by hosts that describe a resource type
// Ruby code has not defined in this Interp (Puppet's own file, package...)
// for Puppet::Type.type(name): its parameters, properties and key
// attributes.
type ResourceTypeDefHost interface {
	ResourceTypeDef(name string) (*TypeDef, bool)
}

func (in *Interp) resourceRemover() (ResourceRemover, error) {
	if rr, ok := in.host.(ResourceRemover); ok {
		return rr, nil
	}
	return nil, in.unsupportedErr("removing resources from a function (the host gives no removal)")
}

// ResourceHashHost is implemented by hosts that give Puppet::Resource#to_hash
// as Puppet does: the attributes the title stands for (parse_title: the
// namevar or the title patterns' attributes of a resource type, name of a
// class or define) merged with the parameters. Without it to_hash is the
// parameters alone.
type ResourceHashHost interface {
	ResourceHash(ref values.Value) (*values.Hash, bool)
}

// ScopeLogger is implemented by hosts that print the 3.x scope's own
// logging methods (warning(msg) called on self in a newfunction block)
// with the scope as source, as Puppet does ("Scope(Class[x]): msg").
type ScopeLogger interface {
	ScopeLog(level, msg string)
}

// OnceLogger is implemented by hosts that log a message once per key
// and compile (Puppet.warn_once, Puppet.deprecation_warning); LogOnce
// answers whether it logged the message now.
type OnceLogger interface {
	LogOnce(level, key, msg string) bool
}

func (in *Interp) catalogHost() (CatalogHost, error) {
	if ch, ok := in.host.(CatalogHost); ok {
		return ch, nil
	}
	return nil, in.unsupportedErr("catalog access from a function (the host gives none)")
}

// resourceObject is a Puppet::Resource for a resource reference.
func (in *Interp) resourceObject(ref values.Value) Value {
	if ref == nil {
		return nil
	}
	return &Object{class: in.puppetModule("Puppet::Resource"), Data: puppetValue{asResource(ref)}}
}

// asResource is a reference as the Puppet::Resource Ruby code holds: given
// back to Puppet it prints as Puppet::Resource#to_s (File[/tmp/foo]).
func asResource(ref values.Value) values.Value {
	if r, ok := ref.(*values.ResourceT); ok {
		return r.AsResource()
	}
	return ref
}

// catalogResourceObject is a resource of the catalog as Puppet's compiler
// gives it to Ruby code (scope.resource, catalog.resource, findresource):
// a Puppet::Parser::Resource, Puppet::Resource's subclass.
func (in *Interp) catalogResourceObject(ref values.Value) Value {
	if ref == nil {
		return nil
	}
	return &Object{class: in.keptModule("Puppet::Parser::Resource"), Data: puppetValue{asResource(ref)}}
}

// apiObject is an object of Puppet's class name (the catalog, the
// compiler, the node, the environment) whose methods the caller defines
// on it; its class is in Punch's Puppet API, so a method it lacks is
// answered from Puppet's recorded methods (puppetapi_methods.go).
func (in *Interp) apiObject(name string) (*Object, *Module) {
	o := &Object{class: in.keptModule(name)}
	return o, in.objSingleton(o)
}

func resourceTypeTitle(ref values.Value) (string, string) {
	if r, ok := ref.(*values.ResourceT); ok {
		return r.TypeName, r.Title
	}
	// A class's title is capitalized as Puppet::Resource munges it
	// (Class[Foo::Bar]), but for the main class the catalog's resource has
	// (Class[main]).
	if c, ok := ref.(*values.ClassT); ok {
		if c.ClassName == "main" {
			return "Class", c.ClassName
		}
		return "Class", values.CapitalizeSegments(c.ClassName)
	}
	s := values.ToString(ref)
	if i := strings.IndexByte(s, '['); i > 0 && strings.HasSuffix(s, "]") {
		return s[:i], s[i+1 : len(s)-1]
	}
	return s, ""
}

// SourcePlaceHost is implemented by hosts that know where the calling
// scope's class or define is written (scope.source.file and .line).
type SourcePlaceHost interface {
	ScopeSourcePlace() (file string, line int)
}

// TagHost is implemented by hosts that know the tags of the catalog and
// its resources as the compile has them at the time of the call.
type TagHost interface {
	// ResourceTags are a catalog resource's tags (Puppet::Resource#tags);
	// ok is false when the reference names no resource of the catalog.
	ResourceTags(ref values.Value) (tags []string, ok bool)
	// CatalogTags are the catalog's tags (Catalog#tags).
	CatalogTags() []string
}

// UUIDHost is implemented by hosts that know the catalog's uuid, the one
// the compiled catalog will have (Catalog#catalog_uuid: Puppet makes it
// with the catalog).
type UUIDHost interface {
	CatalogUUID() string
}

// tagSet is tags as Puppet's Puppet::Util::TagSet, a Set of Strings (an
// Array when Set cannot be loaded).
func (in *Interp) tagSet(tags []string) (Value, error) {
	a := &Array{a: make([]Value, len(tags))}
	for i, t := range tags {
		a.a[i] = NewString(t)
	}
	set, err := in.Const("Set")
	if err != nil {
		return a, nil
	}
	return in.callMethod(set, "new", []Value{a}, nil, nil, false)
}

// tagged is Puppet's Tagging#tagged?(*tags): one of the given tags (an
// Array flattened, each to_s) is among tags.
func (in *Interp) tagged(tags []string, args []Value) (Value, error) {
	fl, err := in.callMethod(&Array{a: args}, "flatten", nil, nil, nil, false)
	if err != nil {
		return nil, err
	}
	list, _ := fl.(*Array)
	if list == nil {
		return false, nil
	}
	for _, a := range list.a {
		s := in.toS(a)
		for _, t := range tags {
			if t == s {
				return true, nil
			}
		}
	}
	return false, nil
}

// tagHost is the host's tags, or the error of a host without them.
func (in *Interp) tagHost() (TagHost, error) {
	if th, ok := in.host.(TagHost); ok {
		return th, nil
	}
	return nil, in.unsupportedErr("tags from a function (the host gives none)")
}

func (in *Interp) defineCatalog() {
	res := in.puppetModule("Puppet::Resource")
	refOf := func(c *Call) values.Value {
		pv, _ := pvOf(c.Self)
		return pv
	}
	resourceTags := func(c *Call) ([]string, error) {
		if m := c.In.pendingOf(c.Self); m != nil {
			return m.madeTags(), nil
		}
		th, err := c.In.tagHost()
		if err != nil {
			return nil, err
		}
		tags, _ := th.ResourceTags(refOf(c))
		return tags, nil
	}
	res.DefineMethod("tags", 0, 0, func(c *Call) (Value, error) {
		tags, err := resourceTags(c)
		if err != nil {
			return nil, err
		}
		return c.In.tagSet(tags)
	})
	res.DefineMethod("tagged?", 0, -1, func(c *Call) (Value, error) {
		tags, err := resourceTags(c)
		if err != nil {
			return nil, err
		}
		return c.In.tagged(tags, c.Args)
	})
	res.DefineMethod("type", 0, 0, func(c *Call) (Value, error) {
		t, _ := resourceTypeTitle(refOf(c))
		return NewString(values.CapitalizeSegments(t)), nil
	})
	res.DefineMethod("title", 0, 0, func(c *Call) (Value, error) {
		_, t := resourceTypeTitle(refOf(c))
		return NewString(t), nil
	})
	res.DefineMethod("to_s", 0, 0, func(c *Call) (Value, error) {
		t, title := resourceTypeTitle(refOf(c))
		return NewString(values.CapitalizeSegments(t) + "[" + title + "]"), nil
	})
	res.Alias("ref", "to_s")
	in.defineOwnResource(res)
	// Puppet::Resource#name is "Type/title" (its indirector name)
	res.DefineMethod("name", 0, 0, func(c *Call) (Value, error) {
		t, title := resourceTypeTitle(refOf(c))
		return NewString(values.CapitalizeSegments(t) + "/" + title), nil
	})
	params := func(c *Call) (*values.Hash, error) {
		ch, err := c.In.catalogHost()
		if err != nil {
			return nil, err
		}
		h, _ := ch.ResourceParams(refOf(c))
		return h, nil
	}
	res.DefineMethod("[]", 1, 1, func(c *Call) (Value, error) {
		if r := c.In.ownOf(c.Self); r != nil {
			return c.In.ownGet(c.Self, r, c.Args[0])
		}
		if m := c.In.pendingOf(c.Self); m != nil {
			return c.In.pendingParam(m, c.Args[0]), nil
		}
		h, err := params(c)
		if err != nil || h == nil {
			return nil, err
		}
		name := c.In.symStr(c.Args[0])
		for i := 0; i < h.Len(); i++ {
			k, v := h.At(i)
			if ks, ok := k.(string); ok && ks == name {
				return c.In.fromResourceParam(v), nil
			}
		}
		return nil, nil
	})
	res.DefineMethod("[]=", 2, 2, func(c *Call) (Value, error) {
		ok, err := c.In.ownSet(c.Self, c.Args[0], c.Args[1])
		if err == nil && !ok {
			err = c.In.unsupportedErr("Puppet::Resource#[]= of a catalog resource")
		}
		return c.Args[1], err
	})
	res.DefineMethod("to_hash", 0, 0, func(c *Call) (Value, error) {
		if r := c.In.ownOf(c.Self); r != nil {
			return c.In.ownToHash(c.Self, r)
		}
		if c.In.pendingOf(c.Self) != nil {
			return nil, c.In.unsupportedErr("Puppet::Parser::Resource#to_hash of a resource not added to the catalog yet")
		}
		var h *values.Hash
		var err error
		if rh, ok := c.In.host.(ResourceHashHost); ok {
			h, _ = rh.ResourceHash(refOf(c))
		} else {
			h, err = params(c)
		}
		if err != nil || h == nil {
			return NewHash(), err
		}
		out := NewHash()
		for i := 0; i < h.Len(); i++ {
			k, v := h.At(i)
			ks, _ := k.(string)
			out.put(Symbol(ks), c.In.fromResourceParam(v))
		}
		return out, nil
	})
	// Puppet::Resource#==: the same type and title, and equal to_hash
	// (its title's attributes merged with its parameters): a resource
	// built with parameters is not == a bare reference to it (golden
	// forge18_ruby_puppet_api_value_probe, res_eq).
	res.DefineMethod("==", 1, 1, func(c *Call) (Value, error) {
		o, ok := pvOf(c.Args[0])
		if !ok || !values.Equals(refOf(c), o) {
			return false, nil
		}
		a, err := c.In.callMethod(c.Self, "to_hash", nil, nil, nil, false)
		if err != nil {
			return nil, err
		}
		b, err := c.In.callMethod(c.Args[0], "to_hash", nil, nil, nil, false)
		if err != nil {
			return nil, err
		}
		eq, err := c.In.callMethod(a, "==", []Value{b}, nil, nil, false)
		if err != nil {
			return nil, err
		}
		return Truthy(eq), nil
	})
	res.Alias("eql?", "==")
	in.keep("Puppet::Parser::Resource", in.DefineClass(in.puppetModule("Puppet::Parser"), "Resource", res))
	// Puppet::Parser::Resource#name: its name parameter, else its title
	in.keptModule("Puppet::Parser::Resource").DefineMethod("name", 0, 0, func(c *Call) (Value, error) {
		n, err := c.In.callMethod(c.Self, "[]", []Value{Symbol("name")}, nil, nil, false)
		if err != nil || Truthy(n) {
			return n, err
		}
		return c.In.callMethod(c.Self, "title", nil, nil, nil, false)
	})
	in.defineResourceParam(in.keptModule("Puppet::Parser::Resource"))
	// the classes of apiObject's objects (Puppet::Node before its
	// Environment, which would otherwise make Node a module)
	node := in.DefineClass(in.puppetModule("Puppet"), "Node", nil)
	in.keep("Puppet::Node", node)
	in.keep("Puppet::Node::Environment", in.DefineClass(node, "Environment", nil))
	in.keep("Puppet::Node::Facts", in.DefineClass(node, "Facts", nil))
	in.keep("Puppet::Resource::Catalog", in.DefineClass(res, "Catalog", nil))
	in.keep("Puppet::Parser::Compiler", in.DefineClass(in.puppetModule("Puppet::Parser"), "Compiler", nil))
	res.singletonClass().DefineMethod("new", 1, 3, func(c *Call) (Value, error) {
		return c.In.newPuppetResource(c)
	})

	sc := in.puppetModule("Puppet::Parser::Scope")
	sc.DefineMethod("findresource", 1, 2, func(c *Call) (Value, error) {
		ch, err := c.In.catalogHost()
		if err != nil {
			return nil, err
		}
		var title Value
		if len(c.Args) == 2 {
			title = c.Args[1]
		}
		typ, ti, err := c.In.typeAndTitle(c.Args[0], title)
		if err != nil {
			return nil, err
		}
		if typ == "Class" && ti == "Main" {
			// Puppet's catalog keys the main class as Class[main]; a title
			// given as main is capitalized by type_and_title and so finds
			// nothing (only '' or :main name it)
			return nil, nil
		}
		ref, ok := ch.FindResource(typ, ti)
		if !ok {
			return nil, nil
		}
		return c.In.catalogResourceObject(ref), nil
	})
	sc.DefineMethod("resource", 0, 0, func(c *Call) (Value, error) {
		ch, err := c.In.catalogHost()
		if err != nil {
			return nil, err
		}
		return c.In.catalogResourceObject(ch.ScopeResource()), nil
	})
	sc.DefineMethod("source", 0, 0, func(c *Call) (Value, error) {
		ch, err := c.In.catalogHost()
		if err != nil {
			return nil, err
		}
		name, kind := ch.ScopeSource()
		// Puppet's scope.source is the class's or define's Puppet::Resource::Type
		o := &Object{class: c.In.keptModule("Puppet::Resource::Type"), Data: &resourceTypeData{name: name, kind: kind}}
		meta := c.In.objSingleton(o)
		// module_name: the module the class or define came from, which
		// its scope has as $module_name ('' for the environment's
		// manifests, nil when the scope has none)
		meta.DefineMethod("module_name", 0, 0, func(c *Call) (Value, error) {
			if v, ok := c.In.host.LookupVar("module_name"); ok {
				if s, isStr := v.(string); isStr {
					return NewString(s), nil
				}
			}
			return nil, nil
		})
		// file and line: where the class or define is written
		place := func(c *Call) (string, int, error) {
			sp, ok := c.In.host.(SourcePlaceHost)
			if !ok {
				return "", 0, c.In.unsupportedErr("Puppet::Resource::Type#file (the host gives no place)")
			}
			f, l := sp.ScopeSourcePlace()
			return f, l, nil
		}
		meta.DefineMethod("file", 0, 0, func(c *Call) (Value, error) {
			f, _, err := place(c)
			if err != nil || f == "" {
				return nil, err
			}
			return NewString(f), nil
		})
		meta.DefineMethod("line", 0, 0, func(c *Call) (Value, error) {
			f, l, err := place(c)
			if err != nil || f == "" {
				return nil, err
			}
			return int64(l), nil
		})
		return o, nil
	})
	sc.DefineMethod("lookupdefaults", 1, 1, func(c *Call) (Value, error) { return c.In.scopeLookupDefaults(c) })

	sc.DefineMethod("find_global_scope", 0, 0, func(c *Call) (Value, error) { return c.In.scopeObject(true), nil })
	environment := func(c *Call) (Value, error) {
		ch, err := c.In.catalogHost()
		if err != nil {
			return nil, err
		}
		name := ch.EnvironmentName()
		o, meta := c.In.apiObject("Puppet::Node::Environment")
		meta.DefineMethod("to_s", 0, 0, func(*Call) (Value, error) { return NewString(name), nil })
		meta.DefineMethod("name", 0, 0, func(*Call) (Value, error) { return Symbol(name), nil })
		// Environment#module(name): the module of the environment, or nil
		meta.DefineMethod("module", 1, 1, func(c *Call) (Value, error) {
			return c.In.callMethod(c.In.keptModule("Puppet::Module"), "find", c.Args[:1], nil, nil, true)
		})
		// Environment#module_by_forge_name("author/name"): the module named
		// name when its metadata's forge name is that, else nil
		meta.DefineMethod("module_by_forge_name", 1, 1, func(c *Call) (Value, error) {
			forge := c.In.toS(c.Args[0])
			_, name, _ := strings.Cut(forge, "/")
			name, _, _ = strings.Cut(name, "/") // split('/')[1]
			m, err := c.In.callMethod(c.In.keptModule("Puppet::Module"), "find", []Value{NewString(name)}, nil, nil, true)
			if err != nil || m == nil {
				return nil, err
			}
			fn, err := c.In.callMethod(m, "forge_name", nil, nil, nil, false)
			if err != nil {
				return nil, err
			}
			if fs, ok := fn.(*String); ok && fs.s == forge {
				return m, nil
			}
			return nil, nil
		})
		meta.DefineMethod("modules", 0, 0, func(c *Call) (Value, error) { return c.In.environmentModules() })
		meta.DefineMethod("known_resource_types", 0, 0, func(c *Call) (Value, error) { return c.In.knownResourceTypes(), nil })
		return o, nil
	}
	sc.DefineMethod("environment", 0, 0, environment)
	catalog := func(c *Call) (Value, error) {
		ch, err := c.In.catalogHost()
		if err != nil {
			return nil, err
		}
		o, meta := c.In.apiObject("Puppet::Resource::Catalog")
		c.In.defineCatalogGraph(meta)
		c.In.defineCatalogIdentity(meta, ch)
		meta.DefineMethod("resources", 0, 0, func(c *Call) (Value, error) {
			a := &Array{}
			for _, r := range ch.Resources() {
				a.a = append(a.a, c.In.catalogResourceObject(r))
			}
			return a, nil
		})
		meta.DefineMethod("resource", 1, 2, func(c *Call) (Value, error) {
			return c.In.callMethod(c.In.scopeObject(false), "findresource", c.Args, nil, nil, true)
		})
		// resource_keys: the [type, title] keys of the catalog's resource
		// table, aliases included
		meta.DefineMethod("resource_keys", 0, 0, func(c *Call) (Value, error) {
			kh, ok := c.In.host.(ResourceKeysHost)
			if !ok {
				return nil, c.In.unsupportedErr("Puppet::Resource::Catalog#resource_keys (the host lists no keys)")
			}
			a := &Array{}
			for _, k := range kh.ResourceKeys() {
				a.a = append(a.a, NewArray([]Value{NewString(k[0]), NewString(k[1])}))
			}
			return a, nil
		})
		// resource_refs: "Type[title]" of every resource, in order
		meta.DefineMethod("resource_refs", 0, 0, func(c *Call) (Value, error) {
			a := &Array{}
			for _, r := range ch.Resources() {
				s, err := c.In.callMethod(c.In.catalogResourceObject(r), "to_s", nil, nil, nil, true)
				if err != nil {
					return nil, err
				}
				a.a = append(a.a, s)
			}
			return a, nil
		})
		meta.DefineMethod("classes", 0, 0, func(c *Call) (Value, error) {
			a := &Array{}
			for _, n := range ch.ClassNames() {
				a.a = append(a.a, NewString(n))
			}
			return a, nil
		})
		meta.DefineMethod("catalog_uuid", 0, 0, func(c *Call) (Value, error) {
			uh, ok := c.In.host.(UUIDHost)
			if !ok {
				return nil, c.In.unsupportedErr("Puppet::Resource::Catalog#catalog_uuid (the host gives none)")
			}
			return NewString(uh.CatalogUUID()), nil
		})
		meta.DefineMethod("tags", 0, 0, func(c *Call) (Value, error) {
			th, err := c.In.tagHost()
			if err != nil {
				return nil, err
			}
			return c.In.tagSet(th.CatalogTags())
		})
		meta.DefineMethod("tagged?", 0, -1, func(c *Call) (Value, error) {
			th, err := c.In.tagHost()
			if err != nil {
				return nil, err
			}
			return c.In.tagged(th.CatalogTags(), c.Args)
		})
		// remove_resource(*resources) returns its arguments (Puppet's
		// resources.each); anything but a resource is not in the catalog.
		meta.DefineMethod("remove_resource", 0, -1, func(c *Call) (Value, error) {
			rr, err := c.In.resourceRemover()
			if err != nil {
				return nil, err
			}
			for _, a := range c.Args {
				if ref, ok := pvOf(a); ok {
					rr.RemoveResource(ref)
				}
			}
			return NewArray(append([]Value(nil), c.Args...)), nil
		})
		return o, nil
	}
	sc.DefineMethod("catalog", 0, 0, catalog)
	sc.DefineMethod("compiler", 0, 0, func(c *Call) (Value, error) {
		o, meta := c.In.apiObject("Puppet::Parser::Compiler")
		meta.DefineMethod("environment", 0, 0, environment)
		meta.DefineMethod("catalog", 0, 0, catalog)
		meta.DefineMethod("node", 0, 0, func(c *Call) (Value, error) {
			ch, err := c.In.catalogHost()
			if err != nil {
				return nil, err
			}
			name := ch.NodeName()
			n, meta := c.In.apiObject("Puppet::Node")
			meta.DefineMethod("name", 0, 0, func(*Call) (Value, error) { return NewString(name), nil })
			// facts: the node's Puppet::Node::Facts, whose values are
			// the facts the compile has ($facts)
			meta.DefineMethod("facts", 0, 0, func(c *Call) (Value, error) { return c.In.nodeFacts(name) })
			meta.DefineMethod("environment", 0, 0, environment)
			c.In.defineNodeMethods(meta)
			return n, nil
		})
		meta.DefineMethod("resources", 0, 0, func(c *Call) (Value, error) {
			return c.In.compilerResources()
		})
		meta.DefineMethod("loaders", 0, 0, func(c *Call) (Value, error) { return c.In.loadersObject(), nil })
		meta.DefineMethod("topscope", 0, 0, func(c *Call) (Value, error) { return c.In.scopeObject(true), nil })
		return o, nil
	})
	// find_hostclass / find_definition: the class or defined type of that
	// name (Puppet::Resource::Type), nil when there is none
	findKind := func(kind string) GoFunc {
		return func(c *Call) (Value, error) {
			name, err := c.In.strArg(c.Args[0], 0)
			if err != nil {
				return nil, err
			}
			name = strings.ToLower(strings.TrimPrefix(name, "::"))
			th, ok := c.In.host.(ResourceTypeHost)
			if !ok {
				return nil, c.In.unsupportedErr("Puppet::Parser::Scope#find_" + kind + " (the host finds no resource types)")
			}
			if th.FindResourceTypeOrClass(name) != kind {
				return nil, nil
			}
			return &Object{class: c.In.keptModule("Puppet::Resource::Type"), Data: &resourceTypeData{name: name, kind: kind}}, nil
		}
	}
	sc.DefineMethod("find_hostclass", 1, 2, findKind("hostclass"))
	sc.DefineMethod("find_definition", 1, 2, findKind("definition"))

	mod := in.DefineClass(in.puppetModule("Puppet"), "Module", nil)
	in.keep("Puppet::Module", mod)
	mod.DefineSingletonMethod("find", 1, 2, func(c *Call) (Value, error) {
		ch, ok := c.In.host.(ModuleFinder)
		if !ok {
			return nil, c.In.unsupportedErr("Puppet::Module.find (the host finds no modules)")
		}
		p, ok := ch.ModulePath(c.In.toS(c.Args[0]))
		if !ok {
			return nil, nil
		}
		o := &Object{class: c.In.keptModule("Puppet::Module")}
		o.SetIvar("@path", NewString(p))
		o.SetIvar("@name", NewString(c.In.toS(c.Args[0])))
		return o, nil
	})
	mod.DefineMethod("path", 0, 0, func(c *Call) (Value, error) { return c.Self.(*Object).Ivar("@path"), nil })
	mod.DefineMethod("name", 0, 0, func(c *Call) (Value, error) { return c.Self.(*Object).Ivar("@name"), nil })
	files := in.DefineModule(in.puppetModule("Puppet::Parser"), "Files")
	in.defineFindFile(files)
	files.DefineSingletonMethod("find_template", 1, 2, func(c *Call) (Value, error) {
		ch, err := c.In.catalogHost()
		if err != nil {
			return nil, err
		}
		p, ok := ch.FindTemplate(c.In.toS(c.Args[0]))
		if !ok {
			return nil, nil
		}
		return NewString(p), nil
	})
}

// ModuleFinder is implemented by hosts that find a module of the
// environment by name (Puppet::Module.find; the environment argument
// names the one the host serves): every CatalogHost, and what a type file
// sees while it loads (a type requiring another module's helper from
// Puppet::Module.find(name, Puppet[:environment].to_s).path).
type ModuleFinder interface {
	ModulePath(name string) (string, bool)
}

// typeAndTitle is the type and title Puppet's Catalog#resource(type,
// title) looks up: a resource type (a Puppet::Type class or a
// Puppet::Resource::Type) stands for its name, then
// Puppet::Resource.type_and_title (which raises Puppet's ArgumentError for
// a string that is no reference).
func (in *Interp) typeAndTitle(typ, title Value) (string, string, error) {
	switch x := typ.(type) {
	case *Module:
		if ti := typeInfoOf(x); ti != nil {
			typ = Symbol(ti.def.Name)
		}
	case *Object:
		if rt, ok := x.Data.(*resourceTypeData); ok {
			typ = NewString(rt.name)
		}
	}
	r, err := in.callMethod(in.puppetModule("Puppet::Resource"), "type_and_title", []Value{typ, title}, nil, nil, true)
	if err != nil {
		return "", "", err
	}
	a, ok := r.(*Array)
	if !ok || len(a.a) != 2 {
		return "", "", in.raise(cTypeError, 0, "Puppet::Resource.type_and_title gave %s", in.inspect(r))
	}
	return in.toS(a.a[0]), in.toS(a.a[1]), nil
}

// ResourceTypeHost is implemented by hosts that find resource types,
// defined types and classes by name for
// Puppet::Pops::Evaluator::Runtime3ResourceSupport.find_resource_type_or_class
// (stdlib's defined_with_params, through ensure_resource and
// ensure_packages).
type ResourceTypeHost interface {
	// FindResourceTypeOrClass looks name (lower case) up as Puppet does: a
	// resource type (built-in, a module's, or generated pcore) gives
	// "type", else a defined type "definition", else a class
	// "hostclass"; "" when there is none.
	FindResourceTypeOrClass(name string) (kind string)
}

// resourceTypeData is the Go state of a Puppet::Resource::Type (a defined
// type or a class as Ruby sees it).
type resourceTypeData struct {
	name string // lower case, "apache::vhost"
	kind string // "definition", "hostclass"
}

func (in *Interp) defineRuntime3ResourceSupport() {
	pops := in.DefineModule(in.puppetModule("Puppet"), "Pops")
	ev := in.DefineModule(pops, "Evaluator")
	// the class of a Puppet lambda given to Ruby as a block (hostBlock)
	in.DefineClass(ev, "PuppetProc", in.cProc)
	// Puppet's lambda object: module code tests values against it (`when
	// Puppet::Pops::Evaluator::Closure`); a lambda reaches Ruby as a
	// PuppetProc, so no Puppet value is one
	in.DefineClass(ev, "Closure", nil)
	rs := in.DefineModule(ev, "Runtime3ResourceSupport")
	rtype := in.DefineClass(in.puppetModule("Puppet::Resource"), "Type", nil)
	in.keep("Puppet::Resource::Type", rtype)
	rtype.DefineMethod("name", 0, 0, func(c *Call) (Value, error) {
		return NewString(c.Self.(*Object).Data.(*resourceTypeData).name), nil
	})
	rtype.DefineMethod("type", 0, 0, func(c *Call) (Value, error) {
		return Symbol(c.Self.(*Object).Data.(*resourceTypeData).kind), nil
	})
	rtype.DefineMethod("to_s", 0, 0, func(c *Call) (Value, error) {
		return NewString(c.Self.(*Object).Data.(*resourceTypeData).name), nil
	})
	rtype.DefineMethod("inspect", 0, 0, func(c *Call) (Value, error) {
		d := c.Self.(*Object).Data.(*resourceTypeData)
		return NewString(fmt.Sprintf("#<Puppet::Resource::Type %s %s>", d.kind, d.name)), nil
	})
	rs.DefineSingletonMethod("find_resource_type_or_class", 2, 2, func(c *Call) (Value, error) {
		name, err := c.In.strArg(c.Args[1], 1)
		if err != nil {
			return nil, err
		}
		if name == "" {
			return nil, nil
		}
		th, ok := c.In.host.(ResourceTypeHost)
		if !ok {
			return nil, c.In.unsupportedErr("Puppet::Pops::Evaluator::Runtime3ResourceSupport.find_resource_type_or_class (the host finds no resource types)")
		}
		switch kind := th.FindResourceTypeOrClass(name); kind {
		case "type":
			// the type's class, Puppet::Type::<Name>
			cname := strings.ToUpper(name[:1]) + strings.ToLower(name[1:])
			return c.In.callMethod(c.In.puppetModule("Puppet::Type"), "const_get", []Value{Symbol(cname)}, nil, nil, true)
		case "definition", "hostclass":
			return &Object{class: c.In.keptModule("Puppet::Resource::Type"), Data: &resourceTypeData{name: name, kind: kind}}, nil
		}
		return nil, nil
	})
}

// compilerResources is Compiler#resources: an Enumerable over the
// compiler's resources as they are at each call (Puppet's is the Array
// itself), whose delete(r) takes r out of the compiler's list (Array#delete:
// r, or the block's value / nil when r was not there).
func (in *Interp) compilerResources() (Value, error) {
	rr, err := in.resourceRemover()
	if err != nil {
		return nil, err
	}
	o := &Object{class: in.cObject}
	meta := in.objSingleton(o)
	meta.Include(in.cEnumerable)
	list := func(c *Call) []Value {
		refs := rr.CompilerResources()
		out := make([]Value, len(refs))
		for i, r := range refs {
			out[i] = c.In.catalogResourceObject(r)
		}
		return out
	}
	meta.DefineMethod("each", 0, 0, func(c *Call) (Value, error) {
		if c.Block == nil {
			return c.In.callMethod(NewArray(list(c)), "each", nil, nil, nil, true)
		}
		for _, r := range list(c) {
			if _, err := c.In.yield1(c.Block, r); err != nil {
				return nil, err
			}
		}
		return c.Self, nil
	})
	size := func(c *Call) (Value, error) { return int64(len(rr.CompilerResources())), nil }
	meta.DefineMethod("size", 0, 0, size)
	meta.DefineMethod("length", 0, 0, size)
	meta.DefineMethod("empty?", 0, 0, func(c *Call) (Value, error) { return len(rr.CompilerResources()) == 0, nil })
	meta.DefineMethod("to_ary", 0, 0, func(c *Call) (Value, error) { return NewArray(list(c)), nil })
	meta.DefineMethod("delete", 1, 1, func(c *Call) (Value, error) {
		if ref, ok := pvOf(c.Args[0]); ok && rr.DeleteCompilerResource(ref) {
			return c.Args[0], nil
		}
		if c.Block != nil {
			return c.In.yield1(c.Block, c.Args[0])
		}
		return nil, nil
	})
	return o, nil
}

// loadersObject is compiler.loaders (Puppet::Pops::Loaders): its
// private_environment_loader (environmentLoader).
func (in *Interp) loadersObject() Value {
	o := &Object{class: in.puppetValueClass("Puppet::Pops::Loaders")}
	meta := in.objSingleton(o)
	meta.DefineMethod("private_environment_loader", 0, 0, func(c *Call) (Value, error) {
		return c.In.environmentLoader(false), nil
	})
	return o
}
