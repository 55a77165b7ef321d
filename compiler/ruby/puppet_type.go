package ruby

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"strings"
)

// Puppet's type DSL as module type files use it when they are loaded:
// Puppet::Type.newtype(:name) { newparam, newproperty, ensurable, ... },
// with the parameter and property blocks evaluated on Puppet::Parameter /
// Puppet::Property subclasses as Puppet does (so shared blocks given to
// instance_eval or class_eval, helper methods, loops and conditions all
// run). What a file declares is recorded for compiler/resourcetypes.

// TypeDef is what one Puppet::Type.newtype (or
// Puppet::ResourceApi.register_type) call of a type file declared.
type TypeDef struct {
	Name       string
	Line       int
	Params     []string // in declaration order
	Properties []string // ensure first, as Puppet orders them
	Namevars   []string
	// TitlePatterns is what the type's title_patterns returned when the
	// type defines it (TitlePatternsSet); TitlePatternsError says why it
	// could not be read.
	TitlePatterns      []TitlePattern
	TitlePatternsSet   bool
	TitlePatternsError string
	// Isomorphic is @isomorphic when the type body set it.
	Isomorphic *bool
	// ResourceAPI is set for Puppet::ResourceApi.register_type; Arg is
	// the definition hash then (a value of the Interp that loaded it).
	ResourceAPI bool
	Arg         Value
	// Partial is the error that stopped the type body, if any: what was
	// declared before it is kept.
	Partial *Error
	// Notes say what of the type's loading Punch could not do (a
	// provider file its Ruby cannot run).
	Notes []string
	// File is set by a host describing a module's type written with
	// Puppet's type DSL (ResourceTypeDefHost): the file that defines it,
	// which Puppet::Type.type loads in the compile.
	File string
}

// TitlePattern is one [regexp, [[attr, proc?], ...]] of title_patterns.
type TitlePattern struct {
	Source     string
	Options    string // "mix" letters
	Attributes []string
	Procs      []bool
	// ProcValues are the procs (nil where Procs is false), Procs of the
	// Interp that loaded the type: CallTitleProc runs one.
	ProcValues []Value
}

// typeInfo is the Go state of a class made by Puppet::Type.newtype.
type typeInfo struct {
	def   *TypeDef
	attrs map[string]*Module // parameter and property classes by name
	// described: a class made from the host's description (Puppet's own
	// types): its attribute classes have no behaviour
	described bool
}

// paramInfo is the Go state of a parameter or property class.
type paramInfo struct {
	name      string
	property  bool
	namevar   bool
	metaparam bool
	owner     *typeInfo // nil for a metaparameter
}

func typeInfoOf(m *Module) *typeInfo {
	for c := m; c != nil; c = c.super {
		if ti, ok := c.data.(*typeInfo); ok {
			return ti
		}
	}
	return nil
}

func paramInfoOf(m *Module) *paramInfo {
	for c := m; c != nil; c = c.super {
		if pi, ok := c.data.(*paramInfo); ok {
			return pi
		}
	}
	return nil
}

