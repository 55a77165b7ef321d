package resourcetypes

// A tokenizer for the part of Ruby that resource type files are written in. It does not
// need to understand every program, only to find tokens and nesting reliably: strings,
// heredocs, %-literals, regexp literals and comments must never be mistaken for code.

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

type tokKind int

const (
	tEOF tokKind = iota
	tNewline
	tIdent   // local name or method name, may end in ? or !
	tConst   // capitalized name
	tIVar    // @x
	tCVar    // @@x
	tGVar    // $x
	tKeyword // def, end, if, ...
	tSymbol  // :name  (text is the name)
	tLabel   // name:  (text is the name)
	tString  // text is the value when there is no interpolation; parts otherwise
	tXString // `...`
	tRegexp  // text is the source, opts the flags
	tWords   // %w[] / %i[]: words; symbols when sym
	tNumber
	tOp
)

var kindNames = [...]string{"end of file", "newline", "identifier", "constant", "instance variable",
	"class variable", "global variable", "keyword", "symbol", "label", "string", "command string",
	"regexp", "word list", "number", "operator"}

func (k tokKind) String() string { return kindNames[k] }

// strPart is a piece of an interpolated string or regexp: literal text or the source of #{...}.
type strPart struct {
	text   string
	interp bool
	line   int
}

type token struct {
	kind   tokKind
	text   string
	opts   string    // regexp flags
	parts  []strPart // interpolated strings and regexps
	words  []string  // %w / %i
	sym    bool      // %i word list
	line   int
	col    int
	spaceB bool // whitespace (or line start) right before the token
}

func (t token) is(kind tokKind, text string) bool { return t.kind == kind && t.text == text }

func (t token) String() string {
	switch t.kind {
	case tEOF, tNewline:
		return t.kind.String()
	}
	return fmt.Sprintf("%s %q", t.kind, t.text)
}

var rubyKeywords = map[string]bool{
	"alias": true, "and": true, "begin": true, "break": true, "case": true, "class": true,
	"def": true, "defined?": true, "do": true, "else": true, "elsif": true, "end": true,
	"ensure": true, "false": true, "for": true, "if": true, "in": true, "module": true,
	"next": true, "nil": true, "not": true, "or": true, "redo": true, "rescue": true,
	"retry": true, "return": true, "self": true, "super": true, "then": true, "true": true,
	"undef": true, "unless": true, "until": true, "when": true, "while": true, "yield": true,
	"__FILE__": true, "__LINE__": true, "__dir__": true,
}

// SyntaxError is a problem found while reading a Ruby or pcore file.
type SyntaxError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

type heredocPending struct {
	idx     int // index of the token to fill
	id      string
	squiggy bool
	dash    bool
	raw     bool
}

type rubyLexer struct {
	file    string
	src     string
	pos     int
	line    int
	col     int
	toks    []token
	pending []heredocPending
	depth   int // nesting of lexer recursion (interpolation)
	// where the current token started, for errors about unterminated literals
	tokLine, tokCol int
}

func lexRuby(file, src string) ([]token, error) {
	lx := &rubyLexer{file: file, src: src, line: 1, col: 1, toks: make([]token, 0, len(src)/6+8)}
	if err := lx.run(false); err != nil {
		return nil, err
	}
	return lx.toks, nil
}

func (lx *rubyLexer) errf(format string, args ...any) error {
	return &SyntaxError{File: lx.file, Line: lx.line, Col: lx.col, Msg: fmt.Sprintf(format, args...)}
}

func (lx *rubyLexer) peek(off int) byte {
	if lx.pos+off < len(lx.src) {
		return lx.src[lx.pos+off]
	}
	return 0
}

func (lx *rubyLexer) advance(n int) {
	for i := 0; i < n && lx.pos < len(lx.src); i++ {
		if lx.src[lx.pos] == '\n' {
			lx.line++
			lx.col = 1
		} else {
			lx.col++
		}
		lx.pos++
	}
}

