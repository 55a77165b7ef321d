package ruby

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// String#undump, the inverse of String#dump (Ruby 3.1's str_undump; RUBY-21,
// QA-FORGE-18 R6): a double-quoted text, optionally followed by
// .force_encoding("ENC") or .dup.force_encoding("ENC"), its escapes read
// back. Checked against Ruby 3.1 by TestOracle inventory21.

func init() {
	bString.def("undump", 0, 0, func(c *Call) (Value, error) {
		s := c.Self.(*String)
		fail := func(msg string) (Value, error) { return nil, c.In.raise(cRuntimeError, 0, "%s", msg) }
		src := s.s
		for i := 0; i < len(src); i++ {
			if src[i] >= 0x80 {
				return fail("non-ASCII character detected")
			}
		}
		const notWrapped = "invalid dumped string; not wrapped with '\"' nor '\"...\".force_encoding(\"...\")' form"
		if !strings.HasPrefix(src, "\"") {
			return fail(notWrapped)
		}
		var out []byte
		hexHigh, uni := false, false
		i := 1
		closed := false
		for i < len(src) {
			ch := src[i]
			if ch == '"' {
				closed = true
				i++
				break
			}
			if ch != '\\' {
				out = append(out, ch)
				i++
				continue
			}
			if i+1 >= len(src) {
				return fail("invalid escape")
			}
			e := src[i+1]
			i += 2
			switch e {
			case 'n':
				out = append(out, '\n')
			case 'r':
				out = append(out, '\r')
			case 't':
				out = append(out, '\t')
			case 'f':
				out = append(out, '\f')
			case 'v':
				out = append(out, '\v')
			case 'b':
				out = append(out, '\b')
			case 'a':
				out = append(out, '\a')
			case 'e':
				out = append(out, 0x1b)
			case '\\', '"', '#':
				out = append(out, e)
			case 'x':
				if i+2 > len(src) || !isHexDigit(src[i]) || !isHexDigit(src[i+1]) {
					return fail("invalid hex escape")
				}
				b, _ := strconv.ParseUint(src[i:i+2], 16, 8)
				i += 2
				if b >= 0x80 {
					hexHigh = true
				}
				out = append(out, byte(b))
			case 'u':
				uni = true
				var codes []string
				if i < len(src) && src[i] == '{' {
					end := strings.IndexByte(src[i:], '}')
					if end < 0 {
						return fail("unterminated Unicode escape")
					}
					codes = strings.Fields(src[i+1 : i+end])
					i += end + 1
				} else {
					if i+4 > len(src) {
						return fail("invalid Unicode escape")
					}
					codes = []string{src[i : i+4]}
					i += 4
				}
				for _, h := range codes {
					n, err := strconv.ParseUint(h, 16, 32)
					if err != nil || len(h) > 6 || !utf8.ValidRune(rune(n)) {
						return fail("invalid Unicode escape")
					}
					out = utf8.AppendRune(out, rune(n))
				}
			default:
				out = append(out, '\\', e)
			}
			if hexHigh && uni {
				return fail("hex escape and Unicode escape are mixed")
			}
		}
		if !closed {
			return fail("unterminated dumped string")
		}
		res := &String{s: string(out), enc: s.enc}
		rest := src[i:]
		if rest == "" {
			return res, nil
		}
		rest = strings.TrimPrefix(rest, ".dup")
		name, ok := strings.CutPrefix(rest, ".force_encoding(\"")
		if !ok || !strings.HasSuffix(name, "\")") {
			return fail(notWrapped)
		}
		return c.In.callMethod(res, "force_encoding", []Value{NewString(strings.TrimSuffix(name, "\")"))}, nil, nil, true)
	})
}

func isHexDigit(b byte) bool {
	return b >= '0' && b <= '9' || b >= 'a' && b <= 'f' || b >= 'A' && b <= 'F'
}
