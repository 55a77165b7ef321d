package server

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/api/auth"
	"github.com/punch-dev/punch/api/store"
)

func TestCatalogPostWithFacts(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	facts := factsJSONFor(agent1, map[string]any{"punch_example_root": "/srv/x", "example_role": "web & co"})
	r := ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=production", formHeader, catalogForm("production", facts, nil))
	if r.status != 200 {
		t.Fatalf("status %d: %s", r.status, r.body)
	}
	if ct := r.header.Get("Content-Type"); ct != "application/vnd.puppet.rich+json; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	cat := decodeJSON(t, r.body)
	if cat["name"] != agent1 || cat["environment"] != "production" {
		t.Errorf("name/environment = %v/%v", cat["name"], cat["environment"])
	}
	// Compact JSON, as Puppet Server sends agents (Puppet::Util::Json.dump).
	if !strings.HasPrefix(r.body, `{"tags":[`) || strings.Contains(r.body, "\n") {
		t.Errorf("catalog not compact JSON: %.200s", r.body)
	}
	res := resources(t, cat)
	for _, want := range []string{"File[/srv/x]", "File[/srv/x/banner.txt]", "File[/srv/x/motd]", "Example::Snippet[log_level]", "Class[Example::Config]"} {
		if !slices.Contains(res, want) {
			t.Errorf("catalog lacks %s; has %v", want, res)
		}
	}
	// The motd's content uses the facts and $trusted from the certificate.
	if !strings.Contains(r.body, `Node: agent1.example.com\nRole: web & co\n`) {
		t.Errorf("motd content not from the facts: %.2000s", r.body)
	}
	ts.srv.FlushStore()
	f, err := ts.st.Get(agent1, store.Facts)
	if err != nil || !strings.Contains(string(f.Data), `"punch_example_root":"/srv/x"`) || f.Environment != "production" {
		t.Errorf("stored facts = %+v, %v", f, err)
	}
	c, err := ts.st.Get(agent1, store.Catalog)
	if err != nil || !strings.Contains(string(c.Data), `"File"`) || c.TransactionUUID == "" {
		t.Errorf("stored catalog = %.200s, %v", c.Data, err)
	}
	// GET without facts compiles with the stored facts.
	r = ts.do(agent1, "GET", "/puppet/v3/catalog/"+agent1+"?environment=production", map[string]string{"Accept": "application/json"}, "")
	if r.status != 200 || !strings.Contains(r.body, "/srv/x/banner.txt") {
		t.Errorf("GET catalog: %d %.300s", r.status, r.body)
	}
	if ct := r.header.Get("Content-Type"); ct != "application/json;charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	// One compile line per compile, with node, environment, resources and phases.
	logs := ts.logs.String()
	if !strings.Contains(logs, `"message":"compiled catalog"`) || !strings.Contains(logs, `"resources":`) || !strings.Contains(logs, `"phases":{`) {
		t.Errorf("no compile log line: %s", logs)
	}
	if !strings.Contains(logs, `"message":"access"`) || !strings.Contains(logs, `"certname":"agent1.example.com"`) || !strings.Contains(logs, `"request_id":`) {
		t.Errorf("no access log line: %s", logs)
	}
}

func TestCatalogAuthorization(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	facts := factsJSONFor(agent1, nil)
	// Another node may not fetch agent1's catalog, nor a client without a
	// certificate.
	for _, as := range []string{agent2, ""} {
		r := ts.do(as, "POST", "/puppet/v3/catalog/"+agent1+"?environment=production", formHeader, catalogForm("production", facts, nil))
		if r.status != 403 || !strings.Contains(r.body, "Forbidden request") {
			t.Errorf("as %q: %d %s", as, r.status, r.body)
		}
		r = ts.do(as, "GET", "/puppet/v3/node/"+agent1+"?environment=production", nil, "")
		if r.status != 403 {
			t.Errorf("node as %q: %d", as, r.status)
		}
		r = ts.do(as, "PUT", "/puppet/v3/report/"+agent1+"?environment=production", map[string]string{"Content-Type": "application/json"}, `{}`)
		if r.status != 403 {
			t.Errorf("report as %q: %d", as, r.status)
		}
		r = ts.do(as, "PUT", "/puppet/v3/facts/"+agent1+"?environment=production", map[string]string{"Content-Type": "application/json"}, facts)
		if r.status != 403 {
			t.Errorf("facts as %q: %d", as, r.status)
		}
	}
	// Facts for another node inside one's own request: refused.
	r := ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=production", formHeader, catalogForm("production", factsJSONFor(agent2, nil), nil))
	if r.status != 400 || !strings.Contains(r.body, `was requested with fact definition for the wrong node (\"agent2.example.com\")`) {
		t.Errorf("wrong facts name: %d %s", r.status, r.body)
	}
}

