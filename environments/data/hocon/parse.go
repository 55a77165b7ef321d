// Package hocon reads HOCON (Human-Optimized Config Object Notation) as
// ruby-hocon 1.3.1 reads it: the library of Puppet 7.23's hocon_data
// backend (Debian's ruby-hocon), and the format of Puppet Server's conf.d
// files (auth.conf, puppetserver.conf, webserver.conf, ca.conf). It is the
// project's one HOCON reader: Hiera and the settings both use it.
//
// Parse is Hocon.parse (a text: include "name" finds nothing, as a string
// has no directory); ParseFile is Hocon.load (a file: include "name" is
// relative to the including file). Both resolve substitutions (with
// environment variables as fallback) and give a tree of *Value in the
// order of ruby-hocon's hashes; every value knows the file, line and
// column it was written at. Errors are *Error with ruby-hocon's class and
// message ("String: 3: Expecting close brace } or a comma, got end of
// file") and the column besides.
//
// Supported: comments (# and //), objects with and without braces and
// separators, dotted keys, quoted and unquoted keys and strings,
// triple-quoted strings, numbers (Ruby's Integer() and Float() of the
// token: 010 is 8, 1.0 is 1, 1. is the string "1."; concatenated, a
// number keeps its text), true/false/null, value concatenation (strings,
// arrays, objects), duplicate keys merging objects, +=, ${path} and
// ${?path} substitutions (self references, cycles reported), include
// file("...") (relative to the working directory, as ruby-hocon takes
// it), include "..." (relative to the including file; nothing for a
// parsed string) and, with Options.Required, Lightbend config's include
// required(...) (Puppet Server's library; ruby-hocon 1.3.1 refuses it). A
// missing file is ignored unless required. Not supported: include url()
// and classpath() (an error: Punch reads local files only), the
// .properties and JSON-only syntaxes.
//
// Malformed input gives an *Error, never a panic; nesting, includes, file
// sizes and what concatenation builds are bounded.
package hocon

import (
	"errors"
	"fmt"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/punch-dev/punch/environments/data"
	"github.com/punch-dev/punch/parser/diag"
)

// Options configure Parse and ParseFile.
type Options struct {
	// Origin names the text in errors: "String" for Parse (Hocon.parse)
	// when empty; ParseFile uses the path.
	Origin string
	// File is the file the text of Parse came from, for the positions of
	// values and errors (hocon_data reads a file and parses its text, so
	// its messages say "String" while positions name the file).
	File string
	// Getenv looks up environment variables for unresolved substitutions
	// (os.LookupEnv when nil).
	Getenv func(string) (string, bool)
	// ReadFile reads a file to parse or include (os.ReadFile when nil).
	ReadFile func(string) ([]byte, error)
	// Required accepts include required(...) as Lightbend's config library
	// (Puppet Server's) does: a missing required file is an error.
	// ruby-hocon 1.3.1 (Hiera's) refuses the syntax.
	Required bool
	// MaxDepth bounds nesting and include depth (100 when 0); MaxIncludes
	// the files included in all (100 when 0); MaxBytes each file read (16
	// MiB when 0).
	MaxDepth, MaxIncludes, MaxBytes int
}

func (o Options) withDefaults() Options {
	if o.Origin == "" {
		o.Origin = "String"
	}
	if o.Getenv == nil {
		o.Getenv = os.LookupEnv
	}
	if o.ReadFile == nil {
		o.ReadFile = os.ReadFile
	}
	if o.MaxDepth <= 0 {
		o.MaxDepth = 100
	}
	if o.MaxIncludes <= 0 {
		o.MaxIncludes = 100
	}
	if o.MaxBytes <= 0 {
		o.MaxBytes = 16 << 20
	}
	return o
}

// Error is a ruby-hocon ConfigError, with where it happened.
type Error struct {
	// Class is ruby-hocon's exception class (ConfigParseError,
	// UnresolvedSubstitutionError, ConfigWrongTypeError, ...).
	Class string
	// Origin names the text in the message ("String", or a file).
	Origin string
	// Pos is where: its File may differ from Origin (Options.File); Line
	// 0 when ruby-hocon gives none.
	Pos     Pos
	Message string
}

