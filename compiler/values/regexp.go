package values

import (
	"errors"
	"fmt"
	"github.com/punch-dev/punch/compiler/util/regexp2/syntax"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/lazyre"
)

// DefaultRegexpTimeout is regexp_timeout's default: the longest one
// match of a pattern regexp2 runs may take (regexp_match.go).
const DefaultRegexpTimeout = 10 * time.Second

var regexpTimeoutNs atomic.Int64

func init() { regexpTimeoutNs.Store(int64(DefaultRegexpTimeout)) }

// SetRegexpTimeout sets the longest one match may take (the setting
// regexp_timeout, for the process, as max_value_size); d <= 0 restores
// the default. Set it before compiles run: a pattern compiled keeps the
// bound it was compiled with for the engine callers take whole (Engine).
func SetRegexpTimeout(d time.Duration) {
	if d <= 0 {
		d = DefaultRegexpTimeout
	}
	regexpTimeoutNs.Store(int64(d))
}

// RegexpTimeout is the longest one match may take (regexp_timeout).
func RegexpTimeout() time.Duration { return time.Duration(regexpTimeoutNs.Load()) }

// RegexpError is an invalid regular expression.
type RegexpError struct {
	Pattern string
	Err     error
}

func (e *RegexpError) Error() string {
	return "invalid regular expression /" + e.Pattern + "/: " + regexpErrorDetail(e)
}

// Detail is Ruby's RegexpError message alone, as Puppet shows it where the
// pattern is not quoted again: "premature end of char-class: /^k[/".
func (e *RegexpError) Detail() string { return regexpErrorDetail(e) }

// regexpErrorDetail is the reason an expression did not compile, with
// the pattern: "premature end of char-class: /[a/".
func regexpErrorDetail(err error) string {
	if re, ok := err.(*RegexpError); ok {
		return re.Reason() + ": /" + re.Pattern + "/"
	}
	return err.Error()
}

// Reason is Ruby's RegexpError message without the pattern: Onigmo's text
// (regerror.c) for the engine's error where the two name the same mistake
// (OnigmoReason), else the engine's own.
func (e *RegexpError) Reason() string {
	if m, ok := OnigmoReason(e.Err, e.Pattern); ok {
		return m
	}
	s := e.Err.Error()
	// regexp2: "error parsing regexp: <reason> in `<pattern>`"
	s = strings.TrimPrefix(s, "error parsing regexp: ")
	if i := strings.LastIndex(s, " in `"); i >= 0 {
		s = s[:i]
	}
	return s
}

// OnigmoReason is Onigmo's text for the engine's syntax error err of
// pattern p (Onigmo syntax), where the two name the same mistake: the one
// owner of these texts, for Puppet's regexps and module Ruby's (checked
// against Ruby 3.1 by TestRegexpErrorTexts); ok false for another error.
func OnigmoReason(err error, p string) (string, bool) {
	var e *syntax.Error
	if !errors.As(err, &e) {
		return "", false
	}
	arg := func() string {
		if len(e.Args) > 0 {
			return fmt.Sprint(e.Args[0])
		}
		return ""
	}
	switch e.Code {
	case syntax.ErrMissingParen:
		return "end pattern with unmatched parenthesis", true
	case syntax.ErrUnexpectedParen:
		return "unmatched close parenthesis", true
	case syntax.ErrUnterminatedBracket:
		return "premature end of char-class", true
	case syntax.ErrMissingRepeatArgument:
		return "target of repeat operator is not specified", true
	case syntax.ErrUnrecognizedGrouping:
		a := arg()
		switch {
		case strings.HasSuffix(a, "?"):
			// "(?" at the end of the pattern
			return "end pattern in group", true
		case strings.HasPrefix(a, "?<") && !strings.HasPrefix(a, "?<=") && !strings.HasPrefix(a, "?<!"):
			if name, ok := badGroupName(p); ok {
				return "invalid group name <" + name + ">", true
			}
		}
		return "undefined group option", true
	case syntax.ErrInvalidGroupName:
		if name, ok := badGroupName(p); ok {
			return "invalid group name <" + name + ">", true
		}
	case syntax.ErrReversedCharRange, syntax.ErrInvalidCharRange:
		return "empty range in char class", true
	case syntax.ErrUndefinedNameRef:
		return "undefined name <" + arg() + "> reference", true
	case syntax.ErrUndefinedBackRef, syntax.ErrCapNumNotZero:
		return "invalid backref number/name", true
	case syntax.ErrIllegalEndEscape:
		return "too short escape sequence", true
	case syntax.ErrTooFewHex:
		if badUnicodeEscape(p) {
			return "invalid Unicode escape", true
		}
		return "invalid hex escape", true
	case syntax.ErrInvalidRepeatSize:
		return "upper is smaller than lower in repeat range", true
	case syntax.ErrNeverEndingRecursion:
		return "never ending recursion", true
	case syntax.ErrUndefinedGroupCall:
		return "undefined group <" + arg() + "> reference", true
	case syntax.ErrUnknownSlashP:
		return "invalid character property name {" + arg() + "}", true
	}
	return "", false
}

