package server

import (
	"crypto/tls"
	"encoding/json"
	"io"
	"log"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/auth"
	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/compiler/util/syncbuf"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/enc"
	"github.com/punch-dev/punch/environments/settings"
)

const (
	testServerName = "puppet.test"
	agent1         = "agent1.example.com"
	agent2         = "agent2.example.com"
)

// exampleEnv is the bundled example environment.
var exampleEnv = filepath.Join("..", "..", "environments", "examples", "environments", "production")

// testEnvs are environments written next to a copy of the example.
var testEnvs = map[string]map[string]string{
	"broken": {
		"manifests/site.pp": "notice('before')\nfail('boom')\n",
	},
	"exported": {
		"manifests/site.pp": "@@file { '/tmp/punch-exported': ensure => file }\nfile { '/tmp/punch-plain': ensure => file }\nnotice('hello from exported')\nwarning('careful')\n",
	},
	"staging": {
		"manifests/site.pp": "class staging_role(String $msg = 'default') {\n  notify { \"staging ${msg} for ${trusted['certname']}\": }\n}\n",
	},
}

// writeEnvironments creates an environmentpath with production (the
// example) and the testEnvs.
func writeEnvironments(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	testtree.Copy(t, exampleEnv, filepath.Join(dir, "production"))
	for env, files := range testEnvs {
		testtree.Write(t, filepath.Join(dir, env), files)
	}
	return dir
}

type testOpts struct {
	rules       []auth.Rule
	enc         string // a classifier script's body
	maxCompiles int
	maxQueued   int
	maxBody     int64
	timeout     time.Duration
	// configure changes the Config before New (file bucket, mounts).
	configure func(*Config)
	// settings are set before the settings load (name, value, ...).
	settings []string
}

type testServer struct {
	t      testing.TB
	srv    *Server
	http   *httptest.Server
	ca     *ca.CA
	st     *store.Store
	envDir string
	// codeDir is the codedir setting (basemodulepath's first directory)
	codeDir string
	logs    *syncbuf.Buffer

	mu      sync.Mutex
	clients map[string]*http.Client
}

// testRegistry is the environments registry that serves agents in punch
// serve, over sets' environmentpath: the server's tests compile with the
// same loader as production.
func testRegistry(tb testing.TB, sets *settings.Settings) *environments.Registry {
	tb.Helper()
	reg, err := environments.New(environments.Options{Settings: sets})
	if err != nil {
		tb.Fatal(err)
	}
	return reg
}

// testStoreSettings opens a store under dir/var, closed when the test
// ends, and loads the settings of a test host whose home is dir and whose
// environmentpath is envDir, with the settings set (name, value, ...).
func testStoreSettings(tb testing.TB, dir, envDir string, set ...string) (*store.Store, *settings.Settings) {
	tb.Helper()
	st, err := store.Open(filepath.Join(dir, "var"), store.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { st.Close() })
	sets := settings.NewForHost(settings.Host{Home: dir, FQDN: func() string { return testServerName }, Exists: func(string) bool { return false }})
	set = append([]string{"environmentpath", envDir}, set...)
	for i := 0; i+1 < len(set); i += 2 {
		if err := sets.Set(set[i], set[i+1]); err != nil {
			tb.Fatal(err)
		}
	}
	if err := sets.Load(); err != nil {
		tb.Fatal(err)
	}
	return st, sets
}

