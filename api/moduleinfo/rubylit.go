package moduleinfo

import (
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A reader for the Ruby that transport schema files are written in:
//
//	require 'puppet/resource_api'
//	Puppet::ResourceApi.register_transport(
//	  name: 'panos',
//	  desc: <<-EOS,
//	    This transport connects to a Palo Alto firewall.
//	  EOS
//	  features: [],
//	  connection_info: {
//	    host: { type: 'String', desc: 'The FQDN or IP address' },
//	    port: { type: 'Optional[Integer]', desc: 'The port', default: 443 },
//	  },
//	)
//
// It reads require lines, comments and register_transport calls whose
// argument is made of literals: strings ('...', "..." without
// interpolation, %q() %Q() %w[] %i[], heredocs <<ID <<-ID <<~ID),
// symbols, integers, floats, true, false, nil, arrays and hashes (key:
// value, "key": value, :key => value, 'key' => value). Anything else (a
// method call, a constant, a variable, an interpolation) is refused with
// the file, line and column, because Punch does not run Ruby.

// Symbol is a Ruby symbol (:name).
type Symbol string

// RubyHash is a Ruby hash literal, keys in the order written.
type RubyHash struct {
	Keys   []any // string or Symbol (or another literal)
	Values []any
}

// Get returns the value for a symbol key.
func (h *RubyHash) Get(sym string) (any, bool) {
	for i, k := range h.Keys {
		if s, ok := k.(Symbol); ok && string(s) == sym {
			return h.Values[i], true
		}
	}
	return nil, false
}

// Set sets (or adds) a symbol key.
func (h *RubyHash) Set(sym string, v any) {
	for i, k := range h.Keys {
		if s, ok := k.(Symbol); ok && string(s) == sym {
			h.Values[i] = v
			return
		}
	}
	h.Keys = append(h.Keys, Symbol(sym))
	h.Values = append(h.Values, v)
}

// Delete removes a symbol key.
func (h *RubyHash) Delete(sym string) {
	for i, k := range h.Keys {
		if s, ok := k.(Symbol); ok && string(s) == sym {
			h.Keys = append(h.Keys[:i:i], h.Keys[i+1:]...)
			h.Values = append(h.Values[:i:i], h.Values[i+1:]...)
			return
		}
	}
}

// RubyCall is one register_transport call found in a file.
type RubyCall struct {
	Line int
	Arg  any
}

// LiteralError is a place in a schema file Punch cannot read.
type LiteralError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *LiteralError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// maxLiteralDepth bounds nesting of arrays and hashes.
const maxLiteralDepth = 100

type rubyParser struct {
	file  string
	src   string
	pos   int
	depth int
	// heredoc bodies already read, by the index of the newline that ends
	// the line they were opened on: where reading resumes after it.
	resume map[int]int
}

// ParseTransportSchema reads the register_transport calls of a schema file.
func ParseTransportSchema(file string, src []byte) ([]RubyCall, error) {
	p := &rubyParser{file: file, src: string(src), resume: map[int]int{}}
	if !utf8.Valid(src) {
		return nil, p.errAt(0, "the file is not valid UTF-8")
	}
	var calls []RubyCall
	for {
		p.skipSpace(true)
		if p.pos >= len(p.src) {
			return calls, nil
		}
		start := p.pos
		switch {
		case p.word("require") || p.word("require_relative"):
			p.skipSpace(false)
			if _, err := p.parseString(); err != nil {
				return nil, err
			}
		case p.word("Puppet::ResourceApi.register_transport") || p.word("Puppet::ResourceApi::Transport.register"):
			p.skipSpace(false)
			line, _ := p.lineCol(start)
			var arg any
			var err error
			if p.peek() == '(' {
				p.pos++
				p.skipSpace(true)
				if p.peek() == '{' {
					arg, err = p.parseValue()
				} else {
					arg, err = p.parseHashBody(')')
				}
				if err != nil {
					return nil, err
				}
				p.skipSpace(true)
				if p.peek() == ',' {
					p.pos++
					p.skipSpace(true)
				}
				if p.peek() != ')' {
					return nil, p.errAt(p.pos, "expected ')' to close register_transport(")
				}
				p.pos++
			} else {
				arg, err = p.parseHashBody(0)
				if err != nil {
					return nil, err
				}
			}
			calls = append(calls, RubyCall{Line: line, Arg: arg})
		default:
			return nil, p.errAt(start, fmt.Sprintf("cannot read %q: Punch reads transport schemas made of require lines and Puppet::ResourceApi.register_transport calls with literal arguments (it does not run Ruby)", p.snippet(start)))
		}
	}
}

func (p *rubyParser) snippet(at int) string {
	end := at
	for end < len(p.src) && p.src[end] != '\n' && end-at < 40 {
		end++
	}
	return p.src[at:end]
}

func (p *rubyParser) lineCol(off int) (int, int) {
	if off > len(p.src) {
		off = len(p.src)
	}
	line := 1 + strings.Count(p.src[:off], "\n")
	col := off - strings.LastIndexByte(p.src[:off], '\n')
	return line, col
}

func (p *rubyParser) errAt(off int, msg string) error {
	line, col := p.lineCol(off)
	return &LiteralError{File: p.file, Line: line, Col: col, Msg: msg}
}

func (p *rubyParser) peek() byte {
	if p.pos < len(p.src) {
		return p.src[p.pos]
	}
	return 0
}

// word consumes w when it is next and not followed by a name character.
func (p *rubyParser) word(w string) bool {
	if !strings.HasPrefix(p.src[p.pos:], w) {
		return false
	}
	if end := p.pos + len(w); end < len(p.src) && isNameChar(p.src[end]) {
		return false
	}
	p.pos += len(w)
	return true
}

func isNameChar(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// skipSpace skips blanks and comments, and newlines when nl (jumping over
// heredoc bodies read from the line that ends).
func (p *rubyParser) skipSpace(nl bool) {
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			p.pos++
		case c == '\\' && p.pos+1 < len(p.src) && p.src[p.pos+1] == '\n':
			p.pos += 2
		case c == '#':
			for p.pos < len(p.src) && p.src[p.pos] != '\n' {
				p.pos++
			}
		case c == '\n' && nl:
			if r, ok := p.resume[p.pos]; ok {
				p.pos = r
			} else {
				p.pos++
			}
			if strings.HasPrefix(p.src[p.pos:], "=begin") && (p.pos == 0 || p.src[p.pos-1] == '\n') {
				end := strings.Index(p.src[p.pos:], "\n=end")
				if end < 0 {
					p.pos = len(p.src)
				} else {
					p.pos += end + len("\n=end")
					for p.pos < len(p.src) && p.src[p.pos] != '\n' {
						p.pos++
					}
				}
			}
		default:
			return
		}
	}
}