// badGroupName is the first group name of p Onigmo refuses (one that
// does not start with a letter or '_', or is not closed by '>'): ok false
// when there is none.
func badGroupName(p string) (string, bool) {
	for i := 0; i+3 <= len(p); i++ {
		if p[i] == '\\' {
			i++
			continue
		}
		if !strings.HasPrefix(p[i:], "(?<") || i+3 < len(p) && (p[i+3] == '=' || p[i+3] == '!') {
			continue
		}
		rest := p[i+3:]
		end := strings.IndexByte(rest, '>')
		if end < 0 {
			return rest, true
		}
		name := rest[:end]
		if name == "" || !(name[0] == '_' || name[0] >= 0x80 || unicode.IsLetter(rune(name[0]))) {
			return name, true
		}
	}
	return "", false
}

// badUnicodeEscape reports whether p has a \u escape without four hex
// digits or a brace.
func badUnicodeEscape(p string) bool {
	for i := 0; i+1 < len(p); i++ {
		if p[i] != '\\' {
			continue
		}
		if p[i+1] == 'u' {
			rest := p[i+2:]
			if strings.HasPrefix(rest, "{") {
				i++
				continue
			}
			if len(rest) < 4 || !isHex(rest[0]) || !isHex(rest[1]) || !isHex(rest[2]) || !isHex(rest[3]) {
				return true
			}
		}
		i++
	}
	return false
}

// quantifiedGroupRx finds a group followed by a quantifier.
var quantifiedGroupRx = lazyre.New(`(^|[^\\])\)[*+?{]`)

var namedGroupRx = lazyre.New(`\(\?(<[A-Za-z_]|')`)

var braceQuant = lazyre.New(`^\{(\d*)(,?)(\d*)\}`)

// rubyToRegexp2 rewrites a Ruby (Onigmo) pattern into the .NET dialect of
// regexp2 where the two differ for patterns Puppet code uses:
//   - (?m) (dot matches newline) is .NET's (?s);
//   - \d \w \s and their negations are ASCII-only in Ruby;
//   - \h and \H (hex digits), POSIX bracket classes [[:alpha:]] (Onigmo's
//     Unicode sets, unicodeclass.go);
//   - possessive quantifiers (a*+, a++, a?+, a{2}+) become atomic groups;
//   - {,n} means {0,n};
//   - \u{XXXX} code points.
//
// Anchors (^ $ at line boundaries, \A \z \Z), named groups, lookaround and
// atomic groups have the same syntax and meaning; ^ and $ work per line
// because patterns are compiled with regexp2.Multiline.
func rubyToRegexp2(p string) string { return translateRuby(p, false) }

// rubyCaret is Ruby's ^ for regexp2 (translateRuby).
const rubyCaret = `(?:\A|^(?!\z))`

