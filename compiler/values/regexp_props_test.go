package values

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// propertySamples are testdata/properties/record.rb's sample code points.
func propertySamples() []rune {
	var out []rune
	add := func(r rune) {
		if r < 0xD800 || r > 0xDFFF {
			out = append(out, r)
		}
	}
	for r := rune(0); r <= 0x3000; r += 13 {
		add(r)
	}
	for r := rune(0x3000); r <= 0x3100; r++ {
		add(r)
	}
	for r := rune(0x3100); r <= 0x10FFFF; r += 1021 {
		add(r)
	}
	for _, r := range []rune{0x1F600, 0x1F9FF, 0x20BB7, 0xE0001, 0x10FFFD} {
		add(r)
	}
	// sorted and unique, as Ruby's .uniq.sort
	seen := map[rune]bool{}
	var uniq []rune
	for _, r := range out {
		if !seen[r] {
			seen[r] = true
			uniq = append(uniq, r)
		}
	}
	slices.Sort(uniq)
	return uniq
}

// Character properties Onigmo takes and Go's tables do not name (script
// short names, blocks, ages, long category names, any case) match the code
// points Ruby 3.1 matches (testdata/properties/matches.txt, recorded by
// record.rb).
func TestPropertyMatches(t *testing.T) {
	samples := propertySamples()
	for _, line := range testtree.Lines(t, "testdata/properties/matches.txt") {
		pat, bits, ok := strings.Cut(line, "\t")
		if !ok {
			t.Fatalf("bad line %q", line)
		}
		if len(bits) != len(samples) {
			t.Fatalf("%s: %d bits for %d samples (record.rb and propertySamples differ)", pat, len(bits), len(samples))
		}
		re, err := NewRegexp(`\A(?:` + pat + `)\z`)
		if err != nil {
			t.Errorf("/%s/: %v", pat, err)
			continue
		}
		bad := 0
		for i, r := range samples {
			want := bits[i] == '1'
			got, err := re.Matches(context.Background(), string(r))
			if err != nil {
				t.Fatalf("/%s/ on U+%04X: %v", pat, r, err)
			}
			if got != want && bad < 5 {
				t.Errorf("/%s/ on U+%04X: %v, Ruby %v", pat, r, got, want)
				bad++
			}
		}
	}
}
