package values

import (
	"reflect"
	"testing"
)

// The Go fast path must find exactly what regexp2 (the general engine)
// finds.
func TestRegexpEnginesAgree(t *testing.T) {
	patterns := []string{
		`^a`, `a$`, `^/etc/.*\.conf$`, `(\d+)\.(\d+)`, `^(?<major>\d+)\.(?<minor>\d+)`, `(a|ab)(c|bcd)(d*)`,
		`(a*)+`, `(a*)*b`, `x*`, `\bfoo\b`, `[[:alpha:]]+`, `[[:space:]]*$`, `\h+`, `(?i)abc`, `(?m)a.b`,
		`a{2,}`, `a{,2}`, `\Aabc\z`, `^\s*#`, `^[^#]*$`, `(?:a|b)+c`, `.`, `^$`, `\w+@\w+\.com`,
		`^(\/[^\/ ]*)+\/?$`, `^(present|absent|latest)$`, `^\d{1,3}(\.\d{1,3}){3}$`, `\$\{([^}]*)\}`,
		`[a-z]+(?i:X)`, `é+`, `(é)(.)`, `^.{3}$`, `(?-m:a.b)`, `(?<n>a)(b)`,
	}
	inputs := []string{
		"", "a", "ab", "abc", "ABC", "abcd", "/etc/foo.conf", "/etc/foo.conf\nx", "1.22.333", "xx 10.0.0.1 yy",
		"aaab", "b", "foo bar", "foobar", "\t# comment", "é", "éé!", "a\nb", "ab\n", "${var} and ${other}",
		"user@example.com", "present", "latest\n", "/a/b/", "abX", "abx", "deadbeef",
	}
	for _, p := range patterns {
		re, err := NewRegexp(p)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		re.compile()
		if re.fast == nil {
			t.Logf("%s: no fast path", p)
			continue
		}
		// regexp2 alone: compiled already (the once is spent), no fast path.
		slow := &Regexp{Source: re.Source, re: re.re}
		slow.once.Do(func() {})
		for _, in := range inputs {
			a, b := re.FindStringSubmatch(in), slow.FindStringSubmatch(in)
			if !reflect.DeepEqual(a, b) {
				t.Errorf("/%s/ on %q: go %q, regexp2 %q", p, in, a, b)
			}
			if re.MatchString(in) != slow.MatchString(in) {
				t.Errorf("/%s/ on %q: MatchString differs", p, in)
			}
		}
	}
}
