package resourcetypes

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestCatalogParamsAgainstPuppet compares CatalogParams with the parameters Puppet 7.23 wrote
// in the catalog it compiled from testdata/catalog_params (site.pp written from cases.json by
// gen/catalog_case.rb, expected.json by the conformance tools' gen_expected.sh).
func TestCatalogParamsAgainstPuppet(t *testing.T) {
	types, _ := loadDebianTypes(t)
	local, errs := LoadModuleTypes([]string{"testdata/catalog_params/modules/titles"})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	reg := NewRegistry(MergeTypes(types, local))
	var cases []struct {
		Type   string               `json:"type"`
		Title  string               `json:"title"`
		Params [][2]json.RawMessage `json:"params"`
	}
	testtree.ReadJSON(t, "testdata/catalog_params/cases.json", &cases)
	var catalog struct {
		Resources []struct {
			Type       string          `json:"type"`
			Title      string          `json:"title"`
			Parameters json.RawMessage `json:"parameters"`
		} `json:"resources"`
	}
	testtree.ReadJSON(t, "testdata/catalog_params/expected.json", &catalog)
	for _, c := range cases {
		ty, ok := reg.Lookup(c.Type)
		if !ok {
			t.Fatalf("type %s unknown", c.Type)
		}
		var names []string
		var values []any
		for _, p := range c.Params {
			var n string
			var v any
			json.Unmarshal(p[0], &n)
			json.Unmarshal(p[1], &v)
			names = append(names, n)
			values = append(values, v)
		}
		got, err := ty.CatalogParams(c.Title, names, func(i int) bool { s, ok := values[i].(string); return ok && s == c.Title })
		if err != nil {
			t.Errorf("%s[%s]: %v", c.Type, c.Title, err)
			continue
		}
		// as JSON, in order
		var gotPairs [][2]any
		for _, p := range got {
			var v any
			switch {
			case p.Index >= 0:
				v = values[p.Index]
			case p.Set:
				v = p.Value
			}
			gotPairs = append(gotPairs, [2]any{p.Name, v})
		}
		var wantPairs [][2]any
		for _, r := range catalog.Resources {
			if r.Type != capitalizeType(c.Type) || r.Title != c.Title || len(r.Parameters) == 0 {
				continue
			}
			wantPairs = orderedPairs(t, r.Parameters)
		}
		if !reflect.DeepEqual(gotPairs, wantPairs) {
			t.Errorf("%s[%s]: punch %v, puppet %v", c.Type, c.Title, gotPairs, wantPairs)
		}
	}
}

func capitalizeType(s string) string {
	out := []byte(s)
	if len(out) > 0 && out[0] >= 'a' && out[0] <= 'z' {
		out[0] -= 'a' - 'A'
	}
	return string(out)
}

// orderedPairs decodes a JSON object keeping the order of its keys.
func orderedPairs(t *testing.T, raw json.RawMessage) [][2]any {
	dec := json.NewDecoder(bytesReader(raw))
	tok, err := dec.Token()
	if err != nil || tok != json.Delim('{') {
		t.Fatalf("parameters are not an object: %s", raw)
	}
	var out [][2]any
	for dec.More() {
		k, _ := dec.Token()
		var v any
		if err := dec.Decode(&v); err != nil {
			t.Fatal(err)
		}
		out = append(out, [2]any{k.(string), v})
	}
	return out
}

func bytesReader(b []byte) *bytes.Reader { return bytes.NewReader(b) }
