package json

import (
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// trailing is the number of continuation bytes a UTF-8 lead byte
// announces, as the gem's table has it (up to 5 for 0xFC-0xFF).
func trailing(c byte) int {
	switch {
	case c < 0xC0:
		return 0
	case c < 0xE0:
		return 1
	case c < 0xF0:
		return 2
	case c < 0xF8:
		return 3
	case c < 0xFC:
		return 4
	}
	return 5
}

// legalUTF8 is the gem's isLegalUTF8 for the n bytes at s.
func legalUTF8(s string, n int) bool {
	if n < 1 || n > 4 {
		return false
	}
	src := s[0]
	if n >= 2 {
		for i := n - 1; i >= 2; i-- {
			if s[i] < 0x80 || s[i] > 0xBF {
				return false
			}
		}
		a := s[1]
		if a > 0xBF {
			return false
		}
		switch src {
		case 0xE0:
			if a < 0xA0 {
				return false
			}
		case 0xED:
			if a > 0x9F {
				return false
			}
		case 0xF0:
			if a < 0x90 {
				return false
			}
		case 0xF4:
			if a > 0x8F {
				return false
			}
		default:
			if a < 0x80 {
				return false
			}
		}
	}
	if src >= 0x80 && src < 0xC2 {
		return false
	}
	return src <= 0xF4
}

var (
	errPartial = rv.Errorf("JSON::GeneratorError", "partial character in source, but hit end")
	errIllegal = rv.Errorf("JSON::GeneratorError", "source sequence is illegal/malformed utf-8")
)

const hexLower = "0123456789abcdef"

func unicodeEscape(b *strings.Builder, u uint16) {
	b.WriteString(`\u`)
	b.WriteByte(hexLower[u>>12])
	b.WriteByte(hexLower[u>>8&15])
	b.WriteByte(hexLower[u>>4&15])
	b.WriteByte(hexLower[u&15])
}

// writeString writes a String as the gem does: the bytes as UTF-8 whatever
// the String's encoding, checked character by character (a String that is
// all ASCII is not checked); control characters, '"' and '\' escaped, '/'
// with escape_slash, everything beyond ASCII as \u escapes with
// ascii_only.
func (st *State) writeString(b *strings.Builder, str *rv.String) error {
	s := str.S
	b.WriteByte('"')
	ascii := str.ASCIIOnly()
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c < 0x20:
			switch c {
			case '\n':
				b.WriteString(`\n`)
			case '\r':
				b.WriteString(`\r`)
			case '\t':
				b.WriteString(`\t`)
			case '\f':
				b.WriteString(`\f`)
			case '\b':
				b.WriteString(`\b`)
			default:
				unicodeEscape(b, uint16(c))
			}
			i++
		case c == '"':
			b.WriteString(`\"`)
			i++
		case c == '\\':
			b.WriteString(`\\`)
			i++
		case c == '/' && st.EscapeSlash:
			b.WriteString(`\/`)
			i++
		case c < 0x80:
			b.WriteByte(c)
			i++
		case st.ASCIIOnly:
			n := trailing(c) + 1
			if i+n-1 >= len(s) {
				return errPartial
			}
			if !legalUTF8(s[i:], n) {
				return errIllegal
			}
			r, _ := utf8.DecodeRuneInString(s[i : i+n])
			if r > 0xFFFF {
				r -= 0x10000
				unicodeEscape(b, uint16(0xD800+(r>>10)))
				unicodeEscape(b, uint16(0xDC00+(r&0x3FF)))
			} else {
				unicodeEscape(b, uint16(r))
			}
			i += n
		default:
			n := 1
			if !ascii {
				n += trailing(c)
				if i+n > len(s) {
					return errPartial
				}
				if !legalUTF8(s[i:], n) {
					return errIllegal
				}
			}
			b.WriteString(s[i : i+n])
			i += n
		}
	}
	b.WriteByte('"')
	return nil
}
