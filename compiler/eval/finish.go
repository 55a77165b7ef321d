package eval

import (
	"encoding/binary"
	"strings"
	"time"
	"unsafe"

	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/resourcetypes"
	"github.com/punch-dev/punch/compiler/values"
)

// finishResource is Puppet's Parser::Resource#finish: scope tags,
// Sensitive parameters unwrapped, parameters validated.
func (c *Compiler) finishResource(r *Resource) error {
	if r.finished {
		return nil
	}
	r.finished = true
	if !r.evaluated || r.kind == kindBuiltin {
		c.addScopeTags(r)
	}
	for _, p := range r.params {
		if sv, ok := p.value.(*values.Sensitive); ok {
			rare := r.rareFields()
			rare.sensitive = append(rare.sensitive, p.name)
			np := p.clone()
			np.value = sv.Value
			*p = *np
		}
	}
	if r.builtin != nil {
		valid := c.validAttributes(r.builtin)
	params:
		for _, p := range r.params {
			for _, n := range *valid {
				if n == p.name {
					continue params
				}
			}
			if !r.builtin.HasAttribute(p.name) && !c.isAddedMetaparam(p.name) {
				return &Error{Message: resourcetypes.UnknownParameterError(p.name, r.ref(), r.file, r.line)}
			}
			*valid = append(*valid, p.name)
		}
	}
	return nil
}

// validAttributes is the list of the attribute names of a built-in type
// that finishResource has found valid in this compile (the same few names
// come back for every resource of the type).
func (c *Compiler) validAttributes(t *resourcetypes.Type) *[]string {
	for i := range c.attrsSeen {
		if c.attrsSeen[i].t == t {
			return &c.attrsSeen[i].names
		}
	}
	c.attrsSeen = append(c.attrsSeen, seenAttrs{t: t})
	return &c.attrsSeen[len(c.attrsSeen)-1].names
}

type seenAttrs struct {
	t     *resourcetypes.Type
	names []string
}

// walkMetaparams are the metaparameters containers pass on to what they
// contain (the non-relationship ones).
var walkMetaparams = func() []string {
	var out []string
	for _, m := range resourcetypes.Metaparams() {
		switch m {
		case "before", "notify", "require", "subscribe":
			continue
		}
		out = append(out, m)
	}
	return out
}()

// metaOf returns the walk metaparameters (names) a resource sets.
func metaOf(r *Resource, names []string) []metaKV {
	var d []metaKV
	for _, p := range r.params {
		if p.value == nil {
			continue
		}
		for _, n := range names {
			if p.name == n {
				d = append(d, metaKV{n, p.value})
				break
			}
		}
	}
	return d
}

// addResourceMetaparams walks containment breadth-first from Class[main],
// giving each resource the non-relationship metaparameters (noop,
// schedule, ...) of its containers and their tags (Puppet's
// add_resource_metaparams).
func (c *Compiler) addResourceMetaparams() {
	if c.mainRes == nil {
		return
	}
	walk := walkMetaparams
	if len(c.addedMeta) > 0 {
		walk = append(append([]string(nil), walkMetaparams...), c.addedMeta...)
	}
	queue := []*Resource{c.mainRes}
	for len(queue) > 0 {
		node := queue[0]
		queue = queue[1:]
		if node.walked {
			continue
		}
		for _, t := range node.children {
			if !node.hasMeta {
				node.meta = metaOf(node, walk)
				node.hasMeta = true
			}
			if src := node.meta; src != nil {
				for _, m := range src {
					if v, ok := t.get(m.name); !ok || v == nil {
						t.setParam(c.newParam(m.name, m.value, "", 0, nil))
					}
				}
				merged := append([]metaKV(nil), src...)
				for _, m := range metaOf(t, walk) {
					replaced := false
					for i := range merged {
						if merged[i].name == m.name {
							merged[i] = m
							replaced = true
						}
					}
					if !replaced {
						merged = append(merged, m)
					}
				}
				t.meta = merged
				t.hasMeta = true
			}
			t.mergeTagsOf(node)
		}
		queue = append(queue, node.children...)
		node.walked = true
	}
}

// ---------------------------------------------------------------------------
// The catalog

// servedTags are the catalog's tags in the order of the catalog Puppet
// serves (and puppet apply writes): Catalog#to_catalog makes a new catalog,
// adds the classes to it first (add_class tags each class's name and its
// segments, in the order the classes were added), then merges the
// compile's own tags ("node", "class", ...). Puppet Server 7.9.5 serves
// ["site6::role::web", "site6", "role", "web", "settings", "default",
// ..., "node", "class"] (cmd/tools/site6), where the compile's set has
// "node" and "class" after "settings".
func (c *Compiler) servedTags() []string {
	t := tagSet{list: make([]string, 0, len(c.catalogTags.list))}
	for _, name := range c.classes {
		// a class name is a valid tag (the compile tagged it already)
		_ = t.add(name)
	}
	for _, x := range c.catalogTags.list {
		t.addRaw(x)
	}
	return t.list
}

