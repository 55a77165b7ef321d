package erb

import (
	"fmt"
	"strings"
)

const maxParseDepth = 300

type bailout struct{}

type parser struct {
	src    string
	lx     *lexer
	tok    token
	scopes []map[string]bool // local variable scopes; a nil entry isolates (def)
	depth  int
	noDo   int // > 0 while parsing command arguments or loop conditions
	err    *Error
}

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }

// parseRuby parses src[start:end] as a Ruby program.
func parseRuby(src string, start, end int, predeclared ...string) (n node, err *Error) {
	p := &parser{src: src}
	top := map[string]bool{}
	for _, name := range predeclared {
		top[name] = true
	}
	p.scopes = []map[string]bool{top}
	p.lx = newLexer(src, start, end, p.isLocal)
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			n, err = nil, p.err
		}
	}()
	p.advance()
	body := p.parseStmts()
	if p.tok.kind != tEOF {
		p.unexpected()
	}
	return body, nil
}

func (p *parser) isLocal(name string) bool {
	for i := len(p.scopes) - 1; i >= 0; i-- {
		s := p.scopes[i]
		if s == nil {
			return false
		}
		if s[name] {
			return true
		}
	}
	return false
}

func (p *parser) declare(name string) {
	if !p.isLocal(name) {
		p.scopes[len(p.scopes)-1][name] = true
	}
}

func (p *parser) pushScope(isolated bool) {
	if isolated {
		p.scopes = append(p.scopes, nil)
	}
	p.scopes = append(p.scopes, map[string]bool{})
}

func (p *parser) popScope(isolated bool) {
	p.scopes = p.scopes[:len(p.scopes)-1]
	if isolated {
		p.scopes = p.scopes[:len(p.scopes)-1]
	}
}

func (p *parser) advance() {
	p.tok = p.lx.next()
	if p.lx.err != nil {
		p.err = p.lx.err
		panic(bailout{})
	}
}

func (p *parser) failAt(pos int, format string, args ...any) {
	if p.err == nil {
		p.err = &Error{Offset: pos, Class: "SyntaxError", Message: sprintf(format, args...)}
	}
	panic(bailout{})
}

func (p *parser) unsupported(pos int, what string) {
	p.failAt(pos, "unsupported Ruby: %s", what)
}

func describe(t token) string {
	switch t.kind {
	case tEOF:
		return "end-of-input"
	case tNL:
		return "'\\n'"
	case tSemi:
		return "';'"
	case tInt:
		return "integer literal"
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
	case tGVar:
		return "global variable"
	case tLabel:
		return "label"
	case tKw:
		return "`" + t.text + "'"
	}
	s := strings.TrimSuffix(strings.TrimSuffix(t.text, "@"), "call")
	if s == "" {
		s = t.text
	}
	return "`" + s + "'"
}

func (p *parser) unexpected() {
	p.failAt(p.tok.pos, "syntax error, unexpected %s", describe(p.tok))
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

func (p *parser) expectOp(s string) {
	if !p.isOp(s) {
		want := strings.TrimSuffix(s, "@")
		p.failAt(p.tok.pos, "syntax error, unexpected %s, expecting `%s'", describe(p.tok), want)
	}
	p.advance()
}

func (p *parser) expectKw(s string) {
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
		case "}", ")", "]":
			return true
		}
	}
	return false
}

// parseStmts parses statements up to a terminator it does not consume
// (end-of-input, a closing keyword or bracket).
func (p *parser) parseStmts() *seqNode {
	seq := &seqNode{nodeBase: nodeBase{p.tok.pos}}
	for {
		p.skipTerms()
		if p.tok.kind == tEOF || p.tok.kind == tKw && (p.tok.text == "end" || p.tok.text == "else" || p.tok.text == "elsif" || p.tok.text == "when" || p.tok.text == "rescue" || p.tok.text == "ensure" || p.tok.text == "in") || p.isOp("}") || p.isOp(")") {
			return seq
		}
		s := p.parseStmt()
		seq.list = append(seq.list, s)
		if !p.isTerm() && p.tok.kind != tEOF && !(p.tok.kind == tKw && (p.tok.text == "end" || p.tok.text == "else" || p.tok.text == "elsif" || p.tok.text == "when" || p.tok.text == "rescue" || p.tok.text == "ensure")) && !p.isOp("}") && !p.isOp(")") {
			p.unexpected()
		}
	}
}

