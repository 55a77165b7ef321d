package puppetdb

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"io"
	"log"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/compiler/eval"
)

// fakePDB stands in for one PuppetDB URL: it answers every request with
// its status (or, when hang is set, never, so that the client times out)
// and counts the queries and commands it was sent.
type fakePDB struct {
	*httptest.Server
	status   atomic.Int32
	hang     atomic.Bool
	queries  atomic.Int32
	commands atomic.Int32
	lastBody atomic.Value // string: the last command's body
}

func newFakePDB(t *testing.T, status int) *fakePDB {
	t.Helper()
	f := &fakePDB{}
	f.status.Store(int32(status))
	f.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if strings.HasPrefix(r.URL.Path, "/pdb/cmd/") {
			f.commands.Add(1)
			f.lastBody.Store(string(body))
		} else {
			f.queries.Add(1)
		}
		if f.hang.Load() {
			<-r.Context().Done()
			return
		}
		code := int(f.status.Load())
		w.WriteHeader(code)
		switch {
		case code != http.StatusOK:
			io.WriteString(w, "not today")
		case strings.HasPrefix(r.URL.Path, "/pdb/cmd/"):
			io.WriteString(w, `{"uuid":"00000000-0000-0000-0000-000000000000"}`)
		default:
			io.WriteString(w, `[]`)
		}
	}))
	t.Cleanup(f.Close)
	return f
}

// fakeClient is a client of the fakes; submitOnly are the
// submit_only_server_urls; mod adjusts the rest of the configuration.
func fakeClient(t *testing.T, servers, submitOnly []*fakePDB, mod func(*Config)) *Client {
	t.Helper()
	cfg := DefaultConfig()
	cfg.Timeout = 5 * time.Second
	urls := func(fs []*fakePDB) []*url.URL {
		var out []*url.URL
		for _, f := range fs {
			u, err := url.Parse(f.URL)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, u)
		}
		return out
	}
	cfg.ServerURLs, cfg.SubmitOnlyServerURLs = urls(servers), urls(submitOnly)
	if mod != nil {
		mod(&cfg)
	}
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	return NewClient(cfg, nil, "client.example.com", zerolog.Nop())
}

func counts(fs ...*fakePDB) (q, c []int32) {
	for _, f := range fs {
		q, c = append(q, f.queries.Load()), append(c, f.commands.Load())
	}
	return q, c
}

func submitFacts(c *Client) error {
	return c.StoreFacts(context.Background(), Facts{Certname: "web01.example.com", Environment: "production", Values: []byte(`{"a":1}`)})
}

