package ruby

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
)

const maxParseDepth = 400

type bailout struct{}

type parser struct {
	// emptyBody: the statements parsed last were none (a body that ended
	// at once); Ruby 3.1's parser then names no expected token at the end
	// of input ("unexpected end-of-input" after `def f` or `x.each do`),
	// but for a class or module body.
	emptyBody bool
	// stmtStart is the position of the first token of the statement being
	// parsed in the innermost statement list (-1: none), stmtExpect what
	// a syntax error on that token names as expected: Ruby 3.1's parser
	// names the list's closer ("`end'", "'}'", "end-of-input") for a token
	// that cannot start a statement once the list has one, and in a class
	// (without a superclass) or module body even before. bodyExpects asks
	// the next statement list for the latter.
	stmtStart   int
	stmtExpect  string
	bodyExpects bool
	src         string
	file        *File
	lx          *lexer
	tok         token
	scope       *scopeInfo
	depth       int
	noDo        int // > 0 while parsing command arguments or loop conditions
	err         *syntaxError
	// errs are the errors parsing went on from, cerrs Ruby's compiler's
	// (parse_checks.go)
	errs, cerrs []*syntaxError
	// paramSeen: the names of the parameter list being parsed (nested
	// destructuring lists included): Ruby's "duplicated argument name"
	paramSeen map[string]bool
	// ctl: where retry and redo are valid (parse_checks.go); noCtlChecks
	// for an eval's string or a template, whose context Ruby knows only
	// when it runs
	ctl         ctlContext
	noCtlChecks bool
	frozen      bool // # frozen_string_literal: true
	inDef       int  // > 0 inside a method body
	// blocks being parsed: numbered parameters (_1.._9) are declared
	// in the innermost block without explicit parameters
	blocks []*blockParse
	// noPipe > 0 while parsing a block parameter's default (| ends it)
	noPipe int
	// argDepth > 0 inside an argument list or hash literal (where `a = 1, 2`
	// does not build an array)
	argDepth int
	// stop, when set, is asked every 4096 tokens whether to go on (an
	// eval's string is parsed while a compile runs: its limits)
	stop func() error
	ntok int
	// prevEnd is the offset just past the last token consumed: the end
	// of the node parsed last (fin records it)
	prevEnd int
	// before is the token consumed last
	before token
	// error recovery (parse_recover.go): errStatus is bison's
	// yyerrstatus (3 after a recovery, one less per token shifted; an
	// error is reported at 0), discard drops the token of an error met
	// before anything was shifted, frames counts the statement lists
	// being parsed
	errStatus, frames int
	discard           bool
	// bailSkip: the error about to be raised recovers in the list
	// enclosing the innermost one
	bailSkip int
}

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }

// parseProgram parses src[start:end] as a Ruby program; predeclared names
// are local variables of the top scope (slots 0..n-1).
func parseProgram(f *File, start, end int, predeclared ...string) (n node, sc *scopeInfo, err *syntaxError) {
	p := &parser{src: f.src, file: f, noCtlChecks: len(predeclared) > 0}
	p.scope = &scopeInfo{isolated: true, names: append([]string(nil), predeclared...)}
	return p.program(start, end)
}

// program parses src[start:end] as a program in p's top scope.
func (p *parser) program(start, end int) (n node, sc *scopeInfo, err *syntaxError) {
	p.frozen = frozenStringMagic(p.src)
	p.lx = newLexer(p.src, start, end, p.isLocal)
	p.lx.soft = func(e *syntaxError) {
		if len(p.errs) < maxSoftErrors {
			p.errs = append(p.errs, e)
		}
	}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			n, sc, err = nil, nil, p.collected(p.err)
		}
	}()
	p.advance()
	body := p.parseStmtsUntil("end-of-input", "")
	if p.tok.kind != tEOF {
		p.unexpectedExpecting("end-of-input")
	}
	if e := p.collected(nil); e != nil {
		return nil, nil, e
	}
	return body, p.scope, nil
}

// frozenStringMagic reports a `# frozen_string_literal: true` magic
// comment among the leading comment lines.
func frozenStringMagic(src string) bool {
	for len(src) > 0 {
		line := src
		if i := strings.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = ""
		}
		t := strings.TrimSpace(line)
		if t == "" {
			continue
		}
		if !strings.HasPrefix(t, "#") {
			return false
		}
		t = strings.ToLower(strings.TrimSpace(strings.Trim(strings.TrimPrefix(t, "#"), " -*")))
		if k, v, ok := strings.Cut(t, ":"); ok && strings.ReplaceAll(strings.TrimSpace(k), "-", "_") == "frozen_string_literal" {
			return strings.TrimSpace(strings.Trim(v, " -*;")) == "true"
		}
	}
	return false
}

func (p *parser) isLocal(name string) bool {
	_, _, ok := p.scope.lookup(name)
	return ok
}

// declare makes name a local variable (if it is not one already) and
// returns its slot.
func (p *parser) declare(name string) (up, idx int) {
	if up, idx, ok := p.scope.lookup(name); ok {
		return up, idx
	}
	p.scope.names = append(p.scope.names, name)
	return 0, len(p.scope.names) - 1
}

// declareHere declares name in the current scope even if an outer scope
// has it (block parameters shadow).
func (p *parser) declareHere(name string) int {
	for i, n := range p.scope.names {
		if n == name {
			return i
		}
	}
	p.scope.names = append(p.scope.names, name)
	return len(p.scope.names) - 1
}

func (p *parser) lvar(pos int, name string) *lvarNode {
	up, idx := p.declare(name)
	return &lvarNode{nodeBase{p: pos}, name, up, idx}
}

func (p *parser) pushScope(isolated bool) *scopeInfo {
	s := &scopeInfo{isolated: isolated, parent: p.scope}
	p.scope = s
	return s
}

func (p *parser) popScope() { p.scope = p.scope.parent }

func (p *parser) advance() {
	p.prevEnd = p.tok.end
	p.before = p.tok
	if p.errStatus > 0 {
		// tokens shifted (parse_recover.go)
		p.errStatus = max(0, p.errStatus-p.shifted(p.tok))
	}
	p.tok = p.lx.next()
	if p.lx.err != nil {
		p.err = p.lx.err
		panic(bailout{})
	}
	if p.stop != nil {
		if p.ntok++; p.ntok&4095 == 0 {
			if err := p.stop(); err != nil {
				p.err = &syntaxError{pos: p.tok.pos, stop: err}
				panic(bailout{})
			}
		}
	}
}

// fin records where n ends (just past the last token consumed) unless that
// is known already: an inner node keeps its own end, as Ruby's does (the
// receiver of `(x).y` ends before the parenthesis).
func (p *parser) fin(n node) node {
	if n != nil && n.end() == 0 && p.prevEnd > n.pos() {
		n.setEnd(p.prevEnd)
	}
	return n
}

func (p *parser) failAt(pos int, format string, args ...any) {
	e := &syntaxError{pos: pos, msg: sprintf(format, args...)}
	if pos == p.tok.pos {
		e.end = p.tok.pos + p.tokLen(p.tok)
	}
	if strings.HasPrefix(e.msg, "syntax error,") {
		p.syntaxFail(e) // Ruby's parser goes on (parse_recover.go)
	}
	if p.err == nil {
		p.err = e
	}
	panic(bailout{})
}

func (p *parser) unsupported(pos int, what string) {
	if p.err == nil {
		p.err = &syntaxError{pos: pos, msg: what, unsupported: true}
	}
	panic(bailout{})
}

func describe(t token) string {
	switch t.kind {
	case tEOF:
		if t.text == "}" {
			return "'}'" // the end of an interpolation's code
		}
		return "end-of-input"
	case tNL:
		return "'\\n'"
	case tSemi:
		return "';'"
	case tInt, tBigInt:
		return "integer literal"
	case tNumLit:
		return "numeric literal"
	case tFloat:
		return "float literal"
	case tStr:
		return "string literal"
	case tSym, tDSym:
		return "symbol literal"
	case tRegex:
		return "regexp literal"
	case tIdent:
		return "local variable or method"
	case tConst:
		return "constant"
	case tIVar:
		return "instance variable"
	case tCVar:
		return "class variable"
	case tGVar:
		return "global variable"
	case tLabel:
		return "label"
	case tKw:
		if t.mod {
			return "`" + t.text + "' modifier"
		}
		return "`" + t.text + "'"
	}
	if isAssignOp(t.text) && t.text != "=" {
		return "operator-assignment" // Ruby's tOP_ASGN
	}
	switch t.text {
	case "\\":
		return "backslash"
	case "\\ ":
		return "escaped space"
	}
	s := strings.TrimSuffix(strings.TrimSuffix(t.text, "@"), "call")
	if s == "" {
		s = t.text
	}
	return opName(s)
}

// opName is how Ruby 3.1's parser names an operator token in a syntax
// error: a one-character token is a character literal of its grammar
// ('}', ','), a longer one (and the splat) its bare name (=>, &&, *).
func opName(s string) string {
	if len(s) == 1 && s != "*" {
		return "'" + s + "'"
	}
	return s
}

func (p *parser) unexpected() {
	if p.tok.pos == p.stmtStart && p.stmtExpect != "" {
		p.failAt(p.tok.pos, "syntax error, unexpected %s, expecting %s", describe(p.tok), p.stmtExpect)
	}
	p.failAt(p.tok.pos, "syntax error, unexpected %s", describe(p.tok))
}

// unexpectedExpecting is unexpected with what Ruby's parser names as the
// one token it expected there, when the token cannot continue a complete
// statement or list element: the closer of what is open (", expecting
// ')'", "`end'", "end-of-input"); want "" gives no detail.
func (p *parser) unexpectedExpecting(want string) {
	if want == "" {
		p.unexpected()
	}
	p.failAt(p.tok.pos, "syntax error, unexpected %s, expecting %s", describe(p.tok), want)
}

func (p *parser) isOp(s string) bool { return p.tok.kind == tOp && p.tok.text == s }
func (p *parser) isKw(s string) bool { return p.tok.kind == tKw && p.tok.text == s }
func (p *parser) isTerm() bool       { return p.tok.kind == tNL || p.tok.kind == tSemi }
func (p *parser) skipNL() {
	for p.tok.kind == tNL {
		p.advance()
	}
}
func (p *parser) skipTerms() {
	for p.tok.kind == tNL || p.tok.kind == tSemi {
		p.advance()
	}
}

// expectOp and expectKw take the closer of a body: after an empty body
// Ruby's parser names nothing as expected (emptyBody).
func (p *parser) expectOp(s string) {
	if !p.isOp(s) && s == "}" && p.emptyBody {
		p.unexpected()
	}
	if !p.isOp(s) {
		p.unexpectedExpecting(opName(strings.TrimSuffix(s, "@")))
	}
	p.advance()
}

func (p *parser) expectKw(s string) {
	if !p.isKw(s) && s == "end" && p.emptyBody {
		p.unexpected()
	}
	if !p.isKw(s) {
		p.failAt(p.tok.pos, "syntax error, unexpected %s, expecting `%s'", describe(p.tok), s)
	}
	p.advance()
}

