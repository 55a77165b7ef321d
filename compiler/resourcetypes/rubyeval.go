package resourcetypes

// A small evaluator for the Ruby expressions that type definitions compute their attribute
// names and title patterns with: literals, local variables, string and regexp interpolation,
// array/hash literals, a handful of core methods, `if`, and calls to methods defined in the
// type file or in the module libraries (mixins such as PuppetX::...::IniSetting). Anything
// else evaluates to "unknown", and the caller decides what that means.

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

type rvKind int

const (
	rvUnknown rvKind = iota
	rvNil
	rvBool
	rvInt
	rvStr
	rvSym
	rvRegexp
	rvArray
	rvHash
	rvProc
	rvConst
)

type rval struct {
	kind rvKind
	s    string // string, symbol name, regexp source, constant path
	opts string // regexp options
	b    bool
	i    int64
	arr  []rval
	keys []rval // hash keys, in order
	vals []rval
	blk  *node // rvProc: the block
}

var unknown = rval{kind: rvUnknown}

func symV(s string) rval   { return rval{kind: rvSym, s: s} }
func strV(s string) rval   { return rval{kind: rvStr, s: s} }
func boolV(b bool) rval    { return rval{kind: rvBool, b: b} }
func arrV(a []rval) rval   { return rval{kind: rvArray, arr: a} }
func (v rval) known() bool { return v.kind != rvUnknown }

func (v rval) truthy() (bool, bool) {
	switch v.kind {
	case rvUnknown:
		return false, false
	case rvNil:
		return false, true
	case rvBool:
		return v.b, true
	}
	return true, true
}

// name returns the text of a symbol or string.
func (v rval) name() (string, bool) {
	if v.kind == rvSym || v.kind == rvStr {
		return v.s, true
	}
	return "", false
}

// regexpToS is Ruby's Regexp#to_s: (?flags-flags:source) with unescaped slashes escaped.
func regexpToS(src, opts string) string {
	var b strings.Builder
	// Ruby writes the flags in the order m, i, x
	b.WriteString("(?")
	for _, c := range "mix" {
		if strings.ContainsRune(opts, c) {
			b.WriteRune(c)
		}
	}
	if len(opts) < 3 {
		b.WriteByte('-')
		for _, c := range "mix" {
			if !strings.ContainsRune(opts, c) {
				b.WriteRune(c)
			}
		}
	}
	b.WriteByte(':')
	for i := 0; i < len(src); i++ {
		switch {
		case src[i] == '\\' && i+1 < len(src):
			b.WriteByte(src[i])
			b.WriteByte(src[i+1])
			i++
		case src[i] == '/':
			b.WriteString(`\/`)
		default:
			b.WriteByte(src[i])
		}
	}
	b.WriteByte(')')
	return b.String()
}

// toS is Ruby's to_s, as used by interpolation.
func (v rval) toS() (string, bool) {
	switch v.kind {
	case rvStr, rvSym:
		return v.s, true
	case rvInt:
		return strconv.FormatInt(v.i, 10), true
	case rvNil:
		return "", true
	case rvBool:
		return strconv.FormatBool(v.b), true
	case rvRegexp:
		return regexpToS(v.s, v.opts), true
	}
	return "", false
}

func (v rval) equal(w rval) (bool, bool) {
	if !v.known() || !w.known() {
		return false, false
	}
	if v.kind != w.kind {
		return false, true
	}
	switch v.kind {
	case rvNil:
		return true, true
	case rvBool:
		return v.b == w.b, true
	case rvInt:
		return v.i == w.i, true
	case rvStr, rvSym, rvConst:
		return v.s == w.s, true
	case rvRegexp:
		return v.s == w.s && v.opts == w.opts, true
	case rvArray:
		if len(v.arr) != len(w.arr) {
			return false, true
		}
		for i := range v.arr {
			eq, ok := v.arr[i].equal(w.arr[i])
			if !ok {
				return false, false
			}
			if !eq {
				return false, true
			}
		}
		return true, true
	}
	return false, false
}

// defNode is a method definition found in a type file or a module library.
type defNode struct {
	name   string
	self   bool   // def self.x (or inside class << self)
	module string // enclosing module/class path, e.g. PuppetX::Keystone::CompositeNamevar
	params []defParam
	body   []*node
	file   string
}