func TestCatalogBadInput(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	path := "/puppet/v3/catalog/" + agent1
	cases := []struct {
		name, query, body string
		header            map[string]string
		status            int
		want              string
	}{
		// pairs with a bad escape are left out (Puppet Server compiles)
		{"bad escapes in the form", "?environment=production", "environment=production&facts=%zz&%zz=1&facts_format=x%", formHeader, 200, `"catalog_format":2`},
		{"facts not JSON", "?environment=production", "environment=production&facts_format=application%2Fjson&facts=%257Bnot", formHeader, 400, "Could not intern from json: unexpected token at '{not'"},
		{"facts not an object", "?environment=production", "environment=production&facts_format=application%2Fjson&facts=%5B1%5D", formHeader, 400, "facts must be a JSON object"},
		{"facts without format", "?environment=production", "environment=production&facts=%7B%7D", formHeader, 400, "no fact format"},
		{"facts format unknown", "?environment=production", "environment=production&facts_format=yaml&facts=x", formHeader, 400, "Unsupported facts format"},
		{"no environment", "", "", formHeader, 400, "The environment must be purely alphanumeric, not 'null'"},
		{"bad environment", "?environment=../etc", "environment=../etc", formHeader, 400, "The environment must be purely alphanumeric, not '../etc'"},
		{"unknown environment", "?environment=nope", "environment=nope", formHeader, 404, "Could not find environment 'nope'"},
		{"duplicate parameter", "?environment=production", "environment=production&environment=staging", formHeader, 400, "given 2 times"},
		{"wrong content type", "?environment=production", "{}", map[string]string{"Content-Type": "application/json"}, 415, "mime-type"},
		{"not acceptable", "?environment=production", "environment=production", map[string]string{"Content-Type": "application/x-www-form-urlencoded", "Accept": "text/yaml"}, 406, "No supported formats"},
	}
	for _, c := range cases {
		r := ts.do(agent1, "POST", path+c.query, c.header, c.body)
		if r.status != c.status || !strings.Contains(r.body, c.want) {
			t.Errorf("%s: %d %s; want %d with %q", c.name, r.status, r.body, c.status, c.want)
		}
	}
	// Unknown environments for the other agent endpoints.
	for _, req := range []struct{ method, path, body string }{
		{"GET", "/puppet/v3/node/" + agent1 + "?environment=nope", ""},
		{"PUT", "/puppet/v3/facts/" + agent1 + "?environment=nope", factsJSONFor(agent1, nil)},
		{"PUT", "/puppet/v3/report/" + agent1 + "?environment=nope", `{}`},
	} {
		r := ts.do(agent1, req.method, req.path, map[string]string{"Content-Type": "application/json"}, req.body)
		if r.status != 404 || !strings.Contains(r.body, "Could not find environment 'nope'") {
			t.Errorf("%s %s: %d %s", req.method, req.path, r.status, r.body)
		}
	}
	// A certname the store refuses.
	r := ts.do(testServerName, "GET", "/puppet/v3/catalog/a%20b?environment=production", nil, "")
	if r.status != 400 && r.status != 403 {
		t.Errorf("bad certname: %d %s", r.status, r.body)
	}
}

func TestCompileErrorAndExported(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	r := ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=broken", formHeader, catalogForm("broken", factsJSONFor(agent1, nil), nil))
	if r.status != 500 {
		t.Fatalf("status %d: %s", r.status, r.body)
	}
	m := decodeJSON(t, r.body)
	msg, _ := m["message"].(string)
	if !strings.HasPrefix(msg, "Server Error: Evaluation Error: Error while evaluating a Function Call, boom (file: ") ||
		!strings.Contains(msg, "line: 2, column: 1) on node agent1.example.com") || m["issue_kind"] != "RUNTIME_ERROR" {
		t.Errorf("error = %s", r.body)
	}
	if !strings.Contains(ts.logs.String(), "catalog compile failed") {
		t.Errorf("compile error not logged")
	}
	// The log line carries the diagnostic's code and place as fields.
	for _, field := range []string{`"code":"RUNTIME_ERROR"`, `"line":2`, `"column":1`, `"file":"`} {
		if !strings.Contains(ts.logs.String(), field) {
			t.Errorf("the compile failure's log line lacks %s:\n%s", field, ts.logs.String())
		}
	}

	r = ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=exported", formHeader, catalogForm("exported", factsJSONFor(agent1, nil), nil))
	if r.status != 200 {
		t.Fatalf("status %d: %s", r.status, r.body)
	}
	res := resources(t, decodeJSON(t, r.body))
	if slices.Contains(res, "File[/tmp/punch-exported]") || !slices.Contains(res, "File[/tmp/punch-plain]") {
		t.Errorf("exported resources served to the agent: %v", res)
	}
}

