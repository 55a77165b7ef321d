package rv

import (
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// Error is an exception a library raises: the Ruby class name
// ("ArgumentError", "JSON::ParserError", "IPAddr::InvalidAddressError")
// and the message, worded as Ruby words it. The runtime raises it as an
// exception of that class.
type Error struct {
	Class string
	Msg   string
	// Ivars are instance variables the raised exception gets
	// (Psych::SyntaxError's @line, @problem, ...), in order.
	Ivars []IVar
}

func (e *Error) Error() string { return e.Class + ": " + e.Msg }

// Errorf returns an *Error of class class with the message s.
func Errorf(class, s string) *Error { return &Error{Class: class, Msg: s} }

// InspectString is String#inspect of a UTF-8 string (bytes that are not
// UTF-8 show as \xHH, as Ruby shows them).
func InspectString(s string) string { return values.RubyInspect(s) }

// Inspect is String#inspect of s in its encoding.
func (s *String) Inspect() string {
	if s.Enc == UTF8 {
		return InspectString(s.S)
	}
	// ASCII-8BIT and US-ASCII: ASCII shows as in a UTF-8 string, every
	// other byte as \xHH.
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s.S); i++ {
		c := s.S[i]
		switch {
		case c >= 0x80:
			b.WriteString(`\x` + strings.ToUpper(strconv.FormatUint(uint64(c)|0x100, 16)[1:]))
		case c == '#':
			if i+1 < len(s.S) && (s.S[i+1] == '{' || s.S[i+1] == '$' || s.S[i+1] == '@') {
				b.WriteString(`\#`)
			} else {
				b.WriteByte('#')
			}
		case c < 0x20 || c == 0x7f || c == '"' || c == '\\':
			q := InspectString(string([]byte{c}))
			if c < 0x20 && strings.HasPrefix(q, `"\u`) || c == 0x7f {
				q = `"\x` + strings.ToUpper(strconv.FormatUint(uint64(c)|0x100, 16)[1:]) + `"`
			}
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}
