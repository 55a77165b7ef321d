package auth

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"

	"github.com/rs/zerolog"
)

func TestDefaultRuleDecisions(t *testing.T) {
	rs, err := DefaultRules("puppet.test")
	if err != nil {
		t.Fatal(err)
	}
	node := func(name string) Request {
		return Request{Authenticated: true, Certname: name, RemoteAddr: "10.0.0.1"}
	}
	anon := Request{RemoteAddr: "10.0.0.9"}
	cli := Request{Authenticated: true, Certname: "admin.test", Extensions: map[string]string{"pp_cli_auth": "true"}}
	cases := []struct {
		who    Request
		method string
		path   string
		allow  bool
		rule   string
	}{
		{node("a.example.com"), "GET", "/puppet/v3/catalog/a.example.com", true, "puppetlabs v3 catalog from agents"},
		{node("a.example.com"), "POST", "/puppet/v3/catalog/a.example.com", true, "puppetlabs v3 catalog from agents"},
		{node("a.example.com"), "GET", "/puppet/v3/catalog/b.example.com", false, "puppetlabs v3 catalog from agents"},
		{node("A.Example.com"), "GET", "/puppet/v3/catalog/a.example.com", true, "puppetlabs v3 catalog from agents"},
		{node("a.example.com"), "PUT", "/puppet/v3/catalog/a.example.com", false, "puppetlabs deny all"},
		{node("a"), "GET", "/puppet/v3/catalog/a", true, "puppetlabs v3 catalog from agents"},
		{node("a"), "GET", "/puppet/v3/catalog/ab", false, "puppetlabs v3 catalog from agents"},
		{anon, "GET", "/puppet/v3/catalog/a", false, "puppetlabs v3 catalog from agents"},
		{node("a"), "GET", "/puppet/v3/node/a", true, "puppetlabs node"},
		{node("a"), "GET", "/puppet/v3/node/b", false, "puppetlabs node"},
		{node("a"), "PUT", "/puppet/v3/report/a", true, "puppetlabs report"},
		{node("a"), "PUT", "/puppet/v3/report/b", false, "puppetlabs report"},
		{node("a"), "PUT", "/puppet/v3/facts/a", true, "puppetlabs facts"},
		{node("a"), "PUT", "/puppet/v3/facts/b", false, "puppetlabs facts"},
		{node("a"), "POST", "/puppet/v4/catalog", false, "puppetlabs v4 catalog for services"},
		{anon, "GET", "/puppet-ca/v1/certificate/ca", true, "puppetlabs certificate"},
		{anon, "GET", "/puppet-ca/v1/certificate/a", true, "puppetlabs certificate"},
		{anon, "GET", "/puppet-ca/v1/certificate_revocation_list/ca", true, "puppetlabs crl"},
		{anon, "PUT", "/puppet-ca/v1/certificate_request/a", true, "puppetlabs csr"},
		{anon, "DELETE", "/puppet-ca/v1/certificate_request/a", false, "puppetlabs deny all"},
		{anon, "GET", "/status/v1/simple", true, "puppetlabs status service - simple"},
		{anon, "GET", "/status/v1/services", true, "puppetlabs status service - full"},
		{anon, "GET", "/puppet-ca/v1/certificate_status/a", false, "puppetlabs cert status"},
		{node("a"), "GET", "/puppet-ca/v1/certificate_status/a", false, "puppetlabs cert status"},
		{node("puppet.test"), "PUT", "/puppet-ca/v1/certificate_status/a", true, "puppetlabs cert status"},
		{cli, "DELETE", "/puppet-ca/v1/certificate_status/a", true, "puppetlabs cert status"},
		{cli, "PUT", "/puppet-ca/v1/clean", true, "puppetlabs cert clean"},
		{node("a"), "PUT", "/puppet-ca/v1/clean", false, "puppetlabs cert clean"},
		{node("a"), "GET", "/puppet/v3/file_metadatas/plugins", true, "puppetlabs file metadata"},
		{node("a"), "GET", "/puppet/v3/file_content/modules/x/y", true, "puppetlabs file content"},
		{anon, "GET", "/puppet/v3/file_content/modules/x/y", false, "puppetlabs file content"},
		{node("a"), "GET", "/puppet/v3/environments", true, "puppetlabs environments"},
		{node("a"), "GET", "/puppet/v3/environment_classes", false, "puppetlabs deny all"},
		{anon, "GET", "/anything", false, "puppetlabs deny all"},
	}
	for _, tc := range cases {
		req := tc.who
		req.Method, req.Path = tc.method, tc.path
		d := rs.Authorize(req)
		if d.Allowed != tc.allow || d.Rule != tc.rule {
			t.Errorf("%s %s as %q: allowed=%v rule=%q, want %v %q (%s)", tc.method, tc.path, req.Certname, d.Allowed, d.Rule, tc.allow, tc.rule, d.Message)
		}
		if !d.Allowed && !strings.HasPrefix(d.Message, "Forbidden request: ") {
			t.Errorf("message = %q", d.Message)
		}
	}
	d := rs.Authorize(Request{Method: "GET", Path: "/puppet/v3/catalog/b", Authenticated: true, Certname: "a", RemoteAddr: "10.1.1.1"})
	want := "Forbidden request: a(10.1.1.1) access to /puppet/v3/catalog/b (method :get) (authenticated: true) denied by rule 'puppetlabs v3 catalog from agents'."
	if d.Message != want {
		t.Errorf("message:\n%s\nwant\n%s", d.Message, want)
	}
}