func (p *parser) enter() {
	p.depth++
	if p.depth > maxParseDepth {
		p.failAt(p.tok.pos, "nesting too deep")
	}
}
func (p *parser) leave() { p.depth-- }

// atStmtEnd reports whether the current token ends a statement or a list.
func (p *parser) atStmtEnd() bool {
	switch p.tok.kind {
	case tEOF, tNL, tSemi:
		return true
	case tKw:
		switch p.tok.text {
		case "end", "else", "elsif", "when", "rescue", "ensure", "then", "do", "if", "unless", "while", "until", "and", "or", "in":
			return true
		}
	case tOp:
		switch p.tok.text {
		case "}", ")", "]", "=>":
			return true
		}
	}
	return false
}

func (p *parser) atBlockEnd() bool {
	if p.tok.kind == tEOF || p.isOp("}") || p.isOp(")") {
		return true
	}
	if p.tok.kind == tKw {
		switch p.tok.text {
		case "end", "else", "elsif", "when", "rescue", "ensure", "in":
			return true
		}
	}
	return false
}

// parseStmts parses statements up to a terminator it does not consume
// (end-of-input, a closing keyword or bracket): a keyword's body, which
// Ruby's parser expects to end with `end'. accept lists the keywords
// that end this body (parse_recover.go).
func (p *parser) parseStmts(accept string) *seqNode { return p.parseStmtsUntil("`end'", accept) }

// parseStmtsUntil is parseStmts where closer names the token that ends
// the statements for a syntax error ("'}'", "')'", "end-of-input"). A
// syntax error in them is reported and parsing goes on in this list, as
// Ruby's parser recovers (parse_recover.go).
func (p *parser) parseStmtsUntil(closer, accept string) *seqNode {
	seq := &seqNode{nodeBase: nodeBase{p: p.tok.pos}}
	always := p.bodyExpects
	p.bodyExpects = false
	saved := p.saveState()
	p.frames++
	defer func() { p.frames-- }()
	for !p.stmtsLoop(seq, closer, accept, always) {
		p.restoreState(saved)
		p.recoverInList()
		always = true // the list holds Ruby's `error stmt' now
	}
	return seq
}

// stmtsLoop parses the statements of a list; false when a syntax error
// it recorded stopped it.
func (p *parser) stmtsLoop(seq *seqNode, closer, accept string, always bool) (done bool) {
	defer func() {
		if r := recover(); r != nil {
			b, ok := r.(syntaxBail)
			if !ok {
				panic(r)
			}
			if b.skip > 0 {
				if p.frames == 1 {
					// the program's statements closed: Ruby's parser
					// has no state left to recover in and stops
					p.err = nil
					panic(bailout{})
				}
				panic(syntaxBail{skip: b.skip - 1})
			}
			done = false
		}
	}()
	for {
		p.skipTerms()
		if p.atBlockEnd() {
			p.emptyBody = len(seq.list) == 0 && !always
			p.stmtStart = -1
			if !p.accepts(accept) {
				// a closer of another construct
				if !p.emptyBody {
					p.closedList(accept)
				}
				p.closerFail(closer, accept)
			}
			return true
		}
		p.stmtStart, p.stmtExpect = p.tok.pos, ""
		if len(seq.list) > 0 || always {
			p.stmtExpect = closer
		}
		s := p.parseStmt()
		seq.list = append(seq.list, s)
		if !p.isTerm() && !p.atBlockEnd() {
			p.closedList(accept)
			p.unexpectedExpecting(closer)
		}
	}
}

func (p *parser) parseStmt() (n node) {
	defer func() { n = p.fin(n) }()
	p.enter()
	defer p.leave()
	e := p.parseExprStmt()
	for p.tok.kind == tKw {
		pos := p.tok.pos
		switch p.tok.text {
		case "if", "unless":
			neg := p.tok.text == "unless"
			p.advance()
			c := p.valueExpr(p.parseExprStmt())
			if neg {
				e = &ifNode{nodeBase: nodeBase{p: pos}, cond: c, els: e}
			} else {
				e = &ifNode{nodeBase: nodeBase{p: pos}, cond: c, then: e}
			}
		case "while", "until":
			until := p.tok.text == "until"
			p.advance()
			c := p.valueExpr(p.parseExprStmt())
			p.loopWrapped(e.pos())
			b, isBegin := e.(*beginNode)
			e = &whileNode{nodeBase: nodeBase{p: pos}, cond: c, body: e, until: until, doWhile: isBegin && b.rescues == nil && b.ensure == nil || isBegin}
		case "rescue":
			p.advance()
			p.ctl.rescue++
			r := p.parseExprStmt()
			p.ctl.rescue--
			e = &beginNode{nodeBase: nodeBase{p: e.pos()}, body: e, rescues: []rescueClause{{body: r, pos: pos}}}
		default:
			return e
		}
	}
	return e
}

func (p *parser) parseExprStmt() (n node) {
	defer func() { n = p.fin(n) }()
	l := p.parseNotExpr()
	for p.isKw("and") || p.isKw("or") {
		op := p.tok.text
		pos := p.tok.pos
		p.valueExpr(l)
		p.advance()
		p.skipNL()
		r := p.parseNotExpr()
		if op == "and" {
			l = &andNode{nodeBase{p: pos}, l, r}
		} else {
			l = &orNode{nodeBase{p: pos}, l, r}
		}
	}
	return l
}

func (p *parser) parseNotExpr() (n node) {
	defer func() { n = p.fin(n) }()
	if p.isKw("not") {
		pos := p.tok.pos
		p.advance()
		return &notNode{nodeBase{p: pos}, p.valueExpr(p.parseNotExpr())}
	}
	return p.parseExpr()
}

// parseExpr is an expression that may be a multiple assignment.
func (p *parser) parseExpr() (n node) {
	defer func() { n = p.fin(n) }()
	if p.isOp("*@") {
		return p.parseMultiAssign(nil)
	}
	if p.isOp("(") && p.looksLikeMlhs() {
		first := p.parseMlhsItem()
		return p.parseMultiAssign(first)
	}
	e := p.parseArg()
	if p.isOp(",") && assignable(e) && p.noDo == 0 {
		return p.parseMultiAssign(e)
	}
	// `expr => pattern` and `expr in pattern` (Ruby 3 pattern matching)
	if p.isOp("=>") || p.isKw("in") {
		pos := p.tok.pos
		raise := p.isOp("=>")
		p.valueExpr(e)
		p.advance()
		return &patMatchNode{nodeBase: nodeBase{p: pos}, val: e, pat: p.parseTopPattern(), raise: raise}
	}
	return e
}

// looksLikeMlhs reports whether a '(' starts a nested assignment target:
// `(a, b), c = ...`. It scans ahead for the matching ')' followed by ','
// or '=' (not '==').
func (p *parser) looksLikeMlhs() bool {
	src := p.src
	depth := 0
	for i := p.tok.pos; i < p.lx.end && i < len(src); i++ {
		switch src[i] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				j := i + 1
				for j < len(src) && (src[j] == ' ' || src[j] == '\t') {
					j++
				}
				if j < len(src) && (src[j] == ',' || src[j] == '=' && (j+1 >= len(src) || src[j+1] != '=' && src[j+1] != '~' && src[j+1] != '>')) {
					// the parenthesized part must itself be a list
					return strings.Contains(src[p.tok.pos:i], ",")
				}
				return false
			}
		case '\n', '"', '\'', '{', '}':
			return false
		}
	}
	return false
}

func (p *parser) parseMultiAssign(first node) (n node) {
	defer func() { n = p.fin(n) }()
	pos := p.tok.pos
	var targets []node
	if first != nil {
		pos = first.pos()
		targets = append(targets, p.toTarget(first))
	}
	comma := false
	for {
		if first != nil {
			if !p.isOp(",") {
				break
			}
			p.advance()
			comma = true
		}
		first = &nilNode{}
		if p.isOp("=") {
			break // a, = x
		}
		if p.isOp("*@") || p.isOp("*") {
			if hasSplat(targets) {
				p.failAt(p.tok.pos, "syntax error, unexpected *")
			}
			sp := p.tok.pos
			p.advance()
			if p.isOp(",") || p.isOp("=") {
				targets = append(targets, &splatNode{nodeBase{p: sp}, nil})
				continue
			}
			t := p.parseMlhsItem()
			targets = append(targets, &splatNode{nodeBase{p: sp}, t})
			continue
		}
		targets = append(targets, p.parseMlhsItem())
	}
	if !p.isOp("=") {
		p.failAt(p.tok.pos, "syntax error, unexpected %s, expecting '='", describe(p.tok))
	}
	if len(targets) == 1 && !comma {
		// (a, b) = rhs: the parentheses hold the whole list of targets
		// (Ruby's mlhs: tLPAREN mlhs_inner rparen), not a nested one
		if m, ok := targets[0].(*mlhsNode); ok {
			targets = m.targets
		}
	}
	p.advance()
	p.skipNL()
	vpos := p.tok.pos
	var vals []node
	for {
		if p.isOp("*@") {
			sp := p.tok.pos
			p.advance()
			vals = append(vals, &splatNode{nodeBase{p: sp}, p.valueExpr(p.parseArg())})
		} else {
			vals = append(vals, p.valueExpr(p.parseArg()))
		}
		if !p.isOp(",") {
			break
		}
		p.advance()
		p.skipNL()
	}
	var value node
	if len(vals) == 1 {
		if _, ok := vals[0].(*splatNode); !ok {
			value = vals[0]
		}
	}
	if value == nil {
		value = &arrayNode{nodeBase{p: vpos}, vals}
	}
	if p.isKw("rescue") {
		rpos := p.tok.pos
		p.advance()
		p.ctl.rescue++
		r := p.parseArg()
		p.ctl.rescue--
		value = &beginNode{nodeBase: nodeBase{p: rpos}, body: value, rescues: []rescueClause{{body: r, pos: rpos}}}
	}
	return &multiAssignNode{nodeBase: nodeBase{p: pos}, targets: targets, value: value}
}

func (p *parser) parseMlhsItem() node {
	if p.isOp("(") || p.isOp("(call") {
		pos := p.tok.pos
		p.advance()
		m := &mlhsNode{nodeBase: nodeBase{p: pos}}
		for {
			if p.isOp("*@") || p.isOp("*") {
				sp := p.tok.pos
				p.advance()
				if p.isOp(",") || p.isOp(")") {
					m.targets = append(m.targets, &splatNode{nodeBase{p: sp}, nil})
				} else {
					m.targets = append(m.targets, &splatNode{nodeBase{p: sp}, p.parseMlhsItem()})
				}
			} else {
				m.targets = append(m.targets, p.parseMlhsItem())
			}
			if !p.isOp(",") {
				break
			}
			p.advance()
		}
		p.expectOp(")")
		return m
	}
	e := p.parsePrimaryPostfix()
	if !assignable(e) {
		// Ruby's grammar wants the rest of an assignable primary
		p.unexpectedExpecting("'.' or &. or :: or '['")
	}
	return p.toTarget(e)
}

