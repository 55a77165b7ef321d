package json

import (
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/util/convertutf"
)

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
			n := convertutf.Trailing(c) + 1
			if i+n-1 >= len(s) {
				return errPartial
			}
			if !convertutf.Legal(s[i : i+n]) {
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
				n += convertutf.Trailing(c)
				if i+n > len(s) {
					return errPartial
				}
				if !convertutf.Legal(s[i : i+n]) {
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
