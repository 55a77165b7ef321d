package resourcetypes

// The static extractor: reads a module's lib/puppet/type/NAME.rb without running Ruby and
// works out what Puppet::Type.newtype would build: parameters, properties, namevars, title
// patterns, isomorphism. It executes the type body symbolically: the DSL calls (newparam,
// newproperty, ensurable, isnamevar, ...) are interpreted, loops over literal lists are
// unrolled, helper methods of the type and of mixin modules are inlined, and everything else
// (validation blocks, munging, autorequires) is skipped.

import (
	"fmt"
	"strings"
)

// typeBuilder accumulates what a type body declares.
type typeBuilder struct {
	name        string
	params      []string
	props       []string
	namevars    map[string]bool
	local       map[string]*defNode // def self.x
	instMethods map[string]bool     // def x (instance methods)
	mixins      []string            // extend/include X
	titleDef    *defNode
	isomorphic  *bool
	resourceAPI bool
	titles      []TitlePattern
	titlesSet   bool
	titlesBad   bool
	notes       []string
}

func (tb *typeBuilder) note(format string, args ...any) {
	tb.notes = append(tb.notes, fmt.Sprintf(format, args...))
}

func (tb *typeBuilder) addParam(name string, namevar bool) {
	if !contains(tb.params, name) {
		tb.params = append(tb.params, name)
	}
	if namevar {
		tb.namevars[name] = true
	}
}

func (tb *typeBuilder) addProperty(name string) {
	if contains(tb.props, name) {
		return
	}
	if name == "ensure" {
		tb.props = append([]string{"ensure"}, tb.props...)
		return
	}
	tb.props = append(tb.props, name)
}

// extractedType is one type found in a file, before provider detection.
type extractedType struct {
	tb   *typeBuilder
	line int
}

// typeExtractor reads the type files of one set of modules.
type typeExtractor struct {
	idx *methodIndex
}

// extractFile finds the types defined in one Ruby file.
func (x *typeExtractor) extractFile(file string, src []byte) ([]extractedType, error) {
	toks, err := lexRuby(file, string(src))
	if err != nil {
		return nil, err
	}
	tree, err := parseRubyTree(file, toks)
	if err != nil {
		return nil, err
	}
	var out []extractedType
	consts := map[string]rval{}
	var walk func(kids []*node) error
	walk = func(kids []*node) error {
		for _, st := range statements(kids) {
			if len(st) >= 3 && st[0].kind == nTok && st[0].tok.kind == tConst && st[1].isOp("=") {
				ev := &evaluator{file: file, idx: x.idx, consts: consts, budget: 100000}
				consts[st[0].tok.text] = ev.eval(st[2:], env{})
				continue
			}
			c, ok := parseCallStmt(st)
			if ok && isNewtype(c) {
				et, err := x.newtype(file, c, consts)
				if err != nil {
					return err
				}
				out = append(out, et)
				continue
			}
			if ok && isRegisterType(c) {
				et, err := x.registerType(file, c, consts)
				if err != nil {
					return err
				}
				out = append(out, et)
				continue
			}
			for _, n := range st {
				if n.kind == nKw && (n.tok.text == "module" || n.tok.text == "class" || n.tok.text == "if" || n.tok.text == "unless" || n.tok.text == "begin") {
					if err := walk(n.kids); err != nil {
						return err
					}
				}
			}
		}
		return nil
	}
	if err := walk(tree); err != nil {
		return nil, err
	}
	return out, nil
}

// callStmt is a statement of the form [recv.]name[(args)] [args] [block].
type callStmt struct {
	recv  []*node
	name  string
	args  [][]*node
	block *node
	first token
}

