// Package lexer is Puppet's context dependent lexer. It produces the token
// vocabulary of grammar/PuppetLexer.g4 (the token types are the generated
// gen.PuppetLexer* constants) and makes the decisions that depend on
// context (see docs/grammar.md):
//
//   - '[' after white space (or first in the input) is LISTSTART, not LBRACK;
//   - '(' with only blanks before it on its line is WSLPAREN;
//   - '{' after '?' is SELBRACE;
//   - a bare word that is not a strict name (it has a '-', or a segment
//     starting with '_') is WORD;
//   - '/' starts a regular expression only where an operand may start;
//   - double quoted strings become STRING or DQPRE expr (DQMID expr)* DQPOST,
//     with "${...}" lexed in the default mode up to the matching brace, and a
//     lone name (or a name followed by '[' or '.') turned into a variable;
//   - heredoc text is cut out of the lines following the one with "@(" and
//     lexed by a second lexer whose token positions are mapped back;
//   - EPP template text is scanned here, producing RENDER_STRING and
//     RENDER_EXPR and switching to code after "<%".
//
// The lexer is hand written for speed: it works on the UTF-8 bytes of the
// source, and token positions (GetStart, GetStop) are byte offsets into the
// original source. The ANTLR lexer generated from PuppetLexer.g4 is the
// specification of the raw tokens; scan_test.go checks that both agree on
// every rule, mode and context.
package lexer

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"
	"github.com/punch-dev/punch/parser/internal/gen"
)

// Token is the lexer's token. Start and Stop are byte offsets into the
// original source (Stop is the offset of the token's last byte, Start-1 for
// an empty token). Value is the token's value: its source text, or the
// cooked value of strings, variables, heredocs, regexes and template text.
type Token struct {
	Value                    string
	Type, Start, Stop, Index int32
}

func (t *Token) GetSource() *antlr.TokenSourceCharStreamPair { return nil }
func (t *Token) GetTokenType() int                           { return int(t.Type) }
func (t *Token) GetChannel() int                             { return antlr.TokenDefaultChannel }
func (t *Token) GetStart() int                               { return int(t.Start) }
func (t *Token) GetStop() int                                { return int(t.Stop) }
func (t *Token) GetLine() int                                { return 0 }
func (t *Token) GetColumn() int                              { return 0 }
func (t *Token) GetText() string                             { return t.Value }
func (t *Token) SetText(s string)                            { t.Value = s }
func (t *Token) GetTokenIndex() int                          { return int(t.Index) }
func (t *Token) SetTokenIndex(v int)                         { t.Index = int32(v) }
func (t *Token) GetTokenSource() antlr.TokenSource           { return nil }
func (t *Token) GetInputStream() antlr.CharStream            { return nil }
func (t *Token) String() string {
	return fmt.Sprintf("[%d %q %d:%d]", t.Type, t.Value, t.Start, t.Stop)
}

// Error is a lexical error; the lexer panics with it and the parser recovers.
type Error struct {
	Pos int // byte offset in the original source
	// Code is Puppet's issue code of the error, "" where Puppet raises it
	// without one.
	Code    string
	Message string
	NoPos   bool // Puppet reports the error without a position
}

func (e *Error) Error() string { return e.Message }

// MaxDepth bounds the nesting of strings in interpolated expressions and of
// heredocs in heredocs (the parser bounds the nesting of expressions alike).
const MaxDepth = 1000

const (
	eppNone = iota
	eppText
	eppCode
	eppExpr
)

