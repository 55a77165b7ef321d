package data

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// JSONEscape is the character a one-character JSON escape (after a
// backslash) stands for: \" \\ \/ \b \f \n \r \t (HOCON's quoted strings
// use the same).
func JSONEscape(e byte) (byte, bool) {
	switch e {
	case '"', '\\', '/':
		return e, true
	case 'b':
		return '\b', true
	case 'f':
		return '\f', true
	case 'n':
		return '\n', true
	case 'r':
		return '\r', true
	case 't':
		return '\t', true
	}
	return 0, false
}

// JSONOptions configure DecodeJSON.
type JSONOptions struct {
	// File names the input in errors.
	File string
	Limits
}

// DecodeJSON decodes one JSON value the way Ruby's JSON.parse (json 2.6,
// as used by Puppet 7 on Ruby 3.1) does: any value may be at the top,
// /* */ and // comments count as white space, the last of duplicate keys
// wins (keeping the first key's position), and an unknown escape such as
// \q stands for the character itself. NaN and Infinity are refused.
//
// An integer beyond 64 bits is a *big.Int, as Ruby's Integer of any size
// (Puppet keeps it: compiler/values/bignum.go), up to MaxIntegerDigits
// digits: past them it is an error, which keeps decoding linear in the
// input. Punch is stricter than Ruby on invalid UTF-8, an error. Errors
// carry line and column.
func DecodeJSON(src []byte, opts JSONOptions) (v any, err error) {
	lim := opts.Limits.withDefaults()
	if len(src) > lim.MaxBytes {
		return nil, &Error{File: opts.File, Msg: fmt.Sprintf("input is %d bytes, more than the limit of %d bytes", len(src), lim.MaxBytes)}
	}
	bom := 0
	if bytes.HasPrefix(src, []byte("\xef\xbb\xbf")) {
		bom = 3
	}
	p := &jsonParser{src: src, pos: bom, file: opts.File, maxDepth: lim.MaxDepth}
	defer func() {
		if r := recover(); r != nil {
			v, err = nil, &Error{File: opts.File, Msg: fmt.Sprintf("internal error decoding JSON: %v", r)}
		}
	}()
	if err := p.space(); err != nil {
		return nil, err
	}
	if p.pos >= len(p.src) {
		return nil, p.errorf(p.pos, "unexpected end of input: the file holds no JSON value")
	}
	v, err = p.value(1)
	if err != nil {
		return nil, err
	}
	if err := p.space(); err != nil {
		return nil, err
	}
	if p.pos < len(p.src) {
		return nil, p.errorf(p.pos, "unexpected %s after the JSON value", p.describe(p.pos))
	}
	return v, nil
}

type jsonParser struct {
	src      []byte
	pos      int
	file     string
	maxDepth int
}

func (p *jsonParser) errorf(off int, format string, args ...any) error {
	line, col := lineCol(p.src, off)
	return &Error{File: p.file, Line: line, Column: col, Msg: "invalid JSON: " + fmt.Sprintf(format, args...)}
}

// describe names the input at off for messages.
func (p *jsonParser) describe(off int) string {
	if off >= len(p.src) {
		return "end of input"
	}
	r, _ := utf8.DecodeRune(p.src[off:])
	if r == utf8.RuneError {
		return fmt.Sprintf("byte 0x%02x", p.src[off])
	}
	return strconv.QuoteRune(r)
}

// space skips white space and comments.
func (p *jsonParser) space() error {
	for p.pos < len(p.src) {
		switch c := p.src[p.pos]; c {
		case ' ', '\t', '\n', '\r':
			p.pos++
		case '/':
			if p.pos+1 >= len(p.src) {
				return p.errorf(p.pos, "unexpected '/'")
			}
			switch p.src[p.pos+1] {
			case '*':
				end := bytes.Index(p.src[p.pos+2:], []byte("*/"))
				if end < 0 {
					return p.errorf(p.pos, "unterminated /* comment")
				}
				p.pos += 2 + end + 2
			case '/':
				end := bytes.IndexByte(p.src[p.pos:], '\n')
				if end < 0 {
					p.pos = len(p.src)
				} else {
					p.pos += end + 1
				}
			default:
				return p.errorf(p.pos, "unexpected '/'")
			}
		default:
			return nil
		}
	}
	return nil
}

