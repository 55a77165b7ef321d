package values

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Onigmo's constructs regexp2 lacks, as Onigmo (Ruby 3.1) defines them:
//
//   - \R, a line break: (?>\r\n|[\n\v\f\r\x{85}\x{2028}\x{2029}]), atomic (/\A\R\n\z/
//     does not match "\r\n"); in a class it is the letter R;
//   - the absent operator (?~L) with a literal L: the longest text that does
//     not contain L, then shorter ones ("xabc" =~ /x(?~abc)/ is "xab"):
//     text where L starts nowhere, then a proper beginning of L; (?~) never
//     matches. An absent operator of anything else has no faithful rewrite:
//     the pattern is refused as not supported (errUnsupported), never
//     matched differently.
//
// \X, \K and subexpression calls are the engine's own (compiler/util/regexp2,
// syntax/onigmo.go).

// errUnsupported is a pattern Ruby takes that Punch's regexp engine cannot
// run as Ruby does.
type errUnsupported struct{ what string }

func (e *errUnsupported) Error() string {
	return e.what + " is not supported by Punch's regexp engine"
}

// IsUnsupported reports whether err is a regexp Ruby takes that Punch
// cannot run (a construct of Onigmo's the engine has no faithful rewrite
// for), where a RegexpError is the pattern's own mistake.
func IsUnsupported(err error) bool {
	var re *RegexpError
	if errors.As(err, &re) {
		err = re.Err
	}
	var u *errUnsupported
	return errors.As(err, &u)
}

// lineBreak is \R for regexp2.
const lineBreak = `(?>\r\n|[\n\v\f\r\u0085\u2028\u2029])`

// checkOnigmoOnly returns the error of the first construct of p (Onigmo
// syntax) that cannot be run: an absent operator whose body is not literal
// text.
func checkOnigmoOnly(p string) error {
	if !strings.Contains(p, "(?~") {
		return nil
	}
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '\\':
			i++
		case '[':
			i = classEnd(p, i) - 1
		case '(':
			if strings.HasPrefix(p[i:], "(?~") {
				if _, n, ok := absentLiteral(p[i:]); !ok {
					end := min(len(p), i+n)
					return &errUnsupported{"the absent operator " + p[i:end] + " (other than of literal text)"}
				}
			}
		}
	}
	return nil
}

// absentLiteral reads the absent operator at the start of p ("(?~"): its
// literal text, the length read and whether its body is literal text
// (characters and escaped punctuation only).
func absentLiteral(p string) (lit string, n int, ok bool) {
	var b strings.Builder
	for i := 3; i < len(p); {
		c := p[i]
		switch {
		case c == ')':
			return b.String(), i + 1, true
		case c == '\\' && i+1 < len(p) && p[i+1] < 0x80 && !isASCIIAlnum(p[i+1]):
			b.WriteByte(p[i+1])
			i += 2
		case strings.IndexByte(`\[](){}|*+?.^$# `+"\t\n\r\f\v", c) >= 0:
			return "", i + 1, false
		default:
			_, w := utf8.DecodeRuneInString(p[i:])
			b.WriteString(p[i : i+w])
			i += w
		}
	}
	return "", len(p), false
}

func isASCIIAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// absentText is (?~lit) for regexp2: text where lit starts nowhere, then a
// proper beginning of lit, the longest first.
func absentText(lit string) string {
	if lit == "" {
		return "(?!)"
	}
	rs := []rune(lit)
	var b strings.Builder
	b.WriteString("(?:(?:(?!" + quoteLiteral(lit) + ")(?s:.))*")
	if len(rs) > 1 {
		b.WriteString("(?:")
		for k := len(rs) - 1; k >= 1; k-- {
			if k < len(rs)-1 {
				b.WriteByte('|')
			}
			b.WriteString(quoteLiteral(string(rs[:k])))
		}
		b.WriteString(")?")
	}
	b.WriteByte(')')
	return b.String()
}

// quoteLiteral writes s as regexp2 text matching itself.
func quoteLiteral(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c < 0x20 || c == 0x7f:
			b.WriteString(`\x` + strconv.FormatUint(uint64(c)|0x100, 16)[1:])
			continue
		case c < 0x80 && !isASCIIAlnum(c) && c != '_':
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	return b.String()
}