func newTestServer(t testing.TB, o testOpts) *testServer {
	t.Helper()
	envDir := writeEnvironments(t)
	tmp := t.TempDir()
	logs := &syncbuf.Buffer{}
	logger := zerolog.New(logs)
	c, err := ca.Open(ca.Config{SSLDir: filepath.Join(tmp, "ssl"), Certname: testServerName,
		DNSAltNames: []string{testServerName, "localhost", "IP:127.0.0.1"}, Autosign: "true", KeyLength: 1024, Logger: logger})
	if err != nil {
		t.Fatal(err)
	}
	st, sets := testStoreSettings(t, tmp, envDir, o.settings...)
	cfg := Config{
		Environments:      testRegistry(t, sets),
		CA:                c,
		Store:             st,
		Certname:          testServerName,
		CodeDir:           tmp,
		MaxCompiles:       o.maxCompiles,
		MaxQueuedCompiles: o.maxQueued,
		MaxRequestBody:    o.maxBody,
		RequestTimeout:    o.timeout,
		Reports:           ReportOptions{Processors: []string{"store"}, Dir: filepath.Join(tmp, "reports")},
		Logger:            logger,
	}
	if o.rules != nil {
		rs, err := auth.New(o.rules)
		if err != nil {
			t.Fatal(err)
		}
		cfg.Rules = rs
	}
	if o.enc != "" {
		script := filepath.Join(tmp, "enc.sh")
		if err := os.WriteFile(script, []byte(o.enc), 0o755); err != nil {
			t.Fatal(err)
		}
		cl, err := enc.New(script, 10*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		cfg.Classifier = cl
	}
	if o.configure != nil {
		o.configure(&cfg)
	}
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewUnstartedServer(srv.Handler())
	tlsCfg, err := c.TLSConfig()
	if err != nil {
		t.Fatal(err)
	}
	hs.TLS = tlsCfg
	hs.Config.ErrorLog = log.New(io.Discard, "", 0)
	hs.StartTLS()
	t.Cleanup(func() {
		hs.Close()
		srv.Close()
	})
	codeDir, _ := sets.Value("codedir")
	return &testServer{t: t, srv: srv, http: hs, ca: c, st: st, envDir: envDir, codeDir: codeDir, logs: logs, clients: map[string]*http.Client{}}
}

// client returns an HTTPS client presenting the certificate of name:
// "" for none, testServerName for the server's own (pp_cli_auth).
func (ts *testServer) client(name string) *http.Client {
	ts.t.Helper()
	ts.mu.Lock()
	defer ts.mu.Unlock()
	if c, ok := ts.clients[name]; ok {
		return c
	}
	tc := &tls.Config{RootCAs: ts.ca.CertPool(), ServerName: testServerName}
	switch name {
	case "":
	case testServerName:
		cert, err := ts.ca.ServerCertificate()
		if err != nil {
			ts.t.Fatal(err)
		}
		tc.Certificates = []tls.Certificate{cert}
	default:
		g, err := ts.ca.Generate(name, nil, false, "test")
		if err != nil {
			ts.t.Fatal(err)
		}
		cert, err := tls.LoadX509KeyPair(g.Certificate, g.PrivateKey)
		if err != nil {
			ts.t.Fatal(err)
		}
		tc.Certificates = []tls.Certificate{cert}
	}
	c := &http.Client{Timeout: 60 * time.Second, Transport: &http.Transport{TLSClientConfig: tc}}
	ts.clients[name] = c
	return c
}

type response struct {
	status int
	header http.Header
	body   string
}

// do sends a request as the client with certificate `as`.
func (ts *testServer) do(as, method, path string, header map[string]string, body string) response {
	ts.t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, ts.http.URL+path, rd)
	if err != nil {
		ts.t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	r := send(ts.t, ts.client(as), req)
	if v := r.header.Get("X-Puppet-Version"); v != PuppetVersion {
		ts.t.Errorf("%s %s: X-Puppet-Version %q, want %q (status %d)", method, path, v, PuppetVersion, r.status)
	}
	return r
}

// send sends req with c and returns the answer, its body read whole and
// closed; a request that gets no answer fails the test.
func send(t testing.TB, c *http.Client, req *http.Request) response {
	t.Helper()
	resp, err := c.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", req.Method, req.URL.RequestURI(), err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return response{status: resp.StatusCode, header: resp.Header, body: string(b)}
}

// get is send of a GET of url.
func get(t testing.TB, c *http.Client, url string) response {
	t.Helper()
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		t.Fatal(err)
	}
	return send(t, c, req)
}

// factsJSONFor is an agent's facts document.
func factsJSONFor(node string, vals map[string]any) string {
	if vals == nil {
		vals = map[string]any{} // an agent always sends values (Puppet refuses null)
	}
	b, _ := json.Marshal(map[string]any{"name": node, "values": vals,
		"timestamp": "2026-01-01T00:00:00.000000000+00:00", "expiration": "2026-01-01T00:30:00.000000000+00:00"})
	return string(b)
}

// catalogForm is the body an agent POSTs for its catalog: the facts are
// URL-encoded once more inside the form, as Puppet does.
func catalogForm(env, facts string, extra map[string]string) string {
	v := url.Values{}
	v.Set("environment", env)
	v.Set("configured_environment", env)
	v.Set("transaction_uuid", "d6a2b3c4-0000-4000-8000-000000000001")
	v.Set("static_catalog", "true")
	v.Set("checksum_type", "sha256.sha384.sha512.sha224.md5")
	if facts != "" {
		v.Set("facts_format", "application/json")
		v.Set("facts", url.QueryEscape(facts))
	}
	for k, x := range extra {
		v.Set(k, x)
	}
	return v.Encode()
}

var formHeader = map[string]string{
	"Content-Type": "application/x-www-form-urlencoded",
	"Accept":       "application/vnd.puppet.rich+json, application/json, application/x-msgpack, text/pson",
}

// decodeJSON decodes a JSON body into a generic value.
func decodeJSON(t testing.TB, s string) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		t.Fatalf("not JSON: %v: %.300s", err, s)
	}
	return m
}

// resources returns "Type[title]" of every resource of a catalog.
func resources(t testing.TB, cat map[string]any) []string {
	t.Helper()
	var out []string
	rs, _ := cat["resources"].([]any)
	for _, r := range rs {
		m := r.(map[string]any)
		out = append(out, m["type"].(string)+"["+m["title"].(string)+"]")
	}
	return out
}

func newLocalListener() (net.Listener, error) { return net.Listen("tcp", "127.0.0.1:0") }

// queueCatalogRequest sends agent1's catalog request to addr with cl in
// the background, while the test holds the compile slots, and returns once
// the request waits in the compile queue: the channel gets its status
// (-1 when it failed, with a test error).
func queueCatalogRequest(t *testing.T, ts *testServer, cl *http.Client, addr string) <-chan int {
	t.Helper()
	status := make(chan int, 1)
	go func() {
		req, _ := http.NewRequest("POST", "https://"+addr+"/puppet/v3/catalog/"+agent1+"?environment=production",
			strings.NewReader(catalogForm("production", factsJSONFor(agent1, nil), nil)))
		for k, v := range formHeader {
			req.Header.Set(k, v)
		}
		resp, err := cl.Do(req)
		if err != nil {
			t.Errorf("catalog request: %v", err)
			status <- -1
			return
		}
		resp.Body.Close()
		status <- resp.StatusCode
	}()
	for ts.srv.pool.queued() == 0 {
		time.Sleep(5 * time.Millisecond)
	}
	return status
}
