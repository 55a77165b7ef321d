package yamlerr

import "unicode/utf8"

type kind int

const (
	tStreamStart kind = iota
	tStreamEnd
	tVersion // %YAML
	tTagDir  // %TAG
	tDocStart
	tDocEnd
	tBlockSeq // start of a block sequence (inserted by indentation)
	tBlockMap // start of a block mapping
	tBlockEnd
	tFlowSeq // [
	tFlowSeqEnd
	tFlowMap // {
	tFlowMapEnd
	tEntry     // "- " in block context
	tFlowEntry // ,
	tKey
	tValue
	tAlias
	tAnchor
	tTag
	tScalar
)

type token struct {
	kind         kind
	at           pos
	handle       string // tTag, tTagDir: the tag handle ("" for verbatim or "!")
	major, minor int    // tVersion
}

// simpleKey is a token that may turn out to be a mapping key once a ':'
// follows it on the same line.
type simpleKey struct {
	possible, required bool
	number             int // token number (counted from the stream start)
	at                 pos
}

type scanner struct {
	src []byte
	cur pos

	queue   []token
	handed  int // tokens given to the parser
	started bool
	ended   bool

	flow       int         // flow nesting level
	keys       []simpleKey // one per flow level, innermost last
	keyAllowed bool
	indent     int // current block indentation column, -1 at top
	indents    []int
}

func newScanner(src []byte) *scanner {
	return &scanner{src: src, indent: -1, keys: []simpleKey{{}}}
}

// ch returns the character k characters ahead (0 at the end of input).
func (s *scanner) ch(k int) rune {
	o := s.cur.off
	for ; k > 0; k-- {
		if o >= len(s.src) {
			return 0
		}
		_, n := utf8.DecodeRune(s.src[o:])
		o += n
	}
	if o >= len(s.src) {
		return 0
	}
	r, _ := utf8.DecodeRune(s.src[o:])
	return r
}

func (s *scanner) eof() bool { return s.cur.off >= len(s.src) }

func isBreak(r rune) bool { return r == '\n' || r == '\r' || r == 0x85 || r == 0x2028 || r == 0x2029 }
func isBlank(r rune) bool { return r == ' ' || r == '\t' }

// isBlankZ: blank, break or end of input (ch returns 0 there).
func isBlankZ(r rune) bool { return isBlank(r) || isBreak(r) || r == 0 }

func isWord(r rune) bool {
	return r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '-' || r == '_'
}

func isHex(r rune) bool {
	return r >= '0' && r <= '9' || r >= 'a' && r <= 'f' || r >= 'A' && r <= 'F'
}

// advance moves over one character (a CR LF pair counts as one break).
func (s *scanner) advance() {
	if s.eof() {
		return
	}
	r, n := utf8.DecodeRune(s.src[s.cur.off:])
	if r == '\r' && s.cur.off+1 < len(s.src) && s.src[s.cur.off+1] == '\n' {
		n = 2
	}
	s.cur.off += n
	if isBreak(r) {
		s.cur.line++
		s.cur.col = 0
	} else {
		s.cur.col++
	}
}

// peek returns the next token for the parser without consuming it.
func (s *scanner) peek() token {
	for s.needMore() {
		s.fetch()
	}
	return s.queue[0]
}

func (s *scanner) take() token {
	t := s.peek()
	s.queue = s.queue[1:]
	s.handed++
	return t
}

// needMore: the queue is empty, or its head may still become a key.
func (s *scanner) needMore() bool {
	if len(s.queue) == 0 {
		return true
	}
	s.dropStaleKeys()
	for _, k := range s.keys {
		if k.possible && k.number == s.handed {
			return true
		}
	}
	return false
}

func (s *scanner) emit(k kind, at pos) { s.queue = append(s.queue, token{kind: k, at: at}) }

// insert puts a token at absolute token number n.
func (s *scanner) insert(n int, t token) {
	i := n - s.handed
	if i < 0 || i > len(s.queue) {
		unknown()
	}
	s.queue = append(s.queue, token{})
	copy(s.queue[i+1:], s.queue[i:])
	s.queue[i] = t
}

// dropStaleKeys: a simple key must be followed by ':' on its own line.
func (s *scanner) dropStaleKeys() {
	for i := range s.keys {
		k := &s.keys[i]
		if k.possible && (k.at.line < s.cur.line || k.at.off+1024 < s.cur.off) {
			if k.required {
				fail("could not find expected ':'", "while scanning a simple key", k.at)
			}
			k.possible = false
		}
	}
}