// parseCallStmt reads a call statement; it fails for assignments and other statements.
func parseCallStmt(st []*node) (callStmt, bool) {
	var c callStmt
	if len(st) == 0 {
		return c, false
	}
	c.first = st[0].tok
	last := st[len(st)-1]
	if last.kind == nDo || (last.kind == nBrace && last.block) {
		c.block = last
		st = st[:len(st)-1]
	}
	if len(st) == 0 {
		return c, false
	}
	// walk the chain: primary (. name [(args)])*
	i := 0
	nameAt := -1
	switch {
	case st[0].kind == nTok && (st[0].tok.kind == tIdent):
		nameAt = 0
		i = 1
	case st[0].kind == nTok && st[0].tok.kind == tConst:
		i = 1
		for i+1 < len(st) && st[i].isOp("::") && st[i+1].kind == nTok && st[i+1].tok.kind == tConst {
			i += 2
		}
	case st[0].kind == nTok && (st[0].tok.kind == tWords || st[0].tok.kind == tSymbol || st[0].tok.kind == tString):
		i = 1
	case st[0].isKw("self"):
		i = 1
	case st[0].kind == nBracket || st[0].kind == nParen || (st[0].kind == nBrace && !st[0].block):
		i = 1
	default:
		return c, false
	}
	var argsNode *node
	if nameAt == 0 && i < len(st) && st[i].kind == nParen {
		argsNode = st[i]
		i++
	}
	for i+1 < len(st) && (st[i].isOp(".") || st[i].isOp("&.")) && st[i+1].kind == nTok {
		nameAt = i + 1
		argsNode = nil
		i += 2
		if i < len(st) && st[i].kind == nParen {
			argsNode = st[i]
			i++
		}
	}
	if nameAt < 0 {
		return c, false
	}
	c.recv = st[:max(nameAt-1, 0)]
	if nameAt == 0 {
		c.recv = nil
	}
	c.name = st[nameAt].tok.text
	if argsNode != nil {
		c.args = splitCommas(argsNode.kids)
	}
	if i < len(st) {
		rest := st[i:]
		if argsNode != nil {
			return c, false // f(x) y
		}
		if rest[0].kind == nTok && rest[0].tok.kind == tOp {
			switch rest[0].tok.text {
			case "::", "[", "(", "->", "*", "&", "!", "-":
			default:
				return c, false // an operator: x = ..., x + y
			}
		}
		c.args = splitCommas(rest)
	}
	return c, true
}

func recvIs(recv []*node, path ...string) bool {
	// recv nodes are Const :: Const ...
	var names []string
	for _, n := range recv {
		if n.isOp("::") {
			continue
		}
		if n.kind != nTok || n.tok.kind != tConst {
			return false
		}
		names = append(names, n.tok.text)
	}
	if len(names) != len(path) {
		return false
	}
	for i := range names {
		if names[i] != path[i] {
			return false
		}
	}
	return true
}

func isNewtype(c callStmt) bool {
	return c.name == "newtype" && (recvIs(c.recv, "Puppet", "Type") || recvIs(c.recv, "Type") || recvIs(c.recv, "::Puppet", "Type"))
}

func isRegisterType(c callStmt) bool {
	return c.name == "register_type" && (recvIs(c.recv, "Puppet", "ResourceApi") || recvIs(c.recv, "ResourceApi"))
}

func (x *typeExtractor) newEvaluator(file string, tb *typeBuilder, consts map[string]rval) *evaluator {
	c := make(map[string]rval, len(consts))
	for k, v := range consts {
		c[k] = v
	}
	return &evaluator{file: file, idx: x.idx, local: tb.local, consts: c, budget: 200000}
}