func assignable(n node) bool {
	switch x := n.(type) {
	case *lvarNode, *ivarNode, *gvarNode, *constNode, *cvarNode:
		return true
	case *callNode:
		if x.vcall {
			return true
		}
		if x.recv != nil && x.block == nil && !x.hasParen && (x.name == "[]" || len(x.args) == 0 && isIdentName(x.name)) {
			return true
		}
	}
	return false
}

func isIdentName(s string) bool {
	if s == "" || !isIdentStart(s[0]) {
		return false
	}
	last := s[len(s)-1]
	return last != '?' && last != '!'
}

// toTarget turns a parsed expression into an assignment target, declaring
// local variables.
func (p *parser) toTarget(n node) node {
	if c, ok := n.(*constNode); ok && p.inDef > 0 {
		// Ruby refuses a constant assigned in a method body when it
		// parses the file (Puppet then fails loading the function).
		end := identEnd(p.src, c.pos())
		if c.top && c.scope == nil {
			end = identEnd(p.src, c.pos()+2) // ::B
		}
		p.softFail(constPathStart(c), end, "dynamic constant assignment")
	}
	if c, ok := n.(*callNode); ok && c.vcall {
		return p.lvar(c.p, c.name)
	}
	if l, ok := n.(*lvarNode); ok {
		return l
	}
	return n
}

// parseArg is an assignment-level expression (Ruby's arg, with commands
// allowed on the right of an assignment).
func (p *parser) parseArg() (n node) {
	defer func() { n = p.fin(n) }()
	p.enter()
	defer p.leave()
	t0 := p.tok
	lhs := p.parseTernary()
	if p.tok.kind == tOp && p.prevEnd == t0.end && isAssignOp(p.tok.text) {
		if lhs = p.badAssignTarget(t0, lhs); lhs == nil {
			return p.parseArgRHS() // the file fails: an error is recorded
		}
	}
	if p.tok.kind == tOp && assignable(lhs) {
		op := p.tok.text
		switch {
		case op == "=":
			p.advance()
			p.skipNL()
			t := p.toTarget(lhs)
			v := p.parseArgRHS()
			return &assignNode{nodeBase{p: lhs.pos()}, t, v}
		case isAssignOp(op): // an operator-assignment (parse_checks.go's list)
			p.advance()
			p.skipNL()
			t := lhs
			if c, ok := lhs.(*constNode); !ok || c.scope == nil && !c.top {
				// A::B ||= 1 is allowed in a method body, B ||= 1 not
				t = p.toTarget(lhs)
				if ok && p.inDef > 0 {
					// Ruby 3.1 then fails to read the constant
					// back (parse.y's gettable of the result)
					defer p.softFailBare(c.pos(), "identifier false is not valid to get")
				}
			}
			v := p.parseArgRHS()
			return &opAssignNode{nodeBase{p: lhs.pos()}, t, strings.TrimSuffix(op, "="), v}
		}
	}
	return lhs
}

func (p *parser) parseArgRHS() (n node) {
	defer func() { n = p.fin(n) }()
	var v node
	if p.isOp("*@") {
		// a = *b
		sp := p.tok.pos
		p.advance()
		v = &arrayNode{nodeBase{p: sp}, []node{&splatNode{nodeBase{p: sp}, p.valueExpr(p.parseArg())}}}
	} else {
		v = p.valueExpr(p.parseArg())
	}
	if p.isOp(",") && p.noDo == 0 && p.inAssignRHSList() {
		// a = 1, 2 builds an array
		vals := []node{v}
		for p.isOp(",") {
			p.advance()
			p.skipNL()
			if p.isOp("*@") {
				sp := p.tok.pos
				p.advance()
				vals = append(vals, &splatNode{nodeBase{p: sp}, p.valueExpr(p.parseArg())})
			} else {
				vals = append(vals, p.valueExpr(p.parseArg()))
			}
		}
		v = &arrayNode{nodeBase{p: v.pos()}, vals}
	}
	if p.isKw("rescue") {
		pos := p.tok.pos
		p.advance()
		p.ctl.rescue++
		r := p.parseArg()
		p.ctl.rescue--
		v = &beginNode{nodeBase: nodeBase{p: pos}, body: v, rescues: []rescueClause{{body: r, pos: pos}}}
	}
	return v
}

// inAssignRHSList is true when a ',' after an assignment's value
// continues the value list (statement level), not an argument list.
func (p *parser) inAssignRHSList() bool { return p.argDepth == 0 }

func (p *parser) parseTernary() (n node) {
	defer func() { n = p.fin(n) }()
	c := p.parseRange()
	if p.isOp("?") {
		p.valueExpr(c)
		pos := p.tok.pos
		p.advance()
		p.skipNL()
		var a node
		if p.tok.kind == tLabel {
			// a ? b: c  (lexed as label b:)
			t := p.tok
			p.advance()
			a = p.identExpr(t)
			p.skipNL()
			b := p.parseTernaryBranch()
			return &ifNode{nodeBase{p: pos}, c, a, b}
		}
		a = p.parseTernaryBranch()
		p.skipNL()
		if p.tok.kind == tLabel {
			p.unexpected()
		}
		p.expectOp(":")
		p.skipNL()
		b := p.parseTernaryBranch()
		return &ifNode{nodeBase{p: pos}, c, a, b}
	}
	return c
}

// identExpr is the expression of a lone identifier token.
func (p *parser) identExpr(t token) node {
	if t.kind == tConst || t.kind == tLabel && t.text[0] >= 'A' && t.text[0] <= 'Z' {
		return &constNode{nodeBase: nodeBase{p: t.pos}, name: t.text}
	}
	if up, idx, ok := p.scope.lookup(t.text); ok {
		return &lvarNode{nodeBase{p: t.pos}, t.text, up, idx}
	}
	return p.markEvalSite(&callNode{nodeBase: nodeBase{p: t.pos}, name: t.text, vcall: true})
}

func (p *parser) parseTernaryBranch() node {
	e := p.parseTernary()
	if p.tok.kind == tOp && p.tok.text == "=" && assignable(e) {
		p.advance()
		t := p.toTarget(e)
		return &assignNode{nodeBase{p: e.pos()}, t, p.parseTernaryBranch()}
	}
	return e
}

func (p *parser) parseRange() (n node) {
	defer func() { n = p.fin(n) }()
	if p.isOp("..") || p.isOp("...") {
		// beginless range
		pos := p.tok.pos
		excl := p.tok.text == "..."
		p.advance()
		r := p.valueExpr(p.parseBinary(1))
		return &rangeNode{nodeBase{p: pos}, nil, r, excl}
	}
	l := p.parseBinary(1)
	if p.isOp("..") || p.isOp("...") {
		pos := p.tok.pos
		excl := p.tok.text == "..."
		p.advance()
		p.valueExpr(l)
		if p.atStmtEnd() {
			return &rangeNode{nodeBase{p: pos}, l, nil, excl}
		}
		r := p.valueExpr(p.parseBinary(1))
		return &rangeNode{nodeBase{p: pos}, l, r, excl}
	}
	return l
}

func (p *parser) binPrec(t token) int {
	if p.noPipe > 0 && t.kind == tOp && t.text == "|" {
		return 0
	}
	return binPrec(t)
}

func binPrec(t token) int {
	if t.kind != tOp {
		return 0
	}
	switch t.text {
	case "||":
		return 1
	case "&&":
		return 2
	case "<=>", "==", "===", "!=", "=~", "!~":
		return 4
	case "<", "<=", ">", ">=":
		return 5
	case "|", "^":
		return 6
	case "&":
		return 7
	case "<<", ">>":
		return 8
	case "+", "-":
		return 9
	case "*", "/", "%":
		return 10
	}
	return 0
}

func (p *parser) parseBinary(min int) (n node) {
	defer func() { n = p.fin(n) }()
	p.enter()
	defer p.leave()
	l := p.parseUnary()
	for {
		prec := p.binPrec(p.tok)
		if prec == 0 || prec < min {
			return l
		}
		op := p.tok.text
		pos := p.tok.pos
		p.advance()
		p.skipNL()
		var r node
		if op == "&&" || op == "||" {
			// `a && b = c` assigns
			r = p.parseBinary(prec + 1)
			if p.tok.kind == tOp && (p.tok.text == "=" || strings.HasSuffix(p.tok.text, "=") && len(p.tok.text) > 1 && p.tok.text != "==" && p.tok.text != "!=" && p.tok.text != ">=" && p.tok.text != "<=") && assignable(r) {
				t := p.toTarget(r)
				o := p.tok.text
				p.advance()
				v := p.valueExpr(p.parseArg())
				if o == "=" {
					r = &assignNode{nodeBase{p: r.pos()}, t, v}
				} else {
					r = &opAssignNode{nodeBase{p: r.pos()}, t, strings.TrimSuffix(o, "="), v}
				}
				p.fin(r)
			}
		} else {
			r = p.parseBinary(prec + 1)
		}
		// call_bin_op checks both operands, logop the left one
		p.valueExpr(l)
		if op != "&&" && op != "||" {
			p.valueExpr(r)
		}
		switch op {
		case "&&":
			l = &andNode{nodeBase{p: pos}, l, r}
		case "||":
			l = &orNode{nodeBase{p: pos}, l, r}
		case "!=":
			l = &callNode{nodeBase: nodeBase{p: pos}, recv: l, name: "!=", args: []node{r}}
		case "!~":
			// a method of its own (Kernel#!~ negates =~, a class may
			// define another), as != is
			l = &callNode{nodeBase: nodeBase{p: pos}, recv: l, name: "!~", args: []node{r}}
		case "=~":
			l = p.matchAssign(pos, l, r)
		default:
			l = &callNode{nodeBase: nodeBase{p: pos}, recv: l, name: op, args: []node{r}}
		}
		p.fin(l)
		if prec == 4 && binPrec(p.tok) == 4 {
			p.failAt(p.tok.pos, "syntax error, unexpected %s", describe(p.tok))
		}
	}
}

