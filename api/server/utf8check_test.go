package server

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

// A catalog holding a string that is not UTF-8 fails as the compile's
// "check UTF-8" stage makes it fail (the json gem's message, no catalog
// served or stored), though punch serve checks the strings with the JSON
// it writes (agentJSONChecked): a bad string in a resource served, and in
// an exported resource the agent is not served; a string holding U+FFFD
// itself (what the writer puts for a bad sequence) is served.
func TestCatalogNotUTF8(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	testtree.Write(t, filepath.Join(ts.envDir, "notutf8"), map[string]string{
		"modules/m/files/latin1.txt": "caf\xe9 au lait",
		"modules/m/files/fffd.txt":   "caf\uFFFD",
		"manifests/site.pp": `case $facts['case'] {
  'bad':      { notify { 'x': message => file('m/latin1.txt') } }
  'exported': { @@notify { 'e': message => file('m/latin1.txt') } notify { 'ok': } }
  default:    { notify { 'x': message => file('m/fffd.txt') } }
}
`,
	})
	for _, c := range []struct{ node, name, want string }{
		{"bad.example.com", "bad", "source sequence is illegal/malformed utf-8"},
		{"exported.example.com", "exported", "source sequence is illegal/malformed utf-8"},
		{"fffd.example.com", "fffd", ""},
	} {
		facts := factsJSONFor(c.node, map[string]any{"case": c.name})
		r := ts.do(c.node, "POST", "/puppet/v3/catalog/"+c.node+"?environment=notutf8", formHeader, catalogForm("notutf8", facts, nil))
		ts.srv.FlushStore()
		stored, err := ts.st.Get(c.node, store.Catalog)
		if c.want == "" {
			if r.status != 200 || !strings.Contains(r.body, "caf\uFFFD") {
				t.Errorf("%s: %d %.300s", c.name, r.status, r.body)
			}
			if err != nil || len(stored.Data) == 0 {
				t.Errorf("%s: no catalog stored: %v", c.name, err)
			}
			continue
		}
		if r.status != 500 || !strings.Contains(r.body, c.want) {
			t.Errorf("%s: %d %.300s, want 500 saying %q", c.name, r.status, r.body, c.want)
		}
		if err == nil {
			t.Errorf("%s: a catalog was stored: %.200s", c.name, stored.Data)
		}
		if !strings.Contains(ts.logs.String(), `"message":"catalog compile failed`) {
			t.Errorf("%s: no failure logged", c.name)
		}
	}
}
