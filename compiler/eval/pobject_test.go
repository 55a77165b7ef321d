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

// TestObjectRichData compiles testdata/pobject_rich/site.pp with RichData:
// Objects in parameters are {"__ptype": Name, attribute: value, ...} in the
// order of new's parameters, trailing defaults left out, as Puppet Server
// renders them (recorded by testdata/pobject_rich/record.sh).
func TestObjectRichData(t *testing.T) {
	dir := filepath.Join("testdata", "pobject_rich")
	var want map[string]map[string]any
	b, err := os.ReadFile(filepath.Join(dir, "expected.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	env := filepath.Join(t.TempDir(), "production")
	src, err := os.ReadFile(filepath.Join(dir, "site.pp"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(env, "manifests"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(env, "manifests", "site.pp"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	req := &eval.Request{Node: "web01.example.com", Environment: "production", Loader: envtest.Loader(t, env, nil), RichData: true}
	cat, _, err := eval.Compile(t.Context(), req)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Resources []struct {
			Type, Title string
			Parameters  map[string]any
		}
	}
	if err := json.Unmarshal(cat.MarshalCompactJSON(), &got); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, r := range got.Resources {
		w, ok := want[r.Type+"["+r.Title+"]"]
		if !ok {
			continue
		}
		n++
		if !reflect.DeepEqual(r.Parameters, w["parameters"]) {
			gb, _ := json.Marshal(r.Parameters)
			wb, _ := json.Marshal(w["parameters"])
			t.Errorf("%s[%s]:\n got  %s\n want %s", r.Type, r.Title, gb, wb)
		}
	}
	if n != len(want) {
		t.Errorf("compared %d resources, Puppet's catalog has %d", n, len(want))
	}
}