func (p *parser) parseStmt() node {
	p.enter()
	defer p.leave()
	e := p.parseExprStmt()
	for p.tok.kind == tKw {
		pos := p.tok.pos
		switch p.tok.text {
		case "if", "unless":
			neg := p.tok.text == "unless"
			p.advance()
			c := p.parseExprStmt()
			if neg {
				e = &ifNode{nodeBase: nodeBase{pos}, cond: c, els: e}
			} else {
				e = &ifNode{nodeBase: nodeBase{pos}, cond: c, then: e}
			}
		case "while", "until":
			until := p.tok.text == "until"
			p.advance()
			c := p.parseExprStmt()
			_, isBegin := e.(*beginNode)
			e = &whileNode{nodeBase: nodeBase{pos}, cond: c, body: e, until: until, doWhile: isBegin}
		case "rescue":
			p.advance()
			r := p.parseExprStmt()
			e = &beginNode{nodeBase: nodeBase{e.pos()}, body: e, rescues: []rescueClause{{body: r}}}
		default:
			return e
		}
	}
	return e
}

func (p *parser) parseExprStmt() node {
	l := p.parseNotExpr()
	for p.isKw("and") || p.isKw("or") {
		op := p.tok.text
		pos := p.tok.pos
		p.advance()
		p.skipNL()
		r := p.parseNotExpr()
		if op == "and" {
			l = &andNode{nodeBase{pos}, l, r}
		} else {
			l = &orNode{nodeBase{pos}, l, r}
		}
	}
	return l
}

func (p *parser) parseNotExpr() node {
	if p.isKw("not") {
		pos := p.tok.pos
		p.advance()
		return &notNode{nodeBase{pos}, p.parseNotExpr()}
	}
	e := p.parseExpr()
	return e
}

// parseExpr is an expression that may be a multiple assignment.
func (p *parser) parseExpr() node {
	if p.isOp("*@") {
		return p.parseMultiAssign(nil)
	}
	e := p.parseArg()
	if p.isOp(",") && assignable(e) {
		return p.parseMultiAssign(e)
	}
	return e
}