func TestACEMatching(t *testing.T) {
	rule := func(allow, deny []ACE) *Rules {
		return MustNew([]Rule{{Name: "r", SortOrder: 1, Match: Match{Path: `^/x/([^/]+)/([^/]+)$`, Type: "regex"}, Allow: allow, Deny: deny}})
	}
	req := func(name string, dns ...string) Request {
		return Request{Method: "GET", Path: "/x/web1/example.com", Authenticated: true, Certname: name, DNSNames: dns}
	}
	cases := []struct {
		allow, deny []ACE
		req         Request
		want        bool
	}{
		{[]ACE{{Certname: "*"}}, nil, req("anything"), true},
		{[]ACE{{Certname: "*.example.com"}}, nil, req("a.example.com"), true},
		{[]ACE{{Certname: "*.example.com"}}, nil, req("a.b.example.com"), true},
		{[]ACE{{Certname: "*.example.com"}}, nil, req("example.org"), false},
		{[]ACE{{Certname: "*.example.com"}}, nil, req("aexample.com"), false},
		{[]ACE{{Certname: "$1.$2"}}, nil, req("web1.example.com"), true},
		{[]ACE{{Certname: "$1.$2"}}, nil, req("web2.example.com"), false},
		{[]ACE{{Certname: "$1"}}, nil, req("web1"), true},
		{[]ACE{{Certname: "/^web\\d+\\./"}}, nil, req("web7.example.com"), true},
		{[]ACE{{Certname: "/^web\\d+\\./"}}, nil, req("db7.example.com"), false},
		{[]ACE{{Certname: "admin.example.com"}}, nil, req("ADMIN.example.com"), true},
		// DNS alt names count as well as the certname.
		{[]ACE{{Certname: "web1.example.com"}}, nil, req("other", "web1.example.com"), true},
		// Deny wins over allow within a rule.
		{[]ACE{{Certname: "*"}}, []ACE{{Certname: "*.bad.com"}}, req("x.bad.com"), false},
		{[]ACE{{Certname: "*"}}, []ACE{{Certname: "*.bad.com"}}, req("x.good.com"), true},
		{[]ACE{{Extensions: map[string][]string{"pp_role": {"web", "db"}}}}, nil, Request{Method: "GET", Path: "/x/a/b", Authenticated: true, Certname: "n", Extensions: map[string]string{"pp_role": "db"}}, true},
		{[]ACE{{Extensions: map[string][]string{"pp_role": {"web"}, "pp_env": {"prod"}}}}, nil, Request{Method: "GET", Path: "/x/a/b", Authenticated: true, Certname: "n", Extensions: map[string]string{"pp_role": "web"}}, false},
		{[]ACE{{Extensions: map[string][]string{"pp_role": {"web"}}}}, nil, Request{Method: "GET", Path: "/x/a/b", Authenticated: true, Certname: "n"}, false},
	}
	for i, tc := range cases {
		d := rule(tc.allow, tc.deny).Authorize(tc.req)
		if d.Allowed != tc.want {
			t.Errorf("case %d (%v/%v for %q): allowed=%v", i, tc.allow, tc.deny, tc.req.Certname, d.Allowed)
		}
	}
}

