package ruby

import (
	"fmt"
	"hash/fnv"
	"math"
	"strings"
	"unicode/utf8"
)

// String and Hash details of QA-FORGE-16's S1 and H1: String#dump's
// escapes, String#oct's prefixes, paragraph mode of each_line(''),
// Hash#transform_keys with a mapping Hash, a Symbol's stable object_id.

// strDump is String#dump (rb_str_dump) of a UTF-8 String (binary: its
// bytes beyond ASCII as \xXX): ", \ and #
// before {, $ or @ escaped, the named control escapes, other ASCII
// controls and invalid bytes as \xXX, every character beyond ASCII as
// \uXXXX (\u{XXXXX} beyond the BMP), uppercase.
func strDump(s string, binary bool) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); {
		c := s[i]
		if c >= utf8.RuneSelf && binary {
			fmt.Fprintf(&b, "\\x%02X", c)
			i++
			continue
		}
		if c >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(s[i:])
			switch {
			case r == utf8.RuneError && n == 1:
				fmt.Fprintf(&b, "\\x%02X", c)
			case r > 0xFFFF:
				fmt.Fprintf(&b, "\\u{%X}", r)
			default:
				fmt.Fprintf(&b, "\\u%04X", r)
			}
			i += n
			continue
		}
		switch c {
		case '"', '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case '#':
			if i+1 < len(s) && strings.IndexByte("{$@", s[i+1]) >= 0 {
				b.WriteByte('\\')
			}
			b.WriteByte(c)
		case '\n':
			b.WriteString("\\n")
		case '\r':
			b.WriteString("\\r")
		case '\t':
			b.WriteString("\\t")
		case '\f':
			b.WriteString("\\f")
		case '\v':
			b.WriteString("\\v")
		case '\b':
			b.WriteString("\\b")
		case '\a':
			b.WriteString("\\a")
		case 0x1b:
			b.WriteString("\\e")
		default:
			if c < 0x20 || c == 0x7f {
				fmt.Fprintf(&b, "\\x%02X", c)
			} else {
				b.WriteByte(c)
			}
		}
		i++
	}
	b.WriteByte('"')
	return b.String()
}

// strOct is String#oct: base 8 unless a prefix says otherwise (0b, 0o,
// 0d, 0x, after a sign), the longest valid prefix, else 0.
func strOct(s string) Value {
	t := strings.TrimLeft(s, " \t\n\v\f\r")
	sign := ""
	if t != "" && (t[0] == '-' || t[0] == '+') {
		sign, t = t[:1], t[1:]
	}
	base := 8
	if len(t) > 1 && t[0] == '0' {
		switch t[1] {
		case 'b', 'B':
			base, t = 2, t[2:]
		case 'o', 'O':
			t = t[2:]
		case 'd', 'D':
			base, t = 10, t[2:]
		case 'x', 'X':
			base, t = 16, t[2:]
		}
	}
	if t != "" && (t[0] == '_' || t[0] == '-' || t[0] == '+' || t[0] == ' ') {
		return int64(0)
	}
	return leadingInt(sign+t, base)
}

// paragraphs splits s as each_line(”) does (string.c's paragraph
// mode): a line ends after a newline followed by another ("\n" or
// "\r\n"), the newlines after it are skipped; chomp takes one newline
// off the line.
func paragraphs(s *String, chomp bool) []Value {
	var out []Value
	rest := s.s
	for rest != "" {
		end := -1
		for i := strings.IndexByte(rest, '\n'); i >= 0; {
			j := i + 1
			if strings.HasPrefix(rest[j:], "\n") {
				end = j + 1
			} else if strings.HasPrefix(rest[j:], "\r\n") {
				end = j + 2
			}
			if end >= 0 {
				break
			}
			k := strings.IndexByte(rest[j:], '\n')
			if k < 0 {
				break
			}
			i = j + k
		}
		if end < 0 {
			out = append(out, &String{s: rest, enc: s.enc})
			break
		}
		line := rest[:end]
		if chomp {
			line = strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r")
		}
		out = append(out, &String{s: line, enc: s.enc})
		rest = strings.TrimLeft(rest[end:], "\n")
	}
	return out
}

