package ruby

import (
	"strings"
	"sync"
	"unicode"

	"github.com/punch-dev/punch/compiler/values"
)

// Onigmo's character properties (\p{Name}, \P{Name}, \p{^Name}) in Ruby
// regexps. The engine under Punch's regexps (regexp2, through
// compiler/values) knows Go's general categories, scripts and properties
// by their exact names only; Ruby (Onigmo) also has the POSIX-bracket
// properties (Alnum, Alpha, ASCII, Blank, Cntrl, Digit, Graph, Lower,
// Print, Punct, Space, Upper, XDigit, Word, Any, Assigned), long category
// names (Letter, Uppercase_Letter...), and matches every name without case,
// spaces, hyphens or underscores (QA-SITE S5: wikimedia's compile_redirects
// has /[^\p{ASCII}]/). onigmoProps rewrites those into explicit character
// classes before the pattern reaches the engine; a name Onigmo does not
// know is Ruby's "invalid character property name {X}".

// onigmoSets are the properties Onigmo defines itself (their owner:
// compiler/values, which Puppet regexps' POSIX brackets use too).
var onigmoSets = values.OnigmoSets

// onigmoLongCategories are the general categories' long names Onigmo
// accepts (normalized), with Go's short names.
var onigmoLongCategories = map[string]string{
	"letter": "L", "casedletter": "LC", "uppercaseletter": "Lu", "lowercaseletter": "Ll", "titlecaseletter": "Lt",
	"modifierletter": "Lm", "otherletter": "Lo", "mark": "M", "combiningmark": "M", "nonspacingmark": "Mn",
	"spacingmark": "Mc", "enclosingmark": "Me", "number": "N", "decimalnumber": "Nd", "letternumber": "Nl",
	"othernumber": "No", "punctuation": "P", "connectorpunctuation": "Pc", "dashpunctuation": "Pd",
	"openpunctuation": "Ps", "closepunctuation": "Pe", "initialpunctuation": "Pi", "finalpunctuation": "Pf",
	"otherpunctuation": "Po", "symbol": "S", "mathsymbol": "Sm", "currencysymbol": "Sc", "modifiersymbol": "Sk",
	"othersymbol": "So", "separator": "Z", "spaceseparator": "Zs", "lineseparator": "Zl",
	"paragraphseparator": "Zp", "other": "C", "control": "Cc", "format": "Cf", "surrogate": "Cs",
	"privateuse": "Co",
}

// onigmoEngineNames maps a normalized name to the engine's own spelling
// of Go's categories, scripts and properties.
var onigmoEngineNames = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, tabs := range []map[string]*unicode.RangeTable{unicode.Properties, unicode.Scripts, unicode.Categories} {
		for k := range tabs {
			m[normPropName(k)] = k
		}
	}
	for k, v := range onigmoLongCategories {
		m[k] = v
	}
	return m
})

func normPropName(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '-' || c == '_':
		case c >= 'A' && c <= 'Z':
			b.WriteByte(c + 'a' - 'A')
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// onigmoClassBody is the character-class body (ranges, no brackets) of an
// Onigmo-defined property or of its complement.
func onigmoClassBody(name string, neg bool) string { return values.OnigmoClassBody(name, neg) }

func asciiLetters(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c < 'a' || c > 'z' {
			return false
		}
	}
	return s != ""
}

// posixSet is POSIX bracket name's set (nil for an unknown name).
func posixSet(name string) func(rune) bool { return values.PosixSet(name) }

// onigmoProps rewrites src's \p{..}/\P{..} (outside and inside character
// classes) as described above; src is returned unchanged when it has none.
func onigmoProps(src string) (string, error) {
	if !strings.Contains(src, `\p{`) && !strings.Contains(src, `\P{`) && !strings.Contains(src, "&&") && !strings.Contains(src, "[:") && !strings.Contains(src, "(?") {
		return src, nil
	}
	if v, ok := onigmoRewrites.Load(src); ok {
		return v, nil
	}
	out, err := onigmoRewrite(src)
	if err == nil {
		// Regexp.new and interpolated regexps compile on every call; an
		// intersection class costs a pass over every code point.
		onigmoRewrites.Add(src, out)
	}
	return out, err
}

