package ruby

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/hexval"
)

type tokKind int

const (
	tEOF tokKind = iota
	tNL          // statement-ending newline
	tSemi
	tInt
	tFloat
	tStr     // string literal (parts)
	tSym     // :name
	tDSym    // :"..." (parts)
	tRegex   // /.../ (parts, flags in text)
	tWords   // %w[] (words)
	tSymbols // %i[] (words)
	tIdent
	tConst
	tIVar
	tCVar
	tBigInt // integer literal beyond int64 (text holds the digits, base in ival)
	tGVar
	tLabel // name: (text is the name)
	tKw
	tOp
	tNumLit // rational or imaginary literal (numlit.go: words are digits, suffix, "f" for a float)
)

// rawPart is one piece of a string literal: literal text, or the source
// range of an interpolated expression.
type rawPart struct {
	lit        string
	code       bool
	start, end int
}

type token struct {
	kind        tokKind
	text        string
	pos         int
	end         int
	spaceBefore bool
	spaceAfter  bool
	ival        int64
	fval        float64
	parts       []rawPart
	words       []string
	// mod: a keyword Ruby's lexer gives as a modifier (if, unless,
	// while, until, rescue after an operand): "`if' modifier"
	mod bool
	// wparts: the words of %W[] / %I[], each a double-quoted string's
	// parts
	wparts [][]rawPart
}

var keywords = map[string]bool{
	"alias": true, "and": true, "begin": true, "break": true, "case": true, "class": true,
	"def": true, "defined?": true, "do": true, "else": true, "elsif": true, "end": true,
	"ensure": true, "false": true, "for": true, "if": true, "in": true, "module": true,
	"next": true, "nil": true, "not": true, "or": true, "redo": true, "rescue": true,
	"retry": true, "return": true, "self": true, "super": true, "then": true, "true": true,
	"undef": true, "unless": true, "until": true, "when": true, "while": true, "yield": true,
	"__FILE__": true, "__LINE__": true, "BEGIN": true, "END": true, "__method__": true,
	"__ENCODING__": true,
}

// lexer turns Ruby source into tokens on demand. Whether a character such
// as '/', '-', '[' or '%' starts an operand depends on the previous token
// and on spacing, as in Ruby; isLocal tells it which identifiers are local
// variables (after which they are binary operators).
type lexer struct {
	// eofText names the end of the input in a syntax error ("}": an
	// interpolation's code)
	eofText      string
	src          string
	p            int
	end          int
	prev         token
	hasPrev      bool
	parenDepth   int
	isLocal      func(string) bool
	err          *syntaxError
	prevAfterDot bool
	// opName: the previous token is an operator used as a method name
	// (alias + |, undef <=>), so it ends an operand
	opName  bool
	nesting int // depth of string interpolation
	// heredocs: bodies of heredocs started on the current line are read
	// when the lexer reaches its end; hdEnd is where the next body starts
	// (0: none pending) and hdSkip where scanning resumes after the
	// line's newline.
	hdNext int
	hdSkip int
	// soft receives the errors Ruby's lexer reports and goes on from
	soft func(*syntaxError)
}

func newLexer(src string, start, end int, isLocal func(string) bool) *lexer {
	return &lexer{src: src, p: start, end: end, isLocal: isLocal}
}

// softFail reports an error Ruby's lexer goes on from (parse_checks.go).
func (lx *lexer) softFail(beg, end int, msg string) {
	if lx.soft != nil {
		lx.soft(&syntaxError{pos: beg, end: end, msg: msg})
	} else {
		lx.fail(beg, "%s", msg)
	}
}

// softFailBare is softFail for an error Ruby shows without its line.
func (lx *lexer) softFailBare(pos int, msg string) {
	if lx.soft != nil {
		lx.soft(&syntaxError{pos: pos, msg: msg, bare: true})
	} else {
		lx.fail(pos, "%s", msg)
	}
}

func (lx *lexer) fail(pos int, format string, args ...any) {
	if lx.err == nil {
		msg := sprintf(format, args...)
		uns := strings.HasPrefix(msg, "unsupported Ruby: ")
		if uns {
			msg = strings.TrimPrefix(msg, "unsupported Ruby: ")
		}
		lx.err = &syntaxError{pos: pos, msg: msg, unsupported: uns}
	}
}

// syntaxError is a lexer or parser error at an offset of the source.
type syntaxError struct {
	pos         int
	end         int // the end of the token at pos, when known (eval's error line)
	msg         string
	unsupported bool
	// stop is why parsing an eval's string stopped (the compile's limits)
	stop error
	// bare: Ruby shows no source line for it (parse_checks.go)
	bare bool
	// next is the error Ruby reports after this one in the same
	// SyntaxError (parse_checks.go)
	next *syntaxError
	// note is a further line "FILE:LINE: note" about the offset noteAt,
	// whose source line and caret (to noteEnd) follow unless noteBare
	// ("numbered parameter is already used in" / "outer block here")
	note            string
	noteAt, noteEnd int
	noteBare        bool
}

func isIdentStart(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80
}

func isIdentChar(c byte) bool { return isIdentStart(c) || (c >= '0' && c <= '9') }

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// varNameError is Ruby 3.1's error for the name of an instance (n 1) or
// class (n 2) variable whose sigil ends at src[j] when no identifier
// follows (@1, :@1, @@, ...), "" for a good name.
func varNameError(src string, j, n int) string {
	sig, kind := "@", "an instance variable name"
	if n == 2 {
		sig, kind = "@@", "a class variable name"
	}
	if j < len(src) && isIdentStart(src[j]) {
		return ""
	}
	if j < len(src) && isDigit(src[j]) {
		k := j
		for k < len(src) && isDigit(src[k]) {
			k++
		}
		return "`" + sig + src[j:k] + "' is not allowed as " + kind
	}
	return "`" + sig + "' without identifiers is not allowed as " + kind
}

// valueEnd reports whether the previous token ends an operand, so that
// what follows is a binary operator (or a newline ends the statement).
func (lx *lexer) valueEnd() bool {
	if !lx.hasPrev {
		return false
	}
	return lx.opName || tokEndsValue(lx.prev)
}