func (c *Compiler) buildCatalog() (*catalog.Catalog, error) {
	version := c.req.Version
	if version == 0 {
		version = c.version.now // the time module Ruby was told
	}
	if version == 0 {
		version = time.Now().Unix()
	}
	cat := &catalog.Catalog{
		Name:        c.req.Node,
		Environment: c.req.Environment,
		Version:     version,
		CodeID:      c.req.CodeID,
		UUID:        c.catalogUUID(),
		Tags:        c.servedTags(),
		Classes:     append([]string(nil), c.classes...),
	}
	// the catalog's blocks go to a later compile when it is released
	// (catalogreuse.go)
	cb := c.catBlocks()
	cat.Resources = blockOf(&cb.ptrs, len(c.resources))[:0]
	crs := blockOf(&cb.res, len(c.resources))
	// One slab for the parameters of every resource (catalogParams), sized
	// for this catalog: each resource keeps its name and the parameters
	// that have a value (set), and needs room for all of them while they
	// are sorted out (the undef ones of a define's defaults: most of
	// apache::vhost's 200), which the next resource's use.
	need, slack := 0, 0
	for _, r := range c.resources {
		set := 1
		for _, p := range r.params {
			if p.value != nil {
				set++
			}
		}
		need += set
		slack = max(slack, len(r.params)+1-set)
	}
	c.paramOut = blockOf(&cb.params, need+slack)[:0]
	for _, r := range c.resources {
		if r.virtual && !r.exported || !r.inCatalog {
			continue
		}
		r.included = true
		cr := &crs[0]
		crs = crs[1:]
		*cr = catalog.Resource{
			Type:     r.typ,
			Title:    r.displayTitle(),
			Tags:     r.tags.list,
			File:     r.file, // absolute, as the loader named it: Puppet's form
			Line:     r.line,
			Exported: r.exported,
			Virtual:  r.virtual,
			Kind:     r.catalogKind(),
		}
		params, err := c.catalogParams(r)
		if err != nil {
			return nil, err
		}
		cr.Params = params
		if len(c.storedParams) > 0 {
			cr.Stringified, c.storedParams = c.storedParams, nil
		}
		if s := r.sensitive(); len(s) > 0 {
			cr.Sensitive = append([]string(nil), s...)
		}
		cat.Resources = append(cat.Resources, cr)
	}
	cat.Edges = blockOf(&cb.edges, len(c.edges))[:0]
	for _, e := range c.edges {
		if !e.source.included || !e.target.included {
			if e.source.virtual && !e.source.exported || e.target.virtual && !e.target.exported {
				continue
			}
			// An end was removed from the catalog (removeFromCatalog)
			// after the edge was made: Puppet's to_catalog finds the
			// edge's ends by reference, so a resource declared again
			// with the title stands for it, else the conversion fails.
			src, err := c.edgeEnd(e.source)
			if err != nil {
				return nil, err
			}
			dst, err := c.edgeEnd(e.target)
			if err != nil {
				return nil, err
			}
			e = edge{src, dst}
		}
		cat.Edges = append(cat.Edges, catalog.Edge{Source: c.cachedRef(e.source), Target: c.cachedRef(e.target)})
	}
	c.giveCatalogBlocks(cat)
	return cat, nil
}

func (r *Resource) catalogKind() string {
	switch r.kind {
	case kindBuiltin:
		return "compilable_type"
	case kindDefine:
		return "defined_type"
	case kindClass:
		if r.declaredLike {
			return "class"
		}
	}
	return "unknown"
}

