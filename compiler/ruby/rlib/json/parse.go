package json

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/util/hexval"
)

// ParseOptions are JSON.parse's options.
type ParseOptions struct {
	// SymbolizeNames makes object keys Symbols.
	SymbolizeNames bool
	// MaxNesting is the deepest nesting accepted; 0 means no limit
	// (JSON.parse's default is 100).
	MaxNesting int
	// AllowNaN accepts NaN, Infinity and -Infinity.
	AllowNaN bool
	// CreateAdditions turns an object with a "json_class" key into an
	// object of that class (JSON.load does; JSON.parse does not by
	// default). String is known here ({"json_class":"String","raw":[..]}
	// is a binary String); other classes go to Addition.
	CreateAdditions bool
	// Addition resolves another json_class: the class's json_create
	// result, or false when the class is not json_creatable?. Without it,
	// such objects stay Hashes.
	Addition func(class rv.Value, h *rv.Hash) (rv.Value, bool, error)
}

// ParseOptionsFrom reads JSON.parse's options Hash (Symbol keys): the
// defaults, then :symbolize_names, :max_nesting (Integer, or false/nil
// for none), :allow_nan, :create_additions. Options that do not change
// the result here (:freeze, :decimal_class nil, :object_class nil,
// :array_class nil) are accepted; a decimal, object or array class is
// refused as not supported.
func ParseOptionsFrom(opts *rv.Hash) (ParseOptions, error) {
	o := ParseOptions{MaxNesting: 100}
	return o, o.merge(opts)
}

// LoadOptions are JSON.load's: JSON.load_default_options (no nesting
// limit, NaN allowed, additions created).
func LoadOptions() ParseOptions {
	return ParseOptions{AllowNaN: true, CreateAdditions: true}
}

func (o *ParseOptions) merge(opts *rv.Hash) error {
	if opts == nil {
		return nil
	}
	get := func(k string) (rv.Value, bool) { return opts.Get(rv.Symbol(k)) }
	if v, ok := get("symbolize_names"); ok {
		o.SymbolizeNames = truthy(v)
	}
	if v, ok := get("max_nesting"); ok {
		switch x := v.(type) {
		case int64:
			o.MaxNesting = int(x)
		case nil, bool:
			if truthy(v) {
				return rv.Errorf("TypeError", "no implicit conversion of true into Integer")
			}
			o.MaxNesting = 0
		default:
			return rv.Errorf("TypeError", "no implicit conversion of "+rv.ClassName(v)+" into Integer")
		}
	}
	if v, ok := get("allow_nan"); ok {
		o.AllowNaN = truthy(v)
	}
	if v, ok := get("create_additions"); ok {
		o.CreateAdditions = truthy(v)
	}
	for _, k := range []string{"decimal_class", "object_class", "array_class"} {
		if v, ok := get(k); ok && v != nil {
			return rv.Errorf("NotImplementedError", "JSON.parse's :"+k+" is not supported by Punch's Ruby runtime")
		}
	}
	return nil
}

// Parse is JSON.parse(src, opts): the value of the JSON text src (bytes,
// as the gem takes them: invalid UTF-8 inside strings is kept).
//
// A syntax error is the gem's ParserError "unexpected token at 'REST'",
// where REST is the text from where the gem's state machine stopped: an
// array stops at the element or separator that is wrong; an object never
// stops itself, its failure is its container's (an array's at the
// object, or at the top the start of the document's value); NaN and
// -Infinity stop at themselves, Infinity one byte before; a '/' that does
// not start a comment stops at the next character; a comment the text
// ends in, at the end. A number is a Float when the gem's float pattern
// matches and is not followed by a digit, 'e', 'E', '.' or '-', else an
// Integer when not followed by a digit, else no value ("01").
func Parse(src string, opts ParseOptions) (rv.Value, error) {
	p := &parser{s: src, opts: opts}
	i, err := p.ws(0)
	if err != nil {
		return nil, err
	}
	v, end, err := p.value(i, 0)
	if err != nil {
		return nil, err
	}
	if end < 0 {
		return nil, p.unexpected(i)
	}
	j, err := p.ws(end)
	if err != nil {
		return nil, err
	}
	if j < len(src) {
		return nil, p.unexpected(j)
	}
	return v, nil
}

// Load is JSON.load(src) for a String source (nil or "" is null).
func Load(src *rv.String, opts ParseOptions) (rv.Value, error) {
	if src == nil || src.S == "" {
		return nil, nil
	}
	return Parse(src.S, opts)
}