// cmdArgStart reports whether the previous token is a method name that may
// take command arguments, and the current char (after a space, with no
// space after it) should start one: `foo -1`, `foo [1]`, `foo /re/`.
func (lx *lexer) cmdArgStart(spaceBefore bool) bool {
	if !spaceBefore || !lx.hasPrev {
		return false
	}
	t := lx.prev
	if t.kind != tIdent {
		return false
	}
	if lx.isLocal != nil && lx.isLocal(t.text) && !lx.afterDot() {
		return false
	}
	return true
}

func (lx *lexer) prevIsDot() bool {
	return lx.prev.kind == tOp && (lx.prev.text == "." || lx.prev.text == "&.")
}

// afterDot is set by next() when the identifier it produced followed '.'.
func (lx *lexer) afterDot() bool { return lx.prevAfterDot }

func (lx *lexer) begState(spaceBefore bool) bool {
	return !lx.valueEnd() || lx.cmdArgStart(spaceBefore)
}

func (lx *lexer) peekc(off int) byte {
	if lx.p+off < lx.end {
		return lx.src[lx.p+off]
	}
	return 0
}

// next returns the next token.
func (lx *lexer) next() token {
	t := lx.scan()
	if t.kind == tKw && lx.valueEnd() {
		switch t.text {
		case "if", "unless", "while", "until", "rescue":
			t.mod = true
		}
	}
	if t.kind != tEOF && t.kind != tNL {
		c := lx.peekc(0)
		t.spaceAfter = c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0
	}
	lx.prevAfterDot = lx.hasPrev && lx.prev.kind == tOp && (lx.prev.text == "." || lx.prev.text == "&.")
	if t.kind == tNL {
		lx.prevAfterDot = false
	}
	lx.prev = t
	lx.hasPrev = true
	lx.opName = false
	return t
}