func (p *parser) parseMultiAssign(first node) node {
	pos := p.tok.pos
	var targets []node
	if first != nil {
		pos = first.pos()
		targets = append(targets, p.toTarget(first))
	}
	for {
		if first != nil {
			if !p.isOp(",") {
				break
			}
			p.advance()
		}
		first = &nilNode{}
		if p.isOp("=") {
			break // a, = x
		}
		if p.isOp("*@") {
			sp := p.tok.pos
			p.advance()
			t := p.parseMlhsItem()
			targets = append(targets, &splatNode{nodeBase{sp}, t})
			continue
		}
		targets = append(targets, p.parseMlhsItem())
	}
	if !p.isOp("=") {
		p.failAt(p.tok.pos, "syntax error, unexpected %s, expecting `='", describe(p.tok))
	}
	p.advance()
	p.skipNL()
	vpos := p.tok.pos
	var vals []node
	for {
		if p.isOp("*@") {
			sp := p.tok.pos
			p.advance()
			vals = append(vals, &splatNode{nodeBase{sp}, p.parseArg()})
		} else {
			vals = append(vals, p.parseArg())
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
		value = &arrayNode{nodeBase{vpos}, vals}
	}
	return &multiAssignNode{nodeBase: nodeBase{pos}, targets: targets, value: value}
}

func (p *parser) parseMlhsItem() node {
	if p.isOp("(") || p.isOp("(call") {
		pos := p.tok.pos
		p.advance()
		m := &mlhsNode{nodeBase: nodeBase{pos}}
		for {
			if p.isOp("*@") {
				sp := p.tok.pos
				p.advance()
				m.targets = append(m.targets, &splatNode{nodeBase{sp}, p.parseMlhsItem()})
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
		p.failAt(e.pos(), "syntax error, cannot assign to this expression")
	}
	return p.toTarget(e)
}

func assignable(n node) bool {
	switch x := n.(type) {
	case *lvarNode, *ivarNode, *gvarNode, *constNode:
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
	if c, ok := n.(*callNode); ok && c.vcall {
		p.declare(c.name)
		return &lvarNode{nodeBase{c.p}, c.name}
	}
	if l, ok := n.(*lvarNode); ok {
		p.declare(l.name)
	}
	if g, ok := n.(*gvarNode); ok {
		p.unsupported(g.p, "assignment to global variable "+g.name)
	}
	return n
}

// parseArg is an assignment-level expression (Ruby's arg, with commands
// allowed on the right of an assignment).
func (p *parser) parseArg() node {
	p.enter()
	defer p.leave()
	lhs := p.parseTernary()
	if p.tok.kind == tOp && assignable(lhs) {
		op := p.tok.text
		switch op {
		case "=":
			p.advance()
			p.skipNL()
			t := p.toTarget(lhs)
			v := p.parseArgRHS()
			return &assignNode{nodeBase{lhs.pos()}, t, v}
		case "+=", "-=", "*=", "/=", "%=", "**=", "||=", "&&=", "<<=", ">>=", "|=", "&=", "^=":
			p.advance()
			p.skipNL()
			t := p.toTarget(lhs)
			v := p.parseArgRHS()
			return &opAssignNode{nodeBase{lhs.pos()}, t, strings.TrimSuffix(op, "="), v}
		}
	}
	return lhs
}

func (p *parser) parseArgRHS() node {
	v := p.parseArg()
	if p.isKw("rescue") {
		pos := p.tok.pos
		p.advance()
		r := p.parseArg()
		v = &beginNode{nodeBase: nodeBase{pos}, body: v, rescues: []rescueClause{{body: r}}}
	}
	return v
}

func (p *parser) parseTernary() node {
	c := p.parseRange()
	if p.isOp("?") {
		pos := p.tok.pos
		p.advance()
		p.skipNL()
		a := p.parseTernaryBranch()
		p.skipNL()
		if p.tok.kind == tLabel {
			p.unsupported(p.tok.pos, "label in ternary")
		}
		p.expectOp(":")
		p.skipNL()
		b := p.parseTernaryBranch()
		return &ifNode{nodeBase{pos}, c, a, b}
	}
	return c
}

func (p *parser) parseTernaryBranch() node {
	e := p.parseTernary()
	if p.tok.kind == tOp && p.tok.text == "=" && assignable(e) {
		p.advance()
		t := p.toTarget(e)
		return &assignNode{nodeBase{e.pos()}, t, p.parseTernaryBranch()}
	}
	return e
}

func (p *parser) parseRange() node {
	l := p.parseBinary(1)
	if p.isOp("..") || p.isOp("...") {
		pos := p.tok.pos
		excl := p.tok.text == "..."
		p.advance()
		if p.atStmtEnd() {
			return &rangeNode{nodeBase{pos}, l, &nilNode{nodeBase{pos}}, excl}
		}
		r := p.parseBinary(1)
		return &rangeNode{nodeBase{pos}, l, r, excl}
	}
	return l
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

func (p *parser) parseBinary(min int) node {
	p.enter()
	defer p.leave()
	l := p.parseUnary()
	for {
		prec := binPrec(p.tok)
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
				v := p.parseArg()
				if o == "=" {
					r = &assignNode{nodeBase{r.pos()}, t, v}
				} else {
					r = &opAssignNode{nodeBase{r.pos()}, t, strings.TrimSuffix(o, "="), v}
				}
			}
		} else {
			r = p.parseBinary(prec + 1)
		}
		switch op {
		case "&&":
			l = &andNode{nodeBase{pos}, l, r}
		case "||":
			l = &orNode{nodeBase{pos}, l, r}
		case "!~":
			l = &notNode{nodeBase{pos}, &callNode{nodeBase: nodeBase{pos}, recv: l, name: "=~", args: []node{r}}}
		default:
			l = &callNode{nodeBase: nodeBase{pos}, recv: l, name: op, args: []node{r}}
		}
		if prec == 4 && binPrec(p.tok) == 4 {
			p.failAt(p.tok.pos, "syntax error, unexpected %s", describe(p.tok))
		}
	}
}

func (p *parser) parseUnary() node {
	p.enter()
	defer p.leave()
	pos := p.tok.pos
	switch {
	case p.isOp("!"):
		p.advance()
		return &notNode{nodeBase{pos}, p.parseUnary()}
	case p.isOp("-@"):
		p.advance()
		if p.tok.kind == tInt && !p.tok.spaceBefore {
			t := p.tok
			p.advance()
			n := p.parsePostfix(&intNode{nodeBase{pos}, -t.ival})
			return p.parsePow(n)
		}
		if p.tok.kind == tFloat && !p.tok.spaceBefore {
			t := p.tok
			p.advance()
			n := p.parsePostfix(&floatNode{nodeBase{pos}, -t.fval})
			return p.parsePow(n)
		}
		operand := p.parsePow(p.parsePrimaryPostfix())
		return &callNode{nodeBase: nodeBase{pos}, recv: operand, name: "-@"}
	case p.isOp("+@"):
		p.advance()
		return &callNode{nodeBase: nodeBase{pos}, recv: p.parseUnary(), name: "+@"}
	case p.isOp("~"):
		p.advance()
		return &callNode{nodeBase: nodeBase{pos}, recv: p.parseUnary(), name: "~"}
	case p.isKw("defined?"):
		p.advance()
		if p.isOp("(call") || p.isOp("(") {
			p.advance()
			p.skipNL()
			v := p.parseExprStmt()
			p.skipNL()
			p.expectOp(")")
			return p.parsePostfix(&definedNode{nodeBase{pos}, v})
		}
		return &definedNode{nodeBase{pos}, p.parseUnary()}
	case p.isKw("not"):
		p.advance()
		return &notNode{nodeBase{pos}, p.parseUnary()}
	}
	return p.parsePow(p.parsePrimaryPostfix())
}

func (p *parser) parsePow(base node) node {
	if p.isOp("**") {
		pos := p.tok.pos
		p.advance()
		p.skipNL()
		exp := p.parseUnary() // right associative, binds unary minus
		return &callNode{nodeBase: nodeBase{pos}, recv: base, name: "**", args: []node{exp}}
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
			safe := p.tok.text == "&."
			p.advance()
			p.skipNL()
			name, pos := p.methodName()
			n = p.parseCallRest(&callNode{nodeBase: nodeBase{pos}, recv: n, name: name, safeNav: safe})
		case p.isOp("::"):
			p.advance()
			if p.tok.kind == tConst {
				name, pos := p.tok.text, p.tok.pos
				p.advance()
				if p.isOp("(call") {
					n = p.parseCallRest(&callNode{nodeBase: nodeBase{pos}, recv: n, name: name})
				} else {
					n = &constNode{nodeBase: nodeBase{pos}, scope: n, name: name}
				}
				continue
			}
			name, pos := p.methodName()
			n = p.parseCallRest(&callNode{nodeBase: nodeBase{pos}, recv: n, name: name})
		case p.isOp("["):
			pos := p.tok.pos
			p.advance()
			args := p.parseArgList("]")
			n = &callNode{nodeBase: nodeBase{pos}, recv: n, name: "[]", args: args}
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
		p.unsupported(t.pos, "label after '.'")
	case tOp:
		switch t.text {
		case "<<", ">>", "+", "-", "*", "/", "%", "**", "==", "!=", "<", ">", "<=", ">=", "<=>", "===", "=~", "&", "|", "^", "!", "~":
			p.advance()
			return t.text, t.pos
		case "[", "[@":
			p.advance()
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
	p.failAt(t.pos, "syntax error, unexpected %s, expecting method name", describe(t))
	return "", 0
}

// canStartArg reports whether the current token begins a command argument.
func (p *parser) canStartArg() bool {
	t := p.tok
	switch t.kind {
	case tInt, tFloat, tStr, tSym, tDSym, tRegex, tWords, tSymbols, tIdent, tConst, tIVar, tGVar, tLabel:
		return true
	case tKw:
		switch t.text {
		case "nil", "true", "false", "self", "defined?", "__FILE__", "__LINE__", "not", "__method__":
			return true
		}
	case tOp:
		switch t.text {
		case "[@", "-@", "+@", "*@", "**@", "&@", "::@", "!", "~":
			return true
		case "(":
			return t.spaceBefore
		}
	}
	return false
}

// parseCallRest parses the arguments and block of a method call whose
// name has been read.
func (p *parser) parseCallRest(c *callNode) node {
	if p.isOp("(call") {
		c.hasParen = true
		p.advance()
		c.args = p.parseArgList(")")
	} else if p.canStartArg() {
		p.noDo++
		c.args = p.parseCommandArgs()
		p.noDo--
	}
	p.parseBlockFor(c)
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
	defer func() { p.noDo = saved }()
	var args []node
	var kw *hashNode
	p.skipNL()
	for !p.isOp(closeTok) {
		p.parseOneArg(&args, &kw)
		p.skipNL()
		if !p.isOp(",") {
			break
		}
		p.advance()
		p.skipNL()
	}
	p.skipNL()
	p.expectOp(closeTok)
	if kw != nil {
		args = append(args, kw)
	}
	return args
}

func (p *parser) parseOneArg(args *[]node, kw **hashNode) {
	pos := p.tok.pos
	addKw := func(k, v node) {
		if *kw == nil {
			*kw = &hashNode{nodeBase: nodeBase{pos}}
		}
		(*kw).keys = append((*kw).keys, k)
		(*kw).vals = append((*kw).vals, v)
	}
	switch {
	case p.isOp("*@"):
		p.advance()
		*args = append(*args, &splatNode{nodeBase{pos}, p.parseArg()})
	case p.isOp("**@"):
		p.advance()
		addKw(nil, &splatNode{nodeBase{pos}, p.parseArg()})
	case p.isOp("&@"):
		p.advance()
		*args = append(*args, &blockPassNode{nodeBase{pos}, p.parseArg()})
	case p.tok.kind == tLabel:
		name := p.tok.text
		p.advance()
		p.skipNL()
		addKw(&symNode{nodeBase{pos}, name}, p.parseArg())
	default:
		e := p.parseNoMultiArg()
		if p.isOp("=>") {
			p.advance()
			p.skipNL()
			addKw(e, p.parseArg())
			return
		}
		*args = append(*args, e)
	}
}

func (p *parser) parseNoMultiArg() node {
	if p.isKw("not") {
		pos := p.tok.pos
		p.advance()
		return &notNode{nodeBase{pos}, p.parseArg()}
	}
	return p.parseArg()
}

func (p *parser) parseBlock(brace bool) *blockNode {
	pos := p.tok.pos
	p.advance()
	b := &blockNode{nodeBase: nodeBase{pos}}
	p.pushScope(false)
	defer p.popScope(false)
	saved := p.noDo
	p.noDo = 0
	defer func() { p.noDo = saved }()
	p.skipNL()
	if p.isOp("||") {
		p.advance()
		b.params = &paramList{}
	} else if p.isOp("|") {
		p.advance()
		b.params = p.parseParams("|")
		p.expectOp("|")
	}
	if brace {
		b.body = p.parseStmts()
		p.expectOp("}")
	} else {
		b.body = p.parseBodyWithRescue(pos)
		p.expectKw("end")
	}
	return b
}

// parseParams parses block or method parameters up to closeTok (not
// consumed).
func (p *parser) parseParams(closeTok string) *paramList {
	pl := &paramList{}
	p.skipNL()
	for !p.isOp(closeTok) && !(closeTok == "\n" && (p.isTerm() || p.tok.kind == tEOF)) {
		var prm param
		pos := p.tok.pos
		switch {
		case p.isOp("*@") || p.isOp("*"):
			p.advance()
			prm.splat = true
			if p.tok.kind == tIdent {
				prm.name = p.tok.text
				p.advance()
			}
		case p.isOp("**@") || p.isOp("**"):
			p.unsupported(pos, "keyword splat parameter")
		case p.isOp("&@") || p.isOp("&"):
			p.advance()
			prm.block = true
			if p.tok.kind != tIdent {
				p.unexpected()
			}
			prm.name = p.tok.text
			p.advance()
		case p.isOp("(") || p.isOp("(call"):
			p.advance()
			prm.sub = p.parseParams(")")
			p.expectOp(")")
		case p.tok.kind == tLabel:
			p.unsupported(pos, "keyword parameter")
		case p.tok.kind == tIdent:
			prm.name = p.tok.text
			p.advance()
			if p.isOp("=") {
				p.advance()
				p.declare(prm.name)
				prm.dflt = p.parseTernary()
			}
		default:
			p.unexpected()
		}
		if prm.name != "" {
			p.declare(prm.name)
		}
		pl.list = append(pl.list, prm)
		if p.isOp(",") {
			p.advance()
			p.skipNL()
			if p.isOp(closeTok) {
				pl.trailingComma = true
			}
			continue
		}
		break
	}
	if p.isOp(";") {
		p.unsupported(p.tok.pos, "block-local variables")
	}
	return pl
}

// declareParams declares the names of a destructuring parameter list.
func (p *parser) parseBodyWithRescue(pos int) node {
	body := p.parseStmts()
	if !p.isKw("rescue") && !p.isKw("ensure") && !p.isKw("else") {
		return body
	}
	b := &beginNode{nodeBase: nodeBase{pos}, body: body}
	for p.isKw("rescue") {
		p.advance()
		var rc rescueClause
		for !p.isTerm() && !p.isKw("then") && !p.isOp("=>") {
			rc.classes = append(rc.classes, p.parseTernary())
			if !p.isOp(",") {
				break
			}
			p.advance()
			p.skipNL()
		}
		if p.isOp("=>") {
			p.advance()
			if p.tok.kind != tIdent {
				p.unexpected()
			}
			rc.varName = p.tok.text
			p.declare(rc.varName)
			p.advance()
		}
		if p.isKw("then") {
			p.advance()
		}
		rc.body = p.parseStmts()
		b.rescues = append(b.rescues, rc)
	}
	if p.isKw("else") {
		p.advance()
		b.els = p.parseStmts()
	}
	if p.isKw("ensure") {
		p.advance()
		b.ensure = p.parseStmts()
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

func (p *parser) parseIf(pos int, unless bool) node {
	cond := p.parseExprStmt()
	p.parseThen()
	then := p.parseStmts()
	n := &ifNode{nodeBase: nodeBase{pos}, cond: cond}
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
		e := p.parseStmts()
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
	if p.atStmtEnd() {
		return nil
	}
	pos := p.tok.pos
	v := p.parseArg()
	if p.isOp(",") {
		vals := []node{v}
		for p.isOp(",") {
			p.advance()
			vals = append(vals, p.parseArg())
		}
		return &arrayNode{nodeBase{pos}, vals}
	}
	return v
}

func (p *parser) parsePrimary() node {
	p.enter()
	defer p.leave()
	t := p.tok
	pos := t.pos
	switch t.kind {
	case tInt:
		p.advance()
		return &intNode{nodeBase{pos}, t.ival}
	case tFloat:
		p.advance()
		return &floatNode{nodeBase{pos}, t.fval}
	case tStr:
		p.advance()
		s := p.strNode(t)
		for p.tok.kind == tStr && p.tok.spaceBefore || p.tok.kind == tStr && !p.tok.spaceBefore {
			s.parts = append(s.parts, p.strNode(p.tok).parts...)
			p.advance()
		}
		return s
	case tSym:
		p.advance()
		return &symNode{nodeBase{pos}, t.text}
	case tDSym:
		p.advance()
		return &dsymNode{nodeBase{pos}, p.strNode(t)}
	case tRegex:
		p.advance()
		r := &regexNode{nodeBase: nodeBase{pos}, str: p.strNode(t), flags: t.text}
		if len(r.str.parts) <= 1 && (len(r.str.parts) == 0 || r.str.parts[0].code == nil) {
			src := ""
			if len(r.str.parts) == 1 {
				src = r.str.parts[0].lit
			}
			re, err := newRRegexp(src, r.flags)
			if err != nil {
				p.failAt(pos, "%s", err.Error())
			}
			r.static = re
		}
		return r
	case tWords, tSymbols:
		p.advance()
		a := &arrayNode{nodeBase: nodeBase{pos}}
		for _, w := range t.words {
			if t.kind == tWords {
				a.elems = append(a.elems, &strNode{nodeBase{pos}, []strPart{{lit: w}}})
			} else {
				a.elems = append(a.elems, &symNode{nodeBase{pos}, w})
			}
		}
		return a
	case tIVar:
		p.advance()
		return &ivarNode{nodeBase{pos}, t.text}
	case tGVar:
		p.advance()
		return &gvarNode{nodeBase{pos}, t.text}
	case tConst:
		p.advance()
		if p.isOp("(call") {
			return p.parseCallRest(&callNode{nodeBase: nodeBase{pos}, name: t.text})
		}
		if p.tok.kind == tStr && p.tok.spaceBefore {
			return p.parseCallRest(&callNode{nodeBase: nodeBase{pos}, name: t.text})
		}
		return &constNode{nodeBase: nodeBase{pos}, name: t.text}
	case tLabel:
		p.failAt(pos, "syntax error, unexpected label")
	case tIdent:
		p.advance()
		if p.isLocal(t.text) && !p.isOp("(call") {
			return &lvarNode{nodeBase{pos}, t.text}
		}
		c := &callNode{nodeBase: nodeBase{pos}, name: t.text}
		n := p.parseCallRest(c)
		if c.args == nil && !c.hasParen && c.block == nil {
			c.vcall = true
		}
		return n
	case tOp:
		switch t.text {
		case "(", "(call":
			p.advance()
			saved := p.noDo
			p.noDo = 0
			body := p.parseStmts()
			p.noDo = saved
			p.expectOp(")")
			if len(body.list) == 1 {
				return body.list[0]
			}
			if len(body.list) == 0 {
				return &nilNode{nodeBase{pos}}
			}
			return body
		case "[@", "[":
			p.advance()
			elems := p.parseArgList("]")
			return &arrayNode{nodeBase{pos}, elems}
		case "{":
			return p.parseHash()
		case "::@":
			p.advance()
			if p.tok.kind != tConst {
				p.unexpected()
			}
			name := p.tok.text
			p.advance()
			return &constNode{nodeBase: nodeBase{pos}, name: name, top: true}
		case "..", "...":
			p.unsupported(pos, "beginless range")
		case "-@", "+@", "!", "~":
			return p.parseUnary()
		}
	case tKw:
		switch t.text {
		case "nil":
			p.advance()
			return &nilNode{nodeBase{pos}}
		case "true":
			p.advance()
			return &trueNode{nodeBase{pos}}
		case "false":
			p.advance()
			return &falseNode{nodeBase{pos}}
		case "self":
			p.advance()
			return &selfNode{nodeBase{pos}}
		case "__FILE__":
			p.advance()
			return &callNode{nodeBase: nodeBase{pos}, name: "__FILE__", vcall: true}
		case "__LINE__":
			p.advance()
			return &callNode{nodeBase: nodeBase{pos}, name: "__LINE__", vcall: true}
		case "__method__":
			p.advance()
			return &callNode{nodeBase: nodeBase{pos}, name: "__method__", vcall: true}
		case "if", "unless":
			p.advance()
			return p.parseIf(pos, t.text == "unless")
		case "while", "until":
			p.advance()
			p.noDo++
			cond := p.parseExprStmt()
			p.noDo--
			if p.isKw("do") {
				p.advance()
			} else {
				p.parseThenLoop()
			}
			body := p.parseStmts()
			p.expectKw("end")
			return &whileNode{nodeBase: nodeBase{pos}, cond: cond, body: body, until: t.text == "until"}
		case "for":
			p.advance()
			var vars []node
			for {
				if p.tok.kind != tIdent {
					p.unexpected()
				}
				p.declare(p.tok.text)
				vars = append(vars, &lvarNode{nodeBase{p.tok.pos}, p.tok.text})
				p.advance()
				if !p.isOp(",") {
					break
				}
				p.advance()
			}
			p.expectKw("in")
			p.noDo++
			iter := p.parseExprStmt()
			p.noDo--
			if p.isKw("do") {
				p.advance()
			} else {
				p.parseThenLoop()
			}
			body := p.parseStmts()
			p.expectKw("end")
			return &forNode{nodeBase: nodeBase{pos}, vars: vars, iter: iter, body: body}
		case "case":
			p.advance()
			n := &caseNode{nodeBase: nodeBase{pos}}
			if !p.isTerm() && !p.isKw("when") {
				n.subject = p.parseExprStmt()
			}
			p.skipTerms()
			if p.isKw("in") {
				p.unsupported(p.tok.pos, "pattern matching (case/in)")
			}
			for p.isKw("when") {
				p.advance()
				var wc whenClause
				for {
					p.skipNL()
					if p.isOp("*@") {
						sp := p.tok.pos
						p.advance()
						wc.conds = append(wc.conds, &splatNode{nodeBase{sp}, p.parseTernary()})
					} else {
						wc.conds = append(wc.conds, p.parseTernary())
					}
					if !p.isOp(",") {
						break
					}
					p.advance()
				}
				p.parseThen()
				wc.body = p.parseStmts()
				n.whens = append(n.whens, wc)
			}
			if len(n.whens) == 0 {
				p.failAt(p.tok.pos, "syntax error, unexpected %s, expecting `when'", describe(p.tok))
			}
			if p.isKw("else") {
				p.advance()
				n.els = p.parseStmts()
			}
			p.expectKw("end")
			return n
		case "begin":
			p.advance()
			body := p.parseBodyWithRescue(pos)
			p.expectKw("end")
			if b, ok := body.(*beginNode); ok {
				return b
			}
			return &beginNode{nodeBase: nodeBase{pos}, body: body}
		case "def":
			return p.parseDef()
		case "return":
			p.advance()
			return &returnNode{nodeBase{pos}, p.parseValueOpt()}
		case "break":
			p.advance()
			return &breakNode{nodeBase{pos}, p.parseValueOpt()}
		case "next":
			p.advance()
			return &nextNode{nodeBase{pos}, p.parseValueOpt()}
		case "retry":
			p.advance()
			return &retryNode{nodeBase{pos}}
		case "redo":
			p.unsupported(pos, "redo")
		case "yield":
			p.unsupported(pos, "yield")
		case "class", "module":
			p.unsupported(pos, t.text+" definition")
		case "super":
			p.unsupported(pos, "super")
		case "alias", "undef", "BEGIN", "END":
			p.unsupported(pos, t.text)
		case "defined?", "not":
			return p.parseUnary()
		}
	}
	p.unexpected()
	return nil
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
	t := p.tok
	var name string
	switch t.kind {
	case tIdent, tConst, tKw:
		name = t.text
		p.advance()
	case tOp:
		name, _ = p.methodName()
	default:
		p.unexpected()
	}
	if p.isOp(".") {
		p.unsupported(pos, "singleton method definition")
	}
	d := &defNode{nodeBase: nodeBase{pos}, name: name}
	p.pushScope(true)
	defer p.popScope(true)
	if p.isOp("(call") || p.isOp("(") {
		p.advance()
		d.params = p.parseParams(")")
		p.skipNL()
		p.expectOp(")")
	} else if !p.isTerm() {
		if p.isOp("=") {
			p.unsupported(pos, "endless method definition")
		}
		d.params = p.parseParams("\n")
	}
	d.body = p.parseBodyWithRescue(pos)
	p.expectKw("end")
	return d
}

func (p *parser) parseHash() node {
	pos := p.tok.pos
	p.advance()
	saved := p.noDo
	p.noDo = 0
	defer func() { p.noDo = saved }()
	h := &hashNode{nodeBase: nodeBase{pos}}
	p.skipNL()
	for !p.isOp("}") {
		switch {
		case p.tok.kind == tLabel:
			k := &symNode{nodeBase{p.tok.pos}, p.tok.text}
			p.advance()
			p.skipNL()
			h.keys = append(h.keys, k)
			h.vals = append(h.vals, p.parseArg())
		case p.isOp("**@"):
			sp := p.tok.pos
			p.advance()
			h.keys = append(h.keys, nil)
			h.vals = append(h.vals, &splatNode{nodeBase{sp}, p.parseArg()})
		default:
			k := p.parseArg()
			if p.tok.kind == tOp && p.tok.text == ":" && !p.tok.spaceBefore {
				if s, ok := k.(*strNode); ok {
					p.advance()
					p.skipNL()
					h.keys = append(h.keys, &dsymNode{nodeBase{s.p}, s})
					h.vals = append(h.vals, p.parseArg())
					break
				}
			}
			p.skipNL()
			p.expectOp("=>")
			p.skipNL()
			h.keys = append(h.keys, k)
			h.vals = append(h.vals, p.parseArg())
		}
		p.skipNL()
		if !p.isOp(",") {
			break
		}
		p.advance()
		p.skipNL()
	}
	p.skipNL()
	p.expectOp("}")
	return h
}

// strNode parses the interpolations of a string token.
func (p *parser) strNode(t token) *strNode {
	s := &strNode{nodeBase: nodeBase{t.pos}}
	for _, rp := range t.parts {
		if !rp.code {
			s.parts = append(s.parts, strPart{lit: rp.lit})
			continue
		}
		sub := &parser{src: p.src, scopes: p.scopes, depth: p.depth}
		sub.lx = newLexer(p.src, rp.start, rp.end, sub.isLocal)
		var body node
		func() {
			defer func() {
				if r := recover(); r != nil {
					if _, ok := r.(bailout); !ok {
						panic(r)
					}
					p.err = sub.err
					panic(bailout{})
				}
			}()
			sub.advance()
			body = sub.parseStmts()
			if sub.tok.kind != tEOF {
				sub.unexpected()
			}
		}()
		if seq, ok := body.(*seqNode); ok && len(seq.list) == 0 {
			s.parts = append(s.parts, strPart{code: &nilNode{nodeBase{rp.start}}})
			continue
		}
		s.parts = append(s.parts, strPart{code: body})
	}
	return s
}
