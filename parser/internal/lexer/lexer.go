// Package lexer is Puppet's context dependent lexer: it embeds the lexer that
// ANTLR generates from grammar/PuppetLexer.g4 and overrides NextToken to make
// the decisions that depend on context (see docs/grammar.md):
//
//   - '[' after white space (or first in the input) is LISTSTART, not LBRACK;
//   - '(' with only blanks before it on its line is WSLPAREN;
//   - '{' after '?' is SELBRACE;
//   - a bare word that is not a strict name (it has a '-', or a segment
//     starting with '_') is WORD;
//   - double quoted strings become STRING or DQPRE expr (DQMID expr)* DQPOST,
//     with "${...}" lexed in the default mode up to the matching brace, and a
//     lone name (or a name followed by '[' or '.') turned into a variable;
//   - heredoc text is cut out of the lines following the one with "@(" and
//     lexed by a second lexer whose token positions are mapped back;
//   - EPP template text is scanned here, producing RENDER_STRING and
//     RENDER_EXPR and switching to code after "<%".
//
// Token positions (GetStart, GetStop) are rune indexes into the original
// source. Tokens whose value differs from their source text (strings, variables,
// heredocs, regexes, template text) are *Token with the cooked Value.
package lexer

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"

	"github.com/antlr4-go/antlr/v4"
	"github.com/punch-dev/punch/parser/internal/gen"
)

// Token is the lexer's token. Start and Stop are rune indexes into the
// original source (Stop is Start-1 for an empty token). Value is the cooked
// value when Cooked, else the source text is the value.
type Token struct {
	Type, Start, Stop, Index int
	Value                    string
	Cooked                   bool
	src                      []rune
}

func (t *Token) GetSource() *antlr.TokenSourceCharStreamPair { return nil }
func (t *Token) GetTokenType() int                           { return t.Type }
func (t *Token) GetChannel() int                             { return antlr.TokenDefaultChannel }
func (t *Token) GetStart() int                               { return t.Start }
func (t *Token) GetStop() int                                { return t.Stop }
func (t *Token) GetLine() int                                { return 0 }
func (t *Token) GetColumn() int                              { return 0 }
func (t *Token) SetText(s string)                            { t.Value, t.Cooked = s, true }
func (t *Token) GetTokenIndex() int                          { return t.Index }
func (t *Token) SetTokenIndex(v int)                         { t.Index = v }
func (t *Token) GetTokenSource() antlr.TokenSource           { return nil }
func (t *Token) GetInputStream() antlr.CharStream            { return nil }
func (t *Token) String() string {
	return fmt.Sprintf("[%d %q %d:%d]", t.Type, t.GetText(), t.Start, t.Stop)
}

// GetText returns the cooked value, or the source text.
func (t *Token) GetText() string {
	if t.Cooked {
		return t.Value
	}
	if t.Start < 0 || t.Stop < t.Start || t.Stop >= len(t.src) {
		return ""
	}
	return string(t.src[t.Start : t.Stop+1])
}

// Error is a lexical error; the lexer panics with it and the parser recovers.
type Error struct {
	Pos     int // rune index in the original source
	Message string
	NoPos   bool // Puppet reports the error without a position
}

func (e *Error) Error() string { return e.Message }

// Text returns the value of a token.
func Text(t antlr.Token) string { return t.GetText() }

const (
	eppNone = iota
	eppText
	eppCode
	eppExpr
)

// Lexer is the Puppet lexer. It is not safe for concurrent use; make one per
// parse.
type Lexer struct {
	*gen.PuppetLexer
	runes []rune
	out   []antlr.Token
	head  int
	prev  int // type of the last token produced

	lineStart   int // rune index where the current line's lexing started
	newlineJump int // -1, or where lexing continues after the next newline (heredocs)

	epp     int
	eppOpen bool
	started bool

	// mapping of positions for a heredoc sub lexer
	sub *subLocator
}