func (lx *lexer) scan() token {
	space := false
	for lx.p < lx.end {
		c := lx.src[lx.p]
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			lx.p++
			space = true
			continue
		case c == '\\' && lx.peekc(1) == '\n':
			lx.p += 2
			space = true
			continue
		case c == '#':
			for lx.p < lx.end && lx.src[lx.p] != '\n' {
				lx.p++
			}
			continue
		case c == '\n':
			start := lx.p
			lx.p++
			if lx.hdSkip > 0 {
				// the bodies of this line's heredocs were read already
				if lx.hdSkip > lx.p {
					lx.p = lx.hdSkip
				}
				lx.hdSkip, lx.hdNext = 0, 0
			}
			if strings.HasPrefix(lx.src[lx.p:lx.end], "__END__") && (lx.p+7 == lx.end || lx.src[lx.p+7] == '\n' || lx.src[lx.p+7] == '\r') {
				lx.end = lx.p // DATA section: not code
			}
			if lx.p < lx.end && strings.HasPrefix(lx.src[lx.p:lx.end], "=begin") && (lx.p+6 >= lx.end || lx.src[lx.p+6] == ' ' || lx.src[lx.p+6] == '\n') {
				lx.skipEmbeddedDoc()
			}
			if lx.needNL() && !lx.leadingDot() {
				return token{kind: tNL, pos: start, end: start + 1, spaceBefore: space}
			}
			space = true
			continue
		}
		break
	}
	if lx.p == 0 && strings.HasPrefix(lx.src[:lx.end], "=begin") {
		lx.skipEmbeddedDoc()
		return lx.scan()
	}
	if lx.p >= lx.end {
		return token{kind: tEOF, text: lx.eofText, pos: lx.end, end: lx.end, spaceBefore: space}
	}
	start := lx.p
	c := lx.src[lx.p]
	tok := func(k tokKind, text string, n int) token {
		lx.p += n
		return token{kind: k, text: text, pos: start, end: lx.p, spaceBefore: space}
	}
	beg := lx.begState(space)
	nextSpace := func(n int) bool {
		d := lx.peekc(n)
		return d == ' ' || d == '\t' || d == '\n' || d == 0
	}
	// a method name after def or a dot (Ruby's EXPR_FNAME / EXPR_DOT):
	// / % ` * ** & are the operators there, not a regexp, a %-literal, a
	// command, a splat or a block argument (def /(o), def %, x.*(2))
	if strings.IndexByte("/%`*&", c) >= 0 && lx.hasPrev && (lx.prev.kind == tKw && lx.prev.text == "def" || lx.prevIsDot()) {
		if strings.HasPrefix(lx.src[lx.p:lx.end], "**") {
			return tok(tOp, "**", 2)
		}
		return tok(tOp, string(c), 1)
	}
	switch {
	case isDigit(c):
		return lx.number(space)
	case c == '"' || c == '`':
		lx.p++
		parts := lx.stringBody(c, 0, true)
		t := token{kind: tStr, pos: start, end: lx.p, spaceBefore: space, parts: parts}
		if c == '`' {
			t.text = "`" // a shell command (xstring)
		}
		return t
	case c == '\'':
		lx.p++
		s := lx.singleBody('\'', 0)
		return token{kind: tStr, pos: start, end: lx.p, spaceBefore: space, parts: []rawPart{{lit: s}}}
	case c == '@':
		n := 1
		if lx.peekc(1) == '@' {
			n = 2
		}
		j := lx.p + n
		if msg := varNameError(lx.src[:lx.end], j, n); msg != "" {
			lx.fail(start, "%s", msg)
			return tok(tEOF, "", 1)
		}
		for j < lx.end && isIdentChar(lx.src[j]) {
			j++
		}
		if n == 2 {
			return tok(tCVar, lx.src[start:j], j-start)
		}
		return tok(tIVar, lx.src[start:j], j-start)
	case c == '$':
		j := lx.p + 1
		if j < lx.end && isIdentStart(lx.src[j]) {
			for j < lx.end && isIdentChar(lx.src[j]) {
				j++
			}
		} else if j < lx.end && isDigit(lx.src[j]) {
			for j < lx.end && isDigit(lx.src[j]) {
				j++
			}
		} else if j < lx.end && strings.IndexByte("~&`'+!@;,/\\_0*$?:\"<>.", lx.src[j]) >= 0 {
			j++
		} else {
			lx.fail(start, "'$' without identifiers is not allowed as a global variable name")
			return tok(tEOF, "", 1)
		}
		return tok(tGVar, lx.src[start:j], j-start)
	case isIdentStart(c):
		return lx.ident(space)
	}
	// operators and punctuation
	rest := lx.src[lx.p:lx.end]
	switch c {
	case ':':
		if strings.HasPrefix(rest, "::") {
			if beg || space && !nextSpace(2) {
				return tok(tOp, "::@", 2) // top-level constant
			}
			return tok(tOp, "::", 2)
		}
		if len(rest) > 1 && (rest[1] == '"' || rest[1] == '\'') && (beg || space) {
			lx.p += 2
			var parts []rawPart
			if rest[1] == '"' {
				parts = lx.stringBody('"', 0, true)
			} else {
				parts = []rawPart{{lit: lx.singleBody('\'', 0)}}
			}
			return token{kind: tDSym, pos: start, end: lx.p, spaceBefore: space, parts: parts}
		}
		if len(rest) > 1 && (beg || space || lx.prev.kind == tOp && lx.prev.text == "(") {
			d := rest[1]
			if isIdentStart(d) {
				j := 2
				for j < len(rest) && isIdentChar(rest[j]) {
					j++
				}
				if j < len(rest) && (rest[j] == '?' || rest[j] == '!' || rest[j] == '=') && !(j+1 < len(rest) && (rest[j+1] == '=' || rest[j+1] == '~' || rest[j+1] == '>')) {
					j++
				}
				return tok(tSym, rest[1:j], j)
			}
			if d == '@' {
				n := 1
				if len(rest) > 2 && rest[2] == '@' {
					n = 2
				}
				if msg := varNameError(rest, 1+n, n); msg != "" {
					lx.fail(start+1, "%s", msg)
					return tok(tEOF, "", 1)
				}
			}
			if d == '@' || d == '$' {
				j := 2
				for j < len(rest) && (isIdentChar(rest[j]) || rest[j] == '@') {
					j++
				}
				return tok(tSym, rest[1:j], j)
			}
			for _, op := range []string{"[]=", "[]", "<=>", "===", "==", "=~", "!=", "!~", "<<", ">>", "<=", ">=", "**", "+@", "-@", "+", "-", "*", "/", "%", "<", ">", "!", "&", "|", "^", "~"} {
				if strings.HasPrefix(rest[1:], op) {
					return tok(tSym, op, 1+len(op))
				}
			}
		}
		return tok(tOp, ":", 1)
	case '/':
		if beg && !(space && lx.cmdArgStart(space) && nextSpace(1)) {
			lx.p++
			parts := lx.stringBody('/', 0, false)
			flags := lx.regexFlags()
			lx.checkRegexEscapes(start, parts, flags)
			return token{kind: tRegex, text: flags, pos: start, end: lx.p, spaceBefore: space, parts: parts}
		}
		if strings.HasPrefix(rest, "/=") {
			return tok(tOp, "/=", 2)
		}
		return tok(tOp, "/", 1)
	case '%':
		if beg && len(rest) > 1 && !(lx.cmdArgStart(space) && nextSpace(1)) && rest[1] != '=' || beg && !lx.valueEnd() && len(rest) > 1 {
			if t, ok := lx.percentLiteral(space); ok {
				return t
			}
		}
		if strings.HasPrefix(rest, "%=") {
			return tok(tOp, "%=", 2)
		}
		return tok(tOp, "%", 1)
	case '?':
		if beg && len(rest) > 1 && rest[1] != ' ' && rest[1] != '\n' && rest[1] != '\t' {
			// character literal ?a
			if rest[1] == '\\' && len(rest) > 2 {
				lx.p += 2
				s := lx.escape(0)
				return token{kind: tStr, pos: start, end: lx.p, spaceBefore: space, parts: []rawPart{{lit: s}}}
			}
			_, n := utf8.DecodeRuneInString(rest[1:])
			if 1+n >= len(rest) || !isIdentChar(rest[1+n]) {
				return token{kind: tStr, pos: start, end: lx.p + 1 + n, spaceBefore: space, parts: []rawPart{{lit: rest[1 : 1+n]}}, text: ""}.advance(lx, 1+n)
			}
		}
		return tok(tOp, "?", 1)
	case '<':
		if strings.HasPrefix(rest, "<<") && beg && len(rest) > 2 && !(lx.cmdArgStart(space) && nextSpace(2)) {
			if t, ok := lx.heredoc(space); ok {
				return t
			}
		}
	case '-', '+':
		if strings.HasPrefix(rest, "->") {
			return tok(tOp, "->", 2)
		}
		if len(rest) > 1 && rest[1] == '=' {
			return tok(tOp, rest[:2], 2)
		}
		methName := lx.hasPrev && (lx.prev.kind == tKw && lx.prev.text == "def" || lx.prevIsDot())
		if methName && len(rest) > 1 && rest[1] == '@' {
			return tok(tOp, rest[:2], 2) // the method names +@ -@
		}
		if beg && !(lx.cmdArgStart(space) && nextSpace(1)) && !methName {
			return tok(tOp, string(c)+"@", 1) // unary
		}
		return tok(tOp, string(c), 1)
	case '*':
		if strings.HasPrefix(rest, "**=") {
			return tok(tOp, "**=", 3)
		}
		if strings.HasPrefix(rest, "**") {
			if beg && !(lx.cmdArgStart(space) && nextSpace(2)) {
				return tok(tOp, "**@", 2) // double splat
			}
			return tok(tOp, "**", 2)
		}
		if strings.HasPrefix(rest, "*=") {
			return tok(tOp, "*=", 2)
		}
		if beg && !(lx.cmdArgStart(space) && nextSpace(1)) {
			return tok(tOp, "*@", 1) // splat
		}
		return tok(tOp, "*", 1)
	case '&':
		if strings.HasPrefix(rest, "&&=") {
			return tok(tOp, "&&=", 3)
		}
		if strings.HasPrefix(rest, "&&") {
			return tok(tOp, "&&", 2)
		}
		if strings.HasPrefix(rest, "&.") {
			return tok(tOp, "&.", 2)
		}
		if strings.HasPrefix(rest, "&=") {
			return tok(tOp, "&=", 2)
		}
		if beg && !(lx.cmdArgStart(space) && nextSpace(1)) {
			return tok(tOp, "&@", 1) // block pass
		}
		return tok(tOp, "&", 1)
	case '[':
		// after a space, a method name or yield/super (Ruby's EXPR_ARG)
		// starts an argument: `yield [k, v]` yields an Array
		argKw := lx.hasPrev && lx.prev.kind == tKw && (lx.prev.text == "yield" || lx.prev.text == "super")
		if beg || (space && lx.valueEnd() && (lx.prev.kind == tIdent && lx.cmdArgStart(space) || argKw)) {
			return tok(tOp, "[@", 1) // array literal
		}
		return tok(tOp, "[", 1)
	case '(':
		lx.parenDepth++
		if lx.hasPrev && !space && (lx.prev.kind == tIdent || lx.prev.kind == tConst || lx.prevAfterDot || lx.opName) {
			return tok(tOp, "(call", 1)
		}
		if lx.hasPrev && !space && lx.prev.kind == tKw && (lx.prev.text == "defined?" || lx.prev.text == "super" || lx.prev.text == "yield") {
			return tok(tOp, "(call", 1)
		}
		return tok(tOp, "(", 1)
	case ')':
		lx.parenDepth--
		return tok(tOp, ")", 1)
	case '.':
		if strings.HasPrefix(rest, "...") {
			return tok(tOp, "...", 3)
		}
		if strings.HasPrefix(rest, "..") {
			return tok(tOp, "..", 2)
		}
		if len(rest) > 1 && isDigit(rest[1]) {
			// .5, x.1: Ruby's lexer reads the number, reports it and
			// drops it, then goes on as after an operand
			j := lx.p + 1
			for j < lx.end && (isDigit(lx.src[j]) || lx.src[j] == '_') {
				j++
			}
			msg := "no .<digit> floating literal anymore; put 0 before dot"
			if start > 0 && isDigit(lx.src[start-1]) {
				msg = "unexpected fraction part after numeric literal"
			}
			lx.softFail(start, j, msg)
			lx.p = j
			lx.prev, lx.hasPrev = token{kind: tFloat, pos: start, end: j}, true
			return lx.scan()
		}
		return tok(tOp, ".", 1)
	case ';':
		return tok(tSemi, ";", 1)
	}
	for _, op := range []string{"**=", "<=>", "===", "<<=", ">>=", "||=", "&&=", "==", "!=", ">=", "<=", "=~", "!~", "=>", "&&", "||", "<<", ">>", "|=", "^=", "+=", "-=", "**"} {
		if strings.HasPrefix(rest, op) {
			return tok(tOp, op, len(op))
		}
	}
	if strings.IndexByte("=<>!~^|{},]", c) >= 0 {
		return tok(tOp, string(c), 1)
	}
	if c == '\\' {
		// a backslash that does not continue the line is a token of its
		// own (an escaped space with the space) that no rule takes: a
		// syntax error the parser reports
		if lx.peekc(1) == ' ' {
			return tok(tOp, "\\ ", 2)
		}
		return tok(tOp, "\\", 1)
	}
	r, n := utf8.DecodeRuneInString(rest)
	lx.fail(start, "unexpected character %q", r)
	return tok(tEOF, "", n)
}