// catalogParams converts a resource's parameters to the catalog's form:
// title-derived attributes first, names canonical, the namevar dropped
// when it equals the title, undef dropped, values converted to data (with
// Puppet's warnings for values that are not data).
func (c *Compiler) catalogParams(r *Resource) ([]catalog.Param, error) {
	// Parameters of all resources are carved from one slab.
	need := len(r.params) + 1
	if cap(c.paramOut)-len(c.paramOut) < need {
		c.paramOut = make([]catalog.Param, 0, max(need, 256))
	}
	out := c.paramOut[len(c.paramOut) : len(c.paramOut) : len(c.paramOut)+need]
	// scan is how much of out a name may already be in: the parameters
	// taken from the title; the resource's own parameters have distinct
	// names, unless "name" stands for the namevar (then all of out).
	scan := -1
	put := func(name string, v values.Value) {
		n := len(out)
		if scan >= 0 && scan < n {
			n = scan
		}
		for i := range out[:n] {
			if out[i].Name == name {
				out[i].Value = v
				return
			}
		}
		out = append(out, catalog.Param{Name: name, Value: v})
	}
	namevar := "name"
	keepName := (r.typ == "Class" || r.typ == "Stage") && r.title == "main" || r.titleValue() != nil
	if t := r.builtin; t != nil {
		namevar = t.Namevar()
		if attr, ok := identityTitle(t, r.title); ok {
			out = append(out, catalog.Param{Name: attr, Value: r.boxedTitle()})
		} else if parts, err := t.ParseTitle(r.title); err == nil {
			for _, p := range parts {
				if p.Set {
					put(p.Attr, p.Value)
				} else {
					put(p.Attr, nil)
				}
			}
		} else {
			put(namevar, r.boxedTitle())
		}
	} else {
		out = append(out, catalog.Param{Name: "name", Value: r.boxedTitle()})
	}
	scan = len(out)
	for _, p := range r.params {
		name := p.name
		if hasUpperASCII(name) {
			// Puppet's catalog names a parameter in lower case
			// (Puppet::Resource#parameter_name: a define's $listenPort is
			// "listenport"); inside the compile it keeps its spelling. Two
			// names may now be one: the later value wins, at the
			// earlier's place, as in a Ruby Hash
			name = strings.ToLower(name)
			scan = -1
		}
		if r.builtin != nil && name == "name" {
			name = r.builtin.CanonicalParamName(name)
			if name != "name" {
				scan = -1
			}
		}
		put(name, p.value)
	}
	n := 0
	// One converter for the resource's parameters: they share the
	// warnings' prefix (see paramConverter). It is the compile's, reset
	// for each resource, so that no converter escapes to the heap per
	// resource.
	conv := &c.paramConv
	conv.c, conv.r, conv.prefix, conv.failed = c, r, "", nil
	conv.Rich, conv.SymbolAsString, conv.NoLocalReference = c.req.RichData, true, true
	conv.MessagePrefix, conv.Hooks = &conv.prefix, conv
	for _, e := range out {
		if e.Value == nil {
			continue
		}
		if e.Name == namevar && !keepName {
			if s, ok := e.Value.(string); ok && s == r.title {
				continue
			}
		}
		v := e.Value
		switch e.Name {
		case "before", "notify", "require", "subscribe":
			if a, ok := v.([]values.Value); ok {
				flat := flattenValues(a)
				if !sameList(flat, a) || hasNil(flat) {
					clean := make([]values.Value, 0, len(flat))
					for _, x := range flat {
						if x != nil {
							clean = append(clean, x)
						}
					}
					v = clean
				}
				// (else the list is flat and has no undef: kept as it is)
			}
		}
		data, err := c.paramData(r, e.Name, v)
		if err != nil {
			return nil, err
		}
		if data && !(conv.Rich && values.HasPcoreTypeKey(v)) {
			out[n] = catalog.Param{Name: e.Name, Value: v}
		} else if d, ok := c.refsData(v); ok {
			out[n] = catalog.Param{Name: e.Name, Value: d}
		} else {
			if err := untitledTypeError(v); err != nil {
				return nil, err
			}
			d, err := conv.ConvertInName(e.Name, flattenRefArrays(v))
			if err == nil && conv.failed != nil {
				return nil, conv.failed
			}
			if err != nil {
				msg := err.Error()
				if loc := errLocation(r.file, r.line); loc != "" {
					msg += " " + loc
				}
				return nil, &rawError{msg: msg}
			}
			out[n] = catalog.Param{Name: e.Name, Value: d}
		}
		if c.req.StoreConfigs != nil && needsStringify(v) {
			if err := c.stringifyParam(r, e.Name, v, out[n].Value); err != nil {
				return nil, err
			}
		}
		n++
	}
	c.paramOut = c.paramOut[:len(c.paramOut)+n]
	return out[:n:n], nil
}

// stringifyParam records a parameter's stringified form (the form
// PuppetDB's terminus stores, catalog.Resource.Stringified) when it
// differs from its catalog value d: with rich data, or for a nested
// Sensitive or a hash key that is not a String.
func (c *Compiler) stringifyParam(r *Resource, name string, v, d values.Value) error {
	st := &c.stringifier
	if st.Special == nil {
		st.Special = c.paramRef
	}
	s, err := st.Convert(flattenRefArrays(v))
	if err != nil {
		msg := err.Error()
		if loc := errLocation(r.file, r.line); loc != "" {
			msg += " " + loc
		}
		return &rawError{msg: msg}
	}
	if !values.SameData(s, d) {
		c.storedParams = append(c.storedParams, catalog.Param{Name: name, Value: s})
	}
	return nil
}

