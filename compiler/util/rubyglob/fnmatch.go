package rubyglob

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// File::FNM_* flags of File.fnmatch.
const (
	FNMNoEscape = 1
	FNMPathname = 2
	FNMDotMatch = 4
	FNMCaseFold = 8
	FNMExtGlob  = 16
)

// Fnmatch is Ruby 3.1's File.fnmatch(pattern, path, flags): '*' any run
// of characters, '?' one, '[...]' a set ('!' or '^' negates, ranges, '\'
// escapes unless FNMNoEscape; an unclosed set matches nothing). Without
// FNMPathname '*' and '?' match '/' too, and only a '.' starting the path
// must be matched by a literal '.'; with it every name of the path is
// matched on its own, a leading '.' of each name needs a literal one, and
// "**/" matches any number of directories (names starting with '.' only
// with FNMDotMatch). FNMDotMatch lets wildcards match leading dots,
// FNMCaseFold ignores case, FNMExtGlob expands {a,b} first (at most
// MaxPatterns alternatives: past that nothing matches).
//
// A '*' backtracks only to its latest position, as Ruby's matcher, so a
// match costs at most the product of the lengths.
func Fnmatch(pattern, path string, flags int) bool {
	if flags&FNMExtGlob != 0 {
		alts := ExpandBraces(pattern)
		if len(alts) > MaxPatterns {
			return false
		}
		for _, p := range alts {
			if fnmatch1(p, path, flags) {
				return true
			}
		}
		return false
	}
	return fnmatch1(pattern, path, flags)
}

func fnmatch1(p, s string, flags int) bool {
	period := flags&FNMDotMatch == 0
	if flags&FNMPathname == 0 {
		return matchSeg(p, s, flags, period)
	}
	// the pattern's and the path's names in step; a "**/" remembers where
	// both were, and a failure goes back there with the path one
	// directory further
	var ptmp, stmp string
	back := false
	for {
		if strings.HasPrefix(p, "**/") {
			for strings.HasPrefix(p, "**/") {
				p = p[3:]
			}
			ptmp, stmp, back = p, s, true
		}
		pseg, prest, pmore := strings.Cut(p, "/")
		sseg, srest, smore := strings.Cut(s, "/")
		if matchSeg(pseg, sseg, flags, period) {
			if pmore && smore {
				p, s = prest, srest
				continue
			}
			if !pmore && !smore {
				return true
			}
		}
		if back && !(period && strings.HasPrefix(stmp, ".")) {
			if _, rest, ok := strings.Cut(stmp, "/"); ok {
				p, stmp, s = ptmp, rest, rest
				continue
			}
		}
		return false
	}
}

// matchSeg matches s against p (a whole path without FNMPathname, else
// one name of each). period: a leading '.' of s needs a literal '.'.
func matchSeg(p, s string, flags int, period bool) bool {
	escape := flags&FNMNoEscape == 0
	fold := flags&FNMCaseFold != 0
	if period && strings.HasPrefix(s, ".") {
		lit := strings.HasPrefix(p, ".") || (escape && strings.HasPrefix(p, "\\."))
		if !lit {
			return false
		}
	}
	starP, starS := -1, -1
	pi, si := 0, 0
	for {
		if pi < len(p) {
			switch c := p[pi]; {
			case c == '*':
				for pi < len(p) && p[pi] == '*' {
					pi++
				}
				starP, starS = pi, si
				continue
			case si < len(s) && c == '?':
				_, n := utf8.DecodeRuneInString(s[si:])
				pi, si = pi+1, si+n
				continue
			case si < len(s) && c == '[':
				r, n := utf8.DecodeRuneInString(s[si:])
				if end, ok := bracket(p[pi+1:], r, escape, fold); ok {
					pi, si = pi+1+end, si+n
					continue
				}
			case si < len(s):
				if c == '\\' && escape && pi+1 < len(p) {
					pi++
				}
				pr, pn := utf8.DecodeRuneInString(p[pi:])
				sr, sn := utf8.DecodeRuneInString(s[si:])
				if pr == sr || (fold && unicode.ToLower(pr) == unicode.ToLower(sr)) {
					pi, si = pi+pn, si+sn
					continue
				}
			}
		} else if si == len(s) {
			return true
		}
		// no match here: the latest '*' takes one more character
		if starP < 0 || starS >= len(s) {
			return false
		}
		_, n := utf8.DecodeRuneInString(s[starS:])
		starS += n
		pi, si = starP, starS
	}
}

// bracket matches r against the set whose text follows a '[' in p: the
// length of the set's text with its ']' and whether r is in it (false
// also for an unclosed set).
func bracket(p string, r rune, escape, fold bool) (int, bool) {
	i := 0
	not := false
	if i < len(p) && (p[i] == '!' || p[i] == '^') {
		not = true
		i++
	}
	in := false
	lower := unicode.ToLower(r)
	for i < len(p) && p[i] != ']' {
		if escape && p[i] == '\\' && i+1 < len(p) {
			i++
		}
		lo, n := utf8.DecodeRuneInString(p[i:])
		i += n
		hi := lo
		if i+1 < len(p) && p[i] == '-' && p[i+1] != ']' {
			i++
			if escape && p[i] == '\\' && i+1 < len(p) {
				i++
			}
			hi, n = utf8.DecodeRuneInString(p[i:])
			i += n
		}
		if (lo <= r && r <= hi) || (fold && unicode.ToLower(lo) <= lower && lower <= unicode.ToLower(hi)) {
			in = true
		}
	}
	if i >= len(p) {
		return 0, false
	}
	return i + 1, in != not
}