// TestCommandBroadcast checks command_broadcast and
// min_successful_submissions as the terminus's broadcast_action: every
// URL gets the command, it succeeds when enough of them answered, and the
// last answer decides; without broadcast only the first URL that takes
// it.
func TestCommandBroadcast(t *testing.T) {
	a, b, down := newFakePDB(t, 200), newFakePDB(t, 200), newFakePDB(t, 503)
	broadcast := func(min int) func(*Config) {
		return func(c *Config) { c.CommandBroadcast, c.MinSuccessfulSubmissions = true, min }
	}
	if err := submitFacts(fakeClient(t, []*fakePDB{a, down, b}, nil, broadcast(2))); err != nil {
		t.Fatalf("2 of 3 took it, 2 needed: %v", err)
	}
	if _, c := counts(a, down, b); c[0] != 1 || c[1] != 1 || c[2] != 1 {
		t.Errorf("broadcast: commands per URL %v, want one each", c)
	}
	err := submitFacts(fakeClient(t, []*fakePDB{a, down, b}, nil, broadcast(3)))
	want := "Failed to execute '/pdb/cmd/v1' on at least 3 of the following 'server_urls': " + a.URL + ", " + down.URL + ", " + b.URL + " (2 of 3 took it"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("2 of 3 took it, 3 needed: error %v\n  want %s", err, want)
	}
	// soft_write_failure: no URL took it, and the write is only logged.
	if err := submitFacts(fakeClient(t, []*fakePDB{down}, nil, func(c *Config) { c.CommandBroadcast, c.SoftWriteFailure = true, true })); err != nil {
		t.Errorf("soft_write_failure with every URL down: %v", err)
	}

	// A refusal (4xx) counts as an answer, and the last answer decides.
	refuse := newFakePDB(t, 400)
	if err := submitFacts(fakeClient(t, []*fakePDB{refuse, a}, nil, broadcast(2))); err != nil {
		t.Errorf("refused then taken: %v", err)
	}
	if err := submitFacts(fakeClient(t, []*fakePDB{a, refuse}, nil, broadcast(2))); err == nil || !strings.Contains(err.Error(), "[400 Bad Request] not today") {
		t.Errorf("taken then refused: error %v, want PuppetDB's refusal", err)
	}

	// Without broadcast: the first URL that takes it, and no other.
	a2, b2 := newFakePDB(t, 200), newFakePDB(t, 200)
	if err := submitFacts(fakeClient(t, []*fakePDB{a2, b2}, nil, nil)); err != nil {
		t.Fatal(err)
	}
	down2 := newFakePDB(t, 503)
	if err := submitFacts(fakeClient(t, []*fakePDB{down2, b2}, nil, nil)); err != nil {
		t.Fatal(err)
	}
	if _, c := counts(a2, b2, down2); c[0] != 1 || c[1] != 1 || c[2] != 1 {
		t.Errorf("failover: commands per URL (first, second, down) %v, want 1 1 1", c)
	}
}

// TestSubmitOnlyServerURLs checks that submit_only_server_urls receive
// commands after server_urls and are never queried, and that one timing
// out twice in a row is dropped.
func TestSubmitOnlyServerURLs(t *testing.T) {
	pdb, only := newFakePDB(t, 200), newFakePDB(t, 200)
	ctx := context.Background()
	c := fakeClient(t, []*fakePDB{pdb}, []*fakePDB{only}, nil)
	queryAll := func(c *Client) {
		c.Query(ctx, "nodes", nil)
		c.PuppetDBQuery(ctx, "nodes {}")
		c.Inventory(ctx, nil, func(InventoryNode) error { return nil })
		c.Exported(ctx, "n.example.com", "Host", &eval.ExportQuery{})
	}
	queryAll(c)
	if err := submitFacts(c); err != nil {
		t.Fatal(err)
	}
	if q, cm := counts(pdb, only); q[0] != 4 || q[1] != 0 || cm[0] != 1 || cm[1] != 0 {
		t.Errorf("queries %v commands %v (server_urls, submit-only): want 4 0 and 1 0", q, cm)
	}
	// server_urls down: queries fail without asking the submit-only URL;
	// commands fail over to it.
	pdb.status.Store(503)
	queryAll(c)
	if err := submitFacts(c); err != nil {
		t.Fatalf("command failing over to the submit-only URL: %v", err)
	}
	if q, cm := counts(pdb, only); q[1] != 0 || cm[1] != 1 {
		t.Errorf("server_urls down: submit-only URL got %d queries and %d commands, want 0 and 1", q[1], cm[1])
	}

	// Broadcast reaches it too; after two timeouts in a row it is dropped.
	pdb.status.Store(200)
	only.commands.Store(0)
	c = fakeClient(t, []*fakePDB{pdb}, []*fakePDB{only}, func(c *Config) {
		c.CommandBroadcast, c.Timeout = true, 300*time.Millisecond
	})
	if err := submitFacts(c); err != nil || only.commands.Load() != 1 {
		t.Fatalf("broadcast to the submit-only URL: %v, %d commands", err, only.commands.Load())
	}
	only.hang.Store(true)
	for i := 0; i < 3; i++ {
		if err := submitFacts(c); err != nil {
			t.Fatalf("broadcast %d with the submit-only URL timing out: %v", i, err)
		}
	}
	if n := only.commands.Load(); n != 3 {
		t.Errorf("submit-only URL timing out: sent %d commands in all, want 3 (the third broadcast skips it)", n)
	}
}