func (p *jsonParser) value(depth int) (any, error) {
	if p.pos >= len(p.src) {
		return nil, p.errorf(p.pos, "unexpected end of input, expected a value")
	}
	switch c := p.src[p.pos]; {
	case c == '{':
		return p.object(depth)
	case c == '[':
		return p.array(depth)
	case c == '"':
		return p.str()
	case c == '-' || (c >= '0' && c <= '9'):
		return p.number()
	case bytes.HasPrefix(p.src[p.pos:], []byte("true")):
		p.pos += 4
		return true, nil
	case bytes.HasPrefix(p.src[p.pos:], []byte("false")):
		p.pos += 5
		return false, nil
	case bytes.HasPrefix(p.src[p.pos:], []byte("null")):
		p.pos += 4
		return nil, nil
	case bytes.HasPrefix(p.src[p.pos:], []byte("NaN")), bytes.HasPrefix(p.src[p.pos:], []byte("Infinity")):
		return nil, p.errorf(p.pos, "NaN and Infinity are not allowed")
	}
	return nil, p.errorf(p.pos, "unexpected %s, expected a value", p.describe(p.pos))
}

func (p *jsonParser) object(depth int) (any, error) {
	if depth > p.maxDepth {
		return nil, p.errorf(p.pos, "data is nested more than %d levels deep", p.maxDepth)
	}
	open := p.pos
	p.pos++ // {
	m := NewMap(0)
	if err := p.space(); err != nil {
		return nil, err
	}
	if p.pos < len(p.src) && p.src[p.pos] == '}' {
		p.pos++
		return m, nil
	}
	for {
		if err := p.space(); err != nil {
			return nil, err
		}
		if p.pos >= len(p.src) {
			return nil, p.errorf(open, "unterminated object: no closing '}'")
		}
		if p.src[p.pos] != '"' {
			return nil, p.errorf(p.pos, "unexpected %s, expected a string key", p.describe(p.pos))
		}
		k, err := p.str()
		if err != nil {
			return nil, err
		}
		if err := p.space(); err != nil {
			return nil, err
		}
		if p.pos >= len(p.src) || p.src[p.pos] != ':' {
			return nil, p.errorf(p.pos, "unexpected %s, expected ':' after the key", p.describe(p.pos))
		}
		p.pos++
		if err := p.space(); err != nil {
			return nil, err
		}
		v, err := p.value(depth + 1)
		if err != nil {
			return nil, err
		}
		m.Set(k, v)
		if err := p.space(); err != nil {
			return nil, err
		}
		if p.pos >= len(p.src) {
			return nil, p.errorf(open, "unterminated object: no closing '}'")
		}
		switch p.src[p.pos] {
		case ',':
			p.pos++
		case '}':
			p.pos++
			return m, nil
		default:
			return nil, p.errorf(p.pos, "unexpected %s, expected ',' or '}'", p.describe(p.pos))
		}
	}
}

func (p *jsonParser) array(depth int) (any, error) {
	if depth > p.maxDepth {
		return nil, p.errorf(p.pos, "data is nested more than %d levels deep", p.maxDepth)
	}
	open := p.pos
	p.pos++ // [
	out := []any{}
	if err := p.space(); err != nil {
		return nil, err
	}
	if p.pos < len(p.src) && p.src[p.pos] == ']' {
		p.pos++
		return out, nil
	}
	for {
		if err := p.space(); err != nil {
			return nil, err
		}
		if p.pos >= len(p.src) {
			return nil, p.errorf(open, "unterminated array: no closing ']'")
		}
		v, err := p.value(depth + 1)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
		if err := p.space(); err != nil {
			return nil, err
		}
		if p.pos >= len(p.src) {
			return nil, p.errorf(open, "unterminated array: no closing ']'")
		}
		switch p.src[p.pos] {
		case ',':
			p.pos++
		case ']':
			p.pos++
			return out, nil
		default:
			return nil, p.errorf(p.pos, "unexpected %s, expected ',' or ']'", p.describe(p.pos))
		}
	}
}

