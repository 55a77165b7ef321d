package ruby

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/values"
)

// Character classes with Onigmo's intersection (`[a-z&&[^aeiou]]`,
// `[[:ascii:]&&[:alpha:]]`), which the engine lacks: onigmoProps computes
// such a class's set itself, code point by code point with Ruby's meaning
// of each member, and writes it as explicit ranges. A member this reader
// does not know is a RegexpError naming it (never a silent wrong match).

type runeSet func(rune) bool

// readIntersectClass reads the class that starts at src[i] ('['); it
// returns the set and the index after its ']'.
// pts collects the code points the class names itself (single characters
// and range ends), where its set may change besides the Unicode tables'
// boundaries (values.ClassBody).
func readIntersectClass(src string, i int, pts *[]rune) (runeSet, int, error) {
	i++ // '['
	neg := false
	if i < len(src) && src[i] == '^' {
		neg = true
		i++
	}
	var parts []runeSet // intersected
	var cur []runeSet   // united
	first := true
	union := func(sets []runeSet) runeSet {
		return func(r rune) bool {
			for _, s := range sets {
				if s(r) {
					return true
				}
			}
			return false
		}
	}
	for i < len(src) {
		c := src[i]
		if c == ']' && !first {
			parts = append(parts, union(cur))
			set := func(r rune) bool {
				for _, p := range parts {
					if !p(r) {
						return false
					}
				}
				return true
			}
			if neg {
				return func(r rune) bool { return !set(r) }, i + 1, nil
			}
			return set, i + 1, nil
		}
		first = false
		if c == '&' && i+1 < len(src) && src[i+1] == '&' {
			parts = append(parts, union(cur))
			cur = nil
			i += 2
			continue
		}
		if c == '[' && i+1 < len(src) && src[i+1] == ':' {
			end := strings.Index(src[i:], ":]")
			if end > 1 {
				name := src[i+2 : i+end]
				pneg := strings.HasPrefix(name, "^")
				name = strings.TrimPrefix(name, "^")
				f := posixSet(name)
				if f == nil {
					return nil, 0, &regexpErr{msg: "invalid POSIX bracket type"}
				}
				cur = append(cur, func(r rune) bool { return f(r) != pneg })
				i += end + 2
				continue
			}
		}
		if c == '[' {
			s, j, err := readIntersectClass(src, i, pts)
			if err != nil {
				return nil, 0, err
			}
			cur = append(cur, s)
			i = j
			continue
		}
		lo, j, set, err := readClassAtom(src, i)
		if err != nil {
			return nil, 0, err
		}
		if set != nil {
			cur = append(cur, set)
			i = j
			continue
		}
		i = j
		if i+1 < len(src) && src[i] == '-' && src[i+1] != ']' {
			hi, k, hset, err := readClassAtom(src, i+1)
			if err != nil {
				return nil, 0, err
			}
			if hset != nil || hi < lo {
				return nil, 0, &regexpErr{msg: "empty range in char class"}
			}
			cur = append(cur, func(r rune) bool { return r >= lo && r <= hi })
			*pts = append(*pts, lo, hi+1)
			i = k
			continue
		}
		l := lo
		cur = append(cur, func(r rune) bool { return r == l })
		*pts = append(*pts, l, l+1)
	}
	return nil, 0, &regexpErr{msg: "premature end of char-class"}
}

// readClassAtom reads one character (or an escape standing for a set) of a
// class at src[i].
func readClassAtom(src string, i int) (rune, int, runeSet, error) {
	if src[i] != '\\' {
		r, n := decodeRune(src[i:])
		return r, i + n, nil, nil
	}
	if i+1 >= len(src) {
		return 0, 0, nil, &regexpErr{msg: "premature end of char-class"}
	}
	e := src[i+1]
	ascii := func(s string, neg bool) runeSet {
		return func(r rune) bool { return (r < 0x80 && strings.ContainsRune(s, r)) != neg }
	}
	const digits, hex, space = "0123456789", "0123456789abcdefABCDEF", " \t\n\v\f\r"
	switch e {
	case 'd', 'D':
		return 0, i + 2, ascii(digits, e == 'D'), nil
	case 'h', 'H':
		return 0, i + 2, ascii(hex, e == 'H'), nil
	case 's', 'S':
		return 0, i + 2, ascii(space, e == 'S'), nil
	case 'w', 'W':
		w := onigmoSets["word"]
		return 0, i + 2, func(r rune) bool { return w(r) != (e == 'W') }, nil
	case 'p', 'P':
		if i+2 < len(src) && src[i+2] == '{' {
			end := strings.IndexByte(src[i+3:], '}')
			if end >= 0 {
				name := src[i+3 : i+3+end]
				neg := e == 'P'
				if strings.HasPrefix(name, "^") {
					neg, name = !neg, name[1:]
				}
				n := normPropName(name)
				if f, ok := onigmoSets[n]; ok {
					return 0, i + 4 + end, func(r rune) bool { return f(r) != neg }, nil
				}
				if eng, ok := onigmoEngineNames()[n]; ok {
					t := unicodeTable(eng)
					if t != nil {
						return 0, i + 4 + end, func(r rune) bool { return unicode.Is(t, r) != neg }, nil
					}
				}
				if f, ok := values.OnigmoPropertySet(n); ok {
					// Ruby's code points (Hira, In_Greek, Age=6.0)
					return 0, i + 4 + end, func(r rune) bool { return f(r) != neg }, nil
				}
				return 0, 0, nil, &regexpErr{msg: "invalid character property name {" + name + "}"}
			}
		}
	case 'n':
		return '\n', i + 2, nil, nil
	case 't':
		return '\t', i + 2, nil, nil
	case 'r':
		return '\r', i + 2, nil, nil
	case 'f':
		return '\f', i + 2, nil, nil
	case 'v':
		return '\v', i + 2, nil, nil
	case 'a':
		return 7, i + 2, nil, nil
	case 'e':
		return 0x1b, i + 2, nil, nil
	case 'x':
		j := i + 2
		for j < len(src) && j < i+4 && strings.IndexByte(hex, src[j]) >= 0 {
			j++
		}
		if j > i+2 {
			n, _ := strconv.ParseUint(src[i+2:j], 16, 32)
			return rune(n), j, nil, nil
		}
	case 'u':
		if i+6 <= len(src) {
			if n, err := strconv.ParseUint(src[i+2:i+6], 16, 32); err == nil {
				return rune(n), i + 6, nil, nil
			}
		}
	}
	if e >= 'a' && e <= 'z' || e >= 'A' && e <= 'Z' || e >= '0' && e <= '9' {
		return 0, 0, nil, &regexpErr{msg: "Punch's regexp engine does not support \\" + string(e) + " in a class with &&"}
	}
	r, n := decodeRune(src[i+1:])
	return r, i + 1 + n, nil, nil
}

func decodeRune(s string) (rune, int) {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		n = 1
	}
	return r, n
}

func unicodeTable(name string) *unicode.RangeTable {
	if t, ok := unicode.Categories[name]; ok {
		return t
	}
	if t, ok := unicode.Scripts[name]; ok {
		return t
	}
	return unicode.Properties[name]
}