// valueEnd reports whether the previous token ends a value, so that / % ? : and << that
// follow are operators rather than the start of a literal.
func (lx *rubyLexer) valueEnd() bool {
	if len(lx.toks) == 0 {
		return false
	}
	t := lx.toks[len(lx.toks)-1]
	switch t.kind {
	case tIdent, tConst, tIVar, tCVar, tGVar, tSymbol, tString, tXString, tRegexp, tWords, tNumber:
		return true
	case tKeyword:
		return t.text == "end" || t.text == "self" || t.text == "nil" || t.text == "true" || t.text == "false" || t.text == "__FILE__" || t.text == "__LINE__" || t.text == "__dir__"
	case tOp:
		return t.text == ")" || t.text == "]" || t.text == "}"
	}
	return false
}

// commandArg reports whether a token starting here, after an identifier and a space, with
// no space after it, is an argument of a command call (`newvalues /x/`, `desc %q{..}`).
func (lx *rubyLexer) commandArg(spaceB bool) bool {
	if len(lx.toks) == 0 || !spaceB {
		return false
	}
	t := lx.toks[len(lx.toks)-1]
	if t.kind != tIdent {
		return false
	}
	n := lx.peek(1)
	return n != ' ' && n != '\t' && n != '\n' && n != '='
}

func (lx *rubyLexer) emit(t token) { lx.toks = append(lx.toks, t) }

func isIdentStart(c byte) bool {
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80
}

func isIdentChar(c byte) bool { return isIdentStart(c) || (c >= '0' && c <= '9') }

func (lx *rubyLexer) atLineStart() bool { return lx.pos == 0 || lx.src[lx.pos-1] == '\n' }

// run tokenizes until the end of input or, when untilBrace, until the } closing an
// interpolation (which it consumes).
func (lx *rubyLexer) run(untilBrace bool) error {
	braces := 0
	spaceB := true
	for lx.pos < len(lx.src) {
		c := lx.src[lx.pos]
		line, col := lx.line, lx.col
		switch {
		case c == '\n':
			lx.advance(1)
			if len(lx.toks) == 0 || lx.toks[len(lx.toks)-1].kind != tNewline {
				lx.emit(token{kind: tNewline, line: line, col: col})
			}
			if len(lx.pending) > 0 {
				if err := lx.readHeredocs(); err != nil {
					return err
				}
			}
			spaceB = true
			if lx.atLineStart() && strings.HasPrefix(lx.src[lx.pos:], "=begin") {
				end := strings.Index(lx.src[lx.pos:], "\n=end")
				if end < 0 {
					return lx.errf("=begin without =end")
				}
				lx.advance(end + 5)
				for lx.pos < len(lx.src) && lx.src[lx.pos] != '\n' {
					lx.advance(1)
				}
			}
			if lx.atLineStart() && (strings.HasPrefix(lx.src[lx.pos:], "__END__\n") || lx.src[lx.pos:] == "__END__") {
				lx.pos = len(lx.src)
			}
			continue
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			lx.advance(1)
			spaceB = true
			continue
		case c == '\\' && lx.peek(1) == '\n':
			lx.advance(2)
			spaceB = true
			continue
		case c == '\\' && lx.peek(1) == '\r' && lx.peek(2) == '\n':
			lx.advance(3)
			spaceB = true
			continue
		case c == '#':
			for lx.pos < len(lx.src) && lx.src[lx.pos] != '\n' {
				lx.advance(1)
			}
			continue
		}
		if lx.pos == 0 && strings.HasPrefix(lx.src, "=begin") {
			end := strings.Index(lx.src, "\n=end")
			if end < 0 {
				return lx.errf("=begin without =end")
			}
			lx.advance(end + 5)
			continue
		}
		if lx.pos == 0 && strings.HasPrefix(lx.src, "__END__") {
			lx.pos = len(lx.src)
			continue
		}
		if err := lx.token(c, line, col, spaceB, untilBrace, &braces); err != nil {
			if err == errCloseInterp {
				return nil
			}
			return err
		}
		spaceB = false
	}
	if untilBrace {
		return lx.errf("unterminated #{ interpolation")
	}
	if len(lx.pending) > 0 {
		return lx.errf("unterminated heredoc %s", lx.pending[0].id)
	}
	return nil
}

