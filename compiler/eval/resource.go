package eval

import (
	"slices"
	"strings"

	"github.com/punch-dev/punch/compiler/resourcetypes"
	"github.com/punch-dev/punch/compiler/values"
)

// resKind is what a resource's type is.
type resKind uint8

const (
	kindBuiltin resKind = iota // a built-in or module-provided type
	kindDefine                 // a defined type
	kindClass
	kindNode
)

// Resource is a resource while the catalog is being built (Puppet's
// Puppet::Parser::Resource).
type Resource struct {
	typ   string // capitalized: "File", "Class", "Site::User"
	title string // class titles are lower case names ("" never)
	// rare holds what few resources have (nil when none).
	rare *resourceRare

	params []*param
	tags   tagSet

	file string
	line int

	// scope is the scope the resource was declared in.
	scope *Scope
	// source is the definition whose code declared the resource.
	source *typeDef
	// def is the class, define or node definition for those kinds.
	def *typeDef
	// builtin is the type of a built-in (or module) resource type.
	builtin *resourcetypes.Type
	// bodyScope is the scope of a class/define/node body once evaluated.
	bodyScope *Scope

	// container is the resource containing this one (containment edge).
	container *Resource

	// index is the position in the compiler's resource list.
	index int32
	// tagsFrom is the last resource whose tags mergeTagsOf added, when it
	// had tagsFromLen tags.
	tagsFromLen int32
	tagsFrom    *Resource
	// refCache is ref(), computed once (cachedRef; boxedRef boxes it in
	// place).
	refCache string
	// children are the resources this one contains (edge targets), and
	// walked/meta serve the metaparameter walk.
	children []*Resource
	meta     []metaKV

	// The flags are kept together at the end, where they share one word
	// (the struct is allocated 15,000 times for a 10,000-resource catalog).
	kind     resKind
	virtual  bool
	exported bool
	// declaredLike is true for a class declared resource-like (kind
	// "class" in the catalog, with file and line).
	declaredLike bool

	evaluated         bool
	evaluationStarted bool
	finished          bool

	// inCatalog is set once the resource was added to the catalog, unset
	// when a function removed it (removeFromCatalog).
	inCatalog bool
	// dropped is set when a function removed the resource from the
	// compiler's list (removeFromCompiler).
	dropped bool
	// included is set when the resource is in the final catalog.
	included bool
	walked   bool
	hasMeta  bool
}

// resourceRare is the part of a resource that few resources have, out of
// line to keep Resource small.
type resourceRare struct {
	// titleValue is the title when it is not a string (create_resources
	// with an integer key): Puppet keeps it as it is.
	titleValue values.Value
	// sensitive names the parameters whose value was Sensitive.
	sensitive []string
}

// titleValue is the title when it is not a string (else nil).
func (r *Resource) titleValue() values.Value {
	if r.rare == nil {
		return nil
	}
	return r.rare.titleValue
}

// sensitive names the parameters whose value was Sensitive.
func (r *Resource) sensitive() []string {
	if r.rare == nil {
		return nil
	}
	return r.rare.sensitive
}

// rareFields returns r.rare, creating it.
func (r *Resource) rareFields() *resourceRare {
	if r.rare == nil {
		r.rare = &resourceRare{}
	}
	return r.rare
}

// param is one attribute of a resource, a default or an override.
type param struct {
	name   string
	value  values.Value
	file   string
	source *typeDef
	line   int32 // (int32 and add share a word: 64 bytes, not 72)
	add    bool  // +>
}

func (p *param) clone() *param {
	c := *p
	return &c
}

type metaKV struct {
	name  string
	value values.Value
}

// cachedRef is r.ref(), computed once (for when the title can no longer
// change), its bytes in the compile's string arena: every resource of a
// catalog with edges needs it.
func (c *Compiler) cachedRef(r *Resource) string {
	if r.refCache == "" {
		r.refCache = c.arenaConcat(r.typ, "[", r.displayTitle(), "]")
	}
	return r.refCache
}

// boxedTitle is the title as a value, without an allocation: a
// resource's title never changes once the resource exists.
func (r *Resource) boxedTitle() values.Value { return boxAt(&r.title) }

// ref returns "Type[title]" as Puppet prints a reference.
func (r *Resource) ref() string {
	return r.typ + "[" + r.displayTitle() + "]"
}

// displayTitle is the title as the catalog shows it (classes capitalized).
func (r *Resource) displayTitle() string {
	if r.kind == kindClass && r.title != "main" {
		return capitalizeName(r.title)
	}
	return r.title
}

func (r *Resource) get(name string) (values.Value, bool) {
	for _, p := range r.params {
		if p.name == name {
			return p.value, true
		}
	}
	return nil, false
}

func (r *Resource) getParam(name string) *param {
	for _, p := range r.params {
		if p.name == name {
			return p
		}
	}
	return nil
}

// setParam sets (or replaces) a parameter; a `tag` parameter also tags
// the resource. An invalid tag is an error.
func (r *Resource) setParam(p *param) error {
	if p.name == "tag" {
		if err := r.tags.addValue(p.value); err != nil {
			// Puppet fails in the resource itself: its file and line,
			// no column, no evaluation wrapper (mergeOverride puts an
			// override's own location instead).
			return &Error{Message: err.Error(), File: r.file, Line: r.line, invalidTag: true}
		}
	}
	for i, q := range r.params {
		if q.name == p.name {
			r.params[i] = p
			return nil
		}
	}
	r.params = append(r.params, p)
	return nil
}