func (t token) advance(lx *lexer, n int) token {
	lx.p += n
	t.end = lx.p
	return t
}

func (lx *lexer) skipEmbeddedDoc() {
	for lx.p < lx.end {
		i := strings.Index(lx.src[lx.p:lx.end], "\n=end")
		if i < 0 {
			lx.p = lx.end
			// Ruby reports it on the last line and goes on to the end
			lx.softFailBare(lx.end, "embedded document meets end of file")
			return
		}
		lx.p += i + 5
		for lx.p < lx.end && lx.src[lx.p] != '\n' {
			lx.p++
		}
		return
	}
}

// needNL reports whether a newline here ends a statement.
func (lx *lexer) needNL() bool {
	if !lx.hasPrev {
		return false
	}
	if lx.valueEnd() {
		return true
	}
	if lx.prev.kind == tKw {
		switch lx.prev.text {
		case "return", "break", "next", "redo", "retry", "rescue", "else", "ensure", "begin", "then", "do":
			return true
		}
	}
	return false
}

// leadingDot reports whether the next non-blank line starts with '.' or
// '&.' (a method chain continued on the next line).
func (lx *lexer) leadingDot() bool {
	j := lx.p
	for j < lx.end {
		c := lx.src[j]
		if c == ' ' || c == '\t' || c == '\r' || c == '\n' {
			j++
			continue
		}
		if c == '#' {
			return false
		}
		if c == '.' && !(j+1 < lx.end && lx.src[j+1] == '.') {
			return true
		}
		if c == '&' && j+1 < lx.end && lx.src[j+1] == '.' {
			return true
		}
		return false
	}
	return false
}

func (lx *lexer) ident(space bool) token {
	start := lx.p
	j := lx.p
	for j < lx.end && isIdentChar(lx.src[j]) {
		j++
	}
	afterDot := lx.hasPrev && lx.prev.kind == tOp && (lx.prev.text == "." || lx.prev.text == "&.")
	afterDef := lx.hasPrev && lx.prev.kind == tKw && lx.prev.text == "def"
	if j < lx.end && (lx.src[j] == '?' || lx.src[j] == '!') {
		// foo? and foo! are method names, but not foo!= / foo?=
		if !(j+1 < lx.end && lx.src[j+1] == '=' && !(j+2 < lx.end && (lx.src[j+2] == '=' || lx.src[j+2] == '~'))) {
			j++
		}
	}
	if afterDef && j < lx.end && lx.src[j] == '=' && j+1 < lx.end && lx.src[j+1] == '(' {
		j++ // def name=(v)
	}
	text := lx.src[start:j]
	lx.p = j
	mk := func(k tokKind) token { return token{kind: k, text: text, pos: start, end: j, spaceBefore: space} }
	// label `name:` (not `name::`)
	// (`match?:` and `ok!:` are labels too: { match?: 1 } is {:match?=>1})
	if !afterDot && j < lx.end && lx.src[j] == ':' && !(j+1 < lx.end && lx.src[j+1] == ':') {
		if lx.labelAllowed() {
			lx.p++
			t := mk(tLabel)
			t.end = lx.p
			return t
		}
	}
	if afterDot || afterDef {
		if text[0] >= 'A' && text[0] <= 'Z' && !afterDef {
			return mk(tIdent)
		}
		return mk(tIdent)
	}
	if text == "defined" && j < lx.end && lx.src[j] == '?' {
		// handled by the '?' rule above
	}
	if keywords[text] {
		return mk(tKw)
	}
	if text[0] >= 'A' && text[0] <= 'Z' {
		return mk(tConst)
	}
	return mk(tIdent)
}

