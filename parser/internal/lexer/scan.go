package lexer

import (
	"strings"
	"unicode/utf8"

	"github.com/antlr4-go/antlr/v4"
	"github.com/punch-dev/punch/parser/internal/gen"
)

// The raw scanners below implement the rules of grammar/PuppetLexer.g4 the
// way ANTLR's lexer applies them (the longest match wins; on equal length
// the rule listed first), for the default mode and the text modes DQ, UQ
// and UQNE. White space and comments are skipped before (skipTrivia).
// scan_test.go compares them with the generated ANTLR lexer.

// keywords maps the keyword rules of the grammar to their token types.
var keywords = map[string]int{
	"and": gen.PuppetLexerAND, "apply": gen.PuppetLexerAPPLY, "attr": gen.PuppetLexerATTR,
	"case": gen.PuppetLexerCASE, "class": gen.PuppetLexerCLASS, "default": gen.PuppetLexerDEFAULT,
	"define": gen.PuppetLexerDEFINE, "else": gen.PuppetLexerELSE, "elsif": gen.PuppetLexerELSIF,
	"false": gen.PuppetLexerFALSE, "function": gen.PuppetLexerFUNCTION, "if": gen.PuppetLexerIF,
	"in": gen.PuppetLexerIN, "inherits": gen.PuppetLexerINHERITS, "node": gen.PuppetLexerNODE,
	"or": gen.PuppetLexerOR, "plan": gen.PuppetLexerPLAN, "private": gen.PuppetLexerPRIVATE,
	"true": gen.PuppetLexerTRUE, "type": gen.PuppetLexerTYPE, "undef": gen.PuppetLexerUNDEF,
	"unless": gen.PuppetLexerUNLESS,
}

// single maps the one character operators and punctuation to their types.
var single [128]int

func init() {
	for c, t := range map[byte]int{
		'=': gen.PuppetLexerEQUALS, '>': gen.PuppetLexerGREATERTHAN, '<': gen.PuppetLexerLESSTHAN,
		'+': gen.PuppetLexerPLUS, '-': gen.PuppetLexerMINUS, '*': gen.PuppetLexerTIMES,
		'%': gen.PuppetLexerMODULO, '!': gen.PuppetLexerNOT, '.': gen.PuppetLexerDOT,
		'|': gen.PuppetLexerPIPE, '@': gen.PuppetLexerAT, ':': gen.PuppetLexerCOLON,
		',': gen.PuppetLexerCOMMA, ';': gen.PuppetLexerSEMIC, '?': gen.PuppetLexerQMARK,
		'~': gen.PuppetLexerTILDE, '[': gen.PuppetLexerLBRACK, ']': gen.PuppetLexerRBRACK,
		'{': gen.PuppetLexerLBRACE, '}': gen.PuppetLexerRBRACE, '(': gen.PuppetLexerLPAREN,
		')': gen.PuppetLexerRPAREN, '/': gen.PuppetLexerDIV,
	} {
		single[c] = t
	}
}

// operators are the operators of two and three characters by their first
// character, each list longest first: the longest match wins, as in
// ANTLR's lexer; a character that starts none of them is in single. (EPP's
// -%> and %>, and a heredoc's @(...), depend on more than the text: scan
// checks them first.)
var operators = [128][]struct {
	text string
	tok  int
}{
	'<': {{"<<|", gen.PuppetLexerLLCOLLECT}, {"<<", gen.PuppetLexerLSHIFT}, {"<|", gen.PuppetLexerLCOLLECT},
		{"<-", gen.PuppetLexerOUT_EDGE}, {"<~", gen.PuppetLexerOUT_EDGE_SUB}, {"<=", gen.PuppetLexerLESSEQUAL}},
	'|': {{"|>>", gen.PuppetLexerRRCOLLECT}, {"|>", gen.PuppetLexerRCOLLECT}},
	'-': {{"->", gen.PuppetLexerIN_EDGE}, {"-=", gen.PuppetLexerDELETES}},
	'~': {{"~>", gen.PuppetLexerIN_EDGE_SUB}},
	'=': {{"=>", gen.PuppetLexerFARROW}, {"==", gen.PuppetLexerISEQUAL}, {"=~", gen.PuppetLexerMATCH}},
	'+': {{"+>", gen.PuppetLexerPARROW}, {"+=", gen.PuppetLexerAPPENDS}},
	'!': {{"!=", gen.PuppetLexerNOTEQUAL}, {"!~", gen.PuppetLexerNOMATCH}},
	'>': {{">=", gen.PuppetLexerGREATEREQUAL}, {">>", gen.PuppetLexerRSHIFT}},
	'@': {{"@@", gen.PuppetLexerATAT}},
}