var errCloseInterp = fmt.Errorf("close interpolation")

var rubyOps = []string{
	"**=", "<=>", "===", "...", "<<=", ">>=", "&&=", "||=",
	"**", "==", "!=", ">=", "<=", "&&", "||", "<<", ">>", "=~", "!~", "::", "..", "=>", "->",
	"+=", "-=", "*=", "/=", "%=", "|=", "&=", "^=", "&.",
}

func (lx *rubyLexer) token(c byte, line, col int, spaceB, untilBrace bool, braces *int) error {
	t := token{line: line, col: col, spaceB: spaceB}
	lx.tokLine, lx.tokCol = line, col
	switch {
	case c >= '0' && c <= '9':
		start := lx.pos
		if c == '0' && (lx.peek(1) == 'x' || lx.peek(1) == 'X' || lx.peek(1) == 'b' || lx.peek(1) == 'o') {
			lx.advance(2)
		}
		for lx.pos < len(lx.src) && (isIdentChar(lx.src[lx.pos]) || (lx.src[lx.pos] == '.' && lx.peek(1) >= '0' && lx.peek(1) <= '9')) {
			if (lx.src[lx.pos] == 'e' || lx.src[lx.pos] == 'E') && (lx.peek(1) == '-' || lx.peek(1) == '+') {
				lx.advance(1)
			}
			lx.advance(1)
		}
		t.kind, t.text = tNumber, lx.src[start:lx.pos]
	case c == '@':
		start := lx.pos
		lx.advance(1)
		kind := tIVar
		if lx.peek(0) == '@' {
			lx.advance(1)
			kind = tCVar
		}
		for lx.pos < len(lx.src) && isIdentChar(lx.src[lx.pos]) {
			lx.advance(1)
		}
		t.kind, t.text = kind, lx.src[start:lx.pos]
	case c == '$':
		start := lx.pos
		lx.advance(1)
		if isIdentStart(lx.peek(0)) {
			for lx.pos < len(lx.src) && isIdentChar(lx.src[lx.pos]) {
				lx.advance(1)
			}
		} else {
			lx.advance(1)
		}
		t.kind, t.text = tGVar, lx.src[start:lx.pos]
	case isIdentStart(c):
		start := lx.pos
		for lx.pos < len(lx.src) && isIdentChar(lx.src[lx.pos]) {
			lx.advance(1)
		}
		if (lx.peek(0) == '?' || lx.peek(0) == '!') && lx.peek(1) != '=' {
			// exists? / save!  (but not a?b:c ternaries written without spaces on a constant)
			if !(lx.peek(0) == '?' && lx.peek(1) == ':') {
				lx.advance(1)
			}
		}
		word := lx.src[start:lx.pos]
		prevDot := len(lx.toks) > 0 && lx.toks[len(lx.toks)-1].kind == tOp && (lx.toks[len(lx.toks)-1].text == "." || lx.toks[len(lx.toks)-1].text == "&.")
		prevDef := len(lx.toks) > 0 && lx.toks[len(lx.toks)-1].is(tKeyword, "def")
		switch {
		case lx.peek(0) == ':' && lx.peek(1) != ':' && !prevDot:
			// label: `namevar: true`
			lx.advance(1)
			t.kind, t.text = tLabel, word
		case (rubyKeywords[word] || word == "defined?") && !prevDot && !prevDef:
			t.kind, t.text = tKeyword, word
		case word[0] >= 'A' && word[0] <= 'Z':
			t.kind, t.text = tConst, word
		default:
			t.kind, t.text = tIdent, word
		}
	case c == '"' || c == '`':
		lx.advance(1)
		parts, err := lx.quoted(c, 0, true)
		if err != nil {
			return err
		}
		t.kind = tString
		if c == '`' {
			t.kind = tXString
		}
		setParts(&t, parts)
	case c == '\'':
		lx.advance(1)
		s, err := lx.single('\'', 0)
		if err != nil {
			return err
		}
		t.kind, t.text = tString, s
	case c == ':' && lx.peek(1) == ':':
		lx.advance(2)
		t.kind, t.text = tOp, "::"
	case c == ':' && (lx.peek(1) == '"' || lx.peek(1) == '\''):
		q := lx.peek(1)
		lx.advance(2)
		if q == '"' {
			parts, err := lx.quoted('"', 0, true)
			if err != nil {
				return err
			}
			setParts(&t, parts)
		} else {
			s, err := lx.single('\'', 0)
			if err != nil {
				return err
			}
			t.text = s
		}
		t.kind = tSymbol
	case c == ':' && isIdentStart(lx.peek(1)):
		lx.advance(1)
		start := lx.pos
		for lx.pos < len(lx.src) && isIdentChar(lx.src[lx.pos]) {
			lx.advance(1)
		}
		if (lx.peek(0) == '?' || lx.peek(0) == '!' || lx.peek(0) == '=') && lx.peek(1) != '=' && lx.peek(1) != '>' && lx.peek(1) != '~' {
			lx.advance(1)
		}
		t.kind, t.text = tSymbol, lx.src[start:lx.pos]
	case c == ':' && !lx.valueEnd() && strings.IndexByte("[+-*<=!%/&|^~", lx.peek(1)) >= 0:
		// operator symbols :[] :<=> :+ ...
		lx.advance(1)
		start := lx.pos
		for _, op := range []string{"[]=", "[]", "<=>", "===", "==", "=~", "!=", "!~", "<<", ">>", "<=", ">=", "**", "+@", "-@", "+", "-", "*", "/", "%", "<", ">", "!", "&", "|", "^", "~"} {
			if strings.HasPrefix(lx.src[lx.pos:], op) {
				lx.advance(len(op))
				break
			}
		}
		t.kind, t.text = tSymbol, lx.src[start:lx.pos]
	case c == '/' && (!lx.valueEnd() || lx.commandArg(spaceB)):
		lx.advance(1)
		parts, err := lx.quoted('/', 0, false)
		if err != nil {
			return err
		}
		t.kind = tRegexp
		setParts(&t, parts)
		t.opts = lx.regexpFlags()
	case c == '%' && (!lx.valueEnd() || lx.commandArg(spaceB)) && lx.percentLiteral():
		return lx.percent(t)
	case c == '<' && lx.peek(1) == '<' && lx.heredocStart(spaceB):
		return lx.heredoc(t)
	case c == '?' && !lx.valueEnd() && lx.pos+1 < len(lx.src) && lx.peek(1) != ' ' && lx.peek(1) != '\n' && !isIdentChar(lx.peek(2)):
		// character literal ?a
		lx.advance(1)
		if lx.peek(0) == '\\' {
			lx.advance(1)
		}
		_, size := utf8.DecodeRuneInString(lx.src[lx.pos:])
		t.kind, t.text = tString, lx.src[lx.pos:lx.pos+size]
		lx.advance(size)
	default:
		op := ""
		for _, o := range rubyOps {
			if strings.HasPrefix(lx.src[lx.pos:], o) {
				op = o
				break
			}
		}
		if op == "" {
			if strings.IndexByte("+-*/%=<>!&|^~?:,.;()[]{}", c) < 0 {
				return lx.errf("unexpected character %q", rune(c))
			}
			op = string(c)
		}
		if untilBrace {
			switch op {
			case "{":
				*braces++
			case "}":
				if *braces == 0 {
					lx.advance(1)
					return errCloseInterp
				}
				*braces--
			}
		}
		lx.advance(len(op))
		t.kind, t.text = tOp, op
	}
	lx.emit(t)
	return nil
}