// Error is ruby-hocon's message: "ORIGIN: LINE: MESSAGE".
func (e *Error) Error() string {
	if e.Pos.Line > 0 {
		return e.Origin + ": " + strconv.Itoa(e.Pos.Line) + ": " + e.Message
	}
	if e.Origin != "" {
		return e.Origin + ": " + e.Message
	}
	return e.Message
}

// Diagnostic is the error as the one diagnostic type: the point where it
// is, and a code made of ruby-hocon's class (ConfigParseError is
// CONFIG_PARSE_ERROR, UnresolvedSubstitutionError
// UNRESOLVED_SUBSTITUTION_ERROR).
func (e *Error) Diagnostic() diag.Diagnostic {
	var code strings.Builder
	for i, r := range e.Class {
		if i > 0 && r >= 'A' && r <= 'Z' {
			code.WriteByte('_')
		}
		code.WriteRune(unicode.ToUpper(r))
	}
	return diag.Diagnostic{Severity: diag.Error, Span: diag.Point(e.Pos.File, e.Pos.Line, e.Pos.Col), Code: code.String(),
		Message: e.Message}
}

// As lets errors.As read the error as a diag.Diagnostic.
func (e *Error) As(target any) bool { return diag.Fill(target, e.Diagnostic) }

// Parse parses and resolves a text (Hocon.parse): include "name" finds
// nothing, include file("name") is relative to the working directory.
func Parse(src []byte, opts Options) (*Value, error) {
	opts = opts.withDefaults()
	return parseRoot(src, opts, "")
}

// ParseFile reads, parses and resolves a file (Hocon.load): include
// "name" is relative to the including file. Errors name the file.
func ParseFile(path string, opts Options) (*Value, error) {
	read := opts.ReadFile
	if read == nil {
		read = os.ReadFile
	}
	src, err := read(path)
	if err != nil {
		return nil, err
	}
	return ParseNamed(path, src, opts)
}

// ParseNamed parses and resolves src as the text of the file at path:
// ParseFile of a file already read.
func ParseNamed(path string, src []byte, opts Options) (*Value, error) {
	if opts.Origin == "" {
		opts.Origin = path
	}
	if opts.File == "" {
		opts.File = path
	}
	return parseRoot(src, opts.withDefaults(), filepath.Dir(path))
}

func parseRoot(src []byte, opts Options, dir string) (*Value, error) {
	if len(src) > opts.MaxBytes {
		return nil, &Error{Class: "ConfigError", Origin: opts.Origin, Pos: Pos{opts.File, 1, 1},
			Message: fmt.Sprintf("the text is %d bytes, more than the limit of %d", len(src), opts.MaxBytes)}
	}
	st := &state{opts: opts}
	p := &parser{st: st}
	root, err := p.parseDocument(src, docOrigin{origin: opts.Origin, file: opts.File, dir: dir}, 0)
	if err != nil {
		return nil, err
	}
	r := &resolver{root: root, opts: opts}
	return r.resolveObject(root)
}

// ---------------------------------------------------------------------------
// Tokens

type tokKind int

const (
	tEOF tokKind = iota
	tNewline
	tWhitespace // between values on a line (kept for concatenation)
	tComma
	tColon
	tEquals
	tPlusEquals
	tOpenCurly
	tCloseCurly
	tOpenSquare
	tCloseSquare
	tString   // quoted
	tUnquoted // unquoted text
	tNumber
	tBool
	tNull
	tSubst
	// tProblem is what ruby-hocon's tokenizer makes of text it cannot
	// read (a TokenizerProblemError's Problem token): it is queued like any
	// token and the parser reports it where it finds it, with its own
	// words around the token's text ('what' (message)).
	tProblem
)

type token struct {
	kind tokKind
	text string // string value, unquoted text, number text, substitution path text
	line int
	col  int // in characters, from 1
	num  any // int64, float64 or *big.Int for tNumber
	b    bool
	opt  bool   // ${?...}
	what string // tProblem: the text ruby-hocon names (text is the message)
}