func (x *typeExtractor) newtype(file string, c callStmt, consts map[string]rval) (extractedType, error) {
	tb := &typeBuilder{namevars: map[string]bool{}, local: map[string]*defNode{}, instMethods: map[string]bool{}}
	ev := x.newEvaluator(file, tb, consts)
	if len(c.args) == 0 {
		return extractedType{}, &SyntaxError{File: file, Line: c.first.line, Col: c.first.col, Msg: "newtype without a name"}
	}
	name, ok := ev.eval(c.args[0], env{}).name()
	if !ok {
		return extractedType{}, &SyntaxError{File: file, Line: c.first.line, Col: c.first.col, Msg: "newtype name is not a literal symbol or string"}
	}
	tb.name = strings.ToLower(name)
	if c.block == nil {
		return extractedType{tb: tb, line: c.first.line}, nil
	}
	_, body := blockParams(c.block)
	// Ruby defines methods as it runs the body; helper methods (def self.x) may be called
	// before their definition only from within other methods, so collect them first.
	x.collectDefs(body, tb, file, false)
	x.execBody(body, env{}, tb, ev, 0)
	// Puppet::Type.newtype: a type with exists?/create/destroy methods is ensurable
	if !contains(tb.props, "ensure") && tb.instMethods["exists?"] && tb.instMethods["create"] && tb.instMethods["destroy"] {
		tb.addProperty("ensure")
	}
	if tb.titleDef != nil {
		x.evalTitlePatterns(tb, ev)
	}
	if ev.aborted {
		tb.note("evaluation budget exhausted")
	}
	return extractedType{tb: tb, line: c.first.line}, nil
}

// collectDefs records method definitions of a type body (top level and class << self).
func (x *typeExtractor) collectDefs(body []*node, tb *typeBuilder, file string, singleton bool) {
	for _, st := range statements(body) {
		if len(st) != 1 || st[0].kind != nKw {
			continue
		}
		g := st[0]
		switch g.tok.text {
		case "def":
			d := parseDef(g, "", file, singleton)
			if d == nil {
				continue
			}
			if d.self {
				tb.local[d.name] = d
				if d.name == "title_patterns" {
					tb.titleDef = d
				}
			} else {
				tb.instMethods[d.name] = true
			}
		case "class":
			if len(g.kids) >= 2 && g.kids[0].isOp("<<") && g.kids[1].isKw("self") {
				x.collectDefs(g.kids[2:], tb, file, true)
			}
		}
	}
}

const maxInline = 16

// execBody interprets the statements of a type body (or of a helper inlined into it).
func (x *typeExtractor) execBody(body []*node, vars env, tb *typeBuilder, ev *evaluator, depth int) env {
	for _, st := range statements(body) {
		if ev.aborted || !ev.spend() {
			return vars
		}
		vars = x.execStatement(st, vars, tb, ev, depth)
	}
	return vars
}

// harmless DSL calls and Ruby statements that never add attributes
var skipCalls = map[string]bool{
	"desc": true, "doc": true, "feature": true, "autorequire": true, "autobefore": true,
	"autosubscribe": true, "autonotify": true, "validate": true, "require": true,
	"require_relative": true, "apply_to_device": true, "apply_to_all": true, "apply_to_host": true,
	"newmetaparam": true, "attr_accessor": true, "attr_reader": true, "attr_writer": true,
	"private": true, "public": true, "protected": true, "puts": true, "warn": true,
	"define_method": true, "alias_method": true, "raise": true, "fail": true, "load": true,
	"module_function": true, "extend": true, "include": true, "providify": true,
	"paramclass": true, "newvalues": true, "newvalue": true, "defaultto": true, "munge": true,
	"unmunge": true, "isnamevar": true, "isrequired": true, "aliasvalue": true, "self_refresh": true,
	"const_set": true, "instance_variable_set": true, "debug": true, "info": true, "notice": true,
	"deprecation_warning": true, "define_singleton_method": true, "class_eval": true,
}

