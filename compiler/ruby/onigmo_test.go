package ruby

import "testing"

// FuzzOnigmoProps: rewriting \p{..} never panics, and a rewrite that
// succeeds for a pattern with properties leaves no Onigmo-only name for the
// engine (newRegexp compiles it or reports a RegexpError).
func FuzzOnigmoProps(f *testing.F) {
	for _, s := range []string{`[^\p{ASCII}]`, `\P{Alnum}+`, `\p{^Word}`, `[\p{Han}\p{hiragana}x]`, `\p{`, `\p{}`, `[\P{Any}]`, `\\p{ASCII}`, `\p{NoSuch}`, `[a-z&&[^aeiou]]`, `[[:ascii:]&&[:alpha:]]+`, `[^\w&&\h]`, `[a&&`, `[\q&&a]`} {
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
