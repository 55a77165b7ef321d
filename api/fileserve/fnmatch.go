package fileserve

import "unicode/utf8"

// fnmatch reports whether name matches pattern the way Ruby's
// File.fnmatch(pattern, name) does with no flags, which is how Puppet's
// Fileset applies `ignore` patterns to entry names:
//
//   - `*` matches any run of characters (also none), `?` any one character;
//   - `[set]`, `[!set]` and `[^set]` with ranges `a-z`; a set that is never
//     closed matches nothing; `[]` matches nothing and `[!]` anything;
//   - `\` escapes the next character;
//   - a name starting with "." matches only a pattern starting with "."
//     (no FNM_DOTMATCH), so "*" does not match ".git";
//   - no brace expansion: "{a,b}" is literal.
//
// Like C strings, both sides end at a NUL byte.
func fnmatch(pattern, name string) bool {
	p := cstr(pattern)
	s := cstr(name)
	at := func(str string, i int) byte {
		if i < len(str) {
			return str[i]
		}
		return 0
	}
	unescape := func(i int) int {
		if at(p, i) == '\\' {
			return i + 1
		}
		return i
	}
	inc := func(i int) int {
		_, n := utf8.DecodeRuneInString(s[i:])
		if n == 0 {
			n = 1
		}
		return i + n
	}

	pi, si := 0, 0
	ptmp, stmp := -1, -1

	if at(s, 0) == '.' && at(p, unescape(0)) != '.' {
		return false
	}
	for {
		switch at(p, pi) {
		case '*':
			for at(p, pi) == '*' {
				pi++
			}
			if at(p, unescape(pi)) == 0 {
				return true
			}
			if si >= len(s) {
				return false
			}
			ptmp, stmp = pi, si
			continue
		case '?':
			if si >= len(s) {
				return false
			}
			pi++
			si = inc(si)
			continue
		case '[':
			if si >= len(s) {
				return false
			}
			if t, ok := bracket(p, pi+1, s, si); ok {
				pi = t
				si = inc(si)
				continue
			}
			goto failed
		}

		// an ordinary character
		pi = unescape(pi)
		if si >= len(s) {
			return at(p, pi) == 0
		}
		if pi >= len(p) {
			goto failed
		}
		{
			_, r := utf8.DecodeRuneInString(p[pi:])
			if r <= len(s)-si && p[pi:pi+r] == s[si:si+r] {
				pi += r
				si += r
				continue
			}
		}
	failed:
		if ptmp >= 0 && stmp >= 0 {
			pi = ptmp
			stmp = inc(stmp)
			si = stmp
			continue
		}
		return false
	}
}

// bracket matches the character of s at si against the set starting at
// p[pi] (just after '['). It returns the index after the closing ']' and
// whether the character is in the set; a set without its ']' never matches.
func bracket(p string, pi int, s string, si int) (int, bool) {
	at := func(str string, i int) byte {
		if i < len(str) {
			return str[i]
		}
		return 0
	}
	clen := func(str string, i int) int {
		if i >= len(str) {
			return 1
		}
		_, n := utf8.DecodeRuneInString(str[i:])
		return n
	}
	code := func(str string, i int) rune {
		if i >= len(str) {
			return 0
		}
		r, _ := utf8.DecodeRuneInString(str[i:])
		return r
	}
	sameChar := func(t, r int) bool {
		return r <= len(s)-si && t+r <= len(p) && p[t:t+r] == s[si:si+r]
	}

	if pi >= len(p) {
		return 0, false
	}
	ok, not := false, false
	if p[pi] == '!' || p[pi] == '^' {
		not = true
		pi++
	}
	for at(p, pi) != ']' {
		t1 := pi
		if at(p, t1) == '\\' {
			t1++
		}
		if at(p, t1) == 0 {
			return 0, false
		}
		r := clen(p, t1)
		pi = t1 + r
		if pi >= len(p) {
			return 0, false
		}
		if p[pi] == '-' && at(p, pi+1) != ']' {
			t2 := pi + 1
			if at(p, t2) == '\\' {
				t2++
			}
			if at(p, t2) == 0 {
				return 0, false
			}
			r2 := clen(p, t2)
			pi = t2 + r2
			if ok {
				continue
			}
			if sameChar(t1, r) || sameChar(t2, r2) {
				ok = true
				continue
			}
			c := code(s, si)
			if c < code(p, t1) || c > code(p, t2) {
				continue
			}
			ok = true
			continue
		}
		if ok {
			continue
		}
		if sameChar(t1, r) {
			ok = true
		}
	}
	if ok == not {
		return 0, false
	}
	return pi + 1, true
}

func cstr(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == 0 {
			return s[:i]
		}
	}
	return s
}
