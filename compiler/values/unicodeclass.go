package values

import (
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Onigmo's (Ruby's) character sets for a UTF-8 string, written out as
// explicit class ranges for the regexp engine, which knows Go's general
// categories, scripts and properties by their exact names only. Puppet
// regexps (their POSIX brackets: Ⅻ is [[:upper:]], ٣ [[:digit:]], NBSP
// [[:space:]]) and Ruby regexps in the Ruby runtime (POSIX brackets,
// Onigmo's \p{..} properties, intersections: compiler/ruby/onigmo.go) are
// written with the same sets.

// OnigmoSets are the properties Onigmo defines itself, as Ruby 3.1 matches
// them in a UTF-8 string (checked code point by code point against ruby
// 3.1 in compiler/ruby's TestOracle regexp_onigmo_properties). Read only.
var OnigmoSets = map[string]func(r rune) bool{
	"ascii":  func(r rune) bool { return r < 0x80 },
	"any":    func(r rune) bool { return true },
	"alpha":  isOnigAlpha,
	"alnum":  func(r rune) bool { return isOnigAlpha(r) || unicode.Is(unicode.Nd, r) },
	"digit":  func(r rune) bool { return unicode.Is(unicode.Nd, r) },
	"upper":  func(r rune) bool { return unicode.In(r, unicode.Lu, unicode.Other_Uppercase) },
	"lower":  func(r rune) bool { return unicode.In(r, unicode.Ll, unicode.Other_Lowercase) },
	"space":  func(r rune) bool { return unicode.Is(unicode.White_Space, r) },
	"blank":  func(r rune) bool { return r == '\t' || unicode.Is(unicode.Zs, r) },
	"cntrl":  func(r rune) bool { return unicode.Is(unicode.Cc, r) },
	"punct":  func(r rune) bool { return unicode.Is(unicode.P, r) },
	"xdigit": func(r rune) bool { return r < 0x80 && strings.ContainsRune("0123456789abcdefABCDEF", r) },
	"word": func(r rune) bool {
		return isOnigAlpha(r) || unicode.In(r, unicode.M, unicode.Nd, unicode.Pc)
	},
	"graph":    isOnigGraph,
	"print":    func(r rune) bool { return isOnigGraph(r) || unicode.Is(unicode.Zs, r) },
	"assigned": isAssigned,
}

func isOnigAlpha(r rune) bool {
	return unicode.In(r, unicode.L, unicode.Nl, unicode.Other_Alphabetic)
}

// isAssigned: a code point of any category but Cn (Go's C table counts
// unassigned ones too, so the other C categories are named).
func isAssigned(r rune) bool {
	return unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S, unicode.Z, unicode.Cc, unicode.Cf, unicode.Co, unicode.Cs)
}

func isOnigGraph(r rune) bool {
	return !unicode.Is(unicode.White_Space, r) && !unicode.Is(unicode.Cc, r) && isAssigned(r)
}

// posixBrackets are the names of Onigmo's POSIX brackets.
var posixBrackets = map[string]bool{
	"alnum": true, "alpha": true, "ascii": true, "blank": true, "cntrl": true, "digit": true, "graph": true,
	"lower": true, "print": true, "punct": true, "space": true, "upper": true, "xdigit": true, "word": true,
}

// PosixSet is POSIX bracket name's set ([[:name:]]), nil for an unknown
// name: the property's, but [[:punct:]] also has the ASCII symbols
// $+<=>^`|~ (Onigmo 6.2, Ruby 3.1), which \p{Punct} lacks.
func PosixSet(name string) func(rune) bool {
	if !posixBrackets[name] {
		return nil
	}
	if name == "punct" {
		return isPosixPunct
	}
	return OnigmoSets[name]
}

func isPosixPunct(r rune) bool {
	return unicode.Is(unicode.P, r) || r < 0x80 && strings.ContainsRune("$+<=>^`|~", r)
}

// classBodies are the class bodies of OnigmoSets and POSIX brackets,
// computed once per process (a few hundred ranges each).
var classBodies sync.Map // key: kind + name + "\x00" or "\x01" (negated)