// onigmoRewrites caches onigmoProps' results, bounded (values'
// two-generation cache: patterns made from data cannot grow it for ever).
var onigmoRewrites = values.NewBoundedCache[string, string](4096)

// Onigmo's (?a) and (?u) options (charMode): in (?u)'s scope \w \d \s
// and their complements are Unicode's (Ruby's are ASCII otherwise), in
// (?a)'s the POSIX brackets are ASCII's (Unicode's otherwise). The engine
// knows neither letter: they are taken out of the group and the classes
// written out.
const (
	charDefault = iota
	charASCII
	charUnicode
)

// groupOptions reads "(?OPTS)" or "(?OPTS:" at src[i] (Onigmo's letters
// i m x a u, "-" and the ones it turns off): the options without a and u,
// the mode they set (-1: none), whether the group ends there (")"), and
// the length read; ok false for any other group.
func groupOptions(src string, i int) (rest string, mode int, closed bool, n int, ok bool, err error) {
	if !strings.HasPrefix(src[i:], "(?") {
		return "", 0, false, 0, false, nil
	}
	mode = -1
	off := false
	var b strings.Builder
	for j := i + 2; j < len(src); j++ {
		switch c := src[j]; c {
		case 'i', 'm', 'x':
			b.WriteByte(c)
		case '-':
			off = true
			b.WriteByte(c)
		case 'a', 'u':
			if off {
				return "", 0, false, 0, false, &regexpErr{msg: "undefined group option"}
			}
			mode = charASCII
			if c == 'u' {
				mode = charUnicode
			}
		case ')', ':':
			if mode < 0 {
				return "", 0, false, 0, false, nil
			}
			return b.String(), mode, c == ')', j - i + 1, true, nil
		default:
			return "", 0, false, 0, false, nil
		}
	}
	return "", 0, false, 0, false, nil
}

// unicodeEscape is \w \W \d \D \s \S in (?u)'s scope: Onigmo's Unicode
// sets as a class (inClass: its body only).
func unicodeEscape(e byte, inClass bool) (string, bool) {
	name := map[byte]string{'w': "word", 'W': "word", 'd': "digit", 'D': "digit", 's': "space", 'S': "space"}[e]
	if name == "" {
		return "", false
	}
	body := onigmoClassBody(name, e < 'a')
	if inClass {
		return body, true
	}
	return "[" + body + "]", true
}

// asciiPosixBody is a POSIX bracket's class body in (?a)'s scope: its
// ASCII characters (the complement: all but those).
func asciiPosixBody(name string, neg bool) (string, bool) {
	set := posixSet(name)
	if set == nil {
		return "", false
	}
	in := func(r rune) bool { return r < 0x80 && set(r) }
	if neg {
		return values.ClassBody(func(r rune) bool { return !in(r) }, []rune{0x80}), true
	}
	return values.ClassBody(in, []rune{0x80}), true
}

