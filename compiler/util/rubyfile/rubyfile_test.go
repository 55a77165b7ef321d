package rubyfile

import (
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestAsRuby compares with Ruby 3.1 (testdata/expected.json, recorded by
// testdata/record.rb).
func TestAsRuby(t *testing.T) {
	var cases []struct {
		Path, Dirname, Extname string
		Basename, Join         map[string]string
	}
	testtree.ReadJSON(t, "testdata/expected.json", &cases)
	for _, c := range cases {
		if got := Dirname(c.Path); got != c.Dirname {
			t.Errorf("dirname(%q) = %q, Ruby %q", c.Path, got, c.Dirname)
		}
		if got := Extname(c.Path); got != c.Extname {
			t.Errorf("extname(%q) = %q, Ruby %q", c.Path, got, c.Extname)
		}
		for s, want := range c.Basename {
			if got := Basename(c.Path, s); got != want {
				t.Errorf("basename(%q, %q) = %q, Ruby %q", c.Path, s, got, want)
			}
		}
		for s, want := range c.Join {
			if got := Join(c.Path, s); got != want {
				t.Errorf("join(%q, %q) = %q, Ruby %q", c.Path, s, got, want)
			}
		}
	}
}
