package eval

import (
	"slices"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/resourcetypes"
	"github.com/punch-dev/punch/compiler/util/errloc"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// ---------------------------------------------------------------------------
// Resource expressions

// resolvedType is what a resource expression's type name designates.
type resolvedType struct {
	name    string   // canonical capitalized type name
	tags    []string // the tags the type name gives a resource
	class   bool
	builtin *resourcetypes.Type
	define  *typeDef
	// table is the catalog's table of the type once a resource of it was
	// declared through this resolution (saves looking it up by name).
	table *typeTable
}

// resolveResourceType finds a resource type by (case-insensitive) name.
func (c *Compiler) resolveResourceType(name string) (*resolvedType, error) {
	if rt, ok := c.rtCache[name]; ok {
		return rt, nil
	}
	rt, err := c.resolveResourceTypeUncached(name)
	if err != nil {
		return nil, err
	}
	if c.rtCache == nil {
		c.rtCache = map[string]*resolvedType{}
	}
	c.rtCache[name] = rt
	return rt, nil
}

func (c *Compiler) resolveResourceTypeUncached(name string) (*resolvedType, error) {
	tn := typeNameOf(name)
	if tn.lower == "class" {
		return &resolvedType{name: "Class", class: true}, nil
	}
	if tn.builtin != nil {
		return &resolvedType{name: tn.name, tags: tn.tags, builtin: tn.builtin}, nil
	}
	if !tn.qualified {
		if t := c.loader.ResourceType(tn.lower); t != nil {
			// What Puppet logs when the type loads (once per compile here:
			// the result is cached per compile).
			for _, w := range t.LoadWarnings {
				c.log("warning", "", w)
			}
			if t.LoadError != "" {
				msg := "Could not autoload puppet/type/" + tn.lower + ": " + t.LoadError
				c.log("err", "", msg)
				return nil, rawf("%s", msg)
			}
			return &resolvedType{name: tn.name, tags: tn.tags, builtin: t}, nil
		}
	}
	d, err := c.findDefine(tn.lower)
	if err != nil {
		return nil, err
	}
	if d != nil {
		return &resolvedType{name: tn.name, tags: tn.tags, define: d}, nil
	}
	return nil, nil
}

// typeName is what a resource type name gives whatever the environment:
// its lower-case form, its canonical capitalized form, the tags it gives
// a resource and the built-in type it names.
type typeName struct {
	lower, name string
	// tags are read only (shared by every compile).
	tags []string
	// qualified: the name holds "::" as written (a qualified name, or
	// leading colons): no built-in or loaded Ruby type has such a name.
	qualified bool
	builtin   *resourcetypes.Type
}

// typeNames caches typeNameOf by the name as written: every compile
// resolves the same few hundred type names. Bounded, as names can come
// from data (Resource[$type]).
var typeNames = values.NewBoundedCache[string, *typeName](1 << 12)

func typeNameOf(name string) *typeName {
	if tn, ok := typeNames.Load(name); ok {
		return tn
	}
	lower := lowerName(strings.TrimPrefix(name, "::"))
	// A name written with leading colons ('::file') is never a built-in or
	// a loaded Ruby type: Puppet skips those for a name holding ':'
	// (Runtime3ResourceSupport.find_builtin_resource_type), and only its
	// definitions drop the colons (TypeCollection#find_or_load), so
	// '::file' is an unknown type and '::mydef' a defined type.
	tn := &typeName{lower: lower, name: typeKey(lower), qualified: strings.Contains(name, "::")}
	tn.tags = []string{lower}
	if strings.Contains(lower, "::") {
		for _, seg := range strings.Split(lower, "::") {
			if seg != lower {
				tn.tags = append(tn.tags, seg)
			}
		}
	} else if t, ok := resourcetypes.Builtin(lower); ok && !tn.qualified {
		tn.builtin = t
	}
	tn.tags = slices.Clip(tn.tags)
	return typeNames.Add(name, tn)
}

func (c *Compiler) evalResource(n *ast.Resource, s *Scope) (values.Value, error) {
	return c.evalResourceExpr(n, s, false)
}

// evalResourceExpr evaluates a resource expression; when discard is set
// (a statement whose value nobody uses) it does not build the references
// it would return.
func (c *Compiler) evalResourceExpr(n *ast.Resource, s *Scope, discard bool) (values.Value, error) {
	var typeName string
	switch t := n.TypeName.(type) {
	case *ast.QualifiedName:
		typeName = t.Name
	default:
		v, err := c.eval(n.TypeName, s)
		if err != nil {
			return nil, err
		}
		acceptable := false
		switch t := n.TypeName.(type) {
		case *ast.QualifiedReference:
			acceptable = true
		case *ast.Access:
			_, acceptable = t.Left.(*ast.QualifiedReference)
		}
		if !acceptable {
			// Puppet takes the type of a resource expression only from a
			// type name or Type[...] written out ($t { 'x': } fails even
			// when $t holds Notify).
			return nil, issue(n.TypeName, "Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got %s", values.TypeOfGeneralized(v).String()).coded("ILLEGAL_RESOURCE_TYPE")
		}
		switch x := v.(type) {
		case *values.ClassT:
			if x.ClassName != "" {
				return nil, issue(n.TypeName, "Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got %s", x.String()).coded("ILLEGAL_RESOURCE_TYPE")
			}
			typeName = "class"
		case *values.ResourceT:
			if x.HasTitle || x.TypeName == "" {
				return nil, issue(n.TypeName, "Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got %s", x.String()).coded("ILLEGAL_RESOURCE_TYPE")
			}
			typeName = x.TypeName
		default:
			return nil, issue(n.TypeName, "Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got %s", values.TypeOfGeneralized(v).String()).coded("ILLEGAL_RESOURCE_TYPE")
		}
	}
	if n.Form == ast.Exported && c.req.StoreConfigs == nil {
		c.warnAt(n, "You cannot collect exported resources without storeconfigs being set; the export is ignored")
	}

	type bodyResult struct {
		titles []string
		params []*param
	}
	var one [1]bodyResult
	results := one[:]
	if len(n.Bodies) > 1 {
		results = make([]bodyResult, len(n.Bodies))
	}
	var seen titleSet
	var defaults []*param
	hasDefaults := false
	for bi, body := range n.Bodies {
		tv, err := c.eval(body.Title, s)
		if err != nil {
			return nil, err
		}
		if tv == nil {
			return nil, issue(body.Title, "Missing title. The title expression resulted in undef").coded("MISSING_TITLE")
		}
		var titles []values.Value
		var single [1]values.Value
		if a, ok := tv.([]values.Value); ok {
			titles = flattenValues(a)
		} else {
			single[0] = tv
			titles = single[:]
		}
		isDefault := false
		strs := c.strSlab.take(len(titles))
		for i, t := range titles {
			switch x := t.(type) {
			case nil:
				return nil, issue(body.Title, "Missing title at index %d. The title expression resulted in an undef title", i)
			case values.Default:
				if seen.has("\x00default") {
					return nil, issue(n, "The title 'default' has already been used in this resource expression").coded("DUPLICATE_TITLE")
				}
				seen.add("\x00default")
				isDefault = true
			case string:
				if x == "" {
					return nil, issue(body.Title, "Empty string title at %d. Title strings must have a length greater than zero.", i).coded("EMPTY_STRING_TITLE_AT")
				}
				if seen.has(x) {
					return nil, issue(n, "The title '%s' has already been used in this resource expression", x).coded("DUPLICATE_TITLE")
				}
				seen.add(x)
				strs = append(strs, x)
			default:
				return nil, issue(body.Title, "Illegal title type at index %d. Expected String, got %s", i, values.TypeOfGeneralized(t).String()).coded("ILLEGAL_TITLE_TYPE_AT")
			}
		}
		params, err := c.evalAttributeOps(n, body.Ops, s)
		if err != nil {
			return nil, err
		}
		for _, p := range params {
			if p.add {
				return nil, issue(n, "The operator '+>' is not supported in a resource expression")
			}
		}
		results[bi] = bodyResult{titles: strs, params: params}
		if isDefault {
			defaults = params
			hasDefaults = true
		}
	}

	rt, err := c.resolveResourceType(typeName)
	if err != nil {
		return nil, err
	}
	if rt == nil {
		return nil, rawf("Unknown resource type: '%s'", typeName)
	}
	sp := n.Loc()
	var out []values.Value
	if !discard {
		// The references made, in a slice from the compile's slab (a
		// resource expression as a lambda's value, for each instance).
		total := 0
		for _, br := range results {
			total += len(br.titles)
		}
		out = c.valSlab.take(total)
	}
	for _, br := range results {
		params := br.params
		if hasDefaults && len(defaults) > 0 {
			params = mergeParams(defaults, br.params)
		}
		for _, title := range br.titles {
			ref, err := c.createResource(s, rt, title, params, n, sp.File, sp.Start.Line, discard)
			if err != nil {
				return nil, err
			}
			if !discard {
				out = append(out, ref)
			}
		}
	}
	if discard {
		return nil, nil
	}
	if out == nil {
		out = []values.Value{}
	}
	return c.boxList(out), nil
}

// titleSet is the set of titles of one resource expression: a short
// array, a map once it grows. (No pointer into itself, so it stays on the
// stack.)
type titleSet struct {
	n   int
	buf [8]string
	m   map[string]bool
}

func (t *titleSet) has(s string) bool {
	if t.m != nil {
		return t.m[s]
	}
	for i := 0; i < t.n; i++ {
		if t.buf[i] == s {
			return true
		}
	}
	return false
}

func (t *titleSet) add(s string) {
	if t.m == nil && t.n < len(t.buf) {
		t.buf[t.n] = s
		t.n++
		return
	}
	if t.m == nil {
		t.m = make(map[string]bool, 32)
		for _, x := range t.buf[:t.n] {
			t.m[x] = true
		}
	}
	t.m[s] = true
}

// mergeParams returns base overridden by over (by name), base's order first.
func mergeParams(base, over []*param) []*param {
	out := make([]*param, 0, len(base)+len(over))
	for _, b := range base {
		replaced := false
		for _, o := range over {
			if o.name == b.name {
				replaced = true
				break
			}
		}
		if !replaced {
			out = append(out, b)
		}
	}
	return append(out, over...)
}

// evalAttributeOps evaluates `name => value` operations (and `* => hash`).
func (c *Compiler) evalAttributeOps(owner ast.Node, ops []*ast.AttributeOp, s *Scope) ([]*param, error) {
	return c.attributeOps(owner, ops, s, true)
}

// attributeOps is evalAttributeOps; with unique false an attribute may
// come twice (resource defaults, overrides and collector overrides, where
// Puppet reports it later with its own message: see duplicateParam).
func (c *Compiler) attributeOps(owner ast.Node, ops []*ast.AttributeOp, s *Scope, unique bool) ([]*param, error) {
	params := c.paramPtrs.take(len(ops))
	addAttr := addAttr
	if !unique {
		addAttr = func(_ ast.Node, params []*param, p *param) ([]*param, error) { return append(params, p), nil }
	}
	for _, op := range ops {
		v, err := c.eval(op.Value, s)
		if err != nil {
			return nil, err
		}
		sp := op.Loc()
		if op.Splat {
			h, ok := v.(*values.Hash)
			if !ok {
				return nil, issue(op.Value, "Expected value of type Hash, got %s", values.TypeOfGeneralized(v).String()).coded("TYPE_MISMATCH")
			}
			for i := 0; i < h.Len(); i++ {
				k, val := h.At(i)
				ks, ok := k.(string)
				if !ok {
					return nil, issue(op.Value, "Expected value of type Hash[String, Any], got %s", values.TypeOfGeneralized(v).String())
				}
				if err := attributeCheck(op, ks, "an Object", val); err != nil {
					return nil, err
				}
				if params, err = addAttr(owner, params, c.newParam(ks, val, sp.File, sp.Start.Line, s.source)); err != nil {
					return nil, err
				}
			}
			continue
		}
		if err := attributeCheck(op, op.Name, "a '=>' expression", v); err != nil {
			return nil, err
		}
		p := c.newParam(op.Name, v, sp.File, sp.Start.Line, s.source)
		p.add = op.Op == "+>"
		if params, err = addAttr(owner, params, p); err != nil {
			return nil, err
		}
	}
	return params, nil
}

// duplicateParam is the first attribute named twice in params, "" if none.
func duplicateParam(params []*param) string {
	for i, p := range params {
		for _, q := range params[:i] {
			if q.name == p.name {
				return p.name
			}
		}
	}
	return ""
}

func addAttr(owner ast.Node, params []*param, p *param) ([]*param, error) {
	for _, q := range params {
		if q.name == p.name {
			return nil, issue(owner, "The attribute '%s' has already been set", p.name).coded("DUPLICATE_ATTRIBUE")
		}
	}
	return append(params, p), nil
}

// createResource creates one resource of a resource expression and
// returns its reference.
func (c *Compiler) createResource(s *Scope, rt *resolvedType, title string, params []*param, n *ast.Resource, file string, line int, discard bool) (values.Value, error) {
	if rt.class {
		td, err := c.findClass(title)
		if err != nil {
			return nil, err
		}
		if td == nil {
			return nil, rawf("Could not find declared class %s", title)
		}
		if n.Form != ast.Regular {
			return nil, issue(n, "Classes are not virtualizable")
		}
		ps := make([]*param, len(params))
		copy(ps, params)
		res, err := c.ensureClassInCatalog(s, td, ps, n)
		if err != nil {
			return nil, err
		}
		if sc := c.classScopes[td.name]; sc == nil {
			if err := c.evaluateClassLike(res, nil); err != nil {
				// What is not the evaluator's own error (a data
				// provider's, from the automatic parameter lookup) is
				// this statement's, as include's is the call's
				// (err_forge3_module_hiera_bad_key_resource_class).
				return nil, c.functionError(err, n)
			}
		}
		return values.ClassRef(td.name), nil
	}
	// Room for the tags the resource gets here (its type's, its title)
	// and in addScopeTags (its container's); a tag parameter or the tag()
	// function reallocates.
	nTags := len(rt.tags) + 1
	if s.resource != nil {
		nTags += len(s.resource.tags.list)
	}
	res := c.allocResource(nTags)
	res.typ, res.title, res.file, res.line, res.scope, res.source = rt.name, title, file, line, s, s.source
	res.params = c.paramPtrs.take(len(params) + 2)
	if rt.define != nil {
		res.kind = kindDefine
		res.def = rt.define
		// Puppet resolves a define's parameter types when it makes the
		// resource (Puppet::Resource checks the parameters against the
		// definition's parameter struct): a type that does not resolve
		// fails the declaration with its own located error, not wrapped
		// as an error of the instance's evaluation is
		// (err_forge7_define_param_unknown_type).
		if err := c.ensureParamTypes(rt.define); err != nil {
			return nil, err
		}
	}
	switch n.Form {
	case ast.Virtual:
		res.virtual = true
	case ast.Exported:
		res.virtual = true
		res.exported = true
	}
	for _, p := range params {
		if err := res.setParam(p); err != nil {
			return nil, err
		}
	}
	// Resource defaults visible from the declaring scope.
	defs := s.lookupDefaults(rt.name)
	if c.fns.rubyDefaults != nil {
		var err error
		if defs, err = c.rubyDefaultsFor(s, rt.name, defs, n); err != nil {
			return nil, err
		}
	}
	for _, d := range defs {
		if res.getParam(d.name) == nil {
			dp := c.cloneParam(d)
			if err := res.setParam(dp); err != nil {
				return nil, err
			}
		}
	}
	for _, t := range rt.tags {
		res.tags.addRaw(t)
	}
	if c.titleValue != nil {
		res.rareFields().titleValue = c.titleValue
	} else {
		res.tags.addIfValid(title)
	}
	if rt.builtin != nil {
		res.builtin = rt.builtin
	}
	if rt.table == nil {
		rt.table = c.tableOf(res)
	}
	if err := c.addResource(s, res, rt.table); err != nil {
		return nil, err
	}
	if res.kind == kindDefine {
		c.pending = append(c.pending, res)
	}
	if discard {
		return nil, nil
	}
	return c.resourceRef(rt.name, title), nil
}

// ---------------------------------------------------------------------------
// The catalog's resource table

// addResource adds a resource to the catalog (failing on a duplicate) and
// contains it in the resource of the scope it was declared in; t is the
// table of its type, or nil.
func (c *Compiler) addResource(s *Scope, res *Resource, t *typeTable) error {
	if t == nil {
		t = c.tableOf(res)
	}
	// Each resource counts toward the compile's memory (limits.go): two
	// million resources are as much as one endless value.
	if err := c.account(resourceBytes); err != nil {
		return err
	}
	if err := c.addToCatalogChecked(res, t); err != nil {
		return err
	}
	if res.kind != kindClass {
		if v, ok := res.get("stage"); ok && v != nil {
			return rawf("Only classes can set 'stage'; normal resources like %s cannot change run stage", res.ref())
		}
	}
	if res.typ == "Stage" {
		return nil
	}
	if res.kind != kindClass && s.resource != nil {
		c.addEdge(s.resource, res)
	}
	return nil
}

// typeTable is the catalog's resources of one type: by title, and in
// the order they were added (for collectors).
type typeTable struct {
	byTitle map[string]*Resource
	list    []*Resource
}

// table returns the table of a resource type, creating it.
func (c *Compiler) table(typ string) *typeTable {
	t := c.types[typ]
	if t == nil {
		t = &typeTable{byTitle: make(map[string]*Resource, 16)}
		c.types[typ] = t
	}
	return t
}

// tableHint is the size to make the table of a type whose first resource
// is res. A resource declared in a defined type's body is likely to be
// declared by the instances of that type still pending as well (bench10k:
// a file and a notify in each of 5,000 instances), so its table starts
// with room for them instead of growing from 16 (the map's growth was 3%
// of a compile). When the declaration is conditional the table is bigger
// than it needs to be, by a map slot per pending instance.
func (c *Compiler) tableHint(res *Resource) int {
	n := 16
	if len(c.batchRest) == 0 || res.scope == nil {
		return n
	}
	in := res.scope.resource
	if in == nil || in.kind != kindDefine {
		return n
	}
	for _, r := range c.batchRest {
		if r.def == in.def && !r.evaluated && !r.virtual {
			n++
		}
	}
	return n
}

// byTitle finds a resource by canonical type and title (nil when none).
func (c *Compiler) byTitle(typ, title string) (*Resource, bool) {
	if t := c.types[typ]; t != nil {
		r, ok := t.byTitle[title]
		return r, ok
	}
	return nil, false
}

// ofType lists the resources of a type in the order they were added.
func (c *Compiler) ofType(typ string) []*Resource {
	if t := c.types[typ]; t != nil {
		return t.list
	}
	return nil
}

// addToCatalog adds a resource without checks (the compiler's own).
func (c *Compiler) addToCatalog(res *Resource) {
	t := c.table(res.typ)
	t.byTitle[res.title] = res
	c.addToList(res, t)
}

// addToList puts a resource (already in its table's byTitle) in the
// catalog's and its table's lists.
func (c *Compiler) addToList(res *Resource, t *typeTable) {
	res.index = int32(len(c.resources))
	res.inCatalog = true
	c.resources = append(c.resources, res)
	t.list = append(t.list, res)
}

// tableOf returns the table of res's type, creating it (see tableHint).
func (c *Compiler) tableOf(res *Resource) *typeTable {
	t := c.types[res.typ]
	if t == nil {
		t = &typeTable{byTitle: make(map[string]*Resource, c.tableHint(res))}
		c.types[res.typ] = t
	}
	return t
}

// addToCatalogChecked adds res to t, its type's table, failing when its
// title or an alias of it is taken.
func (c *Compiler) addToCatalogChecked(res *Resource, t *typeTable) error {
	// The title is hashed once: res goes in, and the map's length tells
	// whether the title was taken (then the resource that has it, found in
	// the table's list, goes back).
	n := len(t.byTitle)
	t.byTitle[res.title] = res
	if len(t.byTitle) == n {
		existing := c.holder(t, res.title)
		t.byTitle[res.title] = existing
		return duplicateDeclaration(res, existing)
	}
	if e, ok := c.aliases[res.key()]; ok && e != res {
		delete(t.byTitle, res.title)
		return duplicateDeclaration(res, e)
	}
	if err := c.createAliases(res); err != nil {
		delete(t.byTitle, res.title)
		return err
	}
	c.addToList(res, t)
	return nil
}

// duplicateDeclaration is Puppet's DuplicateResourceError for res, whose
// title (or alias) existing has: its message carries the new resource's
// location.
func duplicateDeclaration(res, existing *Resource) error {
	msg := "Duplicate declaration: " + res.ref() + " is already declared"
	if loc := errLocation(existing.file, existing.line); loc != "" {
		msg += " at " + loc
	}
	msg += "; cannot redeclare"
	if loc := errLocation(res.file, res.line); loc != "" {
		msg += " " + loc
	}
	return &rawError{msg: msg}
}

func errLocation(file string, line int) string {
	return errloc.Format(file, line, 0)
}

// findResource finds a resource by type (canonical) and title, by title,
// alias or uniqueness key as Puppet's catalog does.
func (c *Compiler) findResource(typ, title string) *Resource {
	if typ == "Class" {
		title = normalizeClassName(title)
	}
	if r, ok := c.byTitle(typ, title); ok {
		return r
	}
	if r, ok := c.aliases[resKey{typ, title}]; ok {
		return r
	}
	// Puppet's catalog looks the reference up again by the uniqueness key
	// a resource with that title would have: File['/opt/x/'] finds the
	// resource titled '/opt/x' (whose key is its title, so not an alias).
	if t, ok := resourcetypes.Builtin(lowerName(typ)); ok {
		if key, err := t.UniquenessKey(title, nil); err == nil && !key.IsTitle(title) {
			ks := keyString(key)
			if r, ok := c.aliases[resKey{typ, ks}]; ok {
				return r
			}
			if r, ok := c.byTitle(typ, ks); ok {
				return r
			}
		}
	}
	return nil
}

// keyString encodes a uniqueness key for the alias table: a key of one
// string is that string (as a title is); a key of strings and nils (the
// usual one) a "\x00\x01" string with each part's length; any other key
// "\x00" and its inspection.
func keyString(k resourcetypes.Key) string {
	if len(k) == 1 {
		if s, ok := k[0].(string); ok {
			return s
		}
	}
	n := 2
	for _, v := range k {
		switch x := v.(type) {
		case nil:
			n++
		case string:
			n += len(x) + 8
		default:
			return "\x00" + k.Inspect(func(v any) string { return values.ToString(v) })
		}
	}
	b := make([]byte, 0, n)
	b = append(b, 0, 1)
	for _, v := range k {
		if s, ok := v.(string); ok {
			b = append(b, 's')
			b = strconv.AppendInt(b, int64(len(s)), 10)
			b = append(b, ':')
			b = append(b, s...)
		} else {
			b = append(b, 'n')
		}
	}
	return string(b)
}

// createAliases records the explicit aliases (alias metaparameter) and the
// uniqueness key of a resource, failing when another resource has them.
func (c *Compiler) createAliases(res *Resource) error {
	if v, ok := res.get("alias"); ok && v != nil {
		for _, a := range flattenValues([]values.Value{v}) {
			as, ok := a.(string)
			if !ok || as == res.title {
				continue
			}
			if err := c.addAlias(res, as, nil); err != nil {
				return err
			}
		}
	}
	if res.kind == kindClass || res.kind == kindNode {
		return nil
	}
	var key resourcetypes.Key
	if res.builtin != nil {
		if !res.builtin.Isomorphic {
			return nil
		}
		if !c.needsKey(res) {
			return nil
		}
		k, err := res.builtin.UniquenessKey(res.title, func(attr string) (any, bool) {
			v, ok := res.get(attr)
			if !ok || v == nil {
				return nil, false
			}
			return v, true
		})
		if err != nil {
			return rawf("%s", err.Error())
		}
		key = k
	} else {
		nv, ok := res.get("name")
		if !ok || nv == nil || nv == false {
			return nil // the key is [title]: no alias
		}
		key = resourcetypes.DefinedUniquenessKey(res.title, nv, true)
	}
	if !key.Any() || key.IsTitle(res.title) {
		return nil
	}
	return c.addAlias(res, keyString(key), key)
}

// needsKey reports whether a built-in resource's uniqueness key can differ
// from its title: it sets a key attribute or "name", or the type's title
// patterns transform titles.
func (c *Compiler) needsKey(res *Resource) bool {
	t := res.builtin
	for _, p := range res.params {
		if p.name == "name" {
			return true
		}
		for _, k := range t.KeyAttributes {
			if p.name == k {
				return true
			}
		}
	}
	if len(t.KeyAttributes) != 1 {
		return true
	}
	if _, ok := identityTitle(t, res.title); ok {
		return false
	}
	key, err := t.UniquenessKey(res.title, nil)
	return err != nil || !key.IsTitle(res.title)
}

// addAlias records ks (keyString(key)) as a name of res. key is nil for an
// explicit alias (the alias metaparameter): Puppet's message then shows the
// name itself, not a key array.
func (c *Compiler) addAlias(res *Resource, ks string, key resourcetypes.Key) error {
	if c.aliases == nil {
		c.aliases = map[resKey]*Resource{}
	}
	k := resKey{res.typ, ks}
	existing := c.aliases[k]
	if existing == nil {
		existing, _ = c.byTitle(res.typ, ks)
	}
	if existing != nil && existing != res {
		if key == nil {
			return rawf("%s", resourcetypes.AliasNameConflictMessage(res.ref(), res.typ, ks, res.file, res.line, existing.file, existing.line))
		}
		return rawf("%s", resourcetypes.AliasConflictMessage(res.ref(), res.typ, key, res.file, res.line, existing.file, existing.line, func(v any) string { return values.ToString(v) }))
	}
	c.aliases[k] = res
	return nil
}

func (c *Compiler) addEdge(from, to *Resource) {
	c.edges = append(c.edges, edge{from, to})
	if len(from.children) == cap(from.children) {
		// Grown through the slab: a define instance contains a few
		// resources, which append would place in 1, 2, 4... allocations.
		grown := c.resPtrs.take(max(2, 2*len(from.children)))
		from.children = append(grown, from.children...)
	}
	from.children = append(from.children, to)
	if to.container == nil && from.typ != "Stage" {
		to.container = from
	}
}

func (c *Compiler) addEdgeOnce(from, to *Resource) {
	for _, e := range c.edges {
		if e.source == from && e.target == to {
			return
		}
	}
	c.addEdge(from, to)
}

func (c *Compiler) addClassName(name string) {
	if name == "" {
		return
	}
	for _, n := range c.classes {
		if n == name {
			return
		}
	}
	c.classes = append(c.classes, name)
	c.catalogTags.add(name)
}

// ---------------------------------------------------------------------------
// Resource defaults

func (c *Compiler) evalResourceDefaults(n *ast.ResourceDefaults, s *Scope) (values.Value, error) {
	v, err := c.eval(n.TypeRef, s)
	if err != nil {
		return nil, err
	}
	if _, ok := n.TypeRef.(*ast.Access); ok {
		// Puppet parses Resource['notify'] { ... } as an override of a
		// reference without a title, which fails when it is made.
		var what string
		switch x := v.(type) {
		case *values.ClassT:
			what = "nil"
		case *values.ResourceT:
			if x.TypeName != "" && !x.HasTitle {
				lower := strings.ToLower(x.TypeName)
				what = strconv.Quote(lower)
				if _, ok := resourcetypes.Builtin(lower); ok || c.loader.ResourceType(lower) != nil {
					what = ":" + lower // a Ruby type's name is a Symbol
				} else if lower == "class" {
					what = "nil"
				}
			}
		}
		if what != "" {
			return nil, issue(n, "Error while evaluating a Resource Override, No title provided and %s is not a valid resource reference", what)
		}
	}
	rt, ok := v.(*values.ResourceT)
	if !ok || rt.TypeName == "" || rt.HasTitle {
		return nil, issue(n.TypeRef, "Illegal Resource Type expression, expected result to be a type name, or untitled Resource, got %s", values.TypeOfGeneralized(v).String()).coded("ILLEGAL_RESOURCE_TYPE")
	}
	// An attribute given twice fails below as already defined.
	params, err := c.attributeOps(n, n.Ops, s, false)
	if err != nil {
		return nil, err
	}
	typ := typeKey(rt.TypeName)
	if s.defaults == nil {
		s.defaults = map[string][]*param{}
	}
	existing := s.defaults[typ]
	for _, p := range params {
		for _, q := range existing {
			if q.name == p.name {
				return nil, &Error{Message: "Default already defined for " + typ + " { " + p.name + " }; cannot redefine", File: p.file, Line: int(p.line)}
			}
		}
		existing = append(existing, p)
	}
	s.defaults[typ] = existing
	return v, nil
}

// ---------------------------------------------------------------------------
// Resource overrides

// override is a `Ref { attrs }` (or a collector's override) waiting to be
// merged into its resource.
type override struct {
	typ, title string
	params     []*param
	file       string
	line       int
	source     *typeDef
	scope      *Scope
}

func (c *Compiler) evalResourceOverride(n *ast.ResourceOverride, s *Scope) (values.Value, error) {
	rv, err := c.eval(n.Resources, s)
	if err != nil {
		return nil, err
	}
	params, err := c.attributeOps(n, n.Ops, s, false)
	if err != nil {
		return nil, err
	}
	sp := n.Loc()
	dup := duplicateParam(params)
	refs := flattenValues([]values.Value{rv})
	for _, r := range refs {
		rt, ok := r.(*values.ResourceT)
		if !ok || !rt.HasTitle || strings.EqualFold(rt.TypeName, "class") {
			return nil, issue(n, "Resource Override can only operate on resources, got: %s", valueLabel(r))
		}
		typ := typeKey(rt.TypeName)
		if rt2, err := c.resolveResourceType(typ); err != nil {
			return nil, err
		} else if rt2 == nil {
			return nil, rawf("Unknown resource type: '%s'", rt.TypeName)
		}
		if dup != "" {
			// Puppet's override resource fails as it is made.
			return nil, &Error{Message: "Duplicate parameter '" + dup + "' for on " + typ + "[" + rt.Title + "]", File: sp.File, Line: sp.Start.Line}
		}
		o := &override{typ: typ, title: rt.Title, params: params,
			file: sp.File, line: sp.Start.Line, source: s.source, scope: s}
		if err := c.addOverride(o); err != nil {
			return nil, err
		}
	}
	return rv, nil
}

// addOverride merges an override now when its resource exists, else keeps
// it for the finish stage.
func (c *Compiler) addOverride(o *override) error {
	if r := c.findResource(o.typ, o.title); r != nil {
		return c.mergeOverride(r, o)
	}
	k := resKey{o.typ, o.title}
	if _, ok := c.overrides[k]; !ok {
		c.overrideSeq = append(c.overrideSeq, k)
	}
	c.overrides[k] = append(c.overrides[k], o)
	return nil
}

// mergeOverride applies an override to a resource (Puppet's
// Parser::Resource#merge).
func (c *Compiler) mergeOverride(r *Resource, o *override) error {
	if !(r.source == o.source || (o.source != nil && o.source.override) || (o.source != nil && r.source != nil && o.source.childOf(r.source))) {
		return &Error{Message: "Only subclasses can override parameters", File: o.file, Line: o.line}
	}
	if r.evaluated && r.kind == kindDefine {
		msg := "Attempt to override an already evaluated resource with new values"
		if loc := errLocation(r.file, r.line); loc != "" {
			msg = "Attempt to override an already evaluated resource, defined at " + loc + ", with new values"
		}
		switch c.strict() {
		case "error":
			// Puppet raises a ParseError at the override's location
			return &Error{Message: msg, File: o.file, Line: o.line}
		case "warning":
			if loc := errLocation(o.file, o.line); loc != "" {
				msg += " " + loc
			}
			c.log("warning", "", msg)
		}
	}
	for _, p := range o.params {
		if err := c.overrideParameter(r, p); err != nil {
			if e, ok := err.(*Error); ok && e.invalidTag {
				// Puppet's override (or collector) resource fails
				// when it is made, at its own location.
				e.File, e.Line = o.file, o.line
			}
			return err
		}
	}
	return nil
}

func (c *Compiler) overrideParameter(r *Resource, p *param) error {
	cur := r.getParam(p.name)
	if cur == nil {
		return r.setParam(c.cloneParam(p))
	}
	if r.scope != nil && r.scope.isDefault(r.typ, p.name, p.value) {
		return nil
	}
	// Puppet's child_of? is true for an overriding source (a collector's)
	// even when the current value has no source (a collected resource's
	// parameters have none).
	allowed := (p.source != nil && (p.source.override || (cur.source != nil && p.source.childOf(cur.source)))) ||
		(p.source == cur.source && r.scope != nil && r.scope.isDefault(r.typ, p.name, cur.value))
	if !allowed {
		loc := errLocation(cur.file, int(cur.line))
		src := ""
		if cur.source != nil && cur.source.name != "" {
			src = cur.source.String()
		}
		var msg string
		switch {
		case src == "" && loc == "":
			msg = "Parameter '" + p.name + "' is already set on " + r.ref() + "; cannot redefine"
		case src == "":
			msg = "Parameter '" + p.name + "' is already set on " + r.ref() + " at " + loc + "; cannot redefine"
		case loc == "":
			msg = "Parameter '" + p.name + "' is already set on " + r.ref() + " by " + src + "; cannot redefine"
		default:
			msg = "Parameter '" + p.name + "' is already set on " + r.ref() + " by " + src + " at " + loc + "; cannot redefine"
		}
		return &Error{Message: msg, File: p.file, Line: int(p.line)}
	}
	np := c.cloneParam(p)
	if p.add {
		np.value = flattenValues([]values.Value{cur.value, p.value})
	}
	return r.setParam(np)
}
