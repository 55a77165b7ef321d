// Package hocon reads HOCON (Human-Optimized Config Object Notation) as
// ruby-hocon 1.3.1 reads it: the library Puppet 7.23's hocon_data and
// Puppet Server's configuration use (Debian's ruby-hocon). Parse is
// Hocon.parse: the text parsed, substitutions resolved (with environment
// variables as fallback), the result as plain values in the order of
// ruby-hocon's hashes.
//
// Values: *Object (an ordered map), []any, string, int64, float64, bool,
// nil. Errors are *Error with ruby-hocon's message ("String: 3: Expecting
// close brace } or a comma, got end of file").
//
// Supported: comments (# and //), objects with and without braces and
// separators, dotted keys, quoted and unquoted keys and strings,
// triple-quoted strings, numbers (Ruby's Integer() and Float() of the
// token: 010 is 8, 1.0 is 1, 1. is the string "1."), true/false/null,
// value concatenation (strings, arrays, objects), duplicate keys merging
// objects, +=, ${path} and ${?path} substitutions (self references, cycles
// reported), include file("...") (relative to the working directory, as
// ruby-hocon takes it for a string) and include "..." (ignored for a
// string, as ruby-hocon does). Not supported: include url() and
// classpath() (an error), the .properties and JSON-only syntaxes.
package hocon

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Options configure Parse.
type Options struct {
	// Origin names the text in errors ("String" for Hocon.parse).
	Origin string
	// Getenv looks up environment variables for unresolved substitutions
	// (os.LookupEnv when nil).
	Getenv func(string) (string, bool)
	// ReadFile reads an included file (os.ReadFile when nil).
	ReadFile func(string) ([]byte, error)
	// MaxDepth bounds nesting and include depth (100 when 0).
	MaxDepth int
}

// Error is a ruby-hocon ConfigError.
type Error struct {
	// Class is ruby-hocon's exception class (ConfigParseError,
	// UnresolvedSubstitutionError, ConfigWrongTypeError, ...).
	Class   string
	Origin  string
	Line    int
	Message string
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s: %d: %s", e.Origin, e.Line, e.Message)
	}
	if e.Origin != "" {
		return e.Origin + ": " + e.Message
	}
	return e.Message
}

// Object is a HOCON object: keys in ruby-hocon's hash order.
type Object struct {
	Keys   []string
	Values map[string]any
}

// Get returns the value of a key.
func (o *Object) Get(k string) (any, bool) {
	v, ok := o.Values[k]
	return v, ok
}

// Parse parses and resolves src (Hocon.parse).
func Parse(src []byte, opts Options) (*Object, error) {
	if opts.Origin == "" {
		opts.Origin = "String"
	}
	if opts.MaxDepth == 0 {
		opts.MaxDepth = 100
	}
	p := &parser{opts: opts}
	root, err := p.parseDocument(string(src), opts.Origin, 0)
	if err != nil {
		return nil, err
	}
	r := &resolver{root: root, opts: opts, resolving: map[*field]bool{}}
	out, err := r.resolveObject(root, nil)
	if err != nil {
		return nil, err
	}
	return out, nil
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
)

type token struct {
	kind tokKind
	text string // string value, unquoted text, number text, substitution path text
	line int
	num  any // int64, float64 or *big.Int for tNumber
	b    bool
	opt  bool // ${?...}
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
	}
	return "?"
}

const notInUnquoted = "$\"{}[]:=,+#`^?!@*&\\"

type lexer struct {
	src    string
	pos    int
	line   int
	origin string
}

func (l *lexer) errf(line int, format string, args ...any) *Error {
	return &Error{Class: "ConfigParseError", Origin: l.origin, Line: line, Message: fmt.Sprintf(format, args...)}
}

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
			out = append(out, token{kind: tWhitespace, text: l.src[start:l.pos], line: l.line})
		}
		if l.pos >= len(l.src) {
			out = append(out, token{kind: tEOF, line: l.line})
			return out, nil
		}
		c := l.src[l.pos]
		line := l.line
		switch {
		case c == '\n':
			l.pos++
			out = append(out, token{kind: tNewline, line: line})
			l.line++
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
		case c == ',':
			l.pos++
			out = append(out, token{kind: tComma, line: line})
		case c == ':':
			l.pos++
			out = append(out, token{kind: tColon, line: line})
		case c == '=':
			l.pos++
			out = append(out, token{kind: tEquals, line: line})
		case c == '+' && strings.HasPrefix(l.src[l.pos:], "+="):
			l.pos += 2
			out = append(out, token{kind: tPlusEquals, line: line})
		case c == '{':
			l.pos++
			out = append(out, token{kind: tOpenCurly, line: line})
		case c == '}':
			l.pos++
			out = append(out, token{kind: tCloseCurly, line: line})
		case c == '[':
			l.pos++
			out = append(out, token{kind: tOpenSquare, line: line})
		case c == ']':
			l.pos++
			out = append(out, token{kind: tCloseSquare, line: line})
		case c >= '0' && c <= '9' || c == '-':
			t, err := l.number()
			if err != nil {
				return nil, err
			}
			out = append(out, t)
		case strings.IndexByte(notInUnquoted, c) >= 0:
			return nil, l.errf(line, "Reserved character '%c' is not allowed outside quotes (if you intended '%c' (Reserved character '%c' is not allowed outside quotes) to be part of a key or string value, try enclosing the key or value in double quotes", c, c, c)
		default:
			out = append(out, l.unquoted())
		}
	}
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
	start, line := l.pos, l.line
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
			return token{kind: tBool, b: true, text: "true", line: line}
		case "false":
			return token{kind: tBool, b: false, text: "false", line: line}
		case "null":
			return token{kind: tNull, text: "null", line: line}
		}
	}
	return token{kind: tUnquoted, text: l.src[start:l.pos], line: line}
}

