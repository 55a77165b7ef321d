package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// storeconfigsSite is the code of the storeconfigs end-to-end tests: two
// web servers export their Host, the load balancer collects them and asks
// PuppetDB which nodes it knows (puppetdb_query).
const storeconfigsSite = `
node /^web/ {
  @@host { $trusted['certname']: ip => $facts['ipaddress'], tag => ['lb'] }
  notify { "web ${trusted['certname']}": }
}
node 'lb01.example.com' {
  Host <<| tag == 'lb' |>>
  $nodes = puppetdb_query('nodes[certname] { order by certname }').map |$n| { $n['certname'] }
  notify { 'pdb nodes': message => $nodes }
}
node default { notify { "default ${trusted['certname']}": } }
`

// pdbRows asks PuppetDB's query API (plain HTTP) for endpoint with query
// (AST as JSON; "" for none); nil when PuppetDB does not answer 200.
func pdbRows(base, endpoint, query string) []map[string]any {
	u := base + "/pdb/query/v4/" + endpoint
	if query != "" {
		u += "?query=" + url.QueryEscape(query)
	}
	c := &http.Client{Timeout: 20 * time.Second}
	resp, err := c.Get(u)
	if err != nil {
		return nil
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		return nil
	}
	var rows []map[string]any
	if json.Unmarshal(b, &rows) != nil {
		// The catalogs/NAME endpoint answers one object.
		var one map[string]any
		if json.Unmarshal(b, &one) != nil {
			return nil
		}
		rows = []map[string]any{one}
	}
	return rows
}