func setParts(t *token, parts []strPart) {
	if len(parts) == 1 && !parts[0].interp {
		t.text = parts[0].text
		return
	}
	if len(parts) == 0 {
		return
	}
	t.parts = parts
	var b strings.Builder
	for _, p := range parts {
		if p.interp {
			b.WriteString("#{" + p.text + "}")
		} else {
			b.WriteString(p.text)
		}
	}
	t.text = b.String()
}

func (lx *rubyLexer) regexpFlags() string {
	var f strings.Builder
	for lx.pos < len(lx.src) && strings.IndexByte("imxounse", lx.src[lx.pos]) >= 0 {
		if strings.IndexByte("imx", lx.src[lx.pos]) >= 0 {
			f.WriteByte(lx.src[lx.pos])
		}
		lx.advance(1)
	}
	// Ruby reports the flags in the order i, m, x
	s := f.String()
	var out []byte
	for _, c := range []byte("imx") {
		if strings.IndexByte(s, c) >= 0 {
			out = append(out, c)
		}
	}
	return string(out)
}

func closer(open byte) byte {
	switch open {
	case '(':
		return ')'
	case '[':
		return ']'
	case '{':
		return '}'
	case '<':
		return '>'
	}
	return open
}

// single reads a non-interpolating literal up to the closing delimiter (after the opening
// one). open is the opening bracket for nesting delimiters, 0 otherwise.
func (lx *rubyLexer) single(close byte, open byte) (string, error) {
	var b strings.Builder
	depth := 0
	for lx.pos < len(lx.src) {
		c := lx.src[lx.pos]
		switch {
		case c == '\\' && lx.pos+1 < len(lx.src) && (lx.src[lx.pos+1] == close || lx.src[lx.pos+1] == '\\' || (open != 0 && lx.src[lx.pos+1] == open)):
			b.WriteByte(lx.src[lx.pos+1])
			lx.advance(2)
		case open != 0 && c == open:
			depth++
			b.WriteByte(c)
			lx.advance(1)
		case c == close && depth > 0:
			depth--
			b.WriteByte(c)
			lx.advance(1)
		case c == close:
			lx.advance(1)
			return b.String(), nil
		default:
			b.WriteByte(c)
			lx.advance(1)
		}
	}
	return "", &SyntaxError{File: lx.file, Line: lx.tokLine, Col: lx.tokCol, Msg: "unterminated string"}
}