// checkCodePoints returns Onigmo's error for a \u escape of a code point
// that is no Unicode scalar value (a surrogate, or beyond U+10FFFF), which
// the translation would write as U+FFFD.
func checkCodePoints(p string) error {
	if !strings.Contains(p, `\u`) {
		return nil
	}
	bad := func(h string) bool {
		n, err := strconv.ParseUint(h, 16, 32)
		return err == nil && (n > 0x10FFFF || n >= 0xD800 && n <= 0xDFFF)
	}
	for i := 0; i+1 < len(p); i++ {
		if p[i] != '\\' {
			continue
		}
		if p[i+1] == 'u' {
			rest := p[i+2:]
			if strings.HasPrefix(rest, "{") {
				if end := strings.IndexByte(rest, '}'); end > 0 {
					for _, h := range strings.Fields(rest[1:end]) {
						if bad(h) {
							return errors.New("invalid Unicode range")
						}
					}
				}
			} else if len(rest) >= 4 && bad(rest[:4]) {
				return errors.New("invalid Unicode range")
			}
		}
		i++
	}
	return nil
}

//go:generate sh -c "ruby testdata/properties/gen.rb | gofmt > properties_gen.go"

// OnigmoPropertyKnown reports whether Onigmo (Ruby 3.1) takes name in
// \p{name}: case, spaces, '-' and '_' aside (onigmoPropertyNames,
// generated from Ruby).
func OnigmoPropertyKnown(name string) bool {
	return onigmoPropertyNames[onigmoPropertyKey(name)]
}

// onigmoPropertyKey is a property name as Onigmo looks it up: lower case,
// with spaces, '-' and '_' left out.
func onigmoPropertyKey(name string) string {
	var b strings.Builder
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case c == ' ' || c == '-' || c == '_':
		case 'A' <= c && c <= 'Z':
			b.WriteByte(c + 'a' - 'A')
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// checkProperties returns Onigmo's error for the first \p{name} (or
// \P{name}, \p{^name}) of p whose name Onigmo does not know, in or out of
// a class.
func checkProperties(p string) error {
	if !strings.Contains(p, `\p{`) && !strings.Contains(p, `\P{`) {
		return nil
	}
	for i := 0; i+2 < len(p); i++ {
		if p[i] != '\\' {
			continue
		}
		if (p[i+1] == 'p' || p[i+1] == 'P') && p[i+2] == '{' {
			end := strings.IndexByte(p[i+3:], '}')
			if end < 0 {
				// Onigmo names all but the last character read
				name := []rune(p[i+3:])
				if len(name) > 0 {
					name = name[:len(name)-1]
				}
				return errors.New("invalid character property name {" + string(name) + "}")
			}
			name := strings.TrimPrefix(p[i+3:i+3+end], "^")
			if !OnigmoPropertyKnown(name) {
				return errors.New("invalid character property name {" + name + "}")
			}
		}
		i++
	}
	return nil
}

// checkClassRanges returns Onigmo's error for a range of a bracket class
// with a set at one end ([a-\d], [\d-a]), which the translation would
// otherwise turn into another range and error.
func checkClassRanges(p string) error {
	if !strings.Contains(p, "-") || !strings.Contains(p, "[") {
		return nil
	}
	const (
		none = iota
		char
		set
	)
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '\\':
			i++
			continue
		case '[':
		default:
			continue
		}
		// a class: its items, in order
		end := classEnd(p, i)
		prev, dash := none, false
		j := i + 1
		if j < len(p) && p[j] == '^' {
			j++
		}
		for j < end-1 {
			kind, n := char, 1
			switch {
			case p[j] == '\\' && j+1 < end-1:
				n = 2
				switch e := p[j+1]; {
				case strings.IndexByte("dDwWsShH", e) >= 0:
					kind = set
				case (e == 'p' || e == 'P') && j+2 < len(p) && p[j+2] == '{':
					kind = set
					if k := strings.IndexByte(p[j:], '}'); k > 0 {
						n = k + 1
					}
				}
			case strings.HasPrefix(p[j:], "[:"):
				if k := strings.Index(p[j:], ":]"); k > 1 {
					kind, n = set, k+2
				}
			case p[j] == '[' || p[j] == '&':
				kind = none // a nested class or an intersection: not read here
			case p[j] == '-' && prev != none && !dash && j+1 < end-1:
				dash = true
				j++
				continue
			}
			if dash {
				switch {
				case prev == set:
					return errors.New("unmatched range specifier in char-class")
				case kind == set:
					return errors.New("char-class value at end of range")
				}
				kind = none // a range is no end of the next one
			}
			prev, dash = kind, false
			j += n
		}
		i = end - 1
	}
	return nil
}