func (s *scanner) saveKey() {
	required := s.flow == 0 && s.indent == s.cur.col
	if s.keyAllowed {
		s.removeKey()
		s.keys[len(s.keys)-1] = simpleKey{possible: true, required: required, number: s.handed + len(s.queue), at: s.cur}
	}
}

func (s *scanner) removeKey() {
	k := &s.keys[len(s.keys)-1]
	if k.possible && k.required {
		fail("could not find expected ':'", "while scanning a simple key", k.at)
	}
	k.possible = false
}

// openBlock starts a block collection at column col when it is deeper than
// the current one; number < 0 appends the start token, otherwise inserts
// it at that token number.
func (s *scanner) openBlock(col, number int, k kind, at pos) {
	if s.flow > 0 || s.indent >= col {
		return
	}
	s.indents = append(s.indents, s.indent)
	s.indent = col
	if number < 0 {
		s.emit(k, at)
	} else {
		s.insert(number, token{kind: k, at: at})
	}
}

// closeBlocks ends the block collections deeper than col.
func (s *scanner) closeBlocks(col int) {
	if s.flow > 0 {
		return
	}
	for s.indent > col {
		s.emit(tBlockEnd, s.cur)
		s.indent = s.indents[len(s.indents)-1]
		s.indents = s.indents[:len(s.indents)-1]
	}
}

// skipToToken skips blanks, comments and line breaks. A tab may not
// begin a line's indentation in block context where a key could start.
func (s *scanner) skipToToken() {
	for {
		if s.cur.col == 0 && s.ch(0) == 0xfeff {
			s.advance()
		}
		for s.ch(0) == ' ' || (s.ch(0) == '\t' && (s.flow > 0 || !s.keyAllowed)) {
			s.advance()
		}
		if s.ch(0) == '#' {
			for !isBreak(s.ch(0)) && !s.eof() {
				s.advance()
			}
		}
		if !isBreak(s.ch(0)) {
			return
		}
		s.advance()
		if s.flow == 0 {
			s.keyAllowed = true
		}
	}
}

func (s *scanner) docIndicator() bool {
	if s.cur.col != 0 {
		return false
	}
	c := s.ch(0)
	return (c == '-' || c == '.') && s.ch(1) == c && s.ch(2) == c && isBlankZ(s.ch(3))
}

func (s *scanner) fetch() {
	if !s.started {
		s.started = true
		s.keyAllowed = true
		s.emit(tStreamStart, s.cur)
		return
	}
	if s.ended {
		unknown()
	}
	s.skipToToken()
	s.dropStaleKeys()
	s.closeBlocks(s.cur.col)
	c := s.ch(0)
	at := s.cur
	switch {
	case s.eof():
		// libyaml ends the stream on a line of its own
		if s.cur.col != 0 {
			s.cur.line++
			s.cur.col = 0
			at = s.cur
		}
		s.closeBlocks(-1)
		s.removeKey()
		s.keyAllowed = false
		s.ended = true
		s.emit(tStreamEnd, at)
	case s.cur.col == 0 && c == '%':
		s.closeBlocks(-1)
		s.removeKey()
		s.keyAllowed = false
		s.directive()
	case s.docIndicator():
		s.closeBlocks(-1)
		s.removeKey()
		s.keyAllowed = false
		s.advance()
		s.advance()
		s.advance()
		if c == '-' {
			s.emit(tDocStart, at)
		} else {
			s.emit(tDocEnd, at)
		}
	case c == '[' || c == '{':
		s.saveKey()
		if len(s.keys) > maxDepth {
			unknown()
		}
		s.flow++
		s.keys = append(s.keys, simpleKey{})
		s.keyAllowed = true
		s.advance()
		if c == '[' {
			s.emit(tFlowSeq, at)
		} else {
			s.emit(tFlowMap, at)
		}
	case c == ']' || c == '}':
		s.removeKey()
		if s.flow > 0 {
			s.flow--
			s.keys = s.keys[:len(s.keys)-1]
		}
		s.keyAllowed = false
		s.advance()
		if c == ']' {
			s.emit(tFlowSeqEnd, at)
		} else {
			s.emit(tFlowMapEnd, at)
		}
	case c == ',':
		s.removeKey()
		s.keyAllowed = true
		s.advance()
		s.emit(tFlowEntry, at)
	case c == '-' && isBlankZ(s.ch(1)):
		if s.flow == 0 {
			if !s.keyAllowed {
				fail("block sequence entries are not allowed in this context", "", at)
			}
			s.openBlock(at.col, -1, tBlockSeq, at)
		}
		s.removeKey()
		s.keyAllowed = true
		s.advance()
		s.emit(tEntry, at)
	case c == '?' && (s.flow > 0 || isBlankZ(s.ch(1))):
		if s.flow == 0 {
			if !s.keyAllowed {
				fail("mapping keys are not allowed in this context", "", at)
			}
			s.openBlock(at.col, -1, tBlockMap, at)
		}
		s.removeKey()
		s.keyAllowed = s.flow == 0
		s.advance()
		s.emit(tKey, at)
	case c == ':' && (s.flow > 0 || isBlankZ(s.ch(1))):
		k := &s.keys[len(s.keys)-1]
		if k.possible {
			s.insert(k.number, token{kind: tKey, at: k.at})
			s.openBlock(k.at.col, k.number, tBlockMap, k.at)
			k.possible = false
			s.keyAllowed = false
		} else {
			if s.flow == 0 {
				if !s.keyAllowed {
					fail("mapping values are not allowed in this context", "", at)
				}
				s.openBlock(at.col, -1, tBlockMap, at)
			}
			s.keyAllowed = s.flow == 0
		}
		s.advance()
		s.emit(tValue, at)
	case c == '*' || c == '&':
		s.saveKey()
		s.keyAllowed = false
		s.anchor(c == '&')
	case c == '!':
		s.saveKey()
		s.keyAllowed = false
		s.tag()
	case (c == '|' || c == '>') && s.flow == 0:
		s.removeKey()
		s.keyAllowed = true
		s.blockScalar()
	case c == '\'' || c == '"':
		s.saveKey()
		s.keyAllowed = false
		s.quoted(c == '\'')
	case s.plainStart(c):
		s.saveKey()
		s.keyAllowed = false
		s.plain()
	default:
		fail("found character that cannot start any token", "while scanning for the next token", at)
	}
}

