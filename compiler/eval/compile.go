package eval

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/util/execution"
	"github.com/punch-dev/punch/compiler/util/memwatch"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
	"github.com/punch-dev/punch/parser/diag"
)

// Compiler holds the state of one compile. It is not safe for concurrent
// use; each compile has its own.
type Compiler struct {
	ctx    context.Context
	req    *Request
	loader Loader
	// mem accounts what the compile builds to the memory watch (limits.go).
	mem *memwatch.Task
	// version is the catalog's version as module Ruby reads it during the
	// compile (rubyhost_catalog_identity.go)
	version catalogVersion

	nodeParams *values.Hash // facts, ENC parameters and server facts as top-scope variables
	top        *Scope
	nodeScope  *Scope
	qvars      map[string]values.Value
	// settingsVars resolves $settings::<name> (the scope settingsScope).
	settingsVars  *settingsVars
	settingsScope *Scope
	// classScopes maps a class name (lower case, "" for main) to the scope
	// its body was evaluated in.
	classScopes map[string]*Scope

	resources []*Resource
	types     map[string]*typeTable // the resources of each type
	aliases   map[resKey]*Resource
	edges     []edge

	classes     []string
	catalogTags tagSet

	// pending defined types (resources not yet evaluated), in order
	pending     []*Resource
	collectors  []*collector
	relations   []relationship
	overrides   map[resKey][]*override
	overrideSeq []resKey

	mainDef   *typeDef
	mainRes   *Resource
	mainStage *Resource

	defs      map[defKey]*typeDef
	nodes     []*typeDef
	functions map[string]*puppetFunction
	aliasesT  map[string]values.Type
	// aliasOrigins are the aliases this compile named, with the name and
	// definition each came from; sharedDeps, those of them resolved by an
	// earlier compile (aliasshare.go), with what they depend on.
	aliasOrigins map[*values.TypeAliasT]aliasOrigin
	sharedDeps   map[*values.TypeAliasT][]aliasOrigin
	resolving    map[string]bool
	// importedTypes are the parameter types of the initial manifests'
	// classes and defines, evaluated before the main code (importTypes).
	importedTypes map[*ast.Parameter]values.Type

	rtCache   map[string]*resolvedType
	typeCache map[string]values.Type
	attrsSeen []seenAttrs // see validAttributes
	// addedMeta are the metaparameters module Ruby added (metaparams.go).
	addedMeta []string
	// refTemplates are the references resourceRef copies, by type name.
	refTemplates map[string]*values.ResourceT
	// modFiles caches the loader's ModuleFile answers for the compile:
	// a template used by every instance of a define is looked up once.
	modFiles map[modFileKey]modFile
	// fns is the state of function resolution (modcalls.go).
	fns fnState
	// titleValue is the title of the resource create_resources is
	// creating when it is not a string.
	titleValue values.Value
	// unevaluatedParam is the parameter a default expression read before
	// its own default was evaluated (see ephemeral.guard), "" otherwise.
	unevaluatedParam string

	warnedOnce map[string]bool
	// frozenIDs are the objects of the facts Ruby gets frozen (frozen.go),
	// found when a value first crosses into Ruby.
	frozenIDs frozenSet
	// replaced are the objects Ruby changed in place, by identity, with
	// what they became (rememberReplaced).
	replaced map[any]values.Value
	depth    int
	calls    int
	stopped  stopFlag // set when the compile's context ends (cancel.go)
	stack    []stackFrame
	epp      []eppBuffer
	// batchRest is the rest of the batch of pending instances while
	// evaluateDefinitions evaluates one (see tableHint).
	batchRest []*Resource
	eppOut    []byte // the output of the templates being evaluated

	// apl is what lookupData reuses from one lookup to the next.
	apl aplState

	// pools are the compile's memory pools.
	pools
}

// aplState is the data lookup query of the compile and its functions
// (lookupData); scope is the scope of the lookup in progress, whose
// variables the query's Variable reads.
type aplState struct {
	q           LookupQuery
	busy        bool
	scope       *Scope
	variable    func(string) (values.Value, bool)
	resolveType func(string) (values.Type, bool)
	classState  func(string) (bool, bool)
	// callFunction runs data provider functions (dataFunction).
	callFunction func(string, []values.Value) (values.Value, error)
}

