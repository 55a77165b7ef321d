package resourcetypes

import (
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/resourcetypes/typedump"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

// debianModules is where Debian's puppet-module-* packages install modules; the oracle in
// testdata/module_types_oracle.json was produced from them by gen/dump_types.rb.
const debianModules = "/usr/share/puppet/modules"

func loadModuleOracle(t *testing.T, file string) []typedump.Entry {
	t.Helper()
	var d typedump.Modules
	testtree.ReadJSON(t, file, &d)
	return d.Types
}

func loadDebianTypes(t *testing.T) (map[string]*Type, []error) {
	t.Helper()
	if _, err := os.Stat(debianModules); err != nil {
		t.Skipf("%s not installed (Debian puppet-module-* packages); the oracle comparison needs it", debianModules)
	}
	dirs, errs := ModuleDirs([]string{debianModules})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	return LoadModuleTypes(dirs)
}

func TestModuleTypesAgainstRuby(t *testing.T) {
	types, errs := loadDebianTypes(t)
	for _, e := range errs {
		t.Logf("note: %v", e)
	}
	full, total := compareWithOracle(t, types, loadModuleOracle(t, "testdata/module_types_oracle.json"))
	if total < 200 {
		t.Fatalf("oracle has only %d types", total)
	}
	if full < total {
		t.Errorf("%d of %d types differ", total-full, total)
	}
}

// TestIdiomTypesAgainstRuby checks the extractor on testdata/modules, type files written to
// exercise Ruby's literal syntax and the DSL idioms, against Ruby's introspection of the same
// files (testdata/idiom_types_oracle.json, written by gen/dump_types.rb).
func TestIdiomTypesAgainstRuby(t *testing.T) {
	dirs, errs := ModuleDirs([]string{"testdata/modules"})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	types, errs := LoadModuleTypes(dirs)
	for _, e := range errs {
		t.Logf("note: %v", e)
	}
	oracle := loadModuleOracle(t, "testdata/idiom_types_oracle.json")
	full, total := compareWithOracle(t, types, oracle)
	if full != total || total < 10 {
		t.Errorf("%d of %d idiom types match", full, total)
	}
	if _, ok := types["idiom_ignored"]; ok {
		t.Error("Bad-Name is not a valid module name; Puppet does not load its types")
	}
	if len(types) != total {
		t.Errorf("extracted %d types, Ruby loaded %d", len(types), total)
	}
}

// compareWithOracle compares types with Puppet's introspection of them and returns how many
// match exactly (attributes, namevars, isomorphism and title patterns) out of how many
// Puppet could load.
func compareWithOracle(t *testing.T, types map[string]*Type, oracle []typedump.Entry) (full, total int) {
	t.Helper()
	attrsOnly := 0
	var misses []string
	for _, o := range oracle {
		if o.Type == nil {
			t.Logf("ruby could not load %s: %s", o.File, o.Error)
			continue
		}
		total++
		got, ok := types[o.Type.Name]
		if !ok {
			misses = append(misses, o.Type.Name+": not extracted")
			continue
		}
		if len(compareType(*o.Type, got, false)) == 0 {
			attrsOnly++
		}
		diffs := compareType(*o.Type, got, true)
		if len(diffs) == 0 {
			full++
			continue
		}
		misses = append(misses, o.Type.Name+": "+strings.Join(diffs, "; "))
	}
	sort.Strings(misses)
	t.Logf("%d of %d types match Puppet exactly; %d of %d have the same attributes, namevars and isomorphism", full, total, attrsOnly, total)
	for _, m := range misses {
		t.Logf("miss %s", m)
	}
	return full, total
}

// TestExternalModules compares the extractor with Ruby on any module directory:
//
//	PUNCH_TYPES_MODULEPATH=/path/to/modules go test -run TestExternalModules -v ./compiler/resourcetypes
//
// It runs gen/dump_types.rb (Puppet must be installed) and is skipped otherwise.
func TestExternalModules(t *testing.T) {
	dir := os.Getenv("PUNCH_TYPES_MODULEPATH")
	if dir == "" {
		t.Skip("set PUNCH_TYPES_MODULEPATH to a directory of modules to compare with Ruby")
	}
	out, err := exec.Command("ruby", "gen/dump_types.rb", "modules", dir).Output()
	if err != nil {
		t.Fatalf("ruby gen/dump_types.rb: %v", err)
	}
	tmp := filepath.Join(t.TempDir(), "oracle.json")
	if err := os.WriteFile(tmp, out, 0o644); err != nil {
		t.Fatal(err)
	}
	dirs, errs := ModuleDirs([]string{dir})
	types, lerrs := LoadModuleTypes(dirs)
	for _, e := range append(errs, lerrs...) {
		t.Logf("note: %v", e)
	}
	full, total := compareWithOracle(t, types, loadModuleOracle(t, tmp))
	if full != total {
		t.Errorf("%d of %d types differ", total-full, total)
	}
}