func (x *typeExtractor) execStatement(st []*node, vars env, tb *typeBuilder, ev *evaluator, depth int) env {
	// statement modifiers: Puppet would evaluate the condition; we take the statement
	for i := 1; i < len(st); i++ {
		if st[i].isKw("if") || st[i].isKw("unless") || st[i].isKw("rescue") || st[i].isKw("while") || st[i].isKw("until") {
			st = st[:i]
			break
		}
	}
	if len(st) == 1 && st[0].kind == nKw {
		g := st[0]
		switch g.tok.text {
		case "def", "module":
			return vars
		case "class":
			if len(g.kids) >= 2 && g.kids[0].isOp("<<") && g.kids[1].isKw("self") {
				x.execBody(g.kids[2:], vars, tb, ev, depth)
			}
			return vars
		case "if", "unless":
			// take every branch: conditions in type bodies test the Puppet version or
			// features, and the branches rarely add attributes
			x.execBranches(g, vars, tb, ev, depth)
			return vars
		case "begin", "case", "while", "until", "for":
			x.execBranches(g, vars, tb, ev, depth)
			return vars
		}
		return vars
	}
	// assignments
	if len(st) >= 3 && st[1].kind == nTok && st[1].tok.kind == tOp {
		switch {
		case st[0].kind == nTok && st[0].tok.kind == tConst && st[1].isOp("="):
			ev.consts[st[0].tok.text] = ev.eval(st[2:], vars)
			return vars
		case st[0].kind == nTok && st[0].tok.kind == tIVar && st[0].tok.text == "@isomorphic" && st[1].isOp("="):
			v := ev.eval(st[2:], vars)
			if t, ok := v.truthy(); ok {
				tb.isomorphic = &t
			} else {
				tb.note("@isomorphic set to an expression that could not be evaluated")
			}
			return vars
		case st[0].kind == nTok && st[0].tok.kind == tIdent && (st[1].isOp("=") || st[1].isOp("+=") || st[1].isOp("||=") || st[1].isOp("<<")):
			if c, ok := parseCallStmt(st[2:]); ok && declaresDirectly(c) {
				// check = newparam(name, options, &block)
				return x.execStatement(st[2:], vars, tb, ev, depth)
			}
			_, _, nv := ev.evalStatement(st, vars)
			return nv
		case st[1].isOp("=") || st[1].isOp("||=") || st[1].isOp("+="):
			if c, ok := parseCallStmt(st[2:]); ok && declaresDirectly(c) {
				return x.execStatement(st[2:], vars, tb, ev, depth)
			}
			return vars
		}
	}
	c, ok := parseCallStmt(st)
	if !ok {
		return vars
	}
	selfRecv := len(c.recv) == 0 || (len(c.recv) == 1 && c.recv[0].isKw("self"))
	if !selfRecv {
		if c.name == "each" || c.name == "each_with_index" || c.name == "each_pair" || c.name == "map" {
			x.execLoop(c, vars, tb, ev, depth)
		}
		return vars
	}
	switch c.name {
	case "newparam":
		x.declare(c, vars, tb, ev, false)
	case "newproperty":
		x.declare(c, vars, tb, ev, true)
	case "ensurable":
		tb.addProperty("ensure")
	case "extend", "include":
		for _, a := range c.args {
			if p := constPath(a); p != "" {
				tb.mixins = append(tb.mixins, p)
			}
		}
	case "isomorphic":
		// not part of the DSL; ignore
	default:
		x.inline(c, vars, tb, ev, depth)
	}
	return vars
}

// execBranches runs every branch of a compound statement (if/unless/case/begin/loops),
// skipping the condition of if/unless/while/until/case.
func (x *typeExtractor) execBranches(g *node, vars env, tb *typeBuilder, ev *evaluator, depth int) {
	sts := statements(g.kids)
	skipFirst := g.tok.text != "begin"
	for i, st := range sts {
		if i == 0 && skipFirst {
			continue
		}
		if len(st) > 0 && (st[0].isKw("elsif") || st[0].isKw("when")) {
			continue
		}
		if len(st) > 0 && (st[0].isKw("else") || st[0].isKw("then") || st[0].isKw("rescue") || st[0].isKw("ensure")) {
			st = st[1:]
			if len(st) == 0 {
				continue
			}
		}
		vars = x.execStatement(st, vars, tb, ev, depth)
	}
}