func (in *Interp) definePuppetTypeDSL() {
	puppet := in.puppetModule("Puppet")
	ptype := in.DefineClass(puppet, "Type", nil)
	param := in.DefineClass(puppet, "Parameter", nil)
	prop := in.DefineClass(puppet, "Property", param)
	in.DefineClass(param, "Boolean", param)
	in.DefineClass(param, "Path", param)
	in.DefineClass(param, "Package", param)
	in.DefineClass(param, "ValueCollection", nil)
	ensure := in.DefineClass(prop, "Ensure", prop)
	// the Go methods below find these through their Call (fork.go)
	in.keep("Puppet::Type", ptype)
	in.keep("Puppet::Parameter", param)
	in.keep("Puppet::Property::Ensure", ensure)
	in.DefineClass(prop, "Boolean", prop)
	for _, n := range []string{"List", "OrderedList", "KeyValue"} {
		in.DefineClass(prop, n, prop)
	}
	in.puppetModule("Puppet::Parameter::Path").DefineSingletonMethod("accept_arrays", 0, 1, func(c *Call) (Value, error) { return nil, nil })

	meta := ptype.singletonClass()
	// Puppet's own types (Puppet::Type::File, ...) are not Ruby here: a
	// reference to one, or to one of its attribute classes
	// (Puppet::Type::File::Owner, used as a parent), gets a stand-in class
	meta.DefineMethod("const_missing", 1, 1, func(c *Call) (Value, error) {
		if err := c.In.ensurePuppetProviders(); err != nil {
			return nil, err
		}
		base := c.Self.(*Module)
		name := c.In.symStr(c.Args[0])
		var cls *Module
		if ptype := c.In.keptModule("Puppet::Type"); base == ptype {
			cls = c.In.DefineClass(base, name, ptype)
			cls.data = &typeInfo{def: &TypeDef{Name: strings.ToLower(name)}, attrs: map[string]*Module{}, described: true}
		} else {
			cls = c.In.DefineClass(base, name, c.In.keptModule("Puppet::Parameter"))
		}
		return cls, nil
	})
	meta.DefineMethod("newtype", 1, 2, func(c *Call) (Value, error) { return c.In.newType(c.Args, c.Block) })
	meta.DefineMethod("type", 1, 1, func(c *Call) (Value, error) {
		// Puppet's Type.type: nothing for a name with ':', a String
		// downcased, a Symbol as it is (:File names no type: the types
		// are kept, and their files named, in lower case)
		if err := c.In.ensurePuppetProviders(); err != nil {
			return nil, err
		}
		name := c.In.symStr(c.Args[0])
		if strings.Contains(name, ":") {
			return nil, nil
		}
		if _, isSym := c.Args[0].(Symbol); isSym {
			if name != strings.ToLower(name) {
				return nil, nil
			}
		} else {
			name = strings.ToLower(name)
		}
		ps := c.In.puppetAPI()
		for _, t := range ps.types {
			if t.def.Name == name {
				return t.cls, nil
			}
		}
		th, described := c.In.host.(ResourceTypeDefHost)
		if !described {
			// loading a type file: another type is loaded as Puppet's
			// autoloader loads it (a provider's parent provider of
			// another module's type)
			cls, err := c.In.autoloadType(name)
			if cls == nil || err != nil {
				return nil, err
			}
			return cls, nil
		}
		// a type no Ruby of this Interp defined (Puppet's own): its class
		// from the host's description, made once
		{
			if def, ok := th.ResourceTypeDef(name); ok {
				if def.File != "" {
					// a module's type written with Puppet's type DSL:
					// its file loaded here, as Puppet's autoloader
					// does, so the class is the one the file makes
					// (its attribute classes, features, providers)
					cls, err := c.In.autoloadType(name)
					if err != nil {
						return nil, err
					}
					return cls, nil
				}
				// a copy: providify may add to it
				def = &TypeDef{Name: def.Name, Params: slices.Clone(def.Params), Properties: slices.Clone(def.Properties), Namevars: slices.Clone(def.Namevars)}
				cls := &Module{in: c.In, isClass: true, super: c.Self.(*Module), data: &typeInfo{def: def, attrs: map[string]*Module{}, described: true}}
				c.Self.(*Module).SetConst(capitalizeName(name), cls)
				ps.types = append(ps.types, &typeEntry{def: def, cls: cls})
				return cls, nil
			}
		}
		return nil, nil
	})
	attr := func(property bool) GoFunc {
		return func(c *Call) (Value, error) {
			return c.In.newAttr(c.Self.(*Module), c.Args, c.Block, property, nil)
		}
	}
	meta.DefineMethod("newparam", 1, 2, attr(false))
	meta.DefineMethod("newproperty", 1, 2, attr(true))
	meta.DefineMethod("ensurable", 0, 0, func(c *Call) (Value, error) {
		blk := c.Block
		opts := NewHash()
		opts.put(Symbol("parent"), c.In.keptModule("Puppet::Property::Ensure"))
		cls, err := c.In.newAttr(c.Self.(*Module), []Value{Symbol("ensure"), opts}, blk, true, nil)
		if err != nil {
			return nil, err
		}
		if blk == nil {
			if _, err := c.In.callMethod(cls, "defaultvalues", nil, nil, nil, true); err != nil {
				return nil, err
			}
		}
		return cls, nil
	})
	noop := func(c *Call) (Value, error) { return nil, nil }
	for _, n := range []string{"autorequire", "autobefore", "autosubscribe", "autonotify", "apply_to_device", "apply_to_host", "apply_to_all", "initvars", "self_refresh=", "suppress_provider"} {
		meta.DefineMethod(n, 0, -1, noop)
	}
	// the class API puppet_type.rb writes in Ruby, loaded at the first call
	for _, n := range []string{"desc", "doc=", "doc", "validate", "defaultprovider"} {
		meta.DefineMethod(n, 0, -1, typePreludeMethod(n))
	}
	defineMetaparamAPI(meta)
	attrClass := func(c *Call) (Value, error) {
		ti := typeInfoOf(c.Self.(*Module))
		if ti == nil {
			return nil, nil
		}
		n := strings.ToLower(c.In.symStr(c.Args[0]))
		if cls := c.In.describedAttrClass(c.Self.(*Module), ti, n); cls != nil {
			return cls, nil
		}
		return nil, nil
	}
	// attrclass also answers a metaparameter's class, as Puppet's does
	meta.DefineMethod("attrclass", 1, 1, func(c *Call) (Value, error) {
		if v, err := attrClass(c); v != nil || err != nil {
			return v, err
		}
		if n := strings.ToLower(c.In.symStr(c.Args[0])); c.In.isMetaparam(n) {
			if cls := c.In.metaparamClass(n); cls != nil {
				return cls, nil
			}
		}
		return nil, nil
	})
	meta.DefineMethod("paramclass", 1, 1, attrClass)
	meta.DefineMethod("propertybyname", 1, 1, attrClass)
	// declared reports whether the type declares the attribute (a
	// parameter or property class here, or in its description)
	declared := func(c *Call, params, props bool) bool {
		v, _ := attrClass(c)
		if v != nil {
			return true
		}
		ti := typeInfoOf(c.Self.(*Module))
		if ti == nil {
			return false
		}
		n := strings.ToLower(c.In.symStr(c.Args[0]))
		return params && slices.Contains(ti.def.Params, n) || props && slices.Contains(ti.def.Properties, n)
	}
	// validattr? is Puppet's: name, a property, a parameter or a
	// metaparameter; validparameter? a parameter or a metaparameter
	meta.DefineMethod("validattr?", 1, 1, func(c *Call) (Value, error) {
		n := strings.ToLower(c.In.symStr(c.Args[0]))
		return n == "name" || declared(c, true, true) || c.In.isMetaparam(n), nil
	})
	meta.DefineMethod("valid_parameter?", 1, 1, func(c *Call) (Value, error) {
		return c.In.callMethod(c.Self, "validattr?", c.Args, nil, nil, true)
	})
	meta.DefineMethod("validparameter?", 1, 1, func(c *Call) (Value, error) {
		return declared(c, true, false) || c.In.isMetaparam(strings.ToLower(c.In.symStr(c.Args[0]))), nil
	})
	// validproperty? is the property's class (Puppet answers it), else false
	meta.DefineMethod("validproperty?", 1, 1, func(c *Call) (Value, error) {
		ti := typeInfoOf(c.Self.(*Module))
		n := strings.ToLower(c.In.symStr(c.Args[0]))
		if ti == nil || !slices.Contains(ti.def.Properties, n) {
			return false, nil
		}
		if cls := c.In.describedAttrClass(c.Self.(*Module), ti, n); cls != nil {
			return cls, nil
		}
		return declared(c, false, true), nil
	})
	// attrtype(name) (a Symbol, as Puppet's hashes are keyed): :property,
	// :param, :meta or nil
	meta.DefineMethod("attrtype", 1, 1, func(c *Call) (Value, error) {
		ti := typeInfoOf(c.Self.(*Module))
		n, ok := c.Args[0].(Symbol)
		switch {
		case !ok || ti == nil:
			return nil, nil
		case slices.Contains(ti.def.Properties, string(n)):
			return Symbol("property"), nil
		case slices.Contains(ti.def.Params, string(n)):
			return Symbol("param"), nil
		case c.In.isMetaparam(string(n)):
			return Symbol("meta"), nil
		}
		return nil, nil
	})
	// allattrs: the key attributes, provider, the properties, the
	// parameters, then the metaparameters, each once
	meta.DefineMethod("allattrs", 0, 0, func(c *Call) (Value, error) {
		ti := typeInfoOf(c.Self.(*Module))
		var names []string
		add := func(list ...string) {
			for _, n := range list {
				if !slices.Contains(names, n) {
					names = append(names, n)
				}
			}
		}
		if ti != nil {
			add(ti.keyAttributes()...)
			if slices.Contains(ti.def.Params, "provider") {
				add("provider")
			}
			add(ti.def.Properties...)
			add(ti.def.Params...)
		}
		add(puppetMetaparams...)
		if c.In.puppet != nil {
			add(c.In.puppet.metaparams...)
		}
		a := &Array{}
		for _, n := range names {
			a.a = append(a.a, Symbol(n))
		}
		return a, nil
	})
	list := func(property bool) GoFunc {
		return func(c *Call) (Value, error) {
			ti := typeInfoOf(c.Self.(*Module))
			a := &Array{}
			if ti == nil {
				return a, nil
			}
			names := ti.def.Params
			if property {
				names = ti.def.Properties
			}
			for _, n := range names {
				a.a = append(a.a, Symbol(n))
			}
			return a, nil
		}
	}
	meta.DefineMethod("parameters", 0, 0, list(false))
	meta.DefineMethod("validproperties", 0, 0, list(true))
	meta.DefineMethod("properties", 0, 0, func(c *Call) (Value, error) {
		ti := typeInfoOf(c.Self.(*Module))
		a := &Array{}
		if ti != nil {
			for _, n := range ti.def.Properties {
				if cls := c.In.describedAttrClass(c.Self.(*Module), ti, n); cls != nil {
					a.a = append(a.a, cls)
				}
			}
		}
		return a, nil
	})
	meta.DefineMethod("key_attributes", 0, 0, func(c *Call) (Value, error) {
		ti := typeInfoOf(c.Self.(*Module))
		a := &Array{}
		if ti != nil {
			for _, n := range ti.keyAttributes() {
				a.a = append(a.a, Symbol(n))
			}
		}
		return a, nil
	})
	meta.DefineMethod("title_patterns", 0, 0, func(c *Call) (Value, error) {
		ti := typeInfoOf(c.Self.(*Module))
		if ti == nil {
			return &Array{}, nil
		}
		keys := ti.keyAttributes()
		if len(keys) != 1 {
			return nil, c.In.raise(cPuppetError, 0, "you must specify title patterns when there are two or more key attributes")
		}
		re, _ := newRegexp("(.*)", RegexpMultiline)
		return newArray([]Value{newArray([]Value{re, newArray([]Value{newArray([]Value{Symbol(keys[0])})})})}), nil
	})
	meta.DefineMethod("isomorphic?", 0, 0, func(c *Call) (Value, error) {
		v := c.Self.(*Module).ivars
		if x, ok := v.get("@isomorphic"); ok {
			return Truthy(x), nil
		}
		return true, nil
	})
	meta.DefineMethod("name", 0, 0, func(c *Call) (Value, error) {
		if ti := typeInfoOf(c.Self.(*Module)); ti != nil {
			return Symbol(ti.def.Name), nil
		}
		return NewString(c.In.modName(c.Self.(*Module))), nil
	})

	pmeta := param.singletonClass()
	pmeta.DefineMethod("isnamevar", 0, 0, func(c *Call) (Value, error) {
		if pi := paramInfoOf(c.Self.(*Module)); pi != nil && !pi.namevar && pi.owner != nil {
			pi.namevar = true
			pi.owner.def.Namevars = append(pi.owner.def.Namevars, pi.name)
		}
		c.Self.(*Module).ivars.set("@required", true)
		return true, nil
	})
	pmeta.DefineMethod("isnamevar?", 0, 0, func(c *Call) (Value, error) {
		// @isnamevar: nil unless isnamevar was called
		if pi := paramInfoOf(c.Self.(*Module)); pi != nil && pi.namevar {
			return true, nil
		}
		return nil, nil
	})
	pmeta.DefineMethod("name", 0, 0, func(c *Call) (Value, error) {
		if pi := paramInfoOf(c.Self.(*Module)); pi != nil {
			return Symbol(pi.name), nil
		}
		// Puppet's own attribute classes: Parameter's name accessor, set
		// by newparam/newproperty only (Puppet::Parameter::Boolean.name is
		// nil); Puppet::Property::Ensure names itself
		if c.Self == c.In.keptModule("Puppet::Property::Ensure") {
			return Symbol("ensure"), nil
		}
		return nil, nil
	})
	for _, n := range []string{"desc", "doc=", "doc", "isrequired", "required?", "newvalues", "newvalue", "aliasvalue", "defaultto", "nodefault", "required_features=", "required_features", "munge", "unmunge", "validate", "initvars", "proxymethods", "array_matching=", "array_matching", "defaultvalues", "value_collection", "sensitive", "idempotent=", "idempotent", "value_option", "value_name"} {
		pmeta.DefineMethod(n, 0, -1, typePreludeMethod(n))
	}
}