// transformKeysBy is Hash#transform_keys(mapping) { ... }: a key the
// mapping has becomes its value there, another the block's answer (or
// stays without a block).
func (in *Interp) transformKeysBy(h *Hash, m Value, blk *Proc) (Value, error) {
	mapping, ok := m.(*Hash)
	if !ok {
		return nil, in.raise(cTypeError, 0, "no implicit conversion of %s into Hash", in.className(m))
	}
	out := NewHash()
	for i, k := range append([]Value(nil), h.keys...) {
		nk := k
		if v, ok := mapping.get(k); ok {
			nk = v
		} else if blk != nil {
			v, err := in.yield1(blk, k)
			if err != nil {
				return nil, err
			}
			nk = v
		}
		out.put(nk, h.vals[i])
	}
	return out, nil
}

// symbolID is a Symbol's object_id: the same for the same name, an even
// number as Ruby's Symbols have (odd ones are Integers').
func symbolID(s Symbol) int64 {
	f := fnv.New64a()
	f.Write([]byte(s))
	return int64(f.Sum64()>>4)<<3 | 4
}

func init() {
	// String: the bang forms of methods Punch has, answering as Ruby's
	for _, b := range []struct {
		name, via string
		nilIfSame bool
	}{
		{"delete_prefix!", "delete_prefix", true}, {"delete_suffix!", "delete_suffix", true},
		{"tr!", "tr", true}, {"tr_s!", "tr_s", true}, {"succ!", "succ", false}, {"next!", "succ", false},
	} {
		b := b
		bString.def(b.name, 0, -1, func(c *Call) (Value, error) { return c.In.bangVia(c, b.via, b.nilIfSame) })
	}
	bString.def("clear", 0, 0, func(c *Call) (Value, error) {
		return c.In.callMethod(c.Self, "replace", []Value{NewString("")}, nil, nil, false)
	})
	bString.def("getbyte", 1, 1, func(c *Call) (Value, error) {
		s := c.Self.(*String).s
		i, err := c.In.intArg(c.Args[0], 0)
		if err != nil {
			return nil, err
		}
		if i < 0 {
			i += int64(len(s))
		}
		if i < 0 || i >= int64(len(s)) {
			return nil, nil
		}
		return int64(s[i]), nil
	})
	bArray.def("rotate!", 0, 1, func(c *Call) (Value, error) { return c.In.bangVia(c, "rotate", false) })
	bHash.def("compact!", 0, 0, func(c *Call) (Value, error) { return c.In.bangVia(c, "compact", true) })
	bHash.def("transform_values!", 0, 0, func(c *Call) (Value, error) {
		if c.Block == nil {
			return c.In.newEnum(&rEnum{recv: c.Self, meth: "transform_values!"}), nil
		}
		return c.In.bangVia(c, "transform_values", false)
	})
	bHash.def("transform_keys!", 0, 1, func(c *Call) (Value, error) {
		if c.Block == nil && len(c.Args) == 0 {
			return c.In.newEnum(&rEnum{recv: c.Self, meth: "transform_keys!"}), nil
		}
		return c.In.bangVia(c, "transform_keys", false)
	})
	bFloat.def("next_float", 0, 0, func(c *Call) (Value, error) { return math.Nextafter(c.Self.(float64), math.Inf(1)), nil })
	bFloat.def("prev_float", 0, 0, func(c *Call) (Value, error) { return math.Nextafter(c.Self.(float64), math.Inf(-1)), nil })
	bModule.def("singleton_class?", 0, 0, func(c *Call) (Value, error) {
		m, ok := c.Self.(*Module)
		return ok && m.isSingleton, nil
	})
}

// bangVia is a bang method made of its plain form: the receiver (frozen
// checked first, as Ruby's) replaced by what the plain form answers;
// nil when nilIfSame and nothing changed, else the receiver.
func (in *Interp) bangVia(c *Call, via string, nilIfSame bool) (Value, error) {
	if fr, err := in.callMethod(c.Self, "frozen?", nil, nil, nil, false); err != nil || Truthy(fr) {
		if err != nil {
			return nil, err
		}
		// replace raises Ruby's FrozenError for the receiver
		if _, err := in.callMethod(c.Self, "replace", []Value{c.Self}, nil, nil, false); err != nil {
			return nil, err
		}
	}
	r, err := in.callMethod(c.Self, via, c.Args, nil, c.Block, false)
	if err != nil {
		return nil, err
	}
	if nilIfSame {
		if same, err := in.valuesEqual(c.Self, r); err != nil || same {
			return nil, err
		}
	}
	if _, err := in.callMethod(c.Self, "replace", []Value{r}, nil, nil, false); err != nil {
		return nil, err
	}
	return c.Self, nil
}
