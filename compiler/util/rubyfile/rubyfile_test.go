package rubyfile

import (
	"encoding/json"
	"os"
	"testing"
)

// TestAsRuby compares with Ruby 3.1 (testdata/expected.json, recorded by
// testdata/record.rb).
func TestAsRuby(t *testing.T) {
	b, err := os.ReadFile("testdata/expected.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Path, Dirname, Extname string
		Basename, Join         map[string]string
	}
	if err := json.Unmarshal(b, &cases); err != nil {
		t.Fatal(err)
	}
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