// typePreludeMethod is a class method of Puppet::Type or Puppet::Parameter
// that puppet_type.rb defines: the first call loads the preludes (as a
// module's own parameter class may call newvalues before any type is
// made), which replace it, and calls the Ruby method; nil when they
// define none for the receiver.
func typePreludeMethod(name string) GoFunc {
	return func(c *Call) (Value, error) {
		if err := c.In.ensurePuppetProviders(); err != nil {
			return nil, err
		}
		me := c.In.findMethod(c.In.classOf(c.Self), name)
		if me == nil || me.fn != nil {
			return nil, nil
		}
		return c.In.callFound(me, c.Self, name, c.Args, c.Kw, c.Block, true, false, nil)
	}
}

// describedAttrClass is the class of the attribute name of the type class
// typ: the one its Ruby made, else, for a type known from the compile's
// description (Puppet's own types, a module's type loaded by the type
// loader), a class made once under the type's (Puppet::Type::File::Ensure)
// that answers name, isnamevar? and the class methods of Puppet's
// Parameter and Property; nil when the type has no such attribute.
func (in *Interp) describedAttrClass(typ *Module, ti *typeInfo, name string) *Module {
	if cls, ok := ti.attrs[name]; ok && cls != nil {
		return cls
	}
	property := slices.Contains(ti.def.Properties, name)
	if !property && !slices.Contains(ti.def.Params, name) {
		return nil
	}
	super := in.keptModule("Puppet::Parameter")
	switch {
	case name == "ensure" && property:
		super = in.keptModule("Puppet::Property::Ensure")
	case property:
		super = in.classByName("Puppet::Property")
	}
	cls := in.DefineClass(typ, capitalizeName(name), super)
	// no owner: the description is the compile's, shared, and isnamevar
	// must not change it
	cls.data = &paramInfo{name: name, property: property, namevar: slices.Contains(ti.def.Namevars, name)}
	ti.attrs[name] = cls
	return cls
}