// pools are one compile's memory pools: slabs that many small values of
// the compile are cut from, and buffers reused from one use to the next,
// so that a compile makes a few large allocations instead of many small
// ones. They live and die with the compile (nothing in them is shared).
type pools struct {
	scopeSlab []Scope
	resSlab   []Resource
	paramSlab []param
	slabReuse // the blocks of scopeSlab, paramSlab, varNames and varVals
	ephSlab   []ephemeral
	refSlab   []values.ResourceT
	ctxSlab   []callContext

	// the room left in the current blocks of variable tables (varTable)
	varNames []string
	varVals  []values.Value
	// collectBuf gathers the resources a collector finds (runCollector).
	collectBuf []*Resource
	strSlab    slab[string]
	valSlab    slab[values.Value]
	posSlab    slab[int32] // symtab.at
	// bindNames and bindVals hold a parameter frame's entries while
	// setResourceParameters copies them into the scope (reused)
	bindNames []string
	bindVals  []values.Value
	paramPtrs slab[*param]
	ephPtrs   slab[*ephemeral]
	resPtrs   slab[*Resource] // lists of contained resources (addEdge)
	strBox    []string        // string headers for box
	strArena  []byte          // the bytes of built strings (arenaString)
	listBox   [][]values.Value
	scratch   []byte
	paramOut  []catalog.Param
	paramConv paramConverter // catalogParams'
	// stringifier makes the parameters' stringified forms (storeconfigs),
	// one for the catalog; storedParams are the current resource's.
	stringifier  values.Stringifier
	storedParams []catalog.Param
	classRefs    map[string]values.Value // classRefValue's
	// relLists are the relationship lists makeRelationship keeps room to
	// grow, by the parameter holding them (growRelList).
	relLists map[*param][]values.Value
}

// stackFrame is one frame of Puppet's stack (see callContext.PuppetStack).
type stackFrame struct {
	file string
	line int
}

type modFileKey struct{ dir, ref string }

type modFile struct {
	path  string
	found bool
}

// moduleFile is the loader's ModuleFile, asked once per compile for each
// file (the loader asks the file system each time).
func (c *Compiler) moduleFile(dir, ref string) (string, bool) {
	k := modFileKey{dir, ref}
	if m, ok := c.modFiles[k]; ok {
		return m.path, m.found
	}
	path, found := c.loader.ModuleFile(dir, ref)
	if c.modFiles == nil {
		c.modFiles = make(map[modFileKey]modFile, 8)
	}
	c.modFiles[k] = modFile{path, found}
	return path, found
}

type edge struct {
	source, target *Resource
}

const maxDepth = 1000

// Compile compiles the catalog of req.Node. It returns the catalog, the
// duration of each stage, and the first error (a *Error naming file, line
// and column when it comes from Puppet code).
func Compile(ctx context.Context, req *Request) (cat *catalog.Catalog, timings []StageTiming, err error) {
	if req.Loader == nil {
		return nil, nil, errors.New("compile: no loader")
	}
	c := newCompiler(ctx, req)
	defer c.beginMemory()()
	defer func() {
		if r := recover(); r != nil {
			if _, ok := values.Recovered(r); ok {
				// A panic of the values package out of any function
				// call (a parameter's Pattern type, a writer past
				// max_value_size): limits.go.
				cat, err = nil, c.finalError(c.limitError(r, nil))
				return
			}
			cat = nil
			err = &Error{Message: fmt.Sprintf("Internal error: %v (please report it with the manifest that caused it)\n%s", r, debug.Stack()), Node: req.Node}
		}
	}()
	var version *string
	stages := []struct {
		name string
		run  func() error
	}{
		{"catalog version", func() error { version, err = c.catalogVersion(); c.version.text = version; return err }},
		{"set node parameters", c.setNodeParameters},
		{"create settings scope", c.createSettingsScope},
		{"evaluate main", c.evaluateMain},
		{"evaluate node", c.evaluateNode},
		{"evaluate node classes", c.evaluateNodeClasses},
		{"evaluate generators", c.evaluateGenerators},
		{"finish", c.finish},
		{"fail on unevaluated", c.failOnUnevaluated},
		{"validate relationships", c.validateRelationships},
		{"build catalog", func() error { cat, err = c.buildCatalog(); return err }},
	}
	defer c.watchContext()()
	for _, st := range stages {
		if err := ctx.Err(); err != nil {
			return nil, timings, err
		}
		start := time.Now()
		e := st.run()
		timings = append(timings, StageTiming{Name: st.name, Duration: time.Since(start)})
		if e != nil {
			return nil, timings, c.finalError(c.stoppedError(e))
		}
	}
	if version != nil {
		cat.VersionText = version
	}
	c.shareAliases()
	if req.Finished != nil {
		if e := req.Finished(c.top.Lookup); e != nil {
			return nil, timings, c.finalError(e)
		}
	}
	// Puppet compiles a catalog holding a string that is not UTF-8 but
	// cannot write it (see checkUTF8): the last stage, after the catalog
	// and its version are complete. Its error names no node, as Puppet's.
	if !req.DeferUTF8Check {
		start := time.Now()
		e := checkUTF8(cat)
		timings = append(timings, StageTiming{Name: "check UTF-8", Duration: time.Since(start)})
		if e != nil {
			return nil, timings, e
		}
	}
	c.releaseSlabs()
	return cat, timings, nil
}

