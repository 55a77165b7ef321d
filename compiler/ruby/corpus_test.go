package ruby

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

const corpusRoot = "/usr/share/puppet/modules"

// corpusFiles lists the Ruby files under the Debian modules' lib
// directories (following the symlinks Debian's packages use).
func corpusFiles(t testing.TB) []string {
	if _, err := os.Stat(corpusRoot); err != nil {
		t.Skip("the Debian Puppet modules are not installed (apt-get install puppet-module-*); skipping the corpus test")
	}
	var out []string
	mods, _ := os.ReadDir(corpusRoot)
	for _, m := range mods {
		lib := filepath.Join(corpusRoot, m.Name(), "lib")
		real, err := filepath.EvalSymlinks(lib)
		if err != nil {
			continue
		}
		filepath.Walk(real, func(p string, info os.FileInfo, err error) error {
			if err == nil && !info.IsDir() && strings.HasSuffix(p, ".rb") {
				out = append(out, p)
			}
			return nil
		})
	}
	sort.Strings(out)
	return out
}

// TestCorpusParses parses every Ruby file of the corpus.
func TestCorpusParses(t *testing.T) {
	files := corpusFiles(t)
	if len(files) < 500 {
		t.Fatalf("only %d corpus files found", len(files))
	}
	failed := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Parse(f, src); err != nil {
			failed++
			if failed <= 40 {
				t.Errorf("%v", err)
			}
		}
	}
	t.Logf("%d files, %d failed", len(files), failed)
}
