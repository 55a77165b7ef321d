package pdbquery

import (
	"math/bits"
	"sort"
	"unicode/utf16"

	"github.com/punch-dev/punch/compiler/values"
)

// PuppetDB keeps a resource's tags as a Clojure set and stores them in
// that set's order, which is the order of its hash array mapped trie:
// by the strings' hashes (Clojure's hasheq: Murmur3 of Java's
// String.hashCode), five bits at a time from the lowest. Punch answers
// them in the same order (checked against PuppetDB 7.12's answers in the
// golden cases).

// javaStringHash is Java's String.hashCode (over UTF-16 code units).
func javaStringHash(s string) uint32 {
	var h uint32
	for _, u := range utf16.Encode([]rune(s)) {
		h = 31*h + uint32(u)
	}
	return h
}

// murmur3HashInt is Clojure's Murmur3.hashInt.
func murmur3HashInt(i uint32) uint32 {
	if i == 0 {
		return 0
	}
	k1 := i * 0xcc9e2d51
	k1 = bits.RotateLeft32(k1, 15)
	k1 *= 0x1b873593
	h1 := k1
	h1 = bits.RotateLeft32(h1, 13)
	h1 = h1*5 + 0xe6546b64
	h1 ^= 4
	h1 ^= h1 >> 16
	h1 *= 0x85ebca6b
	h1 ^= h1 >> 13
	h1 *= 0xc2b2ae35
	h1 ^= h1 >> 16
	return h1
}

// trieKey orders hashes as the trie does: the lowest 5 bits first.
func trieKey(h uint32) uint64 {
	var k uint64
	for i := 0; i < 7; i++ {
		k = k<<5 | uint64((h>>(5*i))&31)
	}
	return k
}

// clojureSetOrder returns the strings of a (tags) in a Clojure hash set's
// order; other values keep their place after them.
func clojureSetOrder(a []values.Value) []values.Value {
	type tag struct {
		s string
		h uint64
	}
	ts := make([]tag, 0, len(a))
	var rest []values.Value
	for _, v := range a {
		if s, ok := v.(string); ok {
			ts = append(ts, tag{s, trieKey(murmur3HashInt(javaStringHash(s)))})
		} else {
			rest = append(rest, v)
		}
	}
	sort.SliceStable(ts, func(i, j int) bool { return ts[i].h < ts[j].h })
	out := make([]values.Value, 0, len(a))
	for _, t := range ts {
		out = append(out, t.s)
	}
	return append(out, rest...)
}