// parseHashBody reads "k: v, k => v, ..." up to (not including) close (0:
// the end of the statement's line, for a call without parentheses).
func (p *rubyParser) parseHashBody(close byte) (*RubyHash, error) {
	h := &RubyHash{}
	for {
		p.skipSpace(close != 0)
		if p.pos >= len(p.src) || (close != 0 && p.peek() == close) || (close == 0 && p.peek() == '\n') {
			return h, nil
		}
		if err := p.parsePair(h); err != nil {
			return nil, err
		}
		p.skipSpace(close != 0)
		if p.peek() == ',' {
			p.pos++
			if close == 0 {
				p.skipSpace(true)
			}
			continue
		}
		return h, nil
	}
}

func (p *rubyParser) parsePair(h *RubyHash) error {
	start := p.pos
	// key: value
	if c := p.peek(); c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
		end := p.pos
		for end < len(p.src) && isNameChar(p.src[end]) {
			end++
		}
		if end < len(p.src) && (p.src[end] == '?' || p.src[end] == '!') {
			end++
		}
		if end < len(p.src) && p.src[end] == ':' && (end+1 >= len(p.src) || p.src[end+1] != ':') {
			key := Symbol(p.src[p.pos:end])
			p.pos = end + 1
			p.skipSpace(true)
			v, err := p.parseValue()
			if err != nil {
				return err
			}
			h.Keys = append(h.Keys, key)
			h.Values = append(h.Values, v)
			return nil
		}
	}
	// "key": value
	if c := p.peek(); c == '"' || c == '\'' {
		save := p.pos
		s, err := p.parseString()
		if err == nil && p.peek() == ':' && (p.pos+1 >= len(p.src) || p.src[p.pos+1] != ':') {
			p.pos++
			p.skipSpace(true)
			v, err := p.parseValue()
			if err != nil {
				return err
			}
			h.Keys = append(h.Keys, Symbol(s))
			h.Values = append(h.Values, v)
			return nil
		}
		p.pos = save
	}
	k, err := p.parseValue()
	if err != nil {
		return err
	}
	p.skipSpace(true)
	if !strings.HasPrefix(p.src[p.pos:], "=>") {
		return p.errAt(start, "expected a hash entry (key: value or key => value)")
	}
	p.pos += 2
	p.skipSpace(true)
	v, err := p.parseValue()
	if err != nil {
		return err
	}
	h.Keys = append(h.Keys, k)
	h.Values = append(h.Values, v)
	return nil
}

