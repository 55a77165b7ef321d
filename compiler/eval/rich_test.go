package eval_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/punch-dev/punch/compiler/eval"
	"github.com/punch-dev/punch/environments/envtest"
)

// TestRichDataMatchesPuppet compiles testdata/rich/site.pp with RichData
// and compares every resource's parameters with the catalog Puppet 7.23
// renders for an agent that accepts rich JSON (testdata/rich/record.sh).
func TestRichDataMatchesPuppet(t *testing.T) {
	src, err := os.ReadFile("testdata/rich/site.pp")
	if err != nil {
		t.Fatal(err)
	}
	var want map[string]any
	b, err := os.ReadFile("testdata/rich/expected.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	envDir := filepath.Join(t.TempDir(), "production")
	if err := os.MkdirAll(filepath.Join(envDir, "manifests"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(envDir, "manifests", "site.pp"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	l := envtest.Loader(t, envDir, nil)
	var warnings []string
	req := &eval.Request{Node: "web01.example.com", Environment: "production", Loader: l, RichData: true,
		Log: func(m eval.Message) {
			if m.Level == "warning" {
				warnings = append(warnings, m.Text)
			}
		}}
	cat, _, err := eval.Compile(t.Context(), req)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Resources []struct {
			Type, Title string
			Parameters  map[string]any `json:"parameters"`
			Sensitive   []any          `json:"sensitive_parameters"`
		}
	}
	if err := json.Unmarshal(cat.MarshalCompactJSON(), &got); err != nil {
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
	if len(warnings) > 0 {
		t.Errorf("rich data is converted without warnings, got %q", warnings)
	}
}
