package server

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/hexval"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
)

// Fast paths for what every agent sends: a catalog request's form and its
// facts JSON. They accept only plain, valid input and build the same
// values the general decoders (url.ParseQuery, data.DecodeJSON and
// values.HashFromData) would; anything else (an error, a comment in the JSON, an
// unusual escape, a parameter given twice) makes them give up, and the
// general decoders decide, with their messages.

// catalogParamNames are the form parameters DecodeCatalogParams reads.
var catalogParamNames = [...]string{
	"environment", "configured_environment", "transaction_uuid", "job_uuid",
	"checksum_type", "facts_format", "check_environment", "static_catalog", "facts",
}

const factsParam = 8 // index of "facts" in catalogParamNames

// maxFastParams is the number of form parameters beyond which the general
// decoder decides.
const maxFastParams = 64

// formValues are the raw (still escaped) values of the parameters of
// catalogParamNames in one query string or body, and how often each was
// given.
type formValues struct {
	raw   [len(catalogParamNames)]string
	count [len(catalogParamNames)]int
}

// scanForm reads a query string or form body as url.ParseQuery does, keeping
// the known parameters' raw values. ok is false when ParseQuery would
// report an error (a semicolon, a bad escape) or a key needs unescaping.
func scanForm(s string, out *formValues) bool {
	if strings.Count(s, "&") >= maxFastParams {
		return false // (url.ParseQuery limits the number of parameters)
	}
	for s != "" {
		var pair string
		pair, s, _ = strings.Cut(s, "&")
		if strings.IndexByte(pair, ';') >= 0 {
			return false
		}
		if pair == "" {
			continue
		}
		key, value, _ := strings.Cut(pair, "=")
		if strings.IndexByte(key, '%') >= 0 || strings.IndexByte(key, '+') >= 0 {
			return false
		}
		// The facts' escapes are checked as they are decoded
		// (appendUnescapedChecked): the body's one long value is read
		// once less.
		facts := false
		for i, n := range catalogParamNames {
			if n == key {
				out.raw[i] = value
				out.count[i]++
				facts = i == factsParam
				break
			}
		}
		if !facts && !validEscapes(value) {
			return false
		}
	}
	return true
}

// validEscapes reports whether every % in s starts a %XX escape.
func validEscapes(s string) bool {
	for {
		i := strings.IndexByte(s, '%')
		if i < 0 {
			return true
		}
		if i+2 >= len(s) || !hexval.Is(s[i+1]) || !hexval.Is(s[i+2]) {
			return false
		}
		s = s[i+3:]
	}
}

// appendUnescaped appends s decoded as a query component ('+' is a space,
// %XX a byte); s has valid escapes.
func appendUnescaped(b []byte, s string) []byte {
	for {
		i := strings.IndexAny(s, "%+")
		if i < 0 {
			return append(b, s...)
		}
		b = append(b, s[:i]...)
		if s[i] == '+' {
			b = append(b, ' ')
			s = s[i+1:]
			continue
		}
		b = append(b, byte(hexval.Digit(s[i+1]))<<4|byte(hexval.Digit(s[i+2])))
		s = s[i+3:]
	}
}

// appendUnescapedChecked is appendUnescaped for s not yet checked: ok is
// false when a % does not start a %XX escape (validEscapes).
func appendUnescapedChecked(b []byte, s string) ([]byte, bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '+':
			c = ' '
		case '%':
			if i+2 >= len(s) || !hexval.Is(s[i+1]) || !hexval.Is(s[i+2]) {
				return b, false
			}
			c = byte(hexval.Digit(s[i+1]))<<4 | byte(hexval.Digit(s[i+2]))
			i += 2
		}
		b = append(b, c)
	}
	return b, true
}

// queryUnescape is url.QueryUnescape for a value with valid escapes.
func queryUnescape(s string) string {
	if strings.IndexByte(s, '%') < 0 && strings.IndexByte(s, '+') < 0 {
		return s
	}
	return string(appendUnescaped(make([]byte, 0, len(s)), s))
}

// cgiUnescapeInPlace is cgiUnescape over b, in place (the result is never
// longer).
func cgiUnescapeInPlace(b []byte) []byte {
	w := 0
	for r := 0; r < len(b); r++ {
		c := b[r]
		switch {
		case c == '+':
			c = ' '
		case c == '%' && r+2 < len(b) && hexval.Is(b[r+1]) && hexval.Is(b[r+2]):
			c = byte(hexval.Digit(b[r+1]))<<4 | byte(hexval.Digit(b[r+2]))
			r += 2
		}
		b[w] = c
		w++
	}
	return b[:w]
}