// catalogVersion is the "catalog version" stage: the output of the
// environment's config_version command (nil when it has none). Puppet
// computes it when the compiler starts, right after parsing the main
// manifest (whose errors come first: the "evaluate main" stage reports
// them), before anything is evaluated; a failing command fails the
// compile.
func (c *Compiler) catalogVersion() (*string, error) {
	if c.req.Versioner == nil {
		return nil, nil
	}
	if _, err := c.loader.Manifests(); err != nil {
		return nil, nil
	}
	// config_version is not the compiled code's command: a compile run
	// again (compiler.compileChecked) runs it again, as Puppet runs it for
	// every compile.
	version, ok, err := c.req.Versioner.CatalogVersion(execution.Untracked(c.ctx))
	if err != nil {
		if c.ctx.Err() != nil {
			return nil, c.ctx.Err()
		}
		return nil, &Error{Message: err.Error(), Node: c.req.Node}
	}
	if !ok {
		return nil, nil
	}
	return &version, nil
}

// finalError turns any error into one naming the node, as Puppet reports.
func (c *Compiler) finalError(err error) error {
	var ce *Error
	if errors.As(err, &ce) {
		if ce.Node == "" && !ce.NoNode {
			// A copy: the error may be the environment's own (a validation
			// error found once at parse), shared by every node's compile.
			named := *ce
			named.Node = c.req.Node
			return &named
		}
		return ce
	}
	var cf *controlFlow
	if errors.As(err, &cf) {
		return &Error{Message: cf.outsideMessage(), File: cf.file, Line: cf.line, Node: c.req.Node}
	}
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	// An error of the environment's files (a manifest that does not
	// parse): its text already names the place; its code (Puppet's issue
	// code: SYNTAX_ERROR, NOT_TOP_LEVEL, ...) is kept.
	e := &Error{Message: err.Error(), Node: c.req.Node}
	if d, ok := diag.From(err); ok {
		e.Code = d.Code
	}
	return e
}

func newCompiler(ctx context.Context, req *Request) *Compiler {
	c := &Compiler{
		ctx:         ctx,
		req:         req,
		loader:      req.Loader,
		qvars:       make(map[string]values.Value, 64),
		classScopes: make(map[string]*Scope, 16),
		types:       make(map[string]*typeTable, 16),
		overrides:   map[resKey][]*override{},
		defs:        map[defKey]*typeDef{},
		functions:   map[string]*puppetFunction{},
		aliasesT:    map[string]values.Type{},
		resolving:   map[string]bool{},
		warnedOnce:  map[string]bool{},
	}
	return c
}

// log emits a message.
func (c *Compiler) log(level, source, text string) {
	if c.req.Log != nil {
		c.req.Log(Message{Level: level, Source: source, Text: text})
	}
}

