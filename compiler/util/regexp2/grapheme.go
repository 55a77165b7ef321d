package regexp2

import "sort"

//go:generate sh -c "ruby testdata/grapheme/gen.rb | gofmt > grapheme_gen.go"

// Onigmo's \X (Ruby 3.1): one extended grapheme cluster, atomic. Onigmo
// builds it as a pattern (regparse.c, node_extended_grapheme_cluster):
//
//	\r\n | [Control CR LF] | Prepend* core [Extend ZWJ SpacingMark]* | .
//
// where core is a Hangul syllable (L* (V+ | LV V* | LVT) T* | L+ | T+), a pair
// of regional indicators, an emoji sequence (ExtPict (Extend* ZWJ ExtPict)*)
// or any other character but Control, CR and LF; the classes are Unicode's
// Grapheme_Cluster_Break values and Extended_Pictographic, generated from
// Ruby's own (grapheme_gen.go). Checked against Ruby 3.1 by compiler/ruby's
// TestOracle regexp_grapheme.

// The grapheme classes (gcOther: none of them).
const (
	gcCR = iota
	gcLF
	gcControl
	gcExtend
	gcZWJ
	gcRegionalIndicator
	gcPrepend
	gcSpacingMark
	gcL
	gcV
	gcT
	gcLV
	gcLVT
	gcExtPict
	gcOther
)

type graphemeRange struct{ lo, hi rune }

func inRanges(rs []graphemeRange, r rune) bool {
	i := sort.Search(len(rs), func(i int) bool { return rs[i].hi >= r })
	return i < len(rs) && rs[i].lo <= r
}

// graphemeClass is r's Grapheme_Cluster_Break class (gcOther for none)
// and whether it is Extended_Pictographic.
func graphemeClass(r rune) (int, bool) {
	pict := inRanges(graphemeRanges[gcExtPict], r)
	if r >= 0x20 && r < 0x7f {
		return gcOther, pict // printable ASCII: no class
	}
	for c := gcCR; c < gcExtPict; c++ {
		if inRanges(graphemeRanges[c], r) {
			return c, pict
		}
	}
	return gcOther, pict
}

// GraphemeClusterLen is the length in runes of the extended grapheme
// cluster that starts text[pos:] (0 at the end), as Onigmo's \X reads it.
func GraphemeClusterLen(text []rune, pos int) int { return graphemeClusterLen(text, pos) }

func graphemeClusterLen(text []rune, pos int) int {
	if pos >= len(text) {
		return 0
	}
	class := func(i int) (int, bool) {
		if i >= len(text) {
			return -1, false
		}
		return graphemeClass(text[i])
	}
	c, pict := class(pos)
	switch c {
	case gcCR:
		if n, _ := class(pos + 1); n == gcLF {
			return 2
		}
		return 1
	case gcLF, gcControl:
		return 1
	}
	// Prepend* core, or the first Prepend alone when no core follows
	i := pos
	for c == gcPrepend {
		n, p := class(i + 1)
		if n < 0 || n == gcCR || n == gcLF || n == gcControl {
			break
		}
		i++
		c, pict = n, p
	}
	i = i + coreLen(text, i, c, pict, class)
	// postcore: Extend, ZWJ, SpacingMark
	for {
		n, _ := class(i)
		if n != gcExtend && n != gcZWJ && n != gcSpacingMark {
			return i - pos
		}
		i++
	}
}

// coreLen is the length of the core that starts at text[i] (class c).
func coreLen(text []rune, i, c int, pict bool, class func(int) (int, bool)) int {
	start := i
	switch {
	case c == gcL || c == gcV || c == gcT || c == gcLV || c == gcLVT:
		// L* (V+ | LV V* | LVT) T* | L+ | T+
		next := func() { i++; c, _ = class(i) }
		skip := func(k int) {
			for c == k {
				next()
			}
		}
		skip(gcL)
		switch c {
		case gcV:
			skip(gcV)
		case gcLV:
			next()
			skip(gcV)
		case gcLVT:
			next()
		default:
			if i > start {
				return i - start // L+
			}
		}
		skip(gcT)
		return i - start
	case c == gcRegionalIndicator:
		if n, _ := class(i + 1); n == gcRegionalIndicator {
			return 2
		}
		return 1
	case pict:
		// ExtPict (Extend* ZWJ ExtPict)*
		i++
		for {
			j := i
			n, _ := class(j)
			for n == gcExtend {
				j++
				n, _ = class(j)
			}
			if n != gcZWJ {
				return i - start
			}
			if _, p := class(j + 1); !p {
				return i - start
			}
			i = j + 2
		}
	}
	return 1
}
