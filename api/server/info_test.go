package server

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// infoModules is the tasks, plans and transports fixture (modules demo and
// other), shared with api/moduleinfo.
var infoModules = filepath.Join("..", "moduleinfo", "testdata", "modules")

// newInfoServer is a test server whose production environment also has
// the info fixture's modules.
func newInfoServer(t *testing.T) (*testServer, string) {
	ts := newTestServer(t, testOpts{})
	mods := filepath.Join(ts.envDir, "production", "modules")
	testtree.Copy(t, infoModules, mods)
	return ts, mods
}

type recordedAnswer struct {
	Path        string `json:"path"`
	Status      int    `json:"status"`
	ContentType string `json:"content_type"`
	Body        string `json:"body"`
}

// TestInfoMatchesPuppetServer replays the tasks, plans and
// environment_transports requests recorded from Puppet Server 7.9.5 over
// the same modules (testdata/puppetserver-info.json; the server's own
// certificate, with auth rules allowing plans and transports) and wants
// the same status, content type and body, but for the deviations listed
// here.
func TestInfoMatchesPuppetServer(t *testing.T) {
	ts, mods := newInfoServer(t)
	raw, err := os.ReadFile(filepath.Join("testdata", "puppetserver-info.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Answers []recordedAnswer `json:"answers"`
	}
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	if len(rec.Answers) < 40 {
		t.Fatalf("only %d recorded answers", len(rec.Answers))
	}
	for _, want := range rec.Answers {
		r := ts.do(testServerName, "GET", want.Path, nil, "")
		body := strings.ReplaceAll(r.body, mods, "$MODULES")
		ct := r.header.Get("Content-Type")
		switch {
		case want.Path == "/puppet/v3/tasks?environment=production" || want.Path == "/puppet/v3/plans?environment=production":
			// Puppet lists in file system order; Punch in name order.
			if r.status != want.Status || ct != want.ContentType || !sameJSONSet(t, body, want.Body) {
				t.Errorf("%s: %d %s %s\nwant (as a set) %d %s %s", want.Path, r.status, ct, body, want.Status, want.ContentType, want.Body)
			}
		case strings.Contains(want.Body, "unparseable-metadata"):
			// The JSON parser's own words differ (Ruby's "unexpected
			// token at ..."); kind and status agree.
			if r.status != want.Status || !strings.Contains(body, `"kind":"puppet.tasks/unparseable-metadata"`) {
				t.Errorf("%s: %d %s", want.Path, r.status, body)
			}
		case want.Path == "/puppet/v3/environment_transports?environment=nope":
			// Puppet Server: a 500 with a JRuby EnvironmentNotFound; Punch
			// answers as its other info endpoints do.
			if r.status != 404 || body != "Could not find environment 'nope'" {
				t.Errorf("%s: %d %s", want.Path, r.status, body)
			}
		default:
			if r.status != want.Status || ct != want.ContentType || body != want.Body {
				t.Errorf("%s:\n got %d %q %s\nwant %d %q %s", want.Path, r.status, ct, body, want.Status, want.ContentType, want.Body)
			}
		}
	}
}

func sameJSONSet(t *testing.T, a, b string) bool {
	t.Helper()
	norm := func(s string) []string {
		var list []any
		if err := json.Unmarshal([]byte(s), &list); err != nil {
			return []string{"not a JSON list: " + s}
		}
		out := make([]string, len(list))
		for i, e := range list {
			b, _ := json.Marshal(e)
			out[i] = string(b)
		}
		sort.Strings(out)
		return out
	}
	x, y := norm(a), norm(b)
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}

// TestInfoAuthorization: Puppet Server's default rules let any
// certificate read tasks; plans and environment_transports, which its
// default auth.conf does not list, are for the server's own certificate
// and pp_cli_auth certificates only; without a certificate all are denied.
func TestInfoAuthorization(t *testing.T) {
	ts, _ := newInfoServer(t)
	for _, c := range []struct {
		as, path string
		status   int
	}{
		{agent1, "/puppet/v3/tasks?environment=production", 200},
		{agent1, "/puppet/v3/tasks/demo/init?environment=production", 200},
		{"", "/puppet/v3/tasks?environment=production", 403},
		{agent1, "/puppet/v3/plans?environment=production", 403},
		{agent1, "/puppet/v3/plans/demo/deploy?environment=production", 403},
		{agent1, "/puppet/v3/environment_transports?environment=production", 403},
		{"", "/puppet/v3/environment_transports?environment=production", 403},
		{testServerName, "/puppet/v3/plans?environment=production", 200},
		{testServerName, "/puppet/v3/environment_transports?environment=production", 200},
	} {
		if r := ts.do(c.as, "GET", c.path, nil, ""); r.status != c.status {
			t.Errorf("%q %s: %d, want %d: %s", c.as, c.path, r.status, c.status, r.body)
		}
	}
	if r := ts.do(agent1, "POST", "/puppet/v3/tasks?environment=production", nil, "x"); r.status != 405 {
		t.Errorf("POST tasks: %d %s", r.status, r.body)
	}
}

// TestInfoHostileInput: names that try to leave the module, odd
// parameters and files that lead out of the module never read or report
// anything outside it.
func TestInfoHostileInput(t *testing.T) {
	ts, mods := newInfoServer(t)
	outside := filepath.Join(t.TempDir(), "secret.txt")
	if err := os.WriteFile(outside, []byte("top secret\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	evil := filepath.Join(mods, "evil")
	for _, d := range []string{"tasks", "files", "plans", "lib/puppet/transport/schema"} {
		if err := os.MkdirAll(filepath.Join(evil, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write := func(rel, content string) {
		if err := os.WriteFile(filepath.Join(evil, rel), []byte(content), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	link := func(target, rel string) {
		if err := os.Symlink(target, filepath.Join(evil, rel)); err != nil {
			t.Fatal(err)
		}
	}
	// An implementation that is a link out of the module, a "files" entry
	// leading out, and a directory entry with a link out inside.
	link(outside, "tasks/linked.sh")
	write("tasks/leak.sh", "#!/bin/sh\n")
	write("tasks/leak.json", `{"files": ["evil/files/out.txt"]}`)
	link(outside, "files/out.txt")
	write("tasks/leakdir.sh", "#!/bin/sh\n")
	write("tasks/leakdir.json", `{"files": ["evil/files/"]}`)
	write("tasks/big.sh", "#!/bin/sh\n")
	write("tasks/big.json", `{"description": "`+strings.Repeat("x", 2<<20)+`"}`)
	write("tasks/deep.sh", "#!/bin/sh\n")
	write("tasks/deep.json", strings.Repeat("[", 20000))
	write("tasks/notobject.sh", "#!/bin/sh\n")
	write("tasks/notobject.json", `["files"]`)
	write("tasks/badfiles.sh", "#!/bin/sh\n")
	write("tasks/badfiles.json", `{"files": [1, {"a": 2}]}`)
	write("tasks/abs.sh", "#!/bin/sh\n")
	write("tasks/abs.json", `{"files": ["evil/files//etc/passwd"]}`)
	link(outside, "lib/puppet/transport/schema/out.rb")

	for _, c := range []struct {
		path   string
		status int
		want   string
	}{
		{"/puppet/v3/tasks/evil/linked?environment=production", 404, "Could not find task 'linked'"},
		{"/puppet/v3/tasks/evil/leak?environment=production", 500, "leads out of its module"},
		{"/puppet/v3/tasks/evil/leakdir?environment=production", 200, `"files":[{"filename":"leakdir.sh"`},
		{"/puppet/v3/tasks/evil/big?environment=production", 500, "puppet.tasks/unreadable-metadata"},
		{"/puppet/v3/tasks/evil/deep?environment=production", 500, "puppet.tasks/unparseable-metadata"},
		{"/puppet/v3/tasks/evil/notobject?environment=production", 500, "must be a JSON object"},
		{"/puppet/v3/tasks/evil/badfiles?environment=production", 500, "puppet.tasks/invalid-metadata"},
		{"/puppet/v3/tasks/evil/abs?environment=production", 500, "File pathnames cannot include relative paths"},
		{"/puppet/v3/tasks/..%2F..%2Fetc/passwd?environment=production", 400, "must not contain"},
		{"/puppet/v3/tasks/demo/%2e%2e?environment=production", 400, "must not contain"},
		{"/puppet/v3/tasks/demo%2F..%2F..%2Fetc/x?environment=production", 400, "must not contain"},
		{"/puppet/v3/tasks/demo/init%00?environment=production", 404, "Could not find task"},
		{"/puppet/v3/tasks/demo/init/extra?environment=production", 404, ""},
		{"/puppet/v3/tasks?environment=production&environment=staging", 400, "given 2 times"},
		{"/puppet/v3/tasks?environment=..%2Fetc", 400, "The environment must be purely alphanumeric"},
		{"/puppet/v3/tasks?environment=%zz", 400, "Invalid query string"},
		{"/puppet/v3/plans/demo/..?environment=production", 400, "must not contain"},
		{"/puppet/v3/environment_transports?environment=production", 500, "leads out of its module"},
	} {
		r := ts.do(testServerName, "GET", c.path, nil, "")
		if r.status != c.status || !strings.Contains(r.body, c.want) {
			t.Errorf("%s: %d %.300s\nwant %d %q", c.path, r.status, r.body, c.status, c.want)
		}
		if strings.Contains(r.body, "top secret") || strings.Contains(r.body, outside) && !strings.Contains(c.want, "leads out") {
			t.Errorf("%s: the answer shows the outside file: %.300s", c.path, r.body)
		}
		if strings.Contains(r.body, `"size_bytes":11`) {
			t.Errorf("%s: the answer describes the outside file: %.300s", c.path, r.body)
		}
	}
	// The task list leaves the invalid tasks out and says so in the log.
	r := ts.do(agent1, "GET", "/puppet/v3/tasks?environment=production", nil, "")
	if r.status != 200 || strings.Contains(r.body, "evil::leak\"") || !strings.Contains(r.body, `"evil::leakdir"`) {
		t.Errorf("task list: %d %.500s", r.status, r.body)
	}
	if !strings.Contains(ts.logs.String(), "Failed to validate task") {
		t.Errorf("invalid tasks not logged")
	}
}

// TestTransportsEtag: environment_transports carries an Etag and answers
// If-None-Match with a 304 while the schemas are unchanged.
func TestTransportsEtag(t *testing.T) {
	ts, mods := newInfoServer(t)
	p := "/puppet/v3/environment_transports?environment=production"
	r := ts.do(testServerName, "GET", p, nil, "")
	etag := r.header.Get("Etag")
	if r.status != 200 || etag == "" || !strings.Contains(r.body, `"name":"demo_device"`) {
		t.Fatalf("%d %q %s", r.status, etag, r.body)
	}
	if r := ts.do(testServerName, "GET", p, map[string]string{"If-None-Match": etag}, ""); r.status != 304 || r.body != "" {
		t.Errorf("If-None-Match: %d %s", r.status, r.body)
	}
	os.Remove(filepath.Join(mods, "other", "lib", "puppet", "transport", "schema", "alpha.rb"))
	if r := ts.do(testServerName, "GET", p, map[string]string{"If-None-Match": etag}, ""); r.status != 200 || strings.Contains(r.body, `"alpha"`) {
		t.Errorf("after a change: %d %s", r.status, r.body)
	}
}