// refsData is what the parameter converter makes of a resource reference
// with a title, a class reference with a name, or an Array of them and
// Data scalars (the relationship metaparameters and most other parameters
// that are not Data): each reference its string (ConvertSpecial, paramRef),
// each scalar itself, the Array a new one. ok is false for any other value
// (a nested Array, a Hash, a Sensitive, a reference without a title...),
// which the converter takes. paramData has walked the value within its
// bounds already; a flat Array of scalars cannot hold itself.
func (c *Compiler) refsData(v values.Value) (values.Value, bool) {
	switch x := v.(type) {
	case *values.ResourceT, *values.ClassT:
		if !namedRef(x) {
			return nil, false
		}
		return c.paramRef(x)
	case []values.Value:
		for _, e := range x {
			switch e.(type) {
			case nil, string, int64, float64, bool:
			case *values.ResourceT, *values.ClassT:
				if !namedRef(e) {
					return nil, false
				}
			default:
				return nil, false
			}
		}
		out := make([]values.Value, len(x))
		for i, e := range x {
			if r, ok := c.paramRef(e); ok {
				out[i] = r
			} else {
				out[i] = e
			}
		}
		return out, true
	}
	return nil, false
}

// namedRef reports whether v is a resource reference with a title or a
// class reference with a name (paramRef's reference strings).
func namedRef(v values.Value) bool {
	switch x := v.(type) {
	case *values.ResourceT:
		return x.HasTitle
	case *values.ClassT:
		return x.ClassName != ""
	}
	return false
}

// paramRef writes a resource or class reference in a parameter value as
// the catalog does: the to_s of the Puppet::Resource that Puppet's
// Runtime3Converter makes of it, the same in every form of the catalog. A
// resource type without a title is one with an empty title ("Foo::Bar[]").
func (c *Compiler) paramRef(v values.Value) (values.Value, bool) {
	switch x := v.(type) {
	case *values.ResourceT:
		if x.HasTitle {
			return c.refValue(x), true
		}
		if x.TypeName != "" && !strings.EqualFold(x.TypeName, "class") {
			return x.TypeName + "[]", true
		}
	case *values.ClassT:
		if x.ClassName != "" {
			return c.classRefValue(x), true
		}
	}
	return nil, false
}

// needsStringify reports whether a parameter value may have a stringified
// form other than its catalog form: it holds a value that is neither Data
// nor a resource reference, or a hash key that is not a plain String.
func needsStringify(v values.Value) bool {
	switch x := v.(type) {
	case nil, string, int64, float64, bool:
		return false
	case *values.ResourceT:
		return !x.HasTitle && (x.TypeName == "" || strings.EqualFold(x.TypeName, "class"))
	case *values.ClassT:
		return x.ClassName == ""
	case []values.Value:
		for _, e := range x {
			if needsStringify(e) {
				return true
			}
		}
		return false
	case *values.Hash:
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			if s, ok := k.(string); !ok || s == values.PcoreTypeKey || s == values.PcoreValueKey || needsStringify(e) {
				return true
			}
		}
		return false
	}
	return true
}

// sameList reports whether a and b are the same slice.
func sameList(a, b []values.Value) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

func hasNil(l []values.Value) bool {
	for _, x := range l {
		if x == nil {
			return true
		}
	}
	return false
}

// identityTitle reports whether a type's title patterns map this title to
// its single key attribute unchanged, and names that attribute.
func identityTitle(t *resourcetypes.Type, title string) (string, bool) {
	if len(t.TitlePatterns) != 1 || len(t.TitlePatterns[0].Attributes) != 1 || t.TitlePatterns[0].HasProc() {
		return "", false
	}
	p := &t.TitlePatterns[0]
	switch p.Source {
	case "(.*)":
		return p.Attributes[0], true
	case `^(/|.+:/|.*[^/])/*\Z`:
		if len(title) > 1 && title[len(title)-1] != '/' && title[len(title)-1] != '\n' {
			return p.Attributes[0], true
		}
	}
	return "", false
}

// flattenRefArrays flattens an array that holds resource references (as
// Puppet's copy_as_resource does).
func flattenRefArrays(v values.Value) values.Value {
	a, ok := v.([]values.Value)
	if !ok {
		return v
	}
	flat := flattenValues(a)
	for _, x := range flat {
		switch x.(type) {
		case *values.ResourceT, *values.ClassT:
			return flat
		}
	}
	return v
}

