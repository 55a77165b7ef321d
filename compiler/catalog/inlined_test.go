package catalog

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// TestInlinedMetadataJSON: a static catalog's metadata comes after the
// classes, in the order given, the same document compact and pretty, the
// pretty one indented as Ruby's JSON.pretty_generate (two spaces a level);
// an empty one is left out, as Puppet's to_data_hash does.
func TestInlinedMetadataJSON(t *testing.T) {
	c := &Catalog{Name: "n", Environment: "production", Version: 1, UUID: "u", Classes: []string{"settings"},
		Metadata: []RawMember{{Key: "/b", JSON: []byte(`{"path":"/e/m/files/b","checksum":{"type":"md5","value":"{md5}x"},"list":[]}`)},
			{Key: "/a", JSON: []byte(`{"path":"/e/m/files/a"}`)}}}
	pretty, _ := c.MarshalJSON()
	compact := c.MarshalCompactJSON()
	var p, q any
	if err := json.Unmarshal(pretty, &p); err != nil {
		t.Fatalf("pretty: %v\n%s", err, pretty)
	}
	if err := json.Unmarshal(compact, &q); err != nil {
		t.Fatalf("compact: %v\n%s", err, compact)
	}
	if !reflect.DeepEqual(p, q) {
		t.Errorf("pretty and compact differ:\n%s\n%s", pretty, compact)
	}
	want := "  \"classes\": [\n    \"settings\"\n  ],\n  \"metadata\": {\n    \"/b\": {\n      \"path\": \"/e/m/files/b\",\n" +
		"      \"checksum\": {\n        \"type\": \"md5\",\n        \"value\": \"{md5}x\"\n      },\n      \"list\": []\n    },\n" +
		"    \"/a\": {\n      \"path\": \"/e/m/files/a\"\n    }\n  }\n}"
	if !strings.HasSuffix(string(pretty), want) {
		t.Errorf("pretty tail:\n%s\nwant:\n%s", pretty[bytes.Index(pretty, []byte(`"classes"`)):], want)
	}
	if !strings.HasSuffix(string(compact), `"classes":["settings"],"metadata":{"/b":{"path":"/e/m/files/b","checksum":{"type":"md5","value":"{md5}x"},"list":[]},"/a":{"path":"/e/m/files/a"}}}`) {
		t.Errorf("compact: %s", compact)
	}
	if strings.Contains(string(compact), "recursive_metadata") {
		t.Errorf("an empty recursive_metadata was written: %s", compact)
	}
}
