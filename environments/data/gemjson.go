package data

import (
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/hexval"
)

// The json gem's parser (Debian 12's ruby-json 2.6.3, which Puppet 7.23
// loads: RubyGems prefers it to Ruby 3.1's default 2.6.1), written once
// for its two users: RubyJSONError (the message Puppet shows for a bad
// metadata.json or json_data file) and the Ruby runtime's JSON.parse
// (compiler/ruby/rlib/json), which builds Ruby values through a
// GemJSONBuilder. The ruby layer sits above this one, so the grammar lives
// here and the values are the caller's.

// GemJSONOptions are the options of JSON.parse that change its grammar.
type GemJSONOptions struct {
	// MaxNesting is the deepest nesting accepted; 0 means no limit.
	MaxNesting int
	// AllowNaN accepts NaN, Infinity and -Infinity.
	AllowNaN bool
	// JRuby parses as the json gem's Java extension (json 2.5.1 of JRuby
	// 9.3, which Puppet Server 7 runs) does: the same grammar, but Infinity
	// stops at itself and every string goes through its StringDecoder
	// (jrubyString).
	JRuby bool
}

// GemJSONBuilder makes the caller's values of a document: a String from
// its bytes (invalid UTF-8 kept), an Integer from its decimal text (any
// size), a Float, true/false/null, an Array from its elements once its
// closing bracket is read, and an object: NewObject when it opens, Set for
// each member, Object once it closes (which may replace it, as JSON.load's
// create_additions does, or raise).
type GemJSONBuilder[V any] interface {
	Str(s string) V
	Int(text string) V
	Float(f float64) V
	Bool(b bool) V
	Null() V
	Array(elems []V) V
	NewObject() V
	Set(obj V, key string, val V)
	Object(obj V) (V, error)
}

// GemJSONError is an error the gem raises: Class is its Ruby class
// (JSON::ParserError, JSON::NestingError).
type GemJSONError struct {
	Class, Msg string
}

func (e *GemJSONError) Error() string { return e.Msg }

// ParseGemJSON parses src as JSON.parse does and builds its value with b.
//
// A syntax error is the gem's ParserError "unexpected token at 'REST'",
// where REST is the text from where the gem's Ragel state machine stopped:
// an array stops at the element or separator that is wrong; an object
// never stops itself, its failure is its container's (an array's at the
// object, or at the top the start of the document's value); NaN and
// -Infinity stop at themselves, Infinity one byte before; a '/' that does
// not start a comment stops at the next character; a comment the text
// ends in, at the end. A number is a Float when the gem's float pattern
// matches and is not followed by a digit, 'e', 'E', '.' or '-', else an
// Integer when not followed by a digit, else no value ("01"). Errors
// raised by b.Object pass through as they are.
func ParseGemJSON[V any](src string, opts GemJSONOptions, b GemJSONBuilder[V]) (V, error) {
	p := &gemParser[V]{s: src, opts: opts, b: b}
	var zero V
	i, err := p.ws(0)
	if err != nil {
		return zero, err
	}
	v, end, err := p.value(i, 0)
	if err != nil {
		return zero, err
	}
	if end < 0 {
		return zero, p.unexpected(i)
	}
	j, err := p.ws(end)
	if err != nil {
		return zero, err
	}
	if j < len(src) {
		return zero, p.unexpected(j)
	}
	return v, nil
}

type gemParser[V any] struct {
	s    string
	opts GemJSONOptions
	b    GemJSONBuilder[V]
}

// unexpected is the ParserError for the text from at (nothing when at is
// outside the text).
func (p *gemParser[V]) unexpected(at int) error {
	rest := ""
	if at >= 0 && at <= len(p.s) {
		rest = p.s[at:]
	}
	return &GemJSONError{"JSON::ParserError", "unexpected token at '" + rest + "'"}
}