// keyAttributes are the namevars, and name when declared (as
// Puppet::Type.key_attributes).
func (ti *typeInfo) keyAttributes() []string {
	var out []string
	for _, p := range ti.def.Params {
		if p == "name" || slices.Contains(ti.def.Namevars, p) {
			out = append(out, p)
		}
	}
	return out
}

// typeEntry is a type a file defined in this Interp.
type typeEntry struct {
	def *TypeDef
	cls *Module
	// file is the file whose evaluation defined it ("" for a type
	// described by the host); autoloaded: that file was loaded by
	// autoloadType, and LoadTypeFileHost has not given its types yet
	file       string
	autoloaded bool
}

// newType is Puppet::Type.newtype(name, options) { body }.
func (in *Interp) newType(args []Value, blk *Proc) (Value, error) {
	if err := in.ensurePuppetProviders(); err != nil {
		return nil, err
	}
	name := strings.ToLower(in.symStr(args[0]))
	def := &TypeDef{Name: name, Line: in.currentLine()}
	ti := &typeInfo{def: def, attrs: map[string]*Module{}}
	base := in.puppetModule("Puppet::Type")
	cls := &Module{in: in, isClass: true, super: base, data: ti}
	base.SetConst(capitalizeName(name), cls)
	// Puppet::Type.newNAME(*args): the type's new (the class found by its
	// constant, as a Go body may not keep a class of this Interp)
	if in.findMethod(base.singletonClass(), "new"+name) == nil {
		cname := capitalizeName(name)
		base.singletonClass().DefineMethod("new"+name, 0, -1, func(c *Call) (Value, error) {
			return c.In.callMethod(c.In.keptModule("Puppet::Type").consts[cname], "new", c.Args, c.Kw, c.Block, false)
		})
	}
	ps := in.puppetAPI()
	// the type file being loaded, or the file itself when it is the
	// type's own file required from another (require
	// 'puppet/type/NAME' in a provider): its types are its own, given
	// when that file is loaded (LoadTypeFileHost)
	te := &typeEntry{def: def, cls: cls, file: ps.typeFile}
	if in.file != nil && in.file.name != ps.typeFile && strings.HasSuffix(filepath.ToSlash(in.file.name), "/puppet/type/"+name+".rb") {
		te.file, te.autoloaded = in.file.name, true
	}
	ps.types = append(ps.types, te)
	if blk != nil {
		if _, err := in.callWithSelf(blk, cls, cls, []Value{cls}); err != nil {
			// keep what was declared; the caller reports the error
			def.Partial = in.toError(err)
		}
	}
	// a type with exists?/create/destroy is ensurable
	if !slices.Contains(def.Properties, "ensure") {
		pub := func(n string) bool {
			me := in.findMethod(cls, n)
			return me != nil && me.vis == public
		}
		if pub("exists?") && pub("create") && pub("destroy") {
			if _, err := in.newAttr(cls, []Value{Symbol("ensure")}, nil, true, in.puppetModule("Puppet::Property::Ensure")); err != nil && def.Partial == nil {
				def.Partial = in.toError(err)
			}
		}
	}
	if iso, ok := cls.ivars.get("@isomorphic"); ok {
		b := Truthy(iso)
		def.Isomorphic = &b
	}
	if me := in.findMethod(cls.singletonClass(), "title_patterns"); me != nil && me.fn == nil {
		v, err := in.invoke(me, cls, nil, nil, nil, "title_patterns")
		if err != nil {
			def.TitlePatternsError = in.toError(err).Error()
		} else if pats, msg := titlePatternsOf(in, v); msg != "" {
			def.TitlePatternsError = msg
		} else {
			def.TitlePatterns, def.TitlePatternsSet = pats, true
		}
	}
	if def.Partial == nil {
		// Puppet loads the type's providers now
		if err := in.loadProviders(def); err != nil {
			return nil, err
		}
	}
	return cls, nil
}