func (t token) String() string {
	switch t.kind {
	case tEOF:
		return "end of file"
	case tNewline:
		return "'\\n'"
	case tComma:
		return "','"
	case tColon:
		return "':'"
	case tEquals:
		return "'='"
	case tPlusEquals:
		return "'+='"
	case tOpenCurly:
		return "'{'"
	case tCloseCurly:
		return "'}'"
	case tOpenSquare:
		return "'['"
	case tCloseSquare:
		return "']'"
	case tString:
		return fmt.Sprintf("'%s' (STRING)", t.text)
	case tUnquoted:
		return "'" + t.text + "'"
	case tNumber:
		return fmt.Sprintf("'%s' (NUMBER)", t.text)
	case tBool:
		return fmt.Sprintf("'%v' (BOOLEAN)", t.b)
	case tNull:
		return "'null' (NULL)"
	case tSubst:
		return "'${" + t.text + "}'"
	case tWhitespace:
		return "'" + t.text + "' (WHITESPACE)"
	case tProblem:
		return "'" + t.what + "' (" + t.text + ")"
	}
	return "?"
}

// punctuation are the one-character tokens (tEOF for the others).
var punctuation = [0x80]tokKind{',': tComma, ':': tColon, '=': tEquals,
	'{': tOpenCurly, '}': tCloseCurly, '[': tOpenSquare, ']': tCloseSquare}

const notInUnquoted = "$\"{}[]:=,+#`^?!@*&\\"

// reservedOnly are the characters of notInUnquoted that start no token.
const reservedOnly = "`^?!@*&\\"

type lexer struct {
	src  string
	pos  int
	line int
	doc  docOrigin
	// lineStart is the offset of the current line; colOff and colN cache
	// the column of an offset on it, so that columns cost O(n) in all.
	lineStart, colOff, colN int
}

// col is the column (in characters, from 1) of offset off on the current
// line; offsets asked for only grow along a line.
func (l *lexer) col(off int) int {
	if l.colOff < l.lineStart || off < l.colOff {
		l.colOff, l.colN = l.lineStart, 1
	}
	l.colN += utf8.RuneCountInString(l.src[l.colOff:off])
	l.colOff = off
	return l.colN
}

func (l *lexer) errf(line, col int, format string, args ...any) *Error {
	return &Error{Class: "ConfigParseError", Origin: l.doc.origin, Pos: Pos{l.doc.file, line, col}, Message: fmt.Sprintf(format, args...)}
}

// problemAt is a Problem token: what is the text ruby-hocon names (its
// "-1" is the end of input), msg its message; line is the line ruby-hocon
// was reading when it gave up.
func (l *lexer) problemAt(line, col int, what, msg string) token {
	return token{kind: tProblem, what: what, text: msg, line: line, col: col}
}

// nextRaw reads one character as ruby-hocon's next_char_raw does:
// endOfInput at the end. A newline read so stays on its line, as in
// ruby-hocon (the line counter moves only at newline tokens), but the
// columns start again after it.
func (l *lexer) nextRaw() string {
	if l.pos >= len(l.src) {
		return endOfInput
	}
	r, n := decodeRune(l.src[l.pos:])
	l.pos += n
	if r == '\n' {
		l.lineStart = l.pos
	}
	return string(r)
}

// endOfInput is what ruby-hocon's next_char_raw returns at the end, as
// its problems print it.
const endOfInput = "-1"

// isRubyCntrl is Ruby's /[[:cntrl:]]/ of one character (Unicode Cc): the
// characters a quoted string may not hold unescaped, tab included.
func isRubyCntrl(r rune) bool { return r < 0x20 || r >= 0x7f && r <= 0x9f }

func isHoconSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\r', '\f', '\v', 0x00A0, 0x1680, 0x2007, 0x202F, 0xFEFF:
		return true
	}
	return r >= 0x2000 && r <= 0x200A || r == 0x2028 || r == 0x2029 || r == 0x205F || r == 0x3000
}