func TestNodeAndENCEnvironmentSwitch(t *testing.T) {
	encScript := `#!/bin/sh
case "$1" in
agent2.example.com)
  printf 'environment: staging\nclasses:\n  - staging_role\nparameters:\n  team: ops\n' ;;
*)
  printf 'classes:\n  staging_role:\n    msg: from-enc\nparameters:\n  team: web\n' ;;
esac
`
	ts := newTestServer(t, testOpts{enc: encScript})
	// node: the classifier's environment, classes and parameters, then
	// the stored facts.
	ts.do(agent2, "PUT", "/puppet/v3/facts/"+agent2+"?environment=production", map[string]string{"Content-Type": "application/json"},
		factsJSONFor(agent2, map[string]any{"team": "from facts", "kernel": "Linux"}))
	r := ts.do(agent2, "GET", "/puppet/v3/node/"+agent2+"?environment=production&configured_environment=production&transaction_uuid=x", map[string]string{"Accept": "application/json"}, "")
	if r.status != 200 {
		t.Fatalf("node: %d %s", r.status, r.body)
	}
	if r.body != `{"name":"agent2.example.com","environment":"staging","classes":["staging_role"],"parameters":{"team":"ops","kernel":"Linux"}}` {
		t.Errorf("node = %s", r.body)
	}
	// The agent then asks for its catalog in production with
	// check_environment: it gets an empty catalog in staging...
	r = ts.do(agent2, "POST", "/puppet/v3/catalog/"+agent2+"?environment=production", formHeader,
		catalogForm("production", factsJSONFor(agent2, nil), map[string]string{"check_environment": "true"}))
	cat := decodeJSON(t, r.body)
	if r.status != 200 || cat["environment"] != "staging" || len(resources(t, cat)) != 0 {
		t.Errorf("mismatch catalog: %d %.300s", r.status, r.body)
	}
	// ... and asks again in staging, where the classifier's class is
	// declared.
	r = ts.do(agent2, "POST", "/puppet/v3/catalog/"+agent2+"?environment=staging", formHeader,
		catalogForm("staging", factsJSONFor(agent2, nil), map[string]string{"check_environment": "true"}))
	if r.status != 200 || !strings.Contains(r.body, "staging default for agent2.example.com") || !strings.Contains(r.body, `"environment":"staging"`) {
		t.Errorf("staging catalog: %d %.500s", r.status, r.body)
	}
	// Without check_environment the classifier's environment is compiled
	// directly. The hash form of classes passes parameters.
	r = ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=staging", formHeader,
		catalogForm("staging", factsJSONFor(agent1, nil), nil))
	if r.status != 200 || !strings.Contains(r.body, `staging from-enc for agent1.example.com`) {
		t.Errorf("ENC class parameters not used: %d %.500s", r.status, r.body)
	}
	r = ts.do(agent1, "GET", "/puppet/v3/node/"+agent1+"?environment=production", nil, "")
	if r.body != `{"name":"agent1.example.com","environment":"production","classes":{"staging_role":{"msg":"from-enc"}},"parameters":{"team":"web"}}` {
		t.Errorf("node (hash classes) = %s", r.body)
	}
	// A catalog request naming an environment that does not exist: Puppet's
	// catalog terminus does not require it (require_environment? is false),
	// so the classifier's environment is compiled (Puppet Server 7.9.5: 200,
	// recorded in cmd/tools/site4/puppetserver.txt, ?environment=Secure);
	// without one from the classifier it is the 404 of an unknown
	// environment, and the request's facts are not kept.
	r = ts.do(agent2, "POST", "/puppet/v3/catalog/"+agent2+"?environment=Nosuch", formHeader,
		catalogForm("Nosuch", factsJSONFor(agent2, nil), nil))
	if r.status != 200 || !strings.Contains(r.body, `"environment":"staging"`) {
		t.Errorf("unknown requested environment, classifier's staging: %d %.300s", r.status, r.body)
	}
	r = ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=Nosuch", formHeader,
		catalogForm("Nosuch", factsJSONFor(agent1, map[string]any{"marker": "nosuch"}), nil))
	if r.status != 404 || !strings.Contains(r.body, "Could not find environment 'Nosuch'") {
		t.Errorf("unknown requested environment, no classifier environment: %d %.300s", r.status, r.body)
	}
	r = ts.do(agent1, "GET", "/puppet/v3/node/"+agent1+"?environment=production", nil, "")
	if strings.Contains(r.body, "nosuch") {
		t.Errorf("facts of a refused catalog request were kept: %s", r.body)
	}
}

func TestClassifierFailure(t *testing.T) {
	ts := newTestServer(t, testOpts{enc: "#!/bin/sh\necho 'no such node' >&2\nexit 3\n"})
	// The node endpoint answers the classifier's own error, the catalog
	// endpoint puts the catalog terminus's words before it (Puppet Server
	// 7.9.5, cmd/tools/site6/puppetserver/00-fresh-run.log: QA-SITE-6 F6).
	r := ts.do(agent1, "GET", "/puppet/v3/node/"+agent1+"?environment=production", nil, "")
	if r.status != 500 || !strings.Contains(r.body, "Server Error: Failed to find agent1.example.com via exec: Execution of '") ||
		strings.Contains(r.body, "Failed when searching for node") {
		t.Errorf("node: %d %s", r.status, r.body)
	}
	r = ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=production", formHeader,
		catalogForm("production", factsJSONFor(agent1, nil), nil))
	if r.status != 500 || !strings.Contains(r.body, "Server Error: Failed when searching for node agent1.example.com: Failed to find agent1.example.com via exec: Execution of '") {
		t.Errorf("catalog: %d %s", r.status, r.body)
	}
}