// capitalizeName is the constant Puppet's genclass names a class by:
// name.to_s.capitalize (Puppet::Type::Inner_conf, ...::ParameterName).
func capitalizeName(n string) string {
	if n == "" {
		return n
	}
	return strings.ToUpper(n[:1]) + strings.ToLower(n[1:])
}

// newAttr is newparam / newproperty: a class for the attribute whose
// body is the block, recorded in the type.
func (in *Interp) newAttr(typ *Module, args []Value, blk *Proc, property bool, parent *Module) (Value, error) {
	ti := typeInfoOf(typ)
	if ti == nil {
		return nil, in.raise(cPuppetDevError, 0, "newparam outside a type")
	}
	name := strings.ToLower(in.symStr(args[0]))
	namevar := false
	var opts *Hash
	if len(args) == 2 {
		opts, _ = args[1].(*Hash)
	}
	if opts != nil {
		if v, ok := opts.get(Symbol("parent")); ok {
			if m, ok := v.(*Module); ok {
				parent = m
			}
		}
		if v, ok := opts.get(Symbol("namevar")); ok && !property {
			namevar = Truthy(v)
		}
	}
	if parent == nil {
		parent = in.puppetModule("Puppet::Parameter")
		if property {
			parent = in.puppetModule("Puppet::Property")
		}
	}
	if _, dup := ti.attrs[name]; dup {
		what := "parameter"
		if property {
			what = "property"
		}
		return nil, in.raise(cPuppetDevError, 0, "Class %s already has a %s named %s", capitalizeName(ti.def.Name), what, name)
	}
	pi := &paramInfo{name: name, property: property, owner: ti}
	cls := &Module{in: in, isClass: true, super: parent, data: pi}
	ti.attrs[name] = cls
	// the constant Puppet's genclass sets: Type::Dport, Type::ParameterName
	cname := capitalizeName(name)
	if !property {
		cname = "Parameter" + cname
	}
	if isConstName(cname) {
		typ.SetConst(cname, cls)
	}
	if property {
		if name == "ensure" {
			ti.def.Properties = append([]string{"ensure"}, ti.def.Properties...)
		} else {
			ti.def.Properties = append(ti.def.Properties, name)
		}
	} else {
		ti.def.Params = append(ti.def.Params, name)
	}
	if namevar {
		pi.namevar = true
		ti.def.Namevars = append(ti.def.Namevars, name)
	}
	// genclass: initvars, then the attributes (a property's options
	// but parent; a parameter's :attributes), then the block
	if err := in.ensurePuppetProviders(); err != nil {
		return nil, err
	}
	if _, err := in.callMethod(cls, "initvars", nil, nil, nil, true); err != nil {
		return nil, err
	}
	var attrs *Hash
	if property {
		attrs = opts
	} else if opts != nil {
		if v, ok := opts.get(Symbol("attributes")); ok {
			attrs, _ = v.(*Hash)
		}
	}
	if attrs != nil {
		for _, k := range attrs.Keys() {
			if kn := in.symStr(k); property && kn == "parent" {
				continue
			}
			setter := in.symStr(k) + "="
			if in.findMethod(in.classOf(cls), setter) == nil {
				continue
			}
			v, _ := attrs.get(k)
			if _, err := in.callMethod(cls, setter, []Value{v}, nil, nil, true); err != nil {
				return nil, err
			}
		}
	}
	if blk != nil {
		if _, err := in.callWithSelf(blk, cls, cls, []Value{cls}); err != nil {
			return nil, err
		}
	}
	if !property && opts != nil {
		// newparam: boolean: true gives the type NAME?; required_features
		if in.findMethod(in.classOf(typ), "handle_param_options") != nil {
			if _, err := in.callMethod(typ, "handle_param_options", []Value{Symbol(name), opts}, nil, nil, true); err != nil {
				return nil, err
			}
		}
		if v, ok := opts.get(Symbol("required_features")); ok && Truthy(v) {
			if _, err := in.callMethod(cls, "required_features=", []Value{v}, nil, nil, true); err != nil {
				return nil, err
			}
		}
	}
	if namevar {
		cls.ivars.set("@required", true)
	}
	return cls, nil
}