// labelAllowed: `key:` is a hash key or keyword argument after '{', ',',
// '(' or '|', or as a command argument.
func (lx *lexer) labelAllowed() bool {
	if !lx.hasPrev {
		return false
	}
	t := lx.prev
	if t.kind == tOp {
		switch t.text {
		case "{", ",", "(", "(call", "[@", "|":
			return true
		}
		return false
	}
	if t.kind == tIdent || t.kind == tNL || t.kind == tSemi {
		return t.kind == tIdent
	}
	if t.kind == tKw && t.text == "in" {
		return true // a braceless hash pattern: case/in's `in key:`
	}
	return false
}

func (lx *lexer) number(space bool) token {
	start := lx.p
	src := lx.src[:lx.end]
	j := lx.p
	base := 10
	if src[j] == '0' && j+1 < len(src) {
		switch src[j+1] {
		case 'x', 'X':
			base = 16
			j += 2
		case 'b', 'B':
			base = 2
			j += 2
		case 'o', 'O':
			base = 8
			j += 2
		case 'd', 'D':
			j += 2
		default:
			if isDigit(src[j+1]) || src[j+1] == '_' {
				base = 8
				j++
			}
		}
	}
	digStart := j
	isFloat := false
	trailing := -1 // a '_' no digit follows: Ruby's "trailing `_' in number"
	for j < len(src) {
		c := src[j]
		if c == '_' && j > digStart && src[j-1] == '_' {
			trailing = j - 1
			break
		}
		if base == 2 && c >= '2' && c <= '9' {
			break // 0b2: the digits end
		}
		if isDigit(c) || c == '_' || base == 16 && strings.IndexByte("abcdefABCDEF", c) >= 0 {
			j++
			continue
		}
		break
	}
	if j == digStart && digStart > start+1 {
		// 0b, 0x2z, 0o: Ruby 3.1 reports it and goes on with 0 (what
		// follows is the next token)
		lx.softFail(start, j, "numeric literal without digits")
		lx.p = j
		return token{kind: tInt, pos: start, end: j, spaceBefore: space, text: src[start:j]}
	}
	if trailing < 0 && j > digStart && src[j-1] == '_' {
		trailing = j - 1
	}
	if trailing >= 0 {
		lx.softFail(trailing, trailing+1, "trailing `_' in number")
	}
	if base == 8 && strings.ContainsAny(src[digStart:j], "89") {
		// Ruby 3.1 reports it and goes on with the number
		lx.softFail(start, j, "Invalid octal digit")
		lx.p = j
		return token{kind: tInt, pos: start, end: j, spaceBefore: space, text: src[start:j]}
	}
	if base == 10 && j+1 < len(src) && src[j] == '.' && isDigit(src[j+1]) {
		isFloat = true
		j++
		for j < len(src) && (isDigit(src[j]) || src[j] == '_') {
			j++
		}
	}
	exponent := false
	if base == 10 && j < len(src) && (src[j] == 'e' || src[j] == 'E') {
		k := j + 1
		if k < len(src) && (src[k] == '+' || src[k] == '-') {
			k++
		}
		if k < len(src) && isDigit(src[k]) {
			isFloat, exponent = true, true
			j = k
			for j < len(src) && isDigit(src[j]) {
				j++
			}
		} else if k > j+1 {
			// 1e+ with no digit: Ruby's "trailing `+' in number"
			lx.p = k
			lx.fail(k-1, "trailing `%c' in number", src[k-1])
		}
	}
	lx.p = j
	text := strings.ReplaceAll(src[digStart:j], "_", "")
	if n, rat, imag := numSuffix(src, j, exponent); n > 0 && text != "" {
		lx.p = j + n
		f := ""
		if isFloat {
			f = "f"
		}
		suffix := ""
		if rat {
			suffix = "r"
		}
		if imag {
			suffix += "i"
		}
		return token{kind: tNumLit, pos: start, end: j + n, spaceBefore: space, text: src[start : j+n], ival: int64(base), words: []string{text, suffix, f}}
	}
	// a letter after the number starts the next token (1e, 12a), as
	// Ruby's lexer reads it
	t := token{pos: start, end: j, spaceBefore: space, text: src[start:j]}
	if isFloat {
		f, err := strconv.ParseFloat(text, 64)
		if err != nil {
			if ne, ok := err.(*strconv.NumError); !ok || ne.Err != strconv.ErrRange {
				lx.fail(start, "invalid float literal %s", src[start:j])
			}
		}
		t.kind = tFloat
		t.fval = f
		return t
	}
	v, err := strconv.ParseInt(text, base, 64)
	if err != nil {
		if text == "" {
			lx.fail(start, "numeric literal without digits")
		} else {
			t.kind = tBigInt
			t.ival = int64(base)
			t.words = []string{text}
			return t
		}
	}
	t.kind = tInt
	t.ival = v
	return t
}

// regexFlags reads a regexp literal's options: every letter after its
// closer, as Ruby's lexer reads them (regx_options); letters that are no
// option are Ruby's "unknown regexp option - z", marked from the closer.
func (lx *lexer) regexFlags() string {
	j := lx.p
	var flags, bad []byte
	for j < lx.end && (lx.src[j] >= 'a' && lx.src[j] <= 'z' || lx.src[j] >= 'A' && lx.src[j] <= 'Z') {
		if strings.IndexByte("imxounse", lx.src[j]) >= 0 {
			flags = append(flags, lx.src[j])
		} else {
			bad = append(bad, lx.src[j])
		}
		j++
	}
	if len(bad) > 0 {
		plural := ""
		if len(bad) > 1 {
			plural = "s"
		}
		lx.softFail(lx.p-1, j, "unknown regexp option"+plural+" - "+string(bad))
	}
	lx.p = j
	return string(flags)
}

