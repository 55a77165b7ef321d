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
	if !strings.Contains(src, `\p{`) && !strings.Contains(src, `\P{`) && !strings.Contains(src, "&&") && !strings.Contains(src, "[:") {
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

func onigmoRewrite(src string) (string, error) {
	var b strings.Builder
	depth := 0
	posix := false // a POSIX bracket (or what looked like one) was read
	for i := 0; i < len(src); i++ {
		c := src[i]
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
					return "", &regexpErr{"invalid character property name {" + string(name) + "}"}
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
				} else {
					return "", &regexpErr{"invalid character property name {" + name + "}"}
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
			if !known {
				return "", &regexpErr{"invalid POSIX bracket type"}
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
		return "", &regexpErr{"premature end of char-class"}
	}
	return b.String(), nil
}

// regexpErr is a RegexpError message without the pattern (newRegexp adds
// ": /src/" as Ruby does).
type regexpErr struct{ msg string }

func (e *regexpErr) Error() string { return e.msg }