// isConstName reports whether n can name a constant (a capital letter,
// then word characters).
func isConstName(n string) bool {
	if n == "" || n[0] < 'A' || n[0] > 'Z' {
		return false
	}
	for i := 1; i < len(n); i++ {
		c := n[i]
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80) {
			return false
		}
	}
	return true
}

// titlePatternsOf reads [[regexp, [[:attr], [:attr, proc]]], ...].
func titlePatternsOf(in *Interp, v Value) ([]TitlePattern, string) {
	a, ok := v.(*Array)
	if !ok {
		return nil, "title_patterns did not return an Array"
	}
	var out []TitlePattern
	for _, e := range a.a {
		ea, ok := e.(*Array)
		if !ok || len(ea.a) < 2 {
			return nil, "a title pattern is not [regexp, [[attribute, ...]]]"
		}
		var p TitlePattern
		switch re := ea.a[0].(type) {
		case *Regexp:
			p.Source, p.Options = re.Source, regexpFlags(re.Options)
		case *String:
			p.Source = re.s
		default:
			return nil, "a title pattern's first element is not a Regexp"
		}
		attrs, ok := ea.a[1].(*Array)
		if !ok {
			return nil, "a title pattern's attributes are not an Array"
		}
		for _, at := range attrs.a {
			aa, ok := at.(*Array)
			if !ok || len(aa.a) == 0 {
				return nil, "a title pattern attribute is not [name, proc]"
			}
			n, ok := symOrStr(aa.a[0])
			if !ok {
				return nil, "a title pattern attribute name is not a Symbol"
			}
			p.Attributes = append(p.Attributes, n)
			var proc Value
			if len(aa.a) > 1 {
				proc = aa.a[1]
			}
			p.Procs = append(p.Procs, proc != nil)
			p.ProcValues = append(p.ProcValues, proc)
		}
		out = append(out, p)
	}
	return out, ""
}

