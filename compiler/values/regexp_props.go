package values

import (
	"strconv"
	"strings"
	"sync"
)

// Onigmo's character properties (\p{Hira}, \p{In_Basic_Latin},
// \p{Age=6.0}, \p{Greek}, ...) as Ruby 3.1 matches them in a UTF-8 string:
// every name Onigmo takes but its own sets (OnigmoSets) has its code points
// in properties_gen.go, generated from Ruby by testdata/properties/gen.rb,
// and is written out as class ranges for the regexp engine, whose own
// tables are Go's (another Unicode version, exact names only).

type cpRange struct{ lo, hi rune }

var propertyDecoded [len(onigmoPropertyData)]struct {
	once   sync.Once
	ranges []cpRange
}

// propertyRanges are set i's ranges, decoded once.
func propertyRanges(i uint16) []cpRange {
	d := &propertyDecoded[i]
	d.once.Do(func() {
		src := onigmoPropertyData[i]
		if src == "" {
			return
		}
		parts := strings.Split(src, ",")
		var at rune
		for j := 0; j+1 < len(parts); j += 2 {
			lo, _ := strconv.ParseInt(parts[j], 16, 32)
			n, _ := strconv.ParseInt(parts[j+1], 16, 32)
			at += rune(lo)
			d.ranges = append(d.ranges, cpRange{at, at + rune(n) - 1})
			at += rune(n)
		}
	})
	return d.ranges
}

// OnigmoPropertySet is the set of the Onigmo property whose normalized name
// (onigmoPropertyKey) is key: Onigmo's own sets, else Ruby's code points;
// false for a name Onigmo does not take.
func OnigmoPropertySet(key string) (func(rune) bool, bool) {
	if f, ok := OnigmoSets[key]; ok {
		return f, true
	}
	i, ok := onigmoPropertySet[key]
	if !ok {
		return nil, false
	}
	rs := propertyRanges(i)
	return func(r rune) bool {
		lo, hi := 0, len(rs)
		for lo < hi {
			m := (lo + hi) / 2
			switch {
			case r < rs[m].lo:
				hi = m
			case r > rs[m].hi:
				lo = m + 1
			default:
				return true
			}
		}
		return false
	}, true
}

// OnigmoPropertyClassBody is the class body (ranges, no brackets) of the
// Onigmo property whose normalized name is key, or of its complement;
// false for a name Onigmo does not take. A set without code points (\p{Cs}
// in a UTF-8 string, \P{Any}) is a surrogate, which no string holds.
func OnigmoPropertyClassBody(key string, neg bool) (string, bool) {
	if _, ok := OnigmoSets[key]; ok {
		return OnigmoClassBody(key, neg), true
	}
	i, ok := onigmoPropertySet[key]
	if !ok {
		return "", false
	}
	ck := "gen " + key
	if neg {
		ck += "\x01"
	}
	if v, ok := classBodies.Load(ck); ok {
		return v.(string), true
	}
	var b strings.Builder
	write := func(lo, hi rune) {
		WriteClassRune(&b, lo)
		if hi > lo {
			b.WriteByte('-')
			WriteClassRune(&b, hi)
		}
	}
	rs := propertyRanges(i)
	if !neg {
		for _, r := range rs {
			write(r.lo, r.hi)
		}
	} else {
		next := rune(0)
		for _, r := range rs {
			if r.lo > next {
				writeOutsideSurrogates(write, next, r.lo-1)
			}
			next = r.hi + 1
		}
		if next <= 0x10FFFF {
			writeOutsideSurrogates(write, next, 0x10FFFF)
		}
	}
	body := b.String()
	if body == "" {
		body = `\uD800`
	}
	v, _ := classBodies.LoadOrStore(ck, body)
	return v.(string), true
}

// writeOutsideSurrogates writes lo..hi without the surrogates.
func writeOutsideSurrogates(write func(lo, hi rune), lo, hi rune) {
	if lo < 0xD800 && hi >= 0xD800 {
		write(lo, 0xD7FF)
		lo = 0xE000
	}
	if lo >= 0xD800 && lo <= 0xDFFF {
		lo = 0xE000
	}
	if lo <= hi {
		write(lo, hi)
	}
}
