package values

import (
	"testing"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/regexp2"
)

// The short class of wordBoundary holds exactly Onigmo's word characters
// (OnigmoSets["word"], checked against Ruby 3.1 by compiler/ruby's oracle):
// every code point of the BMP and every 3rd above it.
func TestWordBoundaryClassIsOnigmoWord(t *testing.T) {
	re := regexp2.MustCompile(`^[`+onigmoWordClassBody()+`]\z`, 0)
	word := OnigmoSets["word"]
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if r > 0xFFFF && r%3 != 0 || r >= 0xD800 && r <= 0xDFFF {
			continue
		}
		got, err := re.MatchRunes([]rune{r})
		if err != nil {
			t.Fatal(err)
		}
		if got != word(r) {
			t.Fatalf("U+%04X: in the class %v, an Onigmo word character %v", r, got, word(r))
		}
	}
}

// Onigmo's \b and \B see Unicode word characters on both sides although \w
// is ASCII (Ruby 3.1: 'café' =~ /caf\b/ is nil, /caf\B/ 0; the golden case
// forge9_regexp_unicode_word_boundary has Puppet's answers).
func TestWordBoundaryUnicode(t *testing.T) {
	for _, c := range []struct {
		pat, s string
		want   bool
	}{
		{`caf\b`, "café", false},
		{`caf\B`, "café", true},
		{`\bcool\b`, "über-cool", true},
		{`\bber\b`, "über", false},
		{`x\b`, "xⅫ", false}, // Nl: a word character for Onigmo, not for .NET's \w
		{`x\b`, "x-", true},
		{`a\b`, "a\u200c", true}, // a joiner is not an Onigmo word character
		{`^\b`, "", false},
		{`^\B`, "", true},
		{`[\b]`, "\b", true}, // in a class, \b is a backspace
	} {
		re, err := NewRegexp(c.pat)
		if err != nil {
			t.Fatal(err)
		}
		if got := re.MatchString(c.s); got != c.want {
			t.Errorf("%q =~ /%s/: %v, want %v", c.s, c.pat, got, c.want)
		}
	}
}
