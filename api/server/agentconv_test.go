package server

import (
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/punch-dev/punch/environments/data"
)

// agentconvRequest is one entry of testdata/agentconv/requests.yaml (see
// its header and record.rb, which builds the same bodies for Puppet Server).
type agentconvRequest struct {
	Name     string            `yaml:"name"`
	As       string            `yaml:"as"`
	Method   string            `yaml:"method"`
	Path     string            `yaml:"path"`
	Headers  map[string]string `yaml:"headers"`
	Body     *string           `yaml:"body"`
	Facts    *agentconvFacts   `yaml:"body_facts"`
	Form     *agentconvFacts   `yaml:"body_catalog_form"`
	Report   string            `yaml:"body_report"`
	Compare  string            `yaml:"compare"`
	Ignore   []string          `yaml:"ignore"`
	Punch    *agentconvAnswer  `yaml:"punch"`
	Recorded agentconvAnswer   `yaml:"-"`
}

type agentconvFacts struct {
	Node string `yaml:"node"`
	// Values keep their order (record.rb's Ruby Hash does).
	Values yaml.Node         `yaml:"values"`
	Pad    int               `yaml:"pad"`
	Extra  map[string]string `yaml:"extra"`
}

type agentconvAnswer struct {
	Name         string  `json:"name"`
	Status       int     `json:"status" yaml:"status"`
	ContentType  *string `json:"content_type" yaml:"content_type"`
	PuppetVer    *string `json:"puppet_version"`
	Body         string  `json:"body" yaml:"body"`
	BodyContains string  `yaml:"body_contains"`
	Why          string  `yaml:"why"`
}