// matchAssign is l =~ r. With a regexp literal on the left that has no
// interpolation, Ruby assigns each named group that is a local variable
// name to that local variable (nil when the match fails): (?<unit>.*) =~ s
// makes unit. Written as: tmp = (l =~ r); name = $~&.[]("name") ...; tmp.
func (p *parser) matchAssign(pos int, l, r node) node {
	call := &callNode{nodeBase: nodeBase{p: pos}, recv: l, name: "=~", args: []node{r}}
	re, ok := l.(*regexNode)
	if !ok || re.static == nil {
		return call
	}
	var names []string
	for _, n := range re.static.re.Engine().GetGroupNames() {
		if isLocalName(n) && !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return call
	}
	tup, tidx := p.declare("=~") // a slot no Ruby name can reach
	tmp := &lvarNode{nodeBase{p: pos}, "=~", tup, tidx}
	seq := &seqNode{nodeBase: nodeBase{p: pos}, list: []node{&assignNode{nodeBase{p: pos}, tmp, call}}}
	for _, n := range names {
		up, idx := p.declare(n)
		get := &callNode{nodeBase: nodeBase{p: pos}, recv: &gvarNode{nodeBase{p: pos}, "$~"}, name: "[]",
			args: []node{&symNode{nodeBase{p: pos}, n}}, safeNav: true}
		seq.list = append(seq.list, &assignNode{nodeBase{p: pos}, &lvarNode{nodeBase{p: pos}, n, up, idx}, get})
	}
	seq.list = append(seq.list, tmp)
	return seq
}

func (p *parser) parseUnary() (n node) {
	defer func() { n = p.fin(n) }()
	p.enter()
	defer p.leave()
	pos := p.tok.pos
	switch {
	case p.isOp("!"):
		p.advance()
		return &notNode{nodeBase{p: pos}, p.valueExpr(p.parseUnary())}
	case p.isOp("-@"):
		p.advance()
		if p.tok.kind == tInt && !p.tok.spaceBefore {
			t := p.tok
			p.advance()
			n := p.parsePostfix(&intNode{nodeBase{p: pos}, -t.ival})
			if p.isOp("**") {
				// -2 ** 2 is -(2 ** 2)
				n2 := p.parsePow(p.parsePostfix(&intNode{nodeBase{p: pos}, t.ival}))
				return &callNode{nodeBase: nodeBase{p: pos}, recv: n2, name: "-@"}
			}
			return n
		}
		if p.tok.kind == tFloat && !p.tok.spaceBefore {
			t := p.tok
			p.advance()
			if p.isOp("**") {
				n2 := p.parsePow(p.parsePostfix(&floatNode{nodeBase{p: pos}, t.fval}))
				return &callNode{nodeBase: nodeBase{p: pos}, recv: n2, name: "-@"}
			}
			return p.parsePostfix(&floatNode{nodeBase{p: pos}, -t.fval})
		}
		if p.tok.kind == tBigInt && !p.tok.spaceBefore {
			t := p.tok
			p.advance()
			b := p.bigLit(t)
			return p.parsePostfix(&bigIntNode{nodeBase{p: pos}, b.Neg(b)})
		}
		operand := p.valueExpr(p.parsePow(p.parsePrimaryPostfix()))
		return &callNode{nodeBase: nodeBase{p: pos}, recv: operand, name: "-@"}
	case p.isOp("+@"):
		p.advance()
		return &callNode{nodeBase: nodeBase{p: pos}, recv: p.valueExpr(p.parseUnary()), name: "+@"}
	case p.isOp("~"):
		p.advance()
		return &callNode{nodeBase: nodeBase{p: pos}, recv: p.valueExpr(p.parseUnary()), name: "~"}
	case p.isOp("&@"):
		// `&blk` outside an argument list
		p.unexpected()
	case p.isKw("defined?"):
		p.advance()
		if p.isOp("(call") || p.isOp("(") {
			p.advance()
			p.skipNL()
			v := p.parseExprStmt()
			p.skipNL()
			p.expectOp(")")
			return p.parsePostfix(&definedNode{nodeBase{p: pos}, v})
		}
		return &definedNode{nodeBase{p: pos}, p.parseUnary()}
	case p.isKw("not"):
		p.advance()
		return &notNode{nodeBase{p: pos}, p.valueExpr(p.parseUnary())}
	}
	return p.parsePow(p.parsePrimaryPostfix())
}

func (p *parser) bigLit(t token) *big.Int {
	b, ok := new(big.Int).SetString(t.words[0], int(t.ival))
	if !ok {
		p.failAt(t.pos, "invalid integer literal")
	}
	return b
}

func (p *parser) parsePow(base node) node {
	if p.isOp("**") {
		pos := p.tok.pos
		p.advance()
		p.skipNL()
		exp := p.parseUnary() // right associative, binds unary minus
		p.valueExpr(base)
		p.valueExpr(exp)
		return p.fin(&callNode{nodeBase: nodeBase{p: pos}, recv: base, name: "**", args: []node{exp}})
	}
	return base
}

func (p *parser) parsePrimaryPostfix() node {
	return p.parsePostfix(p.parsePrimary())
}

func (p *parser) parsePostfix(n node) node {
	for {
		switch {
		case p.isOp(".") || p.isOp("&."):
			p.valueExpr(n)
			safe := p.tok.text == "&."
			p.advance()
			p.skipNL()
			name, pos := p.methodName()
			c := &callNode{nodeBase: nodeBase{p: pos}, recv: n, name: name, safeNav: safe}
			n = p.fin(p.parseCallRest(c))
		case p.isOp("::"):
			p.valueExpr(n)
			p.advance()
			if p.tok.kind == tConst {
				name, pos := p.tok.text, p.tok.pos
				p.advance()
				if p.isOp("(call") || p.tok.kind == tStr && p.tok.spaceBefore {
					n = p.fin(p.parseCallRest(&callNode{nodeBase: nodeBase{p: pos}, recv: n, name: name}))
				} else {
					n = p.fin(&constNode{nodeBase: nodeBase{p: pos}, scope: n, name: name})
				}
				continue
			}
			name, pos := p.methodName()
			n = p.fin(p.parseCallRest(&callNode{nodeBase: nodeBase{p: pos}, recv: n, name: name}))
		case p.isOp("["):
			p.valueExpr(n)
			pos := p.tok.pos
			p.advance()
			args := p.parseArgList("]")
			c := &callNode{nodeBase: nodeBase{p: pos}, recv: n, name: "[]", args: args}
			n = c
			if p.isOp("{") {
				// x[1] { } passes a block to []
				c.block = p.parseBlock(true)
			}
			p.fin(c)
		default:
			return n
		}
	}
}

// methodName reads a method name after '.' or '::'.
func (p *parser) methodName() (string, int) {
	t := p.tok
	switch t.kind {
	case tIdent, tConst, tKw:
		p.advance()
		return t.text, t.pos
	case tLabel:
		p.unexpected()
	case tOp:
		switch t.text {
		case "<<", ">>", "+", "-", "*", "/", "%", "**", "==", "!=", "<", ">", "<=", ">=", "<=>", "===", "=~", "!~", "&", "|", "^", "!", "~", "`":
			// the name ends an operand: a newline after x.% ends the call
			p.lx.opName = true
			p.advance()
			return t.text, t.pos
		case "[", "[@":
			p.advance()
			// x.[](i): the '(' after the name opens its arguments
			p.lx.opName = true
			p.expectOp("]")
			return "[]", t.pos
		case "+@", "-@":
			p.advance()
			return t.text[:1], t.pos
		case "(call", "(":
			p.tok.text = "(call"
			return "call", t.pos
		}
	}
	// Ruby's parser names nothing after '.' (x = 1.\n 'ok')
	p.unexpected()
	return "", 0
}

// canStartArg reports whether the current token begins a command argument.
func (p *parser) canStartArg() bool {
	t := p.tok
	if isValueTok(t.kind) {
		return true
	}
	switch t.kind {
	case tKw:
		switch t.text {
		case "nil", "true", "false", "self", "defined?", "__FILE__", "__LINE__", "__ENCODING__", "not", "__method__", "def", "lambda", "proc", "case", "if", "unless", "while", "begin", "yield", "super", "__dir__":
			if (t.text == "if" || t.text == "unless" || t.text == "while") && true {
				return false // modifiers
			}
			return true
		}
	case tOp:
		switch t.text {
		case "[@", "-@", "+@", "*@", "**@", "&@", "::@", "!", "~", "->", "..", "...":
			return t.text != ".." && t.text != "..." || t.spaceBefore
		case "(":
			return t.spaceBefore
		}
	}
	return false
}

// parseCallRest parses the arguments and block of a method call whose
// name has been read.
func (p *parser) parseCallRest(c *callNode) node {
	p.markEvalSite(c)
	if p.isOp("(call") {
		c.hasParen = true
		p.advance()
		c.args = p.parseArgList(")")
	} else if p.canStartArg() && !(p.tok.kind == tLabel && c.recv == nil && false) {
		p.noDo++
		p.argDepth++
		c.args = p.parseCommandArgs()
		p.argDepth--
		p.noDo--
	}
	p.parseBlockFor(c)
	// obj.attr = v, obj.attr += v are handled by parseArg (assignable)
	return c
}

func (p *parser) parseBlockFor(c *callNode) {
	if p.isOp("{") {
		c.block = p.parseBlock(true)
	} else if p.isKw("do") && p.noDo == 0 {
		c.block = p.parseBlock(false)
	}
	if c.block != nil {
		for _, a := range c.args {
			if _, ok := a.(*blockPassNode); ok {
				p.failAt(c.block.p, "both block arg and actual block given")
			}
		}
	}
}

func (p *parser) parseCommandArgs() []node {
	var args []node
	var kw *hashNode
	for {
		p.parseOneArg(&args, &kw)
		if !p.isOp(",") {
			break
		}
		p.advance()
		p.skipNL()
	}
	if kw != nil {
		args = append(args, kw)
	}
	return args
}

// parseArgList parses arguments up to the closing bracket (consumed).
func (p *parser) parseArgList(closeTok string) []node {
	saved := p.noDo
	p.noDo = 0
	p.argDepth++
	defer func() { p.noDo = saved; p.argDepth-- }()
	var args []node
	var kw *hashNode
	p.skipNL()
	for !p.isOp(closeTok) {
		if p.tok.kind == tEOF {
			// the input ends where an argument should start: Ruby's parser
			// names the closer
			p.unexpectedExpecting(opName(closeTok))
		}
		p.parseOneArg(&args, &kw)
		p.skipNL()
		if !p.isOp(",") {
			break
		}
		p.advance()
		p.skipNL()
		if !p.isOp(closeTok) && !p.startsCallArg(kw != nil) {
			// after a ',' (a trailing one is allowed) Ruby's parser
			// has reduced the list and expects its closer
			p.unexpectedExpecting(opName(closeTok))
		}
	}
	p.skipNL()
	p.expectOp(closeTok)
	if kw != nil {
		if closeTok == "]" {
			// [a: 1] is an array holding a hash
			kw.kw = false
		}
		args = append(args, kw)
	}
	return args
}