type parser struct {
	s    string
	opts ParseOptions
}

// unexpected is the ParserError for the text from at (nothing when at is
// outside the text).
func (p *parser) unexpected(at int) error {
	rest := ""
	if at >= 0 && at <= len(p.s) {
		rest = p.s[at:]
	}
	return rv.Errorf("JSON::ParserError", "unexpected token at '"+rest+"'")
}

// ws skips white space and comments (/* */, and // to a newline). A
// comment the text ends in, or a '/' starting none, is an error.
func (p *parser) ws(i int) (int, error) {
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

// value parses the value at i: it, and the offset after it (-1 when
// there is no value there: the container words the error), or a raised
// error. depth is the nesting around it.
func (p *parser) value(i, depth int) (rv.Value, int, error) {
	s := p.s
	if i >= len(s) {
		return nil, -1, nil
	}
	switch c := s[i]; {
	case c == '"':
		str, end, err := p.str(i)
		if err != nil || end < 0 {
			return nil, end, err
		}
		return str, end, nil
	case c == '[':
		return p.array(i, depth+1)
	case c == '{':
		return p.object(i, depth+1)
	case strings.HasPrefix(s[i:], "-Infinity"):
		if !p.opts.AllowNaN {
			return nil, -1, p.unexpected(i)
		}
		return math.Inf(-1), i + 9, nil
	case c == '-' || c >= '0' && c <= '9':
		return p.number(i)
	case strings.HasPrefix(s[i:], "NaN"):
		if !p.opts.AllowNaN {
			return nil, -1, p.unexpected(i)
		}
		return math.NaN(), i + 3, nil
	case strings.HasPrefix(s[i:], "Infinity"):
		if !p.opts.AllowNaN {
			return nil, -1, p.unexpected(i - 1)
		}
		return math.Inf(1), i + 8, nil
	case strings.HasPrefix(s[i:], "true"):
		return true, i + 4, nil
	case strings.HasPrefix(s[i:], "false"):
		return false, i + 5, nil
	case strings.HasPrefix(s[i:], "null"):
		return nil, i + 4, nil
	}
	return nil, -1, nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// number parses a number as the gem does: first its float pattern,
// -?(0|[1-9][0-9]*)(\.[0-9]+([eE][+-]?[0-9]+)?|[eE][+-]?[0-9]+), taken
// only when no digit, 'e', 'E', '.' or '-' follows; else its integer
// pattern -?(0|[1-9][0-9]*), taken only when no digit follows.
func (p *parser) number(i int) (rv.Value, int, error) {
	s := p.s
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
		return nil, -1, nil
	}
	intEnd := j
	if f, end, ok := p.float(i, intEnd); ok {
		return f, end, nil
	}
	if intEnd < len(s) && isDigit(s[intEnd]) {
		return nil, -1, nil
	}
	text := s[i:intEnd]
	if n, err := strconv.ParseInt(text, 10, 64); err == nil {
		return n, intEnd, nil
	}
	b, _ := new(big.Int).SetString(text, 10)
	return rv.Int(b), intEnd, nil
}

// float matches the fraction and exponent after the integer part ending
// at j.
func (p *parser) float(i, j int) (float64, int, bool) {
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
func (p *parser) str(i int) (*rv.String, int, error) {
	s := p.s
	// First the token, as the gem's grammar takes it: no raw control
	// characters, \u with four hex digits, any other escaped character.
	j := i + 1
	simple := true
	for ; j < len(s) && s[j] != '"'; j++ {
		c := s[j]
		switch {
		case c < 0x20:
			return nil, -1, nil
		case c == '\\':
			simple = false
			if j+1 >= len(s) || s[j+1] < 0x20 {
				return nil, -1, nil
			}
			if s[j+1] == 'u' {
				if j+6 > len(s) || !isHex4(s[j+2:j+6]) {
					return nil, -1, nil
				}
				j += 5
			} else {
				j++
			}
		}
	}
	if j >= len(s) {
		return nil, -1, nil
	}
	end := j + 1
	body := s[i+1 : j]
	if simple {
		return rv.Str(body), end, nil
	}
	out, err := p.unescape(body, i+1)
	if err != nil {
		return nil, -1, err
	}
	return rv.Str(out), end, nil
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
func (p *parser) unescape(body string, at int) (string, error) {
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
					return "", rv.Errorf("JSON::ParserError", "incomplete surrogate pair at '"+p.s[at+i-6:]+"'")
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

func (p *parser) checkDepth(depth int) error {
	if p.opts.MaxNesting != 0 && depth > p.opts.MaxNesting {
		return rv.Errorf("JSON::NestingError", "nesting of "+strconv.Itoa(depth)+" is too deep")
	}
	return nil
}

func (p *parser) array(i, depth int) (rv.Value, int, error) {
	if err := p.checkDepth(depth); err != nil {
		return nil, -1, err
	}
	a := &rv.Array{}
	j, err := p.ws(i + 1)
	if err != nil {
		return nil, -1, err
	}
	if j < len(p.s) && p.s[j] == ']' {
		return a, j + 1, nil
	}
	for {
		v, end, err := p.value(j, depth)
		if err != nil {
			return nil, -1, err
		}
		if end < 0 {
			return nil, -1, p.unexpected(j)
		}
		a.Elems = append(a.Elems, v)
		k, err := p.ws(end)
		if err != nil {
			return nil, -1, err
		}
		switch {
		case k < len(p.s) && p.s[k] == ']':
			return a, k + 1, nil
		case k < len(p.s) && p.s[k] == ',':
			if j, err = p.ws(k + 1); err != nil {
				return nil, -1, err
			}
		default:
			return nil, -1, p.unexpected(k)
		}
	}
}

func (p *parser) object(i, depth int) (rv.Value, int, error) {
	if err := p.checkDepth(depth); err != nil {
		return nil, -1, err
	}
	h := rv.NewHash(0)
	j, ok := p.wsIn(i + 1)
	if !ok || j >= len(p.s) {
		return nil, -1, nil
	}
	if p.s[j] == '}' {
		return p.addition(h, j+1)
	}
	for {
		if j >= len(p.s) || p.s[j] != '"' {
			return nil, -1, nil
		}
		key, k, err := p.str(j)
		if err != nil || k < 0 {
			return nil, -1, err
		}
		if k, ok = p.wsIn(k); !ok || k >= len(p.s) || p.s[k] != ':' {
			return nil, -1, nil
		}
		if k, ok = p.wsIn(k + 1); !ok {
			return nil, -1, nil
		}
		v, end, err := p.value(k, depth)
		if err != nil || end < 0 {
			return nil, -1, err
		}
		if p.opts.SymbolizeNames {
			h.Set(rv.Symbol(key.S), v)
		} else {
			h.Set(key, v)
		}
		if k, ok = p.wsIn(end); !ok || k >= len(p.s) {
			return nil, -1, nil
		}
		switch p.s[k] {
		case '}':
			return p.addition(h, k+1)
		case ',':
			if j, ok = p.wsIn(k + 1); !ok {
				return nil, -1, nil
			}
		default:
			return nil, -1, nil
		}
	}
}

// wsIn is ws inside an object, where a failed comment fails the object
// (its container words the error).
func (p *parser) wsIn(i int) (int, bool) {
	j, err := p.ws(i)
	return j, err == nil
}

// addition applies create_additions to a parsed object.
func (p *parser) addition(h *rv.Hash, end int) (rv.Value, int, error) {
	if !p.opts.CreateAdditions {
		return h, end, nil
	}
	class, ok := h.Get(rv.Str("json_class"))
	if !ok || class == nil {
		return h, end, nil
	}
	if cs, ok := class.(*rv.String); ok && cs.S == "String" {
		// String.json_create: o['raw'].pack('C*').
		raw, _ := h.Get(rv.Str("raw"))
		arr, ok := raw.(*rv.Array)
		if !ok {
			return nil, -1, rv.Errorf("NoMethodError", "undefined method `pack' for "+rv.Inspect(raw))
		}
		buf := make([]byte, len(arr.Elems))
		for i, e := range arr.Elems {
			n, ok := e.(int64)
			if !ok {
				return nil, -1, rv.Errorf("TypeError", "no implicit conversion of "+rv.ClassName(e)+" into Integer")
			}
			buf[i] = byte(n)
		}
		return rv.BinStr(buf), end, nil
	}
	if p.opts.Addition == nil {
		return h, end, nil
	}
	v, made, err := p.opts.Addition(class, h)
	if err != nil {
		return nil, -1, err
	}
	if !made {
		return h, end, nil
	}
	return v, end, nil
}
