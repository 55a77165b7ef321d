package auth

import (
	"testing"
)

// FuzzParse feeds arbitrary documents to the auth.conf loader: errors are
// fine, panics are not, and whatever it accepts must compile.
func FuzzParse(f *testing.F) {
	f.Add([]byte("version: 1\nrules:\n  - match-request: {path: '^/x/([^/]+)$', type: regex, method: [get]}\n    allow: '$1'\n    sort-order: 1\n    name: x\n"))
	f.Add([]byte(`{"authorization":{"version":1,"rules":[{"match-request":{"path":"/","type":"path"},"deny":"*","sort-order":999,"name":"d"}]}}`))
	f.Add([]byte("version: 1\nrules:\n  - match-request: {path: /, type: path, query-params: {a: [b]}}\n    allow: [{extensions: {pp_role: x}}, '*.a.b', '/re/']\n    sort-order: 1\n    name: x\n"))
	f.Add([]byte("&a [*a]"))
	f.Fuzz(func(t *testing.T, data []byte) {
		rules, err := Parse("fuzz.yaml", data)
		if err != nil {
			return
		}
		rs, err := New(rules)
		if err != nil {
			t.Fatalf("Parse accepted rules New rejects: %v", err)
		}
		rs.Authorize(Request{Method: "GET", Path: "/x/y", Authenticated: true, Certname: "y"})
	})
}

// FuzzAuthorize runs arbitrary requests through the default rules.
func FuzzAuthorize(f *testing.F) {
	rs, err := DefaultRules("puppet.test")
	if err != nil {
		f.Fatal(err)
	}
	f.Add("GET", "/puppet/v3/catalog/a", "a", true)
	f.Add("PUT", "/puppet/v3/report/$1", "$1", true)
	f.Add("GET", "/puppet-ca/v1/certificate/ca", "", false)
	f.Fuzz(func(t *testing.T, method, path, certname string, authed bool) {
		d := rs.Authorize(Request{Method: method, Path: path, Certname: certname, Authenticated: authed, DNSNames: []string{certname}})
		if d.Allowed && !authed {
			// Only allow-unauthenticated rules may let anonymous clients in.
			for _, r := range rs.List() {
				if r.Name == d.Rule && !r.AllowUnauthenticated {
					t.Fatalf("anonymous %s %s allowed by %s", method, path, d.Rule)
				}
			}
		}
		if !d.Allowed && d.Message == "" {
			t.Fatal("denial without message")
		}
	})
}