// tokens splits the text (comments dropped, whitespace between values on a
// line kept as tWhitespace).
func (l *lexer) tokens() ([]token, error) {
	var out []token
	for {
		start := l.pos
		for l.pos < len(l.src) {
			r, n := decodeRune(l.src[l.pos:])
			if r == '\n' || !isHoconSpace(r) {
				break
			}
			l.pos += n
		}
		if l.pos > start {
			out = append(out, token{kind: tWhitespace, text: l.src[start:l.pos], line: l.line, col: l.col(start)})
		}
		line, col := l.line, l.col(l.pos)
		if l.pos >= len(l.src) {
			out = append(out, token{kind: tEOF, line: line, col: col})
			return out, nil
		}
		c := l.src[l.pos]
		switch {
		case c == '\n':
			l.pos++
			out = append(out, token{kind: tNewline, line: line, col: col})
			l.newline()
		case c == '#' || strings.HasPrefix(l.src[l.pos:], "//"):
			for l.pos < len(l.src) && l.src[l.pos] != '\n' {
				l.pos++
			}
		case c == '"':
			t, err := l.quoted()
			if err != nil {
				return nil, err
			}
			out = append(out, t)
		case c == '$' && strings.HasPrefix(l.src[l.pos:], "${"):
			t, err := l.substitution()
			if err != nil {
				return nil, err
			}
			out = append(out, t)
		case c < 0x80 && punctuation[c] != tEOF:
			l.pos++
			out = append(out, token{kind: punctuation[c], line: line, col: col})
		case c == '+' && strings.HasPrefix(l.src[l.pos:], "+="):
			l.pos += 2
			out = append(out, token{kind: tPlusEquals, line: line, col: col})
		case c == '+':
			out = append(out, l.notFollowedBy(c, "="))
		case c == '$':
			out = append(out, l.notFollowedBy(c, "{"))
		case c >= '0' && c <= '9' || c == '-':
			t, err := l.number()
			if err != nil {
				return nil, err
			}
			out = append(out, t)
		case strings.IndexByte(notInUnquoted, c) >= 0:
			out = append(out, l.reserved(c))
		default:
			out = append(out, l.unquoted())
		}
	}
}

// newline moves to the line after the newline just read.
func (l *lexer) newline() {
	l.line++
	l.lineStart = l.pos
}

func decodeRune(s string) (rune, int) {
	for i, r := range s {
		_ = i
		n := len(string(r))
		if r == 0xFFFD && !strings.HasPrefix(s, "\uFFFD") {
			n = 1
		}
		return r, n
	}
	return 0, 0
}

func (l *lexer) unquoted() token {
	start, line, col := l.pos, l.line, l.col(l.pos)
	for l.pos < len(l.src) {
		r, n := decodeRune(l.src[l.pos:])
		if r == '\n' || isHoconSpace(r) || r < 0x80 && strings.IndexByte(notInUnquoted, byte(r)) >= 0 ||
			strings.HasPrefix(l.src[l.pos:], "//") {
			break
		}
		l.pos += n
		// true, false and null end where they are complete words
		switch l.src[start:l.pos] {
		case "true":
			return token{kind: tBool, b: true, text: "true", line: line, col: col}
		case "false":
			return token{kind: tBool, b: false, text: "false", line: line, col: col}
		case "null":
			return token{kind: tNull, text: "null", line: line, col: col}
		}
	}
	return token{kind: tUnquoted, text: l.src[start:l.pos], line: line, col: col}
}

// number is the tokenizer's pull_number: digits, e, E, +, -, . read, then
// Ruby's Integer() or Float() of them; what they refuse is unquoted text.
func (l *lexer) number() (token, error) {
	start, line, col := l.pos, l.line, l.col(l.pos)
	l.pos++
	decimal := false
	for l.pos < len(l.src) && strings.IndexByte("0123456789eE+-.", l.src[l.pos]) >= 0 {
		if c := l.src[l.pos]; c == '.' || c == 'e' || c == 'E' {
			decimal = true
		}
		l.pos++
	}
	s := l.src[start:l.pos]
	if decimal {
		if f, ok := rubyFloat(s); ok {
			if math.IsInf(f, 0) {
				// ruby-hocon's message has no line; the position is Punch's
				return token{}, &Error{Class: "FloatDomainError", Origin: l.doc.origin, Pos: Pos{l.doc.file, line, col}, Message: "Infinity"}
			}
			if f == math.Trunc(f) {
				if f >= -9.223372036854775808e18 && f < 9.223372036854775808e18 {
					return token{kind: tNumber, text: s, num: int64(f), line: line, col: col}, nil
				}
				bi, _ := new(big.Float).SetFloat64(f).Int(nil)
				return token{kind: tNumber, text: s, num: bi, line: line, col: col}, nil
			}
			return token{kind: tNumber, text: s, num: f, line: line, col: col}, nil
		}
	} else if n, ok := rubyInteger(s); ok {
		return token{kind: tNumber, text: s, num: n, line: line, col: col}, nil
	}
	if strings.Contains(s, "+") {
		// not a number, and not unquoted text either (ruby-hocon's message
		// lacks the space)
		return l.problemAt(line, col, "+", "Reserved character '+'is not allowed outside quotes"), nil
	}
	return token{kind: tUnquoted, text: s, line: line, col: col}, nil
}