func TestRuleMatching(t *testing.T) {
	rs := MustNew([]Rule{
		{Name: "env prod only", SortOrder: 400, Match: Match{Path: "/p", Methods: []string{"get"}, QueryParams: map[string][]string{"environment": {"production", "test"}}}, Allow: []ACE{{Certname: "*"}}},
		{Name: "b second", SortOrder: 500, Match: Match{Path: "/p"}, Deny: []ACE{{Certname: "*"}}},
		{Name: "a first", SortOrder: 500, Match: Match{Path: "/p/open"}, AllowUnauthenticated: true},
	})
	if names := rs.List(); names[0].Name != "env prod only" || names[1].Name != "a first" || names[2].Name != "b second" {
		t.Errorf("order = %v", names)
	}
	who := Request{Authenticated: true, Certname: "n"}
	try := func(method, path string, q map[string][]string) Decision {
		r := who
		r.Method, r.Path, r.Query = method, path, q
		return rs.Authorize(r)
	}
	if d := try("GET", "/p/x", map[string][]string{"environment": {"test"}}); !d.Allowed || d.Rule != "env prod only" {
		t.Errorf("query match: %+v", d)
	}
	if d := try("GET", "/p/x", map[string][]string{"environment": {"dev"}}); d.Allowed || d.Rule != "b second" {
		t.Errorf("query mismatch: %+v", d)
	}
	if d := try("POST", "/p/x", map[string][]string{"environment": {"test"}}); d.Allowed {
		t.Errorf("method mismatch allowed")
	}
	if d := try("GET", "/p/open/1", nil); !d.Allowed || d.Rule != "a first" {
		t.Errorf("name order: %+v", d)
	}
	if d := try("GET", "/q", nil); d.Allowed || d.Rule != "" || !strings.Contains(d.Message, "no rules matched") {
		t.Errorf("no match: %+v", d)
	}
}

func TestRuleValidation(t *testing.T) {
	ok := Rule{Name: "x", SortOrder: 1, Match: Match{Path: "/"}, Allow: []ACE{{Certname: "*"}}}
	bad := map[string]func(r *Rule){
		"sort-order":            func(r *Rule) { r.SortOrder = 0 },
		"name":                  func(r *Rule) { r.Name = "" },
		"allow-unauthenticated": func(r *Rule) { r.AllowUnauthenticated = true },
		"must contain either":   func(r *Rule) { r.Allow = nil },
		"invalid method":        func(r *Rule) { r.Match.Methods = []string{"patch"} },
		"path regex":            func(r *Rule) { r.Match.Type = "regex"; r.Match.Path = "(" },
		"back reference":        func(r *Rule) { r.Match.Type = "regex"; r.Allow = []ACE{{Certname: "$2"}} },
		"'path' or 'regex'":     func(r *Rule) { r.Match.Type = "glob" },
		"invalid domain":        func(r *Rule) { r.Allow = []ACE{{Certname: "a b"}} },
	}
	for want, mutate := range bad {
		r := ok
		mutate(&r)
		if err := r.Validate(); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: err = %v", want, err)
		}
	}
	if _, err := New([]Rule{ok, ok}); err == nil || !strings.Contains(err.Error(), "duplicate") {
		t.Errorf("duplicates: %v", err)
	}
}