func onigmoRewrite(src string) (string, error) {
	var b strings.Builder
	depth := 0
	posix := false // a POSIX bracket (or what looked like one) was read
	mode := charDefault
	var modes []int // the modes of the groups open outside classes
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '(' && depth == 0:
			rest, m, closed, n, ok, err := groupOptions(src, i)
			if err != nil {
				return "", err
			}
			if !ok {
				modes = append(modes, mode)
				break
			}
			if closed {
				// (?u) sets the rest of the enclosing group
				if rest != "" {
					b.WriteString("(?" + rest + ")")
				}
				mode = m
			} else {
				modes = append(modes, mode)
				mode = m
				b.WriteString("(?" + rest + ":")
			}
			i += n - 1
			continue
		case c == ')' && depth == 0 && len(modes) > 0:
			mode = modes[len(modes)-1]
			modes = modes[:len(modes)-1]
		case c == '\\' && i+1 < len(src) && mode == charASCII && depth == 0 && (src[i+1] == 'b' || src[i+1] == 'B'):
			// in (?a)'s scope the word boundary is ASCII's too
			b.WriteString(values.ASCIIWordBoundary(src[i+1] == 'B'))
			i++
			continue
		case c == '\\' && i+1 < len(src) && mode == charUnicode:
			if w, ok := unicodeEscape(src[i+1], depth > 0); ok {
				b.WriteString(w)
				i++
				continue
			}
		}
		switch {
		case c == '\\' && i+1 < len(src):
			e := src[i+1]
			if (e == 'p' || e == 'P') && i+2 < len(src) && src[i+2] == '{' {
				end := strings.IndexByte(src[i+3:], '}')
				if end < 0 {
					// Onigmo names all but the last character read.
					name := []rune(src[i+3:])
					if len(name) > 0 {
						name = name[:len(name)-1]
					}
					return "", &regexpErr{msg: "invalid character property name {" + string(name) + "}"}
				}
				name := src[i+3 : i+3+end]
				neg := e == 'P'
				if strings.HasPrefix(name, "^") {
					neg = !neg
					name = name[1:]
				}
				n := normPropName(name)
				if _, ok := onigmoSets[n]; ok {
					body := onigmoClassBody(n, neg)
					if depth > 0 {
						b.WriteString(body)
					} else if body == "" {
						b.WriteString("(?!)") // \P{Any}: matches nothing
					} else {
						b.WriteString("[" + body + "]")
					}
				} else if eng, ok := onigmoEngineNames()[n]; ok {
					b.WriteByte('\\')
					if neg {
						b.WriteByte('P')
					} else {
						b.WriteByte('p')
					}
					b.WriteString("{" + eng + "}")
				} else if body, ok := values.OnigmoPropertyClassBody(n, neg); ok {
					// Ruby's, not the engine's (Hira, In_Greek, Age=6.0):
					// Ruby 3.1's code points (values/regexp_props.go)
					if depth > 0 {
						b.WriteString(body)
					} else {
						b.WriteString("[" + body + "]")
					}
				} else {
					return "", &regexpErr{msg: "invalid character property name {" + name + "}"}
				}
				i += 3 + end
				continue
			}
			b.WriteByte(c)
			b.WriteByte(e)
			i++
			continue
		case c == '[' && depth > 0 && i+1 < len(src) && src[i+1] == ':':
			// a POSIX bracket ([[:alpha:]], [[:^digit:]]): Onigmo's meaning
			// for a UTF-8 string is Unicode's (Ⅻ is alpha and upper, ٣ a
			// digit, a combining mark not alpha), which the engine's ASCII
			// or Go classes do not give; written as explicit ranges
			end := strings.Index(src[i+2:], ":]")
			name := ""
			if end >= 0 {
				name = src[i+2 : i+2+end]
			}
			neg := strings.HasPrefix(name, "^")
			name = strings.TrimPrefix(name, "^")
			posix = true
			if !asciiLetters(name) {
				// not a bracket: a nested class starting with ':'
				b.WriteByte(c)
				depth++
				continue
			}
			body, known := values.PosixClassBody(name, neg)
			if mode == charASCII {
				body, known = asciiPosixBody(name, neg)
			}
			if !known {
				return "", &regexpErr{msg: "invalid POSIX bracket type"}
			}
			b.WriteString(body)
			i += 2 + end + 1
			continue
		case c == '[' && depth == 0 && strings.Contains(src[i:], "&&"):
			var pts []rune
			set, j, err := readIntersectClass(src, i, &pts)
			if err != nil {
				return "", err
			}
			if strings.Contains(src[i:j], "&&") {
				if body := values.ClassBody(set, pts); body == "" {
					b.WriteString("(?!)")
				} else {
					b.WriteString("[" + body + "]")
				}
				i = j - 1
				continue
			}
			depth++
		case c == '[':
			depth++
		case c == ']' && depth > 0:
			depth--
		}
		b.WriteByte(c)
	}
	if posix && depth > 0 {
		// Onigmo's error, not the engine's about the written-out class
		return "", &regexpErr{msg: "premature end of char-class"}
	}
	return b.String(), nil
}

// regexpErr is a RegexpError message without the pattern (newRegexp adds
// ": /src/" as Ruby does), or what Punch's engine cannot run (unsupported).
type regexpErr struct {
	msg         string
	unsupported bool
}

func (e *regexpErr) Error() string { return e.msg }