type subLocator struct {
	subStart  []int // rune index in the sub text where each line starts
	origStart []int // rune index in the original source of the same character
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
func New(src []rune, epp bool) *Lexer {
	return newLexer(src, epp, antlr.LexerDefaultMode)
}

func newLexer(src []rune, epp bool, mode int) *Lexer {
	l := &Lexer{runes: src, newlineJump: -1}
	l.PuppetLexer = gen.NewPuppetLexer(newRuneStream(src))
	l.Virt = l
	l.RemoveErrorListeners()
	if mode != antlr.LexerDefaultMode {
		l.SetMode(mode)
	}
	if epp {
		l.epp = eppText
	}
	return l
}

// Runes returns the source being lexed.
func (l *Lexer) Runes() []rune { return l.runes }

// RegexAllowed implements gen.LexerContext: a '/' starts a regular
// expression unless it follows something that ends an operand.
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

// InEPP implements gen.LexerContext.
func (l *Lexer) InEPP() bool { return l.epp != eppNone }

// NextToken returns the next token in the stream.
func (l *Lexer) NextToken() antlr.Token {
	for l.head >= len(l.out) {
		l.out = l.out[:0]
		l.head = 0
		l.produce()
	}
	t := l.out[l.head]
	l.out[l.head] = nil
	l.head++
	return t
}

func (l *Lexer) emit(t antlr.Token) {
	l.out = append(l.out, t)
	l.prev = t.GetTokenType()
}

func (l *Lexer) fail(pos int, format string, args ...any) {
	if l.sub != nil {
		pos = l.sub.orig(pos)
	}
	panic(&Error{Pos: pos, Message: fmt.Sprintf(format, args...)})
}

// newToken makes a token spanning [start, stop] of this lexer's input.
func (l *Lexer) newToken(ttype, start, stop int, value string) *Token {
	return &Token{Type: ttype, Start: start, Stop: stop, Value: value, Cooked: true, src: l.runes}
}

// Emit is called by the ANTLR lexer for every token it matches.
func (l *Lexer) Emit() antlr.Token {
	t := &Token{Type: l.GetType(), Start: l.TokenStartCharIndex, Stop: l.GetCharIndex() - 1, src: l.runes}
	l.EmitToken(t)
	return t
}

func (l *Lexer) raw() *Token {
	t := l.PuppetLexer.NextToken()
	if tk, ok := t.(*Token); ok {
		return tk
	}
	// EOF is made by ANTLR itself
	return &Token{Type: t.GetTokenType(), Start: t.GetStart(), Stop: t.GetStart() - 1, src: l.runes}
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
	t := l.raw()
	tt := t.GetTokenType()
	switch tt {
	case antlr.TokenEOF:
		if l.epp != eppNone && l.eppOpen {
			l.fail(len(l.runes), "Unbalanced epp tag, reached <eof> without closing tag.")
		}
		l.emit(t)
	case gen.PuppetLexerNL:
		if l.newlineJump >= 0 {
			l.GetInputStream().Seek(l.newlineJump)
			l.newlineJump = -1
		}
		l.lineStart = l.GetInputStream().Index()
	case gen.PuppetLexerLBRACK:
		s := t.GetStart()
		if s == 0 || isBlankOrNL(l.runes[s-1]) {
			t.Type = (gen.PuppetLexerLISTSTART)
		}
		l.emit(t)
	case gen.PuppetLexerLPAREN:
		s := t.GetStart()
		ws := true
		for i := l.lineStart; i < s; i++ {
			if !isBlank(l.runes[i]) {
				ws = false
				break
			}
		}
		if ws {
			t.Type = (gen.PuppetLexerWSLPAREN)
		}
		l.emit(t)
	case gen.PuppetLexerLBRACE:
		if l.prev == gen.PuppetLexerQMARK {
			t.Type = (gen.PuppetLexerSELBRACE)
		}
		l.emit(t)
	case gen.PuppetLexerNAME:
		if !strictName(l.runes[t.GetStart() : t.GetStop()+1]) {
			t.Type = (gen.PuppetLexerWORD)
		}
		l.emit(t)
	case gen.PuppetLexerPLAN, gen.PuppetLexerAPPLY:
		// keywords only in Bolt's task mode
		t.Type = (gen.PuppetLexerNAME)
		l.emit(t)
	case gen.PuppetLexerCLASSREF:
		e := t.GetStop() + 1
		if e+1 < len(l.runes) && l.runes[e] == ':' && l.runes[e+1] == ':' {
			s := t.GetStart()
			if l.runes[s] == ':' {
				l.fail(e+3, "Illegal fully qualified class reference")
			}
			l.fail(e+1, "Illegal class reference")
		}
		l.emit(t)
	case gen.PuppetLexerNUMBER:
		l.checkNumber(t)
		l.emit(t)
	case gen.PuppetLexerVARIABLE:
		l.emit(l.newToken(tt, t.GetStart(), t.GetStop(), string(l.runes[t.GetStart()+1:t.GetStop()+1])))
	case gen.PuppetLexerSQ_STRING:
		s, e := t.GetStart(), t.GetStop()
		l.emit(l.newToken(gen.PuppetLexerSTRING, s, e, cookSQ(l.runes[s+1:e])))
	case gen.PuppetLexerDQ_START:
		l.lexDQ(t)
	case gen.PuppetLexerREGEX:
		s, e := t.GetStart(), t.GetStop()
		if e > s && l.runes[s+1] == '*' {
			l.fail(s, "Unclosed multiline comment")
		}
		pat := strings.ReplaceAll(string(l.runes[s+1:e]), `\/`, "/")
		l.emit(l.newToken(tt, s, e, pat))
	case gen.PuppetLexerDIV:
		s := t.GetStart()
		if s+1 < len(l.runes) && l.runes[s+1] == '*' {
			l.fail(s, "Unclosed multiline comment")
		}
		l.emit(t)
	case gen.PuppetLexerAT:
		s := t.GetStart()
		if s+1 < len(l.runes) && l.runes[s+1] == '(' {
			l.fail(s, "Unclosed parenthesis after '@(' followed by '%s'", l.followedBy(s))
		}
		l.emit(t)
	case gen.PuppetLexerHEREDOC_OPEN:
		l.heredoc(t)
	case gen.PuppetLexerEPP_END, gen.PuppetLexerEPP_END_TRIM:
		if l.epp == eppExpr {
			l.emit(t)
		}
		l.epp = eppText
		l.scanEPPText(tt == gen.PuppetLexerEPP_END_TRIM)
	case gen.PuppetLexerOTHER:
		if st := t.GetStart(); l.runes[st] == '\'' {
			l.fail(st+1, "Unclosed quote after \"'\" followed by '%s'", l.followedBy(st+1))
		}
		l.emit(l.newToken(tt, t.GetStart(), t.GetStop(), ""))
	default:
		l.emit(t)
	}
	return tt
}

// skipTrivia skips blanks, newlines and comments in Go, which is much
// faster than matching them with the ANTLR lexer (the grammar still defines
// them, for any position this does not cover).
func (l *Lexer) skipTrivia() {
	in := l.GetInputStream()
	r := l.runes
	i := in.Index()
	start := i
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
			for i < len(r) && r[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(r) && r[i+1] == '*':
			j := i + 2
			for j+1 < len(r) && !(r[j] == '*' && r[j+1] == '/') {
				j++
			}
			if j+1 >= len(r) {
				// unclosed: let the lexer report it
				if i != start {
					in.Seek(i)
				}
				return
			}
			i = j + 2
		default:
			if i != start {
				in.Seek(i)
			}
			return
		}
	}
	if i != start {
		in.Seek(i)
	}
}

