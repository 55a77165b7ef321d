package erb

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

const corpusDir = "/usr/share/puppet/modules"

// corpusTemplates lists the .erb files of the installed Debian Puppet
// modules (the oracle machine's corpus: templates and spec fixtures); nil
// when they are not installed.
func corpusTemplates(t *testing.T) []string {
	t.Helper()
	mods, _ := filepath.Glob(filepath.Join(corpusDir, "*"))
	var files []string
	for _, m := range mods {
		filepath.WalkDir(m+"/", func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".erb") {
				files = append(files, filepath.Clean(p))
			}
			return nil
		})
	}
	sort.Strings(files)
	return files
}

// TestCorpusParses parses every ERB template of the Debian module corpus.
func TestCorpusParses(t *testing.T) {
	files := corpusTemplates(t)
	if len(files) == 0 {
		t.Skip("no module corpus under " + corpusDir)
	}
	ok := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Parse(strings.TrimPrefix(f, corpusDir+"/"), src); err != nil {
			t.Errorf("%v", err)
			continue
		}
		ok++
	}
	t.Logf("%d/%d corpus templates parse", ok, len(files))
}