func TestV4Catalog(t *testing.T) {
	v4 := auth.Rule{Name: "v4 for the server", SortOrder: 400, Match: auth.Match{Path: "/puppet/v4/catalog", Type: "path", Methods: []string{"post"}},
		Allow: []auth.ACE{{Certname: testServerName}}}
	ts := newTestServer(t, testOpts{rules: append(auth.Defaults(testServerName), v4)})
	json := map[string]string{"Content-Type": "application/json", "Accept": "application/json"}
	body := `{"certname":"agent1.example.com","environment":"exported","persistence":{"facts":true,"catalog":true},
	  "facts":{"values":{"kernel":"Linux"}},"transaction_uuid":"u-1","options":{"capture_logs":true,"log_level":"warning"}}`
	r := ts.do(testServerName, "POST", "/puppet/v4/catalog", json, body)
	if r.status != 200 {
		t.Fatalf("v4: %d %s", r.status, r.body)
	}
	m := decodeJSON(t, r.body)
	cat, _ := m["catalog"].(map[string]any)
	if cat == nil || cat["name"] != agent1 {
		t.Fatalf("v4 catalog = %.300s", r.body)
	}
	// v4 returns the whole catalog, exported resources included.
	if !slices.Contains(resources(t, cat), "File[/tmp/punch-exported]") {
		t.Errorf("v4 catalog lacks the exported resource")
	}
	if !strings.Contains(r.body, `"logs":[{"level":"warning","message":"You cannot collect`) || !strings.Contains(r.body, `"source":"Puppet","tags":["warning"],"time":"`) {
		t.Errorf("log entries not in Puppet's shape: %s", r.body[strings.Index(r.body, `"logs"`):])
	}
	logs, _ := m["logs"].([]any)
	var msgs []string
	for _, l := range logs {
		lm := l.(map[string]any)
		msgs = append(msgs, lm["level"].(string)+":"+lm["message"].(string))
	}
	if len(msgs) != 2 || !strings.HasPrefix(msgs[0], "warning:You cannot collect exported resources without storeconfigs being set; the export is ignored (file: ") ||
		msgs[1] != "warning:careful" {
		t.Errorf("logs = %v", msgs)
	}
	ts.srv.FlushStore()
	if _, err := ts.st.Get(agent1, store.Catalog); err != nil {
		t.Errorf("v4 catalog not persisted: %v", err)
	}
	if ct := r.header.Get("Content-Type"); ct != "application/json" {
		t.Errorf("v4 Content-Type %q", ct)
	}
	// At info, the notice and Puppet Server's "Compiled catalog" line too;
	// without trusted facts $trusted is empty, as in Puppet Server.
	r = ts.do(testServerName, "POST", "/puppet/v4/catalog", json, `{"certname":"agent1.example.com","environment":"staging","persistence":{"facts":false,"catalog":false},
	  "options":{"capture_logs":true,"log_level":"info"}}`)
	if r.status != 200 || !strings.Contains(r.body, `{"level":"info","message":"Compiled catalog for agent1.example.com in environment staging using the v4 catalog endpoint","source":"Puppet","tags":["info"],"time":"`) {
		t.Errorf("v4 at info: %d %.3000s", r.status, r.body)
	}
	// Without capture_logs there is no logs key.
	r = ts.do(testServerName, "POST", "/puppet/v4/catalog", json, `{"certname":"agent1.example.com","environment":"staging","persistence":{"facts":false,"catalog":false}}`)
	if r.status != 200 || strings.Contains(r.body, `"logs"`) {
		t.Errorf("v4 without logs: %d %.300s", r.status, r.body)
	}
	bad := []struct{ body, want string }{
		{`{`, "Error parsing JSON"},
		{`[]`, "must be a JSON object"},
		{`{"environment":"production","persistence":{"facts":true,"catalog":true}}`, `Invalid input: {"certname" missing-required-key}`},
		{`{"certname":"a","environment":"production"}`, `Invalid input: {"persistence" missing-required-key}`},
		{`{"certname":"a","environment":"production","persistence":{"facts":true}}`, `Invalid input: {"persistence" {"catalog" missing-required-key}}`},
		{`{"certname":"a","environment":"production","persistence":{"facts":true,"catalog":true},"options":{"log_level":"notice"}}`, "log_level"},
		{`{"certname":"a","environment":"production","persistence":{"facts":1,"catalog":true}}`, `"persistence.facts" must be a boolean`},
		{`{"certname":"a","environment":"no pe","persistence":{"facts":true,"catalog":true}}`, "purely alphanumeric"},
		{`{"certname":"a","environment":"production","persistence":{"facts":true,"catalog":true},"facts":{"values":[]}}`, `"facts.values" must be an object`},
		{`{"certname":"a","environment":"production","persistence":{"facts":true,"catalog":true},"options":{"log_level":"loud"}}`, "log_level"},
	}
	for _, b := range bad {
		r := ts.do(testServerName, "POST", "/puppet/v4/catalog", json, b.body)
		if r.status != 400 || !strings.Contains(r.body, b.want) || r.header.Get("Content-Type") != "text/plain;charset=utf-8" {
			t.Errorf("%s: %d %s", b.body, r.status, r.body)
		}
	}
	r = ts.do(testServerName, "POST", "/puppet/v4/catalog", json, `{"certname":"a","environment":"nope","persistence":{"facts":true,"catalog":true}}`)
	if r.status != 404 {
		t.Errorf("unknown environment: %d %s", r.status, r.body)
	}
	// The default rules deny v4 to everybody, as Puppet Server's do.
	ts2 := newTestServer(t, testOpts{})
	if r := ts2.do(testServerName, "POST", "/puppet/v4/catalog", json, body); r.status != 403 {
		t.Errorf("default rules: v4 answered %d", r.status)
	}
}