// ws skips white space and comments (/* */, and // to a newline). A
// comment the text ends in, or a '/' starting none, is an error.
func (p *gemParser[V]) ws(i int) (int, error) {
	s := p.s
	for i < len(s) {
		switch s[i] {
		case ' ', '\t', '\r', '\n':
			i++
		case '/':
			switch {
			case strings.HasPrefix(s[i:], "/*"):
				j := strings.Index(s[i+2:], "*/")
				if j < 0 {
					return -1, p.unexpected(len(s))
				}
				i += j + 4
			case strings.HasPrefix(s[i:], "//"):
				j := strings.IndexByte(s[i:], '\n')
				if j < 0 {
					return -1, p.unexpected(len(s))
				}
				i += j + 1
			default:
				return -1, p.unexpected(i + 1)
			}
		default:
			return i, nil
		}
	}
	return i, nil
}

// wsIn is ws inside an object, where a failed comment fails the object
// (its container words the error).
func (p *gemParser[V]) wsIn(i int) (int, bool) {
	j, err := p.ws(i)
	return j, err == nil
}

// value parses the value at i: it, and the offset after it (-1 when
// there is no value there: the container words the error), or a raised
// error. depth is the nesting around it.
func (p *gemParser[V]) value(i, depth int) (V, int, error) {
	s := p.s
	var zero V
	if i >= len(s) {
		return zero, -1, nil
	}
	switch c := s[i]; {
	case c == '"':
		return p.str(i)
	case c == '[':
		return p.array(i, depth+1)
	case c == '{':
		return p.object(i, depth+1)
	case strings.HasPrefix(s[i:], "-Infinity"):
		if !p.opts.AllowNaN {
			return zero, -1, p.unexpected(i)
		}
		return p.b.Float(math.Inf(-1)), i + 9, nil
	case c == '-' || c >= '0' && c <= '9':
		return p.number(i)
	case strings.HasPrefix(s[i:], "NaN"):
		if !p.opts.AllowNaN {
			return zero, -1, p.unexpected(i)
		}
		return p.b.Float(math.NaN()), i + 3, nil
	case strings.HasPrefix(s[i:], "Infinity"):
		if !p.opts.AllowNaN {
			if p.opts.JRuby {
				return zero, -1, p.unexpected(i)
			}
			return zero, -1, p.unexpected(i - 1)
		}
		return p.b.Float(math.Inf(1)), i + 8, nil
	case strings.HasPrefix(s[i:], "true"):
		return p.b.Bool(true), i + 4, nil
	case strings.HasPrefix(s[i:], "false"):
		return p.b.Bool(false), i + 5, nil
	case strings.HasPrefix(s[i:], "null"):
		return p.b.Null(), i + 4, nil
	}
	return zero, -1, nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// number parses a number as the gem does: first its float pattern,
// -?(0|[1-9][0-9]*)(\.[0-9]+([eE][+-]?[0-9]+)?|[eE][+-]?[0-9]+), taken
// only when no digit, 'e', 'E', '.' or '-' follows; else its integer
// pattern -?(0|[1-9][0-9]*), taken only when no digit follows.
func (p *gemParser[V]) number(i int) (V, int, error) {
	s := p.s
	var zero V
	j := i
	if s[j] == '-' {
		j++
	}
	switch {
	case j < len(s) && s[j] == '0':
		j++
	case j < len(s) && s[j] >= '1' && s[j] <= '9':
		for j < len(s) && isDigit(s[j]) {
			j++
		}
	default:
		return zero, -1, nil
	}
	intEnd := j
	if f, end, ok := p.float(i, intEnd); ok {
		return p.b.Float(f), end, nil
	}
	if intEnd < len(s) && isDigit(s[intEnd]) {
		return zero, -1, nil
	}
	return p.b.Int(s[i:intEnd]), intEnd, nil
}

// float matches the fraction and exponent after the integer part ending
// at j.
func (p *gemParser[V]) float(i, j int) (float64, int, bool) {
	s := p.s
	digits := func(k int) int {
		for k < len(s) && isDigit(s[k]) {
			k++
		}
		return k
	}
	exponent := func(k int) (int, bool) {
		if k >= len(s) || s[k] != 'e' && s[k] != 'E' {
			return k, false
		}
		k++
		if k < len(s) && (s[k] == '+' || s[k] == '-') {
			k++
		}
		if k >= len(s) || !isDigit(s[k]) {
			return k, false
		}
		return digits(k), true
	}
	end := j
	switch {
	case j < len(s) && s[j] == '.':
		if j+1 >= len(s) || !isDigit(s[j+1]) {
			return 0, 0, false
		}
		end = digits(j + 1)
		if end < len(s) && (s[end] == 'e' || s[end] == 'E') {
			e, ok := exponent(end)
			if !ok {
				return 0, 0, false
			}
			end = e
		}
	case j < len(s) && (s[j] == 'e' || s[j] == 'E'):
		e, ok := exponent(j)
		if !ok {
			return 0, 0, false
		}
		end = e
	default:
		return 0, 0, false
	}
	if end < len(s) && strings.IndexByte("0123456789Ee.-", s[end]) >= 0 {
		return 0, 0, false
	}
	f, err := strconv.ParseFloat(s[i:end], 64)
	if err != nil && !isRange(err) {
		return 0, 0, false
	}
	return f, end, true
}

func isRange(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// str parses the string at i (s[i] is '"').
func (p *gemParser[V]) str(i int) (V, int, error) {
	var zero V
	body, end, err := p.strText(i)
	if err != nil || end < 0 {
		return zero, end, err
	}
	return p.b.Str(body), end, nil
}

// strText parses the string at i (s[i] is '"') into its bytes.
func (p *gemParser[V]) strText(i int) (string, int, error) {
	s := p.s
	// First the token, as the gem's grammar takes it: no raw control
	// characters, \u with four hex digits, any other escaped character.
	j := i + 1
	simple := true
	for ; j < len(s) && s[j] != '"'; j++ {
		c := s[j]
		switch {
		case c < 0x20:
			return "", -1, nil
		case c == '\\':
			simple = false
			if j+1 >= len(s) || s[j+1] < 0x20 {
				return "", -1, nil
			}
			if s[j+1] == 'u' {
				if j+6 > len(s) || !isHex4(s[j+2:j+6]) {
					return "", -1, nil
				}
				j += 5
			} else {
				j++
			}
		}
	}
	if j >= len(s) {
		return "", -1, nil
	}
	end := j + 1
	body := s[i+1 : j]
	if p.opts.JRuby {
		out, err := jrubyString(body)
		if err != nil {
			return "", -1, err
		}
		return out, end, nil
	}
	if simple {
		return body, end, nil
	}
	out, err := p.unescape(body, i+1)
	if err != nil {
		return "", -1, err
	}
	return out, end, nil
}

func isHex4(s string) bool {
	for i := 0; i < 4; i++ {
		if hexval.Digit(s[i]) < 0 {
			return false
		}
	}
	return true
}

// hex4 reads four hex digits; a non-digit makes U+FFFD, as the gem's
// unescape_unicode does.
func hex4(s string) rune {
	if len(s) < 4 {
		return 0xFFFD
	}
	r := rune(0)
	for i := 0; i < 4; i++ {
		v := hexval.Digit(s[i])
		if v < 0 {
			return 0xFFFD
		}
		r = r<<4 | rune(v)
	}
	return r
}

// unescape is the gem's string conversion. Its surrogate handling is its
// own: a high surrogate followed by any \uXXXX is combined with it by
// arithmetic (whether or not that is a low surrogate); followed by
// anything else it becomes "?" and swallows the next character; with fewer
// than six characters left in the string it raises. A lone low surrogate
// is written as its three UTF-8-like bytes.
func (p *gemParser[V]) unescape(body string, at int) (string, error) {
	var b strings.Builder
	b.Grow(len(body))
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c != '\\' {
			b.WriteByte(c)
			continue
		}
		i++
		switch e := body[i]; e {
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
			ch := hex4(body[i+1:])
			i += 4
			if ch&0xFC00 == 0xD800 {
				i++
				if i > len(body)-6 {
					return "", &GemJSONError{"JSON::ParserError", "incomplete surrogate pair at '" + p.s[at+i-6:] + "'"}
				}
				if body[i] == '\\' && body[i+1] == 'u' {
					sur := hex4(body[i+2:])
					ch = (ch&0x3F)<<10 | ((ch>>6&0xF)+1)<<16 | sur&0x3FF
					i += 5
				} else {
					b.WriteByte('?')
					continue
				}
			}
			writeUTF32(&b, ch)
		default:
			// \" \\ \/ and any other escaped character: the character.
			b.WriteByte(e)
		}
	}
	return b.String(), nil
}

// jrubyString is the Java extension's StringDecoder over a string's body
// (between its quotes, as the grammar took it): it reads UTF-8 (a tail
// byte without a head, a truncated or overlong sequence, or a code point
// past U+10FFFF is an error; surrogates written in UTF-8 pass), replaces
// the escapes, and pairs a \u high surrogate with the \u low surrogate
// that must follow it (an error otherwise, as is a lone low surrogate).
// Its error is "partial character in source, but hit end near REST",
// REST being the body from the character that failed, or from a pair's
// high surrogate's last hex digit: Puppet Server's answer to facts holding
// "\ud800" is "... near 0".
func jrubyString(body string) (string, error) {
	var b strings.Builder
	pos, charStart, pairStart := 0, 0, -1
	fail := func() error {
		start := charStart
		if pairStart >= 0 {
			start = pairStart
		}
		return &GemJSONError{"JSON::ParserError", "partial character in source, but hit end near " + body[start:]}
	}
	// readChar is readUtf8Char: the code point at pos.
	readChar := func() (rune, error) {
		charStart = pos
		head := body[pos]
		pos++
		var cp rune
		var tails int
		switch {
		case head <= 0x7f:
			return rune(head), nil
		case head <= 0xbf:
			return 0, fail()
		case head <= 0xdf:
			cp, tails = rune(head&0x1f), 1
		case head <= 0xef:
			cp, tails = rune(head&0x0f), 2
		case head <= 0xf7:
			cp, tails = rune(head&0x07), 3
		default:
			return 0, fail()
		}
		if pos+tails > len(body) {
			return 0, fail()
		}
		for k := 0; k < tails; k++ {
			c := body[pos]
			pos++
			if c&0xc0 != 0x80 {
				return 0, fail()
			}
			cp = cp<<6 | rune(c&0x3f)
		}
		if tails == 1 && cp < 0x80 || tails == 2 && cp < 0x800 || cp > unicode.MaxRune {
			return 0, fail()
		}
		return cp, nil
	}
	// readHex reads the four hex digits the grammar let through.
	readHex := func() (rune, error) {
		r := rune(0)
		for k := 0; k < 4; k++ {
			c, err := readChar()
			if err != nil {
				return 0, err
			}
			r = r<<4 | rune(hexval.Digit(byte(c)))
		}
		return r, nil
	}
	for pos < len(body) {
		start := pos
		c, err := readChar()
		if err != nil {
			return "", err
		}
		if c != '\\' {
			b.WriteString(body[start:pos])
			continue
		}
		if pos+1 > len(body) {
			return "", fail()
		}
		e, err := readChar()
		if err != nil {
			return "", err
		}
		if c, ok := JSONEscape(byte(e)); ok && e < utf8.RuneSelf {
			b.WriteByte(c)
			continue
		}
		if e != 'u' {
			// any other escaped character: the character
			b.WriteString(body[charStart:pos])
			continue
		}
		if pos+4 > len(body) {
			return "", fail()
		}
		cp, err := readHex()
		if err != nil {
			return "", err
		}
		switch {
		case cp >= 0xD800 && cp <= 0xDBFF:
			pairStart = charStart
			if pos+1 > len(body) {
				return "", fail()
			}
			low, err := readChar()
			if err != nil {
				return "", err
			}
			if low == '\\' {
				if pos+5 > len(body) {
					return "", fail()
				}
				if u, err := readChar(); err != nil || u != 'u' {
					return "", fail()
				}
				if low, err = readHex(); err != nil {
					return "", err
				}
			}
			if low < 0xDC00 || low > 0xDFFF {
				return "", fail()
			}
			b.WriteRune(utf16.DecodeRune(cp, low))
			pairStart = -1
		case cp >= 0xDC00 && cp <= 0xDFFF:
			return "", fail()
		default:
			b.WriteRune(cp)
		}
	}
	return b.String(), nil
}

// writeUTF32 writes a code point as UTF-8 without refusing surrogates.
func writeUTF32(b *strings.Builder, r rune) {
	if r >= 0xD800 && r <= 0xDFFF {
		b.WriteByte(byte(0xE0 | r>>12))
		b.WriteByte(byte(0x80 | r>>6&0x3F))
		b.WriteByte(byte(0x80 | r&0x3F))
		return
	}
	var buf [4]byte
	n := utf8.EncodeRune(buf[:], r)
	b.Write(buf[:n])
}

func (p *gemParser[V]) checkDepth(depth int) error {
	if p.opts.MaxNesting != 0 && depth > p.opts.MaxNesting {
		return &GemJSONError{"JSON::NestingError", "nesting of " + strconv.Itoa(depth) + " is too deep"}
	}
	return nil
}

// array raises where an element or a separator is wrong.
func (p *gemParser[V]) array(i, depth int) (V, int, error) {
	var zero V
	if err := p.checkDepth(depth); err != nil {
		return zero, -1, err
	}
	var elems []V
	j, err := p.ws(i + 1)
	if err != nil {
		return zero, -1, err
	}
	if j < len(p.s) && p.s[j] == ']' {
		return p.b.Array(elems), j + 1, nil
	}
	for {
		v, end, err := p.value(j, depth)
		if err != nil {
			return zero, -1, err
		}
		if end < 0 {
			return zero, -1, p.unexpected(j)
		}
		elems = append(elems, v)
		k, err := p.ws(end)
		if err != nil {
			return zero, -1, err
		}
		switch {
		case k < len(p.s) && p.s[k] == ']':
			return p.b.Array(elems), k + 1, nil
		case k < len(p.s) && p.s[k] == ',':
			if j, err = p.ws(k + 1); err != nil {
				return zero, -1, err
			}
		default:
			return zero, -1, p.unexpected(k)
		}
	}
}

// object fails (without raising) when anything in it is wrong; errors
// raised inside its keys and values pass through.
func (p *gemParser[V]) object(i, depth int) (V, int, error) {
	var zero V
	if err := p.checkDepth(depth); err != nil {
		return zero, -1, err
	}
	j, ok := p.wsIn(i + 1)
	if !ok || j >= len(p.s) {
		return zero, -1, nil
	}
	obj := p.b.NewObject()
	if p.s[j] == '}' {
		return p.made(obj, j+1)
	}
	for {
		if j >= len(p.s) || p.s[j] != '"' {
			return zero, -1, nil
		}
		key, k, err := p.strText(j)
		if err != nil || k < 0 {
			return zero, -1, err
		}
		if k, ok = p.wsIn(k); !ok || k >= len(p.s) || p.s[k] != ':' {
			return zero, -1, nil
		}
		if k, ok = p.wsIn(k + 1); !ok {
			return zero, -1, nil
		}
		v, end, err := p.value(k, depth)
		if err != nil || end < 0 {
			return zero, -1, err
		}
		p.b.Set(obj, key, v)
		if k, ok = p.wsIn(end); !ok || k >= len(p.s) {
			return zero, -1, nil
		}
		switch p.s[k] {
		case '}':
			return p.made(obj, k+1)
		case ',':
			if j, ok = p.wsIn(k + 1); !ok {
				return zero, -1, nil
			}
		default:
			return zero, -1, nil
		}
	}
}

func (p *gemParser[V]) made(obj V, end int) (V, int, error) {
	v, err := p.b.Object(obj)
	if err != nil {
		return v, -1, err
	}
	return v, end, nil
}
