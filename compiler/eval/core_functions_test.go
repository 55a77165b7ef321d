package eval

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// puppetLib is where Debian's puppet package installs Puppet's Ruby code.
const puppetLib = "/usr/lib/ruby/vendor_ruby/puppet"

// notPuppets are files in Puppet's function directories that other
// packages install there: they are not functions Puppet 7.23 ships.
var notPuppets = map[string]string{
	"puppetdb_query": "PuppetDB's terminus package (puppet-terminus-puppetdb)",
}

// notYet are Puppet functions Punch does not have yet, with the reason.
// Only this list may shrink; the test fails for any other missing one.
var notYet = map[string]string{
	"annotate": "its parameter is Type[Annotation], a Pcore Object type; Punch has no Object types",
}

// TestEveryPuppetFunctionExists enumerates the functions Puppet 7.23 ships
// (lib/puppet/functions/**/*.rb, 4.x, and lib/puppet/parser/functions/*.rb,
// 3.x) and fails for any that is not one of Punch's own Go functions.
func TestEveryPuppetFunctionExists(t *testing.T) {
	if _, err := os.Stat(filepath.Join(puppetLib, "functions")); err != nil {
		t.Skipf("Puppet's source is not installed (%v): apt-get install puppet", err)
	}
	var names []string
	err := filepath.WalkDir(filepath.Join(puppetLib, "functions"), func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".rb") {
			return err
		}
		rel, _ := filepath.Rel(filepath.Join(puppetLib, "functions"), strings.TrimSuffix(p, ".rb"))
		names = append(names, strings.ReplaceAll(filepath.ToSlash(rel), "/", "::"))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	legacy, err := filepath.Glob(filepath.Join(puppetLib, "parser", "functions", "*.rb"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range legacy {
		names = append(names, strings.TrimSuffix(filepath.Base(p), ".rb"))
	}
	if len(names) < 100 {
		t.Fatalf("found only %d function files under %s: not Puppet 7's layout", len(names), puppetLib)
	}
	sort.Strings(names)
	var missing []string
	gofns := GoFunctions()
	for _, n := range names {
		if _, skip := notPuppets[n]; skip {
			continue
		}
		_, ok := gofns.Core(n)
		if _, later := notYet[n]; later {
			if ok {
				t.Errorf("%s is a Punch function now: remove it from notYet", n)
			}
			continue
		}
		if !ok {
			missing = append(missing, n)
		}
	}
	if len(missing) > 0 {
		t.Errorf("%d of Puppet 7.23's %d functions are not Punch functions: %s", len(missing), len(names), strings.Join(missing, ", "))
	}
}