// TestStickyReadFailover checks that queries start at the URL that last
// answered after a failover with sticky_read_failover, and at the first
// without.
func TestStickyReadFailover(t *testing.T) {
	ctx := context.Background()
	for _, sticky := range []bool{false, true} {
		a, b := newFakePDB(t, 503), newFakePDB(t, 200)
		c := fakeClient(t, []*fakePDB{a, b}, nil, func(c *Config) { c.StickyReadFailover = sticky })
		for i := 0; i < 2; i++ {
			if _, err := c.Query(ctx, "nodes", nil); err != nil {
				t.Fatal(err)
			}
		}
		q, _ := counts(a, b)
		want := []int32{2, 2}
		if sticky {
			want = []int32{1, 2}
		}
		if q[0] != want[0] || q[1] != want[1] {
			t.Errorf("sticky %v: queries per URL %v, want %v", sticky, q, want)
		}
		if !sticky {
			continue
		}
		// The sticky URL goes down: the order wraps around to the first,
		// which answers and is sticky from then on.
		a.status.Store(200)
		b.status.Store(503)
		for i := 0; i < 2; i++ {
			if _, err := c.Query(ctx, "nodes", nil); err != nil {
				t.Fatal(err)
			}
		}
		if q, _ := counts(a, b); q[0] != 3 || q[1] != 3 {
			t.Errorf("sticky URL down: queries per URL %v, want [3 3]", q)
		}
		// A command that failed over moves the reads too: the terminus
		// keeps one last-good index for both.
		a, b = newFakePDB(t, 503), newFakePDB(t, 200)
		c = fakeClient(t, []*fakePDB{a, b}, nil, func(c *Config) { c.StickyReadFailover = sticky })
		if err := submitFacts(c); err != nil {
			t.Fatal(err)
		}
		if _, err := c.Query(ctx, "nodes", nil); err != nil {
			t.Fatal(err)
		}
		if q, cm := counts(a, b); q[0] != 0 || q[1] != 1 || cm[0] != 1 || cm[1] != 1 {
			t.Errorf("after a command failed over: queries %v commands %v, want [0 1] and [1 1]", q, cm)
		}
	}
}

// TestIncludeUnchangedResources checks which resources of an agent's
// report reach PuppetDB: with events or skipped only, or every one with
// include_unchanged_resources, as the terminus's build_resources_list.
func TestIncludeUnchangedResources(t *testing.T) {
	report := `{"host":"web01.example.com","environment":"production","time":"2026-11-28T10:00:00.000+00:00",
	 "configuration_version":1,"transaction_uuid":"u","status":"changed","report_format":12,"puppet_version":"7.23.0",
	 "logs":[],"metrics":{},"resource_statuses":{
	  "File[/a]":{"resource_type":"File","title":"/a","time":"2026-11-28T10:00:01.000+00:00","skipped":false,
	    "events":[{"status":"success","time":"2026-11-28T10:00:01.000+00:00","name":"content_changed","property":"content","desired_value":"x","previous_value":"y","message":"changed"}]},
	  "File[/b]":{"resource_type":"File","title":"/b","time":"2026-11-28T10:00:01.000+00:00","skipped":false,"events":[]},
	  "File[/c]":{"resource_type":"File","title":"/c","time":"2026-11-28T10:00:01.000+00:00","skipped":true,"events":[]}}}`
	for _, include := range []bool{false, true} {
		pdb := newFakePDB(t, 200)
		c := fakeClient(t, []*fakePDB{pdb}, nil, func(c *Config) { c.IncludeUnchangedResources = include })
		if err := c.StoreReport(context.Background(), "web01.example.com", []byte(report)); err != nil {
			t.Fatal(err)
		}
		var sent struct {
			Resources []struct {
				Title string `json:"resource_title"`
			} `json:"resources"`
		}
		body, _ := pdb.lastBody.Load().(string)
		if err := json.Unmarshal([]byte(body), &sent); err != nil {
			t.Fatalf("report sent: %v\n%s", err, body)
		}
		var titles []string
		for _, r := range sent.Resources {
			titles = append(titles, r.Title)
		}
		want := "/a /c"
		if include {
			want = "/a /b /c"
		}
		if got := strings.Join(titles, " "); got != want {
			t.Errorf("include_unchanged_resources %v: resources sent %q, want %q", include, got, want)
		}
	}
}