func TestParseYAMLAndJSON(t *testing.T) {
	y := `
authorization:
  version: 1
  rules:
    - match-request:
        path: "^/puppet/v3/catalog/([^/]+)$"
        type: regex
        method: [get, post]
      allow: "$1"
      sort-order: 500
      name: "catalog"
    - match-request:
        path: /puppet/v3/environments
        type: path
        method: get
        query-params:
          environment: production
      allow:
        - "*.example.com"
        - certname: admin.example.com
        - extensions:
            pp_role: [ops, dev]
      deny: bad.example.com
      sort-order: 400
      name: envs
    - match-request: {path: /status, type: path}
      allow-unauthenticated: true
      sort-order: 999
      name: status
`
	rules, err := Parse("auth.yaml", []byte(y))
	if err != nil {
		t.Fatal(err)
	}
	if len(rules) != 3 || rules[0].Match.Type != "regex" || len(rules[0].Match.Methods) != 2 || rules[0].Allow[0].Certname != "$1" {
		t.Fatalf("rules = %+v", rules)
	}
	if r := rules[1]; len(r.Allow) != 3 || r.Allow[1].Certname != "admin.example.com" || strings.Join(r.Allow[2].Extensions["pp_role"], ",") != "ops,dev" ||
		r.Deny[0].Certname != "bad.example.com" || r.Match.QueryParams["environment"][0] != "production" || r.Source != "auth.yaml:12" {
		t.Errorf("rule 2 = %+v", r)
	}
	if !rules[2].AllowUnauthenticated {
		t.Errorf("rule 3 = %+v", rules[2])
	}

	// The same rules as JSON (what HOCON's JSON subset looks like).
	j := `{"authorization": {"version": 1, "rules": [
	  {"match-request": {"path": "^/puppet/v3/catalog/([^/]+)$", "type": "regex", "method": ["get", "post"]},
	   "allow": "$1", "sort-order": 500, "name": "catalog"}]}}`
	jr, err := Parse("auth.json", []byte(j))
	if err != nil || len(jr) != 1 || jr[0].Name != "catalog" {
		t.Fatalf("json: %+v %v", jr, err)
	}
	// Without the "authorization" wrapper too.
	if _, err := Parse("x", []byte(`{"version": 1, "rules": []}`)); err != nil {
		t.Errorf("unwrapped: %v", err)
	}
}

func TestParseErrors(t *testing.T) {
	cases := map[string]string{
		``:                            "empty",
		`[1]`:                         "not a map",
		`{"version": 2, "rules": []}`: "Supported versions are: 1",
		`{"version": 1}`:              "rules is not a list",
		"version: 1\nrules:\n  - name: x\n    sort-order: 1\n    allow: '*'\n":                                                                                                                                     "match-request",
		"version: 1\nrules:\n  - match-request: {path: /, type: path}\n    sort-order: 1\n    allow: '*'\n":                                                                                                        "'name'",
		"version: 1\nrules:\n  - match-request: {path: /, type: path}\n    name: x\n    allow: '*'\n":                                                                                                              "sort-order",
		"version: 1\nrules:\n  - match-request: {path: /, type: path}\n    name: x\n    sort-order: lots\n    allow: '*'\n":                                                                                        "sort-order",
		"version: 1\nrules:\n  - match-request: {path: /}\n    name: x\n    sort-order: 1\n    allow: '*'\n":                                                                                                       "'type'",
		"version: 1\nrules:\n  - match-request: {path: /, type: path, colour: red}\n    name: x\n    sort-order: 1\n    allow: '*'\n":                                                                              "unknown key 'colour'",
		"version: 1\nrules:\n  - match-request: {path: /, type: path}\n    name: x\n    sort-order: 1\n    allow: {certname: a, extensions: {pp_role: x}}\n":                                                       "exactly one",
		"version: 1\nrules:\n  - match-request: {path: /, type: path}\n    name: x\n    sort-order: 1\n    allow: {rbac: {permission: 'a:b:c'}}\n":                                                                 "RBAC",
		"version: 1\nrules:\n  - match-request: {path: /, type: path}\n    name: x\n    sort-order: 1\n    allow: '*'\n  - match-request: {path: /, type: path}\n    name: x\n    sort-order: 1\n    allow: '*'\n": "duplicate rules named 'x'",
		"version: 1\nrules:\n  - match-request: {path: '(', type: regex}\n    name: x\n    sort-order: 1\n    allow: '*'\n":                                                                                        "auth.yaml:3:5",
		"version: 1\nrules: [\n": "auth.yaml",
	}
	for in, want := range cases {
		_, err := Parse("auth.yaml", []byte(in))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q) = %v, want %q", in, err, want)
		}
	}
}

