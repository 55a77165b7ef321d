// Package resourcetypes knows Puppet's resource types: the built-in types of Puppet 7.23
// (generated from Puppet's own introspection, see gen/dump_types.rb) and the types that
// modules define in lib/puppet/type/*.rb (read by a static extractor, no Ruby needed) or in
// an environment's .resource_types/*.pp (Puppet's pcore form).
//
// For each type it knows the parameters, the properties (and whether `ensure` is one), the
// key attributes (namevars), the title patterns that map a title to namevar values, and
// whether the type is isomorphic. With that the compiler can reject attributes a type does
// not declare, with Puppet's wording, and compute Puppet's uniqueness key, which Puppet uses
// to find two resources managing the same thing.
//
// A *Type is immutable once built and safe for concurrent use; its exported slices must not
// be modified. Type names are case-insensitive and stored in lower case.
package resourcetypes

//go:generate sh -c "ruby gen/dump_types.rb builtin > testdata/builtin_types.json"
//go:generate go run ./gen testdata/builtin_types.json builtin_gen.go

import (
	"sort"
	"strings"
	"sync"

	"github.com/punch-dev/punch/compiler/values"
)

// Origin says where a type's description came from.
type Origin int

const (
	// OriginBuiltin: Puppet's own lib/puppet/type, tabulated in builtin_gen.go.
	OriginBuiltin Origin = iota
	// OriginRuby: a module's lib/puppet/type/NAME.rb, read by the static extractor.
	OriginRuby
	// OriginResourceAPI: a module's lib/puppet/type/NAME.rb calling Puppet::ResourceApi.register_type.
	OriginResourceAPI
	// OriginPcore: an environment's .resource_types/NAME.pp written by `puppet generate types`.
	OriginPcore
)

func (o Origin) String() string {
	switch o {
	case OriginBuiltin:
		return "built-in"
	case OriginRuby:
		return "ruby"
	case OriginResourceAPI:
		return "resource-api"
	case OriginPcore:
		return "pcore"
	}
	return "unknown"
}

// AttrKind is the kind of a resource attribute.
type AttrKind int

const (
	// NotAttribute: the type has no attribute of that name.
	NotAttribute AttrKind = iota
	// Param: a parameter (Puppet::Parameter).
	Param
	// Property: a property (Puppet::Property), something the agent syncs.
	Property
	// Metaparam: one of Puppet's metaparameters, valid for every type.
	Metaparam
)

func (k AttrKind) String() string {
	switch k {
	case Param:
		return "parameter"
	case Property:
		return "property"
	case Metaparam:
		return "metaparameter"
	}
	return "none"
}

// Type describes one resource type.
type Type struct {
	// Name is the type's name in lower case, e.g. "file".
	Name string
	// Params are the parameters in Puppet's order (Puppet::Type.parameters), including
	// "provider" when the type has providers.
	Params []string
	// Properties are the properties in Puppet's order (Puppet::Type.properties): "ensure"
	// first when the type is ensurable.
	Properties []string
	// KeyAttributes are the namevars (Puppet::Type.key_attributes): the parameters marked as
	// namevar and a parameter called "name", in declaration order.
	KeyAttributes []string
	// TitlePatterns map a title to values of key attributes (Puppet::Type.title_patterns).
	// The first pattern that matches the title wins.
	TitlePatterns []TitlePattern
	// TitlePatternsUnknown is set when a module type defines its own self.title_patterns
	// that the static extractor could not evaluate; TitlePatterns is then Puppet's default
	// and ParseTitle returns ErrTitlePatternsUnknown for types with several key attributes.
	TitlePatternsUnknown bool
	// Isomorphic is false for types whose title is not the identity of what they manage
	// (exec, tidy); Puppet skips uniqueness-key aliases for them.
	Isomorphic bool
	// Origin says where this description came from.
	Origin Origin
	// Module is the module that defines the type ("" for built-in types).
	Module string
	// File is the file the type was read from ("" for built-in types).
	File string
	// LoadWarnings are the warnings Puppet logs when the type loads (the
	// Resource API's schema checks), in Puppet's order.
	LoadWarnings []string
	// LoadError, when not empty, is why Puppet cannot load the type:
	// using it fails with "Could not autoload puppet/type/NAME: LoadError".
	// Nothing else of the type is set.
	LoadError string

	once   sync.Once
	attrs  map[string]AttrKind
	keyIdx []string // key attributes sorted by name (Puppet sorts them for the uniqueness key)
	// titles caches ParseTitle for a type with a title pattern run as a
	// regular expression (titlecache.go); nil for the others.
	titles *values.BoundedCache[string, []AttrValue]
}

func (t *Type) index() {
	t.once.Do(func() {
		t.attrs = make(map[string]AttrKind, len(t.Params)+len(t.Properties))
		for _, p := range t.Params {
			t.attrs[p] = Param
		}
		for _, p := range t.Properties {
			t.attrs[p] = Property
		}
		t.keyIdx = append([]string(nil), t.KeyAttributes...)
		sort.Strings(t.keyIdx)
		for i := range t.TitlePatterns {
			t.TitlePatterns[i].compile()
		}
		t.titles = newTitleCache(t.TitlePatterns)
	})
}

// AttributeKind says whether name is a parameter, a property or a metaparameter of t.
// A name the type declares itself counts as the type's own even if it is also a
// metaparameter (Puppet looks at properties and parameters first).
func (t *Type) AttributeKind(name string) AttrKind {
	t.index()
	if k, ok := t.attrs[name]; ok {
		return k
	}
	if IsMetaparam(name) {
		return Metaparam
	}
	return NotAttribute
}