// rubyInteger is Ruby's Integer(s) for s of [0-9eE+-.] without . e E:
// an optional sign, digits, a leading 0 meaning octal.
func rubyInteger(s string) (any, bool) {
	body := s
	neg := false
	if strings.HasPrefix(body, "-") || strings.HasPrefix(body, "+") {
		neg = body[0] == '-'
		body = body[1:]
	}
	if body == "" {
		return nil, false
	}
	for i := 0; i < len(body); i++ {
		if body[i] < '0' || body[i] > '9' {
			return nil, false
		}
	}
	base := 10
	if len(body) > 1 && body[0] == '0' {
		base = 8
		body = body[1:]
	}
	bi, ok := new(big.Int).SetString(body, base)
	if !ok {
		return nil, false
	}
	if neg {
		bi.Neg(bi)
	}
	if bi.IsInt64() {
		return bi.Int64(), true
	}
	return bi, true
}

// rubyFloat is Ruby's Float(s) for s of [0-9eE+-.]: digits are needed on
// both sides of a point and after an exponent.
func rubyFloat(s string) (float64, bool) {
	i := 0
	if i < len(s) && (s[i] == '-' || s[i] == '+') {
		i++
	}
	digits := func() int {
		j := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		return i - j
	}
	if digits() == 0 {
		return 0, false
	}
	if i < len(s) && s[i] == '.' {
		i++
		if digits() == 0 {
			return 0, false
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '-' || s[i] == '+') {
			i++
		}
		if digits() == 0 {
			return 0, false
		}
	}
	if i != len(s) {
		return 0, false
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return 0, false
	}
	return f, true
}

// quoted is ruby-hocon's pull_quoted_string (and its triple-quoted
// strings): a string token, or the Problem token it makes of a string it
// cannot read. Its error is for what makes Ruby itself fail.
func (l *lexer) quoted() (token, error) {
	line, col := l.line, l.col(l.pos)
	if strings.HasPrefix(l.src[l.pos:], `"""`) {
		l.pos += 3
		end := strings.Index(l.src[l.pos:], `"""`)
		if end < 0 {
			// ruby-hocon counts the lines of the string up to the end
			rest := l.src[l.pos:]
			l.pos = len(l.src)
			if n := strings.Count(rest, "\n"); n > 0 {
				l.line += n
				l.lineStart = l.pos - len(rest) + strings.LastIndexByte(rest, '\n') + 1
			}
			return l.problemAt(l.line, l.col(l.pos), endOfInput, "End of input but triple-quoted string was still open"), nil
		}
		// extra quotes before the closing three belong to the string
		end += l.pos
		for end+3 < len(l.src) && l.src[end+3] == '"' {
			end++
		}
		s := l.src[l.pos:end]
		if n := strings.Count(s, "\n"); n > 0 {
			l.line += n
			l.lineStart = l.pos + strings.LastIndexByte(s, '\n') + 1
		}
		l.pos = end + 3
		return token{kind: tString, text: s, line: line, col: col}, nil
	}
	l.pos++
	var b strings.Builder
	for {
		at := l.col(l.pos)
		c := l.nextRaw()
		switch {
		case c == endOfInput:
			return l.problemAt(line, at, endOfInput, "End of input but string quote was still open"), nil
		case c == `"`:
			return token{kind: tString, text: b.String(), line: line, col: col}, nil
		case c == "\\":
			e := l.nextRaw()
			if e == endOfInput {
				return l.problemAt(line, at, "", "End of input but backslash in string had nothing after it"), nil
			}
			if len(e) == 1 {
				if c, ok := data.JSONEscape(e[0]); ok {
					b.WriteByte(c)
					continue
				}
			}
			if e != "u" {
				// ruby-hocon 1.3.1 fails here with a NoMethodError (it builds
				// this problem with its arguments shifted); Punch says why
				return token{}, &Error{Class: "ConfigParseError", Origin: l.doc.origin, Pos: Pos{l.doc.file, line, at},
					Message: fmt.Sprintf("backslash followed by '%s', this is not a valid escape sequence (quoted strings use JSON escaping, so use double-backslash \\ for literal backslash)", e)}
			}
			var hex strings.Builder
			for range 4 {
				h := l.nextRaw()
				if h == endOfInput {
					return l.problemAt(line, at, endOfInput, "End of input but expecting 4 hex digits for \\uXXXX escape"), nil
				}
				hex.WriteString(h)
			}
			r, err := rubyHexRune(hex.String())
			if err != nil {
				return token{}, &Error{Class: "RangeError", Origin: l.doc.origin, Pos: Pos{l.doc.file, line, at}, Message: err.Error()}
			}
			if r == '_' {
				// ruby-hocon's test for a bad escape: what it packs is "_"
				return l.problemAt(line, at, hex.String(), fmt.Sprintf("Malformed hex digits after \\u escape in string: '%s'", hex.String())), nil
			}
			b.WriteRune(r)
		case isRubyCntrl([]rune(c)[0]):
			return l.problemAt(line, at, c, fmt.Sprintf("JSON does not allow unescaped %s in quoted strings, use a backslash escape", c)), nil
		default:
			b.WriteString(c)
		}
	}
}

