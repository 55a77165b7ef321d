package rv

import (
	"strings"
	"unicode/utf8"
)

// Encodings after US-ASCII: UTF-16/32 and the single-byte sets of
// charsets_gen.go (recorded from Ruby 3.1 by gen_charsets.rb), in that
// list's order. A String in one of them is bytes with a label, as in
// Ruby; String#encode converts between them (compiler/ruby's m_encode.go).

type charsetKind uint8

const (
	kindSingle charsetKind = iota
	kindUTF16LE
	kindUTF16BE
	kindUTF32LE
	kindUTF32BE
	kindUTF16 // with a byte order mark (big-endian when writing)
	kindUTF32
)

type charset struct {
	name       string
	kind       charsetKind
	transcoder string // the name Ruby's converter errors give it
	aliases    []string
	consts     []string
	table      [128]int32 // a single-byte set's characters 0x80-0xFF; -1 undefined
}

// firstCharset is the Encoding of charsets[0].
const firstCharset = USASCII + 1

var (
	charsetByName  map[string]Encoding // upper-case names and aliases
	charsetByConst map[string]Encoding // Encoding:: constant names
	charsetRev     []map[rune]byte     // a single-byte set's bytes by character
)

func init() {
	charsetByName = map[string]Encoding{}
	charsetByConst = map[string]Encoding{}
	charsetRev = make([]map[rune]byte, len(charsets))
	for i, c := range charsets {
		e := firstCharset + Encoding(i)
		charsetByName[strings.ToUpper(c.name)] = e
		for _, a := range c.aliases {
			charsetByName[strings.ToUpper(a)] = e
		}
		for _, k := range c.consts {
			charsetByConst[k] = e
		}
		if c.kind == kindSingle {
			m := map[rune]byte{}
			for b, r := range c.table {
				if r >= 0 {
					if _, dup := m[r]; !dup {
						m[r] = byte(b + 0x80)
					}
				}
			}
			charsetRev[i] = m
		}
	}
}

func (e Encoding) charset() *charset {
	if e < firstCharset || int(e-firstCharset) >= len(charsets) {
		return nil
	}
	return &charsets[e-firstCharset]
}

// LookupEncoding is the Encoding a name or alias gives (any case), beyond
// UTF-8, ASCII-8BIT and US-ASCII.
func LookupEncoding(name string) (Encoding, bool) {
	e, ok := charsetByName[strings.ToUpper(name)]
	return e, ok
}

// EncodingConst is the Encoding an Encoding:: constant names
// (Encoding::UTF_16LE, ...), beyond UTF-8, ASCII-8BIT and US-ASCII.
func EncodingConst(name string) (Encoding, bool) {
	e, ok := charsetByConst[name]
	return e, ok
}

// Consts are the Encoding:: constants of e.
func (e Encoding) Consts() []string {
	if c := e.charset(); c != nil {
		return c.consts
	}
	return nil
}

// ASCIICompatible is Encoding#ascii_compatible?: false for UTF-16/32.
func (e Encoding) ASCIICompatible() bool {
	c := e.charset()
	return c == nil || c.kind == kindSingle
}

// Unicode tells whether e is UTF-8, UTF-16 or UTF-32 (whose replacement
// character is U+FFFD; others' is "?").
func (e Encoding) Unicode() bool {
	c := e.charset()
	return e == UTF8 || (c != nil && c.kind != kindSingle)
}

// Dummy tells whether e is UTF-16 or UTF-32 with a byte order mark, a
// dummy encoding in Ruby (strings are converted to it, not worked on).
func (e Encoding) Dummy() bool {
	c := e.charset()
	return c != nil && (c.kind == kindUTF16 || c.kind == kindUTF32)
}

// Transcoder is the name Ruby's converter errors give the encoding.
func (e Encoding) Transcoder() string {
	if c := e.charset(); c != nil {
		return c.transcoder
	}
	return e.Name()
}

// Decoded is one step of decoding: a character, or the bytes of an
// invalid sequence (Bad, with Again bytes re-read after it; Incomplete at
// the end of the input), or an undefined byte (Undef).
type Decoded struct {
	R          rune
	N          int // bytes taken
	Bad        bool
	Incomplete bool
	Again      int // bytes after the N that end the invalid sequence ("followed by")
	Undef      bool
}

// DecodeChar decodes the character at the start of s in e (UTF-8,
// US-ASCII, ASCII-8BIT or a charset) as Ruby's transcoders do.
func (e Encoding) DecodeChar(s string) Decoded {
	switch e {
	case UTF8:
		return decodeUTF8(s)
	case USASCII:
		if s[0] >= 0x80 {
			return Decoded{N: 1, Bad: true}
		}
		return Decoded{R: rune(s[0]), N: 1}
	case Binary:
		if s[0] >= 0x80 {
			return Decoded{N: 1, Undef: true}
		}
		return Decoded{R: rune(s[0]), N: 1}
	}
	c := e.charset()
	switch c.kind {
	case kindSingle:
		if s[0] < 0x80 {
			return Decoded{R: rune(s[0]), N: 1}
		}
		if r := c.table[s[0]-0x80]; r >= 0 {
			return Decoded{R: r, N: 1}
		}
		return Decoded{N: 1, Undef: true}
	case kindUTF16LE, kindUTF16BE:
		be := c.kind == kindUTF16BE
		unit := func(i int) rune {
			if be {
				return rune(s[i])<<8 | rune(s[i+1])
			}
			return rune(s[i+1])<<8 | rune(s[i])
		}
		if len(s) < 2 {
			return Decoded{N: len(s), Bad: true, Incomplete: true}
		}
		u := unit(0)
		switch {
		case u >= 0xDC00 && u <= 0xDFFF:
			return Decoded{N: 2, Bad: true}
		case u >= 0xD800 && u <= 0xDBFF:
			if len(s) < 4 {
				return Decoded{N: len(s), Bad: true, Incomplete: true}
			}
			l := unit(2)
			if l < 0xDC00 || l > 0xDFFF {
				return Decoded{N: 2, Bad: true, Again: 2}
			}
			return Decoded{R: 0x10000 + (u-0xD800)<<10 + (l - 0xDC00), N: 4}
		}
		return Decoded{R: u, N: 2}
	case kindUTF32LE, kindUTF32BE:
		if len(s) < 4 {
			return Decoded{N: len(s), Bad: true, Incomplete: true}
		}
		var r rune
		if c.kind == kindUTF32BE {
			r = rune(s[0])<<24 | rune(s[1])<<16 | rune(s[2])<<8 | rune(s[3])
		} else {
			r = rune(s[3])<<24 | rune(s[2])<<16 | rune(s[1])<<8 | rune(s[0])
		}
		if r < 0 || r > 0x10FFFF || (r >= 0xD800 && r <= 0xDFFF) {
			return Decoded{N: 4, Bad: true}
		}
		return Decoded{R: r, N: 4}
	}
	return Decoded{N: 1, Undef: true}
}