func (s *scanner) plainStart(c rune) bool {
	switch c {
	case '-':
		return !isBlankZ(s.ch(1))
	case '?', ':':
		return s.flow == 0 && !isBlankZ(s.ch(1))
	case ',', '[', ']', '{', '}', '#', '&', '*', '!', '|', '>', '\'', '"', '%', '@', '`':
		return false
	}
	return !isBlankZ(c)
}

func (s *scanner) anchor(isAnchor bool) {
	at := s.cur
	s.advance()
	n := 0
	for isWord(s.ch(0)) {
		s.advance()
		n++
	}
	c := s.ch(0)
	if n == 0 || !(isBlankZ(c) || c == '?' || c == ':' || c == ',' || c == ']' || c == '}' || c == '%' || c == '@' || c == '`') {
		ctx := "while scanning an alias"
		if isAnchor {
			ctx = "while scanning an anchor"
		}
		fail("did not find expected alphabetic or numeric character", ctx, at)
	}
	if isAnchor {
		s.emit(tAnchor, at)
	} else {
		s.emit(tAlias, at)
	}
}

// uriChar: characters of a tag URI; ',', '[' and ']' only where flow
// indicators cannot follow (verbatim tags and %TAG prefixes).
func uriChar(r rune, brackets bool) bool {
	if isWord(r) {
		return true
	}
	switch r {
	case ';', '/', '?', ':', '@', '&', '=', '+', '$', '.', '!', '~', '*', '\'', '(', ')', '%':
		return true
	case ',', '[', ']':
		return brackets
	}
	return false
}

// uri scans tag URI characters and returns how many there were.
func (s *scanner) uri(brackets bool, ctx string, at pos) int {
	n := 0
	for uriChar(s.ch(0), brackets) {
		if s.ch(0) == '%' {
			if !isHex(s.ch(1)) || !isHex(s.ch(2)) {
				fail("did not find URI escaped octet", ctx, at)
			}
			s.advance()
			s.advance()
		}
		s.advance()
		n++
	}
	return n
}