func TestFactsAndReports(t *testing.T) {
	ts := newTestServer(t, testOpts{maxBody: 4096})
	jh := map[string]string{"Content-Type": "application/json", "Accept": "application/json"}
	r := ts.do(agent1, "PUT", "/puppet/v3/facts/"+agent1+"?environment=production", jh, factsJSONFor(agent1, map[string]any{"a": 1}))
	if r.status != 200 {
		t.Fatalf("facts: %d %s", r.status, r.body)
	}
	if rec, err := ts.st.Get(agent1, store.Facts); err != nil || !strings.Contains(string(rec.Data), `"a":1`) {
		t.Errorf("facts not stored: %v", err)
	}
	report := `{"host":"agent1.example.com","status":"changed","transaction_uuid":"t-9","environment":"production","logs":[],"metrics":{},"resource_statuses":{}}`
	r = ts.do(agent1, "PUT", "/puppet/v3/report/"+agent1+"?environment=production", jh, report)
	if r.status != 200 || r.body != `["store"]` {
		t.Fatalf("report: %d %s", r.status, r.body)
	}
	// A report whose host is another node is refused, as Puppet refuses it.
	foreign := strings.Replace(report, `"host":"agent1.example.com"`, `"host":"agent2.example.com"`, 1)
	r = ts.do(agent1, "PUT", "/puppet/v3/report/"+agent1+"?environment=production", jh, foreign)
	if r.status != 400 || !strings.Contains(r.body, `Instance name \"agent2.example.com\" does not match requested key \"agent1.example.com\"`) {
		t.Errorf("foreign report: %d %s", r.status, r.body)
	}
	r = ts.do(agent1, "PUT", "/puppet/v3/report/"+agent1+"?environment=production", jh, `{"status":"changed","logs":[],"metrics":{},"resource_statuses":{}}`)
	if r.status != 400 || !strings.Contains(r.body, "Instance name nil does not match") {
		t.Errorf("report without host: %d %s", r.status, r.body)
	}
	// What Puppet's Report#initialize_from_hash raises on is refused first,
	// as Puppet Server refuses it (agentconv has its recorded answers).
	r = ts.do(agent1, "PUT", "/puppet/v3/report/"+agent1+"?environment=production", jh, `{"status":"changed","time":"soon","metrics":{}}`)
	if r.status != 400 || !strings.Contains(r.body, `Could not intern from json: no time information in \"soon\"`) {
		t.Errorf("report with a time that is not one: %d %s", r.status, r.body)
	}
	r = ts.do(agent1, "PUT", "/puppet/v3/report/"+agent1+"?environment=production", jh, `{"host":"agent1.example.com","metrics":{},"logs":"x"}`)
	if r.status != 400 || !strings.Contains(r.body, `Could not intern from json: undefined method `+"`map'"+` for \"x\":String`) {
		t.Errorf("report whose logs are a string: %d %s", r.status, r.body)
	}
	rec, err := ts.st.Get(agent1, store.Report)
	if err != nil || string(rec.Data) != report || rec.TransactionUUID != "t-9" || rec.Environment != "production" {
		t.Errorf("report not stored: %+v %v", rec, err)
	}
	bad := []struct {
		path, ctype, body string
		status            int
		want              string
	}{
		{"/puppet/v3/facts/" + agent1 + "?environment=production", "application/json", factsJSONFor(agent2, nil), 400, `Instance name \"agent2.example.com\" does not match requested key \"agent1.example.com\"`},
		{"/puppet/v3/facts/" + agent1 + "?environment=production", "application/json", `{"name":`, 400, "The request body is invalid"},
		{"/puppet/v3/facts/" + agent1 + "?environment=production", "text/yaml", `x`, 415, "mime-type"},
		{"/puppet/v3/facts/" + agent1, "application/json", `{}`, 400, `{"message":"Bad Request: An environment parameter must be specified","issue_kind":"RUNTIME_ERROR"}`},
		{"/puppet/v3/report/" + agent1 + "?environment=production", "application/json", `[1,2`, 400, "The request body is invalid"},
		{"/puppet/v3/report/" + agent1 + "?environment=production", "application/json", `"x"`, 400, "must be a JSON object"},
		{"/puppet/v3/report/" + agent1 + "?environment=production", "application/json", `{"logs":"` + strings.Repeat("x", 5000) + `"}`, 413, "max_request_body"},
		{"/puppet/v3/facts/" + agent1 + "?environment=production", "application/json", factsJSONFor(agent1, map[string]any{"big": strings.Repeat("y", 5000)}), 413, "max_request_body"},
	}
	for _, b := range bad {
		r := ts.do(agent1, "PUT", b.path, map[string]string{"Content-Type": b.ctype}, b.body)
		if r.status != b.status || !strings.Contains(r.body, b.want) {
			t.Errorf("PUT %s %.40s: %d %s", b.path, b.body, r.status, r.body)
		}
	}
	// A chunked body over the limit (no Content-Length) is refused too.
	req, _ := http.NewRequest("PUT", ts.http.URL+"/puppet/v3/report/"+agent1+"?environment=production", strings.NewReader(strings.Repeat("z", 9000)))
	req.ContentLength = -1
	req.Header.Set("Content-Type", "application/json")
	if r := send(t, ts.client(agent1), req); r.status != 413 {
		t.Errorf("chunked oversized body: %d", r.status)
	}
}

