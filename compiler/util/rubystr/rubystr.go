// Package rubystr is Ruby 3.1's String methods that Puppet's functions and
// the Ruby interpreter apply to UTF-8 text: upcase, downcase, capitalize,
// swapcase (full Unicode case mapping as Ruby's Unicode 13 tables have it,
// special casing such as "ß" -> "SS" included, no context rules: Ruby has
// no final sigma), strip, lstrip, rstrip, chomp, chop and casecmp, and
// the test /\A\d+\z/ (AllDigits). It is their one owner; it imports nothing of the project.
//
// testdata/record.rb records Ruby's case mappings (case_table.go) and the
// samples the tests compare against.
package rubystr

import (
	"strings"
	"unicode/utf8"
)

type caseEntry struct {
	r                        rune
	upper, lower, title, swp string
}

type caseOp int

const (
	opUpper caseOp = iota
	opLower
	opTitle
	opSwap
)

// mapRune appends Ruby's mapping of r under op to b.
func mapRune(b *strings.Builder, r rune, op caseOp) {
	if r < utf8.RuneSelf {
		c := byte(r)
		switch {
		case c >= 'a' && c <= 'z' && op != opLower:
			c -= 'a' - 'A'
		case c >= 'A' && c <= 'Z' && (op == opLower || op == opSwap):
			c += 'a' - 'A'
		}
		b.WriteByte(c)
		return
	}
	lo, hi := 0, len(caseTable)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if caseTable[m].r < r {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if i := lo; i < len(caseTable) && caseTable[i].r == r {
		e := &caseTable[i]
		var m string
		switch op {
		case opUpper:
			m = e.upper
		case opLower:
			m = e.lower
		case opTitle:
			m = e.title
		default:
			m = e.swp
		}
		if m != "" {
			b.WriteString(m)
			return
		}
	}
	b.WriteRune(r)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func mapString(s string, op caseOp) string {
	var b strings.Builder
	b.Grow(len(s))
	for i, r := range s {
		if r == utf8.RuneError {
			if _, n := utf8.DecodeRuneInString(s[i:]); n == 1 {
				b.WriteByte(s[i]) // not UTF-8: left as it is
				continue
			}
		}
		mapRune(&b, r, op)
	}
	return b.String()
}

// Upcase is String#upcase.
func Upcase(s string) string {
	if isASCII(s) {
		return strings.ToUpper(s)
	}
	return mapString(s, opUpper)
}

// Downcase is String#downcase.
func Downcase(s string) string {
	if isASCII(s) {
		return strings.ToLower(s)
	}
	return mapString(s, opLower)
}

// Swapcase is String#swapcase.
func Swapcase(s string) string { return mapString(s, opSwap) }

// Capitalize is String#capitalize: the first character in title case, the
// rest downcased.
func Capitalize(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	var b strings.Builder
	if r == utf8.RuneError && n == 1 {
		b.WriteByte(s[0])
	} else {
		mapRune(&b, r, opTitle)
	}
	b.WriteString(Downcase(s[n:]))
	return b.String()
}

// IsSpace is what String#strip removes: ASCII whitespace and NUL.
func IsSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\v', '\f', '\r', 0:
		return true
	}
	return false
}

// Strip is String#strip.
func Strip(s string) string { return strings.TrimFunc(s, IsSpace) }

// Lstrip is String#lstrip.
func Lstrip(s string) string { return strings.TrimLeftFunc(s, IsSpace) }

// Rstrip is String#rstrip.
func Rstrip(s string) string { return strings.TrimRightFunc(s, IsSpace) }

// Chomp is String#chomp without an argument: one "\r\n", "\n" or "\r" off
// the end.
func Chomp(s string) string {
	switch {
	case strings.HasSuffix(s, "\r\n"):
		return s[:len(s)-2]
	case strings.HasSuffix(s, "\n"), strings.HasSuffix(s, "\r"):
		return s[:len(s)-1]
	}
	return s
}

// Chop is String#chop: the last character off ("\r\n" counts as one).
func Chop(s string) string {
	if strings.HasSuffix(s, "\r\n") {
		return s[:len(s)-2]
	}
	if s == "" {
		return s
	}
	_, n := utf8.DecodeLastRuneInString(s)
	return s[:len(s)-n]
}

// Casecmp is String#casecmp: -1, 0 or 1 comparing the bytes of a and b with
// only the ASCII letters folded to lower case (Ruby folds nothing else here,
// unlike casecmp?), a shorter prefix first.
func Casecmp(a, b string) int {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		ca, cb := a[i], b[i]
		if ca >= 'A' && ca <= 'Z' {
			ca += 'a' - 'A'
		}
		if cb >= 'A' && cb <= 'Z' {
			cb += 'a' - 'A'
		}
		if ca != cb {
			if ca < cb {
				return -1
			}
			return 1
		}
	}
	switch {
	case len(a) < len(b):
		return -1
	case len(a) > len(b):
		return 1
	}
	return 0
}

// AllDigits is Ruby's s =~ /\A\d+\z/: one or more ASCII digits and nothing
// else (Ruby's \d matches no other digit). Puppet and its modules use it to
// tell a number's text, e.g. a SemVer numeric identifier or an index.
func AllDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// RegexpEscape is Ruby's Regexp.escape: the metacharacters, '-', '#' and
// space escaped with a backslash, white space control characters as
// their escapes; '/' is not escaped (a regexp's /.../ form escapes it
// when it is shown). Puppet's Regexp.new(string, true) uses it.
func RegexpEscape(s string) string {
	const meta, controls, letters = ".*?+^$|()[]{}\\-# ", "\n\t\r\f\v", "ntrfv"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if strings.IndexByte(meta, c) >= 0 {
			b.WriteByte('\\')
			b.WriteByte(c)
		} else if k := strings.IndexByte(controls, c); k >= 0 {
			b.WriteByte('\\')
			b.WriteByte(letters[k])
		} else {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// Succ is Ruby's String#succ of ASCII text (stdlib's range() of strings
// steps with it). The rightmost letter or digit is incremented; "z", "Z"
// and "9" wrap to "a", "A" and "0" and carry to the letter or digit on
// their left, past other characters unless those separate a letter from a
// digit ("1.9" -> "2.0", but "a-9" -> "a-10"); a carry with nothing to
// take it inserts "a", "A" or "1" ("zz" -> "aaa"). Text without letters
// and digits increments its last byte, carrying leftwards. Characters
// beyond ASCII are bytes here (Ruby steps them as characters).
func Succ(s string) string {
	if s == "" {
		return ""
	}
	b := []byte(s)
	i := len(b) - 1
	for i >= 0 && !isAlnum(b[i]) {
		i--
	}
	if i < 0 {
		for i = len(b) - 1; i >= 0; i-- {
			if b[i] < 0xff {
				b[i]++
				return string(b)
			}
			b[i] = 0
		}
		return "\x01" + string(b)
	}
	for {
		c := b[i]
		var carry byte
		switch c {
		case 'z':
			b[i], carry = 'a', 'a'
		case 'Z':
			b[i], carry = 'A', 'A'
		case '9':
			b[i], carry = '0', '1'
		default:
			b[i]++
			return string(b)
		}
		j := i - 1
		for j >= 0 && !isAlnum(b[j]) {
			j--
		}
		if j < 0 || j < i-1 && isDigit(c) != isDigit(b[j]) {
			return string(b[:i]) + string(carry) + string(b[i:])
		}
		i = j
	}
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isAlnum(c byte) bool {
	return isDigit(c) || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