// translateRuby is rubyToRegexp2; with goCaret, ^ stays a multi-line ^,
// for Go's engine, which has no lookahead to say "but not after a newline
// that ends the string" (Ruby's ^): the one place where the two differ is
// the very end of a string ending in a newline, which Regexp's matches
// look at themselves (caretAtEnd).
func translateRuby(p string, goCaret bool) string {
	simple := true
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case '\\', '(', '[', '{', '+', '*', '?', '^':
			simple = false
		}
	}
	if simple {
		return p
	}
	// With named groups, Ruby does not capture the unnamed ones.
	named := namedGroupRx.MatchString(p)
	out := make([]byte, 0, len(p)+16)
	lastAtom := -1
	afterQuant := false
	var groups []int
	for i := 0; i < len(p); {
		c := p[i]
		if c != '*' && c != '+' && c != '?' && c != '{' {
			afterQuant = false
		}
		switch c {
		case '\\':
			start := len(out)
			if i+1 >= len(p) {
				out = append(out, c)
				i++
				continue
			}
			e := p[i+1]
			i += 2
			switch e {
			case 'h':
				out = append(out, "[0-9a-fA-F]"...)
			case 'H':
				out = append(out, "[^0-9a-fA-F]"...)
			case 'd':
				out = append(out, "[0-9]"...)
			case 'D':
				out = append(out, "[^0-9]"...)
			case 'w':
				out = append(out, "[a-zA-Z0-9_]"...)
			case 'W':
				out = append(out, "[^a-zA-Z0-9_]"...)
			case 's':
				out = append(out, `[ \t\n\v\f\r]`...)
			case 'S':
				out = append(out, `[^ \t\n\v\f\r]`...)
			case 'b', 'B':
				out = append(out, wordBoundary(e == 'B')...)
				lastAtom = -1
				continue
			case 'R':
				out = append(out, lineBreak...)
			case 'g':
				// a subexpression call, copied whole for the engine
				// (its \g<+1> is no quantifier)
				out = append(out, '\\', 'g')
				if i < len(p) && (p[i] == '<' || p[i] == '\'') {
					closer := byte('>')
					if p[i] == '\'' {
						closer = '\''
					}
					if end := strings.IndexByte(p[i+1:], closer); end >= 0 {
						out = append(out, p[i:i+end+2]...)
						i += end + 2
					}
				} else {
					out = out[:len(out)-2]
					out = append(out, 'g')
				}
			case 'A', 'z', 'Z', 'G':
				out = append(out, '\\', e)
				lastAtom = -1
				continue
			case 'p', 'P':
				if body, n, ok := onigmoProperty(p[i-2:]); ok {
					out = append(append(append(out, '['), body...), ']')
					i += n - 2
					break
				}
				if strings.HasPrefix(p[i:], "{^") {
					// Onigmo's \p{^Name} is \P{Name} (and back)
					out = append(out, '\\', e^('p'^'P'), '{')
					i += 2
					break
				}
				if literalEscape(e, p[i:]) {
					out = append(out, e)
					break
				}
				out = append(out, '\\', e)
			case 'u':
				if i < len(p) && p[i] == '{' {
					end := strings.IndexByte(p[i:], '}')
					if end > 0 {
						for _, h := range strings.Fields(p[i+1 : i+end]) {
							n, err := strconv.ParseUint(h, 16, 32)
							if err == nil {
								out = appendCodepoint(out, rune(n))
							}
						}
						i += end + 1
						break
					}
				}
				out = append(out, '\\', 'u')
			default:
				if literalEscape(e, p[i:]) {
					// Onigmo takes an escape it does not know as the
					// letter (/\y/ is /y/; ruby -w warns "Unknown escape
					// \y is ignored"), where .NET refuses it
					out = append(out, e)
					break
				}
				out = append(out, '\\', e)
				if e >= 0x80 {
					// escaped multi-byte character: copy its remaining bytes
					_, n := utf8.DecodeRuneInString(p[i-1:])
					out = append(out, p[i:i-1+n]...)
					i += n - 1
				}
			}
			lastAtom = start
		case '[':
			start := len(out)
			j, cls := translateClass(p, i)
			out = append(out, cls...)
			i = j
			lastAtom = start
		case '(':
			if strings.HasPrefix(p[i:], "(?~") {
				// the absent operator (regexp_onigmo.go; NewRegexp has
				// refused one of anything but literal text)
				lit, n, _ := absentLiteral(p[i:])
				lastAtom = len(out)
				out = append(out, absentText(lit)...)
				i += n
				continue
			}
			groups = append(groups, len(out))
			if i+2 < len(p) && p[i+1] == '?' {
				j := i + 2
				for j < len(p) && strings.IndexByte("mix-", p[j]) >= 0 {
					j++
				}
				if j > i+2 && j < len(p) && (p[j] == ')' || p[j] == ':') {
					out = append(out, '(', '?')
					out = append(out, strings.ReplaceAll(p[i+2:j], "m", "s")...)
					i = j
					if p[j] == ')' {
						// an option switch, not a group
						groups = groups[:len(groups)-1]
						out = append(out, ')')
						i++
						lastAtom = -1
					}
					continue
				}
			}
			if named && !(i+1 < len(p) && p[i+1] == '?') {
				out = append(out, "(?:"...)
			} else {
				out = append(out, c)
			}
			i++
			lastAtom = -1
		case ')':
			out = append(out, c)
			i++
			if n := len(groups); n > 0 {
				lastAtom = groups[n-1]
				groups = groups[:n-1]
			} else {
				lastAtom = -1
			}
		case '*', '+', '?':
			if afterQuant && lastAtom >= 0 {
				out = nest(out, lastAtom)
			}
			i++
			out, i = quantifier(out, p, i, string(c), &lastAtom)
			afterQuant = true
			continue
		case '{':
			if m := braceQuant.FindStringSubmatch(p[i:]); m != nil && (m[1] != "" || m[3] != "") && lastAtom >= 0 {
				q := m[0]
				if m[1] == "" {
					q = "{0," + m[3] + "}"
				}
				i += len(m[0])
				if afterQuant {
					out = nest(out, lastAtom)
				}
				if i < len(p) && (p[i] == '+' || p[i] == '?' && m[2] == "") {
					// in Ruby's syntax a{1,2}+ is (?:a{1,2})+, not
					// possessive, and a{2}? is (?:a{2})?, not lazy: the
					// next quantifier nests (afterQuant)
					out = append(out, q...)
					afterQuant = true
					continue
				}
				out, i = quantifier(out, p, i, q, &lastAtom)
				afterQuant = true
				continue
			}
			lastAtom = len(out)
			afterQuant = false
			out = append(out, c)
			i++
		case '^':
			// Ruby's ^ matches at the start of every line but never at
			// the very end of the string, after a final newline, where
			// a multiline ^ in .NET and Go does ("x\n" =~ /^$/ is false).
			if goCaret {
				out = append(out, '^')
			} else {
				out = append(out, rubyCaret...)
			}
			i++
			lastAtom = -1
		case '|', '$':
			out = append(out, c)
			i++
			lastAtom = -1
		default:
			lastAtom = len(out)
			_, n := utf8.DecodeRuneInString(p[i:])
			out = append(out, p[i:i+n]...)
			i += n
		}
	}
	return string(out)
}