func (p *parser) parseOneArg(args *[]node, kw **hashNode) {
	pos := p.tok.pos
	addKw := func(k, v node) {
		if *kw == nil {
			*kw = &hashNode{nodeBase: nodeBase{p: pos}, kw: true}
		}
		(*kw).keys = append((*kw).keys, k)
		(*kw).vals = append((*kw).vals, v)
	}
	switch {
	case p.isOp("*@"):
		p.advance()
		if p.isOp(",") || p.isOp(")") {
			// f(*): anonymous rest forwarding is Ruby 3.2's; 3.1
			// refuses it
			p.unexpected()
		}
		*args = append(*args, &splatNode{nodeBase{p: pos}, p.valueExpr(p.parseArg())})
	case p.isOp("**@"):
		p.advance()
		addKw(nil, &splatNode{nodeBase{p: pos}, p.valueExpr(p.parseArg())})
	case p.isOp("...") && p.isLocal(fwdRest):
		p.fwdArgs(pos, args, addKw)
	case p.isOp("...") && strings.HasPrefix(strings.TrimLeft(p.src[p.tok.end:], " \t"), ")"):
		// g(...) in a method without (...) parameters: Ruby 3.1
		// reports it and goes on (parse.y's args_forward)
		p.softFailBare(pos, "unexpected ...")
		p.advance()
	case p.isOp("&@"):
		p.advance()
		if p.isOp(")") || p.isOp(",") {
			*args = append(*args, &blockPassNode{nodeBase{p: pos}, nil})
			return
		}
		*args = append(*args, &blockPassNode{nodeBase{p: pos}, p.valueExpr(p.parseArg())})
	case p.tok.kind == tLabel:
		t := p.tok
		p.advance()
		p.skipNL()
		if p.isOp(",") || p.isOp(")") || p.atStmtEnd() && !p.isOp("]") {
			// f(x:) takes the value of x
			addKw(&symNode{nodeBase{p: pos}, t.text}, p.identExpr(t))
			return
		}
		addKw(&symNode{nodeBase{p: pos}, t.text}, p.valueExpr(p.parseArgNoMulti()))
	case p.tok.kind == tStr && p.isStrLabel():
		s := p.strNode(p.tok)
		p.advance() // string
		p.advance() // ':'
		p.skipNL()
		addKw(&dsymNode{nodeBase{p: pos}, s}, p.valueExpr(p.parseArgNoMulti()))
	default:
		e := p.valueExpr(p.parseNoMultiArg())
		if p.isOp("=>") {
			p.advance()
			p.skipNL()
			addKw(e, p.valueExpr(p.parseArgNoMulti()))
			return
		}
		if *kw != nil {
			// after keywords Ruby's grammar reads associations (and a
			// block pass): this is a key without its value
			p.unexpectedExpecting("=>")
		}
		*args = append(*args, e)
	}
}

// isStrLabel reports a "string": label (the ':' right after the string).
func (p *parser) isStrLabel() bool {
	e := p.tok.end
	return e < len(p.src) && p.src[e] == ':' && (e+1 >= len(p.src) || p.src[e+1] != ':') && (p.src[p.tok.pos] == '"' || p.src[p.tok.pos] == '\'')
}

func (p *parser) parseArgNoMulti() node {
	p.argDepth++
	defer func() { p.argDepth-- }()
	return p.parseArg()
}

func (p *parser) parseNoMultiArg() node {
	p.argDepth++
	defer func() { p.argDepth-- }()
	if p.isKw("not") {
		pos := p.tok.pos
		p.advance()
		return &notNode{nodeBase{p: pos}, p.valueExpr(p.parseArg())}
	}
	return p.parseArg()
}

// blockParse tracks a block's numbered parameters while it is parsed.
func (p *parser) parseBlock(brace bool) *blockNode {
	pos := p.tok.pos
	p.advance()
	b := &blockNode{nodeBase: nodeBase{p: pos}}
	b.scope = p.pushScope(false)
	defer p.popScope()
	defer p.enterCtl(ctlContext{block: 1})()
	bp := p.pushBlock(b.scope)
	defer func() {
		p.popBlock(bp)
		if bp.maxNum > 0 && b.params == nil {
			b.params = &paramList{}
			for i := 1; i <= bp.maxNum; i++ {
				_, idx, _ := b.scope.lookup("_" + string(rune('0'+i)))
				b.params.list = append(b.params.list, param{kind: pReq, name: "_" + string(rune('0'+i)), idx: idx})
			}
		}
	}()
	saved, savedArg := p.noDo, p.argDepth
	p.noDo, p.argDepth = 0, 0
	defer func() { p.noDo, p.argDepth = saved, savedArg }()
	p.skipNL()
	if p.isOp("||") {
		p.advance()
		b.params = &paramList{}
		bp.explicit = true
	} else if p.isOp("|") {
		p.advance()
		b.params = p.parseParams("|", true)
		p.expectOp("|")
		bp.explicit = true
	}
	if brace {
		b.body = p.parseStmtsUntil("'}'", "} ^")
		p.expectOp("}")
	} else {
		b.body = p.parseBodyWithRescue(pos, "^")
		p.expectKw("end")
	}
	return b
}

// parseLambda parses -> (params) { body } / do body end.
func (p *parser) parseLambda() node {
	pos := p.tok.pos
	p.advance()
	b := &blockNode{nodeBase: nodeBase{p: pos}, lambda: true}
	b.scope = p.pushScope(false)
	defer p.popScope()
	defer p.enterCtl(ctlContext{block: 1})()
	bp := p.pushBlock(b.scope)
	defer func() {
		p.popBlock(bp)
		if bp.maxNum > 0 && len(b.params.list) == 0 {
			// -> { _1 + _2 } takes two parameters
			for i := 1; i <= bp.maxNum; i++ {
				_, idx, _ := b.scope.lookup("_" + string(rune('0'+i)))
				b.params.list = append(b.params.list, param{kind: pReq, name: "_" + string(rune('0'+i)), idx: idx})
			}
		}
	}()
	saved, savedArg := p.noDo, p.argDepth
	p.noDo, p.argDepth = 0, 0
	defer func() { p.noDo, p.argDepth = saved, savedArg }()
	if p.isOp("(") || p.isOp("(call") {
		p.advance()
		b.params = p.parseParams(")", true)
		p.expectOp(")")
		bp.explicit = true
	} else if !p.isOp("{") && !p.isKw("do") {
		b.params = p.parseParams("{", true)
		bp.explicit = true
	}
	if b.params == nil {
		b.params = &paramList{}
	}
	if p.isOp("{") {
		p.advance()
		b.body = p.parseStmtsUntil("'}'", "}")
		p.expectOp("}")
	} else {
		p.expectKw("do")
		b.body = p.parseBodyWithRescue(pos, "")
		p.expectKw("end")
	}
	return &callNode{nodeBase: nodeBase{p: pos}, name: "lambda", block: b}
}

// parseParams parses block or method parameters up to closeTok (not
// consumed). block says whether they are block parameters (which shadow
// outer locals and may be destructured).
func (p *parser) parseParams(closeTok string, block bool) *paramList {
	pl := &paramList{}
	p.skipNL()
	seenRest := false
	if p.paramSeen == nil {
		p.paramSeen = map[string]bool{}
		defer func() { p.paramSeen = nil }()
	}
	// checkName records a parameter's name token: Ruby 3.1 refuses a name
	// given twice (but for names starting with _) and _1.._9.
	checkName := func(t token, name string) {
		if isNumberedParamName(name) {
			p.softFailBare(t.pos, name+" is reserved for numbered parameter")
			return
		}
		if p.paramSeen[name] && name[0] != '_' {
			p.softFail(t.pos, t.end, "duplicated argument name")
		}
		p.paramSeen[name] = true
	}
	// Ruby 3.1's order: required, optional, *rest, post-required, keywords,
	// **rest, &block; what follows the block or a second *rest is a syntax
	// error (checked for parenthesized lists, whose expected closer is
	// known).
	seenBlock, seenKw, seenKwRest := false, false, false
	atEnd := func() bool {
		if closeTok == "\n" {
			return p.isTerm() || p.tok.kind == tEOF
		}
		if closeTok == "{" {
			return p.isOp("{") || p.isKw("do")
		}
		return p.isOp(closeTok)
	}
	decl := func(name string) int {
		if block {
			return p.declareHere(name)
		}
		_, idx := p.declare(name)
		return idx
	}
	for !atEnd() {
		var prm param
		prm.idx = -1
		if seenKwRest && closeTok == ")" && (p.tok.kind == tIdent || p.tok.kind == tLabel || p.isOp("*@") || p.isOp("*") || p.isOp("**@") || p.isOp("**")) {
			// only &block may follow **rest
			what := describe(p.tok)
			if p.isOp("**@") || p.isOp("**") {
				what = "**arg"
			}
			p.failAt(p.tok.pos, "syntax error, unexpected %s, expecting & or '&'", what)
		}
		switch {
		case p.isOp("*@") || p.isOp("*"):
			if (seenRest || seenKw) && closeTok == ")" {
				p.failAt(p.tok.pos, "syntax error, unexpected *")
			}
			p.advance()
			prm.kind = pRest
			seenRest = true
			if p.tok.kind == tIdent {
				prm.name = p.tok.text
				checkName(p.tok, prm.name)
				p.advance()
			}
		case p.isOp("**@") || p.isOp("**"):
			p.advance()
			seenKwRest = true
			prm.kind = pKeyRest
			if p.isKw("nil") {
				p.advance()
				prm.kind = pNoKey
			} else if p.tok.kind == tIdent {
				prm.name = p.tok.text
				checkName(p.tok, prm.name)
				p.advance()
			}
		case p.isOp("&@") || p.isOp("&"):
			p.advance()
			prm.kind = pBlock
			seenBlock = true
			if p.tok.kind == tIdent {
				prm.name = p.tok.text
				checkName(p.tok, prm.name)
				p.advance()
			} else if !block {
				// def m(&): Ruby 3.1 names it & (Method#parameters)
				prm.name = fwdBlock
			}
		case p.isOp("...") && !block:
			// def m(a, ...): Ruby 3.1 makes it (a, *, **, &) with the
			// three named *, ** and & (Method#parameters shows them so),
			// locals no code can name but a call's (...) (fwdArgs).
			p.advance()
			if !atEnd() {
				p.unexpected()
			}
			for _, f := range []param{{kind: pRest, name: fwdRest}, {kind: pKeyRest, name: fwdKw}, {kind: pBlock, name: fwdBlock}} {
				f.idx = decl(f.name)
				pl.list = append(pl.list, f)
			}
			return pl
		case p.isOp("(") || p.isOp("(call"):
			p.advance()
			prm.sub = p.parseParams(")", true)
			p.expectOp(")")
			prm.kind = pReq
			if seenRest {
				prm.kind = pPost
			}
		case p.tok.kind == tLabel:
			prm.name = p.tok.text
			checkName(p.tok, prm.name)
			seenKw = true
			p.advance()
			if p.isOp(",") || atEnd() || p.isOp("|") || p.isTerm() {
				prm.kind = pKeyReq
			} else {
				prm.kind = pKey
				prm.idx = decl(prm.name)
				// in a block's |...| the closing '|' is not an operator
				// of the default (proc { |v, width: 4| ... })
				if closeTok == "|" {
					p.noPipe++
				}
				prm.dflt = p.valueExpr(p.parseTernary())
				if closeTok == "|" {
					p.noPipe--
				}
			}
		case p.tok.kind == tConst || p.tok.kind == tIVar || p.tok.kind == tCVar || p.tok.kind == tGVar:
			// Ruby reports it and goes on (parse.y's formal_argument)
			p.softFail(p.tok.pos, p.tok.end, "formal argument cannot be "+formalArgKind(p.tok.kind))
			fallthrough
		case p.tok.kind == tIdent:
			prm.name = p.tok.text
			checkName(p.tok, prm.name)
			p.advance()
			prm.kind = pReq
			if seenRest {
				prm.kind = pPost
			}
			if p.isOp("=") && seenRest && closeTok == ")" {
				p.unexpectedExpecting("')'")
			}
			if p.isOp("=") {
				p.advance()
				prm.kind = pOpt
				prm.idx = decl(prm.name)
				if closeTok == "|" {
					p.noPipe++
				}
				prm.dflt = p.valueExpr(p.parseTernary())
				if closeTok == "|" {
					p.noPipe--
				}
			}
		default:
			if len(pl.list) == 0 && closeTok == ")" {
				// def m(: Ruby's parser can still take the empty list
				p.unexpectedExpecting("')'")
			}
			p.unexpected()
		}
		if prm.name != "" && prm.idx < 0 {
			prm.idx = decl(prm.name)
		}
		pl.list = append(pl.list, prm)
		if p.isOp(",") && seenBlock && closeTok == ")" {
			p.unexpectedExpecting("')'")
		}
		if p.isOp(",") {
			p.advance()
			p.skipNL()
			if atEnd() {
				pl.trailingComma = true
			}
			continue
		}
		break
	}
	if p.tok.kind == tSemi && block {
		// block-local variables |a; b, c|
		p.advance()
		for p.tok.kind == tIdent {
			checkName(p.tok, p.tok.text)
			pl.locals = append(pl.locals, p.declareHere(p.tok.text))
			p.advance()
			if !p.isOp(",") {
				break
			}
			p.advance()
		}
	}
	return pl
}