// followedBy is Puppet's description of the text from pos: up to five
// characters and "...", or <eof>.
func (l *Lexer) followedBy(pos int) string {
	if pos >= len(l.runes) {
		return "<eof>"
	}
	end := pos + 5
	if end > len(l.runes) {
		end = len(l.runes)
	}
	s := string(l.runes[pos:end]) + "..."
	s = strings.ReplaceAll(s, "\t", `\t`)
	s = strings.ReplaceAll(s, "\n", `\n`)
	s = strings.ReplaceAll(s, "\r", `\r`)
	return s
}

func (l *Lexer) checkNumber(t antlr.Token) {
	s, e := t.GetStart(), t.GetStop()+1
	// like Puppet's \b: a number may not run into a word character
	if e < len(l.runes) && isWordChar(l.runes[e]) {
		j := e
		for j < len(l.runes) && isWordChar(l.runes[j]) {
			j++
		}
		l.fail(s, "Illegal number '%s'", string(l.runes[s:j]))
	}
	v := string(l.runes[s:e])
	if len(v) > 1 && v[0] == '0' && v[1] != '.' && v[1] != 'x' && v[1] != 'X' {
		for _, c := range v[1:] {
			if c < '0' || c > '7' {
				l.fail(s, "Not a valid octal number %s", v)
			}
		}
	}
}

