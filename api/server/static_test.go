package server

import (
	"sort"
	"strings"
	"testing"
)

// TestCatalogIsNotStatic: agents ask for static catalogs
// (static_catalog=true, checksum_type=...), which Puppet Server 7 only
// produces when a code-id-command and code-content-command are configured
// (its versioned-code service). Without them, its default, the catalog has
// "code_id": null and no "metadata" or "recursive_metadata" (checked
// against Puppet Server 7.9.5: the same ten keys), so the agent asks
// file_metadata for each puppet:/// source itself. Punch answers the same
// way; see docs/server.md, "Static catalogs".
func TestCatalogIsNotStatic(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	r := ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=production", formHeader,
		catalogForm("production", factsJSONFor(agent1, map[string]any{"punch_example_root": "/tmp/x"}), nil))
	if r.status != 200 {
		t.Fatalf("%d %s", r.status, r.body)
	}
	cat := decodeJSON(t, r.body)
	var keys []string
	for k := range cat {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	want := "catalog_format catalog_uuid classes code_id edges environment name resources tags version"
	if got := strings.Join(keys, " "); got != want {
		t.Errorf("catalog keys %s\nwant (Puppet Server 7.9.5's) %s", got, want)
	}
	if v, ok := cat["code_id"]; !ok || v != nil {
		t.Errorf("code_id = %v (present %v), want null", v, ok)
	}
	// The puppet:/// source is there for the agent to describe itself.
	if !strings.Contains(r.body, `"source":"puppet:///modules/example/banner.txt"`) {
		t.Errorf("no puppet:/// source in the catalog")
	}
}