// paramConverter is the catalog's ToDataConverter (Puppet::Resource#
// to_data_hash: symbol_as_string, no local references, rich data as the
// request says), with the resource references and Sensitive values the
// catalog writes its own way.
//
// Puppet converts all parameters of a resource with one converter whose
// message prefix (the resource's reference) each warning appends its path
// to in place, so the second warning of a resource names the first one's
// path too: "Class[X]['a']['a'] contains a hash with an Integer key ...".
// prefix holds the appended paths; Warn puts the reference before them.
type paramConverter struct {
	values.DataConverter
	c      *Compiler
	r      *Resource
	prefix string
	// failed is the first serialization issue under strict = error, which
	// makes the issues errors: Puppet raises at the first one, so nothing
	// after it is logged.
	failed error
}

// ConvertSpecial writes a resource reference as its string (Puppet's
// value_to_json_data, before the conversion) and a Sensitive as the
// catalog's nested Sensitive.
func (p *paramConverter) ConvertSpecial(d *values.DataConverter, v values.Value) (values.Value, bool, error) {
	if x, ok := v.(*values.Sensitive); ok {
		inner, err := d.Convert(x.Value)
		return catalog.SensitiveData{Value: inner}, true, err
	}
	out, ok := p.c.paramRef(v)
	return out, ok, nil
}

// untitledTypeError is the error Puppet raises for a parameter value that
// is a resource type without a title, or holds one in Arrays (at any
// depth): Puppet makes a Puppet::Resource of the type with the title "",
// which fails for a built-in type none of whose title patterns matches it
// (File: "No set of title patterns matched the title \"\"." without a
// location; Notify[] and User[] pass). Inside a Hash Puppet keeps it and
// writes File[] (puppet apply: message => [File] and [[File]] fail,
// { 'r' => File } and [{ 'r' => File }] compile; api/puppetdb's stringify
// case records File[] from a Hash).
func untitledTypeError(v values.Value) error {
	switch x := v.(type) {
	case *values.ResourceT:
		if x.HasTitle || x.TypeName == "" {
			return nil
		}
		if t := typeNameOf(x.TypeName).builtin; t != nil {
			if _, err := t.ParseTitle(""); err != nil && err.Error() == resourcetypes.TitlePatternMismatchMessage("") {
				return &Error{Message: err.Error()}
			}
		}
	case []values.Value:
		for _, e := range x {
			if err := untitledTypeError(e); err != nil {
				return err
			}
		}
	}
	return nil
}

// Warn logs a serialization warning at the resource, or under strict =
// error keeps it as the compile's error: Puppet's "Evaluation Error: ..."
// at the resource's file and line, without " on node" (it is raised while
// the catalog is converted, after the compile; golden
// fix17_strict_error_serialize_*). strict = off leaves them warnings.
func (p *paramConverter) Warn(text string) {
	if p.failed != nil {
		return
	}
	if p.c.strict() == "error" {
		p.failed = &Error{Message: "Evaluation Error: " + p.r.ref() + text, File: p.r.file, Line: p.r.line, Code: p.Issue, NoNode: true}
		return
	}
	msg := p.r.ref() + text
	if loc := errLocation(p.r.file, p.r.line); loc != "" {
		msg += " " + loc
	}
	p.c.log("warning", "", msg)
}

// hasUpperASCII reports whether s holds an ASCII capital letter (a
// parameter name is [a-z_][a-zA-Z0-9_]*). It runs for every parameter of
// every resource (a define's undef ones too: about 2,700 names in a web
// compile), so ASCII names are tested eight bytes at a time, the last
// word overlapping the one before.
func hasUpperASCII(s string) bool {
	n := len(s)
	p := unsafe.Slice(unsafe.StringData(s), n)
	switch {
	case n >= 8:
		for i := 0; ; i += 8 {
			i = min(i, n-8)
			w := binary.LittleEndian.Uint64(p[i:])
			if w&highs != 0 {
				break
			}
			if upperInASCIIWord(w) {
				return true
			}
			if i == n-8 {
				return false
			}
		}
	case n >= 4:
		// the first four bytes and the last four (overlapping) as one word
		w := uint64(binary.LittleEndian.Uint32(p)) | uint64(binary.LittleEndian.Uint32(p[n-4:]))<<32
		if w&highs == 0 {
			return upperInASCIIWord(w)
		}
	}
	// short, or a byte at or above 0x80 somewhere
	for i := 0; i < n; i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			return true
		}
	}
	return false
}
