package eval

import (
	"errors"
	"fmt"
	"strings"

	"github.com/punch-dev/punch/compiler/resourcetypes"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// typeDef is a class, defined type or node definition (Puppet's
// Puppet::Resource::Type), wrapped per compile.
type typeDef struct {
	kind       resKind
	name       string // lower case; "" for main
	params     []*ast.Parameter
	body       *ast.Block
	parentName string
	parent     *typeDef
	module     string
	node       *ast.NodeDef
	file       string
	line       int

	types       []values.Type
	typesReady  bool
	paramStruct *values.StructT
	paramIndex  map[string]int
	// slots are the names of the body's variables after the parameters'
	// (ast.ClassDef.Slots); slotIndex maps the parameters' and these
	// names to their slots (ast.Variable.Param - 1), made when a scope
	// first needs it.
	slots     []string
	slotIndex map[string]int
	slotNames []string // the slots' names, by slot
	ownSlots  [4]int32 // the slots of ownNames (-1: none)
	// override is set once a collector with overrides ran from this
	// definition's code: Puppet then lets it override any resource.
	override bool
}

// childOf reports whether t inherits (directly or not) from o.
func (t *typeDef) childOf(o *typeDef) bool {
	for p := t.parent; p != nil; p = p.parent {
		if p == o {
			return true
		}
	}
	return false
}

func (t *typeDef) String() string {
	switch t.kind {
	case kindClass:
		if t.name == "" {
			return "Class[main]"
		}
		return "Class[" + capitalizeName(t.name) + "]"
	case kindNode:
		return "Node[" + t.name + "]"
	}
	return capitalizeName(t.name)
}

func normalizeClassName(name string) string {
	return lowerName(strings.TrimPrefix(name, "::"))
}

// defKey is a class's or defined type's name as the compile's table of
// definitions keys it (a struct: no string made per lookup).
type defKey struct {
	kind resKind // kindClass or kindDefine
	name string
}

// findClass returns the class definition called name (nil when none).
func (c *Compiler) findClass(name string) (*typeDef, error) {
	name = normalizeClassName(name)
	key := defKey{kindClass, name}
	if d, ok := c.defs[key]; ok {
		return d, nil
	}
	d, err := c.loader.FindClass(name)
	if err != nil {
		return nil, err
	}
	if d == nil {
		c.defs[key] = nil
		return nil, nil
	}
	cd, ok := d.Def.(*ast.ClassDef)
	if !ok {
		c.defs[key] = nil
		return nil, nil
	}
	sp := cd.Loc()
	td := &typeDef{kind: kindClass, name: strings.ToLower(cd.Name), params: cd.Params, body: cd.Body, slots: cd.Slots,
		parentName: normalizeClassName(cd.Parent), module: d.Module, file: sp.File, line: sp.Start.Line}
	c.defs[key] = td
	if td.parentName != "" {
		p, err := c.findClass(td.parentName)
		if err != nil {
			return nil, err
		}
		if p == nil {
			// Puppet names the parent as written, made absolute ('::nope').
			return nil, &Error{Message: fmt.Sprintf("Could not find parent resource type '::%s' of type hostclass in %s", strings.TrimPrefix(cd.Parent, "::"), c.req.Environment),
				File: sp.File, Line: sp.Start.Line}
		}
		for q := p; q != nil; q = q.parent {
			if q == td {
				return nil, &Error{Message: fmt.Sprintf("Circular inheritance detected for class %s", td.name), File: sp.File, Line: sp.Start.Line}
			}
		}
		td.parent = p
	}
	return td, nil
}

// findDefine returns the defined type called name (nil when none).
func (c *Compiler) findDefine(name string) (*typeDef, error) {
	name = normalizeClassName(name)
	key := defKey{kindDefine, name}
	if d, ok := c.defs[key]; ok {
		return d, nil
	}
	d, err := c.loader.FindDefine(name)
	if err != nil {
		return nil, err
	}
	if d == nil {
		c.defs[key] = nil
		return nil, nil
	}
	dd, ok := d.Def.(*ast.DefineDef)
	if !ok {
		c.defs[key] = nil
		return nil, nil
	}
	sp := dd.Loc()
	td := &typeDef{kind: kindDefine, name: strings.ToLower(dd.Name), params: dd.Params, body: dd.Body, slots: dd.Slots, module: d.Module, file: sp.File, line: sp.Start.Line}
	c.defs[key] = td
	return td, nil
}

// ---------------------------------------------------------------------------
// Declaring classes

// classNames transforms include/require/contain arguments to class names
// (Puppet's transform_and_assert_classnames), with a leading "::".
func classNames(args []values.Value) ([]string, error) {
	flat := flattenValues(args)
	out := make([]string, 0, len(flat))
	for _, a := range flat {
		var name string
		switch x := a.(type) {
		case nil:
			return nil, rawf("Cannot use undef as a class name")
		case string:
			if x == "" {
				return nil, rawf("Cannot use empty string as a class name")
			}
			name = x
		case *values.ClassT:
			if x.ClassName == "" {
				return nil, rawf("Cannot use an unspecific Class[] Type")
			}
			name = x.ClassName
		case *values.ResourceT:
			if x.TypeName == "" {
				return nil, rawf("Cannot use an unspecific Resource[] where a Resource['class', name] is expected")
			}
			if !strings.EqualFold(x.TypeName, "class") {
				return nil, rawf("Cannot use a Resource[%s] where a Resource['class', name] is expected", x.TypeName)
			}
			if !x.HasTitle {
				return nil, rawf("Cannot use an unspecific Resource['class'] where a Resource['class', name] is expected")
			}
			name = x.Title
		default:
			name = values.ToString(a)
		}
		if !strings.HasPrefix(name, "::") {
			name = "::" + name
		}
		out = append(out, lowerName(name))
	}
	return out, nil
}

// includeClasses is include/contain/require of several classes, as
// Puppet's evaluate_classes: every class is looked up first (a missing one
// fails before any is declared), then the resources of those not yet
// included are added to the catalog, and only then are they evaluated, in
// order: `include a, b` puts Class[B] before what a's body declares.
func (c *Compiler) includeClasses(s *Scope, names []string, contain bool) ([]*Resource, error) {
	tds := make([]*typeDef, len(names))
	for i, name := range names {
		td, err := c.findClass(name)
		if err != nil {
			return nil, err
		}
		if td == nil {
			return nil, rawf("Could not find class %s for %s", name, c.req.Node)
		}
		tds[i] = td
	}
	res := make([]*Resource, len(tds))
	var fresh []*Resource
	for i, td := range tds {
		if sc := c.classScopes[td.name]; sc != nil {
			res[i] = sc.resource
			continue
		}
		r, err := c.ensureClassInCatalog(s, td, nil, nil)
		if err != nil {
			return nil, err
		}
		res[i] = r
		fresh = append(fresh, r)
	}
	for _, r := range fresh {
		if err := c.evaluateClassLike(r, nil); err != nil {
			return nil, err
		}
	}
	if contain && s.resource != nil {
		for _, r := range res {
			if r != nil {
				c.addEdgeOnce(s.resource, r)
			}
		}
	}
	return res, nil
}

// ensureClassInCatalog creates the resource of a class (and of its parent
// classes) unless it exists; with params (a resource-like declaration) it
// always creates one, which fails when the class is already declared.
func (c *Compiler) ensureClassInCatalog(s *Scope, td *typeDef, params []*param, at *ast.Resource) (*Resource, error) {
	if params == nil && at == nil {
		if r := c.findResource("Class", td.name); r != nil {
			return r, nil
		}
	}
	// Room for its tags: "class", its name and the name's segments.
	res := c.allocResource(3 + strings.Count(td.name, "::"))
	res.typ, res.title, res.kind, res.scope, res.source, res.def = "Class", td.name, kindClass, s, s.source, td
	if at != nil {
		sp := at.Loc()
		res.file, res.line = sp.File, sp.Start.Line
		res.declaredLike = true
	}
	for _, p := range params {
		if err := res.setParam(p); err != nil {
			return nil, err
		}
	}
	if c.fns.rubyDefaults != nil {
		// Puppet's class resource takes scope.lookupdefaults('Class') too:
		// only module Ruby gives classes defaults (rubyhost_defaults.go)
		var node ast.Node
		if at != nil {
			node = at
		}
		defs, err := c.rubyDefaultsFor(s, "Class", nil, node)
		if err != nil {
			return nil, err
		}
		for _, d := range defs {
			if res.getParam(d.name) == nil {
				if err := res.setParam(d); err != nil {
					return nil, err
				}
			}
		}
	}
	res.tags.addRaw("class")
	res.tags.addIfValid(td.name)
	if err := c.instantiate(res); err != nil {
		return nil, err
	}
	if err := c.addResource(s, res, nil); err != nil {
		return nil, err
	}
	return res, nil
}

// instantiate makes sure the parent class of a class resource is in the
// catalog, and merges a class or node's tags into the catalog's.
func (c *Compiler) instantiate(res *Resource) error {
	td := res.def
	if td != nil && td.parent != nil && c.findResource("Class", td.parent.name) == nil {
		if _, err := c.ensureClassInCatalog(res.scope, td.parent, nil, nil); err != nil {
			return err
		}
	}
	if res.kind == kindClass || res.kind == kindNode {
		c.catalogTags.merge(&res.tags)
	}
	return nil
}

// ---------------------------------------------------------------------------
// Evaluating classes, nodes and defined types

// evaluateClassLike evaluates the body of a class or node resource
// (Puppet's Resource#evaluate and Type#evaluate_code).
func (c *Compiler) evaluateClassLike(res *Resource, match []values.Value) error {
	if res.evaluated {
		return nil
	}
	res.evaluated = true
	c.depth++
	defer func() { c.depth-- }()
	if c.depth > maxDepth {
		return rawf("Stack overflow while evaluating %s", res.ref())
	}
	c.addScopeTags(res)
	td := res.def

	parentScope := res.scope
	var inherited *Scope
	if td.parent != nil {
		pr := c.findResource("Class", td.parent.name)
		if pr != nil {
			if err := c.evaluateClassLike(pr, nil); err != nil {
				return err
			}
			inherited = c.classScopes[td.parent.name]
			if inherited != nil {
				parentScope = inherited
			}
		}
	}
	kind := classScope
	if res.kind == kindNode {
		kind = nodeScope
	}
	sc := newScope(c, kind, parentScope, res, td)
	sc.inherited = inherited
	res.bodyScope = sc
	if res.kind == kindClass {
		c.addClassName(td.name)
	} else {
		c.addClassName(td.name)
		c.nodeScope = sc
	}
	if err := c.setResourceParameters(res, sc); err != nil {
		return err
	}
	if res.kind == kindClass {
		if err := c.addEdgeToStage(res); err != nil {
			return err
		}
	}
	if td.body == nil {
		return nil
	}
	if match != nil {
		sc.pushMatch(match)
	}
	err := c.evalBody(td.body, sc)
	if err != nil {
		var cf *controlFlow
		if isControl(err, &cf) && cf.kind == cfReturn {
			return nil
		}
	}
	return err
}

func isControl(err error, out **controlFlow) bool {
	cf, ok := err.(*controlFlow)
	if ok {
		*out = cf
	}
	return ok
}

// evaluateDefine evaluates one defined-type instance.
func (c *Compiler) evaluateDefine(res *Resource) error {
	if res.evaluated {
		return nil
	}
	res.evaluated = true
	c.addScopeTags(res)
	sc := newScope(c, defineScope, res.scope, res, res.def)
	res.bodyScope = sc
	if err := c.setResourceParameters(res, sc); err != nil {
		return err
	}
	if res.def.body == nil {
		return nil
	}
	err := c.evalBody(res.def.body, sc)
	if err != nil {
		var cf *controlFlow
		if isControl(err, &cf) && cf.kind == cfReturn {
			return nil
		}
	}
	return err
}

// addScopeTags merges the tags of the resource of the scope a resource
// was declared in (Puppet's add_scope_tags).
func (c *Compiler) addScopeTags(res *Resource) {
	if res.scope != nil && res.scope.resource != nil && res.scope.resource != res {
		res.mergeTagsOf(res.scope.resource)
	}
}

// addEdgeToStage contains a class in its stage: its stage parameter, the
// stage of the resource of the scope that declared it, or main.
func (c *Compiler) addEdgeToStage(res *Resource) error {
	stageName := ""
	if v, ok := res.get("stage"); ok && v != nil {
		stageName = stageTitle(v)
	} else if res.scope != nil && res.scope.resource != nil {
		if v, ok := res.scope.resource.get("stage"); ok && v != nil {
			stageName = stageTitle(v)
		}
	}
	var stage *Resource
	if stageName == "" || stageName == "main" {
		stage = c.mainStage
	} else {
		stage = c.findResource("Stage", stageName)
		if stage == nil {
			return rawf("Could not find stage %s specified by %s", stageName, res.ref())
		}
		if _, ok := res.get("stage"); !ok {
			res.setParam(&param{name: "stage", value: stageName, source: res.source})
		}
	}
	c.addEdge(stage, res)
	return nil
}

// stageTitle is the stage a stage parameter names. Puppet looks the value
// up as a title, so only a string finds a stage: Stage['s'] or ['s'] fail
// with "Could not find stage Stage[s]" (or ["s"]), Ruby's to_s of them.
func stageTitle(v values.Value) string {
	switch x := v.(type) {
	case string:
		return x
	case *values.ResourceT:
		return x.TypeName + "[" + x.Title + "]"
	}
	return values.RubyToS(v)
}

// setResourceParameters binds a class's or define's parameters in its
// scope (Puppet's set_resource_parameters): $module_name, $title, $name,
// data lookup for class parameters, defaults, type checks.
func (c *Compiler) setResourceParameters(res *Resource, sc *Scope) error {
	td := res.def
	// Room for what is set below: $module_name, $caller_module_name,
	// $title, $name and the frame of the parameters (a define instance's
	// scope had room for 8 whatever its parameters: 5 of bench10k's 8
	// unused). The frame (see paramFrame) is then made in the room left.
	n := len(res.params) + len(td.params)
	sc.reserveVars(4 + n)
	// A scope with many slots (parameters and the body's other names)
	// finds them through the definition's index, and a variable of the
	// body by its slot (lookupParam).
	if ns := len(td.params) + len(td.slots); ns > sharedParamsFrom && res.kind != kindNode {
		if td.slotIndex == nil {
			t := slotIndexOf(td)
			td.slotIndex, td.slotNames, td.ownSlots = t.index, t.names, t.own
		}
		sc.vars.shareParams(c, td.slotIndex, c.posSlab.take(ns)[:ns])
		sc.vars.sp.names = td.slotNames
	}
	if td.module != "" {
		sc.moduleName = td.module
		c.setOwn(sc, td, ownModuleName, c.box(td.module))
	} else {
		// a definition of the environment's manifests has module_name ''
		// (Puppet's set_resource_parameters sets it unless nil: golden
		// rubyapi9_scope_to_hash_own, scope.to_hash(false))
		c.setOwn(sc, td, ownModuleName, "")
	}
	// $caller_module_name is the module of the definition whose scope is
	// the new scope's parent (Puppet's parent_module_name): the declaring
	// scope's, or for a class that inherits, the parent class's (golden
	// scope_caller_module_name_inherits: stdlib's assert_private passes in
	// a class inheriting its module's params class). Puppet 7.23 binds it
	// to '' when that definition is in no module (site.pp), not to undef
	// (golden realmod_staging_deploy: staging::file's subdir =>
	// $caller_module_name is '').
	if sc.parent != nil && sc.parent.source != nil {
		c.setOwn(sc, td, ownCallerModuleName, c.box(sc.parent.source.module))
	}
	if res.kind == kindClass {
		if err := c.injectExternalParameters(res, sc); err != nil {
			return err
		}
	}
	if res.kind == kindClass || res.kind == kindNode {
		// Named first: $title and $name are then found through the
		// class's scope only, not also copied as "class::title" into
		// Compiler.qvars (registerQualified).
		c.classScopes[td.name] = sc
		sc.named = true
		t := c.box(strings.ToLower(res.title))
		c.setOwn(sc, td, ownTitle, t)
		c.setOwn(sc, td, ownName, t)
	} else {
		// Puppet's resource holds its title frozen, whatever made it
		// (frozen.go)
		title := boxFrozenTitle(res.title)
		if tv := res.titleValue(); tv != nil {
			title = tv
		}
		c.setOwn(sc, td, ownTitle, title)
		if v, ok := res.get("name"); ok && v != nil {
			c.setOwn(sc, td, ownName, v)
		} else {
			c.setOwn(sc, td, ownName, title)
		}
	}
	if res.kind == kindNode {
		return nil
	}
	// The parameter scope: given values, then defaults in order.
	if err := c.ensureParamTypes(td); err != nil {
		return err
	}
	frame := c.paramFrame(sc, n)
	if len(td.params) > sharedParamsFrom {
		frame.shareParams(td.paramIndex, c.posSlab.take(len(td.params))[:len(td.params)])
		frame.others = c.posSlab.take(4) // metaparameters given, mostly
	}
	// Puppet's scope holds each value as Runtime3Converter made it, its
	// resource references Puppet::Resources (values.Runtime3): checked
	// against the parameter's type and seen by Puppet code and Ruby so.
	for _, p := range res.params {
		if p.name == "name" || p.name == "title" {
			continue
		}
		frame.set(p.name, values.Runtime3(p.value))
	}
	nGiven, nDefaults := len(frame.names), 0
	frame.guard = td.paramIndex
	// Parameters are read and set by their position j (frame.param,
	// putParam): a frame with shared parameters then finds them without
	// looking their names up (the parser rejects a name declared twice,
	// so position j is the index's entry for the name).
	for j, p := range td.params {
		if p.Default == nil {
			continue
		}
		v0, given := frame.param(j, p.Name)
		if given && v0 != nil {
			continue
		}
		var v values.Value
		// A literal undef (most of a large define's defaults) is nil,
		// with nothing to evaluate in the parameters' scope.
		if _, undef := p.Default.(*ast.LiteralUndef); !undef {
			lvl := sc.level()
			if sc.eph == nil {
				sc.eph = c.ephPtrs.take(2) // (a new scope: no allocation for it)
			}
			sc.eph = append(sc.eph, frame)
			c.unevaluatedParam = ""
			var err error
			v, err = c.eval(p.Default, sc)
			sc.popTo(lvl)
			if to := c.unevaluatedParam; to != "" {
				c.unevaluatedParam = ""
				frame.guard = nil
				return unevaluatedParamError(res, td, p.Name, to)
			}
			if err != nil {
				frame.guard = nil
				return defaultsErrorContext(err, td)
			}
			v = values.Runtime3(v)
		}
		frame.putParam(j, p.Name, v)
		if !given {
			nDefaults++
		}
		prm := c.newParam(p.Name, v, res.file, res.line, td)
		if !given && p.Name != "tag" && p.Name != "name" && p.Name != "title" {
			// Not among the resource's parameters (the frame holds them
			// all but name and title): added without setParam's search,
			// which made a define of 200 parameters quadratic.
			res.params = append(res.params, prm)
		} else if err := res.setParam(prm); err != nil {
			return err
		}
	}
	frame.guard = nil
	// The names after the given ones are the defaults, all parameters,
	// unless a default expression assigned a variable (then all are
	// checked).
	checked := frame.names
	if len(frame.names) == nGiven+nDefaults {
		checked = frame.names[:nGiven]
	}
	valid, err := c.paramsValid(td, frame, checked)
	if err != nil {
		// a Pattern's match past regexp_timeout, a value's walk past
		// its bounds: located at the declaration by the evaluator
		return &rawError{msg: err.Error()}
	}
	if !valid {
		given := values.NewHash(len(frame.names))
		for i, n := range frame.names {
			if !c.isAddedMetaparam(n) {
				given.Put(n, frame.vals[i])
			}
		}
		st, err := c.paramStruct(td)
		if err != nil {
			return err
		}
		if err := values.ValidateParametersDeferred(res.ref(), st, given, false, c.deferredReturnType); err != nil {
			return rawf("%s", err.Error())
		}
	}
	c.bindScopeParams(td, sc, frame)
	return nil
}

// bindScopeParams sets the scope's variables from the frame of its parameters
// in Puppet's order: its ParameterScope holds every parameter from the
// start, in the definition's order, and the scope gets its to_hash, so
// the parameters come in that order whatever order they were given in,
// then the other names (the metaparameters given) as they were set. (A
// template's scope.to_hash shows the order: oracle s_many_params_frame.) The frame's storage may be the room of the scope's
// table (paramFrame), so its entries are first copied aside.
func (c *Compiler) bindScopeParams(td *typeDef, sc *Scope, frame *ephemeral) {
	names := append(c.bindNames[:0], frame.names...)
	vals := append(c.bindVals[:0], frame.vals...)
	set := func(i int) {
		if n := names[i]; n != "title" && n != "name" && !sc.vars.has(n) {
			sc.set(n, vals[i])
		}
	}
	// With shared parameters (the scope's table and the frame index them
	// alike, by the definition's paramIndex), parameter j is checked and
	// set by its position, without looking its name up twice.
	sp := sc.vars.sp
	if sp == nil {
		sc.vars.pbase = int32(len(sc.vars.names))
	}
	for j, p := range td.params {
		i := -1
		if frame.pos != nil {
			i = int(frame.pos[j]) - 1
		} else {
			for x := len(names) - 1; x >= 0; x-- {
				if names[x] == p.Name {
					i = x
					break
				}
			}
		}
		switch {
		case i < 0:
		case sp != nil:
			if n := names[i]; n != "title" && n != "name" && sp.at[j] == 0 {
				sc.setParam(j, n, vals[i])
			}
		default:
			set(i)
		}
	}
	if frame.pos != nil {
		for _, at := range frame.others {
			set(int(at) - 1)
		}
	} else {
		for i, n := range names {
			if _, ok := td.paramIndex[n]; !ok {
				set(i)
			}
		}
	}
	// kept for the next binding, without holding on to the values
	clear(vals)
	c.bindNames, c.bindVals = names, vals
}

// paramFrame returns the frame for n parameters of a class or define,
// its storage the room left in the scope's own table, where its entries
// are copied at the end of setResourceParameters: a second table of the
// same size per instance is not made. The copy appends to the table the
// frame starts at, one entry at most per entry read, so it writes only
// where the frame's entries were already read. Nothing else is added to
// the table while the frame is in use (the scope's assignments go to
// the frame, its innermost local table); a frame that outgrows the room
// moves to memory of its own, as any slice.
func (c *Compiler) paramFrame(sc *Scope, n int) *ephemeral {
	t := &sc.vars
	l := len(t.names)
	if cap(t.names)-l < n || cap(t.vals)-len(t.vals) < n {
		return c.newFrame(n)
	}
	e := c.newFrame(0)
	e.names = t.names[l:l:cap(t.names)]
	e.vals = t.vals[l:l:cap(t.vals)]
	return e
}

// sharedParamsFrom is the number of parameters from which a class's or
// define's scope finds them through the definition's index
// (symtab.shareParams) rather than an index of its own.
const sharedParamsFrom = 8

// unevaluatedParamError is Puppet's error for the default expression of
// parameter from reading parameter to before to has a value
// (ParameterScope#parameter_reference_failure): to comes earlier when it
// is a required parameter that was not given.
func unevaluatedParamError(res *Resource, td *typeDef, from, to string) error {
	if td.paramIndex[to] < td.paramIndex[from] {
		return rawf("%s: expects a value for parameter $%s", res.ref(), to)
	}
	return rawf("%s: default expression for $%s tries to illegally access not yet evaluated $%s", res.ref(), from, to)
}

// paramsValid is the fast check of a class's or define's arguments (names
// are the frame's names that may not be parameters); when it fails,
// values.ValidateParameters says why in Puppet's words.
// A type check that cannot finish (values.Recovered) is the error.
func (c *Compiler) paramsValid(td *typeDef, frame *ephemeral, names []string) (_ bool, err error) {
	defer values.CatchPanic(&err)
	for _, n := range names {
		if _, ok := td.paramIndex[n]; !ok && !c.isMetaparam(n) {
			return false, nil
		}
	}
	for i, p := range td.params {
		v, ok := frame.param(i, p.Name)
		if !ok {
			if p.Default == nil {
				return false, nil
			}
			continue
		}
		if t := td.types[i]; t != nil && !values.IsInstance(t, v) {
			return false, nil
		}
		if _, ok := v.(*values.Deferred); ok && td.types[i] != nil {
			// Checked by the return type of its function, with a warning
			// when it has none.
			return false, nil
		}
	}
	return true, nil
}

// paramStruct is the Struct type Puppet validates a class's or define's
// parameters with: name and the metaparameters (Any), and each parameter
// with its type, optional when it has a default.
func (c *Compiler) paramStruct(td *typeDef) (*values.StructT, error) {
	if td.paramStruct != nil {
		return td.paramStruct, nil
	}
	els := make([]*values.StructElement, 0, len(td.params)+16)
	add := func(key values.Value, t values.Type) error {
		e, err := values.NewStructElement(key, t)
		if err != nil {
			return err
		}
		els = append(els, e)
		return nil
	}
	if err := add(values.OptionalType(values.StringValueType("name")), values.AnyType()); err != nil {
		return nil, err
	}
	for _, m := range resourcetypes.Metaparams() {
		if err := add(m, values.AnyType()); err != nil {
			return nil, err
		}
	}
	for i, p := range td.params {
		var key values.Value = values.StringValueType(p.Name)
		if p.Default != nil {
			key = values.OptionalType(values.StringValueType(p.Name))
		}
		t := td.types[i]
		if t == nil {
			t = values.AnyType()
		}
		if err := add(key, t); err != nil {
			return nil, err
		}
	}
	td.paramStruct = values.StructType(els)
	return td.paramStruct, nil
}

// ensureParamTypes evaluates the parameter types of a definition once.
func (c *Compiler) ensureParamTypes(td *typeDef) error {
	if td.typesReady {
		return nil
	}
	td.types = make([]values.Type, len(td.params))
	td.paramIndex = paramIndexOf(td.params)
	for i, p := range td.params {
		if p.Type == nil {
			continue
		}
		if t, ok := c.importedTypes[p]; ok {
			td.types[i] = t
			continue
		}
		pt, known := paramTypes.Load(p)
		if known && pt.t != nil {
			td.types[i] = pt.t
			continue
		}
		t, err := c.evalTypeIn(p.Type, c.top)
		if err != nil {
			return err
		}
		td.types[i] = t
		if !known {
			// Only a type made of core types and literals is the same in
			// every compile: one naming an alias or a resource type
			// depends on the environment's snapshot, one with a variable
			// or a call on the compile.
			pt = paramType{}
			if fixedType(p.Type) {
				pt.t = t
			}
			paramTypes.Add(p, pt)
		}
	}
	td.typesReady = true
	return nil
}

// paramType is what paramTypes knows of a parameter: its type when the
// type is fixed (fixedType), nil when every compile evaluates it.
type paramType struct{ t values.Type }

// paramTypes caches the parameter types that are the same in every compile
// (fixedType), by parameter: a class's or define's types were evaluated
// again by every compile that used it (3% of the served real-module
// catalogs). Types are immutable and safe to share between compiles. The
// cache is bounded: parameters of code no longer loaded (an environment
// that was reloaded) leave it after two generations.
var paramTypes = values.NewBoundedCache[*ast.Parameter, paramType](1 << 14)

// paramIndexes caches paramIndexOf by a definition's first parameter.
var paramIndexes = values.NewBoundedCache[*ast.Parameter, map[string]int](1 << 12)

// paramIndexOf maps each parameter's name to its position; the map is
// shared by the compiles of the definition and never written after.
func paramIndexOf(params []*ast.Parameter) map[string]int {
	if len(params) == 0 {
		return map[string]int{}
	}
	if m, ok := paramIndexes.Load(params[0]); ok && len(m) == len(params) {
		return m
	}
	m := make(map[string]int, len(params))
	for i, p := range params {
		m[p.Name] = i
	}
	return paramIndexes.Add(params[0], m)
}

// slotIndexes caches slotIndexOf by a definition's body.
var slotIndexes = values.NewBoundedCache[*ast.Block, slotTable](1 << 12)

// slotTable is the index of a definition's slots, their names, and the
// slots of ownNames.
type slotTable struct {
	index map[string]int
	names []string
	own   [4]int32
}

// slotIndexOf maps the names of a definition's slots (its parameters, then
// the other names of its body's variables: ast.Variable.Param) to their
// positions, and lists them by position; both are shared by the compiles
// of the definition and never written after.
func slotIndexOf(td *typeDef) slotTable {
	n := len(td.params) + len(td.slots)
	if td.body != nil {
		if t, ok := slotIndexes.Load(td.body); ok && len(t.names) == n {
			return t
		}
	}
	t := slotTable{index: make(map[string]int, n), names: make([]string, 0, n)}
	for i, p := range td.params {
		t.index[p.Name] = i
		t.names = append(t.names, p.Name)
	}
	for i, name := range td.slots {
		t.index[name] = len(td.params) + i
		t.names = append(t.names, name)
	}
	for k, name := range ownNames {
		t.own[k] = -1
		if j, ok := t.index[name]; ok {
			t.own[k] = int32(j)
		}
	}
	if td.body == nil {
		return t
	}
	return slotIndexes.Add(td.body, t)
}

// ownNames are the variables every class's and define's scope sets before
// its parameters (setResourceParameters), by their index in typeDef.ownSlots.
var ownNames = [4]string{"module_name", "caller_module_name", "title", "name"}

const (
	ownModuleName = iota
	ownCallerModuleName
	ownTitle
	ownName
)

// setOwn is sc.set of ownNames[k] in the new scope of td's class or define:
// in a table that finds its slots through the definition's index, placed
// by its slot (or as another name) without looking the name up.
func (c *Compiler) setOwn(sc *Scope, td *typeDef, k int, v values.Value) {
	if sc.vars.sp == nil || len(sc.eph) > 0 {
		sc.set(ownNames[k], v)
		return
	}
	if j := td.ownSlots[k]; j >= 0 {
		sc.setParam(int(j), td.slotNames[j], v)
		return
	}
	sc.roomForVar()
	sc.vars.appendOther(c, ownNames[k], v)
	sc.registerQualified(ownNames[k], v)
}

// fixedType reports whether a type expression evaluates to the same type
// in every compile of every environment: core type names and literals
// only (`Optional[Enum['a', 'b']]`, `Integer[-1]`, `Hash[String, Data]`).
func fixedType(x ast.Expr) bool {
	switch n := x.(type) {
	case *ast.QualifiedReference:
		return coreType(n.Name) != nil
	case *ast.Access:
		if !fixedType(n.Left) {
			return false
		}
		for _, k := range n.Keys {
			if !fixedType(k) {
				return false
			}
		}
		return true
	case *ast.LiteralString, *ast.LiteralInteger, *ast.LiteralFloat, *ast.LiteralBoolean,
		*ast.LiteralUndef, *ast.LiteralDefault, *ast.LiteralRegex:
		return true
	case *ast.UnaryMinus:
		switch n.Expr.(type) {
		case *ast.LiteralInteger, *ast.LiteralFloat:
			return true
		}
	case *ast.LiteralList:
		for _, e := range n.Elements {
			if !fixedType(e) {
				return false
			}
		}
		return true
	case *ast.LiteralHash:
		for _, e := range n.Entries {
			if !fixedType(e.Key) || !fixedType(e.Value) {
				return false
			}
		}
		return true
	}
	return false
}

// defaultsErrorContext gives an error of a parameter default that has no
// place (lookup()'s "did not find a value", a Puppet::Error) the place of
// the class or define, as Puppet's assign_defaults does (exceptwrap's
// adderrorcontext: the Puppet::Resource::Type's file and line, unless the
// error has its own). Golden err_forge11_lookup_not_found_in_class_param_default.
func defaultsErrorContext(err error, td *typeDef) error {
	var e *Error
	if errors.As(err, &e) && e.File == "" && e.Line == 0 && td.file != "" {
		e.File, e.Line = td.file, td.line
	}
	return err
}

// injectExternalParameters looks up class parameters that were not given
// in the data bindings (automatic parameter lookup).
func (c *Compiler) injectExternalParameters(res *Resource, sc *Scope) error {
	td := res.def
	for _, p := range td.params {
		if v, ok := res.get(p.Name); ok && v != nil {
			continue
		}
		v, found, err := c.lookupData(c.arenaConcat(td.name, "::", p.Name), nil, sc)
		if err != nil {
			return err
		}
		if !found {
			continue
		}
		if v == nil && p.Default != nil {
			continue
		}
		if err := res.setParam(&param{name: p.Name, value: v, source: td}); err != nil {
			return err
		}
	}
	return nil
}

// lookupData asks the loader's data bindings for a key.
func (c *Compiler) lookupData(key string, merge values.Value, s *Scope) (values.Value, bool, error) {
	module := ""
	if i := strings.Index(key, "::"); i > 0 {
		module = key[:i]
	}
	// The query and its functions are the compile's, made once: a class
	// looks up each parameter it is not given, and a query, a closure and
	// two method values for each were a tenth of a compile's allocations.
	// The data lookup uses them during the call only.
	a := &c.apl
	if a.variable == nil {
		a.variable = func(name string) (values.Value, bool) {
			if a.scope == nil { // (not during a lookup: nothing to read)
				return nil, false
			}
			return a.scope.Lookup(name)
		}
		a.resolveType = c.resolveType
		a.classState = c.classState
		a.callFunction = c.dataFunction(nil, func() *Scope { return a.scope })
	}
	q := &a.q
	if a.busy {
		q = new(LookupQuery)
	}
	*q = LookupQuery{
		Key:          key,
		Merge:        merge,
		Module:       module,
		Node:         c.req.Node,
		Environment:  c.req.Environment,
		Variable:     a.variable,
		ResolveType:  a.resolveType,
		ClassState:   a.classState,
		CallFunction: a.callFunction,
	}
	busy, scope := a.busy, a.scope
	a.busy, a.scope = true, s
	v, found, err := c.lookupKey(q)
	a.busy, a.scope = busy, scope
	return v, found, err
}