func closer(c byte) byte {
	switch c {
	case '(':
		return ')'
	case '[':
		return ']'
	case '{':
		return '}'
	case '<':
		return '>'
	}
	return 0
}

// percentLiteral lexes %w[] %i[] %q() %Q() %() %r{} %s() %x().
func (lx *lexer) percentLiteral(space bool) (token, bool) {
	start := lx.p
	rest := lx.src[lx.p:lx.end]
	kind := byte('Q')
	i := 1
	if isIdentChar(rest[1]) {
		kind = rest[1]
		i = 2
		if len(rest) < 3 {
			return token{}, false
		}
	}
	open := rest[i]
	if isIdentChar(open) || open == ' ' || open == '\n' || open == '\t' || open == '=' && i == 1 {
		return token{}, false
	}
	var nest byte
	cl := closer(open)
	if cl != 0 {
		nest = open
	} else {
		cl = open
	}
	lx.p += i + 1
	switch kind {
	case 'Q':
		parts := lx.stringBodyNest(cl, nest, true)
		return token{kind: tStr, pos: start, end: lx.p, spaceBefore: space, parts: parts}, true
	case 'x':
		// %x(...): a shell command, as `...` (xstring)
		parts := lx.stringBodyNest(cl, nest, true)
		return token{kind: tStr, text: "`", pos: start, end: lx.p, spaceBefore: space, parts: parts}, true
	case 'q':
		s := lx.singleBody(cl, nest)
		return token{kind: tStr, pos: start, end: lx.p, spaceBefore: space, parts: []rawPart{{lit: s}}}, true
	case 'w', 'i':
		s := lx.singleBodyWords(cl, nest)
		k := tWords
		if kind == 'i' {
			k = tSymbols
		}
		return token{kind: k, pos: start, end: lx.p, spaceBefore: space, words: s}, true
	case 'W', 'I':
		k := tWords
		if kind == 'I' {
			k = tSymbols
		}
		return token{kind: k, pos: start, spaceBefore: space, wparts: lx.interpWords(cl, nest), end: lx.p}, true
	case 'r':
		parts := lx.stringBodyNest(cl, nest, false)
		flags := lx.regexFlags()
		lx.checkRegexEscapes(start, parts, flags)
		return token{kind: tRegex, text: flags, pos: start, end: lx.p, spaceBefore: space, parts: parts}, true
	case 's':
		s := lx.singleBody(cl, nest)
		return token{kind: tSym, text: s, pos: start, end: lx.p, spaceBefore: space}, true
	}
	lx.fail(start, "unsupported Ruby: %%%c literal", kind)
	lx.p = lx.end
	return token{kind: tEOF, pos: start, end: lx.end}, true
}

// singleBody reads a single-quoted body up to the closing delimiter: only
// \\ and \<delim> are escapes.
func (lx *lexer) singleBody(cl, nest byte) string {
	var b strings.Builder
	depth := 0
	for lx.p < lx.end {
		c := lx.src[lx.p]
		if c == '\\' && lx.p+1 < lx.end {
			d := lx.src[lx.p+1]
			if d == '\\' || d == cl || (nest != 0 && d == nest) {
				b.WriteByte(d)
				lx.p += 2
				continue
			}
			b.WriteByte(c)
			lx.p++
			continue
		}
		if nest != 0 && c == nest {
			depth++
		} else if c == cl {
			if depth == 0 {
				lx.p++
				return b.String()
			}
			depth--
		}
		b.WriteByte(c)
		lx.p++
	}
	lx.softFail(lx.end, lx.end, "unterminated string meets end of file")
	return b.String()
}

func (lx *lexer) singleBodyWords(cl, nest byte) []string {
	var words []string
	var b strings.Builder
	in := false
	depth := 0
	flush := func() {
		if in {
			words = append(words, b.String())
			b.Reset()
			in = false
		}
	}
	for lx.p < lx.end {
		c := lx.src[lx.p]
		if c == '\\' && lx.p+1 < lx.end {
			d := lx.src[lx.p+1]
			if d == '\\' || d == cl || (nest != 0 && d == nest) || d == ' ' || d == '\n' || d == '\t' {
				b.WriteByte(d)
				in = true
				lx.p += 2
				continue
			}
			b.WriteByte(c)
			in = true
			lx.p++
			continue
		}
		if c == ' ' || c == '\n' || c == '\t' || c == '\r' {
			flush()
			lx.p++
			continue
		}
		if nest != 0 && c == nest {
			depth++
		} else if c == cl {
			if depth == 0 {
				lx.p++
				flush()
				return words
			}
			depth--
		}
		b.WriteByte(c)
		in = true
		lx.p++
	}
	// Ruby 3.1 reports it at the end of the input and goes on
	lx.softFail(lx.end, lx.end, "unterminated list meets end of file")
	flush()
	return words
}

func (lx *lexer) stringBody(cl byte, nest byte, dq bool) []rawPart {
	return lx.stringBodyNest(cl, nest, dq)
}

// stringBodyNest reads a double-quoted (dq) or regexp body with escapes
// and #{} interpolation. For regexps, escapes are kept as written (the
// regexp engine reads them), except an escaped delimiter.
func (lx *lexer) stringBodyNest(cl, nest byte, dq bool) []rawPart {
	return lx.stringBodyFull(cl, nest, dq, false)
}

