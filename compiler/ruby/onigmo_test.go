package ruby

import (
	"strings"
	"testing"
	"unicode"

	"github.com/punch-dev/punch/compiler/values"
)

// FuzzOnigmoProps: rewriting \p{..} never panics, and a rewrite that
// succeeds for a pattern with properties leaves no Onigmo-only name for the
// engine (newRegexp compiles it or reports a RegexpError).
func FuzzOnigmoProps(f *testing.F) {
	for _, s := range []string{`[^\p{ASCII}]`, `\P{Alnum}+`, `\p{^Word}`, `[\p{Han}\p{hiragana}x]`, `\p{`, `\p{}`, `[\P{Any}]`, `\\p{ASCII}`, `\p{NoSuch}`, `[a-z&&[^aeiou]]`, `[[:ascii:]&&[:alpha:]]+`, `[^\w&&\h]`, `[a&&`, `[\q&&a]`, `(?u)\w+(?a)[[:alpha:]]`, `(?u:[\d\S])x`, `((?ia)[[:^upper:]])\W`, `(?-u)`, `(?u`, `\((?u)\s\)`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		if _, err := onigmoProps(src); err != nil {
			return
		}
		_, _ = newRegexp(src, 0)
	})
}

func TestOnigmoPropsErrors(t *testing.T) {
	// Ruby 3.1's messages (ruby -e 'Regexp.new(src)').
	for src, want := range map[string]string{
		`\p{NoSuchProp}`: "invalid character property name {NoSuchProp}: /\\p{NoSuchProp}/",
		`a\p{Al`:         "invalid character property name {A}: /a\\p{Al/",
		`\p{`:            "invalid character property name {}: /\\p{/",
		`\p{}`:           "invalid character property name {}: /\\p{}/",
		`\p{ASCII`:       "invalid character property name {ASCI}: /\\p{ASCII/",
	} {
		_, err := newRegexp(src, 0)
		if err == nil || err.Error() != want {
			t.Errorf("%s: got %v, want %s", src, err, want)
		}
	}
}

// values.ClassBody asks a class's set once per stretch between table
// boundaries: the ranges it writes are those of asking every code point.
func TestSetClassBodyStretches(t *testing.T) {
	for _, class := range []string{`[[:ascii:]&&[:alpha:]]`, `[\p{L}&&\P{ASCII}]`, `[^a-z&&[^e]]`, `[\w&&[^\p{Han}]&&[ぁ-ゖ𝒜-𝒵é]]`, `[\p{^Cn}&&[^\p{Co}]]`} {
		var pts []rune
		set, _, err := readIntersectClass(class, 0, &pts)
		if err != nil {
			t.Fatalf("%s: %v", class, err)
		}
		var want strings.Builder
		start := rune(-1)
		flush := func(end rune) {
			values.WriteClassRune(&want, start)
			if end > start {
				want.WriteByte('-')
				values.WriteClassRune(&want, end)
			}
			start = -1
		}
		for r := rune(0); r <= unicode.MaxRune; r++ {
			if r >= 0xD800 && r <= 0xDFFF || !set(r) {
				if start >= 0 {
					flush(r - 1)
				}
				continue
			}
			if start < 0 {
				start = r
			}
		}
		if start >= 0 {
			flush(unicode.MaxRune)
		}
		if got := values.ClassBody(set, pts); got != want.String() {
			t.Errorf("%s: stretches give %.200q, every code point %.200q", class, got, want.String())
		}
	}
}