func (p *parser) parseBodyWithRescue(pos int, wrap string) node {
	body := p.parseStmts("rescue else ensure end " + wrap)
	if !p.isKw("rescue") && !p.isKw("ensure") && !p.isKw("else") {
		return body
	}
	b := &beginNode{nodeBase: nodeBase{p: pos}, body: body}
	for p.isKw("rescue") {
		rc := rescueClause{pos: p.tok.pos}
		p.advance()
		for !p.isTerm() && !p.isKw("then") && !p.isOp("=>") {
			rc.classes = append(rc.classes, p.parseCondItem())
			if !p.isOp(",") {
				break
			}
			p.advance()
			p.skipNL()
		}
		if p.isOp("=>") {
			p.advance()
			t := p.parsePrimaryPostfix()
			if !assignable(t) {
				p.failAt(t.pos(), "syntax error, unexpected rescue target")
			}
			rc.target = p.toTarget(t)
		}
		if p.isKw("then") {
			p.advance()
		}
		p.ctl.rescue++
		rc.body = p.parseStmts("rescue else ensure end " + wrap)
		p.ctl.rescue--
		b.rescues = append(b.rescues, rc)
	}
	if p.isKw("else") {
		if len(b.rescues) == 0 {
			p.softFail(p.tok.pos, p.tok.end, "else without rescue is useless")
		}
		p.advance()
		b.els = p.parseStmts("ensure end " + wrap)
	}
	if p.isKw("ensure") {
		p.advance()
		b.ensure = p.parseStmts("end " + wrap)
	}
	return b
}

func (p *parser) parseThen() {
	if p.isTerm() {
		p.skipTerms()
		if p.isKw("then") {
			p.advance()
		}
		return
	}
	if p.isKw("then") {
		p.advance()
		return
	}
	p.failAt(p.tok.pos, "syntax error, unexpected %s, expecting `then' or ';' or '\\n'", describe(p.tok))
}

// parseWhenThen is parseThen after a when clause's values, where a ','
// could continue the list.
func (p *parser) parseWhenThen() {
	if !p.isTerm() && !p.isKw("then") {
		p.failAt(p.tok.pos, "syntax error, unexpected %s, expecting `then' or ',' or ';' or '\\n'", describe(p.tok))
	}
	p.parseThen()
}

func (p *parser) parseIf(pos int, unless bool) node {
	p.noDo++
	cond := p.valueExpr(p.parseExprStmt())
	p.noDo--
	p.condTail(cond)
	p.parseThen()
	accept := "elsif else end"
	if unless {
		accept = "else end"
	}
	then := p.parseStmts(accept)
	n := &ifNode{nodeBase: nodeBase{p: pos}, cond: cond}
	if unless {
		n.els = then
	} else {
		n.then = then
	}
	switch {
	case p.isKw("elsif"):
		if unless {
			p.unexpected()
		}
		epos := p.tok.pos
		p.advance()
		n.els = p.parseIf(epos, false)
		return n
	case p.isKw("else"):
		p.advance()
		e := p.parseStmts("end")
		if unless {
			n.then = e
		} else {
			n.els = e
		}
	}
	p.expectKw("end")
	return n
}

func (p *parser) parseValueOpt() node {
	if p.atStmtEnd() || p.tok.kind == tOp && (binPrec(p.tok) > 0 || p.tok.text == "?" || p.tok.text == "." || p.tok.text == "&." || p.tok.text == "**") {
		// `return && x`, `(return).y`: the keyword is a value of its own
		return nil
	}
	pos := p.tok.pos
	var v node
	if p.isOp("*@") {
		sp := p.tok.pos
		p.advance()
		v = &arrayNode{nodeBase{p: sp}, []node{&splatNode{nodeBase{p: sp}, p.parseArg()}}}
	} else {
		args := p.parseCommandArgs()
		if len(args) == 1 {
			if h, ok := args[0].(*hashNode); ok {
				h.kw = false
			}
			return args[0]
		}
		for _, a := range args {
			if h, ok := a.(*hashNode); ok {
				h.kw = false
			}
		}
		return &arrayNode{nodeBase{p: pos}, args}
	}
	return v
}

