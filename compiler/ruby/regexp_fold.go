package ruby

import "strings"

// Onigmo's multi-character case folding under /i for the German sharp s
// (the one module code meets: 'STRASSE' =~ /straße/i): ß and ẞ fold to
// "ss", so with the i option a literal ß or ẞ in the pattern also
// matches "ss" in any case, a literal "ss" (no quantifier on the second
// s) also matches ß and ẞ, and a character class that is not negated and
// holds ß also matches "ss". The rewrite keeps group numbers
// (non-capturing groups) and leaves escapes, negated classes and
// comments alone. Other multi-character folds (ligatures such as ﬀ) are
// not done.

const sharpS = "(?:ss|ß|ẞ)"

// foldSharpS rewrites pattern p (compiled with the i option) as above;
// p unchanged when it has no ß, ẞ or "ss".
func foldSharpS(p string, extended bool) string {
	lower := strings.ToLower(p)
	if !strings.Contains(p, "ß") && !strings.Contains(p, "ẞ") && !strings.Contains(lower, "ss") {
		return p
	}
	var b strings.Builder
	b.Grow(len(p) + 16)
	isS := func(i int) bool { return i < len(p) && (p[i] == 's' || p[i] == 'S') }
	quantified := func(i int) bool { return i < len(p) && strings.IndexByte("*+?{", p[i]) >= 0 }
	// next is where the pattern goes on from i: past white space in
	// extended mode
	next := func(i int) int {
		for extended && i < len(p) && strings.IndexByte(" \t\n\r\f\v", p[i]) >= 0 {
			i++
		}
		return i
	}
	for i := 0; i < len(p); {
		c := p[i]
		switch {
		case c == '\\' && i+2 < len(p) && strings.IndexByte("kgpPxu", p[i+1]) >= 0 && strings.IndexByte("<'{", p[i+2]) >= 0:
			// \k<name>, \g'name', \p{Prop}, \x{..}, \u{..}: as they are
			j := strings.IndexAny(p[i+3:], ">'}")
			if j < 0 {
				j = len(p) - i - 4
			}
			b.WriteString(p[i : i+3+j+1])
			i += 3 + j + 1
		case c == '(' && strings.HasPrefix(p[i:], "(?") && !strings.HasPrefix(p[i:], "(?#"):
			// a group's name or flags: as they are
			j := i + 2
			switch {
			case strings.HasPrefix(p[j:], "<=") || strings.HasPrefix(p[j:], "<!"):
				j += 2
			case strings.HasPrefix(p[j:], "<") || strings.HasPrefix(p[j:], "'"):
				if k := strings.IndexAny(p[j+1:], ">'"); k >= 0 {
					j += k + 2
				}
			default:
				for j < len(p) && (p[j] >= 'a' && p[j] <= 'z' || p[j] == '-') {
					j++
				}
			}
			b.WriteString(p[i:j])
			i = j
		case c == '\\':
			// an escape: the backslash and the next character as they are
			j := i + 2
			for j < len(p) && j > i+1 && p[j-1] >= 0x80 && p[j]&0xC0 == 0x80 {
				j++
			}
			if j > len(p) {
				j = len(p)
			}
			b.WriteString(p[i:j])
			i = j
		case c == '[':
			end := classEnd(p, i)
			class := p[i:end]
			if !strings.HasPrefix(class, "[^") && (strings.Contains(class, "ß") || strings.Contains(class, "ẞ")) {
				b.WriteString("(?:" + class + "|ss)")
			} else {
				b.WriteString(class)
			}
			i = end
		case c == '#' && extended:
			// a comment to the end of the line
			j := strings.IndexByte(p[i:], '\n')
			if j < 0 {
				j = len(p) - i
			}
			b.WriteString(p[i : i+j])
			i += j
		case c == '(' && strings.HasPrefix(p[i:], "(?#"):
			j := strings.IndexByte(p[i:], ')')
			if j < 0 {
				j = len(p) - i - 1
			}
			b.WriteString(p[i : i+j+1])
			i += j + 1
		case strings.HasPrefix(p[i:], "ß") || strings.HasPrefix(p[i:], "ẞ"):
			n := len("ß")
			if strings.HasPrefix(p[i:], "ẞ") {
				n = len("ẞ")
			}
			b.WriteString(sharpS)
			i += n
		case isS(i) && isS(next(i+1)) && !quantified(next(i+1)+1):
			j := next(i + 1)
			b.WriteString("(?:" + p[i:j+1] + "|ß|ẞ)")
			i = j + 1
		default:
			b.WriteByte(c)
			i++
		}
	}
	return b.String()
}

// classEnd is the index after the character class starting at p[i]
// ('['), nested classes and escapes included; len(p) when unclosed.
func classEnd(p string, i int) int {
	depth := 0
	for j := i; j < len(p); j++ {
		switch p[j] {
		case '\\':
			j++
		case '[':
			depth++
			if j+1 < len(p) && p[j+1] == ']' && depth == 1 && j == i {
				j++ // a ']' first in the class is a member
			} else if j+2 < len(p) && p[j+1] == '^' && p[j+2] == ']' && depth == 1 && j == i {
				j += 2
			}
		case ']':
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return len(p)
}