// warnAt emits a warning located at n, as Puppet prints them:
// "Warning: TEXT (file: F, line: L, column: C)".
func (c *Compiler) warnAt(n ast.Node, text string) {
	if n != nil {
		sp := n.Loc()
		if loc := Location(sp.File, sp.Start.Line, sp.Start.Col); loc != "" {
			text += " " + loc
		}
	}
	c.log("warning", "", text)
}

// ---------------------------------------------------------------------------
// Stage: node parameters

func (c *Compiler) setNodeParameters() error {
	req := c.req
	// Node parameters: ENC parameters first, then facts, then server facts;
	// an existing parameter is never replaced (Puppet::Node#merge).
	np := values.NewHash(req.Parameters.Len() + req.Facts.Len() + req.ServerFacts.Len() + 1)
	merge := func(h *values.Hash) {
		h.Each(func(k, v values.Value) bool {
			if old, ok := np.Get(k); !ok {
				np.Put(k, v)
			} else {
				c.log("warning", "", fmt.Sprintf("The node parameter '%s' for node '%s' was already set to '%s'. It could not be set to '%s'",
					values.ToString(k), req.Node, values.ToString(old), values.ToString(v)))
			}
			return true
		})
	}
	merge(req.Parameters)
	merge(req.Facts)
	merge(req.ServerFacts)
	np.Put("environment", req.Environment)
	c.nodeParams = np
	// Node parameters become top-scope variables: Puppet refuses the
	// reserved names, then fails when the main class sets its own
	// variables (golden err_enc_parameter_named_facts,
	// err_enc_parameter_named_title).
	if err := checkNodeParameterNames(np, req.Node); err != nil {
		return err
	}
	// Puppet lists the ENC's classes (and tags the catalog with them)
	// before anything is evaluated, with their names as the classifier
	// wrote them ("Two::Sub"): a name that is not a valid tag ("::one")
	// fails the compile (Catalog#add_class; golden enc_class_names_as_given,
	// err_enc_class_leading_colons).
	listed := slices.Clone(req.Classes)
	slices.SortStableFunc(listed, func(a, b NodeClass) int { return a.Given - b.Given })
	for _, nc := range listed {
		if nc.Name == "" {
			continue
		}
		if err := c.catalogTags.add(nc.Name); err != nil {
			return &Error{Message: err.Error(), Node: req.Node}
		}
		c.addClassName(nc.Name)
	}

	c.mainDef = &typeDef{kind: kindClass, name: ""}
	c.top = newScope(c, topScope, nil, nil, c.mainDef)
	top := c.top

	trusted := req.Trusted
	if trusted == nil {
		trusted = DefaultTrusted(req.Node)
	}
	top.set("trusted", trusted)
	sf := values.NewHash(req.ServerFacts.Len() + 1)
	req.ServerFacts.Each(func(k, v values.Value) bool { sf.Put(k, v); return true })
	if req.ServerFacts != nil {
		// Puppet's Node#add_server_facts adds the environment; a node
		// without server facts (puppet lookup --compile) has {}.
		sf.Put("environment", req.Environment)
	}
	top.set("server_facts", sf)
	facts := req.Facts
	if facts == nil {
		facts = values.NewHash(0)
	}
	top.set("facts", facts)
	return nil
}

// ---------------------------------------------------------------------------
// Stage: settings

func (c *Compiler) createSettingsScope() error {
	// Stage[main] and Class[Settings] go to the catalog directly, not
	// through the compiler's resource list: Puppet never finishes them
	// (so they get no scope tags).
	c.mainStage = &Resource{typ: "Stage", title: "main", kind: kindBuiltin, scope: c.top, source: c.mainDef, finished: true}
	c.mainStage.params = []*param{{name: "name", value: "main"}}
	c.mainStage.tags.addRaw("stage")
	c.addToCatalog(c.mainStage)

	settings := &typeDef{kind: kindClass, name: "settings"}
	res := &Resource{typ: "Class", title: "settings", kind: kindClass, scope: c.top, source: c.mainDef, def: settings, evaluated: true, finished: true}
	res.tags.addRaw("class")
	res.tags.addRaw("settings")
	c.addToCatalog(res)
	c.addClassName("settings")
	c.addEdge(c.mainStage, res)
	sc := newScope(c, classScope, c.top, res, settings)
	res.bodyScope = sc
	c.classScopes["settings"] = sc
	for _, kv := range [][2]string{{"environment", c.req.Environment}} {
		sc.vars.put(c, kv[0], kv[1])
		c.qvars["settings::"+kv[0]] = kv[1]
	}
	// The other settings are resolved when the code asks for them.
	c.settingsVars = newSettingsVars(c.req.Settings, c.req.Environment)
	c.settingsScope = sc
	return nil
}