type defParam struct {
	name    string
	def     []*node // default value
	splat   bool    // *rest
	block   bool    // &blk
	keyword bool    // name: (default)
}

// parseDef reads a `def` group.
func parseDef(g *node, module, file string, singleton bool) *defNode {
	kids := g.kids
	d := &defNode{module: module, file: file, self: singleton}
	i := 0
	// name: self.x | Const.x | x
	if i+2 < len(kids) && (kids[i].isKw("self") || kids[i].isTok(tIdent, "self") || (kids[i].kind == nTok && kids[i].tok.kind == tConst)) && kids[i+1].isOp(".") {
		d.self = true
		i += 2
	}
	if i >= len(kids) || kids[i].kind != nTok {
		return nil
	}
	switch kids[i].tok.kind {
	case tIdent, tConst, tKeyword:
		d.name = kids[i].tok.text
	case tLabel: // `def x:` never; keep it simple
		return nil
	default:
		d.name = kids[i].tok.text
	}
	i++
	if i < len(kids) && kids[i].isOp("=") && i+1 < len(kids) && kids[i+1].kind == nParen {
		d.name += "="
		i++
	}
	var params [][]*node
	if i < len(kids) && kids[i].kind == nParen {
		params = splitCommas(kids[i].kids)
		i++
	} else {
		j := i
		for j < len(kids) && !kids[j].isNewline() {
			j++
		}
		params = splitCommas(kids[i:j])
		i = j
	}
	for _, p := range params {
		if len(p) == 0 {
			continue
		}
		dp := defParam{}
		switch {
		case p[0].isOp("*") || p[0].isOp("**"):
			dp.splat = p[0].isOp("*")
			if len(p) > 1 {
				dp.name = p[1].tok.text
			}
		case p[0].isOp("&"):
			dp.block = true
			if len(p) > 1 {
				dp.name = p[1].tok.text
			}
		case p[0].kind == nTok && p[0].tok.kind == tLabel:
			dp.keyword = true
			dp.name = p[0].tok.text
			dp.def = p[1:]
		default:
			dp.name = p[0].tok.text
			if len(p) > 2 && p[1].isOp("=") {
				dp.def = p[2:]
			}
		}
		d.params = append(d.params, dp)
	}
	d.body = kids[i:]
	return d
}

// methodIndex holds the method definitions of the Ruby libraries of a set of modules. Files
// are read on first use, and a file is parsed only when it mentions a method being looked for.
type methodIndex struct {
	libs   []string
	loaded bool
	files  []libFile
	defs   map[string][]*defNode
	errs   []error
}

type libFile struct {
	path   string
	src    []byte
	parsed bool
}

func (mi *methodIndex) load() {
	if mi.loaded {
		return
	}
	mi.loaded = true
	mi.defs = map[string][]*defNode{}
	for _, lib := range mi.libs {
		var paths []string
		filepath.WalkDir(lib, func(path string, d os.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if d.IsDir() {
				rel, _ := filepath.Rel(lib, path)
				switch filepath.ToSlash(rel) {
				case "puppet/type", "puppet/functions", "puppet/parser/functions", "facter":
					return filepath.SkipDir
				}
				return nil
			}
			if strings.HasSuffix(path, ".rb") {
				paths = append(paths, path)
			}
			return nil
		})
		sort.Strings(paths)
		for _, f := range paths {
			data, err := os.ReadFile(f)
			if err != nil || len(data) > 2<<20 {
				continue
			}
			mi.files = append(mi.files, libFile{path: f, src: data})
		}
	}
}

// parseFor parses the files that define a method called name.
func (mi *methodIndex) parseFor(name string) {
	mi.load()
	needle := []byte(name)
	for i := range mi.files {
		lf := &mi.files[i]
		if lf.parsed || !bytes.Contains(lf.src, needle) {
			continue
		}
		lf.parsed = true
		toks, err := lexRuby(lf.path, string(lf.src))
		if err != nil {
			mi.errs = append(mi.errs, err)
			continue
		}
		tree, err := parseRubyTree(lf.path, toks)
		if err != nil {
			mi.errs = append(mi.errs, err)
			continue
		}
		mi.collect(tree, "", lf.path, false)
	}
}