// nest wraps out[from:] in a non-capturing group, so that a quantifier may
// follow a quantifier as Ruby allows (a** is (?:a*)*).
func nest(out []byte, from int) []byte {
	inner := append([]byte(nil), out[from:]...)
	out = append(out[:from], "(?:"...)
	out = append(out, inner...)
	return append(out, ')')
}

func appendCodepoint(out []byte, r rune) []byte {
	if r < 0x10000 {
		return append(out, []byte(`\u`+strings.ToUpper(strconv.FormatInt(int64(r)+0x10000, 16)[1:]))...)
	}
	return utf8.AppendRune(out, r)
}

// quantifier appends q (already consumed) and handles a following lazy '?'
// or possessive '+'.
func quantifier(out []byte, p string, i int, q string, lastAtom *int) ([]byte, int) {
	if i < len(p) && p[i] == '+' && *lastAtom >= 0 {
		atom := append([]byte(nil), out[*lastAtom:]...)
		out = append(out[:*lastAtom], "(?>"...)
		out = append(out, atom...)
		out = append(out, q...)
		out = append(out, ')')
		return out, i + 1
	}
	out = append(out, q...)
	if i < len(p) && p[i] == '?' {
		out = append(out, '?')
		i++
	}
	return out, i
}

// translateClass translates the bracket class starting at p[i] and returns
// the index after it.
func translateClass(p string, i int) (int, []byte) {
	out := []byte{'['}
	i++
	if i < len(p) && p[i] == '^' {
		out = append(out, '^')
		i++
	}
	if i < len(p) && p[i] == ']' {
		out = append(out, '\\', ']')
		i++
	}
	for i < len(p) {
		c := p[i]
		switch {
		case c == ']':
			return i + 1, append(out, ']')
		case c == '\\' && i+1 < len(p):
			e := p[i+1]
			switch e {
			case 'h':
				out = append(out, "0-9a-fA-F"...)
			case 'd':
				out = append(out, "0-9"...)
			case 'w':
				out = append(out, "a-zA-Z0-9_"...)
			case 's':
				out = append(out, ` \t\n\v\f\r`...)
			case 'D', 'W', 'S', 'H':
				// Ruby's sets are ASCII (as outside a class); .NET's \D
				// \W \S would leave out Unicode digits, letters and
				// spaces, and it knows no \H: the complement as ranges
				out = append(out, asciiComplementBody(e)...)
			case 'u':
				if i+2 < len(p) && p[i+2] == '{' {
					end := strings.IndexByte(p[i+2:], '}')
					if end > 0 {
						n, err := strconv.ParseUint(strings.TrimSpace(p[i+3:i+2+end]), 16, 32)
						if err == nil {
							out = appendCodepoint(out, rune(n))
							i += 3 + end
							continue
						}
					}
				}
				out = append(out, '\\', 'u')
			case 'p', 'P':
				// a property (\p{Alpha}); without a brace Onigmo takes
				// the letter itself, where .NET would refuse it
				if body, n, ok := onigmoProperty(p[i:]); ok {
					out = append(out, body...)
					i += n
					continue
				}
				if strings.HasPrefix(p[i+2:], "{^") {
					// \p{^Name} is \P{Name} (and back)
					out = append(out, '\\', e^('p'^'P'), '{')
					i += 4
					continue
				}
				if i+2 < len(p) && p[i+2] == '{' {
					out = append(out, '\\', e)
				} else {
					out = append(out, e)
				}
			default:
				if classLiteralEscape(e) {
					// Onigmo ignores an escape it does not know inside a
					// class and takes the letter ([\A] is 'A'; ruby -w
					// warns "Unknown escape \A is ignored"); .NET refuses
					// one (golden forge9_regexp_class_unknown_escape)
					out = append(out, e)
				} else {
					out = append(out, '\\', e)
				}
			}
			i += 2
		case c == '[' && i+1 < len(p) && p[i+1] == ':':
			end := strings.Index(p[i:], ":]")
			if end > 1 { // "[:]" is no POSIX bracket (end 1 would slice backwards)
				name := p[i+2 : i+end]
				neg := strings.HasPrefix(name, "^")
				name = strings.TrimPrefix(name, "^")
				// Onigmo's sets for a UTF-8 string (Ⅻ is upper, ٣ a
				// digit, NBSP a space), as explicit ranges.
				if body, ok := PosixClassBody(name, neg); ok {
					out = append(out, body...)
					i += end + 2
					continue
				}
			}
			out = append(out, '\\', '[')
			i++
		case c == '[':
			// Ruby nests classes; .NET does not: read the nested class as
			// a union of its members.
			j, inner := translateClass(p, i)
			if len(inner) > 2 && inner[1] != '^' {
				out = append(out, inner[1:len(inner)-1]...)
			} else {
				out = append(out, inner...)
			}
			i = j
		case c == '&' && i+1 < len(p) && p[i+1] == '&':
			// Intersections are not supported by .NET: keep them literal
			// and let the compile fail loudly rather than mis-match.
			out = append(out, '&', '&')
			i += 2
		default:
			out = append(out, c)
			i++
		}
	}
	return i, out
}

