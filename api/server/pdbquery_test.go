package server

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/api/puppetdb"
	"github.com/punch-dev/punch/api/store/pdbquery"
)

// TestPDBQueryEmbedded: with storeconfigs on the embedded store, a served
// compile's puppetdb_query is answered from what earlier catalog requests
// stored (their facts as the agents sent them, their catalogs), and the
// server answers PuppetDB's query API from the same store to clients the
// "punch pdb query" rule allows (the server's certificate), not to agents.
func TestPDBQueryEmbedded(t *testing.T) {
	ts := newTestServer(t, testOpts{configure: func(c *Config) {
		c.StoreConfigs = &StoreConfigs{Backend: &puppetdb.Embedded{Store: c.Store, ExportsOnly: true}, Producer: testServerName}
		c.PuppetDB = &pdbquery.Querier{Store: c.Store, Producer: testServerName}
	}})
	withStoreconfigsEnv(t, ts)
	site := `node /^web/ { @@file { "/etc/hosts.d/${facts['fqdn']}": content => $facts['ipaddress'], tag => ['web'] } }
node /^q/ {
  notify { 'hosts': message => puppetdb_query('inventory[certname, facts.ipaddress] { resources { type = "File" and exported = true } order by certname }') }
}
`
	if err := os.WriteFile(filepath.Join(ts.envDir, "sc", "manifests", "site.pp"), []byte(site), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, n := range []struct{ node, ip string }{{"web01.example.com", "192.0.2.1"}, {"web02.example.com", "192.0.2.2"}} {
		if r := catalogOf(t, ts, n.node, n.ip); r.status != 200 {
			t.Fatalf("%s: %d %s", n.node, r.status, r.body)
		}
	}
	// The server keeps the facts of a catalog request in the background
	// (as PuppetDB stores commands): wait for them.
	ts.srv.FlushStore()
	r := catalogOf(t, ts, "q.example.com", "192.0.2.9")
	ts.srv.FlushStore()
	want := `"message":[{"certname":"web01.example.com","facts.ipaddress":"192.0.2.1"},{"certname":"web02.example.com","facts.ipaddress":"192.0.2.2"}]`
	if r.status != 200 || !strings.Contains(r.body, want) {
		t.Errorf("q's puppetdb_query: %d %s", r.status, r.body)
	}

	get := func(as, path string) response {
		return ts.do(as, "GET", path, nil, "")
	}
	pql := url.QueryEscape(`nodes[certname] { certname ~ "^web" order by certname }`)
	if r := get(testServerName, "/pdb/query/v4?query="+pql); r.status != 200 ||
		r.body != `[{"certname":"web01.example.com"},{"certname":"web02.example.com"}]` {
		t.Errorf("GET /pdb/query/v4 PQL: %d %s", r.status, r.body)
	}
	ast := url.QueryEscape(`["from", "facts", ["extract", ["value"], ["and", ["=", "certname", "web02.example.com"], ["=", "name", "ipaddress"]]]]`)
	if r := get(testServerName, "/pdb/query/v4?query="+ast); r.status != 200 || r.body != `[{"value":"192.0.2.2"}]` {
		t.Errorf("GET /pdb/query/v4 AST: %d %s", r.status, r.body)
	}
	if r := ts.do(testServerName, "POST", "/pdb/query/v4/nodes", map[string]string{"Content-Type": "application/json"},
		`{"query": ["~", "certname", "^web"], "order_by": [{"field": "certname", "order": "desc"}], "limit": 1}`); r.status != 200 ||
		!strings.Contains(r.body, `"certname":"web02.example.com"`) || strings.Contains(r.body, "web01") {
		t.Errorf("POST /pdb/query/v4/nodes with order_by and limit: %d %s", r.status, r.body)
	}
	if r := get(testServerName, "/pdb/query/v4/facts?query="+url.QueryEscape(`["=", "name", "ipaddress"]`)+
		"&order_by="+url.QueryEscape(`[{"field": "certname"}]`)+"&offset=1"); r.status != 200 ||
		!strings.HasPrefix(r.body, `[{"certname":"web01.example.com","environment":"sc","name":"ipaddress","value":"192.0.2.1"},{"certname":"web02.example.com"`) {
		t.Errorf("GET /pdb/query/v4/facts: %d %s", r.status, r.body)
	}
	if r := ts.do(testServerName, "POST", "/pdb/query/v4/nodes", map[string]string{"Content-Type": "application/json"},
		`{"query": ["~", "certname", "^web"], "limit": 1}`); r.status != 200 || !strings.Contains(r.body, `"certname":"web01.example.com"`) ||
		strings.Contains(r.body, "web02") {
		t.Errorf("POST /pdb/query/v4/nodes: %d %s", r.status, r.body)
	}
	if r := get(testServerName, "/pdb/query/v4?query="+url.QueryEscape(`facts { nosuch = 1 }`)); r.status != 400 ||
		r.body != `'nosuch' is not a queryable object for facts. Known queryable objects are 'certname', 'environment', 'name', and 'value'` {
		t.Errorf("a refused query: %d %s", r.status, r.body)
	}
	if r := get("web01.example.com", "/pdb/query/v4?query="+pql); r.status != 403 {
		t.Errorf("an agent's query: %d %s", r.status, r.body)
	}
}