// collect records the defs in a tree, tracking module/class nesting.
func (mi *methodIndex) collect(kids []*node, module, file string, singleton bool) {
	for _, n := range kids {
		if n.kind == nKw {
			switch n.tok.text {
			case "module", "class":
				if len(n.kids) >= 2 && n.kids[0].isOp("<<") && n.kids[1].isKw("self") {
					mi.collect(n.kids[2:], module, file, true)
					continue
				}
				name := constPath(n.kids)
				if name == "" {
					continue
				}
				inner := name
				if module != "" && !strings.HasPrefix(name, "::") {
					inner = module + "::" + name
				}
				mi.collect(n.kids, strings.TrimPrefix(inner, "::"), file, false)
			case "def":
				if d := parseDef(n, module, file, singleton); d != nil {
					mi.defs[d.name] = append(mi.defs[d.name], d)
				}
			default:
				mi.collect(n.kids, module, file, singleton)
			}
			continue
		}
		if n.kind != nTok {
			mi.collect(n.kids, module, file, singleton)
		}
	}
}

// constPath reads A::B::C at the start of a node list.
func constPath(kids []*node) string {
	var b strings.Builder
	for i := 0; i < len(kids); i++ {
		n := kids[i]
		if n.kind != nTok {
			break
		}
		if n.tok.kind == tConst {
			b.WriteString(n.tok.text)
			if i+1 < len(kids) && kids[i+1].isOp("::") {
				b.WriteString("::")
				i++
				continue
			}
			break
		}
		if n.isOp("::") {
			b.WriteString("::")
			continue
		}
		break
	}
	return b.String()
}

// find returns the def called name in a module whose path is mod or ends in ::mod.
func (mi *methodIndex) find(name, mod string, self bool) *defNode {
	mi.parseFor(name)
	for _, d := range mi.defs[name] {
		if d.self != self {
			continue
		}
		if d.module == mod || strings.HasSuffix(d.module, "::"+mod) || strings.HasSuffix(mod, "::"+d.module) {
			return d
		}
	}
	return nil
}

// evaluator evaluates expressions for one type file.
type evaluator struct {
	file    string
	idx     *methodIndex
	local   map[string]*defNode // def self.x in the type file
	consts  map[string]rval     // constants assigned in the type file (X = [...])
	module  string              // module of the method being evaluated (for bare calls)
	depth   int
	budget  int
	aborted bool
}

const maxEvalDepth = 24

type env map[string]rval

func (e env) with(name string, v rval) env {
	n := make(env, len(e)+1)
	for k, x := range e {
		n[k] = x
	}
	n[name] = v
	return n
}

func (ev *evaluator) spend() bool {
	ev.budget--
	if ev.budget < 0 {
		ev.aborted = true
		return false
	}
	return true
}

// evalBody runs statements (assignments, if/unless, return) and returns the value of the
// last one, as a Ruby method body does.
func (ev *evaluator) evalBody(kids []*node, vars env) (rval, env) {
	var last rval = rval{kind: rvNil}
	for _, st := range statements(kids) {
		if !ev.spend() {
			return unknown, vars
		}
		v, ret, nv := ev.evalStatement(st, vars)
		vars = nv
		if ret {
			return v, vars
		}
		last = v
	}
	return last, vars
}

// evalStatement returns the statement's value and whether it was a `return`.
func (ev *evaluator) evalStatement(st []*node, vars env) (rval, bool, env) {
	if len(st) == 0 {
		return rval{kind: rvNil}, false, vars
	}
	// modifiers: x if cond / x unless cond
	for i := 1; i < len(st); i++ {
		if st[i].isKw("if") || st[i].isKw("unless") {
			c := ev.eval(st[i+1:], vars)
			t, ok := c.truthy()
			if !ok {
				return unknown, false, vars
			}
			if st[i].isKw("unless") {
				t = !t
			}
			if !t {
				return rval{kind: rvNil}, false, vars
			}
			st = st[:i]
			break
		}
	}
	if st[0].isKw("return") {
		if len(st) == 1 {
			return rval{kind: rvNil}, true, vars
		}
		return ev.eval(st[1:], vars), true, vars
	}
	if st[0].kind == nTok && st[0].tok.kind == tIdent && st[0].tok.text == "raise" {
		ev.aborted = true
		return unknown, true, vars
	}
	if len(st) == 1 && st[0].kind == nKw {
		switch st[0].tok.text {
		case "if", "unless":
			return ev.evalIf(st[0], vars)
		case "begin":
			v, nv := ev.evalBody(st[0].kids, vars)
			return v, false, nv
		}
	}
	// assignment
	if len(st) >= 3 && st[0].kind == nTok && st[0].tok.kind == tIdent {
		switch {
		case st[1].isOp("="):
			v := ev.eval(st[2:], vars)
			return v, false, vars.with(st[0].tok.text, v)
		case st[1].isOp("+=") || st[1].isOp("||="):
			old, has := vars[st[0].tok.text]
			v := ev.eval(st[2:], vars)
			if st[1].isOp("||=") {
				if t, _ := old.truthy(); has && t {
					return old, false, vars
				}
				return v, false, vars.with(st[0].tok.text, v)
			}
			if !has {
				return unknown, false, vars.with(st[0].tok.text, unknown)
			}
			r := plus(old, v)
			return r, false, vars.with(st[0].tok.text, r)
		case st[1].isOp("<<"):
			old, has := vars[st[0].tok.text]
			if has && old.kind == rvArray && len(old.arr) < maxArrayLen {
				v := ev.eval(st[2:], vars)
				r := arrV(append(append([]rval(nil), old.arr...), v))
				return r, false, vars.with(st[0].tok.text, r)
			}
		}
	}
	return ev.eval(st, vars), false, vars
}

