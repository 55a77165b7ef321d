package values

import (
	"strings"
	"sync"
)

// TypeSets (Puppet's PTypeSetType): `type Mymod = TypeSet[{pcore_version =>
// '1.0.0', types => {Point => Object[{...}], Size => Integer[0, 10]}}]`,
// in a module's types/init_typeset.pp, names the types Mymod::Point and
// Mymod::Size. As for Object types, the set is interpreted when first used
// and belongs to the compile that made it.

// RuntimeNameAuthority is the name authority of the types a Puppet
// environment declares (Pcore::RUNTIME_NAME_AUTHORITY).
const RuntimeNameAuthority = "http://puppet.com/2016.1/runtime"

// TypeSetMember is one type of a TypeSet, by its short name.
type TypeSetMember struct {
	Name string
	Type Type // an *ObjectT or a *TypeAliasT named Set::Name
}

// TypeSetT is a TypeSet.
type TypeSetT struct {
	name string
	// lazy yields the set's initialization hash (without its types) and
	// its members; nil once resolved.
	lazy  func(ts *TypeSetT) (*Hash, []TypeSetMember, error)
	state uint8
	err   error

	nameAuthority string
	pcoreURI      string
	pcoreVersion  SemVer
	version       string
	hasVersion    bool
	types         []TypeSetMember
	byLower       map[string]int
}

// NewTypeSet is the TypeSet a type alias declares; init interprets its
// hash when the set is first used (it may ask the set for its members'
// names while doing so, through Member).
func NewTypeSet(name string, init func(ts *TypeSetT) (*Hash, []TypeSetMember, error)) *TypeSetT {
	return &TypeSetT{name: name, lazy: init, nameAuthority: RuntimeNameAuthority}
}

var typeSetSchema = sync.OnceValue(func() *StructT {
	qref := PatternType(mustRegexp(`\A[A-Z][\w]*(?:::[A-Z][\w]*)*\z`))
	uri := theString // Pcore::TYPE_URI; Punch has no URI type
	strOrVer := VariantType(StringType(1, 1<<62), theSemVer)
	el := schemaElement
	return StructType([]*StructElement{
		el("pcore_uri", uri, true), el("pcore_version", strOrVer, false),
		el("name_authority", uri, true), el("name", qref, true), el("version", strOrVer, true),
		el("references", HashType(qref, theAny), true), el("annotations", theAny, true),
	})
})

// Resolve interprets the set (once).
func (ts *TypeSetT) Resolve() error {
	switch ts.state {
	case 2:
		return ts.err
	case 1:
		return nil
	}
	ts.state = 1
	h, members, err := ts.lazy(ts)
	if err == nil {
		err = ts.initFromHash(h, members)
	}
	ts.lazy, ts.err, ts.state = nil, err, 2
	return err
}

func (ts *TypeSetT) initFromHash(h *Hash, members []TypeSetMember) error {
	if err := assertType("TypeSet initializer", typeSetSchema(), h); err != nil {
		return err
	}
	if v, ok := h.GetString("name_authority"); ok {
		ts.nameAuthority = v.(string)
	}
	if v, ok := h.GetString("pcore_uri"); ok {
		ts.pcoreURI = v.(string)
	}
	pv, _ := h.GetString("pcore_version")
	ver, ok := pv.(SemVer)
	if !ok {
		var err error
		if ver, err = ParseSemVer(pv.(string)); err != nil {
			return err
		}
	}
	// Pcore::PARSABLE_PCORE_VERSIONS is 1.x.
	if ver.Major != 1 || ver.Pre != "" {
		return errorf("The pcore version for TypeSet '%s' is not understood by this runtime. Expected range 1.x, got %s", ts.name, ver.String())
	}
	ts.pcoreVersion = ver
	if v, ok := h.GetString("version"); ok {
		if s, isStr := v.(string); isStr {
			sv, err := ParseSemVer(s)
			if err != nil {
				return err
			}
			v = sv
		}
		ts.version, ts.hasVersion = v.(SemVer).String(), true
	}
	if r, ok := h.GetString("references"); ok && r.(*Hash).Len() > 0 {
		return errorf("TypeSet '%s': references to other TypeSets are not supported by Punch", ts.name)
	}
	ts.types = members
	ts.byLower = make(map[string]int, len(members))
	for i, m := range members {
		ts.byLower[strings.ToLower(m.Name)] = i
	}
	return nil
}

// Member is the set's type named name (its short name, any case), or nil.
func (ts *TypeSetT) Member(name string) Type {
	if i, ok := ts.byLower[strings.ToLower(name)]; ok {
		return ts.types[i].Type
	}
	return nil
}

// Label is Puppet's "TypeSet 'Name'".
func (ts *TypeSetT) Label() string { return "TypeSet '" + ts.name + "'" }

func (ts *TypeSetT) Name() string { return "TypeSet" }

// String is Puppet's TypeSet[{pcore_version => ..., name_authority => ...,
// name => ..., version => ..., types => {...}}]: its Object types expanded
// without their name, its aliases as the types they stand for. (A type of
// the set nested in another type prints its full name, where Puppet
// prints its short name.)
func (ts *TypeSetT) String() string {
	if ts.Resolve() != nil {
		return "TypeSet"
	}
	var b strings.Builder
	b.WriteString("TypeSet[{")
	if ts.pcoreURI != "" {
		b.WriteString("pcore_uri => " + PuppetQuote(ts.pcoreURI) + ", ")
	}
	b.WriteString("pcore_version => " + PuppetQuote(ts.pcoreVersion.String()))
	b.WriteString(", name_authority => " + PuppetQuote(ts.nameAuthority))
	b.WriteString(", name => " + PuppetQuote(ts.name))
	if ts.hasVersion {
		b.WriteString(", version => " + PuppetQuote(ts.version))
	}
	if len(ts.types) > 0 {
		b.WriteString(", types => {")
		for i, m := range ts.types {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(m.Name + " => ")
			switch x := m.Type.(type) {
			case *ObjectT:
				b.WriteString(x.render(false, ts.shortName))
			case *TypeAliasT:
				if r := x.Resolved(); r != nil {
					b.WriteString(ts.shortName(r))
				}
			default:
				b.WriteString(x.String())
			}
		}
		b.WriteByte('}')
	}
	b.WriteString("}]")
	return b.String()
}

// shortName is how a type nested in one of the set's types prints in the
// set: a member by its short name.
func (ts *TypeSetT) shortName(t Type) string {
	for _, m := range ts.types {
		if m.Type == t {
			return m.Name
		}
	}
	return typeStr(t)
}

func (*TypeSetT) isInstance(Value, *guard) bool {
	return false
}
func (ts *TypeSetT) assignableFrom(o Type, _ *guard) bool { return ts.equal(o) }
func (ts *TypeSetT) equal(o Type) bool {
	x, ok := o.(*TypeSetT)
	return ok && (x == ts || x.name == ts.name && x.nameAuthority == ts.nameAuthority && x.version == ts.version)
}