func isWordChar(r rune) bool {
	return r == '_' || (r >= 'a' && r <= 'z') || (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9')
}

func isBlank(r rune) bool {
	return r == ' ' || r == '\t' || r == '\r' || (r > 127 && unicode.Is(unicode.Zs, r))
}

func isBlankOrNL(r rune) bool { return r == '\n' || isBlank(r) }

// strictName tells whether a bare word is a NAME: every segment starts with
// a lower case letter and holds only letters, digits and '_'.
func strictName(w []rune) bool {
	segStart := true
	for _, r := range w {
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

func (l *Lexer) lexDQ(open antlr.Token) {
	l.interpolateText(open.GetStart(), open.GetStop()+1, dqEscapes, true)
}

// interpolateText lexes text in the DQ (or UQ/UQNE) mode the lexer is in,
// from start (the opening quote, or 0 for heredoc text). quoted is true for
// a double quoted string (which must end with '"').
func (l *Lexer) interpolateText(start, textStart int, escapes string, quoted bool) {
	segStart := start
	var buf strings.Builder
	interpolated := false
	segType := func() int {
		if interpolated {
			return gen.PuppetLexerDQMID
		}
		return gen.PuppetLexerDQPRE
	}
	for {
		t := l.raw()
		switch t.GetTokenType() {
		case gen.PuppetLexerDQ_TEXT:
			cookInto(&buf, l.runes[t.GetStart():t.GetStop()+1], escapes, l)
		case gen.PuppetLexerDQ_DOLLAR, gen.PuppetLexerDQ_BSLASH:
			buf.WriteString(string(l.runes[t.GetStart() : t.GetStop()+1]))
		case gen.PuppetLexerDQ_END:
			if !interpolated {
				l.emit(l.newToken(gen.PuppetLexerSTRING, start, t.GetStop(), buf.String()))
			} else {
				l.emit(l.newToken(gen.PuppetLexerDQPOST, segStart, t.GetStop(), buf.String()))
			}
			return
		case gen.PuppetLexerDQ_VAR:
			s := t.GetStart()
			l.emit(l.newToken(segType(), segStart, s-1, buf.String()))
			buf.Reset()
			l.emit(l.newToken(gen.PuppetLexerVARIABLE, s, t.GetStop(), string(l.runes[s+1:t.GetStop()+1])))
			interpolated = true
			segStart = t.GetStop() + 1
		case gen.PuppetLexerDQ_EXPR:
			l.emit(l.newToken(segType(), segStart, t.GetStop(), buf.String()))
			buf.Reset()
			interpolated = true
			segStart = l.interpolateExpr(start, quoted)
		case antlr.TokenEOF:
			if quoted {
				l.fail(textStart, "Unclosed quote after '\"' followed by '%s'", l.followedBy(textStart))
			}
			if !interpolated {
				l.emit(l.newToken(gen.PuppetLexerSTRING, start, t.GetStop(), buf.String()))
			} else {
				l.emit(l.newToken(gen.PuppetLexerDQPOST, segStart, t.GetStop(), buf.String()))
			}
			return
		default:
			panic(fmt.Sprintf("lexer: unexpected token %d in string", t.GetTokenType()))
		}
	}
}

// interpolateExpr lexes the tokens of "${...}" up to the matching '}' (which
// is dropped) and returns the position after it.
func (l *Lexer) interpolateExpr(strStart int, quoted bool) int {
	l.PushMode(antlr.LexerDefaultMode)
	base := len(l.out)
	depth := 0
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
				l.PopMode()
				l.toVariable(base)
				return closing.GetStop() + 1
			}
			depth--
		case antlr.TokenEOF:
			l.out = l.out[:n]
			if quoted {
				l.fail(len(l.runes), "Unclosed quote after '\"' followed by '<eof>'")
			}
			l.fail(len(l.runes), "Syntax error at end of input")
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
		nt := l.out[base+1].GetTokenType()
		if nt != gen.PuppetLexerDOT && nt != gen.PuppetLexerLBRACK {
			return
		}
	}
	t := l.out[base]
	tt := t.GetTokenType()
	if tt == gen.PuppetLexerNAME || tt == gen.PuppetLexerWORD || tt == gen.PuppetLexerNUMBER || isKeyword(tt) {
		l.out[base] = l.newToken(gen.PuppetLexerVARIABLE, t.GetStart(), t.GetStop(), t.GetText())
	}
}

func isKeyword(tt int) bool {
	return tt >= gen.PuppetLexerAND && tt <= gen.PuppetLexerUNLESS
}

// ---------------------------------------------------------------------------
// Escapes

const (
	sqEscapes = `\'`
	dqEscapes = "\\$'\"rntsu\n"
)

func cookSQ(r []rune) string {
	s := string(r)
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(r); i++ {
		if r[i] == '\\' && i+1 < len(r) && (r[i+1] == '\\' || r[i+1] == '\'') {
			i++
		}
		b.WriteRune(r[i])
	}
	return b.String()
}

// cookInto appends text with its escapes processed. escapes lists the
// escapable characters ("\n" stands for a line continuation).
func cookInto(b *strings.Builder, r []rune, escapes string, l *Lexer) {
	for i := 0; i < len(r); i++ {
		c := r[i]
		if c != '\\' || i+1 >= len(r) {
			b.WriteRune(c)
			continue
		}
		n := r[i+1]
		if n == 'u' && strings.ContainsRune(escapes, 'u') {
			if cp, k := unicodeEscape(r[i+2:]); k > 0 {
				b.WriteRune(cp)
				i += 1 + k
				continue
			}
		}
		if n == '\r' && i+2 < len(r) && r[i+2] == '\n' && strings.ContainsRune(escapes, '\n') {
			i += 2
			continue
		}
		if !strings.ContainsRune(escapes, n) {
			b.WriteRune('\\')
			continue
		}
		i++
		switch n {
		case 'r':
			b.WriteRune('\r')
		case 'n':
			b.WriteRune('\n')
		case 't':
			b.WriteRune('\t')
		case 's':
			b.WriteRune(' ')
		case 'u':
			b.WriteString(`\u`)
		case '\n':
		default:
			b.WriteRune(n)
		}
	}
}

func unicodeEscape(r []rune) (rune, int) {
	hex := func(c rune) bool {
		return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')
	}
	val := func(rs []rune) rune {
		var v rune
		for _, c := range rs {
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

// ---------------------------------------------------------------------------
// Heredocs

var heredocSpec = regexp.MustCompile(`^@\(([^:/\r\n)]+)(?::[\t\p{Zs}]*([a-z][a-zA-Z0-9_+]+)[\t\p{Zs}]*)?(?:/((?:\w|[$])*)[\t\p{Zs}]*)?\)$`)

func (l *Lexer) heredoc(open antlr.Token) {
	s, e := open.GetStart(), open.GetStop()
	after := e + 1
	spec := string(l.runes[s : e+1])
	mi := heredocSpec.FindStringSubmatchIndex(spec)
	if mi == nil {
		l.fail(after, "Invalid syntax in heredoc expected @(endtag[:syntax][/escapes])")
	}
	group := func(k int) string {
		if mi[2*k] < 0 {
			return ""
		}
		return spec[mi[2*k]:mi[2*k+1]]
	}
	tag := strings.TrimSpace(group(1))
	syntax := group(2)
	quoted := false
	if len(tag) >= 2 && tag[0] == '"' && tag[len(tag)-1] == '"' {
		quoted = true
		tag = strings.TrimSpace(tag[1 : len(tag)-1])
	}
	if tag == "" {
		l.fail(after, "Heredoc with an empty endtag")
	}
	escapes := ""
	if mi[6] >= 0 {
		given := group(3)
		if given == "" {
			given = "trnsuL$"
		}
		seen := map[rune]bool{}
		for _, c := range given {
			if seen[c] {
				parts := strings.Split(given, "")
				l.fail(after, "An escape char for @() may only appear once. Got '%s'", strings.Join(parts, ", "))
			}
			seen[c] = true
		}
		escapes = `\`
		for _, c := range given {
			switch c {
			case 't', 'r', 'n', 's', 'u', '$':
				escapes += string(c)
			case 'L':
				escapes += "\n"
			default:
				l.fail(after, "Invalid heredoc escape char. Only t, r, n, s,  u, L, $ allowed. Got '%c'", c)
			}
		}
	}
	// where the text starts
	textStart := l.newlineJump
	if textStart < 0 {
		i := after
		for i < len(l.runes) && l.runes[i] != '\n' {
			i++
		}
		if i >= len(l.runes) {
			l.fail(after, "Heredoc without any following lines of text")
		}
		textStart = i + 1
	}
	endRe := regexp.MustCompile(`([\t\p{Zs}]*)(?:(\|)[\t\p{Zs}]*)?(?:(-)[\t\p{Zs}]*)?` + regexp.QuoteMeta(tag) + `[\t\p{Zs}]*\r?(?:\n|\z)`)
	var lines [][]rune
	var lineStarts []int
	pos := textStart
	for {
		if pos >= len(l.runes) {
			l.fail(textStart, "Heredoc without end-tagged line")
		}
		j := pos
		for j < len(l.runes) && l.runes[j] != '\n' {
			j++
		}
		if j < len(l.runes) {
			j++ // include the newline
		}
		line := l.runes[pos:j]
		if mm := endRe.FindStringSubmatch(string(line)); mm != nil {
			l.newlineJump = j
			leading := []rune(mm[1])
			margin := mm[2] == "|"
			trim := mm[3] == "-"
			var text []rune
			sl := &subLocator{}
			for k, ln := range lines {
				cut := 0
				if margin && len(leading) > 0 && hasPrefix(ln, leading) {
					cut = len(leading)
				}
				sl.subStart = append(sl.subStart, len(text))
				sl.origStart = append(sl.origStart, lineStarts[k]+cut)
				text = append(text, ln[cut:]...)
			}
			if trim {
				if n := len(text); n > 0 && text[n-1] == '\n' {
					text = text[:n-1]
					if n > 1 && text[n-2] == '\r' {
						text = text[:n-2]
					}
				}
			}
			if len(sl.subStart) == 0 {
				sl.subStart = []int{0}
				sl.origStart = []int{textStart}
			}
			l.emit(l.newToken(gen.PuppetLexerHEREDOC, s, e, syntax))
			l.heredocText(text, sl, escapes, quoted, textStart)
			return
		}
		lines = append(lines, line)
		lineStarts = append(lineStarts, pos)
		pos = j
	}
}

func hasPrefix(r, p []rune) bool {
	if len(r) < len(p) {
		return false
	}
	for i := range p {
		if r[i] != p[i] {
			return false
		}
	}
	return true
}

func (l *Lexer) heredocText(text []rune, sl *subLocator, escapes string, interpolate bool, textStart int) {
	if l.sub != nil {
		// a heredoc inside heredoc text: compose the mappings
		outer := l.sub
		for i := range sl.origStart {
			sl.origStart[i] = outer.orig(sl.origStart[i])
		}
	}
	endPos := sl.orig(len(text)) - 1
	if !interpolate {
		var b strings.Builder
		if escapes == "" {
			b.WriteString(string(text))
		} else {
			cookInto(&b, text, escapes, l)
		}
		l.emit(l.newToken(gen.PuppetLexerSTRING, sl.origStart[0], endPos, b.String()))
		return
	}
	mode := gen.PuppetLexerUQNE
	if strings.ContainsRune(escapes, '$') {
		mode = gen.PuppetLexerUQ
	}
	sub := newLexer(text, false, mode)
	sub.sub = sl
	sub.started = true
	uqEscapes := escapes
	func() {
		sub.interpolateText(0, 0, uqEscapes, false)
	}()
	for _, t := range sub.out[sub.head:] {
		if tk, ok := t.(*Token); ok {
			st, sp := tk.GetStart(), tk.GetStop()
			if !tk.Cooked {
				tk.Value, tk.Cooked = tk.GetText(), true
			}
			tk.Start = sl.orig(st)
			if sp < st {
				tk.Stop = tk.Start - 1
			} else {
				tk.Stop = sl.orig(sp)
			}
			if (tk.Type == gen.PuppetLexerSTRING || tk.Type == gen.PuppetLexerDQPOST) && endPos >= tk.Start {
				tk.Stop = endPos
			}
			tk.src = l.runes
			tk.Index = -1
			l.emit(tk)
		}
	}
}

// ---------------------------------------------------------------------------
// EPP

// scanEPPText scans template text from the current input position up to and
// including the next "<%" tag (or the end), emitting RENDER_STRING and
// RENDER_EXPR, and leaves the input after the tag.
func (l *Lexer) scanEPPText(skipLeading bool) {
	in := l.GetInputStream()
	pos := in.Index()
	r := l.runes
	if pos >= len(r) {
		l.eppOpen = false
		return
	}
	before := pos
	var s []rune
	mode := eppText
	for pos < len(r) {
		// find "<%"
		j := pos
		for j+1 < len(r) && !(r[j] == '<' && r[j+1] == '%') {
			j++
		}
		var part []rune
		if j+1 < len(r) {
			part = r[pos : j+2]
			pos = j + 2
		} else {
			part = r[pos:]
			pos = len(r)
		}
		if skipLeading {
			k := 0
			for k < len(part) && (part[k] == ' ' || part[k] == '\t') {
				k++
			}
			if k < len(part) && part[k] == '\r' {
				k++
			}
			if k < len(part) && part[k] == '\n' {
				k++
			}
			part = part[k:]
			skipLeading = false
		}
		part = []rune(strings.ReplaceAll(string(part), "%%>", "%>"))
		s = append(s, part...)
		if pos >= len(r) {
			if len(s) >= 2 && s[len(s)-2] == '<' && s[len(s)-1] == '%' {
				l.fail(len(r), "%s", "Unbalanced embedded expression - opening <% and reaching end of input")
			}
			break
		}
		switch r[pos] {
		case '-':
			pos++
			s = s[:len(s)-2]
			for len(s) > 0 && (s[len(s)-1] == ' ' || s[len(s)-1] == '\t') {
				s = s[:len(s)-1]
			}
			mode = eppCode
		case '%':
			pos++
			continue
		case '=':
			pos++
			s = s[:len(s)-2]
			mode = eppExpr
		case '#':
			s = s[:len(s)-2]
			// find [^%]%>
			k := pos + 1
			for k+1 < len(r) && !(r[k] == '%' && r[k+1] == '>' && r[k-1] != '%') {
				k++
			}
			if k+1 >= len(r) {
				l.fail(len(r), "%s", "Reaching end after opening <%# without seeing %>")
			}
			if pos+1 < len(r) && r[pos+1] == '-' {
				for len(s) > 0 && (s[len(s)-1] == ' ' || s[len(s)-1] == '\t') {
					s = s[:len(s)-1]
				}
			}
			skipLeading = r[k-1] == '-'
			pos = k + 2
			continue
		default:
			s = s[:len(s)-2]
			mode = eppCode
		}
		break
	}
	in.Seek(pos)
	switch mode {
	case eppText:
		l.emit(l.newToken(gen.PuppetLexerRENDER_STRING, before, pos-1, string(s)))
		l.eppOpen = false
	case eppCode:
		if len(s) > 0 {
			l.emit(l.newToken(gen.PuppetLexerRENDER_STRING, before, pos-1, string(s)))
		}
		l.epp = eppCode
		l.eppOpen = true
	case eppExpr:
		if len(s) > 0 {
			l.emit(l.newToken(gen.PuppetLexerRENDER_STRING, before, pos-1, string(s)))
		}
		l.emit(l.newToken(gen.PuppetLexerRENDER_EXPR, pos-3, pos-1, ""))
		l.epp = eppExpr
		l.eppOpen = true
	}
}