func (p *parser) parsePrimary() (n node) {
	defer func() { n = p.fin(n) }()
	p.enter()
	defer p.leave()
	t := p.tok
	pos := t.pos
	switch t.kind {
	case tInt:
		p.advance()
		return &intNode{nodeBase{p: pos}, t.ival}
	case tBigInt:
		p.advance()
		return &bigIntNode{nodeBase{p: pos}, p.bigLit(t)}
	case tFloat:
		p.advance()
		return &floatNode{nodeBase{p: pos}, t.fval}
	case tNumLit:
		p.advance()
		return p.numLit(t)
	case tStr:
		p.advance()
		if t.text == "`" {
			return &xstrNode{nodeBase{p: pos}, p.strNode(t)}
		}
		s := p.strNode(t)
		for p.tok.kind == tStr && p.tok.text != "`" {
			s.parts = append(s.parts, p.strNode(p.tok).parts...)
			p.advance()
		}
		s.frozen = p.frozen && len(s.parts) <= 1 && (len(s.parts) == 0 || s.parts[0].code == nil)
		return s
	case tSym:
		p.advance()
		return &symNode{nodeBase{p: pos}, t.text}
	case tDSym:
		p.advance()
		return &dsymNode{nodeBase{p: pos}, p.strNode(t)}
	case tRegex:
		p.advance()
		opts := regexpOptsFromFlags(t.text)
		r := &regexNode{nodeBase: nodeBase{p: pos}, str: p.strNode(t), opts: opts, once: strings.Contains(t.text, "o")}
		if len(r.str.parts) <= 1 && (len(r.str.parts) == 0 || r.str.parts[0].code == nil) {
			src := ""
			if len(r.str.parts) == 1 {
				src = r.str.parts[0].lit
			}
			re, err := newRegexp(src, opts)
			if u, ok := err.(*regexpUnsupported); ok {
				p.unsupported(pos, u.what)
			}
			if err != nil {
				p.failAt(pos, "%s", err.Error())
			}
			r.static = re
		}
		return r
	case tWords, tSymbols:
		p.advance()
		a := &arrayNode{nodeBase: nodeBase{p: pos}}
		for _, wp := range t.wparts {
			// %W[a#{x} b], %I[...]: each word a string (symbol) of its own
			s := p.strNode(token{pos: pos, parts: wp})
			if t.kind == tWords {
				a.elems = append(a.elems, s)
			} else {
				a.elems = append(a.elems, &dsymNode{nodeBase{p: pos}, s})
			}
		}
		for _, w := range t.words {
			if t.kind == tWords {
				a.elems = append(a.elems, &strNode{nodeBase{p: pos}, []strPart{{lit: w}}, false})
			} else {
				a.elems = append(a.elems, &symNode{nodeBase{p: pos}, w})
			}
		}
		return a
	case tIVar:
		p.advance()
		return &ivarNode{nodeBase{p: pos}, t.text}
	case tCVar:
		p.advance()
		return &cvarNode{nodeBase{p: pos}, t.text}
	case tGVar:
		p.advance()
		return &gvarNode{nodeBase{p: pos}, t.text}
	case tConst:
		p.advance()
		if p.isOp("(call") {
			return p.parseCallRest(&callNode{nodeBase: nodeBase{p: pos}, name: t.text})
		}
		if p.lvarCommand() {
			// Integer "3", Integer key: command call of a constant-named method
			return p.parseCallRest(&callNode{nodeBase: nodeBase{p: pos}, name: t.text})
		}
		return &constNode{nodeBase: nodeBase{p: pos}, name: t.text}
	case tLabel:
		p.failAt(pos, "syntax error, unexpected label")
	case tIdent:
		p.advance()
		if isNumberedParamName(t.text) {
			p.numberedParam(pos, t.text)
		}
		if p.isLocal(t.text) && !p.isOp("(call") && !p.lvarCommand() {
			up, idx, _ := p.scope.lookup(t.text)
			return &lvarNode{nodeBase{p: pos}, t.text, up, idx}
		}
		c := &callNode{nodeBase: nodeBase{p: pos}, name: t.text}
		n := p.parseCallRest(c)
		if c.args == nil && !c.hasParen && c.block == nil {
			c.vcall = true
		}
		return n
	case tOp:
		switch t.text {
		case "(", "(call":
			p.advance()
			saved, savedArg := p.noDo, p.argDepth
			p.noDo, p.argDepth = 0, 0
			body := p.parseStmtsUntil("')'", ")")
			p.noDo, p.argDepth = saved, savedArg
			p.expectOp(")")
			if len(body.list) == 1 {
				return body.list[0]
			}
			if len(body.list) == 0 {
				return &nilNode{nodeBase{p: pos}}
			}
			return body
		case "[@", "[":
			p.advance()
			elems := p.parseArgList("]")
			return &arrayNode{nodeBase{p: pos}, elems}
		case "{":
			return p.parseHash()
		case "::@":
			p.advance()
			if p.tok.kind != tConst {
				p.unexpected()
			}
			name := p.tok.text
			p.advance()
			return &constNode{nodeBase: nodeBase{p: pos}, name: name, top: true}
		case "->":
			return p.parseLambda()
		case "-@", "+@", "!", "~":
			return p.parseUnary()
		case "..", "...":
			return p.parseRange()
		}
	case tKw:
		switch t.text {
		case "nil":
			p.advance()
			return &nilNode{nodeBase{p: pos}}
		case "true":
			p.advance()
			return &trueNode{nodeBase{p: pos}}
		case "false":
			p.advance()
			return &falseNode{nodeBase{p: pos}}
		case "self":
			p.advance()
			return &selfNode{nodeBase{p: pos}}
		case "__FILE__":
			p.advance()
			return &fileNode{nodeBase{p: pos}}
		case "__LINE__":
			p.advance()
			line, _ := p.file.Position(pos)
			return &intNode{nodeBase{p: pos}, int64(line)}
		case "__ENCODING__":
			p.advance()
			return &encodingNode{nodeBase{p: pos}}
		case "__method__":
			p.advance()
			return &callNode{nodeBase: nodeBase{p: pos}, name: "__method__", vcall: true}
		case "if", "unless":
			p.advance()
			return p.parseIf(pos, t.text == "unless")
		case "while", "until":
			p.advance()
			p.noDo++
			cond := p.valueExpr(p.parseExprStmt())
			p.noDo--
			if p.isKw("do") {
				p.advance()
			} else {
				p.condTail(cond)
				p.parseThenLoop()
			}
			p.ctl.loop++
			body := p.parseStmts("end")
			p.ctl.loop--
			p.expectKw("end")
			return &whileNode{nodeBase: nodeBase{p: pos}, cond: cond, body: body, until: t.text == "until"}
		case "for":
			p.advance()
			var vars []node
			for {
				if p.isOp("(") {
					vars = append(vars, p.parseMlhsItem())
				} else {
					e := p.parsePrimaryPostfix()
					if !assignable(e) {
						p.unexpected()
					}
					vars = append(vars, p.toTarget(e))
				}
				if !p.isOp(",") {
					break
				}
				p.advance()
			}
			p.expectKw("in")
			p.noDo++
			iter := p.valueExpr(p.parseExprStmt())
			p.noDo--
			if p.isKw("do") {
				p.advance()
			} else {
				p.parseThenLoop()
			}
			body := p.parseStmts("end")
			p.expectKw("end")
			return &forNode{nodeBase: nodeBase{p: pos}, vars: vars, iter: iter, body: body}
		case "case":
			return p.parseCase()
		case "begin":
			p.advance()
			body := p.parseBodyWithRescue(pos, "")
			p.expectKw("end")
			if b, ok := body.(*beginNode); ok {
				return b
			}
			return &beginNode{nodeBase: nodeBase{p: pos}, body: body}
		case "def":
			return p.parseDef()
		case "class":
			return p.parseClass()
		case "module":
			return p.parseModule()
		case "return":
			if p.ctl.class {
				p.softFail(pos, p.tok.end, "Invalid return in class/module body")
			}
			p.advance()
			return &returnNode{nodeBase{p: pos}, p.parseValueOpt()}
		case "break":
			p.advance()
			return &breakNode{nodeBase{p: pos}, p.parseValueOpt()}
		case "next":
			p.advance()
			return &nextNode{nodeBase{p: pos}, p.parseValueOpt()}
		case "retry":
			if p.ctl.rescue == 0 && !p.noCtlChecks {
				p.compileFail(pos, "Invalid retry")
			}
			p.advance()
			return &retryNode{nodeBase{p: pos}}
		case "redo":
			if p.ctl.loop == 0 && p.ctl.block == 0 && !p.noCtlChecks {
				p.compileFail(pos, "Invalid redo")
			}
			p.advance()
			return &redoNode{nodeBase{p: pos}}
		case "yield":
			p.advance()
			y := &yieldNode{nodeBase: nodeBase{p: pos}}
			if p.isOp("(call") {
				p.advance()
				y.args = p.parseArgList(")")
			} else if p.canStartArg() && !p.isOp("[@") || p.isOp("[@") && p.tok.spaceBefore {
				p.noDo++
				p.argDepth++
				y.args = p.parseCommandArgs()
				p.argDepth--
				p.noDo--
			}
			return y
		case "super":
			p.advance()
			s := &superNode{nodeBase: nodeBase{p: pos}}
			if p.isOp("(call") {
				p.advance()
				s.hasArgs = true
				s.args = p.parseArgList(")")
			} else if p.canStartArg() {
				s.hasArgs = true
				p.noDo++
				p.argDepth++
				s.args = p.parseCommandArgs()
				p.argDepth--
				p.noDo--
			}
			c := &callNode{}
			p.parseBlockFor(c)
			s.block = c.block
			return s
		case "alias":
			p.advance()
			a := &aliasNode{nodeBase: nodeBase{p: pos}}
			if p.tok.kind == tGVar {
				a.gvar = true
				a.newName = p.tok.text
				p.advance()
				if p.tok.kind != tGVar {
					p.unexpected()
				}
				a.oldName = p.tok.text
				if isNthRef(a.oldName) {
					p.softFail(p.tok.pos, p.tok.end, "can't make alias for the number variables")
				}
				p.advance()
				return a
			}
			a.newName = p.aliasName()
			a.oldName = p.aliasName()
			return a
		case "undef":
			p.advance()
			u := &undefNode{nodeBase: nodeBase{p: pos}}
			for {
				u.names = append(u.names, p.aliasName())
				if !p.isOp(",") {
					break
				}
				p.advance()
			}
			return u
		case "BEGIN", "END":
			if t.text == "BEGIN" && p.inDef > 0 {
				p.softFail(pos, pos+len("BEGIN"), "BEGIN is permitted only at toplevel")
			}
			p.advance()
			if !p.isOp("{") {
				p.unexpected()
			}
			p.advance()
			body := p.parseStmtsUntil("'}'", "}")
			p.expectOp("}")
			if t.text == "END" {
				p.unsupported(pos, "END { } block")
			}
			return &preExeNode{nodeBase{p: pos}, body}
		case "defined?", "not":
			return p.parseUnary()
		case "then", "do":
		}
	}
	p.unexpected()
	return nil
}

// lvarCommand reports whether a local variable's name is followed by an
// argument that makes it a command call, as Ruby parses `x = x y` or
// `key = Integer key`: a number, string, identifier or variable after a
// space (but not `[`, `-` or `:`, which make an index or an operator).
func (p *parser) lvarCommand() bool {
	if !p.tok.spaceBefore {
		return false
	}
	switch p.tok.kind {
	case tInt, tBigInt, tFloat, tNumLit, tIdent, tConst, tIVar, tGVar, tCVar:
		return true
	case tStr:
		return p.tok.text != "`"
	}
	return false
}

// aliasName reads a method name for alias/undef: an identifier, an
// operator or a symbol.
func (p *parser) aliasName() string {
	t := p.tok
	switch t.kind {
	case tIdent, tConst, tKw, tSym:
		p.advance()
		name := t.text
		if t.kind != tSym && p.isOp("=") && !p.tok.spaceBefore {
			// a setter's name (alias sev= level=) ends an operand: a
			// newline after it ends the statement
			p.lx.opName = true
			p.advance()
			name += "="
		}
		return name
	case tDSym:
		p.advance()
		if len(t.parts) == 1 && !t.parts[0].code {
			return t.parts[0].lit
		}
	case tOp:
		p.lx.opName = true
		name, _ := p.methodName()
		return name
	}
	p.unexpected()
	return ""
}

// parseCondItem is one item of a when or rescue list: an expression or
// *splat.
func (p *parser) parseCondItem() node {
	if p.isOp("*@") {
		sp := p.tok.pos
		p.advance()
		return &splatNode{nodeBase{p: sp}, p.valueExpr(p.parseTernary())}
	}
	return p.valueExpr(p.parseTernary())
}

func (p *parser) parseCase() node {
	pos := p.tok.pos
	p.advance()
	n := &caseNode{nodeBase: nodeBase{p: pos}}
	if !p.isTerm() && !p.isKw("when") {
		// the subject is an expression: `case r in pat` on one line is
		// case (r in pat), as Ruby's grammar reads it
		n.subject = p.valueExpr(p.parseExprStmt())
	}
	p.skipTerms()
	if p.isKw("in") {
		if n.subject == nil {
			p.unexpected()
		}
		return p.parseCaseIn(pos, n.subject)
	}
	for p.isKw("when") {
		p.advance()
		var wc whenClause
		for {
			p.skipNL()
			wc.conds = append(wc.conds, p.parseCondItem())
			if !p.isOp(",") {
				break
			}
			p.advance()
		}
		p.parseWhenThen()
		wc.body = p.parseStmts("when else end ^")
		n.whens = append(n.whens, wc)
	}
	if len(n.whens) == 0 {
		p.failAt(p.tok.pos, "syntax error, unexpected %s, expecting `when'", describe(p.tok))
	}
	if p.isKw("else") {
		p.advance()
		n.els = p.parseStmts("end ^")
	}
	p.expectKw("end")
	return n
}

func (p *parser) parseThenLoop() {
	if p.isTerm() {
		p.skipTerms()
		return
	}
	p.failAt(p.tok.pos, "syntax error, unexpected %s, expecting `do' or ';' or '\\n'", describe(p.tok))
}

func (p *parser) parseDef() node {
	pos := p.tok.pos
	p.advance()
	d := &defNode{nodeBase: nodeBase{p: pos}, file: p.file}
	d.npos, d.nameIdent = p.tok.pos, p.tok.kind == tIdent && !isKeywordName(p.tok.text)
	name := p.defName()
	if (p.isOp(".") || p.isOp("::")) && !p.tok.spaceBefore {
		// def self.name / def obj.name / def Const.name (or ::name)
		var recv node
		switch name {
		case "self":
			recv = &selfNode{nodeBase{p: pos}}
		default:
			if name[0] >= 'A' && name[0] <= 'Z' {
				recv = &constNode{nodeBase: nodeBase{p: pos}, name: name}
			} else if up, idx, ok := p.scope.lookup(name); ok {
				recv = &lvarNode{nodeBase{p: pos}, name, up, idx}
			} else {
				recv = &callNode{nodeBase: nodeBase{p: pos}, name: name, vcall: true}
			}
		}
		d.singleton = recv
		p.lx.prev = token{kind: tKw, text: "def"}
		p.advance()
		d.npos, d.nameIdent = p.tok.pos, p.tok.kind == tIdent && !isKeywordName(p.tok.text)
		name = p.defName()
		if p.isOp(".") || p.isOp("::") {
			// a receiver of two steps (def a::b::c, a function file's
			// def profile::x::f): Ruby's parser wants the parameters
			p.failAt(p.tok.pos, "syntax error, unexpected %s, expecting ';' or '\\n'", describe(p.tok))
		}
	}
	d.name = name
	nameEnd := p.prevEnd
	d.scope = p.pushScope(true)
	defer p.popScope()
	p.inDef++
	defer func() { p.inDef-- }()
	defer p.enterCtl(ctlContext{})()
	saved, savedArg := p.noDo, p.argDepth
	p.noDo, p.argDepth = 0, 0
	defer func() { p.noDo, p.argDepth = saved, savedArg }()
	if p.isOp("(call") || p.isOp("(") {
		p.advance()
		d.params = p.parseParams(")", false)
		p.skipNL()
		p.expectOp(")")
	} else if !p.isTerm() && !p.isOp("=") {
		d.params = p.parseParams("\n", false)
	}
	if p.isOp("=") {
		// endless method: def name(args) = expr
		p.advance()
		p.skipNL()
		d.endless = true
		d.body = p.parseStmt()
		if isSetterName(name) {
			p.softFail(pos, nameEnd, "setter method cannot be defined in an endless method definition")
		}
		return d
	}
	d.body = p.parseBodyWithRescue(pos, "")
	p.expectKw("end")
	return d
}