// decodeCatalogParamsFast is DecodeCatalogParams for plain, valid input;
// ok is false when the general decoder must decide (including for every
// input it rejects).
func decodeCatalogParamsFast(query, body string) (*CatalogParams, bool) {
	var q, b formValues
	if !scanForm(query, &q) || !scanForm(body, &b) {
		return nil, false
	}
	// Body parameters replace the query's (all values of the name).
	var raw [len(catalogParamNames)]string
	for i := range catalogParamNames {
		src := &q
		if b.count[i] > 0 {
			src = &b
		}
		switch src.count[i] {
		case 0:
		case 1:
			raw[i] = src.raw[i]
		default:
			return nil, false
		}
	}
	p := &CatalogParams{
		Environment:           queryUnescape(raw[0]),
		ConfiguredEnvironment: queryUnescape(raw[1]),
		TransactionUUID:       queryUnescape(raw[2]),
		JobUUID:               queryUnescape(raw[3]),
		ChecksumType:          queryUnescape(raw[4]),
		FactsFormat:           queryUnescape(raw[5]),
		CheckEnvironment:      queryUnescape(raw[6]) == "true",
		StaticCatalog:         queryUnescape(raw[7]) == "true",
	}
	if checkEnvironmentParam(p.Environment) != nil {
		return nil, false
	}
	if raw[factsParam] == "" {
		return p, true
	}
	switch p.FactsFormat {
	case "application/json", "json", "pson", "text/pson":
	default:
		return nil, false
	}
	// The form's decoding, then Puppet's CGI.unescape of the facts (the
	// agent encodes them twice), in one buffer that becomes Facts.Raw.
	form, ok := appendUnescapedChecked(make([]byte, 0, len(raw[factsParam])), raw[factsParam])
	if !ok {
		return nil, false
	}
	f, ok := decodeFactsFast(cgiUnescapeInPlace(form))
	if !ok {
		return nil, false
	}
	p.Facts = f
	return p, true
}

// decodeFactsFast is DecodeFactsJSON for plain, valid facts JSON; ok is
// false when the general decoder must decide.
func decodeFactsFast(src []byte) (*Facts, bool) {
	d := fastJSON{src: src}
	d.space()
	if d.pos >= len(src) || src[d.pos] != '{' {
		return nil, false
	}
	d.pos++
	f := &Facts{Raw: src}
	var name values.Value
	hasName, hasValues := false, false
	d.space()
	if d.peek('}') {
		return nil, false // no name
	}
	for {
		key, ok := d.memberName()
		if !ok {
			return nil, false
		}
		v, ok := d.value(2)
		if !ok {
			return nil, false
		}
		switch key {
		case "name":
			name, hasName = v, true
		case "values":
			switch x := v.(type) {
			case *values.Hash:
				f.Values = x
			default:
				// null, an Array...: the general decoder says what
				// Puppet says of them
				return nil, false
			}
			hasValues = true
		case "timestamp":
			f.Timestamp, _ = v.(string)
		case "expiration":
			f.Expiration, _ = v.(string)
		}
		if more, ok := d.next('}'); !more {
			if !ok {
				return nil, false
			}
			break
		}
	}
	d.space()
	if d.pos != len(src) {
		return nil, false
	}
	n, ok := name.(string)
	if !hasName || !ok {
		return nil, false
	}
	f.Name = n
	if !hasValues || checkFactTimes(f) != nil {
		return nil, false
	}
	return f, true
}

// fastJSON decodes strict JSON (no comments, no byte order mark, the
// standard escapes, UTF-8) into Puppet values; every method reports false
// on anything else.
type fastJSON struct {
	src []byte
	pos int
	buf []byte
	// kv holds the keys and values of the objects being decoded (nested
	// ones after their parent's), so that each Hash is made at its size.
	kv []values.Value
}

func (d *fastJSON) space() { d.pos = data.SkipJSONSpace(d.src, d.pos) }

// peek consumes c when it is next.
func (d *fastJSON) peek(c byte) bool {
	if d.pos < len(d.src) && d.src[d.pos] == c {
		d.pos++
		return true
	}
	return false
}

// next reads what follows an object's member or an array's element: a
// comma (more is true: another follows) or the closing bracket (more is
// false, ok true); ok is false on anything else.
func (d *fastJSON) next(closing byte) (more, ok bool) {
	d.space()
	if d.peek(',') {
		return true, true
	}
	return false, d.peek(closing)
}

// memberName reads an object member's name and its colon, with the white
// space around them; false when they are not there.
func (d *fastJSON) memberName() (string, bool) {
	d.space()
	k, ok := d.str()
	if !ok {
		return "", false
	}
	d.space()
	if !d.peek(':') {
		return "", false
	}
	d.space()
	return k, true
}

