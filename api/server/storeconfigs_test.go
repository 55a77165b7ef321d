package server

import (
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/puppetdb"
)

const storeconfigsSite = `node /^web/ {
  @@file { "/etc/lb/${facts['fqdn']}": content => $facts['ipaddress'], tag => 'web' }
  notify { "web ${facts['fqdn']}": }
}
node /^lb/ {
  File <<| tag == 'web' |>>
  @@file { "/etc/lb-self/${facts['fqdn']}": content => $facts['ipaddress'], tag => 'lbself' }
  File <<| tag == 'lbself' |>>
}
`

// withStoreconfigsEnv adds an environment "sc" with storeconfigsSite.
func withStoreconfigsEnv(t *testing.T, ts *testServer) {
	t.Helper()
	dir := filepath.Join(ts.envDir, "sc", "manifests")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "site.pp"), []byte(storeconfigsSite), 0o644); err != nil {
		t.Fatal(err)
	}
}

func catalogOf(t *testing.T, ts *testServer, node, ip string) response {
	t.Helper()
	facts := factsJSONFor(node, map[string]any{"fqdn": node, "ipaddress": ip})
	return ts.do(node, "POST", "/puppet/v3/catalog/"+node+"?environment=sc", formHeader, catalogForm("sc", facts, nil))
}

// TestStoreconfigsEmbedded: with storeconfigs on the server's own store,
// a resource exported in web01's catalog request is collected in lb01's,
// and web01's served catalog does not have its exported resource; lb01's
// own exported resource that its own collector realized is served.
func TestStoreconfigsEmbedded(t *testing.T) {
	ts := newTestServer(t, testOpts{configure: func(c *Config) {
		c.StoreConfigs = &StoreConfigs{Backend: &puppetdb.Embedded{Store: c.Store, ExportsOnly: true}, Producer: testServerName}
	}})
	withStoreconfigsEnv(t, ts)
	r := catalogOf(t, ts, "web01.example.com", "192.0.2.1")
	if r.status != 200 {
		t.Fatalf("web01: %d %s", r.status, r.body)
	}
	if strings.Contains(r.body, `"File"`) {
		t.Errorf("web01 was served its exported resource: %s", r.body)
	}
	r = catalogOf(t, ts, "lb01.example.com", "192.0.2.9")
	if r.status != 200 {
		t.Fatalf("lb01: %d %s", r.status, r.body)
	}
	if !strings.Contains(r.body, `"/etc/lb/web01.example.com"`) || !strings.Contains(r.body, `"192.0.2.1"`) {
		t.Errorf("lb01 did not collect web01's host: %s", r.body)
	}
	// Its own exported File, which its own collector realized, is served
	// (exported), as Puppet Server serves it (QA-SITE-6 F1).
	if !strings.Contains(r.body, `"/etc/lb-self/lb01.example.com"`) || !strings.Contains(r.body, `"exported":true`) {
		t.Errorf("lb01 was not served its own collected exported file: %s", r.body)
	}
	// web01 again with another address: lb01 collects the new one.
	catalogOf(t, ts, "web01.example.com", "192.0.2.2")
	if r = catalogOf(t, ts, "lb01.example.com", "192.0.2.9"); !strings.Contains(r.body, `"192.0.2.2"`) || strings.Contains(r.body, `"192.0.2.1"`) {
		t.Errorf("lb01 did not collect web01's new address: %s", r.body)
	}
}

// failingPuppetDB returns the URL of a PuppetDB that is down (nothing
// listens), or of one that answers after delay with status.
func puppetDBClient(t *testing.T, u string, timeout time.Duration, soft bool) *puppetdb.Client {
	t.Helper()
	cfg := puppetdb.DefaultConfig()
	if err := cfg.Set("server_urls", u); err != nil {
		t.Fatal(err)
	}
	cfg.Timeout = timeout
	cfg.SoftWriteFailure = soft
	return puppetdb.NewClient(cfg, nil, testServerName, zerolog.Nop())
}

func downURL(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	u := "http://" + l.Addr().String()
	l.Close()
	return u
}

// TestStoreconfigsPuppetDBFaults: PuppetDB down, slow or answering
// errors: the catalog request fails within the timeout with an error
// naming PuppetDB and what to do; with soft_write_failure the catalog is
// served when only the write fails.
func TestStoreconfigsPuppetDBFaults(t *testing.T) {
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-time.After(5 * time.Second):
		case <-r.Context().Done():
		}
		w.Write([]byte("[]"))
	}))
	defer slow.Close()
	// A PuppetDB whose queries work but whose commands fail (its queue is
	// full, say).
	writesFail := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/pdb/query/") {
			w.Write([]byte("[]"))
			return
		}
		http.Error(w, "command queue full", http.StatusServiceUnavailable)
	}))
	defer writesFail.Close()
	for _, tc := range []struct {
		name      string
		url       string
		soft      bool
		node      string
		wantOK    bool
		wantInMsg string
	}{
		{"down, collecting", downURL(t), false, "lb01.example.com", false, "PuppetDB"},
		{"down, exporting", downURL(t), false, "web01.example.com", false, "soft_write_failure"},
		{"down, exporting, soft_write_failure (the query still fails)", downURL(t), true, "lb01.example.com", false, "PuppetDB"},
		{"slow", slow.URL, false, "lb01.example.com", false, "timed out"},
		{"writes fail", writesFail.URL, false, "web01.example.com", false, "503"},
		{"writes fail, soft_write_failure", writesFail.URL, true, "web01.example.com", true, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			client := puppetDBClient(t, tc.url, 500*time.Millisecond, tc.soft)
			ts := newTestServer(t, testOpts{configure: func(c *Config) {
				c.StoreConfigs = &StoreConfigs{Backend: client, Producer: testServerName}
			}})
			withStoreconfigsEnv(t, ts)
			start := time.Now()
			r := catalogOf(t, ts, tc.node, "192.0.2.1")
			took := time.Since(start)
			if took > 4*time.Second {
				t.Errorf("the request took %s with a 0.5 s server_url_timeout", took)
			}
			if tc.wantOK {
				if r.status != 200 {
					t.Errorf("status %d, want 200 (soft_write_failure): %s", r.status, r.body)
				}
				return
			}
			if r.status != 500 || !strings.Contains(r.body, tc.wantInMsg) {
				t.Errorf("status %d, want 500 with %q: %s", r.status, tc.wantInMsg, r.body)
			}
		})
	}
}