// resKey identifies a resource in the catalog.
type resKey struct {
	typ, title string
}

func (r *Resource) key() resKey { return resKey{r.typ, r.title} }

// capitalizeName capitalizes each segment of a qualified name:
// "apache::mod" -> "Apache::Mod".
func capitalizeName(s string) string {
	// Each "::"-separated segment (as strings.Split cuts them, left to
	// right) gets an upper-case first letter, in one allocation, and none
	// when the name is capitalized already: references to classes and
	// defines are made by the thousand (Split, a string per segment and
	// Join cost four or more).
	first := -1
	for i, start := 0, true; i < len(s); {
		if start && s[i] >= 'a' && s[i] <= 'z' {
			first = i
			break
		}
		if i+1 < len(s) && s[i] == ':' && s[i+1] == ':' {
			i += 2
			start = true
			continue
		}
		start = false
		i++
	}
	if first < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:first])
	for i, start := first, true; i < len(s); {
		c := s[i]
		if start && c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		if i+1 < len(s) && c == ':' && s[i+1] == ':' {
			b.WriteString("::")
			i += 2
			start = true
			continue
		}
		b.WriteByte(c)
		start = false
		i++
	}
	return b.String()
}

// typeKey canonicalizes a resource type name: "file", "File" and "::file"
// become "File"; "foo::bar" becomes "Foo::Bar".
func typeKey(name string) string {
	name = strings.TrimPrefix(name, "::")
	if name == "" {
		return name
	}
	// fast path: already canonical
	if canonicalType(name) {
		return name
	}
	return capitalizeName(strings.ToLower(name))
}

func canonicalType(s string) bool {
	start := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ':':
			start = true
			continue
		case start:
			if !(c >= 'A' && c <= 'Z') {
				return false
			}
		case c >= 'A' && c <= 'Z':
			return false
		}
		start = false
	}
	return true
}

// ---------------------------------------------------------------------------
// Tags

// tagSet is an insertion-ordered set of tags.
//
// The list has no inline room: createResource carves it from the compile's
// string slab with room for the tags it will have (its type's, its title,
// its container's), which for most resources is all of them (an inline
// array of 12 was 192 bytes in every resource, most of it unused: the
// resources of a define in main have 5-7 tags). A list that outgrows its
// room is reallocated by append.
type tagSet struct {
	list []string
}

func (t *tagSet) has(s string) bool {
	for _, x := range t.list {
		if x == s {
			return true
		}
	}
	return false
}

// addRaw adds a tag without validation or splitting.
func (t *tagSet) addRaw(s string) bool {
	if t.has(s) {
		return false
	}
	t.list = append(t.list, s)
	return true
}

func (t *tagSet) merge(o *tagSet) {
	// A set's tags are distinct (every way in checks), so each of o's
	// need only be looked for among the tags t had before the merge: a
	// resource's own few, not the container's just added.
	own := t.list[:len(t.list):len(t.list)]
	for _, s := range o.list {
		if !slices.Contains(own, s) {
			t.list = append(t.list, s)
		}
	}
}

// mergeTagsOf adds the tags of o (a container) to r's. Tag sets only grow,
// so when r last merged o's and o has no tag since, there is nothing to
// add (a resource gets its container's tags twice: scope tags, then the
// metaparameter walk).
func (r *Resource) mergeTagsOf(o *Resource) {
	if r.tagsFrom == o && int(r.tagsFromLen) == len(o.tags.list) {
		return
	}
	r.tags.merge(&o.tags)
	r.tagsFrom, r.tagsFromLen = o, int32(len(o.tags.list))
}

// add adds a tag as Puppet's tag(): downcased, validated, and a qualified
// tag also adds each of its segments.
func (t *tagSet) add(s string) error {
	name := lowerName(s)
	if t.has(name) {
		return nil
	}
	if !values.ValidTag(name) {
		return rawf("Invalid tag '%s'", name)
	}
	t.list = append(t.list, name)
	if strings.Contains(name, "::") {
		for _, seg := range strings.Split(name, "::") {
			t.addRaw(seg)
		}
	}
	return nil
}

// addIfValid adds a tag when it is valid, silently ignoring it otherwise
// (Puppet's tag_if_valid, used for titles).
func (t *tagSet) addIfValid(s string) {
	valid, upper, ascii := values.TagSyntax(s)
	if ascii && !valid || !ascii && !values.ValidTag(s) {
		return
	}
	name := s
	if upper || !ascii {
		name = lowerName(s)
	}
	if t.addRaw(name) && strings.Contains(name, "::") {
		for rest, more := name, true; more; {
			var seg string
			seg, rest, more = strings.Cut(rest, "::")
			t.addRaw(seg)
		}
	}
}

// addValue tags with a value: a string or an array (nested) of them.
func (t *tagSet) addValue(v values.Value) error {
	switch x := v.(type) {
	case nil:
		return nil
	case string:
		return t.add(x)
	case []values.Value:
		for _, e := range x {
			if err := t.addValue(e); err != nil {
				return err
			}
		}
		return nil
	}
	return t.add(values.ToString(v))
}

// isAlnum is Ruby's [[:alnum:]] (values.IsAlnum) for a regex node's name.
func isAlnum(r rune) bool { return values.IsAlnum(r) }