// classSetChars are the characters of Ruby's \d \w \s \h, by the
// upper-case letter of their complement.
var classSetChars = map[byte]string{
	'D': "0123456789",
	'W': "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_",
	'S': " \t\n\v\f\r",
	'H': "0123456789abcdefABCDEF",
}

// asciiComplementBody is the class body (ranges, no brackets) of \D \W \S
// or \H: every code point but the ASCII characters of the set.
func asciiComplementBody(e byte) string {
	chars := classSetChars[e]
	return cachedClassBody("ascii "+string(e), func(r rune) bool { return strings.ContainsRune(chars, r) }, true)
}

// classLiteralEscape reports whether \e inside a bracket class is, for
// Onigmo, the ASCII letter (or '_') e itself: every letter but those it gives a
// meaning there (escapes.txt, recorded with Ruby 3.1): the escapes of
// control characters (\a \b \e \f \n \r \t \v), the sets (\d \D \h \H \s
// \S \w \W), \c \C- \M- \u \x, and \p \P (handled by the caller).
func classLiteralEscape(e byte) bool {
	if e == '_' {
		// the one punctuation character .NET will not take escaped
		// (a word character there); Onigmo takes it as itself
		return true
	}
	if !('a' <= e && e <= 'z' || 'A' <= e && e <= 'Z') {
		return false
	}
	return !strings.ContainsRune("abefnrtvdDhHsSwWcCMuxpP", rune(e))
}

