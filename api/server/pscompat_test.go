package server

import (
	"testing"
)

// Answers to a missing or invalid environment parameter and to unsupported
// formats, as Puppet Server 7.9.5 gave them (curl against its default
// configuration): the node, facts and report endpoints answer from
// Puppet's indirector (JSON), the catalog and file_metadatas/file_content
// from its Clojure layer (plain text).
func TestEnvironmentParameterAndFormatAnswers(t *testing.T) {
	ts := newTestServer(t, testOpts{})
	json := map[string]string{"Content-Type": "application/json", "Accept": "application/json"}
	cases := []struct {
		method, path string
		header       map[string]string
		body         string
		status       int
		ctype, want  string
	}{
		{"GET", "/puppet/v3/node/" + agent1, nil, "", 400, jsonUTF8, `{"message":"Bad Request: An environment parameter must be specified","issue_kind":"RUNTIME_ERROR"}`},
		{"GET", "/puppet/v3/node/" + agent1 + "?environment=", nil, "", 400, jsonUTF8, `{"message":"Bad Request: The environment must be purely alphanumeric, not ''","issue_kind":"RUNTIME_ERROR"}`},
		{"GET", "/puppet/v3/node/" + agent1 + "?environment=a-b", nil, "", 400, jsonUTF8, `{"message":"Bad Request: The environment must be purely alphanumeric, not 'a-b'","issue_kind":"RUNTIME_ERROR"}`},
		{"PUT", "/puppet/v3/facts/" + agent1, json, "{}", 400, jsonUTF8, `{"message":"Bad Request: An environment parameter must be specified","issue_kind":"RUNTIME_ERROR"}`},
		{"PUT", "/puppet/v3/report/" + agent1, json, "{}", 400, jsonUTF8, `{"message":"Bad Request: An environment parameter must be specified","issue_kind":"RUNTIME_ERROR"}`},
		{"GET", "/puppet/v3/catalog/" + agent1, nil, "", 400, "text/plain;charset=utf-8", `The environment must be purely alphanumeric, not 'null'`},
		{"GET", "/puppet/v3/file_metadatas/plugins", nil, "", 400, "text/plain", "A file_metadatas request must include an `environment` or `versioned_project` query parameter."},
		{"GET", "/puppet/v3/file_content/modules/example/banner.txt", nil, "", 400, "text/plain", "A file_content request must include an `environment` or `versioned_project` query parameter."},
		{"PUT", "/puppet/v3/report/" + agent1 + "?environment=production", map[string]string{"Content-Type": "text/plain"}, "x", 415, jsonUTF8,
			`{"message":"Unsupported Media Type: Client sent a mime-type (text/plain) that doesn't correspond to a format we support","issue_kind":"UNSUPPORTED_MEDIA_TYPE"}`},
		{"PUT", "/puppet/v3/facts/" + agent1 + "?environment=production", map[string]string{"Content-Type": "text/plain"}, "x", 415, jsonUTF8,
			`{"message":"Unsupported Media Type: Client sent a mime-type (text/plain) that doesn't correspond to a format we support","issue_kind":"UNSUPPORTED_MEDIA_TYPE"}`},
		{"GET", "/puppet/v3/catalog/" + agent1 + "?environment=production", map[string]string{"Accept": "text/html"}, "", 406, jsonUTF8,
			`{"message":"Not Acceptable: No supported formats are acceptable (Accept: text/html)","issue_kind":"UNSUPPORTED_FORMAT"}`},
	}
	for _, c := range cases {
		r := ts.do(agent1, c.method, c.path, c.header, c.body)
		if r.status != c.status || r.header.Get("Content-Type") != c.ctype || r.body != c.want {
			t.Errorf("%s %s:\n got %d %q %s\nwant %d %q %s", c.method, c.path, r.status, r.header.Get("Content-Type"), r.body, c.status, c.ctype, c.want)
		}
	}
}
