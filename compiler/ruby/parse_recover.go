package ruby

import "strings"

// Ruby 3.1's parser (bison) does not stop at a syntax error: it reports
// it, pops its stack back to the start of the innermost statement list
// (parse.y's `stmts: error stmt` and `top_stmts: error top_stmt`), and
// discards tokens until one that can start a statement, which it parses
// as the list's next statement; the parse then goes on, and a later
// error is reported after the first in the same SyntaxError. Until three
// tokens have been shifted after the recovery, a further error is not
// reported (bison's yyerrstatus): the parser recovers again, discarding
// the token first when nothing was shifted since. Reaching the end of the
// input while recovering ends the parse.
//
// Punch's parser does the same with its call stack: each statement list
// (parseStmtsUntil) is where a syntax error raised inside it recovers
// (syntaxBail unwinds to it), and a list that meets the closer of another
// construct (a `}` in a def body) raises the error itself, since Ruby's
// parser recovers in that list (closedList: or the enclosing one). Errors
// of the lexer, unsupported constructs and the compile's limits still end
// the parse.

// syntaxBail unwinds to the innermost statement list after a syntax
// error, or to the skip-th one enclosing it.
type syntaxBail struct{ skip int }

// parseState is what a statement list restores when it recovers (the
// fields the unwound parse functions set and did not restore).
type parseState struct {
	scope                  *scopeInfo
	depth, noDo, argDepth  int
	noPipe, inDef, nblocks int
	ctl                    ctlContext
	paramSeen              map[string]bool
	bodyExpects, emptyBody bool
	stmtStart              int
	stmtExpect             string
}

func (p *parser) saveState() parseState {
	return parseState{scope: p.scope, depth: p.depth, noDo: p.noDo, argDepth: p.argDepth, noPipe: p.noPipe,
		inDef: p.inDef, nblocks: len(p.blocks), ctl: p.ctl, paramSeen: p.paramSeen,
		bodyExpects: p.bodyExpects, emptyBody: p.emptyBody, stmtStart: p.stmtStart, stmtExpect: p.stmtExpect}
}

func (p *parser) restoreState(s parseState) {
	p.scope, p.depth, p.noDo, p.argDepth, p.noPipe = s.scope, s.depth, s.noDo, s.argDepth, s.noPipe
	p.inDef, p.ctl, p.paramSeen = s.inDef, s.ctl, s.paramSeen
	if len(p.blocks) > s.nblocks {
		p.blocks = p.blocks[:s.nblocks]
	}
	p.bodyExpects, p.emptyBody, p.stmtStart, p.stmtExpect = s.bodyExpects, s.emptyBody, s.stmtStart, s.stmtExpect
}

// syntaxFail handles the syntax error e: reported unless a recovery is
// under way (errStatus > 0), then the innermost statement list takes over.
// It returns when there is no list to recover in.
func (p *parser) syntaxFail(e *syntaxError) {
	if p.frames == 0 {
		return
	}
	if p.errStatus == 0 && len(p.errs) < maxSoftErrors {
		p.errs = append(p.errs, e)
	}
	// nothing shifted since the last recovery: this token goes
	p.discard = p.errStatus == 3
	skip := p.bailSkip
	p.bailSkip = 0
	panic(syntaxBail{skip: skip})
}

// recoverInList is bison's recovery once the stack is back at a
// statement list's start: the error token shifted, the tokens that
// cannot start a statement discarded; the end of the input ends the parse
// with the errors recorded.
func (p *parser) recoverInList() {
	if p.discard {
		p.discard = false
		p.discardTok()
	}
	p.errStatus = 3
	for !p.startsStmt() {
		p.discardTok()
	}
}

// discardTok drops the current token (not a shift); at the end of the
// input the parse ends.
func (p *parser) discardTok() {
	if p.tok.kind == tEOF {
		p.err = nil
		panic(bailout{})
	}
	st := p.errStatus
	p.advance()
	p.errStatus = st
}

// closedList is called for an error met after a statement of a list
// that does not end there: Ruby's parser has reduced the list by then
// (the error names its closer) and, when it pops its stack, finds the
// list's start again, but for a list its grammar wraps in a larger
// symbol first (a block's body, a when or in clause: accept has "^"),
// whose error recovers in the enclosing list, and for the program's,
// where it stops.
func (p *parser) closedList(accept string) {
	if accept == "" || strings.Contains(accept, "^") {
		p.bailSkip = 1
	}
}

// accepts reports whether the token that ends a statement list is one of
// the list's own closers (accept: keywords and brackets, space-separated;
// the end of the input always is, since a recovery would end there).
func (p *parser) accepts(accept string) bool {
	if p.tok.kind == tEOF {
		return true
	}
	return strings.Contains(" "+accept+" ", " "+p.tok.text+" ")
}