func TestEnvironmentEndpoints(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	r := ts.do(agent1, "GET", "/puppet/v3/environments", map[string]string{"Accept": "application/json"}, "")
	if r.status != 200 {
		t.Fatalf("environments: %d %s", r.status, r.body)
	}
	m := decodeJSON(t, r.body)
	envs := m["environments"].(map[string]any)
	prod := envs["production"].(map[string]any)["settings"].(map[string]any)
	if prod["environment_timeout"] != "unlimited" || !strings.HasSuffix(prod["manifest"].(string), "/production/manifests") || len(envs) != 4 {
		t.Errorf("environments = %s", r.body)
	}
	if sp := m["search_paths"].([]any); len(sp) != 2 || sp[0] != "file://"+ts.envDir || sp[1] != "data:text/plain,internal" {
		t.Errorf("search_paths = %v", sp)
	}

	// environment_classes and environment_modules: for the server's
	// certificate (and pp_cli_auth), not for agents.
	if r := ts.do(agent1, "GET", "/puppet/v3/environment_classes?environment=production", nil, ""); r.status != 403 {
		t.Errorf("environment_classes as an agent: %d", r.status)
	}
	r = ts.do(testServerName, "GET", "/puppet/v3/environment_classes?environment=production", nil, "")
	if r.status != 200 || r.header.Get("Etag") == "" {
		t.Fatalf("environment_classes: %d %s", r.status, r.body)
	}
	// keys sorted, as Puppet Server writes them (cmd/tools/site4/classes.txt)
	for _, want := range []string{`"name":"production"`, `{"name":"example::config","params":[{"default_literal":{"log_level":"notice"},"default_source":"{ 'log_level' => 'notice' }","name":"settings","type":"Hash[String, Scalar]"}]}`,
		`{"name":"example::motd","params":[{"default_literal":"Managed by Puppet.","default_source":"'Managed by Puppet.'","name":"message","type":"String"}]}`,
		`{"classes":[],"path":"`, `/modules/example/manifests/snippet.pp"}`} {
		if !strings.Contains(r.body, want) {
			t.Errorf("environment_classes lacks %s:\n%s", want, r.body)
		}
	}
	r2 := ts.do(testServerName, "GET", "/puppet/v3/environment_classes?environment=production", map[string]string{"If-None-Match": r.header.Get("Etag")}, "")
	if r2.status != 304 {
		t.Errorf("If-None-Match: %d", r2.status)
	}
	if r := ts.do(testServerName, "GET", "/puppet/v3/environment_classes?environment=nope", nil, ""); r.status != 404 {
		t.Errorf("unknown environment: %d %s", r.status, r.body)
	}
	if r := ts.do(testServerName, "GET", "/puppet/v3/environment_classes", nil, ""); r.status != 400 {
		t.Errorf("no environment: %d %s", r.status, r.body)
	}
	r = ts.do(testServerName, "GET", "/puppet/v3/environment_modules?environment=production", nil, "")
	if r.status != 200 || r.body != `{"modules":[{"name":"punch/example","version":"0.1.0"}],"name":"production"}` {
		t.Errorf("environment_modules: %d %s", r.status, r.body)
	}
	r = ts.do(testServerName, "GET", "/puppet/v3/environment_modules", nil, "")
	if r.status != 200 || !strings.HasPrefix(r.body, `[{"modules":[],"name":"broken"},`) {
		t.Errorf("environment_modules (all): %d %s", r.status, r.body)
	}
}

