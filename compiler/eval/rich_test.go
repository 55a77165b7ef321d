package eval_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestRichDataMatchesPuppet compiles testdata/NAME/site.pp with RichData
// and compares every resource's parameters with the catalog Puppet 7.23
// renders for an agent that accepts rich JSON (testdata/NAME/record.sh):
// rich, Puppet's rich data types and Sensitive; pobject_rich, Objects in
// parameters ({"__ptype": Name, attribute: value, ...} in the order of
// new's parameters, trailing defaults left out, as Puppet Server renders
// them).
func TestRichDataMatchesPuppet(t *testing.T) {
	for _, name := range []string{"rich", "pobject_rich"} {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join("testdata", name)
			src, err := os.ReadFile(filepath.Join(dir, "site.pp"))
			if err != nil {
				t.Fatal(err)
			}
			var want map[string]any
			testtree.ReadJSON(t, filepath.Join(dir, "expected.json"), &want)
			var warnings []string
			req := &eval.Request{Node: "web01.example.com", Environment: "production", RichData: true,
				Loader: env(t, map[string]string{"manifests/site.pp": string(src)}),
				Log: func(m eval.Message) {
					if m.Level == "warning" {
						warnings = append(warnings, m.Text)
					}
				}}
			cat, _, err := eval.Compile(t.Context(), req)
			if err != nil {
				t.Fatal(err)
			}
			compareRichParameters(t, cat.MarshalCompactJSON(), want)
			if len(warnings) > 0 {
				t.Errorf("rich data is converted without warnings, got %q", warnings)
			}
		})
	}
}

// compareRichParameters compares the parameters (and sensitive parameter
// names) of the resources of the catalog JSON with those of want (a
// resource reference -> Puppet's "parameters" and "sensitive_parameters").
func compareRichParameters(t *testing.T, catJSON []byte, want map[string]any) {
	var got struct {
		Resources []struct {
			Type, Title string
			Parameters  map[string]any `json:"parameters"`
			Sensitive   []any          `json:"sensitive_parameters"`
		}
	}
	if err := json.Unmarshal(catJSON, &got); err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, r := range got.Resources {
		ref := r.Type + "[" + r.Title + "]"
		w, ok := want[ref].(map[string]any)
		if !ok {
			continue
		}
		seen++
		g := map[string]any{"parameters": any(r.Parameters)}
		if r.Sensitive != nil {
			g["sensitive_parameters"] = r.Sensitive
		}
		if !reflect.DeepEqual(g, w) {
			gb, _ := json.Marshal(g)
			wb, _ := json.Marshal(w)
			t.Errorf("%s:\n got  %s\n want %s", ref, gb, wb)
		}
	}
	if seen != len(want) {
		t.Errorf("compared %d resources, Puppet's catalog has %d", seen, len(want))
	}
}