// stringBodyFull is stringBodyNest; with untilEnd it reads up to lx.end
// (a heredoc line) instead of a closing delimiter.
func (lx *lexer) stringBodyFull(cl, nest byte, dq, untilEnd bool) []rawPart {
	var parts []rawPart
	var b strings.Builder
	depth := 0
	flush := func() {
		if b.Len() > 0 {
			parts = append(parts, rawPart{lit: b.String()})
			b.Reset()
		}
	}
	for lx.p < lx.end {
		c := lx.src[lx.p]
		switch {
		case c == '\\' && lx.p+1 < lx.end:
			d := lx.src[lx.p+1]
			if !dq {
				if d == cl && cl != 0 || (nest != 0 && d == nest) {
					if d == '/' {
						b.WriteByte(d)
					} else {
						b.WriteByte('\\')
						b.WriteByte(d)
					}
				} else if d == '\n' {
					// line continuation inside a regexp: dropped
				} else {
					b.WriteByte('\\')
					b.WriteByte(d)
				}
				lx.p += 2
				continue
			}
			if d == cl || (nest != 0 && d == nest) {
				b.WriteByte(d)
				lx.p += 2
				continue
			}
			lx.p++
			b.WriteString(lx.escape(0))
			continue
		case c == '#' && lx.p+1 < lx.end && lx.src[lx.p+1] == '{':
			flush()
			codeStart := lx.p + 2
			codeEnd := lx.skipInterpolation(codeStart)
			parts = append(parts, rawPart{code: true, start: codeStart, end: codeEnd})
			lx.p = codeEnd + 1
			continue
		case c == '#' && lx.p+2 < lx.end && (lx.src[lx.p+1] == '@' && isIdentStart(lx.src[lx.p+2]) || lx.src[lx.p+1] == '$' && isIdentStart(lx.src[lx.p+2])):
			flush()
			j := lx.p + 2
			for j < lx.end && isIdentChar(lx.src[j]) {
				j++
			}
			parts = append(parts, rawPart{code: true, start: lx.p + 1, end: j})
			lx.p = j
			continue
		case untilEnd:
		case nest != 0 && c == nest:
			depth++
		case c == cl:
			if depth == 0 {
				lx.p++
				flush()
				if parts == nil {
					parts = []rawPart{{lit: ""}}
				}
				return parts
			}
			depth--
		}
		b.WriteByte(c)
		lx.p++
	}
	if untilEnd {
		flush()
		return parts
	}
	lx.softFail(lx.end, lx.end, "unterminated string meets end of file")
	flush()
	return parts
}

// heredoc lexes <<ID, <<-ID, <<~ID (and quoted IDs) at lx.p: the token is
// the body, read from the line after the current one; the lexer skips the
// body when it reaches the end of the current line.
func (lx *lexer) heredoc(space bool) (token, bool) {
	start := lx.p
	j := lx.p + 2
	squiggly, dash := false, false
	switch lx.src[j] {
	case '~':
		squiggly = true
		j++
	case '-':
		dash = true
		j++
	}
	if j >= lx.end {
		return token{}, false
	}
	interp := true
	var id string
	switch q := lx.src[j]; {
	case q == '\'' || q == '"' || q == '`':
		k := strings.IndexByte(lx.src[j+1:lx.end], q)
		if k < 0 || strings.Contains(lx.src[j+1:j+1+k], "\n") {
			return token{}, false
		}
		id = lx.src[j+1 : j+1+k]
		interp = q != '\''
		j += k + 2
	case isIdentChar(q):
		k := j
		for k < lx.end && isIdentChar(lx.src[k]) {
			k++
		}
		id = lx.src[j:k]
		j = k
	default:
		return token{}, false
	}
	if !squiggly && !dash && !(id != "" && (lx.src[start+2] == '"' || lx.src[start+2] == '\'' || id[0] >= 'A' && id[0] <= 'Z' || id[0] == '_')) {
		return token{}, false
	}
	// where the body starts: after this line, or after the previous
	// heredoc of this line
	bodyStart := lx.hdNext
	if bodyStart == 0 {
		nl := strings.IndexByte(lx.src[j:lx.end], '\n')
		if nl < 0 {
			lx.fail(start, "can't find string \"%s\" anywhere before EOF", id)
			return token{kind: tEOF, pos: start, end: lx.end}, true
		}
		bodyStart = j + nl + 1
	}
	// the body's lines, up to the terminator
	var lines [][2]int
	p := bodyStart
	found := false
	for p < lx.end {
		e := strings.IndexByte(lx.src[p:lx.end], '\n')
		lineEnd := lx.end
		next := lx.end
		if e >= 0 {
			lineEnd = p + e
			next = lineEnd + 1
		}
		line := strings.TrimSuffix(lx.src[p:lineEnd], "\r")
		term := line
		if squiggly || dash {
			term = strings.TrimLeft(line, " \t")
		}
		if term == id {
			found = true
			lx.hdNext, lx.hdSkip = next, next
			break
		}
		lines = append(lines, [2]int{p, next})
		p = next
	}
	if !found {
		lx.fail(start, "can't find string \"%s\" anywhere before EOF", id)
		return token{kind: tEOF, pos: start, end: lx.end}, true
	}
	// <<~ removes the smallest indentation of the non-blank lines
	indent := 0
	if squiggly {
		indent = -1
		for _, ln := range lines {
			w, blank := 0, true
			for k := ln[0]; k < ln[1]; k++ {
				c := lx.src[k]
				if c == ' ' {
					w++
				} else if c == '\t' {
					w = (w/8 + 1) * 8
				} else {
					blank = c == '\n' || c == '\r' && k+1 < ln[1] && lx.src[k+1] == '\n'
					break
				}
			}
			if !blank && (indent < 0 || w < indent) {
				indent = w
			}
		}
		if indent < 0 {
			indent = 0
		}
	}
	var parts []rawPart
	savedP, savedEnd := lx.p, lx.end
	for _, ln := range lines {
		k, w := ln[0], 0
		for k < ln[1] && w < indent {
			c := lx.src[k]
			if c == ' ' {
				w++
			} else if c == '\t' {
				nw := (w/8 + 1) * 8
				if nw > indent {
					break
				}
				w = nw
			} else {
				break
			}
			k++
		}
		if !interp {
			parts = append(parts, rawPart{lit: lx.src[k:ln[1]]})
			continue
		}
		lx.p, lx.end = k, ln[1]
		parts = append(parts, lx.stringBodyFull(0, 0, true, true)...)
	}
	lx.p, lx.end = savedP, savedEnd
	lx.p = j
	// merge adjacent literal parts
	merged := parts[:0]
	for _, pt := range parts {
		if n := len(merged); n > 0 && !pt.code && !merged[n-1].code {
			merged[n-1].lit += pt.lit
			continue
		}
		merged = append(merged, pt)
	}
	if len(merged) == 0 {
		merged = []rawPart{{lit: ""}}
	}
	return token{kind: tStr, pos: start, end: j, spaceBefore: space, parts: merged}, true
}