func (p *jsonParser) str() (string, error) {
	start := p.pos
	p.pos++ // opening quote
	var b strings.Builder
	for {
		if p.pos >= len(p.src) {
			return "", p.errorf(start, "unterminated string")
		}
		c := p.src[p.pos]
		switch {
		case c == '"':
			p.pos++
			return b.String(), nil
		case c < 0x20:
			return "", p.errorf(p.pos, "control character 0x%02x in a string must be escaped", c)
		case c == '\\':
			if p.pos+1 >= len(p.src) {
				return "", p.errorf(start, "unterminated string")
			}
			e := p.src[p.pos+1]
			if c, ok := JSONEscape(e); ok {
				b.WriteByte(c)
				p.pos += 2
				continue
			}
			switch e {
			case 'u':
				r, n, err := p.unicodeEscape(p.pos)
				if err != nil {
					return "", err
				}
				b.WriteRune(r)
				p.pos += n
				continue
			default:
				if e < 0x20 {
					return "", p.errorf(p.pos+1, "control character 0x%02x in a string must be escaped", e)
				}
				// as Ruby allows, any other character stands for itself
				r, size := utf8.DecodeRune(p.src[p.pos+1:])
				if r == utf8.RuneError && size <= 1 {
					return "", p.errorf(p.pos+1, "invalid UTF-8 in a string")
				}
				b.WriteRune(r)
				p.pos += 1 + size
				continue
			}
		default:
			r, size := utf8.DecodeRune(p.src[p.pos:])
			if r == utf8.RuneError && size <= 1 {
				return "", p.errorf(p.pos, "invalid UTF-8 in a string")
			}
			b.Write(p.src[p.pos : p.pos+size])
			p.pos += size
		}
	}
}

// unicodeEscape decodes \uXXXX (and a following low surrogate) at off,
// returning the rune and the bytes consumed.
func (p *jsonParser) unicodeEscape(off int) (rune, int, error) {
	hex4 := func(at int) (rune, bool) {
		if at+6 > len(p.src) || p.src[at] != '\\' || p.src[at+1] != 'u' {
			return 0, false
		}
		n, err := strconv.ParseUint(string(p.src[at+2:at+6]), 16, 32)
		if err != nil {
			return 0, false
		}
		return rune(n), true
	}
	r, ok := hex4(off)
	if !ok {
		return 0, 0, p.errorf(off, "invalid \\u escape: need four hex digits")
	}
	if utf16.IsSurrogate(r) {
		if r2, ok := hex4(off + 6); ok {
			if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
				return dec, 12, nil
			}
		}
		return utf8.RuneError, 6, nil
	}
	return r, 6, nil
}

// SkipJSONSpace returns the position of the first byte at or after pos
// that is not JSON's white space (space, tab, line feed, carriage
// return; RFC 8259, without the comments DecodeJSON also skips).
func SkipJSONSpace(src []byte, pos int) int {
	for pos < len(src) {
		switch src[pos] {
		case ' ', '\t', '\n', '\r':
			pos++
		default:
			return pos
		}
	}
	return pos
}

// NumberSyntax is what ScanJSONNumber found: a number, or the first rule
// of JSON's number grammar the text breaks.
type NumberSyntax int

const (
	NumberOK          NumberSyntax = iota
	NumberNoDigits                 // no digit (after an optional '-')
	NumberLeadingZero              // an integer part of several digits starting with 0
	NumberNoFraction               // '.' without a digit after it
	NumberNoExponent               // 'e' or 'E' (and a sign) without a digit after it
)

