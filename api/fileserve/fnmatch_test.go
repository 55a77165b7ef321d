package fileserve

import (
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestFnmatchMatchesRuby replays File.fnmatch answers recorded from Ruby
// (testdata/fnmatch_gen.rb) for hand-picked and random patterns and names.
func TestFnmatchMatchesRuby(t *testing.T) {
	var data struct {
		Names    []string    `json:"names"`
		Patterns [][2]string `json:"patterns"`
	}
	testtree.ReadJSON(t, "testdata/fnmatch_ruby.json", &data)
	checked, failed := 0, 0
	for _, row := range data.Patterns {
		pattern, bits := row[0], row[1]
		if len(bits) != len(data.Names) {
			t.Fatalf("row for %q has %d results for %d names", pattern, len(bits), len(data.Names))
		}
		for i, name := range data.Names {
			want := bits[i] == '1'
			checked++
			if got := fnmatch(pattern, name); got != want {
				failed++
				if failed <= 20 {
					t.Errorf("fnmatch(%q, %q) = %v, Ruby says %v", pattern, name, got, want)
				}
			}
		}
	}
	if checked < 10000 {
		t.Fatalf("only %d cases checked", checked)
	}
	if failed > 0 {
		t.Fatalf("%d of %d cases differ from Ruby", failed, checked)
	}
}

func TestFnmatchExamples(t *testing.T) {
	cases := []struct {
		p, s string
		want bool
	}{
		{"*", ".git", false}, // leading period needs an explicit "."
		{".*", ".git", true},
		{"*", "file", true},
		{"CVS", "CVS", true},
		{"*.rb", "x.rb", true},
		{"{a,b}", "a", false}, // no brace expansion
		{"[!a-h]*", "sub", true},
		{"???", "sub", true},
		{"a\x00b", "a", true}, // C strings end at NUL
	}
	for _, c := range cases {
		if got := fnmatch(c.p, c.s); got != c.want {
			t.Errorf("fnmatch(%q, %q) = %v, want %v", c.p, c.s, got, c.want)
		}
	}
}

func FuzzFnmatch(f *testing.F) {
	for _, s := range []string{"*", "[!a-z]?", "\\", "[", "a*b*c", "[a-\\]", "*[", "ü*"} {
		f.Add(s, "abc")
	}
	f.Fuzz(func(t *testing.T, pattern, name string) {
		got := fnmatch(pattern, name)
		// A pattern without special characters matches only itself.
		special := false
		for i := 0; i < len(pattern); i++ {
			switch pattern[i] {
			case '*', '?', '[', '\\', 0:
				special = true
			}
		}
		if !special && !containsNUL(name) && got != (pattern == name) {
			t.Fatalf("fnmatch(%q, %q) = %v for a literal pattern", pattern, name, got)
		}
		if pattern == "*" && name != "" && name[0] != '.' && !got {
			t.Fatalf("* does not match %q", name)
		}
	})
}

func containsNUL(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == 0 {
			return true
		}
	}
	return false
}