func (ev *evaluator) evalIf(g *node, vars env) (rval, bool, env) {
	// sections: cond, body [elsif cond body]* [else body]
	kids := g.kids
	neg := g.tok.text == "unless"
	type section struct {
		cond []*node
		body []*node
		els  bool
	}
	var secs []section
	cur := section{}
	inCond := true
	for _, n := range kids {
		switch {
		case n.isKw("elsif"):
			secs = append(secs, cur)
			cur = section{}
			inCond = true
			continue
		case n.isKw("else"):
			secs = append(secs, cur)
			cur = section{els: true}
			inCond = false
			continue
		case inCond && (n.isNewline() || n.isKw("then")):
			if len(cur.cond) > 0 {
				inCond = false
			}
			continue
		}
		if inCond {
			cur.cond = append(cur.cond, n)
		} else {
			cur.body = append(cur.body, n)
		}
	}
	secs = append(secs, cur)
	for i, s := range secs {
		if s.els {
			v, nv := ev.evalBody(s.body, vars)
			return v, false, nv
		}
		c := ev.eval(s.cond, vars)
		t, ok := c.truthy()
		if !ok {
			return unknown, false, vars
		}
		if i == 0 && neg {
			t = !t
		}
		if t {
			v, nv := ev.evalBody(s.body, vars)
			return v, false, nv
		}
	}
	return rval{kind: rvNil}, false, vars
}

// limits on the values the evaluator builds, so that hostile input cannot exhaust memory
const (
	maxArrayLen  = 10000
	maxStringLen = 1 << 20
)

func plus(a, b rval) rval {
	switch {
	case a.kind == rvArray && b.kind == rvArray:
		if len(a.arr)+len(b.arr) > maxArrayLen {
			return unknown
		}
		return arrV(append(append([]rval(nil), a.arr...), b.arr...))
	case a.kind == rvStr && b.kind == rvStr:
		if len(a.s)+len(b.s) > maxStringLen {
			return unknown
		}
		return strV(a.s + b.s)
	case a.kind == rvInt && b.kind == rvInt:
		return rval{kind: rvInt, i: a.i + b.i}
	}
	return unknown
}

// binary operator precedence, lowest first
var opLevels = [][]string{
	{"or", "and"},
	{"||"},
	{"&&"},
	{"==", "!=", "=~", "!~", "==="},
	{"<", ">", "<=", ">="},
	{"+", "-"},
	{"*", "/", "%"},
}