func (s *scanner) tag() {
	at := s.cur
	handle := ""
	s.advance()
	if s.ch(0) == '<' {
		s.advance()
		if s.uri(true, "while parsing a tag", at) == 0 {
			fail("did not find expected tag URI", "while parsing a tag", at)
		}
		if s.ch(0) != '>' {
			fail("did not find the expected '>'", "while scanning a tag", at)
		}
		s.advance()
	} else {
		word := ""
		for isWord(s.ch(0)) {
			word += string(s.ch(0))
			s.advance()
		}
		if s.ch(0) == '!' {
			s.advance()
			handle = "!" + word + "!"
			if s.uri(false, "while parsing a tag", at) == 0 {
				fail("did not find expected tag URI", "while parsing a tag", at)
			}
		} else {
			n := s.uri(false, "while parsing a tag", at)
			if word != "" || n > 0 {
				handle = "!"
			}
		}
	}
	c := s.ch(0)
	if !isBlankZ(c) && !(s.flow > 0 && c == ',') {
		fail("did not find expected whitespace or line break", "while scanning a tag", at)
	}
	s.queue = append(s.queue, token{kind: tTag, at: at, handle: handle})
}

func (s *scanner) directive() {
	at := s.cur
	const ctx = "while scanning a directive"
	s.advance()
	name := ""
	for isWord(s.ch(0)) {
		name += string(s.ch(0))
		s.advance()
	}
	if name == "" {
		fail("did not find expected directive name", ctx, at)
	}
	if !isBlankZ(s.ch(0)) {
		fail("found unexpected non-alphabetical character", ctx, at)
	}
	t := token{at: at}
	skipBlanks := func() {
		for isBlank(s.ch(0)) {
			s.advance()
		}
	}
	switch name {
	case "YAML":
		const vctx = "while scanning a %YAML directive"
		t.kind = tVersion
		skipBlanks()
		number := func() int {
			v, n := 0, 0
			for c := s.ch(0); c >= '0' && c <= '9'; c = s.ch(0) {
				n++
				if n > 9 {
					fail("found extremely long version number", vctx, at)
				}
				v = v*10 + int(c-'0')
				s.advance()
			}
			if n == 0 {
				fail("did not find expected version number", vctx, at)
			}
			return v
		}
		t.major = number()
		if s.ch(0) != '.' {
			fail("did not find expected digit or '.' character", vctx, at)
		}
		s.advance()
		t.minor = number()
	case "TAG":
		t.kind = tTagDir
		skipBlanks()
		if s.ch(0) != '!' {
			fail("did not find expected '!'", "while scanning a tag directive", at)
		}
		s.advance()
		h := "!"
		for isWord(s.ch(0)) {
			h += string(s.ch(0))
			s.advance()
		}
		if s.ch(0) == '!' {
			h += "!"
			s.advance()
		} else if h != "!" {
			fail("did not find expected '!'", "while scanning a tag directive", at)
		}
		t.handle = h
		if !isBlank(s.ch(0)) {
			fail("did not find expected whitespace", "while scanning a %TAG directive", at)
		}
		skipBlanks()
		if s.uri(true, "while parsing a %TAG directive", at) == 0 {
			fail("did not find expected tag URI", "while parsing a %TAG directive", at)
		}
		if !isBlankZ(s.ch(0)) {
			fail("did not find expected whitespace or line break", "while scanning a %TAG directive", at)
		}
	default:
		fail("found unknown directive name", ctx, at)
	}
	s.lineEnd(ctx, at)
	s.queue = append(s.queue, t)
}

// lineEnd reads the rest of a directive's or block scalar header's line:
// blanks, an optional comment, then the line break (or the end).
func (s *scanner) lineEnd(ctx string, at pos) {
	for isBlank(s.ch(0)) {
		s.advance()
	}
	if s.ch(0) == '#' {
		for !isBreak(s.ch(0)) && !s.eof() {
			s.advance()
		}
	}
	if !isBreak(s.ch(0)) && !s.eof() {
		fail("did not find expected comment or line break", ctx, at)
	}
	s.advance()
}