// number is the tokenizer's pull_number: digits, e, E, +, -, . read, then
// Ruby's Integer() or Float() of them; what they refuse is unquoted text.
func (l *lexer) number() (token, error) {
	start, line := l.pos, l.line
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
				return token{}, &Error{Class: "FloatDomainError", Origin: l.origin, Message: "Infinity"}
			}
			if f == math.Trunc(f) {
				if f >= -9.223372036854775808e18 && f < 9.223372036854775808e18 {
					return token{kind: tNumber, text: s, num: int64(f), line: line}, nil
				}
				bi, _ := new(big.Float).SetFloat64(f).Int(nil)
				return token{kind: tNumber, text: s, num: bi, line: line}, nil
			}
			return token{kind: tNumber, text: s, num: f, line: line}, nil
		}
	} else if n, ok := rubyInteger(s); ok {
		return token{kind: tNumber, text: s, num: n, line: line}, nil
	}
	return token{kind: tUnquoted, text: s, line: line}, nil
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
	if err != nil && !strings.Contains(err.Error(), "range") {
		return 0, false
	}
	return f, true
}

func (l *lexer) quoted() (token, error) {
	line := l.line
	if strings.HasPrefix(l.src[l.pos:], `"""`) {
		l.pos += 3
		end := strings.Index(l.src[l.pos:], `"""`)
		if end < 0 {
			return token{}, l.errf(l.line, "End of input but triple-quoted string was still open")
		}
		// extra quotes before the closing three belong to the string
		end += l.pos
		for end+3 < len(l.src) && l.src[end+3] == '"' {
			end++
		}
		s := l.src[l.pos:end]
		l.line += strings.Count(s, "\n")
		l.pos = end + 3
		return token{kind: tString, text: s, line: line}, nil
	}
	l.pos++
	var b strings.Builder
	for {
		if l.pos >= len(l.src) {
			return token{}, l.errf(line, "End of input but string quote was still open")
		}
		c := l.src[l.pos]
		switch {
		case c == '"':
			l.pos++
			return token{kind: tString, text: b.String(), line: line}, nil
		case c == '\n':
			return token{}, l.errf(line, "Newline in quoted string: '\"%s'", b.String())
		case c == '\\':
			l.pos++
			if l.pos >= len(l.src) {
				return token{}, l.errf(line, "End of input but backslash in string had nothing after it")
			}
			e := l.src[l.pos]
			l.pos++
			switch e {
			case '"', '\\', '/':
				b.WriteByte(e)
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			case 'u':
				if l.pos+4 > len(l.src) {
					return token{}, l.errf(line, "End of input but expecting 4 hex digits for \\uXXXX escape")
				}
				n, err := strconv.ParseUint(l.src[l.pos:l.pos+4], 16, 32)
				if err != nil {
					return token{}, l.errf(line, "Malformed hex digits after \\u escape in string: '%s'", l.src[l.pos:l.pos+4])
				}
				b.WriteRune(rune(n))
				l.pos += 4
			default:
				return token{}, l.errf(line, "backslash followed by '%c', this is not a valid escape sequence (quoted strings use JSON escaping, so use double-backslash \\\\ for literal backslash)", e)
			}
		case c < 0x20 && c != '\t':
			return token{}, l.errf(line, "JSON does not allow unescaped %q in quoted strings, use a backslash escape", c)
		default:
			b.WriteByte(c)
			l.pos++
		}
	}
}

func (l *lexer) substitution() (token, error) {
	line := l.line
	l.pos += 2
	opt := false
	if l.pos < len(l.src) && l.src[l.pos] == '?' {
		opt = true
		l.pos++
	}
	start := l.pos
	var path strings.Builder
	for {
		if l.pos >= len(l.src) {
			return token{}, l.errf(line, "Substitution ${%s was not closed with a }", l.src[start:l.pos])
		}
		c := l.src[l.pos]
		switch {
		case c == '}':
			l.pos++
			p := path.String()
			if strings.TrimSpace(p) == "" {
				return token{}, l.errf(line, "expecting a path expression inside ${}, got empty")
			}
			return token{kind: tSubst, text: p, opt: opt, line: line}, nil
		case c == '\n':
			return token{}, l.errf(line, "'\\n' is not allowed in a substitution")
		case c == '"':
			q, err := l.quoted()
			if err != nil {
				return token{}, err
			}
			path.WriteString(strconv.Quote(q.text))
		default:
			path.WriteByte(c)
			l.pos++
		}
	}
}