const cPuppetDevError = "Puppet::DevError"

// LoadTypeFile evaluates a module type file (lib/puppet/type/NAME.rb) in a
// fresh Interp, bounded by ctx and the Env's limits, and returns the types
// it defined. A type whose body raised is returned with Partial set; an
// error that stopped the file before any type was defined is returned.
func (e *Env) LoadTypeFile(ctx context.Context, path string, src []byte) ([]*TypeDef, error) {
	return e.NewInterp().LoadTypeFile(ctx, path, src)
}

// LoadTypeFile is Env.LoadTypeFile in this Interp: type files loaded one
// after the other share their Ruby world (required helpers are loaded
// once), as Puppet loads every type into one process.
func (in *Interp) LoadTypeFile(ctx context.Context, path string, src []byte) ([]*TypeDef, error) {
	return in.LoadTypeFileHost(ctx, nil, path, src)
}

// LoadTypeFileHost is LoadTypeFile with host serving what the file asks of
// Puppet while it loads (Puppet[:environment], Puppet::Module.find,
// Puppet.warning: see ModuleFinder, PartialSettings); nil: no host.
func (in *Interp) LoadTypeFileHost(ctx context.Context, host Host, path string, src []byte) ([]*TypeDef, error) {
	savedHost := in.host
	in.host = host
	defer func() { in.host = savedHost }()
	f, err := Parse(path, src)
	if err != nil {
		return nil, err
	}
	savedCtx := in.ctx
	in.ctx = ctx
	defer func() { in.ctx = savedCtx }()
	in.steps, in.mem = 0, 0
	if err := in.loadPuppetAPI(); err != nil {
		return nil, in.toError(err)
	}
	if err := in.ensurePuppetProviders(); err != nil {
		return nil, in.toError(err)
	}
	ps := in.puppetAPI()
	if in.loaded[path] {
		// loaded already, as another type's provider needed it
		// (autoloadType): its types as they were made
		var out []*TypeDef
		for _, t := range ps.types {
			if t.file == path && t.autoloaded {
				t.autoloaded = false
				out = append(out, t.def)
			}
		}
		if len(out) > 0 {
			return out, nil
		}
	}
	firstType, firstAPI := len(ps.types), len(ps.resourceAPI)
	in.loaded[path] = true
	savedTypeFile := ps.typeFile
	ps.typeFile = path
	defer func() { ps.typeFile = savedTypeFile }()
	_, err = in.EvalFile(f)
	var out []*TypeDef
	for _, t := range ps.types[firstType:] {
		// not the types of other files its providers loaded
		// (autoloadType): they are their own files' types
		if t.file == path {
			out = append(out, t.def)
		}
	}
	for _, c := range ps.resourceAPI[firstAPI:] {
		if c.Kind == "register_type" {
			out = append(out, &TypeDef{ResourceAPI: true, Line: c.Line, Arg: c.Arg})
		}
	}
	if err != nil {
		re := in.toError(err)
		var ex *Error
		if errors.As(err, &ex) {
			re = ex
		}
		if len(out) == 0 {
			return nil, re
		}
		if out[len(out)-1].Partial == nil {
			out[len(out)-1].Partial = re
		}
	}
	return out, nil
}