// ---------------------------------------------------------------------------
// Stage: main

func (c *Compiler) evaluateMain() error {
	progs, err := c.loader.Manifests()
	if err != nil {
		return err
	}
	main := &Resource{typ: "Class", title: "main", kind: kindClass, scope: c.top, source: c.mainDef, def: c.mainDef}
	main.params = []*param{{name: "name", value: "main"}}
	c.mainRes = main
	c.top.resource = main
	main.bodyScope = c.top
	c.addToCatalog(main)
	main.tags.addRaw("class")
	main.evaluated = true
	c.addEdge(c.mainStage, main)
	c.classScopes[""] = c.top
	// Puppet's set_resource_parameters for Class[main]: $module_name ''
	// first, then title and name (scope.to_hash keeps that order; a
	// class of a module updates module_name in its own scope).
	c.top.set("module_name", "")
	c.top.set("title", "main")
	c.top.set("name", "main")

	nodeNames := map[string]*ast.NodeDef{}
	for _, p := range progs {
		for _, d := range p.Definitions {
			n, ok := d.(*ast.NodeDef)
			if !ok {
				continue
			}
			for _, m := range n.Matches {
				var key string
				switch x := m.(type) {
				case *ast.LiteralString:
					key = strings.ToLower(x.Value)
				case *ast.LiteralRegex:
					key = regexNodeName(x.Pattern)
				case *ast.LiteralDefault:
					key = "default"
				}
				if prev, dup := nodeNames[key]; dup {
					psp, sp := prev.Loc(), n.Loc()
					// Puppet names the node as it keys it: lower case
					// (golden err_node_duplicate_in_list).
					return &Error{Message: fmt.Sprintf("Node '%s' is already defined %s; cannot redefine", key, Location(psp.File, psp.Start.Line, 0)),
						File: sp.File, Line: sp.Start.Line}
				}
				nodeNames[key] = n
			}
			c.nodes = append(c.nodes, &typeDef{kind: kindNode, node: n, body: n.Body})
		}
	}
	if err := c.importTypes(progs); err != nil {
		return err
	}
	for _, p := range progs {
		if p.Body == nil {
			continue
		}
		c.stack = append(c.stack[:0], stackFrame{p.Loc().File, 0})
		if err := c.evalBody(p.Body, c.top); err != nil {
			return c.topLevelControl(err)
		}
		c.stack = c.stack[:0]
	}
	return nil
}

// importTypes evaluates the parameter types of the initial manifests'
// classes and defines, in source order, as Puppet does when it imports them
// (before any code runs; PopsBridge#create_type_map): a bad type fails the
// compile even when nothing declares the class (golden
// err_class_param_type_unused, err_type_alias_body_enum). The types are
// kept for ensureParamTypes, so each is evaluated once.
func (c *Compiler) importTypes(progs []*ast.Program) error {
	for _, p := range progs {
		for _, d := range p.Definitions {
			var params []*ast.Parameter
			switch x := d.(type) {
			case *ast.ClassDef:
				params = x.Params
			case *ast.DefineDef:
				params = x.Params
			}
			for _, prm := range params {
				if prm.Type == nil {
					continue
				}
				t, err := c.evalTypeIn(prm.Type, c.top)
				if err != nil {
					return err
				}
				if c.importedTypes == nil {
					c.importedTypes = map[*ast.Parameter]values.Type{}
				}
				c.importedTypes[prm] = t
			}
		}
	}
	return nil
}

// topLevelControl turns break/next/return escaping a manifest into
// Puppet's errors; other errors pass.
func (c *Compiler) topLevelControl(err error) error {
	var cf *controlFlow
	if errors.As(err, &cf) {
		return &Error{Message: cf.outsideMessage(), File: cf.file, Line: cf.line}
	}
	return err
}

// ---------------------------------------------------------------------------
// Stage: node