func (s *scanner) blockScalar() {
	at := s.cur
	const ctx = "while scanning a block scalar"
	s.advance()
	increment := 0
	digit := func() {
		if c := s.ch(0); c >= '0' && c <= '9' {
			if c == '0' {
				fail("found an indentation indicator equal to 0", ctx, at)
			}
			increment = int(c - '0')
			s.advance()
		}
	}
	if c := s.ch(0); c == '+' || c == '-' {
		s.advance()
		digit()
	} else {
		digit()
		if c := s.ch(0); c == '+' || c == '-' {
			s.advance()
		}
	}
	s.lineEnd(ctx, at)
	indent := 0
	if increment > 0 {
		indent = increment
		if s.indent >= 0 {
			indent = s.indent + increment
		}
	}
	// breaks skips empty lines and the indentation of the next line,
	// settling the indentation from the first non-empty line if needed.
	breaks := func() {
		widest := 0
		for {
			for (indent == 0 || s.cur.col < indent) && s.ch(0) == ' ' {
				s.advance()
			}
			if s.cur.col > widest {
				widest = s.cur.col
			}
			if (indent == 0 || s.cur.col < indent) && s.ch(0) == '\t' {
				fail("found a tab character where an indentation space is expected", ctx, at)
			}
			if !isBreak(s.ch(0)) {
				break
			}
			s.advance()
		}
		if indent == 0 {
			indent = widest
			if indent < s.indent+1 {
				indent = s.indent + 1
			}
			if indent < 1 {
				indent = 1
			}
		}
	}
	breaks()
	for s.cur.col == indent && !s.eof() {
		for !isBreak(s.ch(0)) && !s.eof() {
			s.advance()
		}
		if s.eof() {
			break
		}
		s.advance()
		breaks()
	}
	s.emit(tScalar, at)
}

func (s *scanner) quoted(single bool) {
	at := s.cur
	const ctx = "while scanning a quoted scalar"
	const pctx = "while parsing a quoted scalar"
	q := s.ch(0)
	s.advance()
	for {
		if s.docIndicator() {
			fail("found unexpected document indicator", ctx, at)
		}
		if s.eof() {
			fail("found unexpected end of stream", ctx, at)
		}
		for c := s.ch(0); !isBlankZ(c); c = s.ch(0) {
			if single && c == '\'' && s.ch(1) == '\'' {
				s.advance()
				s.advance()
				continue
			}
			if c == q {
				break
			}
			if !single && c == '\\' {
				e := s.ch(1)
				if isBreak(e) {
					s.advance()
					break
				}
				width := 0
				switch e {
				case '0', 'a', 'b', 't', '\t', 'n', 'v', 'f', 'r', 'e', ' ', '"', '/', '\\', 'N', '_', 'L', 'P':
				case 'x':
					width = 2
				case 'u':
					width = 4
				case 'U':
					width = 8
				default:
					fail("found unknown escape character", pctx, at)
				}
				s.advance()
				s.advance()
				v := 0
				for i := 0; i < width; i++ {
					h := s.ch(0)
					if !isHex(h) {
						fail("did not find expected hexdecimal number", pctx, at)
					}
					d := int(h - '0')
					if h >= 'a' {
						d = int(h-'a') + 10
					} else if h >= 'A' {
						d = int(h-'A') + 10
					}
					v = v*16 + d
					s.advance()
				}
				if width > 0 && ((v >= 0xd800 && v <= 0xdfff) || v > 0x10ffff) {
					fail("found invalid Unicode character escape code", pctx, at)
				}
				continue
			}
			s.advance()
		}
		if s.ch(0) == q {
			s.advance()
			break
		}
		for c := s.ch(0); isBlank(c) || isBreak(c); c = s.ch(0) {
			s.advance()
		}
	}
	s.emit(tScalar, at)
}

func (s *scanner) plain() {
	at := s.cur
	minCol := s.indent + 1
	afterBreak := false
	for {
		if s.docIndicator() || s.ch(0) == '#' {
			break
		}
		for c := s.ch(0); !isBlankZ(c); c = s.ch(0) {
			if c == ':' {
				n := s.ch(1)
				if s.flow > 0 && (n == ',' || n == '?' || n == '[' || n == ']' || n == '{' || n == '}') {
					fail("found unexpected ':'", "while scanning a plain scalar", at)
				}
				if isBlankZ(n) || (s.flow > 0 && (n == ',' || n == '[' || n == ']' || n == '{' || n == '}')) {
					break
				}
			}
			if s.flow > 0 && (c == ',' || c == '[' || c == ']' || c == '{' || c == '}') {
				break
			}
			afterBreak = false
			s.advance()
		}
		c := s.ch(0)
		if !isBlank(c) && !isBreak(c) {
			break
		}
		for c := s.ch(0); isBlank(c) || isBreak(c); c = s.ch(0) {
			if isBlank(c) {
				if afterBreak && s.cur.col < minCol && c == '\t' {
					fail("found a tab character that violates indentation", "while scanning a plain scalar", at)
				}
			} else {
				afterBreak = true
			}
			s.advance()
		}
		if s.flow == 0 && s.cur.col < minCol {
			break
		}
	}
	if afterBreak {
		s.keyAllowed = true
	}
	s.emit(tScalar, at)
}