func cachedClassBody(key string, set func(rune) bool, neg bool) string {
	if neg {
		key += "\x01"
	} else {
		key += "\x00"
	}
	if v, ok := classBodies.Load(key); ok {
		return v.(string)
	}
	body := ClassBody(func(r rune) bool { return set(r) != neg }, nil)
	v, _ := classBodies.LoadOrStore(key, body)
	return v.(string)
}

// OnigmoClassBody is the class body (ranges, no brackets) of the Onigmo
// property name (a key of OnigmoSets) or of its complement.
func OnigmoClassBody(name string, neg bool) string {
	return cachedClassBody("prop "+name, OnigmoSets[name], neg)
}

// PosixClassBody is the class body of POSIX bracket name or of its
// complement ([[:^name:]]); ok is false for a name Onigmo does not know.
func PosixClassBody(name string, neg bool) (body string, ok bool) {
	set := PosixSet(name)
	if set == nil {
		return "", false
	}
	return cachedClassBody("posix "+name, set, neg), true
}

// ClassBody writes set's code points as class ranges (no brackets). set is
// made of Go's Unicode tables, ASCII characters and the code points pts
// (a class's own characters and range ends), so it is the same for every
// code point of a stretch between two of their boundaries: it is asked
// once per stretch (some 10,000), not once per code point (1.1 million,
// 0.1 s a class).
func ClassBody(set func(rune) bool, pts []rune) string {
	var b strings.Builder
	start := rune(-1)
	flush := func(end rune) {
		WriteClassRune(&b, start)
		if end > start {
			b.WriteByte('-')
			WriteClassRune(&b, end)
		}
		start = -1
	}
	bounds := tableBounds()
	if len(pts) > 0 {
		bounds = mergeBounds(bounds, pts)
	}
	for _, lo := range bounds {
		if lo >= 0xD800 && lo <= 0xDFFF || !set(lo) {
			if start >= 0 {
				flush(lo - 1)
			}
			continue
		}
		if start < 0 {
			start = lo
		}
	}
	if start >= 0 {
		flush(unicode.MaxRune)
	}
	return b.String()
}

// writeClassRune writes r for a character class: \uHHHH in the BMP (so no
// literal metacharacter, space or control reaches the engine, also under
// /x), the character itself beyond.
func WriteClassRune(b *strings.Builder, r rune) {
	if r < 0x10000 {
		b.WriteString(`\u`)
		h := strconv.FormatInt(int64(r)+0x10000, 16)[1:]
		b.WriteString(strings.ToUpper(h))
		return
	}
	var buf [4]byte
	n := utf8.EncodeRune(buf[:], r)
	b.Write(buf[:n])
}

// tableBounds are the sorted code points where membership in some table of
// Go's unicode package (categories, scripts, properties) changes, every
// ASCII code point, and the surrogates' ends, from 0: between two of them
// every table, and so every set made of them, is the same.
var tableBounds = sync.OnceValue(func() []rune {
	seen := map[rune]bool{0: true, 0xD800: true, 0xE000: true}
	for r := rune(0); r <= 0x80; r++ {
		seen[r] = true
	}
	add := func(t *unicode.RangeTable) {
		for _, g := range t.R16 {
			addStride(seen, rune(g.Lo), rune(g.Hi), rune(g.Stride))
		}
		for _, g := range t.R32 {
			addStride(seen, rune(g.Lo), rune(g.Hi), rune(g.Stride))
		}
	}
	for _, m := range []map[string]*unicode.RangeTable{unicode.Categories, unicode.Scripts, unicode.Properties} {
		for _, t := range m {
			add(t)
		}
	}
	out := make([]rune, 0, len(seen))
	for r := range seen {
		if r <= unicode.MaxRune {
			out = append(out, r)
		}
	}
	slices.Sort(out)
	return out
})

// addStride records the boundaries of the members lo, lo+stride, ... hi.
func addStride(seen map[rune]bool, lo, hi, stride rune) {
	if stride == 1 {
		seen[lo], seen[hi+1] = true, true
		return
	}
	for r := lo; r <= hi; r += stride {
		seen[r], seen[r+1] = true, true
	}
}

// mergeBounds adds pts to the sorted bounds (a new slice).
func mergeBounds(bounds, pts []rune) []rune {
	out := make([]rune, 0, len(bounds)+len(pts))
	out = append(out, bounds...)
	for _, p := range pts {
		if p >= 0 && p <= unicode.MaxRune {
			out = append(out, p)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}
