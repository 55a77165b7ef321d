package eval

import (
	"context"
	"fmt"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// collector realizes resources: a `Type <| query |>` (catalog) collector,
// a `Type <<| query |>>` (exported) collector, or the fixed set of
// references given to realize().
type collector struct {
	kind      collectorKind
	typ       string
	query     func(*Resource) bool
	params    []*param // override block
	file      string
	line      int
	scope     *Scope
	source    *typeDef
	refs      []values.Value // fixed set still to find
	collected []*Resource
	seen      resourceSet
	// emptyAlternative is the left operand of a relationship whose right
	// side is this collector (used when it collects nothing).
	emptyAlternative []values.Value
	done             bool

	// match is an exported collector's query as the store is asked it
	// (nil: every exported resource of the type).
	match *ExportQuery
	// imported are the resources this exported collector brought from the
	// store, with their collector ids ("node|Type|title").
	imported map[*Resource]string
	// fetched is set once the store was asked: Puppet asks again on each
	// pass of the collections and skips what it already brought in (same
	// collector id), so one answer per compile gives the same catalog for
	// one query per collector.
	fetched bool
}

type collectorKind uint8

const (
	catalogCollector collectorKind = iota
	exportedCollector
	fixedSetCollector
)

func (col *collector) String() string {
	switch col.kind {
	case exportedCollector:
		return "Exported-Collector[" + col.typ + "]"
	case fixedSetCollector:
		return "FixedSet-Collector"
	}
	return "Catalog-Collector[" + col.typ + "]"
}

func (c *Compiler) evalCollect(n *ast.Collect, s *Scope) (values.Value, error) {
	lower := lowerName(n.TypeRef.Name)
	if lower == "class" {
		return nil, rawf("Classes cannot be collected")
	}
	rt, err := c.resolveResourceType(lower)
	if err != nil {
		return nil, err
	}
	if rt == nil {
		return nil, rawf("Resource type %s doesn't exist", lower)
	}
	col := &collector{kind: catalogCollector, typ: rt.name, scope: s, source: s.source}
	if n.Exported {
		col.kind = exportedCollector
		if c.req.StoreConfigs == nil {
			c.warnAt(n, "You cannot collect exported resources without storeconfigs being set; the collection will be ignored")
		}
	}
	sp := n.Loc()
	col.file, col.line = sp.File, sp.Start.Line
	if len(n.Ops) > 0 {
		params, err := c.attributeOps(n, n.Ops, s, false)
		if err != nil {
			return nil, err
		}
		col.params = params
	}
	if n.Query != nil {
		q, err := c.compileQuery(n.Query, s)
		if err != nil {
			return nil, err
		}
		col.query = q
		if n.Exported {
			// Puppet transforms the query a second time into the form
			// its storeconfigs terminus is given, storeconfigs or not.
			m, err := c.compileMatch(n.Query, s)
			if err != nil {
				return nil, err
			}
			col.match = m
		}
	}
	c.collectors = append(c.collectors, col)
	return col, nil
}

// ---------------------------------------------------------------------------
// Storeconfigs: exported resources of other nodes

// ExportSource is where exported collectors (`Type <<| query |>>`) find
// the resources other nodes exported: Punch's embedded store or PuppetDB
// (storeconfigs). A compile with a nil source has storeconfigs off:
// exported collectors collect nothing and warn, as Puppet's do.
//
// One source serves many concurrent compiles.
type ExportSource interface {
	// Exported returns the exported resources of type typ (capitalized,
	// "File", "Apache::Vhost") of every active node except node that match
	// q (nil matches all), as PuppetDB's resources query answers
	// ["and", ["=", "type", typ], ["=", "exported", true],
	// ["not", ["=", "certname", node]], q].
	Exported(ctx context.Context, node, typ string, q *ExportQuery) ([]ExportedResource, error)
}

// ExportQuery is an exported collector's query as Puppet's PuppetDB
// terminus sends it: a comparison ("==", "!=") of Attr ("title", "tag" or
// a parameter name) with Value, or "and"/"or" of Left and Right.
//
// Value is JSON data: nil, bool, int64, float64, string, []values.Value or
// *values.Hash; a tag's value is a lower-case string. Semantics (PuppetDB's,
// recorded in api/puppetdb/testdata/cases/query): a parameter equals a
// value when its JSON value is exactly that value (1001 is not '1001'; an
// array parameter does not equal one of its elements; undef equals
// nothing); "!=" is the negation, so it also matches resources without the
// parameter; tag matches any of the resource's tags.
type ExportQuery struct {
	Op          string
	Attr        string
	Value       values.Value
	Left, Right *ExportQuery
}

// String renders the query as PuppetDB's query language (AST) does.
func (q *ExportQuery) String() string {
	if q == nil {
		return "nil"
	}
	switch q.Op {
	case "and", "or":
		return fmt.Sprintf("[%q, %s, %s]", q.Op, q.Left, q.Right)
	}
	field := fmt.Sprintf("[\"parameter\", %q]", q.Attr)
	if q.Attr == "title" || q.Attr == "tag" {
		field = fmt.Sprintf("%q", q.Attr)
	}
	expr := fmt.Sprintf("[\"=\", %s, %s]", field, values.RubyInspect(q.Value))
	if q.Op == "!=" {
		return "[\"not\", " + expr + "]"
	}
	return expr
}

// ExportedResource is one resource another node exported, as the store
// returns it.
type ExportedResource struct {
	// Node is the certname of the node that exported it.
	Node string
	// Type and Title name it ("File", "/etc/x").
	Type, Title string
	// Params are its parameters as stored (PuppetDB's form of the
	// exporting catalog: Sensitive ones removed, namevar aliases added),
	// values as JSON data.
	Params []ExportedParam
}

// ExportedParam is one parameter of an exported resource.
type ExportedParam struct {
	Name  string
	Value values.Value
}

// compileMatch turns an exported collector's query into an ExportQuery,
// evaluating its values now, as Puppet's CollectorTransformer "match"
// does.
func (c *Compiler) compileMatch(x ast.Expr, s *Scope) (*ExportQuery, error) {
	switch n := x.(type) {
	case *ast.Parenthesized:
		return c.compileMatch(n.Expr, s)
	case *ast.And, *ast.Or:
		var l, r ast.Expr
		op := "and"
		if a, ok := n.(*ast.And); ok {
			l, r = a.Left, a.Right
		} else {
			o := n.(*ast.Or)
			l, r, op = o.Left, o.Right, "or"
		}
		left, err := c.compileMatch(l, s)
		if err != nil {
			return nil, err
		}
		right, err := c.compileMatch(r, s)
		if err != nil {
			return nil, err
		}
		return &ExportQuery{Op: op, Left: left, Right: right}, nil
	case *ast.Comparison:
		attr, err := c.queryOperand(n.Left, s)
		if err != nil {
			return nil, err
		}
		val, err := c.queryOperand(n.Right, s)
		if err != nil {
			return nil, err
		}
		name, ok := attr.(string)
		if !ok {
			return nil, rawf("Exported resource queries compare an attribute name with a value, not %s", values.TypeOfGeneralized(attr).String())
		}
		if n.Op != "==" && n.Op != "!=" {
			return nil, rawf("Operator %s in %s not supported", n.Op, values.RubyInspect([]values.Value{name, n.Op, val}))
		}
		val = matchValue(val)
		if name == "tag" {
			t, ok := val.(string)
			if !ok {
				// Puppet's terminus downcases the value (a String method).
				return nil, rawf("A tag query of an exported collector needs a String, not %s", values.TypeOfGeneralized(val).String())
			}
			val = strings.ToLower(t)
		}
		return &ExportQuery{Op: n.Op, Attr: name, Value: val}, nil
	}
	return nil, issue(x, "Illegal query expression")
}

// queryOperand evaluates an operand of a query comparison, refusing what
// Puppet's CollectorTransformer cannot transform.
func (c *Compiler) queryOperand(x ast.Expr, s *Scope) (values.Value, error) {
	x = unwindParens(x)
	switch n := x.(type) {
	case *ast.QualifiedName:
		return n.Name, nil
	case *ast.LiteralString:
		return n.Value, nil
	}
	if err := checkQueryOperand(x); err != nil {
		return nil, err
	}
	return c.eval(x, s)
}

// checkQueryOperand refuses an operand of a collector query that Puppet's
// CollectorTransformer has no rule for (a literal array or hash, a
// function call...), with its error.
func checkQueryOperand(x ast.Expr) error {
	switch n := unwindParens(x).(type) {
	case *ast.Access, *ast.Variable, *ast.LiteralBoolean, *ast.LiteralString, *ast.ConcatenatedString,
		*ast.LiteralInteger, *ast.LiteralFloat, *ast.LiteralUndef, *ast.QualifiedName,
		*ast.Comparison, *ast.And, *ast.Or:
		return nil
	default:
		return rawf("Cannot transform object of class Puppet::Pops::Model::%s", puppetModelClass(n))
	}
}

// puppetModelClass is the name of the class of Puppet's model (AST) for
// an expression.
func puppetModelClass(x ast.Expr) string {
	switch x.(type) {
	case *ast.LiteralList:
		return "LiteralList"
	case *ast.LiteralHash:
		return "LiteralHash"
	case *ast.QualifiedReference:
		return "QualifiedReference"
	case *ast.CallFunction:
		return "CallNamedFunctionExpression"
	case *ast.CallMethod:
		return "CallMethodExpression"
	case *ast.Arithmetic:
		return "ArithmeticExpression"
	case *ast.UnaryMinus:
		return "UnaryMinusExpression"
	case *ast.Not:
		return "NotExpression"
	case *ast.Unfold:
		return "UnfoldExpression"
	case *ast.Match:
		return "MatchExpression"
	case *ast.In:
		return "InExpression"
	case *ast.Selector:
		return "SelectorExpression"
	case *ast.If:
		return "IfExpression"
	case *ast.Unless:
		return "UnlessExpression"
	case *ast.Case:
		return "CaseExpression"
	case *ast.LiteralRegex:
		return "LiteralRegularExpression"
	case *ast.LiteralDefault:
		return "LiteralDefault"
	case *ast.Heredoc:
		return "HeredocExpression"
	case *ast.TextExpr:
		return "TextExpression"
	case *ast.Assignment:
		return "AssignmentExpression"
	case *ast.Block:
		return "BlockExpression"
	case *ast.ReservedWord:
		return "ReservedWord"
	}
	t := fmt.Sprintf("%T", x)
	return t[strings.LastIndexByte(t, '.')+1:]
}

// matchValue converts a query value to the JSON data the store compares
// parameters with: a resource reference becomes its "Type[title]" string,
// as references are in a stored catalog's parameters.
func matchValue(v values.Value) values.Value {
	switch x := v.(type) {
	case *values.ResourceT, *values.ClassT:
		return refString(x)
	case []values.Value:
		out := make([]values.Value, len(x))
		for i, e := range x {
			out[i] = matchValue(e)
		}
		return out
	}
	return v
}

// fetchExported brings the resources of other nodes that an exported
// collector matches from the store into the catalog, as Puppet's
// ExportedCollector does: each becomes a resource declared in the
// collector's scope (no file and line, not exported, its tags its type's,
// its title and its tag parameter's), and a resource of the same type and
// title already in the catalog is an error unless this or another
// collector brought the same one (same node, type and title).
func (c *Compiler) fetchExported(col *collector) ([]*Resource, error) {
	if col.fetched {
		return nil, nil
	}
	col.fetched = true
	found, err := c.req.StoreConfigs.Exported(c.ctx, c.req.Node, col.typ, col.match)
	if err != nil {
		return nil, err
	}
	if len(found) == 0 {
		return nil, nil
	}
	rt, err := c.resolveResourceType(lowerName(col.typ))
	if err != nil {
		return nil, err
	}
	var out []*Resource
	for _, er := range found {
		id := er.Node + "|" + er.Type + "|" + er.Title
		if existing := c.findResource(col.typ, er.Title); existing != nil {
			if c.collectorID(existing) != id {
				return nil, &Error{Message: "A duplicate resource was found while collecting exported resources, with the type and title " + col.typ + "[" + er.Title + "]"}
			}
			continue
		}
		params := make([]*param, 0, len(er.Params))
		for _, p := range er.Params {
			params = append(params, c.newParam(p.Name, p.Value, "", 0, nil))
		}
		if _, err := c.createResource(col.scope, rt, er.Title, params, collectedResource, "", 0, true); err != nil {
			return nil, err
		}
		r, _ := c.byTitle(col.typ, er.Title)
		if r == nil {
			continue
		}
		if col.imported == nil {
			col.imported = make(map[*Resource]string)
		}
		col.imported[r] = id
		out = append(out, r)
	}
	return out, nil
}

// collectedResource is the resource expression collected resources are
// created as: a regular one.
var collectedResource = &ast.Resource{Form: ast.Regular}

// collectorID is the "node|Type|title" of a resource an exported
// collector brought from the store ("" for the others).
func (c *Compiler) collectorID(r *Resource) string {
	for _, col := range c.collectors {
		if id, ok := col.imported[r]; ok {
			return id
		}
	}
	return ""
}

// compileQuery turns a collector query into a predicate; the values are
// evaluated now.
func (c *Compiler) compileQuery(x ast.Expr, s *Scope) (func(*Resource) bool, error) {
	switch n := x.(type) {
	case *ast.Parenthesized:
		return c.compileQuery(n.Expr, s)
	case *ast.And:
		l, err := c.compileQuery(n.Left, s)
		if err != nil {
			return nil, err
		}
		r, err := c.compileQuery(n.Right, s)
		if err != nil {
			return nil, err
		}
		return func(res *Resource) bool { return l(res) && r(res) }, nil
	case *ast.Or:
		l, err := c.compileQuery(n.Left, s)
		if err != nil {
			return nil, err
		}
		r, err := c.compileQuery(n.Right, s)
		if err != nil {
			return nil, err
		}
		return func(res *Resource) bool { return l(res) || r(res) }, nil
	case *ast.Comparison:
		for _, o := range [2]ast.Expr{n.Left, n.Right} {
			if err := checkQueryOperand(o); err != nil {
				return nil, err
			}
		}
		var attr string
		switch l := unwindParens(n.Left).(type) {
		case *ast.QualifiedName:
			attr = l.Name
		case *ast.LiteralString:
			attr = l.Value
		default:
			v, err := c.eval(n.Left, s)
			if err != nil {
				return nil, err
			}
			attr = values.ToString(v)
		}
		var val values.Value
		if q, ok := unwindParens(n.Right).(*ast.QualifiedName); ok {
			val = q.Name
		} else {
			v, err := c.eval(n.Right, s)
			if err != nil {
				return nil, err
			}
			val = v
		}
		switch n.Op {
		case "==":
			if attr == "tag" {
				var tags []string
				for _, t := range flattenValues([]values.Value{val}) {
					switch t.(type) {
					case int64, float64:
						return nil, rawf("Cannot transform a number to a tag")
					}
					tags = append(tags, strings.ToLower(values.ToString(t)))
				}
				return func(res *Resource) bool { return rawTagged(res, tags) }, nil
			}
			return func(res *Resource) bool {
				v := queryValue(res, attr)
				if a, ok := v.([]values.Value); ok {
					// a query has no error result: a stopped match
					// ends the compile (recovered in Compile)
					return values.MustMatch(c.inOp(val, a, s))
				}
				return puppetEquals(v, val)
			}, nil
		case "!=":
			return func(res *Resource) bool { return !puppetEquals(queryValue(res, attr), val) }, nil
		}
		return nil, issue(n, "The operator '%s' is not supported in a query", n.Op)
	}
	return nil, issue(x, "Illegal query expression")
}

func queryValue(res *Resource, attr string) values.Value {
	if attr == "title" {
		// Boxed in place: a collector tests every resource of its type
		// on every pass, and boxing a copy allocated each time.
		return res.boxedTitle()
	}
	v, _ := res.get(attr)
	return v
}

// rawTagged reports whether a resource, or the resource of the scope it
// was declared in (transitively), has one of the tags.
func rawTagged(res *Resource, tags []string) bool {
	for r := res; r != nil; {
		for _, t := range tags {
			if r.tags.has(t) {
				return true
			}
		}
		if r.scope == nil || r.scope.resource == nil || r.scope.resource == r {
			return false
		}
		r = r.scope.resource
	}
	return false
}

// evaluateCollections runs every collector once; it reports whether any
// collected something new.
func (c *Compiler) evaluateCollections() (bool, error) {
	found := false
	for _, col := range append([]*collector(nil), c.collectors...) {
		if col.done {
			continue
		}
		got, err := c.runCollector(col)
		if err != nil {
			return false, err
		}
		if got {
			found = true
		}
	}
	return found, nil
}

func (c *Compiler) runCollector(col *collector) (bool, error) {
	// The resources found are gathered in a buffer the compile reuses
	// from one run to the next (collectors run again at every pass of
	// the generators); runs are not nested, but one that were would only
	// find the buffer taken.
	objects := c.collectBuf[:0]
	c.collectBuf = nil
	defer func() {
		clear(objects)
		c.collectBuf = objects[:0]
	}()
	switch col.kind {
	case exportedCollector:
		if c.req.StoreConfigs == nil {
			// Without storeconfigs Puppet collects nothing.
			return false, nil
		}
		// This compile's own exported resources, then the other nodes'.
		for _, r := range c.ofType(col.typ) {
			if r.exported && (col.query == nil || col.query(r)) {
				objects = append(objects, r)
			}
		}
		imported, err := c.fetchExported(col)
		if err != nil {
			return false, err
		}
		objects = append(objects, imported...)
	case fixedSetCollector:
		var remaining []values.Value
		for _, ref := range col.refs {
			r := c.findRef(ref)
			if r == nil {
				remaining = append(remaining, ref)
				continue
			}
			objects = append(objects, r)
		}
		col.refs = remaining
		if len(remaining) == 0 {
			col.done = true
		}
	default:
		for _, r := range c.ofType(col.typ) {
			if col.query == nil || col.query(r) {
				objects = append(objects, r)
			}
		}
	}
	for _, r := range objects {
		c.realize(r)
	}
	if len(objects) == 0 {
		return false, nil
	}
	if col.params != nil {
		if col.source != nil {
			col.source.override = true
		}
		dup := duplicateParam(col.params)
		for _, r := range objects {
			if col.seen.has(r) {
				continue
			}
			if dup != "" {
				// Puppet's override resource for the first collected
				// resource fails as it is made.
				return false, &Error{Message: "Duplicate parameter '" + dup + "' for on " + r.ref(), File: col.file, Line: col.line}
			}
			// The collected resource is in the catalog: merge right away.
			o := override{typ: r.typ, title: r.title, params: col.params, file: col.file, line: col.line, source: col.source, scope: col.scope}
			if err := c.mergeOverride(r, &o); err != nil {
				return false, err
			}
		}
	}
	fresh := objects[:0:0]
	for _, r := range objects {
		if !col.seen.has(r) {
			fresh = append(fresh, r)
		}
	}
	if len(fresh) == 0 {
		return false, nil
	}
	for _, r := range fresh {
		col.seen.add(r)
		col.collected = append(col.collected, r)
	}
	return true, nil
}

// realize makes a virtual resource real.
func (c *Compiler) realize(r *Resource) {
	if !r.virtual {
		return
	}
	r.virtual = false
	if r.kind == kindDefine && !r.evaluated {
		c.pending = append(c.pending, r)
	}
}

// findRef finds the resource a reference value designates.
func (c *Compiler) findRef(ref values.Value) *Resource {
	switch x := ref.(type) {
	case *values.ResourceT:
		if x.HasTitle {
			return c.findResource(typeKey(x.TypeName), x.Title)
		}
	case *values.ClassT:
		if x.ClassName != "" {
			return c.findResource("Class", x.ClassName)
		}
	case string:
		if t, title, ok := parseRefString(x); ok {
			return c.findResource(typeKey(t), title)
		}
	}
	return nil
}

// unresolved lists the references a realize() could not find.
func (col *collector) unresolved() []string {
	var out []string
	for _, r := range col.refs {
		out = append(out, refString(r))
	}
	return out
}

// refString is the "Type[title]" form of a reference value.
func refString(v values.Value) string {
	switch x := v.(type) {
	case *values.ResourceT:
		if x.HasTitle {
			if strings.EqualFold(x.TypeName, "class") {
				return "Class[" + capitalizeName(normalizeClassName(x.Title)) + "]"
			}
			// Runtime3Converter drops a type name's leading colons
			// (Resource['::file', x] is File[x] in the catalog)
			return strings.TrimPrefix(x.TypeName, "::") + "[" + x.Title + "]"
		}
		return x.TypeName
	case *values.ClassT:
		return "Class[" + capitalizeName(x.ClassName) + "]"
	}
	return values.ToString(v)
}

// plainRef returns the type and title of a resource reference whose
// refString parseRefString would split back into them unchanged (not a
// class, no '[' in the type name, a title not in quotes).
func plainRef(v values.Value) (string, string, bool) {
	x, ok := v.(*values.ResourceT)
	if !ok || !x.HasTitle || x.TypeName == "" || strings.IndexByte(x.TypeName, '[') >= 0 || strings.EqualFold(x.TypeName, "class") {
		return "", "", false
	}
	if t := x.Title; len(t) >= 2 && (t[0] == '\'' && t[len(t)-1] == '\'' || t[0] == '"' && t[len(t)-1] == '"') {
		return "", "", false
	}
	return x.TypeName, x.Title, true
}

// resourceRef is values.ResourceRef(typ, title): a copy of the untitled
// reference of the type (made once per compile and type name) with the
// title set, which spares ResourceRef's name conversions.
func (c *Compiler) resourceRef(typ, title string) *values.ResourceT {
	t := c.refTemplates[typ]
	if t == nil {
		t = values.ResourceRef(typ, "")
		if c.refTemplates == nil {
			c.refTemplates = make(map[string]*values.ResourceT, 8)
		}
		c.refTemplates[typ] = t
	}
	// Carved from a per-compile slab: every resource expression and
	// reference makes one.
	if len(c.refSlab) == 0 {
		c.refSlab = make([]values.ResourceT, slabSize)
	}
	r := &c.refSlab[0]
	c.refSlab = c.refSlab[1:]
	*r = *t
	r.Title = title
	return r
}

// refValue is refString(x) as a catalog value: when the reference names a
// resource by its exact type and title, that resource's reference string,
// boxed once (many resources require the same one).
func (c *Compiler) refValue(x *values.ResourceT) values.Value {
	if x.HasTitle && !strings.EqualFold(x.TypeName, "class") {
		if r, ok := c.byTitle(x.TypeName, x.Title); ok && r.typ == x.TypeName && r.title == x.Title && r.kind != kindClass {
			return c.boxedRef(r)
		}
	}
	return refString(x)
}

// classRefValue is refString of a class reference as a value, made and
// boxed once per compile and class (relationships name the same classes
// again and again: the capitalized name, the string and its box were
// three allocations each time).
func (c *Compiler) classRefValue(x *values.ClassT) values.Value {
	if v, ok := c.classRefs[x.ClassName]; ok {
		return v
	}
	if c.classRefs == nil {
		c.classRefs = map[string]values.Value{}
	}
	v := values.Value(refString(x))
	c.classRefs[x.ClassName] = v
	return v
}

// refText is refString, class references from classRefValue.
func (c *Compiler) refText(v values.Value) string {
	if x, ok := v.(*values.ClassT); ok {
		return c.classRefValue(x).(string)
	}
	return refString(v)
}

// boxedRef is r.ref() as a value, boxed once.
func (c *Compiler) boxedRef(r *Resource) values.Value {
	c.cachedRef(r)
	return boxAt(&r.refCache) // (set once, never changed)
}

// parseRefString parses "Type[title]" (the title optionally quoted).
func parseRefString(s string) (string, string, bool) {
	i := strings.IndexByte(s, '[')
	if i <= 0 || !strings.HasSuffix(s, "]") {
		return "", "", false
	}
	t := s[:i]
	title := s[i+1 : len(s)-1]
	if len(title) >= 2 && (title[0] == '\'' && title[len(title)-1] == '\'' || title[0] == '"' && title[len(title)-1] == '"') {
		title = title[1 : len(title)-1]
	}
	return t, title, true
}

// refTypeTitle is the type and title a reference names: a Resource or a
// Class type, or a string written "Type[title]" (parseRefString).
func refTypeTitle(ref values.Value) (typ, title string, ok bool) {
	switch r := ref.(type) {
	case *values.ResourceT:
		return r.TypeName, r.Title, true
	case *values.ClassT:
		return "Class", r.ClassName, true
	case string:
		return parseRefString(r)
	}
	return "", "", false
}

// ---------------------------------------------------------------------------
// Relationships

// relationship is a -> or ~> recorded for the finish stage.
type relationship struct {
	source, target values.Value
	subscribe      bool
}

func (c *Compiler) evalRelationship(n *ast.Relationship, s *Scope) (values.Value, error) {
	l, r, err := c.evalPair(n.Left, n.Right, s)
	if err != nil {
		return nil, err
	}
	left, err := c.relationshipOperand(n, l)
	if err != nil {
		return nil, err
	}
	right, err := c.relationshipOperand(n, r)
	if err != nil {
		return nil, err
	}
	src, tgt := left, right
	if n.Op == "<-" || n.Op == "<~" {
		src, tgt = right, left
	}
	subscribe := n.Op == "~>" || n.Op == "<~"
	for _, sv := range src {
		for _, tv := range tgt {
			c.relations = append(c.relations, relationship{source: sv, target: tv, subscribe: subscribe})
		}
	}
	if len(right) == 0 {
		return c.boxList(left), nil
	}
	if len(right) == 1 {
		if col, ok := right[0].(*collector); ok {
			col.emptyAlternative = left
		}
	}
	return c.boxList(right), nil
}

// relationshipOperand flattens an operand into unique references (strings
// become references; collectors pass through).
func (c *Compiler) relationshipOperand(n *ast.Relationship, v values.Value) ([]values.Value, error) {
	switch x := v.(type) {
	case *values.ClassT:
		if x.ClassName != "" { // (Class without a name fails below)
			return append(c.valSlab.take(1), v), nil
		}
	case *values.ResourceT, *collector:
		return append(c.valSlab.take(1), v), nil
	}
	flat := flattenValues([]values.Value{v})
	out := make([]values.Value, 0, len(flat))
	for _, e := range flat {
		var ref values.Value
		switch x := e.(type) {
		case *collector:
			ref = x
		case *values.ClassT:
			if x.ClassName == "" {
				return nil, issue(n, "Error while evaluating %s, No title provided and \"class\" is not a valid resource reference", aAn(label(n)))
			}
			ref = x
		case *values.ResourceT:
			ref = x
		case string:
			t, err := values.ParseType(x, c.resolveType)
			if err != nil {
				return nil, issue(n, "Error while evaluating %s, %s", aAn(label(n)), err.Error())
			}
			switch t.(type) {
			case *values.ResourceT, *values.ClassT:
				ref = t
			default:
				return nil, issue(n, "Illegal relationship operand, can not form a relationship with something of type %s. A Catalog type is required.", values.TypeOfGeneralized(t).String()).coded("ILLEGAL_RELATIONSHIP_OPERAND_TYPE")
			}
		default:
			// undef too: "can not form a relationship with an Undef Value".
			if _, isType := e.(values.Type); isType {
				return nil, issue(n, "Illegal relationship operand, can not form a relationship with something of type %s. A Catalog type is required.", values.TypeOfGeneralized(e).String()).coded("ILLEGAL_RELATIONSHIP_OPERAND_TYPE")
			}
			return nil, issue(n, "Illegal relationship operand, can not form a relationship with %s. A Catalog type is required.", aAn(valueLabel(e))).coded("ILLEGAL_RELATIONSHIP_OPERAND_TYPE")
		}
		dup := false
		for _, o := range out {
			if o == ref || refEqual(o, ref) {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, ref)
		}
	}
	return out, nil
}

func refEqual(a, b values.Value) bool {
	at, ok1 := a.(values.Type)
	bt, ok2 := b.(values.Type)
	return ok1 && ok2 && values.TypesEqual(at, bt)
}

// evaluateRelationships adds the recorded relationships to their source
// resources as before/notify metaparameters.
func (c *Compiler) evaluateRelationships() error {
	for i := range c.relations {
		rel := &c.relations[i]
		_, scol := rel.source.(*collector)
		_, tcol := rel.target.(*collector)
		if !scol && !tcol {
			if err := c.makeRelationship(rel.source, rel.target, rel.subscribe); err != nil {
				return err
			}
			continue
		}
		sources := c.expandOperand([]values.Value{rel.source}, true)
		targets := c.expandOperand([]values.Value{rel.target}, false)
		for _, s := range sources {
			for _, t := range targets {
				if err := c.makeRelationship(s, t, rel.subscribe); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func (c *Compiler) expandOperand(ops []values.Value, left bool) []values.Value {
	var out []values.Value
	for _, o := range ops {
		col, ok := o.(*collector)
		if !ok {
			out = append(out, o)
			continue
		}
		if left {
			out = append(out, c.leftmost(col)...)
			continue
		}
		for _, r := range col.collected {
			out = append(out, r)
		}
	}
	return out
}

func (c *Compiler) leftmost(col *collector) []values.Value {
	if len(col.collected) > 0 {
		out := make([]values.Value, len(col.collected))
		for i, r := range col.collected {
			out[i] = r
		}
		return out
	}
	if col.emptyAlternative == nil {
		return nil
	}
	if len(col.emptyAlternative) == 1 {
		if inner, ok := col.emptyAlternative[0].(*collector); ok {
			return c.leftmost(inner)
		}
	}
	return col.emptyAlternative
}

func (c *Compiler) makeRelationship(s, t values.Value, subscribe bool) error {
	for _, v := range [2]values.Value{s, t} {
		if r, ok := v.(*values.ResourceT); ok && !r.HasTitle && r.TypeName != "" {
			// A type without a title (Notify -> ...): Puppet fails when
			// it makes the relationship, naming no place.
			return &Error{Message: "No title provided and \"" + r.TypeName + "[]\" is not a valid resource reference"}
		}
	}
	sr := c.resolveOperand(s)
	tr := c.resolveOperand(t)
	if sr == nil {
		return &Error{Message: "Could not find resource '" + operandString(s) + "' for relationship on '" + operandString(t) + "'"}
	}
	if tr == nil {
		return &Error{Message: "Could not find resource '" + operandString(t) + "' for relationship from '" + operandString(s) + "'"}
	}
	name := "before"
	if subscribe {
		name = "notify"
	}
	// operandString(t), as a value (boxed once per target resource when
	// the reference names it exactly).
	var ref values.Value
	switch x := t.(type) {
	case *Resource:
		ref = c.boxedRef(x)
	case *values.ResourceT:
		ref = c.refValue(x)
	default:
		ref = operandString(t)
	}
	p := sr.getParam(name)
	if p == nil {
		sr.params = append(sr.params, c.newParam(name, c.boxList(append(c.valSlab.take(1), ref)), "", 0, nil))
		return nil
	}
	var list []values.Value
	if a, ok := p.value.([]values.Value); ok {
		list = c.growRelList(p, a, ref)
	} else if p.value == nil {
		list = append(c.valSlab.take(1), ref)
	} else {
		list = append(c.valSlab.take(2), p.value, ref)
	}
	np := c.cloneParam(p)
	np.value = c.boxList(list[:len(list):len(list)])
	if cap(list) > len(list) {
		if c.relLists == nil {
			c.relLists = map[*param][]values.Value{}
		}
		c.relLists[np] = list
	}
	return sr.setParam(np)
}

// growRelList returns the list a with ref appended, for the relationship
// parameter p whose value is a. A resource named by a collector's
// relationship (Anchor['x'] -> Keystone_config <| |>) takes one reference
// per collected resource: copying the whole list for each (the value seen
// before must not change) made that quadratic. The list this function
// made last for p has room to grow kept in relLists; a stays as it was
// (the new value is longer, the elements a shows are not written), and the
// value given out has no spare capacity, so nothing else appends into it.
func (c *Compiler) growRelList(p *param, a []values.Value, ref values.Value) []values.Value {
	if full, ok := c.relLists[p]; ok {
		delete(c.relLists, p)
		if len(full) == len(a) && len(a) > 0 && &full[0] == &a[0] {
			if len(full) < cap(full) {
				return append(full, ref)
			}
			return append(append(c.valSlab.take(2*len(a)+2), a...), ref)
		}
	}
	if len(a) >= 4 {
		return append(append(c.valSlab.take(2*len(a)+2), a...), ref)
	}
	return append(append(c.valSlab.take(len(a)+1), a...), ref)
}

func (c *Compiler) resolveOperand(v values.Value) *Resource {
	if r, ok := v.(*Resource); ok {
		return r
	}
	return c.findRef(v)
}

func operandString(v values.Value) string {
	if r, ok := v.(*Resource); ok {
		return r.ref()
	}
	return refString(v)
}

// resourceSet is a set of the catalog's resources, a bit per position in
// the compiler's resource list (Resource.index): a collector of 5,000
// resources kept them in a map, whose growth was 1% of a compile.
type resourceSet struct{ bits []uint64 }

func (s *resourceSet) has(r *Resource) bool {
	w := int(r.index / 64)
	return w < len(s.bits) && s.bits[w]&(1<<(r.index%64)) != 0
}

func (s *resourceSet) add(r *Resource) {
	w := int(r.index / 64)
	if w >= len(s.bits) {
		s.bits = append(s.bits, make([]uint64, w+1-len(s.bits))...)
	}
	s.bits[w] |= 1 << (r.index % 64)
}