// waitPDB polls PuppetDB (which processes commands from a queue) until ok
// holds of the answer, failing after 3 minutes (its JVM shares a loaded
// machine).
func waitPDB(t *testing.T, what, base, endpoint, query string, ok func([]map[string]any) bool) []map[string]any {
	t.Helper()
	deadline := time.Now().Add(3 * time.Minute)
	for {
		rows := pdbRows(base, endpoint, query)
		if rows != nil && ok(rows) {
			return rows
		}
		if time.Now().After(deadline) {
			t.Fatalf("PuppetDB: %s: not so after 3 minutes; last answer %v", what, rows)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// catalogHas reports whether a served catalog (JSON) has the resource
// Type[title].
func catalogHas(t *testing.T, body, typ, title string) bool {
	t.Helper()
	var cat struct {
		Resources []struct{ Type, Title string }
	}
	if err := json.Unmarshal([]byte(body), &cat); err != nil {
		t.Fatalf("catalog: %v: %s", err, tail(body, 300))
	}
	for _, r := range cat.Resources {
		if r.Type == typ && r.Title == title {
			return true
		}
	}
	return false
}

// TestStoreconfigsPuppetDBEndToEnd: one PuppetDB 7.12 (started once, for
// every step) and two punch serve processes, the CA server and a compile
// server with --ca false, both with storeconfigs on PuppetDB; then punch
// compile and punch node against the same PuppetDB:
//   - an export compiled on one server is collected through the other,
//     both ways;
//   - PuppetDB's query API shows the facts (with $trusted), the catalogs
//     (with their exports) and the report Punch submitted;
//   - puppetdb_query answers from PuppetDB in served and command-line
//     compiles;
//   - punch compile --storeconfigs_backend puppetdb stores the facts (with
//     $trusted, as the terminus) and the catalog, and collects;
//   - punch node deactivate and clean: the node's exports are no longer
//     collected through either server.
func TestStoreconfigsPuppetDBEndToEnd(t *testing.T) {
	t.Parallel()
	pdbURL := startPuppetDB(t) // diff_puppetdb_test.go; skips without PuppetDB
	envs := hostileEnv(t, storeconfigsSite)
	pdb := []string{"--storeconfigs", "--storeconfigs_backend", "puppetdb", "--server_urls", pdbURL,
		"--server_url_timeout", "60", "--reports", "store,puppetdb"}
	caSrv := startServe(t, envs, []string{"web01.example.com", "web02.example.com", "lb01.example.com", "recorder.example.com"}, pdb...)
	ssl, flags := compilerFlags(t, caSrv, "compiler1.example.com") // serve_ca_test.go
	copyCompilerFiles(t, caSrv, ssl, "compiler1.example.com")
	comp := startServe(t, envs, nil, append(flags, pdb...)...)
	comp.ssldir = caSrv.ssldir // the agents' keys

	catalog := func(s *liveServer, node string) string {
		t.Helper()
		code, body := s.catalog(t, s.client(t, node, ""), node, "")
		if code != 200 {
			t.Fatalf("%s's catalog: %d %s", node, code, tail(body, 500))
		}
		return body
	}
	// PuppetDB holds a node's catalog once it has processed the command.
	stored := func(node string) {
		t.Helper()
		waitPDB(t, node+"'s catalog stored", pdbURL, "catalogs", fmt.Sprintf(`["=","certname",%q]`, node),
			func(r []map[string]any) bool { return len(r) == 1 })
	}

	// web01 through the CA server, collected through the compiler.
	catalog(caSrv, "web01.example.com")
	stored("web01.example.com")
	lb := catalog(comp, "lb01.example.com")
	if !catalogHas(t, lb, "Host", "web01.example.com") {
		t.Errorf("lb01 through the compiler does not collect web01's Host exported through the CA server:\n%s", tail(lb, 1500))
	}
	// lb01's own facts are in PuppetDB before its compile, as Puppet
	// Server's catalog terminus stores them (cmd/tools/site5's mon01).
	if !strings.Contains(lb, `"message":["lb01.example.com","web01.example.com"]`) && !strings.Contains(lb, `"message": ["lb01.example.com", "web01.example.com"]`) {
		t.Errorf("puppetdb_query in lb01's served catalog: want [lb01.example.com, web01.example.com]:\n%s", tail(lb, 1500))
	}
	// web02 through the compiler, collected through the CA server.
	catalog(comp, "web02.example.com")
	stored("web02.example.com")
	stored("lb01.example.com")
	lb = catalog(caSrv, "lb01.example.com")
	for _, w := range []string{"web01.example.com", "web02.example.com"} {
		if !catalogHas(t, lb, "Host", w) {
			t.Errorf("lb01 through the CA server does not collect %s:\n%s", w, tail(lb, 1500))
		}
	}

	// What PuppetDB's own API shows of it: facts with $trusted, the
	// catalog with its export, the report (reports = puppetdb).
	facts := waitPDB(t, "web02's facts", pdbURL, "facts", `["and",["=","certname","web02.example.com"],["=","name","trusted"]]`,
		func(r []map[string]any) bool { return len(r) == 1 })
	if tr, _ := facts[0]["value"].(map[string]any); tr["certname"] != "web02.example.com" || tr["authenticated"] != "remote" {
		t.Errorf("web02's trusted fact in PuppetDB: %v", facts[0]["value"])
	}
	res := pdbRows(pdbURL, "resources", `["and",["=","certname","web02.example.com"],["=","exported",true]]`)
	if len(res) != 1 || res[0]["title"] != "web02.example.com" || res[0]["type"] != "Host" {
		t.Errorf("web02's exported resources in PuppetDB: %v", res)
	}
	if cats := pdbRows(pdbURL, "catalogs", `["=","certname","web02.example.com"]`); len(cats) != 1 || cats[0]["producer"] != "compiler1.example.com" {
		t.Errorf("web02's catalog in PuppetDB, made by compiler1: %v", cats)
	}
	report, err := os.ReadFile("../../api/server/testdata/reports/report.json")
	if err != nil {
		t.Fatal(err)
	}
	if code, body := comp.do(t, comp.client(t, "recorder.example.com", ""), "PUT", "/puppet/v3/report/recorder.example.com?environment=production",
		"application/json", bytes.NewReader(report)); code != 200 {
		t.Fatalf("report through the compiler: %d %s", code, body)
	}
	waitPDB(t, "recorder's report", pdbURL, "reports", `["=","certname","recorder.example.com"]`, func(r []map[string]any) bool {
		return len(r) == 1 && r[0]["transaction_uuid"] == "6a0fc1e5-a8a6-4cf6-bc32-e9abe802ae04"
	})

	// punch compile with PuppetDB: the facts (with $trusted) and the
	// catalog are stored, and the compile collects.
	root := t.TempDir()
	factsFile := filepath.Join(root, "web03.json")
	if err := os.WriteFile(factsFile, []byte(`{"ipaddress":"192.0.2.13","fqdn":"web03.example.com"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	common := []string{"--environmentpath", envs, "--confdir", filepath.Join(root, "conf"), "--vardir", filepath.Join(root, "var")}
	punch := func(args ...string) (string, string) {
		t.Helper()
		var out, errOut bytes.Buffer
		if rc := run(append(args, common...), &out, &errOut); rc != 0 {
			t.Fatalf("punch %v: rc %d: %s", args, rc, errOut.String())
		}
		return out.String(), errOut.String()
	}
	punch("compile", "--node", "web03.example.com", "--facts", factsFile, "--storeconfigs", "--storeconfigs_backend", "puppetdb", "--server_urls", pdbURL)
	stored("web03.example.com")
	facts = waitPDB(t, "web03's facts", pdbURL, "facts", `["=","certname","web03.example.com"]`, func(r []map[string]any) bool { return len(r) == 3 })
	for _, f := range facts {
		if f["name"] == "trusted" {
			if tr, _ := f["value"].(map[string]any); tr["certname"] != "web03.example.com" || tr["hostname"] != "web03" || tr["domain"] != "example.com" {
				t.Errorf("web03's trusted fact from punch compile: %v", f["value"])
			}
		}
	}
	if res := pdbRows(pdbURL, "resources", `["and",["=","certname","web03.example.com"],["=","exported",true]]`); len(res) != 1 || res[0]["title"] != "web03.example.com" {
		t.Errorf("web03's export from punch compile in PuppetDB: %v", res)
	}
	lb = catalog(comp, "lb01.example.com")
	if !catalogHas(t, lb, "Host", "web03.example.com") {
		t.Errorf("lb01 does not collect web03, stored by punch compile:\n%s", tail(lb, 1500))
	}
	// puppetdb_query in punch compile: PuppetDB from --server_urls, also
	// without storeconfigs.
	out, _ := punch("compile", "--node", "lb01.example.com", "--server_urls", pdbURL)
	if !strings.Contains(out, `"web03.example.com"`) || !strings.Contains(out, `"recorder.example.com"`) {
		t.Errorf("puppetdb_query through punch compile --server_urls: want every node:\n%s", tail(out, 1500))
	}

	// punch node deactivate and clean against PuppetDB: the exports are no
	// longer collected through either server.
	if out, _ := punch("node", "deactivate", "web01.example.com", "--storeconfigs_backend", "puppetdb", "--server_urls", pdbURL); !strings.Contains(out, "Submitted 'deactivate node' for web01.example.com") {
		t.Errorf("punch node deactivate: %q", out)
	}
	punch("node", "clean", "web02.example.com", "--storeconfigs_backend", "puppetdb", "--server_urls", pdbURL)
	for _, n := range []string{"web01.example.com", "web02.example.com"} {
		waitPDB(t, n+" deactivated", pdbURL, "nodes", fmt.Sprintf(`["and",["=","certname",%q],["=",["node","active"],false]]`, n),
			func(r []map[string]any) bool { return len(r) == 1 })
	}
	for _, s := range []*liveServer{caSrv, comp} {
		lb = catalog(s, "lb01.example.com")
		if catalogHas(t, lb, "Host", "web01.example.com") || catalogHas(t, lb, "Host", "web02.example.com") || !catalogHas(t, lb, "Host", "web03.example.com") {
			t.Errorf("lb01 through %s after deactivating web01 and cleaning web02: want only web03's Host:\n%s", s.addr, tail(lb, 1500))
		}
	}
}