// execLoop unrolls `LIST.each do |x| ... end` over a list the evaluator can compute.
func (x *typeExtractor) execLoop(c callStmt, vars env, tb *typeBuilder, ev *evaluator, depth int) {
	if c.block == nil {
		return
	}
	recv := ev.eval(c.recv, vars)
	names, body := blockParams(c.block)
	var items []rval
	switch recv.kind {
	case rvArray:
		items = recv.arr
	case rvHash:
		for i := range recv.keys {
			items = append(items, arrV([]rval{recv.keys[i], recv.vals[i]}))
		}
	default:
		if blockDeclares(body) {
			tb.note("line %d: a loop over a list that could not be evaluated declares attributes", c.first.line)
		}
		return
	}
	for i, it := range items {
		bv := bindBlock(names, it, vars)
		if c.name == "each_with_index" && len(names) == 2 {
			bv = vars.with(names[0], it).with(names[1], rval{kind: rvInt, i: int64(i)})
		}
		x.execBody(body, bv, tb, ev, depth)
	}
}

// declaresDirectly reports whether a call is one of the DSL's declarations.
func declaresDirectly(c callStmt) bool {
	selfRecv := len(c.recv) == 0 || (len(c.recv) == 1 && c.recv[0].isKw("self"))
	return selfRecv && (c.name == "newparam" || c.name == "newproperty" || c.name == "ensurable")
}

// blockDeclares reports whether a body mentions newparam/newproperty/ensurable.
func blockDeclares(body []*node) bool {
	for _, n := range body {
		if n.kind == nTok && n.tok.kind == tIdent && (n.tok.text == "newparam" || n.tok.text == "newproperty" || n.tok.text == "ensurable") {
			return true
		}
		if n.kind != nTok && blockDeclares(n.kids) {
			return true
		}
	}
	return false
}

// declare handles newparam / newproperty.
func (x *typeExtractor) declare(c callStmt, vars env, tb *typeBuilder, ev *evaluator, property bool) {
	what := "newparam"
	if property {
		what = "newproperty"
	}
	if len(c.args) == 0 {
		tb.note("line %d: %s without arguments", c.first.line, what)
		return
	}
	name, ok := ev.eval(c.args[0], vars).name()
	if !ok {
		tb.note("line %d: %s with a name that could not be evaluated", c.first.line, what)
		return
	}
	name = strings.ToLower(name)
	opts := x.options(c.args[1:], vars, ev)
	namevar := false
	if v, ok := opts["namevar"]; ok {
		namevar, _ = v.truthy()
	}
	blk := c.block
	if blk == nil {
		// newparam(name, options, &block) inside a helper
		for _, a := range c.args[1:] {
			if len(a) == 2 && a[0].isOp("&") && a[1].kind == nTok {
				if v, ok := vars[a[1].tok.text]; ok && v.kind == rvProc {
					blk = v.blk
				}
			}
		}
	}
	if blk != nil && callsIsnamevar(blk.kids) {
		namevar = true
	}
	if property {
		tb.addProperty(name)
		return
	}
	tb.addParam(name, namevar)
}

// options reads trailing `key => value` / `key: value` arguments or a hash argument.
func (x *typeExtractor) options(args [][]*node, vars env, ev *evaluator) map[string]rval {
	out := map[string]rval{}
	for _, a := range args {
		if len(a) == 0 {
			continue
		}
		if len(a) == 1 && a[0].kind == nBrace && !a[0].block {
			h := ev.hash(splitCommas(a[0].kids), vars)
			for i := range h.keys {
				if k, ok := h.keys[i].name(); ok {
					out[k] = h.vals[i]
				}
			}
			continue
		}
		if a[0].kind == nTok && a[0].tok.kind == tLabel {
			out[a[0].tok.text] = ev.eval(a[1:], vars)
			continue
		}
		for i, n := range a {
			if n.isOp("=>") {
				if k, ok := ev.eval(a[:i], vars).name(); ok {
					out[k] = ev.eval(a[i+1:], vars)
				}
				break
			}
		}
		if v, ok := vars[identName(a)]; ok && v.kind == rvHash {
			for i := range v.keys {
				if k, ok := v.keys[i].name(); ok {
					out[k] = v.vals[i]
				}
			}
		}
	}
	return out
}