func (c *Compiler) evaluateNode() error {
	if len(c.nodes) == 0 {
		return nil
	}
	name := strings.ToLower(c.req.Node)
	var chosen *typeDef
	var groups []values.Value
	// exact names first
	for _, n := range c.nodes {
		for _, m := range n.node.Matches {
			if s, ok := m.(*ast.LiteralString); ok && strings.ToLower(s.Value) == name {
				chosen = n
				n.name = strings.ToLower(s.Value)
				break
			}
		}
		if chosen != nil {
			break
		}
	}
	if chosen == nil {
		// then regular expressions, in order
	outer:
		for _, n := range c.nodes {
			for _, m := range n.node.Matches {
				if r, ok := m.(*ast.LiteralRegex); ok {
					re, err := values.NewRegexp(r.Pattern)
					if err != nil {
						return located(r, "%s", err.Error())
					}
					if g := re.FindStringSubmatch(name); g != nil { // the lower-cased name, as TypeCollection#node
						chosen = n
						n.name = regexNodeName(r.Pattern)
						groups = make([]values.Value, len(g))
						for i, s := range g {
							groups[i] = s
						}
						break outer
					}
				}
			}
		}
	}
	if chosen == nil {
		for _, n := range c.nodes {
			for _, m := range n.node.Matches {
				_, ok := m.(*ast.LiteralDefault)
				if s, isStr := m.(*ast.LiteralString); isStr && strings.ToLower(s.Value) == "default" {
					// node 'default' is the default node too (Puppet
					// keeps nodes by name).
					ok = true
				}
				if ok {
					chosen = n
					n.name = "default"
					break
				}
			}
			if chosen != nil {
				break
			}
		}
	}
	if chosen == nil {
		return &Error{Message: fmt.Sprintf("Could not find node statement with name 'default' or '%s'", c.req.Node)}
	}
	res := &Resource{typ: "Node", title: chosen.name, kind: kindNode, scope: c.top, source: c.mainDef, def: chosen}
	if err := c.instantiate(res); err != nil {
		return err
	}
	res.tags.addRaw("node")
	res.tags.addIfValid(chosen.name)
	c.catalogTags.merge(&res.tags)
	c.addResource(c.top, res, nil)
	return c.evaluateClassLike(res, groups)
}

// regexNodeName is the name Puppet gives a regex node:
// "__node_regexp__" + the pattern without characters outside [-\w:.].
func regexNodeName(pattern string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(pattern) {
		if r == '-' || r == '_' || r == ':' || r == '.' || isAlnum(r) {
			b.WriteRune(r)
		}
	}
	return "__node_regexp__" + strings.TrimLeft(b.String(), ".")
}

// ---------------------------------------------------------------------------
// Stage: ENC classes

func (c *Compiler) evaluateNodeClasses() error {
	scope := c.nodeScope
	if scope == nil {
		scope = c.top
	}
	var with, without []NodeClass
	for _, nc := range c.req.Classes {
		if nc.Params != nil && nc.Params.Len() > 0 {
			with = append(with, nc)
		} else {
			without = append(without, nc)
		}
	}
	// Puppet evaluates the ENC's classes lazily: their resources are
	// created now and evaluated by the generators loop, in catalog order.
	find := func(names []NodeClass) ([]*typeDef, error) {
		tds := make([]*typeDef, 0, len(names))
		for _, nc := range names {
			td, err := c.findClass(nc.Name)
			if err != nil {
				return nil, err
			}
			if td == nil {
				return nil, (&Error{Message: fmt.Sprintf("Could not find class %s for %s", nc.Name, c.req.Node)}).coded(codeUnknownClass)
			}
			tds = append(tds, td)
		}
		return tds, nil
	}
	tds, err := find(with)
	if err != nil {
		return err
	}
	for i, td := range tds {
		var ps []*param
		with[i].Params.Each(func(k, v values.Value) bool {
			ps = append(ps, c.newParam(values.ToString(k), v, "", 0, nil))
			return true
		})
		if err := c.declareLazily(func() (*Resource, error) { return c.ensureClassInCatalog(scope, td, ps, nil) }); err != nil {
			return err
		}
	}
	tds, err = find(without)
	if err != nil {
		return err
	}
	for _, td := range tds {
		if c.classScopes[td.name] != nil {
			continue
		}
		if err := c.declareLazily(func() (*Resource, error) { return c.ensureClassInCatalog(scope, td, nil, nil) }); err != nil {
			return err
		}
	}
	return nil
}

