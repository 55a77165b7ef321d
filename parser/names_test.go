package parser

import (
	"math/rand"
	"regexp"
	"testing"
)

// TestNameRules compares the hand written naming rules with the regular
// expressions of checker4_0.rb they implement.
func TestNameRules(t *testing.T) {
	rules := []struct {
		re   string
		rule nameRule
	}{
		{`\A((::)?[A-Z]\w*)+\z`, reClassrefExt},
		{`\A[A-Z]\w*(?:::[A-Z]\w*)*\z`, reClassrefDecl},
		{`\A[a-z]\w*(?:::[a-z]\w*)*\z`, reDefName},
		{`\A(?:::)?(?:[a-z]\w*::)*[a-z_]\w*\z`, reVarName},
		{`\A[a-z_]\w*\z`, reParamName},
		{`\A(?:0|[1-9][0-9]*)\z`, reNumericVar},
		{`\A(?:0x)?[0-9]+\z`, reNumericParam},
		{`\A[\p{L}\p{N}_\-.]+\z`, reHostname},
	}
	pieces := []string{"", "a", "b", "Z", "A", "_", "0", "1", "9", "x", "0x", ":", "::", ":::", "-", ".", "é", "Ä", "٣", " ", "\n", "$"}
	rng := rand.New(rand.NewSource(1))
	inputs := []string{"", "::", "a::", "::a", "A::B", "a::b::c", "_a", "a::_b", "Foo::bar", "0x", "0x1", "00", "10", "node.example-1"}
	for i := 0; i < 200000; i++ {
		s := ""
		for n := rng.Intn(6); n >= 0; n-- {
			s += pieces[rng.Intn(len(pieces))]
		}
		inputs = append(inputs, s)
	}
	for _, r := range rules {
		re := regexp.MustCompile(r.re)
		for _, s := range inputs {
			if got, want := r.rule.MatchString(s), re.MatchString(s); got != want {
				t.Fatalf("%s on %q: got %v, want %v", r.re, s, got, want)
			}
		}
	}
}