func identName(a []*node) string {
	if len(a) == 1 && a[0].kind == nTok && a[0].tok.kind == tIdent {
		return a[0].tok.text
	}
	return ""
}

// callsIsnamevar reports whether a parameter block calls isnamevar at its top level (or in
// a conditional at its top level).
func callsIsnamevar(kids []*node) bool {
	_, body := blockParamsOf(kids)
	for _, st := range statements(body) {
		if len(st) >= 1 && st[0].kind == nTok && st[0].tok.kind == tIdent && st[0].tok.text == "isnamevar" {
			return true
		}
		if len(st) == 1 && st[0].kind == nKw && (st[0].tok.text == "if" || st[0].tok.text == "unless" || st[0].tok.text == "begin") && callsIsnamevar(st[0].kids) {
			return true
		}
	}
	return false
}

func blockParamsOf(kids []*node) ([]string, []*node) { return blockParams(&node{kids: kids}) }

// inline runs a helper method called from the type body: a `def self.x` of the type file
// (such as exec's newcheck) or a method of a module the type extends or includes.
func (x *typeExtractor) inline(c callStmt, vars env, tb *typeBuilder, ev *evaluator, depth int) {
	if skipCalls[c.name] {
		return
	}
	d := tb.local[c.name]
	if d == nil && x.idx != nil {
		for _, m := range tb.mixins {
			if d = x.idx.find(c.name, m, false); d != nil {
				break
			}
			if d = x.idx.find(c.name, m, true); d != nil {
				break
			}
		}
	}
	if d == nil {
		if c.block != nil && blockDeclares(c.block.kids) {
			tb.note("line %d: call to unknown method %s with a block that declares attributes", c.first.line, c.name)
		}
		return
	}
	if depth >= maxInline {
		tb.note("line %d: helpers nested too deeply", c.first.line)
		return
	}
	var argv []rval
	for _, a := range c.args {
		if len(a) > 0 && a[0].isOp("&") {
			continue
		}
		argv = append(argv, ev.eval(a, vars))
	}
	callVars := bindArgs(d, argv, func(def []*node, e env) rval { return ev.eval(def, e) })
	for _, p := range d.params {
		if p.block && c.block != nil {
			callVars[p.name] = rval{kind: rvProc, blk: c.block}
		}
	}
	saved := ev.module
	ev.module = d.module
	x.execBody(d.body, callVars, tb, ev, depth+1)
	ev.module = saved
}

// evalTitlePatterns evaluates def self.title_patterns.
func (x *typeExtractor) evalTitlePatterns(tb *typeBuilder, ev *evaluator) {
	v, _ := ev.evalBody(tb.titleDef.body, env{})
	pats, ok := titlePatternsFrom(v)
	if !ok {
		tb.titlesBad = true
		tb.note("self.title_patterns could not be evaluated statically")
		return
	}
	tb.titles = pats
	tb.titlesSet = true
}

// titlePatternsFrom converts [[regexp, [[:attr], [:attr, proc]]], ...].
func titlePatternsFrom(v rval) ([]TitlePattern, bool) {
	if v.kind != rvArray {
		return nil, false
	}
	var out []TitlePattern
	for _, e := range v.arr {
		if e.kind != rvArray || len(e.arr) < 2 {
			return nil, false
		}
		re := e.arr[0]
		var p TitlePattern
		switch re.kind {
		case rvRegexp:
			p.Source, p.Options = re.s, re.opts
		case rvStr:
			p.Source = re.s
		default:
			return nil, false
		}
		if e.arr[1].kind != rvArray {
			return nil, false
		}
		for _, a := range e.arr[1].arr {
			if a.kind != rvArray || len(a.arr) == 0 {
				return nil, false
			}
			name, ok := a.arr[0].name()
			if !ok {
				return nil, false
			}
			p.Attributes = append(p.Attributes, name)
			hasProc := len(a.arr) > 1 && a.arr[1].kind != rvNil
			p.Procs = append(p.Procs, hasProc)
		}
		out = append(out, p)
	}
	return out, true
}