// TestVerifyClientCertificate checks verify_client_certificate: this
// host's certificate is presented to PuppetDB only when it is true, and
// PuppetDB's certificate is verified against the CA either way.
func TestVerifyClientCertificate(t *testing.T) {
	var presented atomic.Int32
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		presented.Store(int32(len(r.TLS.PeerCertificates)))
		io.WriteString(w, "[]")
	}))
	srv.TLS = &tls.Config{ClientAuth: tls.RequestClientCert}
	srv.Config.ErrorLog = log.New(io.Discard, "", 0) // the refused handshakes are expected
	srv.StartTLS()
	defer srv.Close()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "client.example.com"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour), ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(srv.Certificate())
	u, _ := url.Parse(srv.URL)
	for _, verify := range []bool{true, false} {
		for _, trusted := range []bool{true, false} {
			cfg := DefaultConfig()
			cfg.ServerURLs, cfg.Timeout, cfg.VerifyClientCertificate = []*url.URL{u}, 5*time.Second, verify
			roots := pool
			if !trusted {
				roots = x509.NewCertPool()
			}
			tc := &tls.Config{RootCAs: roots, Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: key}}}
			presented.Store(-1)
			_, err := NewClient(cfg, tc, "client.example.com", zerolog.Nop()).Query(context.Background(), "nodes", nil)
			switch {
			case !trusted && err == nil:
				t.Errorf("verify_client_certificate %v: a PuppetDB certificate not signed by the CA was accepted", verify)
			case trusted && err != nil:
				t.Errorf("verify_client_certificate %v: %v", verify, err)
			case trusted && (presented.Load() == 1) != verify:
				t.Errorf("verify_client_certificate %v: PuppetDB saw %d client certificates", verify, presented.Load())
			}
		}
	}
}

// TestStoreFactsTrusted checks that the node's $trusted goes to PuppetDB
// as the fact "trusted" (Puppet's facts terminus: facts.values[:trusted] =
// the request's trusted information) and to the embedded store beside the
// values, where its queries read it.
func TestStoreFactsTrusted(t *testing.T) {
	f := newFakePDB(t, 200)
	c := fakeClient(t, []*fakePDB{f}, nil, func(*Config) {})
	trusted := []byte(`{"authenticated":"remote","certname":"web01.example.com","extensions":{"pp_datacenter":"ams"}}`)
	if err := c.StoreFacts(context.Background(), Facts{Certname: "web01.example.com", Environment: "production",
		Values: []byte(`{"a":1}`), Trusted: trusted}); err != nil {
		t.Fatal(err)
	}
	var cmd struct {
		Values map[string]any `json:"values"`
	}
	if err := json.Unmarshal([]byte(f.lastBody.Load().(string)), &cmd); err != nil {
		t.Fatalf("the command %s: %v", f.lastBody.Load(), err)
	}
	ext, _ := cmd.Values["trusted"].(map[string]any)["extensions"].(map[string]any)
	if cmd.Values["a"] != 1.0 || ext["pp_datacenter"] != "ams" {
		t.Errorf("replace facts values %v: want a = 1 and trusted's extensions", cmd.Values)
	}
	if err := c.StoreFacts(context.Background(), Facts{Certname: "web01.example.com", Values: []byte(`{}`), Trusted: []byte(`{`)}); err == nil {
		t.Error("trusted that is not JSON: no error")
	}
}