func TestStatusAdminMetrics(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	r := ts.do("", "GET", "/status/v1/simple", nil, "")
	if r.status != 200 || r.body != "running" || r.header.Get("Content-Type") != "text/plain;charset=utf-8" {
		t.Errorf("simple: %d %q %q", r.status, r.body, r.header.Get("Content-Type"))
	}
	r = ts.do("", "GET", "/status/v1/services", nil, "")
	if r.status != 200 || !strings.HasPrefix(r.body, `{"puppet-profiler":{"service_version":"7.9.5","service_status_version":1,"detail_level":"info","state":"running","status":{},"active_alerts":[]}`) {
		t.Errorf("services: %d %s", r.status, r.body)
	}
	r = ts.do("", "GET", "/status/v1/services/master", nil, "")
	if r.status != 200 || r.body != `{"service_version":"7.9.5","service_status_version":1,"detail_level":"info","state":"running","status":{},"active_alerts":[],"service_name":"master"}` {
		t.Errorf("services/master: %d %s", r.status, r.body)
	}
	if r := ts.do("", "GET", "/status/v1/services?level=loud", nil, ""); r.status != 400 {
		t.Errorf("bad level: %d", r.status)
	}

	if r := ts.do(agent1, "DELETE", "/puppet-admin-api/v1/environment-cache", nil, ""); r.status != 403 {
		t.Errorf("admin as an agent: %d", r.status)
	}
	if r := ts.do(testServerName, "DELETE", "/puppet-admin-api/v1/environment-cache?environment=production", nil, ""); r.status != 204 {
		t.Errorf("admin: %d %s", r.status, r.body)
	}
	// Puppet Server's JRuby pool flush (deploy hooks call it): every
	// environment is flushed, 204 (QA-SITE-4 S1); admins only.
	if r := ts.do(agent1, "DELETE", "/puppet-admin-api/v1/jruby-pool", nil, ""); r.status != 403 {
		t.Errorf("jruby-pool as an agent: %d", r.status)
	}
	if r := ts.do(testServerName, "DELETE", "/puppet-admin-api/v1/jruby-pool", nil, ""); r.status != 204 {
		t.Errorf("jruby-pool: %d %s", r.status, r.body)
	}

	ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=production", formHeader, catalogForm("production", factsJSONFor(agent1, nil), nil))
	if r := ts.do(agent1, "GET", "/metrics", nil, ""); r.status != 403 {
		t.Errorf("metrics as an agent: %d", r.status)
	}
	r = ts.do(testServerName, "GET", "/metrics", nil, "")
	for _, want := range []string{`punch_catalog_compiles_total{environment="production",result="success"} 1`,
		`punch_catalog_compile_phase_seconds_count{phase="total"} 1`, `punch_compile_queue_depth 0`,
		`punch_environment_flushes_total 2`, `punch_http_requests_total{`} {
		if !strings.Contains(r.body, want) {
			t.Errorf("metrics lack %q", want)
		}
	}
}

func TestFileServingAndTraversal(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	acc := map[string]string{"Accept": "application/json"}
	r := ts.do(agent1, "GET", "/puppet/v3/file_metadata/modules/example/banner.txt?environment=production&checksum_type=sha256", acc, "")
	if r.status != 200 || !strings.Contains(r.body, `"checksum":{"type":"sha256"`) {
		t.Errorf("metadata: %d %s", r.status, r.body)
	}
	r = ts.do(agent1, "GET", "/puppet/v3/file_content/modules/example/banner.txt?environment=production", map[string]string{"Accept": "application/octet-stream"}, "")
	if r.status != 200 || !strings.Contains(r.body, "puppet:///modules/example/banner.txt") {
		t.Errorf("content: %d %s", r.status, r.body)
	}
	r = ts.do(agent1, "GET", "/puppet/v3/file_metadatas/pluginfacts?environment=production&recurse=true&links=follow", acc, "")
	if r.status != 200 || !strings.Contains(r.body, `"relative_path":"example_role.txt"`) {
		t.Errorf("pluginfacts: %d %s", r.status, r.body)
	}
	// An environment without modules still answers pluginsync (an empty
	// directory), or agents could not switch to it.
	r = ts.do(agent1, "GET", "/puppet/v3/file_metadatas/pluginfacts?environment=staging&recurse=true&links=follow", acc, "")
	if r.status != 200 || !strings.Contains(r.body, `"relative_path":"."`) || strings.Count(r.body, `"relative_path"`) != 1 {
		t.Errorf("pluginfacts without modules: %d %s", r.status, r.body)
	}
	for _, p := range []string{
		"/puppet/v3/file_content/modules/example/..%2F..%2F..%2Fmanifests%2Fsite.pp?environment=production",
		"/puppet/v3/file_content/modules/example/%2e%2e/manifests/init.pp?environment=production",
		"/puppet/v3/file_metadata/modules/example/../../etc/passwd?environment=production",
		"/puppet/v3/file_content/plugins/..%2F..%2F..%2F..%2Fetc%2Fpasswd?environment=production",
	} {
		r := ts.do(agent1, "GET", p, map[string]string{"Accept": "*/*"}, "")
		if r.status != 400 && r.status != 404 {
			t.Errorf("%s: %d %s", p, r.status, r.body)
		}
		if strings.Contains(r.body, "root:") || strings.Contains(r.body, "class example") {
			t.Errorf("%s leaked a file: %s", p, r.body)
		}
	}
	if r := ts.do(agent1, "GET", "/puppet/v3/file_content/modules/example/banner.txt?environment=nope", map[string]string{"Accept": "*/*"}, ""); r.status != 404 {
		t.Errorf("unknown environment: %d", r.status)
	}
	if r := ts.do("", "GET", "/puppet/v3/file_content/modules/example/banner.txt?environment=production", map[string]string{"Accept": "*/*"}, ""); r.status != 403 {
		t.Errorf("without a certificate: %d", r.status)
	}
}

func TestUnknownRoutes(t *testing.T) {
	ts := newTestServer(t, testOpts{rules: []auth.Rule{{Name: "all", SortOrder: 1, Match: auth.Match{Path: "/", Type: "path"}, Allow: []auth.ACE{{Certname: "*"}}}}})
	if r := ts.do(agent1, "GET", "/puppet/v3/nothing", nil, ""); r.status != 404 || !strings.Contains(r.body, "Not Found") {
		t.Errorf("unknown path: %d %s", r.status, r.body)
	}
	if r := ts.do(agent1, "DELETE", "/puppet/v3/catalog/"+agent1, nil, ""); r.status != 405 {
		t.Errorf("DELETE catalog: %d %s", r.status, r.body)
	}
}