// declareLazily declares an ENC class without evaluating it: the class
// resources it adds (its parents first, as instantiate adds them, then the
// class) wait for the generators loop in the order they were added, as
// Puppet's evaluate_definitions takes the catalog's unevaluated resources.
// So a parent class is evaluated before its child, and the parent's own
// `include child` evaluates the child there (Puppet's include evaluates a
// class that is in the catalog but has no scope yet): the order of
// magnum::clients' children in the module sweep.
func (c *Compiler) declareLazily(declare func() (*Resource, error)) error {
	var before int
	if t := c.types["Class"]; t != nil {
		before = len(t.list)
	}
	res, err := declare()
	if err != nil {
		return err
	}
	added := c.types["Class"].list[before:]
	if len(added) == 0 && !res.evaluated {
		// Already in the catalog, not evaluated yet.
		c.pending = append(c.pending, res)
	}
	for _, r := range added {
		if !r.evaluated {
			c.pending = append(c.pending, r)
		}
	}
	return nil
}

// ---------------------------------------------------------------------------
// Stage: generators

func (c *Compiler) evaluateGenerators() error {
	for count := 0; ; count++ {
		if err := c.ctx.Err(); err != nil {
			return err
		}
		done := true
		found, err := c.evaluateCollections()
		if err != nil {
			return err
		}
		if found {
			done = false
		}
		evaluated, err := c.evaluateDefinitions()
		if err != nil {
			return err
		}
		if evaluated {
			done = false
		}
		if done {
			return nil
		}
		if count > 1000 {
			return &Error{Message: "Somehow looped more than 1000 times while evaluating host catalog"}
		}
	}
}

// evaluateDefinitions evaluates every pending defined-type instance; it
// reports whether there were any.
func (c *Compiler) evaluateDefinitions() (bool, error) {
	if len(c.pending) == 0 {
		return false, nil
	}
	batch := c.pending
	c.pending = nil
	any := false
	defer func() { c.batchRest = nil }()
	for i, r := range batch {
		c.batchRest = batch[i+1:]
		if r.dropped {
			// out of the compiler's resources: Puppet's
			// unevaluated_resources no longer lists it
			continue
		}
		if r.evaluated || r.virtual {
			if r.virtual && !r.evaluated {
				// still virtual: keep it pending in case it is realized later
				c.pending = append(c.pending, r)
			}
			continue
		}
		any = true
		var err error
		if r.kind == kindClass {
			err = c.evaluateClassLike(r, nil)
		} else {
			err = c.evaluateDefine(r)
		}
		if err != nil {
			// Puppet wraps whatever fails while evaluating a defined type's
			// instance, located at the instance.
			var cf *controlFlow
			if errors.As(err, &cf) {
				return true, &Error{Message: cf.outsideMessage(), File: cf.file, Line: cf.line}
			}
			return true, &Error{Message: "Evaluation Error: Error while evaluating a Resource Statement, " + err.Error(), File: r.file, Line: r.line}
		}
	}
	return any, nil
}

// ---------------------------------------------------------------------------
// Stage: finish

func (c *Compiler) finish() error {
	if err := c.evaluateRelationships(); err != nil {
		return err
	}
	for _, r := range c.resources {
		if r.dropped {
			// Puppet's finish goes through the compiler's resources: the
			// overrides kept for r's reference wait for another one, or
			// are left over (failOnUnevaluated).
			continue
		}
		if ovs := c.overrides[r.key()]; len(ovs) > 0 {
			for _, o := range ovs {
				if err := c.mergeOverride(r, o); err != nil {
					return err
				}
			}
			delete(c.overrides, r.key())
		}
		if err := c.finishResource(r); err != nil {
			return err
		}
	}
	c.addResourceMetaparams()
	return nil
}