// skipInterpolation finds the '}' that closes an interpolation starting at
// from, lexing the code in between so that braces inside strings and
// nested interpolations are skipped.
func (lx *lexer) skipInterpolation(from int) int {
	if lx.nesting >= 50 {
		lx.fail(from-2, "string interpolation nested too deeply")
		return lx.end - 1
	}
	sub := newLexer(lx.src, from, lx.end, lx.isLocal)
	// this scan only finds the end: the code's errors Ruby goes on from
	// are reported once, when the parser reads the code (strNode)
	sub.soft = func(*syntaxError) {}
	sub.nesting = lx.nesting + 1
	depth := 0
	for {
		t := sub.next()
		if sub.err != nil {
			if lx.err == nil {
				lx.err = sub.err
			}
			return lx.end - 1
		}
		switch {
		case t.kind == tEOF:
			lx.fail(from-2, "unterminated string interpolation")
			return lx.end - 1
		case t.kind == tOp && t.text == "{":
			depth++
		case t.kind == tOp && t.text == "}":
			if depth == 0 {
				return t.pos
			}
			depth--
		}
	}
}

// escape reads one backslash escape of a double-quoted string; lx.p is
// just past the backslash.
func (lx *lexer) escape(_ int) string {
	if lx.p >= lx.end {
		return "\\"
	}
	c := lx.src[lx.p]
	lx.p++
	switch c {
	case 'n':
		return "\n"
	case 't':
		return "\t"
	case 's':
		return " "
	case 'r':
		return "\r"
	case 'e':
		return "\x1b"
	case 'a':
		return "\a"
	case 'b':
		return "\b"
	case 'f':
		return "\f"
	case 'v':
		return "\v"
	case '\n':
		return ""
	case 'x':
		v, n := 0, 0
		for n < 2 && lx.p < lx.end && hexval.Is(lx.src[lx.p]) {
			v = v*16 + hexval.Digit(lx.src[lx.p])
			lx.p++
			n++
		}
		if n == 0 {
			lx.fail(lx.p-2, "invalid hex escape")
		}
		return string([]byte{byte(v)})
	case 'u':
		if lx.p < lx.end && lx.src[lx.p] == '{' {
			lx.p++
			var b strings.Builder
			for lx.p < lx.end && lx.src[lx.p] != '}' {
				for lx.p < lx.end && lx.src[lx.p] == ' ' {
					lx.p++
				}
				v, n, ds := 0, 0, lx.p
				for lx.p < lx.end && hexval.Is(lx.src[lx.p]) {
					if n < 7 {
						v = v*16 + hexval.Digit(lx.src[lx.p])
					}
					lx.p++
					n++
				}
				if n == 0 {
					if lx.p < lx.end && lx.src[lx.p] != '}' {
						// Ruby reports it, then the escape as
						// unterminated, and goes on with the string
						lx.softFail(lx.p, lx.p+1, "invalid Unicode escape")
					}
					break
				}
				if v > 0x10FFFF {
					// Ruby 3.1 reports it and goes on (parse.y's
					// tokadd_codepoint)
					lx.softFail(ds, lx.p, "invalid Unicode codepoint (too large)")
					continue
				}
				b.WriteRune(rune(v))
			}
			if lx.p < lx.end && lx.src[lx.p] == '}' {
				lx.p++
			} else {
				lx.softFail(lx.p, lx.p+1, "unterminated Unicode escape")
			}
			return b.String()
		}
		v, n := 0, 0
		for n < 4 && lx.p < lx.end && hexval.Is(lx.src[lx.p]) {
			v = v*16 + hexval.Digit(lx.src[lx.p])
			lx.p++
			n++
		}
		if n < 4 {
			lx.softFail(lx.p, lx.p+1, "invalid Unicode escape")
			return ""
		}
		return string(rune(v))
	case '0', '1', '2', '3', '4', '5', '6', '7':
		v := int(c - '0')
		for n := 1; n < 3 && lx.p < lx.end && lx.src[lx.p] >= '0' && lx.src[lx.p] <= '7'; n++ {
			v = v*8 + int(lx.src[lx.p]-'0')
			lx.p++
		}
		return string([]byte{byte(v)})
	case 'c', 'C', 'M':
		lx.fail(lx.p-2, "unsupported Ruby: control/meta escape \\%c", c)
		return ""
	}
	// any other character stands for itself (multi-byte included)
	lx.p--
	_, n := utf8.DecodeRuneInString(lx.src[lx.p:lx.end])
	s := lx.src[lx.p : lx.p+n]
	lx.p += n
	return s
}

// interpWords reads the body of %W[...] or %I[...] up to its closer: the
// words are split at whitespace that is not escaped nor in an
// interpolation, and each is read as a double-quoted string.
func (lx *lexer) interpWords(cl, nest byte) [][]rawPart {
	var words [][]rawPart
	src := lx.src
	ws, depth := -1, 0
	word := func(end int) {
		if ws >= 0 {
			sub := &lexer{src: src, p: ws, end: end, isLocal: lx.isLocal, soft: lx.soft, nesting: lx.nesting}
			words = append(words, sub.stringBodyFull(0, 0, true, true))
			if sub.err != nil && lx.err == nil {
				lx.err = sub.err
			}
			ws = -1
		}
	}
	i := lx.p
	for i < lx.end {
		c := src[i]
		switch {
		case c == '\\' && i+1 < lx.end:
			if ws < 0 {
				ws = i
			}
			i += 2
			continue
		case c == '#' && i+1 < lx.end && src[i+1] == '{':
			if ws < 0 {
				ws = i
			}
			q := *lx // find the interpolation's end quietly: the word's reading reports
			q.soft, q.err = func(*syntaxError) {}, nil
			i = q.skipInterpolation(i+2) + 1
			continue
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			word(i)
			i++
			continue
		case nest != 0 && c == nest:
			depth++
		case c == cl:
			if depth == 0 {
				word(i)
				lx.p = i + 1
				return words
			}
			depth--
		}
		if ws < 0 {
			ws = i
		}
		i++
	}
	word(lx.end)
	lx.p = lx.end
	lx.softFail(lx.end, lx.end, "unterminated list meets end of file")
	return words
}
