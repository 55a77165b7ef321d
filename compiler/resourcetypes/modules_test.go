package resourcetypes

import (
	"encoding/json"
	"os"
	"sort"
	"strings"
	"testing"
)

// debianModules is where Debian's puppet-module-* packages install modules; the oracle in
// testdata/module_types_oracle.json was produced from them by gen/dump_types.rb.
const debianModules = "/usr/share/puppet/modules"

type moduleOracleEntry struct {
	File   string      `json:"file"`
	Module string      `json:"module"`
	Type   *oracleType `json:"type"`
	Error  string      `json:"error"`
}

func loadModuleOracle(t *testing.T) []moduleOracleEntry {
	t.Helper()
	data, err := os.ReadFile("testdata/module_types_oracle.json")
	if err != nil {
		t.Fatal(err)
	}
	var d struct {
		Types []moduleOracleEntry `json:"types"`
	}
	if err := json.Unmarshal(data, &d); err != nil {
		t.Fatal(err)
	}
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

// knownMisses are the types whose extraction is known to differ from Ruby, with the reason.
// Keep it short; every entry is a limit documented in docs/resource-types.md.
var knownMisses = map[string]string{}

func TestModuleTypesAgainstRuby(t *testing.T) {
	types, errs := loadDebianTypes(t)
	for _, e := range errs {
		t.Logf("note: %v", e)
	}
	oracle := loadModuleOracle(t)
	full, attrsOnly, total := 0, 0, 0
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
		attrDiffs := compareType(*o.Type, got, false)
		allDiffs := compareType(*o.Type, got, true)
		if len(attrDiffs) == 0 {
			attrsOnly++
		}
		if len(allDiffs) == 0 {
			full++
			continue
		}
		misses = append(misses, o.Type.Name+": "+strings.Join(allDiffs, "; "))
	}
	sort.Strings(misses)
	t.Logf("module types: %d of %d match Ruby exactly; %d of %d have the same attributes and namevars", full, total, attrsOnly, total)
	for _, m := range misses {
		name := m[:strings.IndexByte(m, ':')]
		if reason, ok := knownMisses[name]; ok {
			t.Logf("known miss %s (%s)", m, reason)
			continue
		}
		t.Errorf("miss %s", m)
	}
	if total < 200 {
		t.Fatalf("oracle has only %d types", total)
	}
}