func (p *rubyParser) parseValue() (any, error) {
	v, err := p.parseBareValue()
	if err != nil {
		return nil, err
	}
	// A literal followed by a method call ('x'.upcase, [1].map) or an
	// index needs Ruby.
	save := p.pos
	p.skipSpace(false)
	if c := p.peek(); c == '.' || c == '[' || c == '(' {
		return nil, p.errAt(p.pos, fmt.Sprintf("cannot read %q: method calls cannot be read without running Ruby; write the value as a literal", p.snippet(p.pos)))
	}
	p.pos = save
	return v, nil
}

func (p *rubyParser) parseBareValue() (any, error) {
	p.skipSpace(true)
	if p.pos >= len(p.src) {
		return nil, p.errAt(p.pos, "unexpected end of file")
	}
	start := p.pos
	c := p.src[p.pos]
	switch {
	case c == '\'' || c == '"' || c == '%' || strings.HasPrefix(p.src[p.pos:], "<<"):
		if c == '%' && p.pos+1 < len(p.src) && (p.src[p.pos+1] == 'w' || p.src[p.pos+1] == 'i') {
			return p.parseWordList()
		}
		return p.parseString()
	case c == ':':
		p.pos++
		if p.peek() == '"' || p.peek() == '\'' {
			s, err := p.parseString()
			return Symbol(s), err
		}
		end := p.pos
		for end < len(p.src) && isNameChar(p.src[end]) {
			end++
		}
		if end < len(p.src) && (p.src[end] == '?' || p.src[end] == '!' || p.src[end] == '=') {
			end++
		}
		if end == p.pos {
			return nil, p.errAt(start, "expected a symbol after ':'")
		}
		s := p.src[p.pos:end]
		p.pos = end
		return Symbol(s), nil
	case c == '[':
		return p.parseArray()
	case c == '{':
		p.depth++
		if p.depth > maxLiteralDepth {
			return nil, p.errAt(start, "literals nested too deeply")
		}
		p.pos++
		h, err := p.parseHashBody('}')
		if err != nil {
			return nil, err
		}
		p.skipSpace(true)
		if p.peek() != '}' {
			return nil, p.errAt(p.pos, "expected '}' to close the hash opened at "+p.place(start))
		}
		p.pos++
		p.depth--
		return h, nil
	case c == '-' || c == '+' || c >= '0' && c <= '9':
		return p.parseNumber()
	case p.word("true"):
		return true, nil
	case p.word("false"):
		return false, nil
	case p.word("nil"):
		return nil, nil
	}
	return nil, p.errAt(start, fmt.Sprintf("cannot read %q: only literals (strings, symbols, numbers, true, false, nil, arrays, hashes) are supported in a transport schema", p.snippet(start)))
}

func (p *rubyParser) place(off int) string {
	l, c := p.lineCol(off)
	return fmt.Sprintf("line %d, column %d", l, c)
}

func (p *rubyParser) parseArray() (any, error) {
	start := p.pos
	p.depth++
	if p.depth > maxLiteralDepth {
		return nil, p.errAt(start, "literals nested too deeply")
	}
	p.pos++
	out := []any{}
	for {
		p.skipSpace(true)
		if p.peek() == ']' {
			p.pos++
			p.depth--
			return out, nil
		}
		if p.pos >= len(p.src) {
			return nil, p.errAt(start, "the array is not closed")
		}
		v, err := p.parseValue()
		if err != nil {
			return nil, err
		}
		out = append(out, v)
		p.skipSpace(true)
		switch p.peek() {
		case ',':
			p.pos++
		case ']':
		default:
			return nil, p.errAt(p.pos, "expected ',' or ']' in the array opened at "+p.place(start))
		}
	}
}