func agentconvFactsDoc(f *agentconvFacts) string {
	vals := data.NewMap(0)
	if f.Values.Kind != 0 {
		src, err := yaml.Marshal(&f.Values)
		if err != nil {
			panic(err)
		}
		v, _, err := data.DecodeYAML(src, data.YAMLOptions{})
		if err != nil {
			panic(err)
		}
		vals = v.(*data.Map)
	}
	if f.Pad > 0 {
		vals.Set("pad", strings.Repeat("x", f.Pad))
	}
	// record.rb's facts_doc, in its order
	doc := data.NewMap(4)
	doc.Set("name", f.Node)
	doc.Set("values", vals)
	doc.Set("timestamp", "2026-01-01T00:00:00.000000000+00:00")
	doc.Set("expiration", "2026-01-01T00:30:00.000000000+00:00")
	b, err := data.MarshalJSON(doc)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// body is the request's body as record.rb makes it.
func (r *agentconvRequest) body() string {
	switch {
	case r.Body != nil:
		return *r.Body
	case r.Facts != nil:
		return agentconvFactsDoc(r.Facts)
	case r.Form != nil:
		return catalogForm("production", agentconvFactsDoc(r.Form), r.Form.Extra)
	case r.Report != "":
		b, _ := json.Marshal(map[string]any{"host": r.Report, "time": "2026-01-01T00:00:00.000000000+00:00",
			"configuration_version": 1, "transaction_uuid": "d6a2b3c4-0000-4000-8000-000000000001", "report_format": 12,
			"puppet_version": "7.23.0", "status": "unchanged", "transaction_completed": true, "noop": false,
			"noop_pending": false, "environment": "production", "logs": []any{}, "metrics": map[string]any{},
			"resource_statuses": map[string]any{}, "corrective_change": false, "cached_catalog_status": "not_used",
			"catalog_uuid": "x", "code_id": nil, "master_used": "localhost:8140", "server_used": "localhost:8140", "kind": "apply"})
		return string(b)
	}
	return ""
}

// TestAgentConversationMatchesPuppetServer asks the server what Puppet
// 7.23's agent asks in a run (node, pluginsync, catalog POST with
// static_catalog, file metadata and content, report), a facts upload, and
// malformed or hostile requests, in the order record.sh asked Puppet Server
// 7.9.5 over the same environments (testdata/agentconv/puppetserver.json),
// and wants its answers: status, Content-Type, X-Puppet-Version (when Puppet
// Server sent one) and the body as each entry's compare says, or the
// entry's punch answer where Punch differs on purpose (docs/server.md).
func TestAgentConversationMatchesPuppetServer(t *testing.T) {
	dir := filepath.Join("testdata", "agentconv")
	var reqs []*agentconvRequest
	raw, err := os.ReadFile(filepath.Join(dir, "requests.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(raw, &reqs); err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Answers []agentconvAnswer `json:"answers"`
	}
	raw, err = os.ReadFile(filepath.Join(dir, "puppetserver.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	if len(rec.Answers) != len(reqs) {
		t.Fatalf("%d requests, %d recorded answers: run record.sh", len(reqs), len(rec.Answers))
	}
	// Debian's Puppet Server (record.sh's) has Debian's basemodulepath
	ts := newTestServer(t, testOpts{settings: []string{"basemodulepath", "$codedir/modules:/usr/share/puppet/modules"}})
	clients := map[string]string{"agent": agent1, "other": agent2, "server": testServerName, "none": ""}
	for i, r := range reqs {
		want := rec.Answers[i]
		if want.Name != r.Name {
			t.Fatalf("answer %d is %q, request %q: run record.sh", i, want.Name, r.Name)
		}
		as, ok := clients[r.As]
		if !ok {
			t.Fatalf("%s: unknown client %q", r.Name, r.As)
		}
		var rd io.Reader
		if b := r.body(); b != "" {
			rd = strings.NewReader(b)
		}
		req, err := http.NewRequest(r.Method, ts.http.URL+r.Path, rd)
		if err != nil {
			t.Fatal(err)
		}
		// Ruby's Net::HTTP (record.rb) sends Accept: */* unless told.
		req.Header.Set("Accept", "*/*")
		for k, v := range r.Headers {
			req.Header.Set(k, v)
		}
		if rd != nil && req.Header.Get("Content-Type") == "" {
			req.Header.Set("Content-Type", "application/octet-stream")
		}
		resp, err := ts.client(as).Do(req)
		if err != nil {
			t.Fatalf("%s: %v", r.Name, err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		body := strings.ReplaceAll(strings.ReplaceAll(string(b), ts.envDir, "$ENVDIR"), ts.codeDir, "$CODEDIR")
		ct := resp.Header.Get("Content-Type")
		if p := r.Punch; p != nil {
			ok := resp.StatusCode == p.Status && (p.ContentType == nil || ct == *p.ContentType) &&
				(p.Body == "" || body == p.Body) && strings.Contains(body, p.BodyContains)
			if !ok {
				t.Errorf("%s (%s): got %d %q %.400s\nwant Punch's documented answer %d %v %q %q (Puppet Server: %d %.200s)",
					r.Name, p.Why, resp.StatusCode, ct, body, p.Status, deref(p.ContentType), p.Body, p.BodyContains, want.Status, want.Body)
			}
			if agentconvSame(t, r, want, resp.StatusCode, ct, body) {
				t.Errorf("%s: Punch now answers as Puppet Server: drop its punch entry", r.Name)
			}
			continue
		}
		if v := resp.Header.Get("X-Puppet-Version"); want.PuppetVer != nil && v != *want.PuppetVer {
			t.Errorf("%s: X-Puppet-Version %q, Puppet Server %q", r.Name, v, *want.PuppetVer)
		}
		if !agentconvSame(t, r, want, resp.StatusCode, ct, body) {
			t.Errorf("%s: %s %s\n got %d %q %.600s\nwant %d %q %.600s", r.Name, r.Method, r.Path,
				resp.StatusCode, ct, body, want.Status, deref(want.ContentType), want.Body)
		}
	}
}

func deref(s *string) string {
	if s == nil {
		return "(none)"
	}
	return *s
}

// agentconvSame says whether Punch's answer equals Puppet Server's as r's
// compare mode says.
func agentconvSame(t *testing.T, r *agentconvRequest, want agentconvAnswer, status int, ct, body string) bool {
	wantCT := ""
	if want.ContentType != nil {
		wantCT = *want.ContentType
	}
	if status != want.Status || ct != wantCT {
		return false
	}
	switch r.Compare {
	case "status":
		return true
	case "exact":
		return body == want.Body
	case "json":
		return reflect.DeepEqual(agentconvJSON(body, r.Ignore), agentconvJSON(want.Body, r.Ignore))
	case "catalog":
		return reflect.DeepEqual(agentconvCatalog(body), agentconvCatalog(want.Body))
	}
	t.Fatalf("%s: unknown compare %q", r.Name, r.Compare)
	return false
}

// agentconvJSON decodes s without the keys in ignore, anywhere, and
// without the value of a ctime or mtime checksum (a directory's: the
// time of the copy), lists sorted (Puppet Server lists files in directory
// order).
func agentconvJSON(s string, ignore []string) any {
	var v any
	if err := json.Unmarshal([]byte(s), &v); err != nil {
		return "not JSON: " + s
	}
	var walk func(any) any
	walk = func(v any) any {
		switch x := v.(type) {
		case map[string]any:
			for _, k := range ignore {
				delete(x, k)
			}
			if x["type"] == "ctime" || x["type"] == "mtime" {
				delete(x, "value")
			}
			for k, e := range x {
				x[k] = walk(e)
			}
		case []any:
			keys := make([]string, len(x))
			for i, e := range x {
				x[i] = walk(e)
				b, _ := json.Marshal(x[i])
				keys[i] = string(b)
			}
			sort.Strings(keys)
			return keys
		}
		return v
	}
	return walk(v)
}

// agentconvCatalog is what two catalogs of the same code and facts must
// share: every key but version and catalog_uuid, resources, edges, classes
// and tags as sets (resources' tags too).
func agentconvCatalog(s string) any {
	var c map[string]any
	if err := json.Unmarshal([]byte(s), &c); err != nil {
		return "not JSON: " + s
	}
	delete(c, "version")
	delete(c, "catalog_uuid")
	if rs, ok := c["resources"].([]any); ok {
		for _, r := range rs {
			if m, ok := r.(map[string]any); ok {
				m["tags"] = agentconvJSON(mustJSON(m["tags"]), nil)
			}
		}
	}
	for _, k := range []string{"resources", "edges", "classes", "tags"} {
		c[k] = agentconvJSON(mustJSON(c[k]), nil)
	}
	return c
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}
