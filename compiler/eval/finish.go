package eval

import (
	"encoding/base64"
	"strconv"
	"time"

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
			if !r.builtin.HasAttribute(p.name) {
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

// metaOf returns the walk metaparameters a resource sets.
func metaOf(r *Resource) []metaKV {
	var d []metaKV
	for _, p := range r.params {
		if p.value == nil {
			continue
		}
		for _, n := range walkMetaparams {
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
	queue := []*Resource{c.mainRes}
	for len(queue) > 0 {
		node := queue[0]
		queue = queue[1:]
		if node.walked {
			continue
		}
		for _, t := range node.children {
			if !node.hasMeta {
				node.meta = metaOf(node)
				node.hasMeta = true
			}
			if src := node.meta; src != nil {
				for _, m := range src {
					if v, ok := t.get(m.name); !ok || v == nil {
						t.setParam(c.newParam(m.name, m.value, "", 0, nil))
					}
				}
				merged := append([]metaKV(nil), src...)
				for _, m := range metaOf(t) {
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

func (c *Compiler) buildCatalog() (*catalog.Catalog, error) {
	version := c.req.Version
	if version == 0 {
		version = time.Now().Unix()
	}
	cat := &catalog.Catalog{
		Name:        c.req.Node,
		Environment: c.req.Environment,
		Version:     version,
		CodeID:      c.req.CodeID,
		UUID:        c.catalogUUID(),
		Tags:        append([]string(nil), c.catalogTags.list...),
		Classes:     append([]string(nil), c.classes...),
		Resources:   make([]*catalog.Resource, 0, len(c.resources)),
	}
	crs := make([]catalog.Resource, len(c.resources))
	// One slab for the parameters of every resource (catalogParams), sized
	// for this catalog.
	need := 0
	for _, r := range c.resources {
		need += len(r.params) + 1
	}
	c.paramOut = make([]catalog.Param, 0, need)
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
		cr.Params = c.catalogParams(r)
		if s := r.sensitive(); len(s) > 0 {
			cr.Sensitive = append([]string(nil), s...)
		}
		cat.Resources = append(cat.Resources, cr)
	}
	cat.Edges = make([]catalog.Edge, 0, len(c.edges))
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
func (c *Compiler) catalogParams(r *Resource) []catalog.Param {
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
	// warnings' prefix (see dataConverter). It is the compile's, reset
	// for each resource: rich data's callbacks capture it, so one of its
	// own escaped to the heap for every resource of the catalog.
	conv := &c.paramConv
	*conv = dataConverter{c: c, r: r, rich: c.req.RichData, path: conv.path[:0]}
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
		if isData(v) && !(conv.rich && hasPcoreKey(v)) {
			out[n] = catalog.Param{Name: e.Name, Value: v}
		} else {
			v = flattenRefArrays(v)
			conv.param, conv.path = e.Name, conv.path[:0]
			out[n] = catalog.Param{Name: e.Name, Value: conv.toData(v)}
		}
		n++
	}
	c.paramOut = c.paramOut[:len(c.paramOut)+n]
	return out[:n:n]
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
	if len(t.TitlePatterns) != 1 || len(t.TitlePatterns[0].Attributes) != 1 {
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

// isData reports whether v is plain data (strings, numbers, booleans and
// arrays/hashes of them with string keys) that needs no conversion.
func isData(v values.Value) bool {
	switch x := v.(type) {
	case nil, string, int64, float64, bool:
		return true
	case []values.Value:
		for _, e := range x {
			if !isData(e) {
				return false
			}
		}
		return true
	case *values.Hash:
		for i := 0; i < x.Len(); i++ {
			k, val := x.At(i)
			if _, ok := k.(string); !ok || !isData(val) {
				return false
			}
		}
		return true
	}
	return false
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

// dataConverter is Puppet's ToDataConverter without rich data: values that
// are not JSON data become strings, with a warning naming where they are.
//
// Puppet converts all parameters of a resource with one converter whose
// message prefix (the resource's reference) is a Ruby string that each warning
// appends its path to in place (path_to_s does `s = @message_prefix; s << path`),
// so the second warning of a resource names the first one's path too:
// "Class[X]['a']['a'] contains a hash with an Integer key ...". prefix is that
// string, shared by the converters of one resource's parameters.
type dataConverter struct {
	c      *Compiler
	r      *Resource
	prefix *string
	// rich converts as Puppet does with rich_data: values that are not
	// JSON data keep their type as {"__ptype": ...} hashes, without
	// warnings.
	rich bool
	// param is the parameter being converted, path the position inside
	// its value.
	param string
	path  []pathStep
}

// pathStep is one step of dataConverter.path: a hash key, or an array
// index when index >= 0. The steps are written out only for a warning.
type pathStep struct {
	key   string
	index int
}

func (d *dataConverter) warn(text string) {
	if d.prefix == nil {
		d.prefix = new(string)
		*d.prefix = d.r.ref()
	}
	if d.param != "" {
		*d.prefix += "['" + d.param + "']"
	}
	for _, st := range d.path {
		if st.index >= 0 {
			*d.prefix += "[" + strconv.Itoa(st.index) + "]"
		} else {
			*d.prefix += "['" + st.key + "']"
		}
	}
	msg := *d.prefix + " " + text
	if loc := errLocation(d.r.file, d.r.line); loc != "" {
		msg += " " + loc
	}
	d.c.log("warning", "", msg)
}

func (d *dataConverter) toData(v values.Value) values.Value {
	if o, ok := v.(values.RubyObject); ok && o.IsSymbol() {
		// a Ruby Symbol a function returned: its name, without a warning,
		// rich data or not (symbol_as_string; golden rb9_ruby_symbols)
		return o.Text
	}
	if d.rich {
		if r, ok := d.richData(v); ok {
			return r
		}
	}
	switch x := v.(type) {
	case nil, string, int64, float64, bool:
		return v
	case values.Default:
		d.warn("contains the special value default. It will be converted to the String 'default'")
		return "default"
	case []values.Value:
		out := make([]values.Value, len(x))
		for i, e := range x {
			d.path = append(d.path, pathStep{index: i})
			out[i] = d.toData(e)
			d.path = d.path[:len(d.path)-1]
		}
		return out
	case *values.Hash:
		h := values.NewHash(x.Len())
		for i := 0; i < x.Len(); i++ {
			k, val := x.At(i)
			ks, ok := k.(string)
			if !ok {
				ks = d.keyString(k)
			}
			d.path = append(d.path, pathStep{key: ks, index: -1})
			h.Put(ks, d.toData(val))
			d.path = d.path[:len(d.path)-1]
		}
		return h
	case *values.Sensitive:
		return catalog.SensitiveData{Value: d.toData(x.Value)}
	case *values.ResourceT:
		if x.HasTitle {
			return d.c.refValue(x)
		}
	case *values.ClassT:
		if x.ClassName != "" {
			return d.c.classRefValue(x)
		}
	}
	s := values.ToString(v)
	d.warn("contains " + rubyValueClass(v) + " value. It will be converted to the String '" + s + "'")
	return s
}

func (d *dataConverter) keyString(k values.Value) string {
	if _, ok := k.(values.Default); ok {
		// default is a Ruby Symbol, which the catalog's converter turns
		// into its name without a warning (symbol_as_string).
		return "default"
	}
	if o, ok := k.(values.RubyObject); ok && o.IsSymbol() {
		return o.Text
	}
	s := values.ToString(k)
	d.warn("contains a hash with " + rubyValueClass(k) + " key. It will be converted to the String '" + s + "'")
	return s
}

// rubyValueClass is how Puppet names the Ruby class of a value in
// serialization warnings: "a Regexp", "an Integer-Type", ...
func rubyValueClass(v values.Value) string {
	switch x := v.(type) {
	case nil:
		return "a NilClass"
	case int64:
		return "an Integer"
	case float64:
		return "a Float"
	case bool:
		if x {
			return "a TrueClass"
		}
		return "a FalseClass"
	case []values.Value:
		return "an Array"
	case *values.Regexp:
		return "a Regexp"
	case values.SemVer:
		return "a SemanticPuppet::Version"
	case *values.SemVerRange:
		return "a SemanticPuppet::VersionRange"
	case *values.Binary:
		return "a Puppet::Pops::Types::PBinaryType::Binary"
	case *values.Deferred:
		return "a Deferred"
	case *values.Object:
		return values.AAn(x.ClassName())
	case values.Timestamp:
		return "a Puppet::Pops::Time::Timestamp"
	case values.Timespan:
		return "a Puppet::Pops::Time::Timespan"
	case *values.ResourceT:
		return "a Resource-Type"
	case *values.ClassT:
		return "a Class-Type"
	case *values.ObjectT, *values.DeferredT:
		// the class of the type, PObjectType (Deferred is an Object type)
		return "an Object-Type"
	case *values.ObjectExtT:
		// PObjectTypeExtension's label as Puppet 7.23 cuts it
		return "an ObjectTypeExten-Type"
	case *values.TypeAliasT:
		return "a TypeAlias-Type"
	case values.Type:
		return values.AAn(x.Name() + "-Type")
	case values.RubyObject:
		return values.AAn(x.Class)
	}
	return "an Object"
}

// pcoreTypeKey is the key that marks a rich data hash in a catalog.
const pcoreTypeKey = "__ptype"

// hasPcoreKey reports whether a data value holds a hash with the
// "__ptype" key, which rich data must escape (as a Hash __pvalue) so that
// the agent does not read it as a typed value.
func hasPcoreKey(v values.Value) bool {
	switch x := v.(type) {
	case []values.Value:
		for _, e := range x {
			if hasPcoreKey(e) {
				return true
			}
		}
	case *values.Hash:
		for i := 0; i < x.Len(); i++ {
			k, val := x.At(i)
			if k == pcoreTypeKey || hasPcoreKey(val) {
				return true
			}
		}
	}
	return false
}

// richData converts a value that is not JSON data as Puppet's
// ToDataConverter does with rich_data on: scalar types as {"__ptype":
// TYPE, "__pvalue": STRING}, default as {"__ptype": "Default"}, a Deferred
// as its type and attributes, a hash whose keys are not all strings (or
// that has a "__ptype" key) as {"__ptype": "Hash", "__pvalue": [k, v,
// ...]}. ok is false for values converted as without rich data.
func (d *dataConverter) richData(v values.Value) (values.Value, bool) {
	typed := func(t string, pv values.Value) values.Value {
		return values.HashFrom(pcoreTypeKey, t, "__pvalue", pv)
	}
	switch x := v.(type) {
	case values.Default:
		return values.HashFrom(pcoreTypeKey, "Default"), true
	case *values.Binary:
		return typed("Binary", base64.StdEncoding.EncodeToString(x.Bytes)), true
	case values.Timestamp, values.Timespan, values.SemVer, *values.SemVerRange:
		return typed(values.TypeOf(v).Name(), values.ToString(v)), true
	case *values.Regexp:
		return typed("Regexp", x.Source), true
	case *values.Object:
		return x.ToData(func(_ string, v values.Value) values.Value { return d.toData(v) }), true
	case *values.Deferred:
		h := values.HashFrom(pcoreTypeKey, "Deferred", "name", x.Name)
		if x.Arguments != nil {
			h.Put("arguments", d.toData(x.Arguments))
		}
		return h, true
	case *values.Hash:
		plain := true
		for i := 0; i < x.Len(); i++ {
			if k, _ := x.At(i); k == pcoreTypeKey {
				plain = false
			} else if _, ok := k.(string); !ok {
				plain = false
			}
		}
		if plain {
			return nil, false
		}
		pairs := make([]values.Value, 0, 2*x.Len())
		for i := 0; i < x.Len(); i++ {
			k, val := x.At(i)
			pairs = append(pairs, d.toData(k), d.toData(val))
		}
		return typed("Hash", pairs), true
	}
	return nil, false
}
