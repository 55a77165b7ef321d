package values

import (
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// Pcore Object types (Puppet's PObjectType), as `type Point =
// Object[{attributes => {x => Integer}}]` declares them, and their
// instances (what Point.new(3) creates, Puppet's generated Ruby class).
//
// A named Object type is the type itself, not an alias of one (Puppet's
// TypeDefinitionInstantiator gives the Object the alias's name). Its
// initialization hash is interpreted when the type is first used, not when
// it is declared, so that attribute types may name the type itself or
// types declared later; that resolution calls back into the compile that
// made the type, so an ObjectT belongs to one compile (type aliases that
// reach one are never shared between compiles: SharableClosure).
//
// Nothing here runs unless a manifest uses an Object type.

// The kinds of attribute (Puppet's TYPE_ATTRIBUTE_KIND).
const (
	AttrConstant       = "constant"
	AttrDerived        = "derived"
	AttrGivenOrDerived = "given_or_derived"
	AttrReference      = "reference"
)

// ObjAttr is an attribute of an Object type (Puppet's PAttribute).
type ObjAttr struct {
	Name     string
	Type     Type
	Kind     string // "" or one of the Attr* kinds
	Final    bool
	Override bool
	HasValue bool  // a default value was declared (undef for Optional types)
	Value    Value // the default value, or a constant's value
	// finalGiven: `final` appeared in the spec (a constant may not say
	// final => false).
	container *ObjectT
	// typeParam: a type parameter (Puppet's PTypeParameter, a kind of
	// attribute), not an attribute.
	typeParam bool
}

// Label is Puppet's "attribute Point[x]" ("type_parameter Point[x]").
func (a *ObjAttr) Label() string { return a.feature() + " " + a.container.Label() + "[" + a.Name + "]" }

func (a *ObjAttr) feature() string {
	if a.typeParam {
		return "type_parameter"
	}
	return "attribute"
}

// ObjFunc is a function declared by an Object type (Puppet's PFunction).
// Puppet's language cannot give it an implementation: calling it is an
// error.
type ObjFunc struct {
	Name      string
	Type      Type // a Callable
	Final     bool
	Override  bool
	container *ObjectT
}

// Label is Puppet's "function Point[norm]".
func (f *ObjFunc) Label() string { return "function " + f.container.Label() + "[" + f.Name + "]" }

// ObjectT is an Object type.
type ObjectT struct {
	name string
	// lazy yields the initialization hash of a named type declared by a
	// type alias; nil once resolved (or for types built from a hash).
	lazy  func() (*Hash, error)
	state uint8 // 0 unresolved, 1 resolving, 2 resolved
	err   error

	parent        Type       // nil, an *ObjectT or an alias of one
	tparams       []*ObjAttr // its own type_parameters (pobjectext.go)
	attrs         []*ObjAttr
	funcs         []*ObjFunc
	equality      []string
	hasEquality   bool
	eqIncludeType bool
	checks        Value
	hasChecks     bool

	// Computed on resolution.
	all      []*ObjAttr // attributes(true): the parent's first, overrides in place
	index    map[string]int
	params   []*ObjAttr // the parameters of new, required ones first
	required int
	sigs     []Signature

	impl ObjectImpl // nil: Puppet's generated class
}

// ObjectImpl implements an Object type's instances in another language: a
// module's data type written in Ruby (Puppet::DataTypes.create_type with an
// implementation_class or an implementation block). Each method's ok false
// leaves the matter to the type itself (Puppet's generated class).
type ObjectImpl interface {
	// NewObject is new_<Name>(args).
	NewObject(t *ObjectT, args []Value) (v Value, ok bool, err error)
	// Invoke is o.name(args) of a member of o's type whose arguments
	// passed the member's checks: Puppet sends it to the Ruby object.
	Invoke(o *Object, name string, args []Value) (v Value, ok bool, err error)
	// ObjectInitHash is the initialization hash Puppet's TypeFormatter
	// writes for o (extract_init_hash): String(o), %p, o inside a type.
	ObjectInitHash(o *Object) (h *Hash, ok bool)
	// ObjectToS is the Ruby object's to_s: what interpolation, the
	// logging functions and a catalog value (with its warning) write.
	ObjectToS(o *Object) (s string, ok bool)
	// ObjectData is o's rich data (ToData).
	ObjectData(o *Object, conv func(name string, v Value) Value) (h *Hash, ok bool)
	// ObjectEqual is o == b.
	ObjectEqual(o *Object, b Value) (eq, ok bool)
	// ClassName is the name of o's Ruby class.
	ClassName(o *Object) (s string, ok bool)
}

// ObjectKeyer is an ObjectImpl that says how its objects key a Hash
// (Puppet's Hash is a Ruby Hash: the Ruby object's hash and eql?).
type ObjectKeyer interface {
	ObjectKey(o *Object) (key string, ok bool)
}

// SetImpl makes impl the implementation of t's instances.
func (t *ObjectT) SetImpl(impl ObjectImpl) { t.impl = impl }

// NewNativeObject is an instance of t that an ObjectImpl made: native is
// its own object (a Ruby object); attribute values are read through the
// implementation (Invoke), not kept here.
func NewNativeObject(t *ObjectT, native any) *Object {
	return &Object{typ: t, vals: make([]Value, len(t.all)), id: objectIDs.Add(1), native: native}
}

// NewObjectOf is an instance of t (resolved) with the given attribute
// values, not checked against the attributes' types: what Ruby code makes
// when it calls an implementation class's new itself (Puppet's get() gives
// its error lambda such an Error, whose details hold a Type).
func NewObjectOf(t *ObjectT, attrs *Hash) *Object {
	o := &Object{typ: t, vals: make([]Value, len(t.all)), id: objectIDs.Add(1)}
	for _, a := range t.all {
		if a.HasValue {
			o.vals[t.index[a.Name]] = a.Value
		}
	}
	for i := 0; i < attrs.Len(); i++ {
		k, v := attrs.At(i)
		if name, ok := k.(string); ok {
			if j, ok := t.index[name]; ok {
				o.vals[j] = v
			}
		}
	}
	return o
}

// Params are the attributes new takes, the required ones first, and how
// many are required (Puppet's init_hash_type order), once t is resolved.
func (t *ObjectT) Params() ([]*ObjAttr, int) { return t.params, t.required }

// Attr is t's attribute name (a parent's included), nil when it has none.
func (t *ObjectT) Attr(name string) *ObjAttr { return t.attr(name) }

// Native is the object an ObjectImpl made it with (nil for others).
func (o *Object) Native() any { return o.native }

// ClassName is the name of the object's class in Puppet's Ruby: its
// type's name, or its implementation's class.
func (o *Object) ClassName() string {
	if impl := o.typ.impl; impl != nil {
		if s, ok := impl.ClassName(o); ok {
			return s
		}
	}
	return o.typ.Label()
}

// The schemas Puppet asserts initialization hashes with (TYPE_OBJECT_I12N,
// TYPE_ATTRIBUTE, TYPE_FUNCTION), so that a bad hash fails with Puppet's
// describer's words ("object initializer has wrong type, unrecognized key
// 'bogus'").
type objSchemas struct{ i12n, attr, fn *StructT }

var objectSchemas = sync.OnceValue(func() (sc objSchemas) {
	memberName := PatternType(mustRegexp(`\A[a-z_]\w*\z`))
	qref := PatternType(mustRegexp(`\A[A-Z][\w]*(?:::[A-Z][\w]*)*\z`))
	typ := &TypeT{}
	el := schemaElement
	kinds := EnumType([]string{AttrConstant, AttrDerived, AttrGivenOrDerived, AttrReference}, false)
	annotations := HashType(typ, HashType(memberName, theAny))
	sc.attr = StructType([]*StructElement{
		el("type", typ, false), el("final", theBoolean, true), el("override", theBoolean, true),
		el("kind", kinds, true), el("value", theAny, true), el("annotations", annotations, true),
	})
	sc.fn = StructType([]*StructElement{
		el("type", &TypeT{Type: theCallable}, false), el("final", theBoolean, true), el("override", theBoolean, true),
		el("annotations", annotations, true),
	})
	notUndef := NotUndefType(nil)
	sc.i12n = StructType([]*StructElement{
		el("name", qref, true), el("parent", typ, true),
		el("type_parameters", HashType(memberName, notUndef), true),
		el("attributes", HashType(memberName, notUndef), true),
		el("constants", HashType(memberName, theAny), true),
		el("functions", HashType(VariantType(memberName, StringValueType("[]")), notUndef), true),
		el("equality", VariantType(memberName, ArrayType(memberName)), true),
		el("equality_include_type", theBoolean, true),
		el("checks", theAny, true), el("annotations", annotations, true),
	})
	return
})

// schemaElement is a member of a schema Struct, its key optional or not.
func schemaElement(name string, t Type, optional bool) *StructElement {
	var k Value = StringValueType(name)
	if optional {
		k = OptionalType(StringValueType(name))
	}
	e, err := NewStructElement(k, t)
	if err != nil {
		panic(err)
	}
	return e
}

func mustRegexp(s string) *Regexp {
	r, err := NewRegexp(s)
	if err != nil {
		panic(err)
	}
	return r
}

// assertType is Puppet's TypeAsserter.assert_instance_of.
func assertType(subject string, t Type, v Value) error {
	if t.isInstance(v, nil) {
		return nil
	}
	return errorf("%s", DescribeTypeMismatch(subject+" has wrong type,", t, TypeOf(v)))
}

// theObject is the bare Object type (Puppet's PObjectType::DEFAULT).
var theObject = &ObjectT{state: 2, eqIncludeType: true}

// ObjectBaseType is the bare `Object` type, of which every Object type is a
// subtype.
func ObjectBaseType() *ObjectT { return theObject }

// NewNamedObjectType is the Object type a type alias declares (`type Point
// = Object[{...}]`): name is the alias's, init yields the evaluated
// initialization hash when the type is first resolved.
func NewNamedObjectType(name string, init func() (*Hash, error)) *ObjectT {
	return &ObjectT{name: name, lazy: init, eqIncludeType: true}
}

// ObjectTypeFromHash is Object[{...}] evaluated in an expression: an Object
// type whose name (if any) is the hash's.
func ObjectTypeFromHash(h *Hash) (*ObjectT, error) {
	t := &ObjectT{eqIncludeType: true, state: 1}
	err := t.initFromHash(h)
	t.state = 2
	if err != nil {
		return nil, err
	}
	return t, nil
}

// Resolve interprets a named type's initialization hash (once); the error,
// if any, is returned by every later call, as Puppet fails every use.
func (t *ObjectT) Resolve() error {
	switch t.state {
	case 2:
		return t.err
	case 1:
		// Used while its own hash is interpreted (an attribute of type
		// Array[Point] in Point): members are not needed for that.
		return nil
	}
	t.state = 1
	h, err := t.lazy()
	if err == nil {
		err = t.initFromHash(h)
	}
	t.lazy = nil
	t.err = err
	t.state = 2
	return err
}

// initFromHash is PObjectType#_pcore_init_from_hash.
func (t *ObjectT) initFromHash(h *Hash) error {
	if err := assertType("object initializer", objectSchemas().i12n, h); err != nil {
		return err
	}
	var attrSpecs, constants, funcSpecs, tparamSpecs *Hash
	for i := 0; i < h.Len(); i++ {
		k, v := h.At(i)
		key, _ := k.(string)
		bad := func(want string) error {
			return errorf("object initializer entry '%s' expects %s, got %s", key, want, Generalize(TypeOf(v)).String())
		}
		switch key {
		case "name":
			s, ok := v.(string)
			if !ok {
				return bad("a String value")
			}
			if t.name == "" {
				t.name = s
			}
		case "parent":
			p, ok := v.(Type)
			if !ok {
				return bad("a Type value")
			}
			t.parent = p
		case "attributes", "constants", "functions", "type_parameters":
			m, ok := v.(*Hash)
			if !ok {
				return bad("a Hash value")
			}
			switch key {
			case "attributes":
				attrSpecs = m
			case "constants":
				constants = m
			case "functions":
				funcSpecs = m
			default:
				tparamSpecs = m
			}
		case "equality":
			switch x := v.(type) {
			case string:
				t.equality = []string{x}
			case []Value:
				t.equality = make([]string, 0, len(x))
				for _, e := range x {
					s, ok := e.(string)
					if !ok {
						return bad("a value of type Variant[String, Array[String]]")
					}
					t.equality = append(t.equality, s)
				}
			default:
				return bad("a value of type Variant[String, Array[String]]")
			}
			t.hasEquality = true
		case "equality_include_type":
			b, ok := v.(bool)
			if !ok {
				return bad("a Boolean value")
			}
			t.eqIncludeType = b
		case "checks":
			t.checks, t.hasChecks = v, true
		case "annotations":
		default:
			return errorf("object initializer has no entry named '%s'", formatKey(k))
		}
	}
	var parentMembers map[string]any
	var parentObj *ObjectT
	if t.parent != nil {
		seen := map[*ObjectT]bool{}
		for p := t.parent; p != nil; {
			po := resolvedObject(p)
			if po == t {
				return errorf("The Object type '%s' inherits from itself", t.Label())
			}
			if po == nil || seen[po] {
				break
			}
			seen[po] = true
			p = po.parent
		}
		rp := resolveAlias(t.parent)
		if ref, ok := rp.(*TypeReferenceT); ok {
			return errorf("reference to unresolved type '%s'", ref.Ref)
		}
		if po, ok := rp.(*ObjectT); ok {
			if err := po.Resolve(); err != nil {
				return err
			}
			parentObj = po
			parentMembers = po.members()
		}
	}
	if err := t.initTypeParams(tparamSpecs, parentObj); err != nil {
		return err
	}
	specs := NewHash(0)
	if attrSpecs != nil {
		for i := 0; i < attrSpecs.Len(); i++ {
			k, v := attrSpecs.At(i)
			specs.Put(k, v)
		}
	}
	if constants != nil {
		for i := 0; i < constants.Len(); i++ {
			k, v := constants.At(i)
			if _, dup := specs.Get(k); dup {
				return errorf("attribute %s[%s] is defined as both a constant and an attribute", t.Label(), formatKey(k))
			}
			spec := HashFrom("type", Generalize(TypeOf(v)), "value", v, "kind", AttrConstant)
			if s, ok := k.(string); ok {
				_, inherited := parentMembers[s]
				spec.Put("override", inherited)
			}
			specs.Put(k, spec)
		}
	}
	for i := 0; i < specs.Len(); i++ {
		k, v := specs.At(i)
		name, ok := k.(string)
		if !ok || !isMemberName(name) {
			return errorf("object initializer entry 'attributes' key expects a match for Pattern[/\\A[a-z_]\\w*\\z/], got %s", formatP(k))
		}
		a, err := t.newAttr(name, v)
		if err != nil {
			return err
		}
		if err := assertOverride(a.Label(), a.Override, "attribute", a, parentMembers); err != nil {
			return err
		}
		t.attrs = append(t.attrs, a)
	}
	if funcSpecs != nil {
		for i := 0; i < funcSpecs.Len(); i++ {
			k, v := funcSpecs.At(i)
			name, _ := k.(string)
			f := &ObjFunc{Name: name, container: t}
			switch x := v.(type) {
			case *CallableT:
				f.Type = x
			case *Hash:
				if err := assertType("initializer for function '"+name+"'", objectSchemas().fn, x); err != nil {
					return err
				}
				for j := 0; j < x.Len(); j++ {
					fk, fv := x.At(j)
					switch fk {
					case "type":
						f.Type, _ = fv.(*CallableT)
					case "final":
						f.Final, _ = fv.(bool)
					case "override":
						f.Override, _ = fv.(bool)
					case "annotations":
					default:
						return errorf("initializer for function '%s' has no entry named '%s'", name, formatKey(fk))
					}
				}
			}
			if f.Type == nil {
				return errorf("function %s[%s] expects a value of type Type[Callable], got %s", t.Label(), name, Generalize(TypeOf(v)).String())
			}
			if t.attr(name) != nil {
				return errorf("%s conflicts with attribute with the same name", f.Label())
			}
			if err := assertOverride(f.Label(), f.Override, "function", f, parentMembers); err != nil {
				return err
			}
			t.funcs = append(t.funcs, f)
		}
	}
	if t.hasEquality && len(t.equality) > 0 {
		if !t.eqIncludeType {
			return errorf("equality_include_type = false cannot be combined with non empty equality specification")
		}
		for _, n := range t.equality {
			var m any
			if pm, ok := parentMembers[n]; ok {
				m = pm
				if pa, ok := pm.(*ObjAttr); ok && parentObj.isEqualityAttr(n) {
					return errorf("%s equality is referencing %s which is included in equality of %s", t.Label(), pa.Label(), parentObj.equalityDefinerOf(n).Label())
				}
			} else if a := t.attr(n); a != nil {
				m = a
			} else if f := t.function(n); f != nil {
				m = f
			}
			switch x := m.(type) {
			case nil:
				return errorf("%s equality is referencing non existent attribute '%s'", t.Label(), n)
			case *ObjFunc:
				return errorf("%s equality is referencing %s. Only attribute references are allowed", t.Label(), x.Label())
			case *ObjAttr:
				if x.Kind == AttrConstant {
					return errorf("%s equality is referencing constant %s. Reference to constant is not allowed in equality", t.Label(), x.Label())
				}
			}
		}
	}
	t.finish(parentObj)
	return nil
}

// newAttr is PAttribute.new from an attribute's spec: a type, or a hash.
func (t *ObjectT) newAttr(name string, spec Value) (*ObjAttr, error) {
	a := &ObjAttr{Name: name, container: t}
	if name == "__ptype" || name == "__pvalue" {
		return nil, errorf("The attribute '%s' is reserved and cannot be used", name)
	}
	switch x := spec.(type) {
	case Type:
		a.Type = x
		if _, opt := x.(*OptionalT); opt {
			a.HasValue = true
		}
		return a, nil
	case *Hash:
		if err := assertType("initializer for "+a.Label(), objectSchemas().attr, x); err != nil {
			return nil, err
		}
		finalGiven := false
		for i := 0; i < x.Len(); i++ {
			k, v := x.At(i)
			bad := func(want string) error {
				return errorf("initializer for %s entry '%s' expects %s, got %s", a.Label(), k, want, Generalize(TypeOf(v)).String())
			}
			switch k {
			case "type":
				tt, ok := v.(Type)
				if !ok {
					return nil, bad("a Type value")
				}
				a.Type = tt
			case "final", "override":
				b, ok := v.(bool)
				if !ok {
					return nil, bad("a Boolean value")
				}
				if k == "final" {
					a.Final, finalGiven = b, true
				} else {
					a.Override = b
				}
			case "kind":
				s, _ := v.(string)
				switch s {
				case AttrConstant, AttrDerived, AttrGivenOrDerived, AttrReference:
					a.Kind = s
				default:
					return nil, bad("a match for Enum['constant', 'derived', 'given_or_derived', 'reference']")
				}
			case "value":
				a.HasValue, a.Value = true, v
			case "annotations":
			default:
				return nil, errorf("initializer for %s has no entry named '%s'", a.Label(), formatKey(k))
			}
		}
		if a.Type == nil {
			return nil, errorf("initializer for %s expects a value for key 'type'", a.Label())
		}
		if a.Kind == AttrConstant {
			if finalGiven && !a.Final {
				return nil, errorf("%s of kind 'constant' cannot be combined with final => false", a.Label())
			}
			a.Final = true
		}
		if a.HasValue {
			if a.Kind == AttrDerived || a.Kind == AttrGivenOrDerived {
				return nil, errorf("%s of kind '%s' cannot be combined with an attribute value", a.Label(), a.Kind)
			}
			if _, dflt := a.Value.(Default); !dflt && !a.Type.isInstance(a.Value, nil) {
				return nil, assertType(a.Label()+" value", a.Type, a.Value)
			}
		} else if a.Kind == AttrConstant {
			return nil, errorf("%s of kind 'constant' requires a value", a.Label())
		}
		return a, nil
	}
	return nil, errorf("attribute %s[%s] expects a value of type Type or Hash, got %s", t.Label(), name, Generalize(TypeOf(spec)).String())
}

// assertOverride is PAnnotatedMember#assert_override.
func assertOverride(label string, override bool, kind string, m any, parent map[string]any) error {
	pm, ok := parent[memberName(m)]
	if !ok {
		if override {
			return errorf("expected %s to override an inherited %s, but no such %s was found", label, kind, kind)
		}
		return nil
	}
	pLabel, pFinal, pConst, pType := memberInfo(pm)
	_, _, mConst, mType := memberInfo(m)
	if kindOf(pm) != kind {
		return errorf("%s attempts to override %s", label, pLabel)
	}
	if pFinal && !(pConst && mConst) {
		return errorf("%s attempts to override final %s", label, pLabel)
	}
	if !override {
		return errorf("%s attempts to override %s without having override => true", label, pLabel)
	}
	if !assignable(pType, mType, nil) {
		return errorf("%s attempts to override %s with a type that does not match", label, pLabel)
	}
	return nil
}

func memberName(m any) string {
	if a, ok := m.(*ObjAttr); ok {
		return a.Name
	}
	return m.(*ObjFunc).Name
}

func kindOf(m any) string {
	if a, ok := m.(*ObjAttr); ok {
		return a.feature()
	}
	return "function"
}

func memberInfo(m any) (label string, final, constant bool, t Type) {
	if a, ok := m.(*ObjAttr); ok {
		return a.Label(), a.Final, a.Kind == AttrConstant, a.Type
	}
	f := m.(*ObjFunc)
	return f.Label(), f.Final, false, f.Type
}

// isMemberName is Pcore::TYPE_MEMBER_NAME: /\A[a-z_]\w*\z/.
func isMemberName(s string) bool {
	if s == "" || !(s[0] == '_' || s[0] >= 'a' && s[0] <= 'z') {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

func formatKey(k Value) string {
	if s, ok := k.(string); ok {
		return s
	}
	return ToString(k)
}

// resolveAlias unwraps type aliases.
func resolveAlias(t Type) Type {
	for {
		a, ok := t.(*TypeAliasT)
		if !ok {
			return t
		}
		t = a.Resolved()
	}
}

// resolvedObject is t as an Object type (through aliases), or nil.
func resolvedObject(t Type) *ObjectT {
	o, _ := resolveAlias(t).(*ObjectT)
	return o
}

// finish computes what instances need: all attributes, the parameters of
// new and its signatures.
func (t *ObjectT) finish(parent *ObjectT) {
	t.index = map[string]int{}
	if parent != nil {
		t.all = append(t.all, parent.all...)
		for i, a := range t.all {
			t.index[a.Name] = i
		}
	}
	for _, a := range t.attrs {
		if i, ok := t.index[a.Name]; ok {
			t.all[i] = a
			continue
		}
		t.index[a.Name] = len(t.all)
		t.all = append(t.all, a)
	}
	var opt []*ObjAttr
	t.params = nil
	for _, a := range t.all {
		if a.Kind == AttrConstant || a.Kind == AttrDerived {
			continue
		}
		if a.HasValue {
			opt = append(opt, a)
		} else {
			t.params = append(t.params, a)
		}
	}
	t.required = len(t.params)
	t.params = append(t.params, opt...)
	t.sigs = nil
}

// members is attributes and functions by name, the parent's included.
func (t *ObjectT) members() map[string]any {
	m := map[string]any{}
	if p := t.resolvedParent(); p != nil {
		for k, v := range p.members() {
			m[k] = v
		}
	}
	for _, a := range t.attrs {
		m[a.Name] = a
	}
	for _, f := range t.funcs {
		m[f.Name] = f
	}
	return m
}

// Parent is the type's parent Object type (PObjectType#parent), nil for
// none.
func (t *ObjectT) Parent() *ObjectT {
	if t.Resolve() != nil {
		return nil
	}
	return t.resolvedParent()
}

func (t *ObjectT) resolvedParent() *ObjectT {
	if t.parent == nil {
		return nil
	}
	p := resolvedObject(t.parent)
	if p != nil && p.err != nil {
		// A parent that failed (an inheritance cycle: B resolved while
		// its parent A was, A then failed) adds nothing, so that no walk
		// up the chain goes round.
		return nil
	}
	return p
}

func (t *ObjectT) attr(name string) *ObjAttr {
	for _, a := range t.attrs {
		if a.Name == name {
			return a
		}
	}
	return nil
}

func (t *ObjectT) function(name string) *ObjFunc {
	for _, f := range t.funcs {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// member is PObjectType#[]: the type's own attribute or function, else the
// parent's.
func (t *ObjectT) member(name string) any {
	if a := t.attr(name); a != nil {
		return a
	}
	if f := t.function(name); f != nil {
		return f
	}
	if p := t.resolvedParent(); p != nil {
		return p.member(name)
	}
	return nil
}

// ownEqualityNames are the attributes this type (not its parents) compares
// instances by: its equality list, else its own attributes other than
// constants.
func (t *ObjectT) ownEqualityNames() []string {
	if t.hasEquality {
		return t.equality
	}
	var out []string
	for _, a := range t.attrs {
		if a.Kind != AttrConstant {
			out = append(out, a.Name)
		}
	}
	return out
}

func (t *ObjectT) isEqualityAttr(name string) bool {
	for o := t; o != nil; o = o.resolvedParent() {
		for _, n := range o.ownEqualityNames() {
			if n == name {
				return true
			}
		}
	}
	return false
}

// equalityDefinerOf is the topmost type whose equality includes name.
func (t *ObjectT) equalityDefinerOf(name string) *ObjectT {
	o := t
	for {
		p := o.resolvedParent()
		if p == nil || !p.isEqualityAttr(name) {
			return o
		}
		o = p
	}
}

// Label is the type's name, "Object" when it has none.
func (t *ObjectT) Label() string {
	if t.name == "" {
		return "Object"
	}
	return t.name
}

// Name is the type's name ("Object" when anonymous).
func (t *ObjectT) Name() string { return t.Label() }

// String is Puppet's expanded form, Object[{name => 'Point', attributes =>
// {...}}]; an Object type nested in another type prints its name
// (typeStr).
func (t *ObjectT) String() string {
	if t.Resolve() != nil {
		return t.Label()
	}
	return t.render(true, typeStr)
}

// render is the expanded form, with or without the name (a TypeSet prints
// its types without), nested types printed by nested.
func (t *ObjectT) render(withName bool, nested func(Type) string) string {
	var b strings.Builder
	b.WriteString("Object[{")
	n := 0
	entry := func(k string) {
		if n > 0 {
			b.WriteString(", ")
		}
		n++
		b.WriteString(k)
		b.WriteString(" => ")
	}
	if withName && t.name != "" {
		entry("name")
		b.WriteString(PuppetQuote(t.name))
	}
	if t.parent != nil {
		entry("parent")
		b.WriteString(nested(t.parent))
	}
	if len(t.tparams) > 0 {
		entry("type_parameters")
		b.WriteByte('{')
		for i, a := range t.tparams {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(PuppetQuote(a.Name) + " => ")
			a.writeSpec(&b, nested)
		}
		b.WriteByte('}')
	}
	var others, consts []*ObjAttr
	for _, a := range t.attrs {
		if a.Kind == AttrConstant && typesEqual(a.Type, Generalize(TypeOf(a.Value))) {
			consts = append(consts, a)
		} else {
			others = append(others, a)
		}
	}
	if len(others) > 0 {
		entry("attributes")
		b.WriteByte('{')
		for i, a := range others {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(PuppetQuote(a.Name) + " => ")
			a.writeSpec(&b, nested)
		}
		b.WriteByte('}')
	}
	if len(consts) > 0 {
		entry("constants")
		b.WriteByte('{')
		for i, a := range consts {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(PuppetQuote(a.Name) + " => " + objValueString(a.Value, nested))
		}
		b.WriteByte('}')
	}
	if len(t.funcs) > 0 {
		entry("functions")
		b.WriteByte('{')
		for i, f := range t.funcs {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(PuppetQuote(f.Name) + " => ")
			if !f.Final && !f.Override {
				b.WriteString(nested(f.Type))
				continue
			}
			b.WriteString("{type => " + nested(f.Type))
			if f.Final {
				b.WriteString(", final => true")
			}
			if f.Override {
				b.WriteString(", override => true")
			}
			b.WriteByte('}')
		}
		b.WriteByte('}')
	}
	if t.hasEquality {
		entry("equality")
		b.WriteByte('[')
		for i, e := range t.equality {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(PuppetQuote(e))
		}
		b.WriteByte(']')
	}
	if t.hasChecks {
		entry("checks")
		b.WriteString(objValueString(t.checks, nested))
	}
	b.WriteString("}]")
	return b.String()
}

// writeSpec writes an attribute's _pcore_init_hash: its type alone, or a
// hash of the type and what differs from the defaults.
func (a *ObjAttr) writeSpec(b *strings.Builder, nested func(Type) string) {
	typ := a.Type
	hasValue := a.HasValue
	if a.typeParam {
		// PTypeParameter#_pcore_init_hash: the type without the Optional
		// its declaration adds, no undef value.
		if o, ok := typ.(*OptionalT); ok && o.Type != nil {
			typ = o.Type
		}
		hasValue = hasValue && a.Value != nil
	}
	if !a.Final && !a.Override && a.Kind == "" && !hasValue {
		b.WriteString(nested(typ))
		return
	}
	b.WriteString("{type => " + nested(typ))
	if a.Final && a.Kind != AttrConstant {
		b.WriteString(", final => true")
	}
	if a.Override {
		b.WriteString(", override => true")
	}
	if a.Kind != "" {
		b.WriteString(", kind => " + a.Kind)
	}
	if hasValue {
		b.WriteString(", value => " + objValueString(a.Value, nested))
	}
	b.WriteByte('}')
}

// objValueString renders a value inside a type's string: types by name,
// other values as %p.
func objValueString(v Value, nested func(Type) string) string {
	if t, ok := v.(Type); ok {
		return nested(t)
	}
	if v == nil {
		return "undef"
	}
	return formatP(v)
}

func (t *ObjectT) isInstance(v Value, g *guard) bool {
	switch x := v.(type) {
	case *Object:
		return t.assignableFrom(x.typ, g)
	case *Deferred:
		return t == theObject // Deferred is one of Puppet's Object types
	}
	return false
}

// assignableFrom: an Object type is assignable from itself and its
// subtypes; the bare Object from every Object type.
func (t *ObjectT) assignableFrom(o Type, _ *guard) bool {
	if _, deferred := o.(*DeferredT); deferred {
		return t == theObject
	}
	if ext, ok := o.(*ObjectExtT); ok {
		// PObjectType#_assignable?: a parameterized type is assignable
		// where its base type is.
		o = ext.base
	}
	x, ok := o.(*ObjectT)
	if !ok {
		return false
	}
	if t == theObject {
		return true
	}
	for x != nil {
		if t.equal(x) {
			return true
		}
		x = x.resolvedParent()
	}
	return false
}

// equal is Ruby's eql?: the same type (a named type is one per compile;
// anonymous ones compare by content).
func (t *ObjectT) equal(o Type) bool {
	x, ok := o.(*ObjectT)
	if !ok {
		return false
	}
	if t == x {
		return true
	}
	if t.name != "" || x.name != "" {
		return t.name == x.name && t.String() == x.String()
	}
	return t.String() == x.String()
}

// ---------------------------------------------------------------------------
// Instances

// Object is an instance of an Object type.
type Object struct {
	typ  *ObjectT
	vals []Value // one per typ.all attribute
	id   uint64  // identity, for hash keys of objects without equality
	// native is the ObjectImpl's own object (NewNativeObject).
	native any
}

// objectIDs numbers objects (their identity as hash keys).
var objectIDs atomic.Uint64

// Type is the object's type.
func (o *Object) Type() *ObjectT { return o.typ }

// Get is the value of attribute name and whether the type has it.
func (o *Object) Get(name string) (Value, bool) {
	i, ok := o.typ.index[name]
	if !ok {
		return nil, false
	}
	return o.vals[i], true
}

// initHash is the generated class's _pcore_init_hash: each type of the
// chain, the root first, adds its own attributes whose value differs from
// the default it declares (an attribute a child overrides with another
// default is written by the parent when it differs from the parent's).
func (o *Object) initHash() *Hash {
	h := NewHash(len(o.vals))
	var chain []*ObjectT
	for t := o.typ; t != nil; t = t.resolvedParent() {
		chain = append(chain, t)
	}
	for i := len(chain) - 1; i >= 0; i-- {
		for _, a := range chain[i].attrs {
			if a.Kind == AttrConstant || a.Kind == AttrDerived {
				continue
			}
			v, _ := o.Get(a.Name)
			if a.HasValue && RubyEql(v, a.Value) {
				continue
			}
			h.Put(a.Name, v)
		}
	}
	return h
}

// InitHash is the object's _pcore_init_hash (initHash), for Ruby code.
func (o *Object) InitHash() *Hash { return o.initHash() }

// String is Puppet's TypeFormatter rendering, Point({'x' => 3}): the
// type's name and the initialization hash, its strings quoted
// (string_PuppetObject, or string_Object for an implementation class's
// instance). String(o) and %p write it.
func (o *Object) String() string {
	if impl := o.typ.impl; impl != nil {
		if h, ok := impl.ObjectInitHash(o); ok {
			return o.typ.Label() + "(" + formatP(h) + ")"
		}
	}
	return o.typ.Label() + "(" + formatP(o.initHash()) + ")"
}

// ToS is the object's to_s in Puppet's Ruby: the TypeFormatter rendering
// (String) for Puppet's generated class (PuppetObject#to_s), whatever the
// class says for an implementation class's instance (Ruby's
// "#<Mod::Class:0x...>" unless it defines to_s). Interpolation, the
// logging functions and a catalog value converted with a warning write
// it; ToString and RubyToS use it.
func (o *Object) ToS() string {
	if impl := o.typ.impl; impl != nil {
		if s, ok := impl.ObjectToS(o); ok {
			return s
		}
	}
	return o.String()
}

// ToData is the object as a catalog's rich data: the attributes new takes,
// in its parameter order, without the trailing ones equal to their
// default (Puppet's ToDataConverter#value_to_data_hash).
func (o *Object) ToData(conv func(name string, v Value) Value) *Hash {
	if impl := o.typ.impl; impl != nil {
		if h, ok := impl.ObjectData(o, conv); ok {
			return h
		}
	}
	ps := o.typ.params
	vals := make([]Value, len(ps))
	for i, a := range ps {
		vals[i] = o.vals[o.typ.index[a.Name]]
	}
	n := len(ps)
	for n > o.typ.required && ps[n-1].HasValue && RubyEql(vals[n-1], ps[n-1].Value) {
		n--
	}
	h := NewHash(n + 1)
	h.Put("__ptype", o.typ.Label())
	for i := 0; i < n; i++ {
		h.Put(ps[i].Name, conv(ps[i].Name, vals[i]))
	}
	return h
}

// objectEqual is == on objects: the generated class's eql? compares the
// equality attributes of every type in the chain and, where a type includes
// its type in equality, the exact type; without any of these an object is
// equal to itself only.
func objectEqual(a *Object, bv Value) bool {
	if impl := a.typ.impl; impl != nil {
		if eq, ok := impl.ObjectEqual(a, bv); ok {
			return eq
		}
	}
	b, ok := bv.(*Object)
	if !ok {
		return false
	}
	if a == b {
		return true
	}
	parts := a.typ.equalityParts()
	if len(parts) == 0 {
		return false
	}
	for _, p := range parts {
		if p.includeType && !a.typ.equal(b.typ) {
			return false
		}
		for _, n := range p.names {
			av, _ := a.Get(n)
			bv, ok := b.Get(n)
			if !ok || !RubyEql(av, bv) {
				return false
			}
		}
	}
	return true
}

// equalityPart is what one type of an Object type's chain compares: the
// exact type (includeType) and its equality attributes.
type equalityPart struct {
	includeType bool
	names       []string
}

// equalityParts are the parts of the generated class's eql? for t and its
// parents (a type whose parent already includes the type does not include
// it again); none when no type of the chain declares equality.
func (t *ObjectT) equalityParts() []equalityPart {
	var out []equalityPart
	for x := t; x != nil; x = x.resolvedParent() {
		names := x.ownEqualityNames()
		p := x.resolvedParent()
		includeType := x.eqIncludeType && !(p != nil && p.eqIncludeType)
		if len(names) > 0 || includeType {
			out = append(out, equalityPart{includeType, names})
		}
	}
	return out
}

// writeKey is the object's hash key, consistent with objectEqual: the
// type when equality includes it and the equality attributes, or the
// object's identity when its type declares no equality.
func (o *Object) writeKey(b *keyWriter) {
	b.WriteString("O")
	if o.native != nil {
		// a Ruby object: its class's hash, or its identity
		if ki, ok := o.typ.impl.(ObjectKeyer); ok {
			if k, ok := ki.ObjectKey(o); ok {
				b.write(o.typ.Label())
				b.WriteString(k)
				b.WriteByte(';')
				return
			}
		}
	}
	parts := o.typ.equalityParts()
	if len(parts) == 0 {
		b.WriteString(strconv.FormatUint(o.id, 16))
	}
	for _, p := range parts {
		if p.includeType {
			b.write(o.typ.Label())
		}
		for _, n := range p.names {
			v, _ := o.Get(n)
			b.write(v)
		}
	}
	b.WriteByte(';')
}

// newSignatures are the dispatches of new_<Name>: the init hash, then the
// attributes by position.
func (t *ObjectT) newSignatures() []Signature {
	if t.sigs != nil {
		return t.sigs
	}
	els := make([]*StructElement, 0, len(t.params))
	types := make([]Type, len(t.params))
	names := make([]string, len(t.params))
	for i, a := range t.params {
		var key Value = a.Name
		if a.HasValue {
			key = OptionalType(StringValueType(a.Name))
		} else {
			key = StringValueType(a.Name)
		}
		e, err := NewStructElement(key, a.Type)
		if err == nil {
			els = append(els, e)
		}
		types[i], names[i] = a.Type, a.Name
	}
	t.sigs = []Signature{
		{Params: TupleType([]Type{StructType(els)}, nil), Names: []string{"hash"}},
		{Params: TupleType(types, IntegerType(int64(t.required), int64(len(t.params)))), Names: names},
	}
	return t.sigs
}

// newObject is Point.new(args): Puppet's new_Point function.
func (t *ObjectT) newObject(args []Value) (Value, error) {
	if err := t.Resolve(); err != nil {
		return nil, err
	}
	if t == theObject || t.name == "" {
		return nil, notSupported(t)
	}
	if t.impl != nil {
		if v, ok, err := t.impl.NewObject(t, args); ok {
			return v, err
		}
	}
	sigs := t.newSignatures()
	o := &Object{typ: t, vals: make([]Value, len(t.all)), id: objectIDs.Add(1)}
	for i, a := range t.all {
		if a.HasValue {
			o.vals[i] = a.Value
		}
	}
	if len(args) == 1 && sigs[0].Params.Types[0].isInstance(args[0], nil) {
		h := args[0].(*Hash)
		for _, a := range t.params {
			if v, ok := h.GetString(a.Name); ok {
				o.vals[t.index[a.Name]] = v
			}
		}
		return o, nil
	}
	if n := len(args); n >= t.required && n <= len(t.params) {
		ok := true
		for i, v := range args {
			if !t.params[i].Type.isInstance(v, nil) {
				ok = false
				break
			}
		}
		if ok {
			for i, v := range args {
				o.vals[t.index[t.params[i].Name]] = v
			}
			return o, nil
		}
	}
	return nil, errorf("%s", DescribeSignatures("new_"+t.Label(), sigs, args, nil))
}

// CallMember is receiver.name(args) on an object when its type has a
// member of that name (Puppet's TypeWithMembers): an attribute's value, or
// the error of a member without implementation. found is false when the
// type has no such member (the call is then a function call).
func (o *Object) CallMember(name string, args []Value, hasBlock bool) (v Value, found bool, err error) {
	m := o.typ.member(name)
	switch x := m.(type) {
	case *ObjAttr:
		if len(args) > 0 || hasBlock {
			n := len(args)
			if hasBlock {
				n++
			}
			return nil, true, errorf("'%s' expects no arguments, got %s", x.Label(), strconv.Itoa(n))
		}
		if impl := o.typ.impl; impl != nil {
			if v, ok, err := impl.Invoke(o, name, nil); ok {
				return v, true, err
			}
		}
		if x.Kind == AttrDerived {
			return nil, true, errorf("no method is implemented for derived %s", x.Label())
		}
		v, _ := o.Get(name)
		return v, true, nil
	case *ObjFunc:
		if c, ok := x.Type.(*CallableT); ok && c.Params != nil && !hasBlock {
			sig := Signature{Params: c.Params, Names: make([]string, len(c.Params.Types))}
			for i := range sig.Names {
				sig.Names[i] = "arg" + strconv.Itoa(i)
			}
			lo, hi := c.Params.sizeRange()
			fits := int64(len(args)) >= lo && int64(len(args)) <= hi
			for i := 0; fits && i < len(args) && len(c.Params.Types) > 0; i++ {
				ti := i
				if ti >= len(c.Params.Types) {
					ti = len(c.Params.Types) - 1
				}
				fits = c.Params.Types[ti].isInstance(args[i], nil)
			}
			if !fits {
				return nil, true, errorf("%s", DescribeSignatures(x.Label(), []Signature{sig}, args, nil))
			}
		}
		if impl := o.typ.impl; impl != nil {
			if v, ok, err := impl.Invoke(o, name, args); ok {
				return v, true, err
			}
		}
		return nil, true, errorf("no method is implemented for %s", x.Label())
	}
	return nil, false, nil
}