func TestLoadFile(t *testing.T) {
	path := t.TempDir() + "/auth.conf.yaml"
	os.WriteFile(path, []byte("version: 1\nrules:\n  - match-request: {path: /, type: path}\n    name: all\n    sort-order: 1\n    allow: '*'\n"), 0o644)
	rules, err := LoadFile(path)
	if err != nil || len(rules) != 1 {
		t.Fatalf("%v %v", rules, err)
	}
	if _, err := LoadFile(path + ".missing"); err == nil {
		t.Errorf("missing file loaded")
	}
}

func TestMiddleware(t *testing.T) {
	rs, _ := DefaultRules("")
	logs := &strings.Builder{}
	a := NewAuthorizer(rs, zerolog.New(logs))
	var seen Decision
	h := a.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen, _ = DecisionFrom(r.Context())
		w.WriteHeader(200)
	}))
	serve := func(path string) (*httptest.ResponseRecorder, *Recorder) {
		r := httptest.NewRequest("GET", path, nil)
		r, rec := WithRecorder(r)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w, rec
	}
	w, rec := serve("/status/v1/simple")
	if w.Code != 200 || seen.Rule != "puppetlabs status service - simple" {
		t.Errorf("status: %d %+v", w.Code, seen)
	}
	if d, ok := rec.Decision(); !ok || !d.Allowed {
		t.Errorf("recorder: %+v %v", d, ok)
	}
	w, rec = serve("/puppet/v3/catalog/x")
	if w.Code != 403 || !strings.Contains(w.Body.String(), "denied by rule 'puppetlabs v3 catalog from agents'") {
		t.Errorf("catalog: %d %s", w.Code, w.Body)
	}
	// Puppet Server's authorization 403 has no Content-Type
	// (cmd/tools/site4/puppetserver.txt).
	if ct, ok := w.Header()["Content-Type"]; ok && len(ct) > 0 {
		t.Errorf("403 Content-Type %q, Puppet Server sends none", ct)
	}
	if d, _ := rec.Decision(); d.Allowed || d.Rule != "puppetlabs v3 catalog from agents" {
		t.Errorf("recorded %+v", d)
	}
	if !strings.Contains(logs.String(), `"rule":"puppetlabs v3 catalog from agents"`) {
		t.Errorf("denial not logged: %s", logs)
	}
	for _, p := range []string{"/puppet-ca/v1/certificate/../certificate_status/x", "/puppet-ca/v1/certificate/x/./y", "/puppet-ca//v1/certificate/x/..//y", "/puppet-ca/v1/certificate/%2E%2E/x"} {
		if w, _ := serve(p); w.Code != 400 {
			t.Errorf("%s: %d", p, w.Code)
		}
	}
	// Runs of slashes collapse before the rules see the path (as Jetty
	// collapses them for Puppet Server): a doubled slash neither bypasses
	// a rule nor escapes one, and the handler gets the collapsed path.
	var handlerPath, handlerRaw string
	h2 := a.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		handlerPath, handlerRaw = r.URL.Path, r.URL.EscapedPath()
		w.WriteHeader(200)
	}))
	for _, c := range []struct {
		path, wantPath, wantRaw string
		code                    int
	}{
		{"/puppet-ca//v1/certificate/x", "/puppet-ca/v1/certificate/x", "/puppet-ca/v1/certificate/x", 200},
		{"//status///v1/simple", "/status/v1/simple", "/status/v1/simple", 200},
		{"/puppet/v3//catalog/x", "", "", 403},
		{"/puppet-ca/v1/certificate//a%20b", "/puppet-ca/v1/certificate/a b", "/puppet-ca/v1/certificate/a%20b", 200},
	} {
		handlerPath, handlerRaw = "", ""
		r := httptest.NewRequest("GET", c.path, nil)
		w := httptest.NewRecorder()
		h2.ServeHTTP(w, r)
		if w.Code != c.code || handlerPath != c.wantPath || handlerRaw != c.wantRaw {
			t.Errorf("%s: %d, handler saw %q (%q); want %d %q (%q)", c.path, w.Code, handlerPath, handlerRaw, c.code, c.wantPath, c.wantRaw)
		}
	}
	if w, _ := serve("/puppet/v3//catalog/x"); !strings.Contains(w.Body.String(), "denied by rule 'puppetlabs v3 catalog from agents'") {
		t.Errorf("a doubled slash changed the rule that applies: %s", w.Body)
	}
	a.HideDetails = true
	w, _ = serve("/puppet/v3/catalog/x")
	if w.Body.String() != "Forbidden request: /puppet/v3/catalog/x (method :get). Please see the server logs for details." {
		t.Errorf("terse body = %q", w.Body)
	}
	// Rules can be swapped at run time.
	a.SetRules(MustNew([]Rule{{Name: "open", SortOrder: 1, Match: Match{Path: "/"}, AllowUnauthenticated: true}}))
	if w, _ := serve("/puppet/v3/catalog/x"); w.Code != 200 {
		t.Errorf("after SetRules: %d", w.Code)
	}
}