func (c *Compiler) failOnUnevaluated() error {
	var remaining []string
	for _, k := range c.overrideSeq {
		for _, o := range c.overrides[k] {
			remaining = append(remaining, o.typ+"["+o.title+"]")
		}
		delete(c.overrides, k)
	}
	if len(remaining) > 0 {
		return &Error{Message: "Could not find resource(s) " + strings.Join(remaining, ", ") + " for overriding"}
	}
	for _, col := range c.collectors {
		if unresolved := col.unresolved(); len(unresolved) > 0 {
			return &Error{Message: "Failed to realize virtual resources " + strings.Join(unresolved, ", ")}
		}
	}
	return nil
}

// validateRelationships checks that every relationship metaparameter of
// the resources in the catalog names a resource that exists (Puppet's
// RelationshipValidator).
func (c *Compiler) validateRelationships() error {
	for _, r := range c.resources {
		if r.virtual || !r.inCatalog {
			continue
		}
		for _, p := range r.params {
			switch p.name {
			case "before", "require", "notify", "subscribe":
			default:
				continue
			}
			// A list is flattened as it is (usually flat already: no
			// copy), anything else looked at as a list of one.
			one := [1]values.Value{p.value}
			refs := one[:]
			if a, ok := p.value.([]values.Value); ok {
				refs = flattenValues(a)
			}
			for _, ref := range refs {
				if ref == nil {
					continue
				}
				if t, title, ok := plainRef(ref); ok {
					// What refString and parseRefString below would find,
					// without building the string.
					if c.findResource(typeKey(t), title) == nil {
						return &Error{Message: fmt.Sprintf("Could not find resource '%s' in parameter '%s'", refString(ref), p.name), File: p.file, Line: int(p.line)}
					}
					continue
				}
				s := c.refText(ref)
				t, title, ok := parseRefString(s)
				if !ok {
					// Puppet looks up r.to_s: a hash or array shows as Ruby prints it.
					switch x := ref.(type) {
					case *values.Hash, []values.Value:
						s = values.RubyToS(ref)
					case *values.ResourceT:
						if !x.HasTitle && x.TypeName != "" {
							s = x.TypeName + "[]" // Notify without a title
						}
					}
					return &Error{Message: "No title provided and " + values.RubyInspect(s) + " is not a valid resource reference", File: p.file, Line: int(p.line)}
				}
				if c.findResource(typeKey(t), title) == nil {
					return &Error{Message: fmt.Sprintf("Could not find resource '%s' in parameter '%s'", s, p.name), File: p.file, Line: int(p.line)}
				}
			}
		}
	}
	return nil
}

// checkNodeParameterNames fails as Puppet does for node parameters (from
// the ENC or facts) whose names the top scope cannot take: 'facts' and
// 'server_facts' are reserved ("Attempt to assign to a reserved variable
// name"); 'title', 'name' and 'module_name' are set by the main class
// afterwards ("Cannot reassign variable"). 'trusted' is accepted (Puppet
// sets its own over it).
func checkNodeParameterNames(np *values.Hash, node string) error {
	for _, k := range []string{"facts", "server_facts"} {
		if _, ok := np.GetString(k); ok {
			return &Error{Message: fmt.Sprintf("Attempt to assign to a reserved variable name: '%s'", k), Node: node}
		}
	}
	var reassigned string
	np.Each(func(k, _ values.Value) bool {
		switch k {
		case "title", "name", "module_name":
			reassigned = k.(string)
			return false
		}
		return true
	})
	if reassigned != "" {
		return &Error{Message: fmt.Sprintf("Cannot reassign variable '$%s'", reassigned), Node: node}
	}
	return nil
}

// DefaultTrusted is $trusted of a compile whose Request has none: Puppet's
// for an authenticated remote node {authenticated => remote, certname,
// extensions => {}, hostname, domain, external => {}} (also what punch
// compile sends PuppetDB with the facts, as Puppet's facts terminus adds
// $trusted).
func DefaultTrusted(node string) *values.Hash {
	host, domain := node, ""
	if i := strings.IndexByte(node, '.'); i >= 0 {
		host, domain = node[:i], node[i+1:]
	}
	return values.HashFrom(
		"authenticated", "remote",
		"certname", node,
		"extensions", values.NewHash(0),
		"hostname", host,
		"domain", domain,
		"external", values.NewHash(0),
	)
}