func TestQueueFullAndTimeout(t *testing.T) {
	ts := newTestServer(t, testOpts{maxCompiles: 1, maxQueued: -1, timeout: 2 * time.Second})
	release, err := ts.srv.pool.acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	r := ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=production", formHeader, catalogForm("production", factsJSONFor(agent1, nil), nil))
	if r.status != 503 || r.header.Get("Retry-After") == "" {
		t.Errorf("queue full: %d %q %s", r.status, r.header.Get("Retry-After"), r.body)
	}
	release()
	r = ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=production", formHeader, catalogForm("production", factsJSONFor(agent1, nil), nil))
	if r.status != 200 {
		t.Errorf("after release: %d %s", r.status, r.body)
	}

	// With a queue, a request waits; past request_timeout it is a 503.
	ts2 := newTestServer(t, testOpts{maxCompiles: 1, maxQueued: 4, timeout: 300 * time.Millisecond})
	release, _ = ts2.srv.pool.acquire(context.Background())
	r = ts2.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=production", formHeader, catalogForm("production", factsJSONFor(agent1, nil), nil))
	release()
	if r.status != 503 || !strings.Contains(r.body, "request_timeout") {
		t.Errorf("timeout: %d %s", r.status, r.body)
	}
}

func TestGracefulShutdown(t *testing.T) {
	ts := newTestServer(t, testOpts{maxCompiles: 1, maxQueued: 4})
	// Serve on a second listener through Serve, with a request waiting
	// for the only compile slot when the shutdown starts.
	hs := ts.srv.HTTPServer("127.0.0.1:0")
	hs.TLSConfig = ts.http.TLS
	ln, err := newLocalListener()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- ts.srv.Serve(ctx, hs, ln, 30*time.Second) }()
	release, _ := ts.srv.pool.acquire(context.Background())
	got := queueCatalogRequest(t, ts, ts.client(agent1), ln.Addr().String())
	cancel()
	time.Sleep(100 * time.Millisecond)
	select {
	case err := <-done:
		t.Fatalf("Serve returned before the request in flight finished: %v", err)
	default:
	}
	release()
	if st := <-got; st != 200 {
		t.Errorf("request in flight got %d", st)
	}
	if err := <-done; err != nil {
		t.Errorf("Serve: %v", err)
	}
	if _, err := ts.st.Get(agent1, store.Catalog); err != nil {
		t.Errorf("queued catalog not written at shutdown: %v", err)
	}
}

func TestDecodeCatalogParams(t *testing.T) {
	facts := factsJSONFor(agent1, map[string]any{"a b": "c+d%e", "n": 1.5, "list": []any{true, nil}})
	body := catalogForm("production", facts, nil)
	p, err := DecodeCatalogParams("environment=production", body)
	if err != nil {
		t.Fatal(err)
	}
	if p.Facts == nil || p.Facts.Name != agent1 || p.Environment != "production" || !p.StaticCatalog || p.CheckEnvironment {
		t.Fatalf("params = %+v", p)
	}
	v, _ := p.Facts.Values.GetString("a b")
	if v != "c+d%e" {
		t.Errorf("fact = %q", v)
	}
	// Facts encoded with "+" for spaces, as Ruby's CGI.escape does.
	raw := `{"name":"n1","values":{"k":"a b"}}`
	form := "environment=production&facts_format=pson&facts=" + url.QueryEscape(strings.ReplaceAll(url.QueryEscape(raw), "%20", "+"))
	p, err = DecodeCatalogParams("", form)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := p.Facts.Values.GetString("k"); v != "a b" {
		t.Errorf("k = %q", v)
	}
	var br *badRequest
	if _, err := DecodeCatalogParams("environment=production", "facts_format=application/json&facts=%7B"); !errors.As(err, &br) {
		t.Errorf("bad facts: %v", err)
	}
}

// TestCatalogAcceptAnything: a client accepting */* (curl's default) gets
// the catalog's first supported format, rich data JSON, as Puppet Server
// 7.9.5 answers (cmd/tools/site4/puppetserver.txt; QA-SITE-4 S3); an
// explicit application/json still gets plain JSON.
func TestCatalogAcceptAnything(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	for accept, want := range map[string]string{
		"*/*":              "application/vnd.puppet.rich+json; charset=utf-8",
		"application/json": jsonUTF8,
	} {
		h := map[string]string{"Content-Type": formHeader["Content-Type"], "Accept": accept}
		r := ts.do(agent1, "POST", "/puppet/v3/catalog/"+agent1+"?environment=production", h,
			catalogForm("production", factsJSONFor(agent1, nil), nil))
		if r.status != 200 || r.header.Get("Content-Type") != want {
			t.Errorf("Accept %s: %d %q, want 200 %q", accept, r.status, r.header.Get("Content-Type"), want)
		}
	}
}