// HasAttribute reports whether a resource of type t may set the attribute name, exactly as
// Puppet's validation does when compiling (Puppet::Type.valid_parameter?): a parameter, a
// property or a metaparameter of the type, and for types defined in Ruby also "name", which
// Puppet accepts for every Ruby type and stores under the namevar (see CanonicalParamName).
// Names are case-sensitive, as in Puppet; "title" is never an attribute.
func (t *Type) HasAttribute(name string) bool {
	if t.AttributeKind(name) != NotAttribute {
		return true
	}
	// Puppet::Type.validattr? answers true for :name unconditionally; the pcore
	// implementation (Puppet::Pops::Resource::ResourceTypeImpl#valid_parameter?) does not.
	return name == "name" && t.Origin != OriginPcore
}

// IsParam reports whether name is a parameter (not a property) of t.
func (t *Type) IsParam(name string) bool { return t.AttributeKind(name) == Param }

// IsProperty reports whether name is a property of t.
func (t *Type) IsProperty(name string) bool { return t.AttributeKind(name) == Property }

// Ensurable reports whether t has an `ensure` property.
func (t *Type) Ensurable() bool { return t.IsProperty("ensure") }

// Attributes returns every attribute name of t in Puppet's order (Puppet::Type.allattrs):
// key attributes, provider, properties, the other parameters, then the metaparameters.
func (t *Type) Attributes() []string {
	seen := map[string]bool{}
	var out []string
	add := func(names ...string) {
		for _, n := range names {
			if !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	add(t.KeyAttributes...)
	if t.IsParam("provider") {
		add("provider")
	}
	add(t.Properties...)
	add(t.Params...)
	add(metaparamList...)
	return out
}

// Namevar is the attribute Puppet treats as the name of a resource of this type: the only
// key attribute when there is exactly one, else "name" (Puppet::Resource#namevar).
func (t *Type) Namevar() string {
	if len(t.KeyAttributes) == 1 {
		return t.KeyAttributes[0]
	}
	return "name"
}

// CanonicalParamName is the name under which Puppet stores an attribute of a resource of
// this type in the catalog (Puppet::Resource#parameter_name): lower-cased, and "name"
// becomes the namevar. `file { 'x': name => '/tmp/q' }` ends up in the catalog as
// `path => '/tmp/q'`; for types with several key attributes "name" stays "name".
func (t *Type) CanonicalParamName(name string) string {
	name = strings.ToLower(name)
	if name == "name" {
		return t.Namevar()
	}
	return name
}

// Metaparams returns Puppet's metaparameters in Puppet's order. The slice is a copy.
func Metaparams() []string { return append([]string(nil), metaparamList...) }

var metaparamSet = func() map[string]bool {
	m := make(map[string]bool, len(metaparamList))
	for _, p := range metaparamList {
		m[p] = true
	}
	return m
}()

// IsMetaparam reports whether name is one of Puppet's metaparameters (alias, audit, before,
// loglevel, noop, notify, require, schedule, stage, subscribe, tag in Puppet 7.23).
func IsMetaparam(name string) bool { return metaparamSet[name] }

var builtinIndex = func() map[string]*Type {
	m := make(map[string]*Type, len(builtinList))
	for _, t := range builtinList {
		m[t.Name] = t
	}
	return m
}()

// Builtin returns the built-in type called name (case-insensitive): component, exec, file,
// filebucket, group, notify, package, resources, schedule, service, stage, tidy, user, whit.
func Builtin(name string) (*Type, bool) {
	t, ok := builtinIndex[strings.ToLower(name)]
	return t, ok
}

// Builtins returns the built-in types sorted by name. The slice is a copy; the types are shared.
func Builtins() []*Type { return append([]*Type(nil), builtinList...) }

// Registry looks types up by name the way Puppet's compiler resolves a resource type
// (Runtime3ResourceSupport.find_builtin_resource_type): an environment's pcore type
// (.resource_types) first, then a Ruby type: built-in, then from the modules. A name with
// "::" is never a Ruby or pcore type. Defined types, which Puppet tries after these, are the
// compiler's. A Registry is immutable and safe for concurrent use.
type Registry struct {
	modules map[string]*Type
}

// NewRegistry builds a registry over the built-in types and moduleTypes (as returned by
// LoadModuleTypes or LoadPcoreTypes, or merged by MergeTypes). moduleTypes is copied.
func NewRegistry(moduleTypes map[string]*Type) *Registry {
	m := make(map[string]*Type, len(moduleTypes))
	for k, v := range moduleTypes {
		m[strings.ToLower(k)] = v
	}
	return &Registry{modules: m}
}

// Lookup finds the type called name (case-insensitive).
func (r *Registry) Lookup(name string) (*Type, bool) {
	if strings.Contains(name, "::") {
		return nil, false
	}
	name = strings.ToLower(name)
	var mod *Type
	if r != nil {
		mod = r.modules[name]
	}
	if mod != nil && mod.Origin == OriginPcore {
		return mod, true
	}
	if t, ok := Builtin(name); ok {
		return t, true
	}
	return mod, mod != nil
}

// MergeTypes combines type maps; a type in a later map replaces one of the same name in an
// earlier map. Use it to let an environment's .resource_types (pcore) override the Ruby
// types of its modules, as Puppet does: MergeTypes(rubyTypes, pcoreTypes).
func MergeTypes(layers ...map[string]*Type) map[string]*Type {
	out := map[string]*Type{}
	for _, l := range layers {
		for k, v := range l {
			out[strings.ToLower(k)] = v
		}
	}
	return out
}