func isLower(c byte) bool   { return c >= 'a' && c <= 'z' }
func isUpper(c byte) bool   { return c >= 'A' && c <= 'Z' }
func isDigit(c byte) bool   { return c >= '0' && c <= '9' }
func isHex(c byte) bool     { return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') }
func isBWStart(c byte) bool { return isLower(c) || c == '_' }

// scan returns the type and end offset of the raw token at s in the
// default mode.
func (l *Lexer) scan(s int) (int, int) {
	src := l.src
	if s >= len(src) {
		return antlr.TokenEOF, s
	}
	c := src[s]
	at := func(i int) byte {
		if i < len(src) {
			return src[i]
		}
		return 0
	}
	switch {
	case isBWStart(c):
		e := scanName(src, s)
		if t, ok := keywords[src[s:e]]; ok {
			return t, e
		}
		return gen.PuppetLexerNAME, e
	case isUpper(c):
		return gen.PuppetLexerCLASSREF, scanClassref(src, s)
	case isDigit(c):
		return gen.PuppetLexerNUMBER, scanNumber(src, s)
	}
	switch c {
	case ':':
		if at(s+1) == ':' {
			if n := at(s + 2); isBWStart(n) {
				return gen.PuppetLexerNAME, scanName(src, s+2)
			} else if isUpper(n) {
				return gen.PuppetLexerCLASSREF, scanClassref(src, s+2)
			}
		}
		return gen.PuppetLexerCOLON, s + 1
	case '$':
		return gen.PuppetLexerVARIABLE, scanVarName(src, s+1)
	case '\'':
		if e := scanDelimited(src, s, '\''); e >= 0 {
			return gen.PuppetLexerSQ_STRING, e
		}
		return gen.PuppetLexerOTHER, s + 1
	case '"':
		return gen.PuppetLexerDQ_START, s + 1
	case '-':
		if l.InEPP() && strings.HasPrefix(src[s:], "-%>") {
			return gen.PuppetLexerEPP_END_TRIM, s + 3
		}
	case '%':
		if l.InEPP() && at(s+1) == '>' {
			return gen.PuppetLexerEPP_END, s + 2
		}
	case '@':
		if at(s+1) == '(' {
			if j := strings.IndexByte(src[s+2:], ')'); j >= 0 {
				return gen.PuppetLexerHEREDOC_OPEN, s + 2 + j + 1
			}
		}
	case '/':
		if l.RegexAllowed() {
			if e := scanDelimited(src, s, '/'); e >= 0 {
				return gen.PuppetLexerREGEX, e
			}
		}
		return gen.PuppetLexerDIV, s + 1
	}
	if c < utf8.RuneSelf {
		for _, op := range operators[c] {
			if strings.HasPrefix(src[s:], op.text) {
				return op.tok, s + len(op.text)
			}
		}
		if t := single[c]; t != 0 {
			return t, s + 1
		}
		return gen.PuppetLexerOTHER, s + 1
	}
	_, n := utf8.DecodeRuneInString(src[s:])
	return gen.PuppetLexerOTHER, s + n
}

// scanDelimited scans a single quoted string or a regexp from its opening
// delimiter at s to the next q that no backslash escapes (a backslash
// escapes any character): the end after q, or -1 when there is none.
func scanDelimited(src string, s int, q byte) int {
	for i := s + 1; i < len(src); i++ {
		switch src[i] {
		case '\\':
			if i+1 >= len(src) {
				return -1
			}
			i++
		case q:
			return i + 1
		}
	}
	return -1
}

// scanName scans NAME from s (at the start of a segment, after an optional
// leading '::'): segments [a-z_]([a-zA-Z0-9_-]*[a-zA-Z0-9_])? joined by '::'.
func scanName(src string, s int) int {
	i := s
	for {
		// segment: the first character, then the longest run ending with a
		// word character
		i++
		end := i
		for i < len(src) && (isWordChar(src[i]) || src[i] == '-') {
			if src[i] != '-' {
				end = i + 1
			}
			i++
		}
		i = end
		if i+2 < len(src) && src[i] == ':' && src[i+1] == ':' && isBWStart(src[i+2]) {
			i += 2
			continue
		}
		return i
	}
}

// scanClassref scans CLASSREF from s (at an upper case letter): segments
// of word characters, each after the first starting with an upper case
// letter, joined by '::'.
func scanClassref(src string, s int) int { return scanSegments(src, s, isUpper) }

// scanSegments scans from i runs of word characters joined by '::', where
// the character after each '::' passes first; it returns their end.
func scanSegments(src string, i int, first func(byte) bool) int {
	for {
		for i < len(src) && isWordChar(src[i]) {
			i++
		}
		if i+2 < len(src) && src[i] == ':' && src[i+1] == ':' && first(src[i+2]) {
			i += 2
			continue
		}
		return i
	}
}

// scanNumber scans NUMBER from s (at a digit).
func scanNumber(src string, s int) int {
	if src[s] == '0' && s+2 < len(src) && (src[s+1] == 'x' || src[s+1] == 'X') && isHex(src[s+2]) {
		i := s + 2
		for i < len(src) && isHex(src[i]) {
			i++
		}
		return i
	}
	i := s
	for i < len(src) && isDigit(src[i]) {
		i++
	}
	if i+1 < len(src) && src[i] == '.' && isDigit(src[i+1]) {
		i++
		for i < len(src) && isDigit(src[i]) {
			i++
		}
	}
	if i < len(src) && (src[i] == 'e' || src[i] == 'E') {
		j := i + 1
		if j < len(src) && src[j] == '-' {
			j++
		}
		if j < len(src) && isDigit(src[j]) {
			for j < len(src) && isDigit(src[j]) {
				j++
			}
			i = j
		}
	}
	return i
}

// scanVarName scans the optional VARNAME after '$' at s: ('::')?
// WORDCHAR+ ('::' WORDCHAR+)*. It returns s when there is none.
func scanVarName(src string, s int) int {
	i := s
	if i+2 < len(src) && src[i] == ':' && src[i+1] == ':' && isWordChar(src[i+2]) {
		i += 2
	}
	if i >= len(src) || !isWordChar(src[i]) {
		return s
	}
	return scanSegments(src, i, isWordChar)
}

// The text modes of the grammar.
const (
	dqMode   = iota // "..." (mode DQ)
	uqMode          // heredoc text where \$ escapes (mode UQ)
	uqneMode        // heredoc text where \ does not escape $ (mode UQNE)
)

// scanText returns the type and end of the raw token at s in a text mode:
// DQ_END (only in dqMode), DQ_VAR, DQ_EXPR, DQ_TEXT, DQ_DOLLAR, DQ_BSLASH
// (not in uqneMode) or EOF.
func (l *Lexer) scanText(s, mode int) (int, int) {
	src := l.src
	if s >= len(src) {
		return antlr.TokenEOF, s
	}
	switch src[s] {
	case '"':
		if mode == dqMode {
			return gen.PuppetLexerDQ_END, s + 1
		}
	case '$':
		if s+1 < len(src) && src[s+1] == '{' {
			return gen.PuppetLexerDQ_EXPR, s + 2
		}
		if e := scanVarName(src, s+1); e > s+1 {
			return gen.PuppetLexerDQ_VAR, e
		}
		return gen.PuppetLexerDQ_DOLLAR, s + 1
	case '\\':
		if mode != uqneMode && s+1 >= len(src) {
			return gen.PuppetLexerDQ_BSLASH, s + 1
		}
	}
	i := s
	for i < len(src) {
		switch src[i] {
		case '$':
			return gen.PuppetLexerDQ_TEXT, i
		case '"':
			if mode == dqMode {
				return gen.PuppetLexerDQ_TEXT, i
			}
		case '\\':
			if mode != uqneMode {
				if i+1 >= len(src) {
					return gen.PuppetLexerDQ_TEXT, i
				}
				i++
			}
		}
		i++
	}
	return gen.PuppetLexerDQ_TEXT, i
}
