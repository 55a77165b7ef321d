package puppetdb

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/compiler"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/envtest"
)

// queryClient is a client of the given servers (plain HTTP on loopback).
func queryClient(t *testing.T, urls ...string) *Client {
	t.Helper()
	cfg := DefaultConfig()
	cfg.ServerURLs = nil
	for _, raw := range urls {
		u, err := url.Parse(raw)
		if err != nil {
			t.Fatal(err)
		}
		cfg.ServerURLs = append(cfg.ServerURLs, u)
	}
	cfg.Timeout = 5 * time.Second
	return NewClient(cfg, nil, "client.example.com", zerolog.Nop())
}

// TestPuppetDBQueryAnswers checks what puppetdb_query makes of PuppetDB's
// answers, as the terminus's Http.action and JSON.parse do: the request
// it sends, failover past a 5xx or a non-JSON 404, a 4xx's text becoming
// Ruby's JSON parse error, the terminus's messages when no server answers.
// (The answers of a real PuppetDB are in the golden cases puppetdb_query
// and puppetdb_query_error.)
func TestPuppetDBQueryAnswers(t *testing.T) {
	var gotBody, gotType, gotPath string
	ok := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		gotBody, gotType, gotPath = string(b), r.Header.Get("Content-Type"), r.URL.Path
		w.Header().Set("Content-Type", "application/json")
		io.WriteString(w, `[{"certname":"a","count":3,"f":1.5}]`)
	}))
	defer ok.Close()
	status := func(code int, body string) *httptest.Server {
		return httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(code)
			io.WriteString(w, body)
		}))
	}
	down := status(503, "starting")
	defer down.Close()
	proxy404 := status(404, "<html>not found</html>")
	defer proxy404.Close()
	json404 := status(404, `{"error":"No information is known about x"}`)
	defer json404.Close()
	bad := status(400, "PQL parse error at line 1, column 29:\nnodes[certname] { certname ~~ \"x\" }")
	defer bad.Close()
	ctx := context.Background()

	q := []values.Value{"from", "nodes", []values.Value{"=", "certname", "a"}}
	v, err := queryClient(t, down.URL, proxy404.URL, ok.URL).PuppetDBQuery(ctx, q)
	if err != nil {
		t.Fatalf("failover to the third server: %v", err)
	}
	if gotPath != "/pdb/query/v4" || gotBody != `{"query":["from","nodes",["=","certname","a"]]}` || !strings.HasPrefix(gotType, "application/json") {
		t.Errorf("request: %s %s %s", gotPath, gotType, gotBody)
	}
	rows, _ := v.([]values.Value)
	if len(rows) != 1 {
		t.Fatalf("answer: %v", v)
	}
	row := rows[0].(*values.Hash)
	if c, _ := row.Get("count"); c != int64(3) {
		t.Errorf("count: %#v, want Integer 3", c)
	}
	if f, _ := row.Get("f"); f != 1.5 {
		t.Errorf("f: %#v, want Float 1.5", f)
	}

	for _, tc := range []struct {
		name string
		urls []string
		want string
	}{
		{"refused query", []string{bad.URL, ok.URL}, "unexpected token at 'PQL parse error at line 1, column 29:\nnodes[certname] { certname ~~ \"x\" }'"},
		{"all down", []string{down.URL, proxy404.URL}, "Failed to execute '/pdb/query/v4' on at least 1 of the following 'server_urls': " + down.URL + ", " + proxy404.URL},
		{"json 404", []string{json404.URL}, "Failed to find '/pdb/query/v4' on any of the following 'server_urls': " + json404.URL},
	} {
		_, err := queryClient(t, tc.urls...).PuppetDBQuery(ctx, "nodes {}")
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: error %v\n  want %s", tc.name, err, tc.want)
		}
	}
}

// TestPuppetDBQueryWithout checks puppetdb_query in a compile without a
// PuppetDB (the embedded store): an error saying how to set one up.
func TestPuppetDBQueryWithout(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "production")
	if err := os.MkdirAll(filepath.Join(dir, "manifests"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "manifests", "site.pp"), []byte("notify { 'x': message => puppetdb_query('nodes {}') }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	l := envtest.Loader(t, dir, nil)
	_, err := compiler.Compile(context.Background(), &compiler.Request{
		Node: "n.example.com", Facts: values.NewHash(0), Environment: "production", Loader: l,
	})
	if err == nil || !strings.Contains(err.Error(), "puppetdb_query: this compile has no PuppetDB to query: configure one with $confdir/puppetdb.conf (server_urls)") {
		t.Fatalf("error: %v", err)
	}
}
