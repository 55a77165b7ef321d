package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/golden"
)

// TestCompileStoreconfigsPuppetDBQuery compiles the recorded case
// pdbq_entities node by node with `punch compile --storeconfigs` (and
// `punch node deactivate`): puppetdb_query is answered by the embedded
// store in --vardir, and every catalog is Puppet's with PuppetDB 7.12.
func TestCompileStoreconfigsPuppetDBQuery(t *testing.T) {
	caseDir := "../../api/puppetdb/testdata/cases/pdbq_entities"
	common := caseEnvironment(t, caseDir)
	steps, err := os.ReadFile(filepath.Join(caseDir, "nodes"))
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Fields(strings.ReplaceAll(string(steps), "deactivate ", "deactivate:")) {
		var out, errOut bytes.Buffer
		if node, ok := strings.CutPrefix(line, "deactivate:"); ok {
			if rc := run(append([]string{"node", "deactivate", node}, common...), &out, &errOut); rc != 0 {
				t.Fatalf("punch node deactivate %s: rc %d: %s", node, rc, errOut.String())
			}
			continue
		}
		step := filepath.Join(caseDir, "expected", stepName(i+1, line))
		args := append([]string{"compile", "--node", line, "--facts", filepath.Join(caseDir, "facts", stepName(i+1, line)+".json"), "--storeconfigs"}, common...)
		if rc := run(args, &out, &errOut); rc != 0 {
			t.Fatalf("%s: rc %d: %s", line, rc, errOut.String())
		}
		golden.CheckCatalog(t, step+".json", json.RawMessage(out.String()), line+": ")
	}
}

func stepName(i int, node string) string { return fmt.Sprintf("%02d-%s", i, node) }