// registerType handles Puppet::ResourceApi.register_type(name: ..., attributes: {...}).
// Attributes whose behaviour is namevar, parameter or read_only become parameters, the
// others (no behaviour, init_only) properties; title_patterns use named captures.
func (x *typeExtractor) registerType(file string, c callStmt, consts map[string]rval) (extractedType, error) {
	tb := &typeBuilder{namevars: map[string]bool{}, local: map[string]*defNode{}, instMethods: map[string]bool{}, resourceAPI: true}
	ev := x.newEvaluator(file, tb, consts)
	var def rval
	if len(c.args) == 1 && len(c.args[0]) == 1 && c.args[0][0].kind == nBrace {
		def = ev.hash(splitCommas(c.args[0][0].kids), env{})
	} else {
		def = ev.hash(c.args, env{})
	}
	if def.kind != rvHash {
		return extractedType{}, &SyntaxError{File: file, Line: c.first.line, Col: c.first.col, Msg: "register_type definition is not a literal hash"}
	}
	get := func(h rval, k string) rval {
		return index(h, symV(k))
	}
	name, ok := get(def, "name").name()
	if !ok {
		return extractedType{}, &SyntaxError{File: file, Line: c.first.line, Col: c.first.col, Msg: "register_type without a literal name"}
	}
	tb.name = strings.ToLower(name)
	attrs := get(def, "attributes")
	if attrs.kind != rvHash {
		return extractedType{}, &SyntaxError{File: file, Line: c.first.line, Col: c.first.col, Msg: "register_type attributes are not a literal hash"}
	}
	var namevars []string
	for i, k := range attrs.keys {
		an, ok := k.name()
		if !ok {
			tb.note("register_type: attribute name could not be evaluated")
			continue
		}
		opts := attrs.vals[i]
		beh, _ := get(opts, "behaviour").name()
		if b2, ok := get(opts, "behavior").name(); ok && beh == "" {
			beh = b2
		}
		switch beh {
		case "namevar":
			tb.addParam(an, true)
			namevars = append(namevars, an)
		case "parameter", "read_only":
			tb.addParam(an, false)
		default:
			tb.addProperty(an)
		}
	}
	tp := get(def, "title_patterns")
	switch tp.kind {
	case rvArray:
		for _, item := range tp.arr {
			pat := get(item, "pattern")
			if pat.kind != rvRegexp && pat.kind != rvStr {
				tb.titlesBad = true
				tb.note("register_type: a title pattern could not be evaluated")
				break
			}
			p := TitlePattern{Source: pat.s, Options: pat.opts}
			for _, n := range namedGroups(pat.s) {
				p.Attributes = append(p.Attributes, n)
				p.Procs = append(p.Procs, false)
			}
			tb.titles = append(tb.titles, p)
		}
		tb.titlesSet = !tb.titlesBad
	case rvNil:
		if len(namevars) > 0 {
			tb.titles = []TitlePattern{{Source: "(.*)", Options: "m", Attributes: []string{namevars[0]}, Procs: []bool{false}}}
			tb.titlesSet = true
		}
	default:
		tb.titlesBad = true
	}
	return extractedType{tb: tb, line: c.first.line}, nil
}

// namedGroups lists the (?<name>...) groups of a regexp in order.
func namedGroups(src string) []string {
	var out []string
	inClass := false
	for i := 0; i < len(src); i++ {
		switch {
		case src[i] == '\\':
			i++
		case src[i] == '[':
			inClass = true
		case src[i] == ']':
			inClass = false
		case !inClass && strings.HasPrefix(src[i:], "(?<") && i+3 < len(src) && src[i+3] != '=' && src[i+3] != '!':
			end := strings.IndexByte(src[i+3:], '>')
			if end > 0 {
				out = append(out, src[i+3:i+3+end])
			}
		}
	}
	return out
}
