package eval

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"reflect"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

type mapSettings map[string]string

func (m mapSettings) PuppetSetting(name string) (string, bool) {
	v, ok := m[name]
	return v, ok
}

// TestSettingsVariables resolves every $settings::<name> from the base
// directories alone (the rest from Puppet's recorded defaults) and compares
// with what Puppet 7.23's compiler gives with the same base settings
// (testdata/settings/record.rb).
func TestSettingsVariables(t *testing.T) {
	b, err := os.ReadFile("testdata/settings/expected.json")
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Base   map[string]string `json:"base"`
		Values map[string]any    `json:"values"`
	}
	if err := json.Unmarshal(b, &rec); err != nil {
		t.Fatal(err)
	}
	// The settings environment.conf can set come from the environment
	// (environments.Loader); Puppet's recording has none.
	src := mapSettings(rec.Base)
	for _, n := range []string{"modulepath", "manifest", "config_version", "environment_timeout", "static_catalogs", "rich_data"} {
		if w, ok := rec.Values[n]; ok {
			if s, isStr := w.(string); isStr {
				src[n] = s
			} else {
				j, _ := json.Marshal(w)
				src[n] = string(j)
			}
		}
	}
	sv := newSettingsVars(src, "production")
	if len(rec.Values) != len(puppetSettingList()) {
		t.Errorf("Puppet recorded %d settings, the table has %d", len(rec.Values), len(puppetSettingList()))
	}
	for name, want := range rec.Values {
		got, ok := sv.get(name)
		if !ok {
			t.Errorf("$settings::%s is unknown", name)
			continue
		}
		if f, isF := got.(float64); isF && math.IsInf(f, 1) {
			got = "Infinity"
		}
		if !reflect.DeepEqual(toJSONish(got), want) {
			t.Errorf("$settings::%s = %#v, Puppet: %#v", name, got, want)
		}
	}
	all, _ := sv.get("all_local")
	h, ok := all.(*values.Hash)
	if !ok || h.Len() != len(rec.Values) {
		t.Fatalf("$settings::all_local is %v", all)
	}
	// all_local's keys in Puppet's order (the recording's).
	want := recordedOrder(t, b)
	i := 0
	h.Each(func(k, _ values.Value) bool {
		if i >= len(want) || k != want[i] {
			t.Errorf("$settings::all_local key %d is %v, Puppet's is %q", i, k, want[min(i, len(want)-1)])
			return false
		}
		i++
		return true
	})
}

// recordedOrder is the keys of the recording's "values" object in the
// order Puppet wrote them.
func recordedOrder(t *testing.T, b []byte) []string {
	t.Helper()
	var rec struct {
		Values json.RawMessage `json:"values"`
	}
	if err := json.Unmarshal(b, &rec); err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(rec.Values))
	var keys []string
	if _, err := dec.Token(); err != nil { // {
		t.Fatal(err)
	}
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, k.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatal(err)
		}
	}
	return keys
}

// toJSONish converts a value as encoding/json decodes its JSON.
func toJSONish(v values.Value) any {
	switch x := v.(type) {
	case int64:
		return float64(x)
	case []values.Value:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = toJSONish(e)
		}
		return out
	}
	return v
}