func (p *rubyParser) parseNumber() (any, error) {
	start := p.pos
	if p.peek() == '-' || p.peek() == '+' {
		p.pos++
	}
	digits := func() {
		for p.pos < len(p.src) && (p.src[p.pos] >= '0' && p.src[p.pos] <= '9' || p.src[p.pos] == '_') {
			p.pos++
		}
	}
	digits()
	isFloat := false
	if p.peek() == '.' && p.pos+1 < len(p.src) && p.src[p.pos+1] >= '0' && p.src[p.pos+1] <= '9' {
		isFloat = true
		p.pos++
		digits()
	}
	if c := p.peek(); c == 'e' || c == 'E' {
		isFloat = true
		p.pos++
		if c := p.peek(); c == '-' || c == '+' {
			p.pos++
		}
		digits()
	}
	text := strings.ReplaceAll(p.src[start:p.pos], "_", "")
	text = strings.TrimPrefix(text, "+")
	if isFloat {
		f, err := strconv.ParseFloat(text, 64)
		if err != nil || math.IsInf(f, 0) || strings.HasPrefix(strings.TrimPrefix(text, "-"), "00") {
			return nil, p.errAt(start, "invalid number "+p.src[start:p.pos])
		}
		return json.Number(formatFloat(f)), nil
	}
	// Ruby's integer literals: 0x.. 0b.. 0o.. 0d.., and a leading 0 is
	// octal.
	neg := strings.HasPrefix(text, "-")
	digitsText := strings.TrimPrefix(text, "-")
	base := 10
	prefixes := map[byte]int{'x': 16, 'X': 16, 'b': 2, 'B': 2, 'o': 8, 'O': 8, 'd': 10, 'D': 10}
	if b, ok := prefixes[p.peek()]; ok && digitsText == "0" {
		base = b
		p.pos++
		begin := p.pos
		for p.pos < len(p.src) && (isHex(p.src[p.pos]) || p.src[p.pos] == '_') {
			p.pos++
		}
		digitsText = strings.ReplaceAll(p.src[begin:p.pos], "_", "")
	} else if len(digitsText) > 1 && digitsText[0] == '0' {
		base = 8
		digitsText = digitsText[1:]
	}
	v, err := strconv.ParseInt(digitsText, base, 64)
	if err != nil {
		return nil, p.errAt(start, "invalid or too large integer "+p.src[start:p.pos])
	}
	if neg {
		v = -v
	}
	return json.Number(strconv.FormatInt(v, 10)), nil
}