// onigmoProperty reads the property escape at the start of p (\p{Name},
// \p{^Name}, \P{Name}) when Name is one Onigmo takes (case, spaces,
// hyphens and underscores ignored, as Onigmo does): its own properties
// (OnigmoSets: Alpha, Alnum, Word, Punct, ...) and Unicode's categories,
// scripts and their short names, blocks, ages and binary properties, with
// Ruby 3.1's code points (regexp_props.go): the class body of its set or
// complement and the length read.
func onigmoProperty(p string) (body string, n int, ok bool) {
	if len(p) < 4 || p[2] != '{' {
		return "", 0, false
	}
	end := strings.IndexByte(p, '}')
	if end < 0 {
		return "", 0, false
	}
	name := p[3:end]
	neg := p[1] == 'P'
	if strings.HasPrefix(name, "^") {
		neg, name = !neg, name[1:]
	}
	body, known := OnigmoPropertyClassBody(onigmoPropertyKey(name), neg)
	if !known {
		return "", 0, false
	}
	return body, end + 1, true
}

// literalEscape reports whether \e outside a class is, for Onigmo, the
// ASCII letter e itself (rest is the pattern after it): every letter but
// those it gives a meaning (escapes.txt, recorded with Ruby 3.1): anchors,
// sets, control characters, \K \R \X, \c \C- \M- \u \x, and \p{..},
// \g<..> and \k<..> (without their bracket, \p \g \k are letters too).
func literalEscape(e byte, rest string) bool {
	switch e {
	case 'p', 'P':
		return !strings.HasPrefix(rest, "{")
	case 'g', 'k':
		return !strings.HasPrefix(rest, "<") && !strings.HasPrefix(rest, "'")
	case '_':
		// as inside a class (classLiteralEscape)
		return true
	}
	return ('a' <= e && e <= 'z' || 'A' <= e && e <= 'Z') &&
		!strings.ContainsRune("ABCDGHKMRSWXZabcdefhnrstuvwxz", rune(e))
}