// rubyHexRune is ruby-hocon's [codepoint.hex].pack("U") of the four
// characters after \u: String#hex reads an optional sign, an optional 0x
// and the hex digits that follow (none is 0), and pack refuses a negative.
func rubyHexRune(s string) (rune, error) {
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if len(s) > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		s = s[2:]
	}
	n := 0
	for _, c := range s {
		d := strings.IndexRune("0123456789abcdef", unicode.ToLower(c))
		if d < 0 {
			break
		}
		n = n*16 + d
	}
	if neg && n > 0 {
		return 0, errors.New("pack(U): value out of range")
	}
	return rune(n), nil
}

// notFollowedBy is ruby-hocon's problem for a '+' without '=' or a '$'
// without '{' at the reading position: the character after it is read
// into the problem.
func (l *lexer) notFollowedBy(c byte, want string) token {
	line, col := l.line, l.col(l.pos)
	l.pos++
	next := l.nextRaw()
	return l.problemAt(line, col, next, fmt.Sprintf("'%c' not followed by %s, '%s' not allowed after '%c'", c, want, next, c))
}

// reserved is ruby-hocon's problem for a character that is not allowed
// outside quotes, at the reading position.
func (l *lexer) reserved(c byte) token {
	line, col := l.line, l.col(l.pos)
	l.pos++
	return l.problemAt(line, col, string(c), fmt.Sprintf("Reserved character '%c' is not allowed outside quotes", c))
}

// substitution reads ${path} or ${?path}. A problem inside it (a string or
// character it cannot read, no closing brace) is the token, as ruby-hocon's
// pull_substitution passes its inner tokens' problems on.
func (l *lexer) substitution() (token, error) {
	line, col := l.line, l.col(l.pos)
	l.pos += 2
	opt := false
	if l.pos < len(l.src) && l.src[l.pos] == '?' {
		opt = true
		l.pos++
	}
	var path strings.Builder
	for {
		if l.pos >= len(l.src) {
			return l.problemAt(l.line, l.col(l.pos), "end of file", "Substitution ${ was not closed with a }"), nil
		}
		c := l.src[l.pos]
		switch {
		case c == '}':
			l.pos++
			p := path.String()
			if strings.TrimSpace(p) == "" {
				return token{}, l.errf(line, col, "expecting a path expression inside ${}, got empty")
			}
			return token{kind: tSubst, text: p, opt: opt, line: line, col: col}, nil
		case c == '\n':
			// ruby-hocon keeps the newline token and its path parser refuses
			// it, naming the line after it
			return token{}, &Error{Class: "ConfigBadPathError", Origin: l.doc.origin, Pos: Pos{l.doc.file, l.line + 1, 1},
				Message: "Token not allowed in path expression: NEWLINE (you can double-quote this token if you really want it here)"}
		case c == '"':
			q, err := l.quoted()
			if err != nil || q.kind == tProblem {
				return q, err
			}
			path.WriteString(strconv.Quote(q.text))
		case c == '+' && !strings.HasPrefix(l.src[l.pos:], "+="):
			return l.notFollowedBy(c, "="), nil
		case c == '$' && !strings.HasPrefix(l.src[l.pos:], "${"):
			return l.notFollowedBy(c, "{"), nil
		case strings.IndexByte(reservedOnly, c) >= 0:
			return l.reserved(c), nil
		default:
			path.WriteByte(c)
			l.pos++
		}
	}
}
