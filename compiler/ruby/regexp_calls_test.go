package ruby

import (
	"strings"
	"testing"
)

// Recursive subexpression calls run as Onigmo's (TestOracle
// regexp_recursive_calls compares with Ruby 3.1): in a literal, in
// Regexp.new and in an interpolated literal. Nested deeper than the
// engine's bound, a match is a RegexpError naming the bound (Ruby has
// none), never a crash or a hang.
func TestRegexpRecursiveCall(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{`p(/\A(?<p>\((?:[^()]|\g<p>)*\))\z/.match?('(()(()))'))`, "true\n"},
		{`p Regexp.new('(?<p>\((?:[^()]|\g<p>)*\))').match('x(()y)')[0]`, "\"(()y)\"\n"},
		{`v = 'p'; p(/\A(?<#{v}>a\g<#{v}>?b)\z/.match?('aaabbb'))`, "true\n"},
		{`s = '(' * 300000 + ')' * 300000; begin; s =~ /\A(?<p>\((?:[^()]|\g<p>)*\))\z/; rescue RegexpError => e; puts e.message; end`,
			"subexpression calls nested deeper than 200000 levels\n"},
	} {
		if got := runScript(t, "recursive.rb", []byte(c.src)); got != c.want {
			t.Errorf("%s: %q, want %q", c.src, got, c.want)
		}
	}
	if !strings.Contains(runScript(t, "never.rb", []byte(`/(?<a>a|\g<a>)/`)), "SyntaxError") {
		t.Errorf("a never ending recursion in a literal is no SyntaxError")
	}
}
