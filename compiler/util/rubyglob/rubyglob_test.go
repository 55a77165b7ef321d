package rubyglob

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// makeTree builds testdata/tree.txt under root, as testdata/record.rb does.
func makeTree(t *testing.T, root string) {
	t.Helper()
	for _, line := range testtree.Lines(t, "testdata/tree.txt") {
		p := filepath.Join(root, line)
		var err error
		switch {
		case strings.Contains(line, " -> "):
			name, target, _ := strings.Cut(line, " -> ")
			err = os.Symlink(target, filepath.Join(root, name))
		case strings.HasSuffix(line, "/"):
			err = os.MkdirAll(p, 0o755)
		default:
			if err = os.MkdirAll(filepath.Dir(p), 0o755); err == nil {
				err = os.WriteFile(p, nil, 0o644)
			}
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestAsRuby compares with Ruby 3.1's Dir.glob (testdata/expected.json,
// recorded by testdata/record.rb).
func TestAsRuby(t *testing.T) {
	var want map[string][]string
	testtree.ReadJSON(t, "testdata/expected.json", &want)
	root := t.TempDir()
	makeTree(t, root)
	t.Chdir(root)
	for pat, w := range want {
		got, err := Glob(pat, 0)
		if err != nil {
			t.Errorf("%s: %v", pat, err)
			continue
		}
		if len(got) == 0 && len(w) == 0 {
			continue
		}
		if !reflect.DeepEqual(got, w) {
			t.Errorf("%s:\n got %q\nwant %q", pat, got, w)
		}
	}
	// Absolute patterns give absolute paths.
	got, _ := Glob(filepath.Join(root, "a/*"), 0)
	if len(got) != 3 || got[0] != filepath.Join(root, "a/c") {
		t.Errorf("absolute: %q", got)
	}
}

// TestGlobIn: a relative pattern read in another directory than the
// working one gives the same (relative) results as Ruby's there
// (Dir.glob(p, base: root), Dir.chdir(root) { Dir.glob(p) }).
func TestGlobIn(t *testing.T) {
	var want map[string][]string
	testtree.ReadJSON(t, "testdata/expected.json", &want)
	root := t.TempDir()
	makeTree(t, root)
	t.Chdir(t.TempDir())
	n := 0
	for pat, w := range want {
		if strings.HasPrefix(pat, "/") {
			continue
		}
		got, err := GlobIn(root, pat, 0)
		if err != nil {
			t.Errorf("%s: %v", pat, err)
			continue
		}
		if len(got) == 0 && len(w) == 0 {
			continue
		}
		n++
		if !reflect.DeepEqual(got, w) {
			t.Errorf("%s:\n got %q\nwant %q", pat, got, w)
		}
	}
	if n < 10 {
		t.Fatalf("only %d patterns matched something", n)
	}
}

func TestBounds(t *testing.T) {
	root := t.TempDir()
	makeTree(t, root)
	var tb *TooBigError
	if _, err := Glob(root+"/**/*", 5); !errors.As(err, &tb) || tb.Patterns {
		t.Errorf("entries: %v", err)
	}
	if _, err := Glob(strings.Repeat("{a,b}", 13), 0); !errors.As(err, &tb) || !tb.Patterns {
		t.Errorf("patterns: %v", err)
	}
}

func FuzzGlob(f *testing.F) {
	for _, s := range []string{"**/*", "{a,{b,c}}/*", "[!a]*", "a\\{", "{", "}", "[", "**/"} {
		f.Add(s)
	}
	root := f.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "a/b/c"), 0o755); err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, pat string) {
		_, _ = Glob(filepath.Join(root, pat), 1000)
	})
}

func TestMalformed(t *testing.T) {
	if Malformed("a/[b/*") == nil || Malformed("{x,[}") == nil {
		t.Error("unclosed [ not reported")
	}
	if err := Malformed("a/[bc]/**/*.{pp,rb}"); err != nil {
		t.Error(err)
	}
}

// TestFnmatchAsRuby compares with Ruby 3.1's File.fnmatch
// (testdata/fnmatch.json, recorded by testdata/record_fnmatch.rb).
func TestFnmatchAsRuby(t *testing.T) {
	var cases []struct {
		Pattern, Path string
		Flags         int
		Match         bool
	}
	testtree.ReadJSON(t, "testdata/fnmatch.json", &cases)
	if len(cases) < 50 {
		t.Fatalf("only %d cases", len(cases))
	}
	for _, c := range cases {
		if got := Fnmatch(c.Pattern, c.Path, c.Flags); got != c.Match {
			t.Errorf("File.fnmatch(%q, %q, %d) = %v, Ruby %v", c.Pattern, c.Path, c.Flags, got, c.Match)
		}
	}
}

func FuzzFnmatch(f *testing.F) {
	for _, s := range []string{"**/*.rb", "[a-", "{a,b}", "\\", "*a*b*c", "[!]", ".*"} {
		f.Add(s, "lib/a/b.rb", 2)
	}
	f.Fuzz(func(t *testing.T, pat, path string, flags int) {
		if len(pat) > 200 || len(path) > 200 {
			return
		}
		Fnmatch(pat, path, flags&31)
	})
}