// decodeUTF8 reads one UTF-8 character as Ruby's transcoder: the lead
// byte says how many follow, each in its allowed range; a byte out of
// range ends the invalid sequence and is read again.
func decodeUTF8(s string) Decoded {
	b := s[0]
	if b < 0x80 {
		return Decoded{R: rune(b), N: 1}
	}
	n := 0
	lo, hi := byte(0x80), byte(0xBF)
	switch {
	case b >= 0xC2 && b <= 0xDF:
		n = 2
	case b == 0xE0:
		n, lo = 3, 0xA0
	case b == 0xED:
		n, hi = 3, 0x9F
	case b >= 0xE1 && b <= 0xEF:
		n = 3
	case b == 0xF0:
		n, lo = 4, 0x90
	case b == 0xF4:
		n, hi = 4, 0x8F
	case b >= 0xF1 && b <= 0xF3:
		n = 4
	default:
		return Decoded{N: 1, Bad: true}
	}
	for i := 1; i < n; i++ {
		if i >= len(s) {
			return Decoded{N: len(s), Bad: true, Incomplete: true}
		}
		if s[i] < lo || s[i] > hi {
			return Decoded{N: i, Bad: true, Again: 1}
		}
		lo, hi = 0x80, 0xBF
	}
	r, _ := utf8.DecodeRuneInString(s[:n])
	return Decoded{R: r, N: n}
}

// EncodeChar appends r in e (UTF-8, US-ASCII, ASCII-8BIT or a charset),
// false when e has no such character.
func (e Encoding) EncodeChar(b []byte, r rune) ([]byte, bool) {
	switch e {
	case UTF8:
		return utf8.AppendRune(b, r), true
	case USASCII, Binary:
		if r >= 0x80 {
			return b, false
		}
		return append(b, byte(r)), true
	}
	c := e.charset()
	switch c.kind {
	case kindSingle:
		if r < 0x80 {
			return append(b, byte(r)), true
		}
		x, ok := charsetRev[e-firstCharset][r]
		if !ok {
			return b, false
		}
		return append(b, x), true
	case kindUTF16LE, kindUTF16BE, kindUTF16:
		be := c.kind != kindUTF16LE
		put := func(u rune) {
			if be {
				b = append(b, byte(u>>8), byte(u))
			} else {
				b = append(b, byte(u), byte(u>>8))
			}
		}
		if r >= 0x10000 {
			r -= 0x10000
			put(0xD800 + r>>10)
			put(0xDC00 + r&0x3FF)
		} else {
			put(r)
		}
		return b, true
	case kindUTF32LE:
		return append(b, byte(r), byte(r>>8), byte(r>>16), byte(r>>24)), true
	}
	return append(b, byte(r>>24), byte(r>>16), byte(r>>8), byte(r)), true
}

// BOM is the byte order mark Ruby writes first when encoding to UTF-16 or
// UTF-32 (its dummy encodings), "" for the others.
func (e Encoding) BOM() string {
	c := e.charset()
	switch {
	case c == nil:
		return ""
	case c.kind == kindUTF16:
		return "\xFE\xFF"
	case c.kind == kindUTF32:
		return "\x00\x00\xFE\xFF"
	}
	return ""
}

// CharLen is the byte length of the character at the start of s in e, as
// Ruby counts characters (String#size, #chars): an invalid sequence is
// one character of its bytes.
func (e Encoding) CharLen(s string) int {
	switch c := e.charset(); {
	case e == Binary || e == USASCII || (c != nil && c.kind == kindSingle):
		return 1
	case c != nil && (c.kind == kindUTF32LE || c.kind == kindUTF32BE):
		return min(4, len(s))
	case c != nil && (c.kind == kindUTF16LE || c.kind == kindUTF16BE):
		d := e.DecodeChar(s)
		if d.Bad && !d.Incomplete {
			return d.N
		}
		return max(d.N, min(2, len(s)))
	}
	_, n := utf8.DecodeRuneInString(s)
	return n
}

// validIn tells whether s is valid in the charset e (valid_encoding?):
// every byte of a single-byte set (undefined ones too, as Ruby), whole
// well-formed units of UTF-16 and UTF-32.
func validIn(s string, e Encoding) bool {
	c := e.charset()
	if c == nil || c.kind == kindSingle || c.kind == kindUTF16 || c.kind == kindUTF32 {
		return c == nil || c.kind == kindSingle
	}
	for i := 0; i < len(s); {
		d := e.DecodeChar(s[i:])
		if d.Bad {
			return false
		}
		i += d.N
	}
	return true
}