// formatFloat writes a float as Ruby and Puppet Server do: always with a
// fraction ("2000.0").
func formatFloat(f float64) string {
	if f == math.Trunc(f) && math.Abs(f) < 1e16 {
		return strconv.FormatFloat(f, 'f', 1, 64)
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// parseWordList reads %w[a b] (strings) or %i[a b] (symbols).
func (p *rubyParser) parseWordList() (any, error) {
	start := p.pos
	kind := p.src[p.pos+1]
	p.pos += 2
	if p.pos >= len(p.src) {
		return nil, p.errAt(start, "unexpected end of file")
	}
	closer, ok := percentCloser(p.src[p.pos])
	if !ok {
		return nil, p.errAt(start, "unsupported %-literal delimiter")
	}
	p.pos++
	end := strings.IndexByte(p.src[p.pos:], closer)
	if end < 0 {
		return nil, p.errAt(start, "the %-literal is not closed")
	}
	words := strings.Fields(p.src[p.pos : p.pos+end])
	p.pos += end + 1
	out := make([]any, len(words))
	for i, w := range words {
		if kind == 'i' {
			out[i] = Symbol(w)
		} else {
			out[i] = w
		}
	}
	return out, nil
}

func percentCloser(open byte) (byte, bool) {
	switch open {
	case '(':
		return ')', true
	case '[':
		return ']', true
	case '{':
		return '}', true
	case '<':
		return '>', true
	case '|', '!', '/', '^':
		return open, true
	}
	return 0, false
}

// parseString reads a string literal; adjacent literals ("a" "b")
// concatenate as in Ruby.
func (p *rubyParser) parseString() (string, error) {
	s, err := p.parseOneString()
	if err != nil {
		return "", err
	}
	for {
		save := p.pos
		p.skipSpace(false)
		if c := p.peek(); c == '\'' || c == '"' {
			more, err := p.parseOneString()
			if err != nil {
				return "", err
			}
			s += more
			continue
		}
		p.pos = save
		return s, nil
	}
}

func (p *rubyParser) parseOneString() (string, error) {
	start := p.pos
	switch {
	case p.peek() == '\'':
		p.pos++
		return p.readQuoted('\'', 0, false)
	case p.peek() == '"':
		p.pos++
		return p.readQuoted('"', 0, true)
	case strings.HasPrefix(p.src[p.pos:], "%q") || strings.HasPrefix(p.src[p.pos:], "%Q") || p.peek() == '%':
		p.pos++
		interp := true
		switch p.peek() {
		case 'q':
			interp = false
			p.pos++
		case 'Q':
			p.pos++
		}
		if p.pos >= len(p.src) {
			return "", p.errAt(start, "unexpected end of file")
		}
		closer, ok := percentCloser(p.src[p.pos])
		if !ok {
			return "", p.errAt(start, "unsupported %-literal")
		}
		open := p.src[p.pos]
		p.pos++
		nestOpen := byte(0)
		if closer != open {
			nestOpen = open
		}
		return p.readQuoted(closer, nestOpen, interp)
	case strings.HasPrefix(p.src[p.pos:], "<<"):
		return p.readHeredoc()
	}
	return "", p.errAt(start, "expected a string")
}

// readQuoted reads up to the closing delimiter (nesting open/close pairs
// for %q()), with Ruby's escapes: all of them in double-quoted strings,
// only \\ and the delimiter in single-quoted ones.
func (p *rubyParser) readQuoted(closer, open byte, interp bool) (string, error) {
	start := p.pos - 1
	var b strings.Builder
	nest := 0
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch {
		case c == closer && nest == 0:
			p.pos++
			return b.String(), nil
		case open != 0 && c == open:
			nest++
		case open != 0 && c == closer:
			nest--
		case c == '\\':
			if p.pos+1 >= len(p.src) {
				return "", p.errAt(start, "the string is not closed")
			}
			n := p.src[p.pos+1]
			if !interp {
				if n == '\\' || n == closer || (open != 0 && n == open) {
					b.WriteByte(n)
				} else {
					b.WriteByte('\\')
					b.WriteByte(n)
				}
				p.pos += 2
				continue
			}
			s, width, err := p.escape(p.pos)
			if err != nil {
				return "", err
			}
			b.WriteString(s)
			p.pos += width
			continue
		case c == '#' && interp && p.pos+1 < len(p.src) && (p.src[p.pos+1] == '{' || p.src[p.pos+1] == '@' || p.src[p.pos+1] == '$'):
			return "", p.errAt(p.pos, "string interpolation (#{...}) cannot be read without running Ruby; use a plain string")
		}
		b.WriteByte(c)
		p.pos++
	}
	return "", p.errAt(start, "the string is not closed")
}

// escape reads a double-quoted string's escape at off ('\\'); it returns
// the text and how many bytes it used.
func (p *rubyParser) escape(off int) (string, int, error) {
	n := p.src[off+1]
	simple := map[byte]string{'n': "\n", 't': "\t", 's': " ", 'r': "\r", 'e': "\x1b", 'a': "\a", 'b': "\b", 'f': "\f", 'v': "\v", '\n': ""}
	if s, ok := simple[n]; ok {
		return s, 2, nil
	}
	switch {
	case n >= '0' && n <= '7':
		end := off + 1
		for end < len(p.src) && end < off+4 && p.src[end] >= '0' && p.src[end] <= '7' {
			end++
		}
		v, _ := strconv.ParseUint(p.src[off+1:end], 8, 16)
		return string([]byte{byte(v)}), end - off, nil
	case n == 'x':
		end := off + 2
		for end < len(p.src) && end < off+4 && isHex(p.src[end]) {
			end++
		}
		if end == off+2 {
			return "", 0, p.errAt(off, "invalid hex escape")
		}
		v, _ := strconv.ParseUint(p.src[off+2:end], 16, 8)
		return string([]byte{byte(v)}), end - off, nil
	case n == 'u':
		if off+2 < len(p.src) && p.src[off+2] == '{' {
			close := strings.IndexByte(p.src[off:], '}')
			if close < 0 {
				return "", 0, p.errAt(off, "invalid Unicode escape")
			}
			var b strings.Builder
			for _, h := range strings.Fields(p.src[off+3 : off+close]) {
				v, err := strconv.ParseUint(h, 16, 32)
				if err != nil || v > utf8.MaxRune {
					return "", 0, p.errAt(off, "invalid Unicode escape")
				}
				b.WriteRune(rune(v))
			}
			return b.String(), close + 1, nil
		}
		if off+6 > len(p.src) {
			return "", 0, p.errAt(off, "invalid Unicode escape")
		}
		v, err := strconv.ParseUint(p.src[off+2:off+6], 16, 32)
		if err != nil {
			return "", 0, p.errAt(off, "invalid Unicode escape")
		}
		return string(rune(v)), 6, nil
	}
	// \" \\ \# \' and any other character stand for themselves.
	_, size := utf8.DecodeRuneInString(p.src[off+1:])
	return p.src[off+1 : off+1+size], 1 + size, nil
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// readHeredoc reads <<ID, <<-ID or <<~ID (ID optionally quoted): the body
// is the lines after the current one (after any heredoc already read from
// it) up to the terminator line.
func (p *rubyParser) readHeredoc() (string, error) {
	start := p.pos
	p.pos += 2
	indentTerm, squiggly := false, false
	switch p.peek() {
	case '-':
		indentTerm = true
		p.pos++
	case '~':
		indentTerm, squiggly = true, true
		p.pos++
	}
	interp := true
	var id string
	switch q := p.peek(); q {
	case '\'', '"':
		interp = q == '"'
		end := strings.IndexByte(p.src[p.pos+1:], q)
		if end < 0 {
			return "", p.errAt(start, "the heredoc identifier is not closed")
		}
		id = p.src[p.pos+1 : p.pos+1+end]
		p.pos += end + 2
	default:
		end := p.pos
		for end < len(p.src) && isNameChar(p.src[end]) {
			end++
		}
		id = p.src[p.pos:end]
		p.pos = end
	}
	if id == "" {
		return "", p.errAt(start, "expected a heredoc identifier after <<")
	}
	nl := strings.IndexByte(p.src[p.pos:], '\n')
	if nl < 0 {
		return "", p.errAt(start, "the heredoc has no body")
	}
	nl += p.pos
	bodyStart := nl + 1
	if r, ok := p.resume[nl]; ok {
		bodyStart = r
	}
	var lines []string
	at := bodyStart
	for {
		if at >= len(p.src) {
			return "", p.errAt(start, "the heredoc "+id+" is not terminated")
		}
		end := strings.IndexByte(p.src[at:], '\n')
		var line string
		next := len(p.src)
		if end < 0 {
			line = p.src[at:]
		} else {
			line = p.src[at : at+end]
			next = at + end + 1
		}
		check := strings.TrimRight(line, "\r")
		if indentTerm {
			check = strings.TrimLeft(check, " \t")
		}
		if check == id {
			p.resume[nl] = next
			break
		}
		lines = append(lines, line+"\n")
		at = next
	}
	if squiggly {
		lines = dedent(lines)
	}
	body := strings.Join(lines, "")
	if !interp {
		return body, nil
	}
	// Double-quoted semantics: escapes and no interpolation.
	sub := &rubyParser{file: p.file, src: body + "\x00", resume: map[int]int{}}
	var b strings.Builder
	for sub.pos < len(body) {
		c := body[sub.pos]
		if c == '\\' && sub.pos+1 < len(body) {
			s, w, err := sub.escape(sub.pos)
			if err != nil {
				return "", p.errAt(start, "invalid escape in the heredoc "+id)
			}
			b.WriteString(s)
			sub.pos += w
			continue
		}
		if c == '#' && sub.pos+1 < len(body) && (body[sub.pos+1] == '{' || body[sub.pos+1] == '@' || body[sub.pos+1] == '$') {
			return "", p.errAt(start, "string interpolation (#{...}) in the heredoc "+id+" cannot be read without running Ruby")
		}
		b.WriteByte(c)
		sub.pos++
	}
	return b.String(), nil
}

// dedent removes the smallest indentation of the non-blank lines, as <<~
// does (a tab counts to the next multiple of 8).
func dedent(lines []string) []string {
	min := -1
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		w := 0
		for _, c := range l {
			if c == ' ' {
				w++
			} else if c == '\t' {
				w = (w/8 + 1) * 8
			} else {
				break
			}
		}
		if min < 0 || w < min {
			min = w
		}
	}
	if min <= 0 {
		return lines
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		w, j := 0, 0
		for j < len(l) && w < min {
			if l[j] == ' ' {
				w++
			} else if l[j] == '\t' {
				nw := (w/8 + 1) * 8
				if nw > min {
					break
				}
				w = nw
			} else {
				break
			}
			j++
		}
		out[i] = l[j:]
	}
	return out
}
