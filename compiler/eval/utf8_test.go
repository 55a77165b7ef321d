package eval

import (
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/values"
)

// TestJSONGemUTF8Error: the messages were recorded with Ruby 3.1 and the
// json gem 2.6.1 of Puppet 7.23 (`JSON.pretty_generate([s])`, the same for
// UTF-8 and ASCII-8BIT strings).
func TestJSONGemUTF8Error(t *testing.T) {
	const illegal = "source sequence is illegal/malformed utf-8"
	const partial = "partial character in source, but hit end"
	for s, want := range map[string]string{
		"a\xC3(b":      illegal,
		"a\xFFb":       partial,
		"\xED\xA0\x80": illegal,
		"\xC0\x80":     illegal,
		"\xFFabcdefg":  illegal,
		"\xF8abcd":     illegal,
		"\xC3":         partial,
		"\x80":         illegal,
	} {
		if got := jsonGemUTF8Error(s); got != want {
			t.Errorf("%q: got %q, want %q", s, got, want)
		}
	}
}

func TestCheckUTF8(t *testing.T) {
	ok := &catalog.Catalog{Name: "n", Resources: []*catalog.Resource{{Type: "Notify", Title: "é", Params: []catalog.Param{
		{Name: "message", Value: []values.Value{"ü", values.HashFrom("k", "€")}},
	}}}}
	if err := checkUTF8(ok); err != nil {
		t.Fatalf("valid catalog: %v", err)
	}
	for name, cat := range map[string]*catalog.Catalog{
		"title":     {Resources: []*catalog.Resource{{Type: "Notify", Title: "a\xFFb"}}},
		"nested":    {Resources: []*catalog.Resource{{Type: "Notify", Title: "x", Params: []catalog.Param{{Name: "m", Value: []values.Value{values.HashFrom("k", "a\xFFb")}}}}}},
		"hash key":  {Resources: []*catalog.Resource{{Type: "Notify", Title: "x", Params: []catalog.Param{{Name: "m", Value: values.HashFrom("a\xFFb", 1)}}}}},
		"sensitive": {Resources: []*catalog.Resource{{Type: "Notify", Title: "x", Params: []catalog.Param{{Name: "m", Value: catalog.SensitiveData{Value: "a\xFFb"}}}}}},
	} {
		if err := checkUTF8(cat); err == nil || err.Error() != "partial character in source, but hit end" {
			t.Errorf("%s: got %v", name, err)
		}
	}
	// The first bad string in the JSON's order gives the message.
	two := &catalog.Catalog{Resources: []*catalog.Resource{
		{Type: "Notify", Title: "x", Params: []catalog.Param{{Name: "m", Value: "a\xC3(b"}}},
		{Type: "Notify", Title: "a\xFFb"},
	}}
	if err := checkUTF8(two); err == nil || err.Error() != "source sequence is illegal/malformed utf-8" {
		t.Errorf("order: got %v", err)
	}
}

// TestCheckUTF8Parallel: a catalog big enough to be checked in pieces gives
// the message of the first bad string in order, whichever piece it is in.
func TestCheckUTF8Parallel(t *testing.T) {
	const n = 3 * parallelUTF8Min
	mk := func(bad map[int]string) *catalog.Catalog {
		cat := &catalog.Catalog{}
		for i := 0; i < n; i++ {
			title := "ok"
			if b, ok := bad[i]; ok {
				title = b
			}
			cat.Resources = append(cat.Resources, &catalog.Resource{Type: "Notify", Title: title, Tags: []string{"notify"}})
		}
		return cat
	}
	const illegal = "source sequence is illegal/malformed utf-8"
	const partial = "partial character in source, but hit end"
	if err := checkUTF8(mk(nil)); err != nil {
		t.Fatalf("valid catalog: %v", err)
	}
	for _, tc := range []struct {
		bad  map[int]string
		want string
	}{
		{map[int]string{n - 1: "a\xFFb"}, partial},
		{map[int]string{10: "a\xC3(b", n - 1: "a\xFFb"}, illegal},
		{map[int]string{n / 2: "a\xFFb", n - 10: "a\xC3(b"}, partial},
		{map[int]string{n/2 + 1: "a\xC3(b", n / 2: "a\xFFb"}, partial},
	} {
		if err := checkUTF8(mk(tc.bad)); err == nil || err.Error() != tc.want {
			t.Errorf("bad strings at %v: got %v, want %q", tc.bad, err, tc.want)
		}
	}
}

// orWords sees a byte >= 0x80 at every position of strings of every
// length up to nine words (the short forms, the four-word steps, the word
// steps after them and the overlapping last word).
func TestOrWords(t *testing.T) {
	for n := 0; n <= 72; n++ {
		b := []byte(strings.Repeat("a", n))
		if orWords(string(b))&highs != 0 {
			t.Errorf("len %d: plain ASCII not seen as such", n)
		}
		for i := range b {
			for _, c := range []byte{0x80, 0xFF, 0xC3} {
				b[i] = c
				if orWords(string(b))&highs == 0 {
					t.Errorf("len %d: byte %#x at %d not seen", n, c, i)
				}
				b[i] = 'a'
			}
		}
	}
}