// eval evaluates an expression given as a node sequence.
func (ev *evaluator) eval(ns []*node, vars env) rval {
	if ev.aborted || !ev.spend() {
		return unknown
	}
	if len(ns) == 0 {
		return rval{kind: rvNil}
	}
	if ns[0].isKw("not") {
		v := ev.eval(ns[1:], vars)
		if t, ok := v.truthy(); ok {
			return boolV(!t)
		}
		return unknown
	}
	// ternary
	for i := len(ns) - 1; i > 0; i-- {
		if ns[i].isOp("?") {
			for j := i + 1; j < len(ns); j++ {
				if ns[j].isOp(":") {
					c := ev.eval(ns[:i], vars)
					t, ok := c.truthy()
					if !ok {
						return unknown
					}
					if t {
						return ev.eval(ns[i+1:j], vars)
					}
					return ev.eval(ns[j+1:], vars)
				}
			}
		}
	}
	for _, level := range opLevels {
		// split at the last top-level operator of this level (left associative)
		for i := len(ns) - 1; i > 0; i-- {
			n := ns[i]
			if n.kind != nTok || !(n.tok.kind == tOp || n.tok.kind == tKeyword) {
				continue
			}
			if !contains(level, n.tok.text) {
				continue
			}
			if n.tok.kind == tOp && (n.tok.text == "-" || n.tok.text == "+" || n.tok.text == "*") && !ns[i-1].valueLike() {
				continue // unary
			}
			return ev.binary(n.tok.text, ns[:i], ns[i+1:], vars)
		}
	}
	if ns[0].isOp("!") {
		v := ev.eval(ns[1:], vars)
		if t, ok := v.truthy(); ok {
			return boolV(!t)
		}
		return unknown
	}
	if ns[0].isOp("-") && len(ns) == 2 && ns[1].kind == nTok && ns[1].tok.kind == tNumber {
		v := ev.eval(ns[1:], vars)
		if v.kind == rvInt {
			v.i = -v.i
		}
		return v
	}
	return ev.postfix(ns, vars)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (ev *evaluator) binary(op string, l, r []*node, vars env) rval {
	a := ev.eval(l, vars)
	switch op {
	case "or", "||":
		if t, ok := a.truthy(); ok && t {
			return a
		} else if !ok {
			return unknown
		}
		return ev.eval(r, vars)
	case "and", "&&":
		if t, ok := a.truthy(); ok && !t {
			return a
		} else if !ok {
			return unknown
		}
		return ev.eval(r, vars)
	}
	b := ev.eval(r, vars)
	switch op {
	case "==", "!=":
		eq, ok := a.equal(b)
		if !ok {
			return unknown
		}
		return boolV(eq == (op == "=="))
	case "+":
		return plus(a, b)
	case "-":
		if a.kind == rvInt && b.kind == rvInt {
			return rval{kind: rvInt, i: a.i - b.i}
		}
	case "<", ">", "<=", ">=":
		if a.kind == rvInt && b.kind == rvInt {
			switch op {
			case "<":
				return boolV(a.i < b.i)
			case ">":
				return boolV(a.i > b.i)
			case "<=":
				return boolV(a.i <= b.i)
			default:
				return boolV(a.i >= b.i)
			}
		}
	}
	return unknown
}

// postfix evaluates a primary followed by method calls, indexing and scope resolution.
func (ev *evaluator) postfix(ns []*node, vars env) rval {
	v, i := ev.primary(ns, vars)
	for i < len(ns) && v.known() {
		n := ns[i]
		switch {
		case n.isOp(".") || n.isOp("&."):
			if i+1 >= len(ns) || ns[i+1].kind != nTok {
				return unknown
			}
			name := ns[i+1].tok.text
			i += 2
			var args [][]*node
			if i < len(ns) && ns[i].kind == nParen {
				args = splitCommas(ns[i].kids)
				i++
			}
			var blk *node
			if i < len(ns) && (ns[i].kind == nDo || (ns[i].kind == nBrace && ns[i].block)) {
				blk = ns[i]
				i++
			}
			if args == nil && blk == nil && i < len(ns) && !(ns[i].isOp(".") || ns[i].isOp("&.") || ns[i].kind == nBracket) {
				// command-style arguments: Foo.bar :a, :b
				args = splitCommas(ns[i:])
				i = len(ns)
			}
			v = ev.method(v, name, args, blk, vars)
		case n.kind == nBracket:
			idx := ev.eval(n.kids, vars)
			v = index(v, idx)
			i++
		case n.isOp("::") && i+1 < len(ns) && ns[i+1].kind == nTok && ns[i+1].tok.kind == tConst && v.kind == rvConst:
			v = rval{kind: rvConst, s: v.s + "::" + ns[i+1].tok.text}
			i += 2
		default:
			return unknown
		}
	}
	if i < len(ns) {
		return unknown
	}
	return v
}

func index(v, idx rval) rval {
	switch {
	case v.kind == rvArray && idx.kind == rvInt:
		i := idx.i
		if i < 0 {
			i += int64(len(v.arr))
		}
		if i >= 0 && i < int64(len(v.arr)) {
			return v.arr[i]
		}
		return rval{kind: rvNil}
	case v.kind == rvHash:
		for k, key := range v.keys {
			if eq, ok := key.equal(idx); ok && eq {
				return v.vals[k]
			}
		}
		return rval{kind: rvNil}
	}
	return unknown
}

// primary evaluates the first operand of ns and returns how many nodes it used.
func (ev *evaluator) primary(ns []*node, vars env) (rval, int) {
	n := ns[0]
	switch n.kind {
	case nParen:
		v, _ := ev.evalBody(n.kids, vars)
		return v, 1
	case nBracket:
		var out []rval
		for _, part := range splitCommas(n.kids) {
			if len(part) > 0 && part[0].isOp("*") {
				s := ev.eval(part[1:], vars)
				if s.kind != rvArray {
					return unknown, 1
				}
				out = append(out, s.arr...)
				continue
			}
			out = append(out, ev.eval(part, vars))
		}
		return arrV(out), 1
	case nBrace:
		if n.block {
			return unknown, 1
		}
		return ev.hash(splitCommas(n.kids), vars), 1
	case nKw:
		if n.tok.text == "if" || n.tok.text == "unless" {
			v, _, _ := ev.evalIf(n, vars)
			return v, 1
		}
		return unknown, 1
	}
	t := n.tok
	switch t.kind {
	case tNumber:
		s := strings.ReplaceAll(t.text, "_", "")
		if i, err := strconv.ParseInt(s, 0, 64); err == nil {
			return rval{kind: rvInt, i: i}, 1
		}
		return unknown, 1
	case tString:
		s, ok := ev.interpolate(t, vars, false)
		if !ok {
			return unknown, 1
		}
		return strV(s), 1
	case tSymbol:
		s, ok := ev.interpolate(t, vars, false)
		if !ok {
			return unknown, 1
		}
		return symV(s), 1
	case tRegexp:
		s, ok := ev.interpolate(t, vars, true)
		if !ok {
			return unknown, 1
		}
		return rval{kind: rvRegexp, s: s, opts: t.opts}, 1
	case tWords:
		var out []rval
		for _, w := range t.words {
			if t.sym {
				out = append(out, symV(w))
			} else {
				out = append(out, strV(w))
			}
		}
		return arrV(out), 1
	case tKeyword:
		switch t.text {
		case "true":
			return boolV(true), 1
		case "false":
			return boolV(false), 1
		case "nil":
			return rval{kind: rvNil}, 1
		case "self":
			return rval{kind: rvConst, s: "self"}, 1
		}
		return unknown, 1
	case tConst:
		path := t.text
		i := 1
		for i+1 < len(ns) && ns[i].isOp("::") && ns[i+1].kind == nTok && ns[i+1].tok.kind == tConst {
			path += "::" + ns[i+1].tok.text
			i += 2
		}
		if v, ok := ev.consts[path]; ok {
			return v, i
		}
		return rval{kind: rvConst, s: path}, i
	case tOp:
		if t.text == "::" && len(ns) > 1 && ns[1].kind == nTok && ns[1].tok.kind == tConst {
			v, i := ev.primary(ns[1:], vars)
			return v, i + 1
		}
		if t.text == "->" {
			i := 1
			if i < len(ns) && ns[i].kind == nParen {
				i++
			}
			if i < len(ns) && ns[i].kind == nBrace {
				return rval{kind: rvProc, blk: ns[i]}, i + 1
			}
			if i < len(ns) && ns[i].kind == nDo {
				return rval{kind: rvProc, blk: ns[i]}, i + 1
			}
		}
		return unknown, 1
	case tIdent:
		if v, ok := vars[t.text]; ok {
			return v, 1
		}
		// lambda { } / proc { }
		if (t.text == "lambda" || t.text == "proc") && len(ns) > 1 && (ns[1].kind == nDo || ns[1].kind == nBrace) {
			return rval{kind: rvProc, blk: ns[1]}, 2
		}
		// a call of a method without receiver
		i := 1
		var args [][]*node
		if i < len(ns) && ns[i].kind == nParen {
			args = splitCommas(ns[i].kids)
			i++
		}
		return ev.call(nil, t.text, args, vars), i
	}
	return unknown, 1
}

func (ev *evaluator) hash(parts [][]*node, vars env) rval {
	h := rval{kind: rvHash}
	for _, p := range parts {
		if len(p) == 0 {
			continue
		}
		if p[0].kind == nTok && p[0].tok.kind == tLabel {
			h.keys = append(h.keys, symV(p[0].tok.text))
			h.vals = append(h.vals, ev.eval(p[1:], vars))
			continue
		}
		arrow := -1
		for i, n := range p {
			if n.isOp("=>") {
				arrow = i
				break
			}
		}
		if arrow < 0 {
			return unknown
		}
		h.keys = append(h.keys, ev.eval(p[:arrow], vars))
		h.vals = append(h.vals, ev.eval(p[arrow+1:], vars))
	}
	return h
}

// interpolate evaluates the #{...} parts of a string, symbol or regexp token.
func (ev *evaluator) interpolate(t token, vars env, re bool) (string, bool) {
	if t.parts == nil {
		return t.text, true
	}
	var b strings.Builder
	for _, p := range t.parts {
		if !p.interp {
			b.WriteString(p.text)
			continue
		}
		toks, err := lexRuby(ev.file, p.text)
		if err != nil {
			return "", false
		}
		tree, err := parseRubyTree(ev.file, toks)
		if err != nil {
			return "", false
		}
		v, _ := ev.evalBody(tree, vars)
		s, ok := v.toS()
		if !ok || b.Len()+len(s) > maxStringLen {
			return "", false
		}
		b.WriteString(s)
	}
	return b.String(), true
}

// method calls a method on a value.
func (ev *evaluator) method(recv rval, name string, args [][]*node, blk *node, vars env) rval {
	argv := make([]rval, len(args))
	for i, a := range args {
		argv[i] = ev.eval(a, vars)
	}
	switch recv.kind {
	case rvConst:
		if recv.s == "Regexp" {
			switch name {
			case "new", "compile":
				if len(argv) == 0 {
					return unknown
				}
				switch argv[0].kind {
				case rvRegexp:
					return argv[0]
				case rvStr:
					opts := ""
					if len(argv) > 1 {
						if argv[1].kind == rvBool && argv[1].b || argv[1].kind == rvInt && argv[1].i&1 != 0 {
							opts = "i"
						}
					}
					return rval{kind: rvRegexp, s: argv[0].s, opts: opts}
				}
				return unknown
			case "escape", "quote":
				if len(argv) == 1 && argv[0].kind == rvStr {
					return strV(regexpEscape(argv[0].s))
				}
				return unknown
			}
		}
		if recv.s == "self" {
			return ev.call(nil, name, args, vars)
		}
		return ev.call(&recv, name, args, vars)
	}
	switch name {
	case "freeze", "dup", "clone", "itself":
		return recv
	case "to_s":
		if s, ok := recv.toS(); ok {
			return strV(s)
		}
	case "to_sym", "intern":
		if s, ok := recv.name(); ok {
			return symV(s)
		}
	case "source":
		if recv.kind == rvRegexp {
			return strV(recv.s)
		}
	case "empty?":
		switch recv.kind {
		case rvArray:
			return boolV(len(recv.arr) == 0)
		case rvStr:
			return boolV(recv.s == "")
		case rvHash:
			return boolV(len(recv.keys) == 0)
		}
	case "nil?":
		return boolV(recv.kind == rvNil)
	case "count", "length", "size":
		switch recv.kind {
		case rvArray:
			return rval{kind: rvInt, i: int64(len(recv.arr))}
		case rvStr:
			return rval{kind: rvInt, i: int64(len(recv.s))}
		case rvHash:
			return rval{kind: rvInt, i: int64(len(recv.keys))}
		}
	case "first", "last":
		if recv.kind == rvArray && len(argv) == 0 {
			if len(recv.arr) == 0 {
				return rval{kind: rvNil}
			}
			if name == "first" {
				return recv.arr[0]
			}
			return recv.arr[len(recv.arr)-1]
		}
	case "keys":
		if recv.kind == rvHash {
			return arrV(append([]rval(nil), recv.keys...))
		}
	case "values":
		if recv.kind == rvHash {
			return arrV(append([]rval(nil), recv.vals...))
		}
	case "flatten":
		if recv.kind == rvArray {
			return arrV(flatten(recv.arr))
		}
	case "compact":
		if recv.kind == rvArray {
			var out []rval
			for _, x := range recv.arr {
				if x.kind != rvNil {
					out = append(out, x)
				}
			}
			return arrV(out)
		}
	case "join":
		if recv.kind == rvArray {
			sep := ""
			if len(argv) == 1 && argv[0].kind == rvStr {
				sep = argv[0].s
			}
			var parts []string
			for _, x := range recv.arr {
				s, ok := x.toS()
				if !ok {
					return unknown
				}
				parts = append(parts, s)
			}
			return strV(strings.Join(parts, sep))
		}
	case "map", "collect":
		if recv.kind == rvArray && blk != nil {
			names, body := blockParams(blk)
			var out []rval
			for _, x := range recv.arr {
				out = append(out, ev.evalBlock(names, body, x, vars))
			}
			return arrV(out)
		}
	case "each":
		return recv
	}
	return unknown
}

func flatten(a []rval) []rval {
	var out []rval
	for _, x := range a {
		if x.kind == rvArray {
			out = append(out, flatten(x.arr)...)
		} else {
			out = append(out, x)
		}
	}
	return out
}

func regexpEscape(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch c {
		case '.', '*', '?', '+', '^', '$', '|', '(', ')', '[', ']', '{', '}', '\\', '/', '-':
			b.WriteByte('\\')
			b.WriteRune(c)
		case ' ':
			b.WriteString(`\ `)
		case '\n':
			b.WriteString(`\n`)
		case '\t':
			b.WriteString(`\t`)
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// evalBlock runs a block body with its parameters bound to x (destructured when the block
// takes several parameters and x is an array).
func (ev *evaluator) evalBlock(names []string, body []*node, x rval, vars env) rval {
	vars = bindBlock(names, x, vars)
	v, _ := ev.evalBody(body, vars)
	return v
}

func bindBlock(names []string, x rval, vars env) env {
	if len(names) == 1 {
		return vars.with(names[0], x)
	}
	for i, n := range names {
		var v rval = rval{kind: rvNil}
		if x.kind == rvArray && i < len(x.arr) {
			v = x.arr[i]
		} else if i == 0 {
			v = x
		}
		vars = vars.with(n, v)
	}
	return vars
}

// call calls a method by name: on a module (recv is a constant) or without receiver (a
// method of the type file or of the module being evaluated).
func (ev *evaluator) call(recv *rval, name string, args [][]*node, vars env) rval {
	var d *defNode
	if recv == nil {
		if ld, ok := ev.local[name]; ok {
			d = ld
		} else if ev.module != "" && ev.idx != nil {
			d = ev.idx.find(name, ev.module, true)
			if d == nil {
				d = ev.idx.find(name, ev.module, false)
			}
		}
	} else if ev.idx != nil {
		d = ev.idx.find(name, recv.s, true)
	}
	if d == nil {
		return unknown
	}
	if ev.depth >= maxEvalDepth {
		ev.aborted = true
		return unknown
	}
	argv := make([]rval, 0, len(args))
	for _, a := range args {
		if len(a) > 0 && a[0].isOp("&") {
			continue
		}
		argv = append(argv, ev.eval(a, vars))
	}
	callVars := bindArgs(d, argv, func(def []*node, e env) rval { return ev.eval(def, e) })
	saved := ev.module
	ev.module = d.module
	ev.depth++
	v, _ := ev.evalBody(d.body, callVars)
	ev.depth--
	ev.module = saved
	return v
}

// bindArgs binds positional arguments to a def's parameters.
func bindArgs(d *defNode, argv []rval, evalDefault func([]*node, env) rval) env {
	vars := env{}
	pos := 0
	for i, p := range d.params {
		switch {
		case p.block:
			continue
		case p.keyword:
			if len(p.def) > 0 {
				vars[p.name] = evalDefault(p.def, vars)
			} else {
				vars[p.name] = unknown
			}
		case p.splat:
			// the rest, minus what later positional parameters take
			later := 0
			for _, q := range d.params[i+1:] {
				if !q.block && !q.keyword && !q.splat {
					later++
				}
			}
			end := len(argv) - later
			if end < pos {
				end = pos
			}
			vars[p.name] = arrV(append([]rval(nil), argv[pos:end]...))
			pos = end
		default:
			if pos < len(argv) {
				vars[p.name] = argv[pos]
				pos++
			} else if len(p.def) > 0 {
				vars[p.name] = evalDefault(p.def, vars)
			} else {
				vars[p.name] = unknown
			}
		}
	}
	return vars
}