// CallTitleProc runs proc, a title pattern's proc of a type this Interp
// loaded (TitlePattern.ProcValues), on a capture of a title, as
// Puppet::Resource#parse_title does: the attribute's value is what it
// returns. A String or Symbol gives its text; nil gives no value (set
// false); another value is refused as not supported (the title's
// attributes are text here). The caller keeps the Interp to itself.
func (in *Interp) CallTitleProc(ctx context.Context, proc Value, capture string) (string, bool, error) {
	saved := in.ctx
	in.ctx = ctx
	defer func() { in.ctx = saved }()
	in.steps, in.mem = 0, 0
	v, err := in.protect(func() (Value, error) {
		return in.callMethod(proc, "call", []Value{NewString(capture)}, nil, nil, false)
	})
	if err != nil {
		return "", false, in.toError(err)
	}
	switch x := v.(type) {
	case nil:
		return "", false, nil
	case *String:
		return x.String(), true, nil
	case Symbol:
		return string(x), true, nil
	}
	return "", false, in.toError(in.unsupportedErr("a title pattern's proc returning " + in.className(v) + " (Punch keeps the attributes a title gives as text)"))
}

// metaparamBehaviour gives the class of one of Puppet's own metaparameters
// what Puppet's newmetaparam body gives it (its values, default, munge and
// validate: Puppet::Type::METAPARAM_BODIES in puppet_type_instances.rb),
// except in an Env that reads types' declarations only. A failure leaves
// the class as it was made.
func (in *Interp) metaparamBehaviour(cls *Module, name string) {
	if in.env != nil && in.env.opts.TypeDeclarations {
		return
	}
	if err := in.ensurePuppetProviders(); err != nil {
		return
	}
	bodies, ok := in.keptModule("Puppet::Type").consts["METAPARAM_BODIES"].(*Hash)
	if !ok {
		return
	}
	key := name
	if slices.Contains(relationshipMetaparams, name) {
		key = "relationship"
	}
	body, ok := bodies.get(Symbol(key))
	if _, err := in.callMethod(cls, "initvars", nil, nil, nil, true); err != nil || !ok {
		return
	}
	if p, ok := body.(*Proc); ok {
		_, _ = in.callMethod(cls, "class_eval", nil, nil, p, false)
	}
}