// value decodes a value at depth (the document's value is depth 1).
func (d *fastJSON) value(depth int) (values.Value, bool) {
	if d.pos >= len(d.src) {
		return nil, false
	}
	switch c := d.src[d.pos]; {
	case c == '"':
		s, ok := d.str()
		return s, ok
	case c == '{':
		if depth > rubyMaxNesting {
			return nil, false
		}
		return d.object(depth)
	case c == '[':
		if depth > rubyMaxNesting {
			return nil, false
		}
		return d.array(depth)
	case c == '-' || c >= '0' && c <= '9':
		return d.number()
	case d.literal("true"):
		return true, true
	case d.literal("false"):
		return false, true
	case d.literal("null"):
		return nil, true
	}
	return nil, false
}

func (d *fastJSON) literal(word string) bool {
	if len(d.src)-d.pos >= len(word) && string(d.src[d.pos:d.pos+len(word)]) == word {
		d.pos += len(word)
		return true
	}
	return false
}

func (d *fastJSON) object(depth int) (values.Value, bool) {
	d.pos++ // {
	d.space()
	if d.peek('}') {
		return values.NewHash(0), true
	}
	start := len(d.kv)
	defer func() { d.kv = d.kv[:start] }()
	for {
		k, ok := d.memberName()
		if !ok {
			return nil, false
		}
		v, ok := d.value(depth + 1)
		if !ok {
			return nil, false
		}
		d.kv = append(d.kv, k, v)
		if more, ok := d.next('}'); !more {
			if !ok {
				return nil, false
			}
			break
		}
	}
	kv := d.kv[start:]
	h := values.NewHash(len(kv) / 2)
	for i := 0; i < len(kv); i += 2 {
		// As data.Map and values.Hash do: a repeated key keeps its first
		// place and takes the last value.
		h.Put(kv[i], kv[i+1])
	}
	return h, true
}

func (d *fastJSON) array(depth int) (values.Value, bool) {
	d.pos++ // [
	out := []values.Value{}
	d.space()
	if d.peek(']') {
		return out, true
	}
	for {
		d.space()
		v, ok := d.value(depth + 1)
		if !ok {
			return nil, false
		}
		out = append(out, v)
		if more, ok := d.next(']'); !more {
			if !ok {
				return nil, false
			}
			return out, true
		}
	}
}

// str decodes a string: plain runs are copied at once; the escapes are
// \" \\ \/ \b \f \n \r \t and \uXXXX outside the surrogates.
func (d *fastJSON) str() (string, bool) {
	if !d.peek('"') {
		return "", false
	}
	start := d.pos
	ascii := true
	for d.pos < len(d.src) {
		c := d.src[d.pos]
		switch {
		case c == '"':
			s := d.src[start:d.pos]
			d.pos++
			if !ascii && !utf8.Valid(s) {
				return "", false
			}
			return string(s), true
		case c == '\\':
			return d.escapedStr(start)
		case c < 0x20:
			return "", false
		case c >= utf8.RuneSelf:
			ascii = false
		}
		d.pos++
	}
	return "", false
}

// escapedStr continues str from the first backslash.
func (d *fastJSON) escapedStr(start int) (string, bool) {
	b := append(d.buf[:0], d.src[start:d.pos]...)
	for d.pos < len(d.src) {
		c := d.src[d.pos]
		switch {
		case c == '"':
			d.pos++
			d.buf = b
			if !utf8.Valid(b) {
				return "", false
			}
			return string(b), true
		case c < 0x20:
			return "", false
		case c != '\\':
			b = append(b, c)
			d.pos++
			continue
		}
		if d.pos+1 >= len(d.src) {
			return "", false
		}
		e := d.src[d.pos+1]
		d.pos += 2
		switch e {
		case '"', '\\', '/':
			b = append(b, e)
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'u':
			if d.pos+4 > len(d.src) {
				return "", false
			}
			var r rune
			for _, h := range d.src[d.pos : d.pos+4] {
				if !hexval.Is(h) {
					return "", false
				}
				r = r<<4 | rune(hexval.Digit(h))
			}
			if r >= 0xd800 && r < 0xe000 {
				return "", false // surrogates: the general decoder pairs them
			}
			b = utf8.AppendRune(b, r)
			d.pos += 4
		default:
			return "", false
		}
	}
	return "", false
}

// number decodes JSON's number grammar: an Integer when it has neither a
// fraction nor an exponent (and fits 64 bits), else a Float.
func (d *fastJSON) number() (values.Value, bool) {
	start := d.pos
	i, isFloat, syn := data.ScanJSONNumber(d.src, start)
	if syn != data.NumberOK {
		return nil, false
	}
	text := string(d.src[start:i])
	d.pos = i
	if isFloat {
		f, err := strconv.ParseFloat(text, 64)
		if err != nil {
			return nil, false
		}
		return f, true
	}
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil {
		return nil, false
	}
	return n, true
}