// wordBoundary is Onigmo's \b (or \B) for a UTF-8 string: between a word
// character and a character that is not one (or not), where the word
// characters are Unicode's (OnigmoSets["word"]: é, Ω, 日 are), although
// \w is ASCII: 'café' =~ /caf\b/ is nil. regexp2's \b counts .NET's word
// characters and Go's ASCII ones, so it is written with lookaround (which
// also keeps such a pattern off Go's engine, which has none).
func wordBoundary(not bool) string {
	wordBoundaryOnce.Do(func() {
		w := "[" + onigmoWordClassBody() + "]"
		wordBoundaryText[0] = "(?:(?<=" + w + ")(?!" + w + ")|(?<!" + w + ")(?=" + w + "))"
		wordBoundaryText[1] = "(?:(?<=" + w + ")(?=" + w + ")|(?<!" + w + ")(?!" + w + "))"
	})
	if not {
		return wordBoundaryText[1]
	}
	return wordBoundaryText[0]
}

// ASCIIWordBoundary is \b (or \B) between ASCII word characters, as
// Onigmo's (?a) option makes it.
func ASCIIWordBoundary(not bool) string {
	const w = "[a-zA-Z0-9_]"
	if not {
		return "(?:(?<=" + w + ")(?=" + w + ")|(?<!" + w + ")(?!" + w + "))"
	}
	return "(?:(?<=" + w + ")(?!" + w + ")|(?<!" + w + ")(?=" + w + "))"
}

var (
	wordBoundaryOnce sync.Once
	wordBoundaryText [2]string
)

// onigmoWordClassBody is OnigmoSets["word"] as a short class body: .NET's
// \w (L, Mn, Nd, Pc, all of them Onigmo word characters) with the
// categories and the few letter-like symbols (Ⓐ, 🄰) Onigmo adds, instead
// of some 30,000 characters of ranges in each of a boundary's four
// lookarounds.
func onigmoWordClassBody() string {
	rest := func(r rune) bool {
		return OnigmoSets["word"](r) && !unicode.In(r, unicode.L, unicode.Mn, unicode.Nd, unicode.Pc, unicode.Nl, unicode.Mc, unicode.Me)
	}
	// .NET's \w also has the joiners U+200C and U+200D (Cf), which are
	// not Onigmo's: taken out with a class subtraction
	return `\w\p{Nl}\p{Mc}\p{Me}` + ClassBody(rest, nil) + `-[\x{200C}\x{200D}]`
}

// goRegexp compiles the pattern with Go's regexp package when its
// translation uses only what that package supports with the same meaning
// (it rejects backreferences, lookaround, atomic groups, \Z, \G, ...); nil
// otherwise.
func goRegexp(pattern string) *regexp.Regexp {
	t := translateRuby(pattern, true)
	// Constructs whose Go spelling means something else, or that the
	// translation leaves in .NET syntax.
	for _, bad := range []string{`\u`, `\e`, `\Q`, `\x{`, `\c`, `(?x`, `(?-x`, `(?'`, `\k`, `\K`, `\R`, `\X`, `\g`} {
		if strings.Contains(t, bad) {
			return nil
		}
	}
	if strings.Contains(t, "(?") && regexp.MustCompile(`\(\?[a-zA-Z-]*x`).MatchString(t) {
		return nil
	}
	re, err := regexp.Compile("(?m)" + t)
	if err != nil {
		return nil
	}
	return re
}

// rubyRegexpExpr is Ruby's rb_reg_expr_str with '/' as the terminator, how
// Regexp#inspect and #to_s write a source: an escaped character stays as
// is, a slash becomes \/, a control character that is not white space
// becomes \xNN.
func rubyRegexpExpr(src string) string {
	var b strings.Builder
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '\\' && i+1 < len(src):
			_, n := utf8.DecodeRuneInString(src[i+1:])
			b.WriteString(src[i : i+1+n])
			i += 1 + n
			continue
		case c == '/':
			b.WriteString(`\/`)
		case c >= 0x80 || c >= 0x20 && c < 0x7f || c == ' ' || c >= '\t' && c <= '\r':
			b.WriteByte(c)
		default:
			b.WriteString(`\x`)
			b.WriteString(strings.ToUpper(strconv.FormatUint(uint64(c)|0x100, 16)[1:]))
		}
		i++
	}
	return b.String()
}