// Lexer is the Puppet lexer. It is not safe for concurrent use; make one per
// parse.
type Lexer struct {
	src  string // the text being lexed (heredoc text for a sub lexer)
	pos  int    // current byte offset in src
	out  []*Token
	head int
	prev int // type of the last token produced

	lineStart   int // offset where the current line's lexing started
	newlineJump int // -1, or where lexing continues after the next newline (heredocs)

	epp     int
	eppOpen bool
	started bool

	// mapping of positions for a heredoc sub lexer
	sub *subLocator
	// depth is the number of strings and heredocs being lexed (the lexer
	// recurses into "${...}" and heredoc text)
	depth int
	// slab hands out tokens without one allocation each
	slab []Token

	// warnings of the lexer, and the stream index of the first token of
	// the unit of input being lexed (handed counts the tokens handed out)
	warnings []Warning
	unit     int
	handed   int
	// inExpr counts the interpolations ("${...}") being lexed
	inExpr int
	// boolVar is the first "${true}" or "${false}" met
	boolVar *Error
}

type subLocator struct {
	subStart  []int // offset in the sub text where each line starts
	origStart []int // offset in the original source of the same byte
}

func (s *subLocator) orig(i int) int {
	// binary search the line holding i
	lo, hi := 0, len(s.subStart)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if s.subStart[mid] <= i {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return s.origStart[lo] + i - s.subStart[lo]
}

// New returns a lexer for a manifest (epp false) or a template (epp true).
// The source must be valid UTF-8.
func New(src string, epp bool) *Lexer {
	l := &Lexer{src: src, newlineJump: -1}
	if epp {
		l.epp = eppText
	}
	return l
}

// Source returns the text being lexed.
func (l *Lexer) Source() string { return l.src }

// RegexAllowed tells whether a '/' may start a regular expression here: it
// may unless it follows something that ends an operand (regexp_acceptable?
// in Puppet's lexer2.rb).
func (l *Lexer) RegexAllowed() bool {
	switch l.prev {
	case gen.PuppetLexerRPAREN, gen.PuppetLexerRBRACK, gen.PuppetLexerRRCOLLECT, gen.PuppetLexerRCOLLECT,
		gen.PuppetLexerNAME, gen.PuppetLexerCLASSREF, gen.PuppetLexerNUMBER, gen.PuppetLexerSTRING,
		gen.PuppetLexerTRUE, gen.PuppetLexerFALSE, gen.PuppetLexerDQPRE, gen.PuppetLexerDQMID,
		gen.PuppetLexerDQPOST, gen.PuppetLexerHEREDOC, gen.PuppetLexerREGEX, gen.PuppetLexerVARIABLE,
		gen.PuppetLexerWORD:
		return false
	}
	return true
}

// InEPP tells whether a template (rather than a manifest) is lexed.
func (l *Lexer) InEPP() bool { return l.epp != eppNone }

// NextToken returns the next token. After the end of the input it returns
// EOF tokens.
func (l *Lexer) NextToken() *Token {
	for l.head >= len(l.out) {
		l.out = l.out[:0]
		l.head = 0
		l.unit = l.handed
		l.produce()
	}
	t := l.out[l.head]
	l.out[l.head] = nil
	l.head++
	l.handed++
	return t
}

// BoolVariable returns the error for the first "${true}" or "${false}" of
// the source, or nil. Puppet 7.23's lexer makes the boolean a variable name
// and its validation then fails ("undefined method `[]' for
// true:TrueClass"), so the parser reports it where Puppet would validate.
func (l *Lexer) BoolVariable() *Error { return l.boolVar }

// emitText appends a token of a string's text or an interpolated variable:
// Puppet's lexer does not take them as the previous token (for the choice
// of regex or division) while it lexes the string.
func (l *Lexer) emitText(t *Token) {
	l.out = append(l.out, t)
}

func (l *Lexer) emit(t *Token) {
	l.out = append(l.out, t)
	l.prev = int(t.Type)
}

// fail stops the lexing with an error at pos; code is Puppet's issue code
// of the lexer's error (UNCLOSED_QUOTE, ...), "" where Puppet has none.
func (l *Lexer) fail(pos int, code, format string, args ...any) {
	if pos > len(l.src) {
		// Puppet's position past the end ("::A::" at the end of the
		// input: Puppet fails with "index out of range")
		pos = len(l.src)
	}
	if l.sub != nil {
		pos = l.sub.orig(pos)
	}
	panic(&Error{Pos: pos, Code: code, Message: fmt.Sprintf(format, args...)})
}

// newToken makes a token spanning [start, stop] of this lexer's input.
func (l *Lexer) newToken(ttype, start, stop int, value string) *Token {
	if len(l.slab) == cap(l.slab) {
		// about one token per 16 bytes of source
		n := (len(l.src) - l.pos) / 16
		n = max(16, min(n, 1024))
		l.slab = make([]Token, 0, n)
	}
	l.slab = append(l.slab, Token{Type: int32(ttype), Start: int32(start), Stop: int32(stop), Value: value})
	return &l.slab[len(l.slab)-1]
}

// srcToken makes a token whose value is its source text [start, end).
func (l *Lexer) srcToken(ttype, start, end int) *Token {
	return l.newToken(ttype, start, end-1, l.src[start:end])
}

// produce appends the tokens for the next unit of input to l.out and returns
// the type of the raw token that started it.
func (l *Lexer) produce() int {
	if l.epp != eppNone && !l.started {
		l.started = true
		l.emit(l.newToken(gen.PuppetLexerEPP_START, 0, -1, ""))
		l.scanEPPText(false)
		return gen.PuppetLexerEPP_START
	}
	l.started = true
	l.skipTrivia()
	s := l.pos
	tt, e := l.scan(s)
	l.pos = e
	switch tt {
	case antlr.TokenEOF:
		if l.epp != eppNone && l.eppOpen {
			l.fail(len(l.src), "EPP_UNBALANCED_TAG", "Unbalanced epp tag, reached <eof> without closing tag.")
		}
		l.emit(l.newToken(tt, s, s-1, ""))
	case gen.PuppetLexerLBRACK:
		if s == 0 || isBlankOrNLBefore(l.src, s) {
			tt = gen.PuppetLexerLISTSTART
		}
		l.emit(l.srcToken(tt, s, e))
		return gen.PuppetLexerLBRACK
	case gen.PuppetLexerLPAREN:
		ws := true
		for i := l.lineStart; i < s; {
			r, n := rune(l.src[i]), 1
			if r >= utf8.RuneSelf {
				r, n = utf8.DecodeRuneInString(l.src[i:])
			}
			if !isBlank(r) {
				ws = false
				break
			}
			i += n
		}
		if ws {
			tt = gen.PuppetLexerWSLPAREN
		}
		l.emit(l.srcToken(tt, s, e))
		return gen.PuppetLexerLPAREN
	case gen.PuppetLexerLBRACE:
		if l.prev == gen.PuppetLexerQMARK {
			tt = gen.PuppetLexerSELBRACE
		}
		l.emit(l.srcToken(tt, s, e))
		return gen.PuppetLexerLBRACE
	case gen.PuppetLexerNAME:
		if !strictName(l.src[s:e]) {
			tt = gen.PuppetLexerWORD
		}
		l.emit(l.srcToken(tt, s, e))
		return gen.PuppetLexerNAME
	case gen.PuppetLexerPLAN, gen.PuppetLexerAPPLY:
		// keywords only in Bolt's task mode
		l.emit(l.srcToken(gen.PuppetLexerNAME, s, e))
	case gen.PuppetLexerCLASSREF:
		if e+1 < len(l.src) && l.src[e] == ':' && l.src[e+1] == ':' {
			if l.src[s] == ':' {
				l.fail(e+3, "ILLEGAL_FULLY_QUALIFIED_CLASS_REFERENCE", "Illegal fully qualified class reference")
			}
			l.fail(e+1, "ILLEGAL_CLASS_REFERENCE", "Illegal class reference")
		}
		l.emit(l.srcToken(tt, s, e))
	case gen.PuppetLexerNUMBER:
		l.checkNumber(s, e)
		l.emit(l.srcToken(tt, s, e))
	case gen.PuppetLexerCOLON:
		if e < len(l.src) && l.src[e] == ':' {
			// '::' not followed by a name (lexer2.rb)
			l.fail(s+2, "ILLEGAL_FULLY_QUALIFIED_NAME", "Illegal fully qualified name")
		}
		l.emit(l.srcToken(tt, s, e))
	case gen.PuppetLexerVARIABLE:
		l.emit(l.newToken(tt, s, e-1, l.src[s+1:e]))
	case gen.PuppetLexerSQ_STRING:
		l.emit(l.newToken(gen.PuppetLexerSTRING, s, e-1, cookSQ(l.src[s+1:e-1])))
	case gen.PuppetLexerDQ_START:
		l.interpolateText(s, e, dqMode, dqEscapes, true)
	case gen.PuppetLexerREGEX:
		if e > s+1 && l.src[s+1] == '*' {
			l.fail(s, "UNCLOSED_MLCOMMENT", "Unclosed multiline comment")
		}
		pat := l.src[s+1 : e-1]
		if strings.Contains(pat, `\/`) {
			pat = strings.ReplaceAll(pat, `\/`, "/")
		}
		l.emit(l.newToken(tt, s, e-1, pat))
	case gen.PuppetLexerDIV:
		if s+1 < len(l.src) && l.src[s+1] == '*' {
			l.fail(s, "UNCLOSED_MLCOMMENT", "Unclosed multiline comment")
		}
		l.emit(l.srcToken(tt, s, e))
	case gen.PuppetLexerAT:
		if s+1 < len(l.src) && l.src[s+1] == '(' {
			l.fail(s, "HEREDOC_UNCLOSED_PARENTHESIS", "Unclosed parenthesis after '@(' followed by '%s'", l.followedBy(s))
		}
		l.emit(l.srcToken(tt, s, e))
	case gen.PuppetLexerHEREDOC_OPEN:
		if l.sub != nil {
			// Puppet 7.23 fails on it while locating the inner heredoc
			l.fail(s, "", "A heredoc in heredoc text is not supported (Puppet 7 fails on it: \"undefined method `+' for nil:NilClass\")")
		}
		l.heredoc(s, e)
	case gen.PuppetLexerEPP_END, gen.PuppetLexerEPP_END_TRIM:
		if l.epp == eppExpr {
			l.emit(l.srcToken(tt, s, e))
		}
		l.epp = eppText
		l.scanEPPText(tt == gen.PuppetLexerEPP_END_TRIM)
	case gen.PuppetLexerOTHER:
		if l.src[s] == '\'' {
			l.fail(s+1, "UNCLOSED_QUOTE", "Unclosed quote after \"'\" followed by '%s'", l.followedBy(s+1))
		}
		l.emit(l.newToken(tt, s, e-1, ""))
	default:
		l.emit(l.srcToken(tt, s, e))
	}
	return tt
}

// skipTrivia skips blanks, newlines and comments (WS, NL, COMMENT and
// MLCOMMENT of the grammar), keeping track of line starts and of heredoc
// text to jump over at a newline.
func (l *Lexer) skipTrivia() {
	r := l.src
	i := l.pos
	for i < len(r) {
		c := r[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case c == '\n':
			i++
			if l.newlineJump >= 0 {
				i = l.newlineJump
				l.newlineJump = -1
			}
			l.lineStart = i
		case c == '#':
			j := strings.IndexByte(r[i:], '\n')
			if j < 0 {
				i = len(r)
			} else {
				i += j
			}
		case c == '/' && i+1 < len(r) && r[i+1] == '*':
			j := strings.Index(r[i+2:], "*/")
			if j < 0 {
				// unclosed: the scanner reports it
				l.pos = i
				return
			}
			i += 2 + j + 2
		case c >= utf8.RuneSelf:
			cr, n := utf8.DecodeRuneInString(r[i:])
			if !isSpaceWS(cr) {
				l.pos = i
				return
			}
			i += n
		default:
			l.pos = i
			return
		}
	}
	l.pos = i
}

// isSpaceWS tells whether a non-ASCII rune is white space for the WS rule.
func isSpaceWS(r rune) bool {
	return r == 0xA0 || r == 0x1680 || (r >= 0x2000 && r <= 0x200A) || r == 0x202F || r == 0x205F || r == 0x3000
}

// followedBy is Puppet's description of the text from pos: up to five
// characters and "...", or <eof>.
func (l *Lexer) followedBy(pos int) string {
	if pos >= len(l.src) {
		return "<eof>"
	}
	end := pos
	for n := 0; n < 5 && end < len(l.src); n++ {
		_, k := utf8.DecodeRuneInString(l.src[end:])
		end += k
	}
	s := l.src[pos:end] + "..."
	s = strings.ReplaceAll(s, "\t", `\t`)
	s = strings.ReplaceAll(s, "\n", `\n`)
	s = strings.ReplaceAll(s, "\r", `\r`)
	return s
}

// checkNumber checks the NUMBER [s, e) as Puppet's lexer does
// (assert_numeric in lexer_support.rb): a number may not run into a word
// character (Puppet's \b), and the hex, octal and decimal forms are checked
// on the whole word.
func (l *Lexer) checkNumber(s, e int) {
	j := e
	for j < len(l.src) && isWordChar(l.src[j]) {
		j++
	}
	v := l.src[s:j]
	switch {
	case len(v) > 1 && v[0] == '0' && (v[1] == 'x' || v[1] == 'X'):
		if j > e || len(v) == 2 {
			l.fail(s, "INVALID_HEX_NUMBER", "Not a valid hex number %s", v)
		}
	case len(v) > 1 && v[0] == '0' && v[1] != '.':
		for i := 1; i < len(v); i++ {
			if c := v[i]; c < '0' || c > '7' {
				l.fail(s, "INVALID_OCTAL_NUMBER", "Not a valid octal number %s", v)
			}
		}
	case j > e && decimalForm(v):
		l.fail(s, "INVALID_DECIMAL_NUMBER", "Not a valid decimal number %s", v)
	case j > e:
		l.fail(s, "ILLEGAL_NUMBER", "Illegal number '%s'", v)
	}
}

// decimalForm tells whether v starts with digits and a '.', 'e' or 'E'.
func decimalForm(v string) bool {
	k := 0
	for k < len(v) && isDigit(v[k]) {
		k++
	}
	return k > 0 && k < len(v) && (v[k] == '.' || v[k] == 'e' || v[k] == 'E')
}

func isWordChar(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
}

func isBlank(r rune) bool {
	return r == ' ' || r == '\t' || r == '\r' || (r > 127 && unicode.Is(unicode.Zs, r))
}

// isBlankOrNLBefore tells whether the character before offset s is a blank
// or a newline.
func isBlankOrNLBefore(src string, s int) bool {
	c := src[s-1]
	if c < utf8.RuneSelf {
		return c == '\n' || c == ' ' || c == '\t' || c == '\r'
	}
	r, _ := utf8.DecodeLastRuneInString(src[:s])
	return isBlank(r)
}

// strictName tells whether a bare word is a NAME: every segment starts with
// a lower case letter and holds only letters, digits and '_'.
func strictName(w string) bool {
	segStart := true
	for i := 0; i < len(w); i++ {
		r := w[i]
		switch {
		case r == ':':
			segStart = true
			continue
		case segStart:
			if r < 'a' || r > 'z' {
				return false
			}
		case r == '-':
			return false
		}
		segStart = false
	}
	return true
}

// ---------------------------------------------------------------------------
// Double quoted strings and interpolation

// interpolateText lexes text in one of the text modes (dqMode for a double
// quoted string, uqMode or uqneMode for heredoc text) from textStart; start
// is where the whole string starts (the opening quote, or 0 for heredoc
// text). quoted is true for a double quoted string (which must end with
// '"').
//
// As Puppet's interpolate_dq, the text is read in slurps up to a
// terminator ('"', "$name", "${" or a '$' starting nothing), each with its
// escapes processed (see slurp). When the string is not closed, Puppet
// reports it at the start of the last slurp, naming what its scanner
// matched last.
func (l *Lexer) interpolateText(start, textStart, mode int, escapes string, quoted bool) {
	l.depth++
	defer func() { l.depth-- }()
	if l.depth > MaxDepth {
		l.fail(start, "EXPRESSION_TOO_DEEP", "Expressions nested more than %d levels deep are not supported", MaxDepth)
	}
	segStart := start
	var buf strings.Builder
	interpolated := false
	segType := func() int {
		if interpolated {
			return gen.PuppetLexerDQMID
		}
		return gen.PuppetLexerDQPRE
	}
	heredoc := mode != dqMode
	// the text of the current slurp not yet processed
	pend, pendStart := "", -1
	flush := func(term string, end int) {
		if pendStart >= 0 {
			l.slurp(&buf, pend, pendStart, term, end, escapes, heredoc)
			pend, pendStart = "", -1
		}
	}
	// where the current slurp starts and what Puppet's scanner matched
	// before it: the quote, a variable's name, nothing (after a '$' that
	// starts no variable), or the end of an interpolation (exprFrom..)
	slurpStart, after := textStart, `"`
	exprFrom, exprTo, exprStart := -1, -1, -1
	l.pos = textStart
	for {
		s := l.pos
		tt, e := l.scanText(s, mode)
		l.pos = e
		switch tt {
		case gen.PuppetLexerDQ_TEXT, gen.PuppetLexerDQ_BSLASH:
			if pendStart < 0 {
				pendStart = s
			}
			pend = l.src[pendStart:e]
		case gen.PuppetLexerDQ_DOLLAR:
			flush("$", e)
			buf.WriteByte('$')
			slurpStart, after, exprFrom = e, "", -1
		case gen.PuppetLexerDQ_END:
			flush(`"`, e)
			if !interpolated {
				l.emit(l.newToken(gen.PuppetLexerSTRING, start, e-1, buf.String()))
			} else {
				l.emitText(l.newToken(gen.PuppetLexerDQPOST, segStart, e-1, buf.String()))
				if l.inExpr == 0 {
					l.prev = gen.PuppetLexerDQPOST
				}
			}
			return
		case gen.PuppetLexerDQ_VAR:
			flush("$", s+1)
			l.emitText(l.newToken(segType(), segStart, s-1, buf.String()))
			buf.Reset()
			l.emitText(l.newToken(gen.PuppetLexerVARIABLE, s, e-1, l.src[s+1:e]))
			interpolated = true
			segStart = e
			slurpStart, after, exprFrom = e, l.src[s+1:e], -1
		case gen.PuppetLexerDQ_EXPR:
			flush("${", e)
			l.emitText(l.newToken(segType(), segStart, e-1, buf.String()))
			buf.Reset()
			interpolated = true
			exprFrom, exprStart = len(l.out), e
			segStart = l.interpolateExpr(quoted)
			exprTo = len(l.out)
			slurpStart = segStart
		case antlr.TokenEOF:
			if quoted {
				if exprFrom >= 0 {
					after = l.matchedAfterExpr(exprFrom, exprTo, exprStart, slurpStart-1)
				}
				l.fail(slurpStart, "UNCLOSED_QUOTE", "Unclosed quote after %s followed by '%s'", formatQuote(after), l.followedBy(slurpStart))
			}
			flush("", s)
			if !interpolated {
				l.emit(l.newToken(gen.PuppetLexerSTRING, start, s-1, buf.String()))
			} else {
				l.emit(l.newToken(gen.PuppetLexerDQPOST, segStart, s-1, buf.String()))
			}
			return
		}
	}
}

// interpolateExpr lexes the tokens of "${...}" up to the matching '}' (which
// is dropped) and returns the position after it.
func (l *Lexer) interpolateExpr(quoted bool) int {
	base := len(l.out)
	exprStart := l.pos
	depth := 0
	l.inExpr++
	defer func() { l.inExpr-- }()
	for {
		n := len(l.out)
		tt := l.produce()
		switch tt {
		case gen.PuppetLexerLBRACE:
			depth++
		case gen.PuppetLexerRBRACE:
			if depth == 0 {
				closing := l.out[n]
				l.out = l.out[:n]
				l.toVariable(base)
				return int(closing.Stop) + 1
			}
			depth--
		case antlr.TokenEOF:
			l.out = l.out[:n]
			if !quoted {
				// in heredoc text Puppet ends the interpolation (and the
				// text) at the end of the text
				l.toVariable(base)
				return len(l.src)
			}
			// Puppet lexes to the end of the input, then its last slurp of
			// the string fails there
			after := l.matchedAfterExpr(base, n, exprStart, len(l.src))
			l.fail(len(l.src), "UNCLOSED_QUOTE", "Unclosed quote after %s followed by '<eof>'", formatQuote(after))
		}
	}
}

// toVariable makes "${name}", "${name[...]}", "${name.m}" refer to $name, as
// Puppet does for a lone NAME, WORD, keyword or decimal NUMBER.
func (l *Lexer) toVariable(base int) {
	n := len(l.out) - base
	if n == 0 {
		return
	}
	if n > 1 {
		nt := l.out[base+1].Type
		if nt != gen.PuppetLexerDOT && nt != gen.PuppetLexerLBRACK {
			return
		}
	}
	t := l.out[base]
	tt := int(t.Type)
	if (tt == gen.PuppetLexerTRUE || tt == gen.PuppetLexerFALSE) && l.boolVar == nil {
		pos := int(t.Start)
		if l.sub != nil {
			pos = l.sub.orig(pos)
		}
		l.boolVar = &Error{Pos: pos, Message: fmt.Sprintf("Illegal variable name, The given name '%s' is a Boolean: Puppet 7 cannot interpolate \"${%s}\" (it fails with \"undefined method `[]' for %s:%sClass\"); write %s without ${}", t.Value, t.Value, t.Value, strings.ToUpper(t.Value[:1])+t.Value[1:], t.Value)}
	}
	if tt == gen.PuppetLexerNAME || tt == gen.PuppetLexerWORD || tt == gen.PuppetLexerNUMBER || isKeyword(tt) {
		l.out[base] = l.newToken(gen.PuppetLexerVARIABLE, int(t.Start), int(t.Stop), t.Value)
	}
}

func isKeyword(tt int) bool {
	return tt >= gen.PuppetLexerAND && tt <= gen.PuppetLexerUNLESS
}

// ---------------------------------------------------------------------------
// Escapes

const (
	dqEscapes = "\\$'\"rntsu\n"
)

func cookSQ(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && (s[i+1] == '\\' || s[i+1] == '\'') {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func unicodeEscape(r string) (rune, int) {
	hex := func(c byte) bool {
		return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
	}
	val := func(rs string) rune {
		var v rune
		for i := 0; i < len(rs); i++ {
			c := rune(rs[i])
			v *= 16
			switch {
			case c >= '0' && c <= '9':
				v += c - '0'
			case c >= 'a' && c <= 'f':
				v += c - 'a' + 10
			default:
				v += c - 'A' + 10
			}
		}
		return v
	}
	if len(r) >= 4 && hex(r[0]) && hex(r[1]) && hex(r[2]) && hex(r[3]) {
		return val(r[:4]), 4
	}
	if len(r) >= 3 && r[0] == '{' {
		j := 1
		for j < len(r) && j <= 6 && hex(r[j]) {
			j++
		}
		if j > 1 && j < len(r) && r[j] == '}' {
			return val(r[1:j]), j + 1
		}
	}
	return 0, 0
}
