package parser

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const corpusList = "../../shared/corpus/files.txt"

// corpusFiles returns the real-world corpus (Debian's puppet-module-*
// packages), or skips the test when the modules are not installed.
func corpusFiles(tb testing.TB) []string {
	tb.Helper()
	if _, err := os.Stat("/usr/share/puppet/modules"); err != nil {
		tb.Skip("corpus not installed: /usr/share/puppet/modules is absent (apt-get install the puppet-module-* packages listed in shared/corpus/packages.txt)")
	}
	list := corpusList
	if p := os.Getenv("PUNCH_CORPUS_LIST"); p != "" {
		list = p
	}
	f, err := os.Open(list)
	if err != nil {
		tb.Skipf("corpus list %s not found: %v", list, err)
	}
	defer f.Close()
	var files []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" {
			files = append(files, l)
		}
	}
	return files
}

// TestCorpus parses every file of the corpus: Puppet 7.23 accepts them all.
func TestCorpus(t *testing.T) {
	files := corpusFiles(t)
	failed := 0
	for _, f := range files {
		if _, err := ParseFile(f); err != nil {
			failed++
			if failed <= 30 {
				t.Errorf("%s: %v", filepath.Base(f), err)
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d corpus files failed", failed, len(files))
	}
}
