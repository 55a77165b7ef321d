package ruby

import (
	"errors"
	"strings"
	"testing"
)

// A recursive subexpression call (Onigmo runs it; Punch's regexp engine has
// no recursion) is reported as not supported, naming the pattern, never as
// a RegexpError module code could rescue: in a literal (at parse time), in
// Regexp.new and in an interpolated literal. Calls that are not recursive
// match as Ruby's (TestOracle regexp_subexp_calls).
func TestRegexpRecursiveCall(t *testing.T) {
	_, err := Parse("literal.rb", []byte(`x = /\A(?<p>\((?:[^()]|\g<p>)*\))\z/`))
	var e *Error
	if !errors.As(err, &e) || !e.Unsupported || !strings.Contains(e.Message, `recursive subexpression call \g<p>`) {
		t.Errorf("literal: %v", err)
	}
	for _, src := range []string{
		`begin; Regexp.new('(?<p>\((?:[^()]|\g<p>)*\))'); rescue RegexpError; puts 'rescued'; end`,
		`v = 'p'; begin; /(?<#{v}>a\g<#{v}>?b)/; rescue RegexpError; puts 'rescued'; end`,
	} {
		got := runScript(t, "recursive.rb", []byte(src))
		if !strings.HasPrefix(got, "ERROR: unsupported: regexp /") || !strings.Contains(got, "recursive subexpression call") {
			t.Errorf("%s: %q", src, got)
		}
	}
}