// quoted reads an interpolating literal (double-quoted string, regexp, %Q, %r, %W, ...).
// For regexps (escapes=false) escape sequences are kept as written, except an escaped
// delimiter that is not a regexp metacharacter, which Ruby unescapes in Regexp#source.
func (lx *rubyLexer) quoted(close byte, open byte, escapes bool) ([]strPart, error) {
	var parts []strPart
	var b strings.Builder
	depth := 0
	tokLine, tokCol := lx.tokLine, lx.tokCol
	flush := func() {
		if b.Len() > 0 {
			parts = append(parts, strPart{text: b.String()})
			b.Reset()
		}
	}
	for lx.pos < len(lx.src) {
		c := lx.src[lx.pos]
		switch {
		case c == '\\' && lx.pos+1 < len(lx.src):
			n := lx.src[lx.pos+1]
			if !escapes {
				if (n == close || (open != 0 && n == open)) && strings.IndexByte(`.*+?()[]{}|^$\`, n) < 0 {
					b.WriteByte(n)
				} else {
					b.WriteByte('\\')
					b.WriteByte(n)
				}
				lx.advance(2)
				continue
			}
			lx.advance(2)
			switch n {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			case 's':
				b.WriteByte(' ')
			case 'r':
				b.WriteByte('\r')
			case '0':
				b.WriteByte(0)
			case 'e':
				b.WriteByte(0x1b)
			case 'a':
				b.WriteByte(7)
			case 'b':
				b.WriteByte(8)
			case 'f':
				b.WriteByte('\f')
			case 'v':
				b.WriteByte('\v')
			case '\n':
			case 'u':
				if lx.peek(0) == '{' {
					end := strings.IndexByte(lx.src[lx.pos:], '}')
					if end > 0 {
						var r rune
						fmt.Sscanf(lx.src[lx.pos+1:lx.pos+end], "%x", &r)
						b.WriteRune(r)
						lx.advance(end + 1)
					}
				} else if lx.pos+4 <= len(lx.src) {
					var r rune
					fmt.Sscanf(lx.src[lx.pos:lx.pos+4], "%04x", &r)
					b.WriteRune(r)
					lx.advance(4)
				}
			case 'x':
				var v int
				n := 0
				for n < 2 && lx.pos < len(lx.src) && strings.IndexByte("0123456789abcdefABCDEF", lx.src[lx.pos]) >= 0 {
					var d int
					fmt.Sscanf(lx.src[lx.pos:lx.pos+1], "%x", &d)
					v = v*16 + d
					lx.advance(1)
					n++
				}
				b.WriteByte(byte(v))
			default:
				b.WriteByte(n)
			}
		case c == '#' && lx.peek(1) == '{':
			flush()
			lx.advance(2)
			start, line := lx.pos, lx.line
			if lx.depth > 32 {
				return nil, lx.errf("interpolation nested too deeply")
			}
			sub := &rubyLexer{file: lx.file, src: lx.src, pos: lx.pos, line: lx.line, col: lx.col, depth: lx.depth + 1}
			if err := sub.run(true); err != nil {
				return nil, err
			}
			lx.tokLine, lx.tokCol = tokLine, tokCol
			parts = append(parts, strPart{text: lx.src[start : sub.pos-1], interp: true, line: line})
			lx.pos, lx.line, lx.col = sub.pos, sub.line, sub.col
		case open != 0 && c == open:
			depth++
			b.WriteByte(c)
			lx.advance(1)
		case c == close && depth > 0:
			depth--
			b.WriteByte(c)
			lx.advance(1)
		case c == close:
			lx.advance(1)
			flush()
			if len(parts) == 0 {
				parts = []strPart{{text: ""}}
			}
			return parts, nil
		default:
			b.WriteByte(c)
			lx.advance(1)
		}
	}
	return nil, &SyntaxError{File: lx.file, Line: lx.tokLine, Col: lx.tokCol, Msg: "unterminated literal"}
}

func (lx *rubyLexer) percentLiteral() bool {
	n := lx.peek(1)
	if strings.IndexByte("qQwWiIrsx", n) >= 0 {
		d := lx.peek(2)
		return d != 0 && !isIdentChar(d) && d != ' ' && d != '\n'
	}
	return strings.IndexByte("([{<|!/^", n) >= 0
}

func (lx *rubyLexer) percent(t token) error {
	kind := byte('Q')
	lx.advance(1)
	if c := lx.peek(0); strings.IndexByte("qQwWiIrsx", c) >= 0 {
		kind = c
		lx.advance(1)
	}
	open := lx.peek(0)
	close := closer(open)
	lx.advance(1)
	nest := byte(0)
	if close != open {
		nest = open
	}
	switch kind {
	case 'q', 's':
		s, err := lx.single(close, nest)
		if err != nil {
			return err
		}
		t.kind, t.text = tString, s
		if kind == 's' {
			t.kind = tSymbol
		}
	case 'w', 'i', 'W', 'I':
		s, err := lx.single(close, nest)
		if err != nil {
			return err
		}
		t.kind, t.words, t.sym = tWords, strings.Fields(s), kind == 'i' || kind == 'I'
		t.text = s
	case 'r':
		parts, err := lx.quoted(close, nest, false)
		if err != nil {
			return err
		}
		t.kind = tRegexp
		setParts(&t, parts)
		t.opts = lx.regexpFlags()
	default: // Q, x, bare
		parts, err := lx.quoted(close, nest, true)
		if err != nil {
			return err
		}
		t.kind = tString
		if kind == 'x' {
			t.kind = tXString
		}
		setParts(&t, parts)
	}
	lx.emit(t)
	return nil
}

func (lx *rubyLexer) heredocStart(spaceB bool) bool {
	i := 2
	if c := lx.peek(i); c == '-' || c == '~' {
		i++
	}
	c := lx.peek(i)
	if !(c == '\'' || c == '"' || c == '`' || (c >= 'A' && c <= 'Z') || c == '_' || (c >= 'a' && c <= 'z')) {
		return false
	}
	if !lx.valueEnd() {
		return true
	}
	// `desc <<-EOT` (command call) is a heredoc; `x << EOT` (append) is not
	return lx.commandArgHeredoc(spaceB)
}

func (lx *rubyLexer) commandArgHeredoc(spaceB bool) bool {
	if len(lx.toks) == 0 || !spaceB {
		return false
	}
	t := lx.toks[len(lx.toks)-1]
	return t.kind == tIdent
}

func (lx *rubyLexer) heredoc(t token) error {
	lx.advance(2)
	p := heredocPending{}
	if c := lx.peek(0); c == '-' || c == '~' {
		p.dash = true
		p.squiggy = c == '~'
		lx.advance(1)
	}
	if q := lx.peek(0); q == '\'' || q == '"' || q == '`' {
		lx.advance(1)
		end := strings.IndexByte(lx.src[lx.pos:], q)
		if end < 0 || strings.Contains(lx.src[lx.pos:lx.pos+end], "\n") {
			return lx.errf("bad heredoc identifier")
		}
		p.id = lx.src[lx.pos : lx.pos+end]
		p.raw = q == '\''
		lx.advance(end + 1)
	} else {
		start := lx.pos
		for lx.pos < len(lx.src) && isIdentChar(lx.src[lx.pos]) {
			lx.advance(1)
		}
		p.id = lx.src[start:lx.pos]
	}
	t.kind = tString
	p.idx = len(lx.toks)
	lx.emit(t)
	lx.pending = append(lx.pending, p)
	return nil
}

// readHeredocs reads the bodies of the heredocs started on the line just ended.
func (lx *rubyLexer) readHeredocs() error {
	pend := lx.pending
	lx.pending = nil
	for _, p := range pend {
		var lines []string
		found := false
		for lx.pos < len(lx.src) {
			end := strings.IndexByte(lx.src[lx.pos:], '\n')
			var ln string
			if end < 0 {
				ln = lx.src[lx.pos:]
			} else {
				ln = lx.src[lx.pos : lx.pos+end]
			}
			adv := len(ln)
			if end >= 0 {
				adv++
			}
			lx.advance(adv)
			cmp := strings.TrimRight(ln, "\r")
			if p.dash {
				cmp = strings.TrimLeft(cmp, " \t")
			}
			if cmp == p.id {
				found = true
				break
			}
			lines = append(lines, ln)
		}
		if !found {
			return &SyntaxError{File: lx.file, Line: lx.toks[p.idx].line, Col: lx.toks[p.idx].col, Msg: "unterminated heredoc " + p.id}
		}
		if p.squiggy {
			lines = dedent(lines)
		}
		body := strings.Join(lines, "\n")
		if len(lines) > 0 {
			body += "\n"
		}
		lx.toks[p.idx].text = body
	}
	return nil
}

func dedent(lines []string) []string {
	min := -1
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		n := len(l) - len(strings.TrimLeft(l, " \t"))
		if min < 0 || n < min {
			min = n
		}
	}
	if min <= 0 {
		return lines
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		if len(l) >= min {
			out[i] = l[min:]
		} else {
			out[i] = strings.TrimLeft(l, " \t")
		}
	}
	return out
}