// closerFail raises the error the construct around a list would raise
// for a token that does not close it, from within the list.
func (p *parser) closerFail(closer, accept string) {
	switch {
	case accept == "#{":
		// an interpolation's code ends only with its '}'
		p.unexpected()
	case closer == "end-of-input":
		p.unexpectedExpecting(closer)
	case closer == "`end'":
		p.expectKw("end")
	default:
		p.expectOp(strings.Trim(closer, "'"))
	}
}

// startsStmt reports whether the current token can start a statement
// (bison's state after `error' has an action for it). if, unless, while
// and until after a value are modifiers, as Ruby's lexer gives them; an
// opening bracket after a value is an index, call or block.
func (p *parser) startsStmt() bool {
	t := p.tok
	afterValue := tokEndsValue(p.before)
	switch {
	case t.kind == tLabel:
		return false
	case t.kind == tKw && (t.text == "if" || t.text == "unless" || t.text == "while" || t.text == "until"):
		return !afterValue
	case t.kind == tOp && (t.text == "{" || t.text == ".." || t.text == "..."):
		return !afterValue
	case t.kind == tOp && t.text == "*@":
		return true
	}
	return p.startsArg()
}

// tokEndsValue reports whether Ruby's lexer is at the end of an operand
// after t (EXPR_END/ARG/CMDARG: a modifier or a binary operator follows).
func tokEndsValue(t token) bool {
	switch t.kind {
	case tInt, tFloat, tStr, tSym, tDSym, tRegex, tWords, tSymbols, tIdent, tConst, tIVar, tCVar, tGVar, tBigInt, tNumLit:
		return true
	case tKw:
		switch t.text {
		case "end", "nil", "true", "false", "self", "__FILE__", "__LINE__", "redo", "retry", "__method__", "super", "yield", "__ENCODING__":
			return true
		}
	case tOp:
		switch t.text {
		case ")", "]", "}":
			return true
		}
	}
	return false
}

// shifted is how many tokens Ruby's lexer makes of t (for errStatus):
// a string, regexp or word list is its opening, its content and its
// terminator (an empty quote two), a symbol ':' and its name; a
// character literal ?a is one.
func (p *parser) shifted(t token) int {
	switch t.kind {
	case tStr:
		if t.end-t.pos == 2 && t.pos < len(p.src) && (p.src[t.pos] == '\'' || p.src[t.pos] == '"') {
			return 2
		}
		if t.pos < len(p.src) && p.src[t.pos] == '?' {
			return 1
		}
		return 3
	case tSym:
		return 2
	case tDSym, tRegex, tWords, tSymbols:
		return 3
	}
	return 1
}

// startsCallArg reports whether the current token can start an element
// of an argument list or hash literal; after keywords (assocs) only an
// association, a double splat or a block pass can.
func (p *parser) startsCallArg(assocs bool) bool {
	if p.tok.kind == tOp {
		switch p.tok.text {
		case "**@", "&@":
			return true
		case "*@", "...":
			return !assocs
		}
	}
	return p.startsArg()
}

// condTail reports an unexpected token after an if, unless, while or
// until condition that ends with a method call through '.' without
// arguments (a.b, !a.b): Ruby's parser could still read command
// arguments there and names nothing as expected.
func (p *parser) condTail(cond node) {
	if p.isTerm() || p.isKw("then") || p.isKw("do") {
		return
	}
	if n, ok := cond.(*notNode); ok {
		cond = n.val
	}
	c, ok := cond.(*callNode)
	if !ok || c.recv == nil || c.hasParen || len(c.args) > 0 || c.block != nil || c.name == "[]" {
		return
	}
	if at := c.pos(); at >= 2 && p.src[at-2:at] == "::" || !isIdentStart(p.src[at]) {
		return
	}
	p.unexpected()
}

// tokLen is how much of t the caret of a syntax error at it marks: the
// whole token, but for a literal Ruby's lexer gives in parts, whose
// first part is its opening (a quote, %w(, a ':').
func (p *parser) tokLen(t token) int {
	switch t.kind {
	case tStr, tDSym, tRegex, tWords, tSymbols, tSym:
		if t.pos+1 < len(p.src) && p.src[t.pos] == '%' {
			if isIdentChar(p.src[t.pos+1]) {
				return 3
			}
			return 2
		}
		if t.kind == tStr && p.src[t.pos] == '?' || t.kind == tStr && p.src[t.pos] == '<' {
			return t.end - t.pos // a character literal; a heredoc's opener
		}
		return 1
	}
	return t.end - t.pos
}