// ScanJSONNumber scans the JSON (RFC 8259) number at src[pos:]: -?
// int frac? exp?. It returns where the number ends, whether it has a
// fraction or an exponent (JSON's float; else an integer), and NumberOK;
// or where it stopped and the rule broken. The one reading of JSON's
// number grammar for the JSON decoder, the server's fast catalog request
// decoder and the environment loader's metadata.json scanner.
func ScanJSONNumber(src []byte, pos int) (end int, isFloat bool, syn NumberSyntax) {
	i := pos
	if i < len(src) && src[i] == '-' {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(src) && src[i] >= '0' && src[i] <= '9' {
			i++
			n++
		}
		return n
	}
	intStart := i
	if digits() == 0 {
		return i, false, NumberNoDigits
	}
	if src[intStart] == '0' && i-intStart > 1 {
		return i, false, NumberLeadingZero
	}
	if i < len(src) && src[i] == '.' {
		i++
		if digits() == 0 {
			return i, false, NumberNoFraction
		}
		isFloat = true
	}
	if i < len(src) && (src[i] == 'e' || src[i] == 'E') {
		i++
		if i < len(src) && (src[i] == '+' || src[i] == '-') {
			i++
		}
		if digits() == 0 {
			return i, false, NumberNoExponent
		}
		isFloat = true
	}
	return i, isFloat, NumberOK
}

func (p *jsonParser) number() (any, error) {
	start := p.pos
	i, isFloat, syn := ScanJSONNumber(p.src, start)
	switch syn {
	case NumberNoDigits:
		return nil, p.errorf(start, "invalid number: expected digits")
	case NumberLeadingZero:
		return nil, p.errorf(start, "invalid number %q: leading zeros are not allowed", p.src[start:i])
	case NumberNoFraction:
		return nil, p.errorf(start, "invalid number: expected digits after '.'")
	case NumberNoExponent:
		return nil, p.errorf(start, "invalid number: expected digits in the exponent")
	}
	text := string(p.src[start:i])
	p.pos = i
	if isFloat {
		f, err := strconv.ParseFloat(text, 64)
		if err != nil && !errors.Is(err, strconv.ErrRange) {
			return nil, p.errorf(start, "invalid number %q", text)
		}
		return f, nil
	}
	n, err := strconv.ParseInt(text, 10, 64)
	if err == nil {
		return n, nil
	}
	// The scan accepted the digits, so only the range can fail: Ruby's
	// JSON.parse makes an Integer of any size. Its digits are bounded:
	// big.Int's decimal conversion takes time quadratic in them (an agent's
	// facts holding a 3-million-digit number kept a CPU busy for over a
	// minute, and a body may hold 64 MB of them).
	b, err := BigInteger(text)
	if err != nil {
		return nil, p.errorf(start, "%s", err.Error())
	}
	return b, nil
}

// MaxIntegerDigits is the most digits an integer beyond 64 bits may have
// in JSON and YAML data (Ruby has no bound). Converting decimal text to a
// big.Int takes time quadratic in its digits: with the bound, decoding
// stays linear in the input (a thousand digits is a 3,300-bit number, far
// past any fact or setting).
const MaxIntegerDigits = 1000

// BigInteger is the *big.Int of a decimal integer's text (an optional
// sign, then digits), or an error naming the number when it has more than
// MaxIntegerDigits digits.
func BigInteger(text string) (*big.Int, error) {
	digits := len(strings.TrimLeft(text, "+-"))
	if digits > MaxIntegerDigits {
		return nil, fmt.Errorf("integer %s has more than %d digits, the most Punch reads", shortNumber(text), MaxIntegerDigits)
	}
	b, ok := new(big.Int).SetString(text, 10)
	if !ok {
		return nil, fmt.Errorf("invalid number %q", shortNumber(text))
	}
	return b, nil
}

// shortNumber is a number's text for a message: a long one by its start
// and its length, so that the error (sent back and logged) stays short.
func shortNumber(text string) string {
	if len(text) <= 40 {
		return text
	}
	return fmt.Sprintf("%s... (%d digits)", text[:20], len(strings.TrimPrefix(text, "-")))
}