func isKeywordName(s string) bool { return keywords[s] }

// defName reads the name after def (or after def recv.).
func (p *parser) defName() string {
	t := p.tok
	switch t.kind {
	case tIdent, tConst, tKw:
		p.advance()
		name := t.text
		// name= is a setter's name (Ruby's lexer in EXPR_FNAME: the
		// '=' right after it, which a lone '=' token is)
		if p.isOp("=") && !p.tok.spaceBefore {
			p.advance()
			name += "="
		}
		return name
	case tIVar, tCVar, tGVar:
		p.unexpected()
	case tOp:
		switch t.text {
		case "[", "[@":
			p.advance()
			p.expectOp("]")
			if p.isOp("=") && !p.tok.spaceBefore {
				p.advance()
				return "[]="
			}
			return "[]"
		case "+@", "-@", "!", "~", "<<", ">>", "+", "-", "*", "/", "%", "**", "==", "!=", "<", ">", "<=", ">=", "<=>", "===", "=~", "&", "|", "^", "`", "*@", "&@", "**@", "!~":
			// the name ends an operand, as Ruby's EXPR_ENDFN: a newline
			// after `def !` ends the def line (was read as `!` of the
			// next line's expression)
			p.lx.opName = true
			p.advance()
			name := strings.TrimSuffix(t.text, "@")
			if (name == "+" || name == "-" || name == "!" || name == "~") && p.isOp("@") {
				p.lx.opName = true
				p.advance()
			}
			if (t.text == "+@" || t.text == "-@") && p.src[t.pos+1] == '@' {
				name += "@"
			}
			return name
		}
	case tStr:
		if t.text == "`" {
			p.unsupported(t.pos, "defining the ` method")
		}
	}
	p.failAt(t.pos, "syntax error, unexpected %s, expecting method name", describe(t))
	return ""
}

func (p *parser) parseCPath() *constNode {
	pos := p.tok.pos
	var c *constNode
	if p.isOp("::@") || p.isOp("::") {
		p.advance()
		if p.tok.kind != tConst {
			p.unexpected()
		}
		c = &constNode{nodeBase: nodeBase{p: pos}, name: p.tok.text, top: true}
		p.advance()
	} else {
		if p.tok.kind == tIdent {
			// Ruby reports it and goes on (parse.y's cname)
			p.softFail(p.tok.pos, p.tok.end, "class/module name must be CONSTANT")
		} else if p.tok.kind != tConst {
			p.failAt(p.tok.pos, "class/module name must be CONSTANT")
		}
		c = &constNode{nodeBase: nodeBase{p: pos}, name: p.tok.text}
		p.advance()
	}
	for p.isOp("::") {
		p.advance()
		if p.tok.kind == tIdent {
			p.softFail(p.tok.pos, p.tok.end, "class/module name must be CONSTANT")
		} else if p.tok.kind != tConst {
			p.unexpected()
		}
		c = &constNode{nodeBase: nodeBase{p: p.tok.pos}, scope: c, name: p.tok.text}
		p.advance()
	}
	return c
}

func (p *parser) parseClass() node {
	pos := p.tok.pos
	p.advance()
	if p.isOp("<<") {
		p.advance()
		target := p.parseExprStmt()
		p.skipTerms()
		s := &sclassNode{nodeBase: nodeBase{p: pos}, target: target}
		s.scope = p.pushScope(true)
		restore := p.enterCtl(ctlContext{})
		s.body = p.parseBodyWithRescue(pos, "")
		restore()
		p.popScope()
		p.expectKw("end")
		return s
	}
	c := &classNode{nodeBase: nodeBase{p: pos}}
	c.cpath = p.parseCPath()
	if p.inDef > 0 {
		p.softFail(pos, p.prevEnd, "class definition in method body")
	}
	if p.isOp("<") {
		p.advance()
		c.super = p.valueExpr(p.parseExprStmt())
	}
	if !p.isTerm() {
		p.unexpected()
	}
	c.scope = p.pushScope(true)
	// a class body expects `end' even empty, but for one with a
	// superclass (Ruby 3.1's parser states differ)
	p.bodyExpects = c.super == nil
	restore := p.enterCtl(ctlContext{class: p.inDef == 0})
	c.body = p.parseBodyWithRescue(pos, "")
	restore()
	p.popScope()
	p.expectKw("end")
	return c
}

func (p *parser) parseModule() node {
	pos := p.tok.pos
	p.advance()
	c := &classNode{nodeBase: nodeBase{p: pos}, module: true}
	c.cpath = p.parseCPath()
	if p.inDef > 0 {
		p.softFail(pos, p.prevEnd, "module definition in method body")
	}
	c.scope = p.pushScope(true)
	p.bodyExpects = true // a module body expects `end' even empty
	restore := p.enterCtl(ctlContext{class: p.inDef == 0})
	c.body = p.parseBodyWithRescue(pos, "")
	restore()
	p.popScope()
	p.expectKw("end")
	return c
}

func (p *parser) parseHash() node {
	pos := p.tok.pos
	p.advance()
	saved, savedArg := p.noDo, p.argDepth
	p.noDo, p.argDepth = 0, 1
	defer func() { p.noDo, p.argDepth = saved, savedArg }()
	h := &hashNode{nodeBase: nodeBase{p: pos}}
	p.skipNL()
	for !p.isOp("}") {
		if p.tok.kind == tEOF {
			p.unexpectedExpecting("'}'")
		}
		switch {
		case p.tok.kind == tLabel:
			t := p.tok
			k := &symNode{nodeBase{p: p.tok.pos}, p.tok.text}
			p.advance()
			p.skipNL()
			h.keys = append(h.keys, k)
			if p.isOp(",") || p.isOp("}") {
				h.vals = append(h.vals, p.identExpr(t))
			} else {
				h.vals = append(h.vals, p.valueExpr(p.parseArg()))
			}
		case p.isOp("**@"):
			sp := p.tok.pos
			p.advance()
			h.keys = append(h.keys, nil)
			h.vals = append(h.vals, &splatNode{nodeBase{p: sp}, p.valueExpr(p.parseArg())})
		case p.tok.kind == tStr && p.isStrLabel():
			s := p.strNode(p.tok)
			p.advance()
			p.advance()
			p.skipNL()
			h.keys = append(h.keys, &dsymNode{nodeBase{p: s.p}, s})
			h.vals = append(h.vals, p.valueExpr(p.parseArg()))
		default:
			if len(h.keys) == 0 && !p.startsArg() {
				// `{ *x }`: after '{' Ruby's parser expects an
				// association or the closing brace
				p.unexpectedExpecting("'}'")
			}
			k := p.valueExpr(p.parseArg())
			p.skipNL()
			p.expectOp("=>")
			p.skipNL()
			h.keys = append(h.keys, k)
			h.vals = append(h.vals, p.valueExpr(p.parseArg()))
		}
		p.skipNL()
		if !p.isOp(",") {
			break
		}
		p.advance()
		p.skipNL()
		if !p.isOp("}") && !p.startsCallArg(true) {
			p.unexpectedExpecting("'}'") // as in an argument list
		}
	}
	p.skipNL()
	p.expectOp("}")
	return h
}

// strNode parses the interpolations of a string token.
func (p *parser) strNode(t token) *strNode {
	s := &strNode{nodeBase: nodeBase{p: t.pos}}
	for _, rp := range t.parts {
		if !rp.code {
			s.parts = append(s.parts, strPart{lit: rp.lit})
			continue
		}
		// the blocks being parsed: a numbered parameter (_1) written
		// only inside "#{}" is the enclosing block's
		sub := &parser{src: p.src, file: p.file, scope: p.scope, depth: p.depth, frozen: p.frozen, inDef: p.inDef, blocks: p.blocks,
			errStatus: p.errStatus, errs: p.errs, frames: p.frames, ctl: p.ctl}
		sub.lx = newLexer(p.src, rp.start, rp.end, sub.isLocal)
		sub.lx.eofText = "}" // the code ends at the interpolation's '}'
		sub.lx.soft = func(e *syntaxError) {
			if len(sub.errs) < maxSoftErrors {
				sub.errs = append(sub.errs, e)
			}
		}
		var body node
		func() {
			defer func() {
				// the interpolation's errors are the file's
				p.errs, p.errStatus, p.discard = sub.errs, sub.errStatus, sub.discard
				if r := recover(); r != nil {
					if _, ok := r.(bailout); !ok {
						panic(r)
					}
					p.err = sub.err
					panic(bailout{})
				}
			}()
			sub.advance()
			body = sub.parseStmtsUntil("`end'", "#{")
			if sub.tok.kind != tEOF {
				sub.unexpected()
			}
		}()
		if seq, ok := body.(*seqNode); ok && len(seq.list) == 0 {
			s.parts = append(s.parts, strPart{code: &nilNode{nodeBase{p: rp.start}}})
			continue
		}
		s.parts = append(s.parts, strPart{code: body})
	}
	return s
}

// The locals of a method's (...) parameter: names no Ruby code can
// write, as Ruby 3.1's Method#parameters shows them.
const (
	fwdRest  = "*"
	fwdKw    = "**"
	fwdBlock = "&"
)

// fwdArgs is a call's (...) or (a, ...) in a method defined with (...):
// the method's positional and keyword arguments and its block, passed on
// as *, ** and & would pass them. It must end the argument list.
func (p *parser) fwdArgs(pos int, args *[]node, addKw func(k, v node)) {
	p.advance()
	if !p.isOp(")") {
		p.unexpected()
	}
	lvar := func(name string) node {
		up, idx, _ := p.scope.lookup(name)
		return &lvarNode{nodeBase{p: pos}, name, up, idx}
	}
	*args = append(*args, &splatNode{nodeBase{p: pos}, lvar(fwdRest)})
	addKw(nil, &splatNode{nodeBase{p: pos}, lvar(fwdKw)})
	*args = append(*args, &blockPassNode{nodeBase{p: pos}, lvar(fwdBlock)})
}