// TestDefaultsMatchPuppetServer compares Defaults with Puppet Server's own
// default auth.conf, converted to YAML and JSON in testdata.
func TestDefaultsMatchPuppetServer(t *testing.T) {
	want := Defaults("")
	for _, f := range []string{"testdata/puppetserver-auth.yaml", "testdata/puppetserver-auth.json"} {
		got, err := LoadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Fatalf("%s: %d rules, Defaults has %d", f, len(got), len(want))
		}
		for i := range got {
			g, w := got[i], want[i]
			g.Source = ""
			if fmt.Sprintf("%+v", g) != fmt.Sprintf("%+v", w) {
				t.Errorf("%s rule %d:\n got %+v\nwant %+v", f, i, g, w)
			}
		}
	}
}

// A denial is logged through the request's own logger (the server puts
// one with the request id in the context), without an empty certname for
// anonymous clients.
func TestMiddlewareLogsWithRequestLogger(t *testing.T) {
	rs, _ := DefaultRules("")
	logs := &strings.Builder{}
	a := NewAuthorizer(rs, zerolog.New(logs))
	h := a.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(200) }))
	r := httptest.NewRequest("GET", "/puppet/v3/catalog/x", nil)
	rl := zerolog.New(logs).With().Str("request_id", "req-1").Logger()
	r = r.WithContext(rl.WithContext(r.Context()))
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != 403 {
		t.Fatalf("status %d", w.Code)
	}
	if !strings.Contains(logs.String(), `"request_id":"req-1"`) || strings.Contains(logs.String(), `"certname":""`) {
		t.Errorf("denial logged as %s", logs)
	}
}
