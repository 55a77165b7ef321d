package puppetdb

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/puppetdb/pdbtest"
	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/cmd/punch/punchtest"
	"github.com/punch-dev/punch/compiler/catalog"
)

// The tests that need a real PuppetDB start one (PostgreSQL + PuppetDB,
// testdata/start-puppetdb.sh) the first time one of them runs, and stop it
// when the package's tests end: PuppetDB's JVM takes up to a minute or two
// to start, so it is started once per test run. PUNCH_PUPPETDB_STATE names
// a state directory of an already running one (start-puppetdb.sh
// STATE 18080 15432) to reuse instead, e.g. while iterating
// (PUNCH_PUPPETDB_PORT: its port when not 18080).
var pdb struct {
	once    sync.Once
	state   string
	url     string // http://127.0.0.1:PORT
	sslURL  string // https://localhost:PORT+1
	started bool
	err     string
}

func TestMain(m *testing.M) {
	code := m.Run()
	if pdb.started {
		out, err := exec.Command("testdata/stop-puppetdb.sh", pdb.state).CombinedOutput()
		if err != nil {
			fmt.Fprintf(os.Stderr, "stopping PuppetDB: %v\n%s", err, out)
		}
		os.RemoveAll(pdb.state)
	}
	os.Exit(code)
}

// needPuppetDB returns a running PuppetDB or skips the test.
func needPuppetDB(t *testing.T) {
	t.Helper()
	if os.Getenv("PUNCH_PUPPETDB_STATE") == "" {
		pdbtest.SkipUnlessAvailable(t)
	} else if testing.Short() {
		t.Skip("-short: not using PuppetDB")
	}
	pdb.once.Do(func() {
		if s := os.Getenv("PUNCH_PUPPETDB_STATE"); s != "" {
			// PUNCH_PUPPETDB_PORT: its port when not 18080.
			port := 18080
			if p, err := strconv.Atoi(os.Getenv("PUNCH_PUPPETDB_PORT")); err == nil {
				port = p
			}
			pdb.state = s
			pdb.url = fmt.Sprintf("http://127.0.0.1:%d", port)
			pdb.sslURL = fmt.Sprintf("https://localhost:%d", port+1)
			return
		}
		dir, err := pdbtest.NewState("punch-pdb-test")
		if err != nil {
			pdb.err = err.Error()
			return
		}
		port, pgPort := pdbtest.FreePort(t, true), pdbtest.FreePort(t, false)
		start := time.Now()
		url, err := pdbtest.Start(dir, port, pgPort)
		pdb.state, pdb.started = dir, true
		if err != nil {
			pdb.err = err.Error()
			return
		}
		pdb.url = url
		pdb.sslURL = fmt.Sprintf("https://localhost:%d", port+1)
		t.Logf("PuppetDB started in %s at %s", time.Since(start).Round(time.Second), pdb.url)
	})
	if pdb.err != "" {
		t.Fatal(pdb.err)
	}
}

func wipePuppetDB(t *testing.T) {
	t.Helper()
	if out, err := exec.Command("testdata/wipe-puppetdb.sh", pdb.state).CombinedOutput(); err != nil {
		t.Fatalf("wiping PuppetDB: %v\n%s", err, out)
	}
}

// testClient is a client of the test PuppetDB: over HTTPS with the
// state's client certificate when tls is set, else plain HTTP.
func testClient(t *testing.T, useTLS bool, mod func(*Config)) *Client {
	t.Helper()
	cfg := DefaultConfig()
	raw := pdb.url
	if useTLS {
		raw = pdb.sslURL
	}
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	cfg.ServerURLs = []*url.URL{u}
	cfg.Timeout = 20 * time.Second
	if mod != nil {
		mod(&cfg)
	}
	var tc *tls.Config
	if useTLS {
		tc = testTLS(t, pdb.state)
	}
	return NewClient(cfg, tc, "client.example.com", zerolog.Nop())
}

func testTLS(t *testing.T, state string) *tls.Config {
	t.Helper()
	tc := punchtest.TLSConfig(t, filepath.Join(state, "ssl"), "client.example.com")
	tc.MinVersion = tls.VersionTLS12
	return tc
}

// rows queries the test PuppetDB and decodes the answer; nil on a
// failure (PuppetDB may be slow to answer on a loaded machine; waitFor
// tries again).
func rows(c *Client, endpoint string, query any) []map[string]any {
	q, _ := json.Marshal(query)
	b, err := c.Query(context.Background(), endpoint, q)
	if err != nil {
		return nil
	}
	var out []map[string]any
	if json.Unmarshal(b, &out) != nil {
		return nil
	}
	return out
}

// syncClient is a Client whose writes return once PuppetDB has processed
// them, so that the next compile of a golden case sees them (as the
// recording waited).
type syncClient struct {
	*Client
	t *testing.T
}

func (s *syncClient) StoreCatalog(ctx context.Context, cat *catalog.Catalog, opts wire.CatalogOptions) error {
	if err := s.Client.StoreCatalog(ctx, cat, opts); err != nil {
		return err
	}
	pdbtest.WaitFor(s.t, "the catalog of "+cat.Name, func() bool {
		for _, c := range rows(s.Client, "catalogs", []any{"=", "certname", cat.Name}) {
			if c["catalog_uuid"] == cat.UUID {
				return true
			}
		}
		return false
	})
	return nil
}

func (s *syncClient) StoreFacts(ctx context.Context, f Facts) error {
	if err := s.Client.StoreFacts(ctx, f); err != nil {
		return err
	}
	pdbtest.WaitFor(s.t, "the facts of "+f.Certname, func() bool {
		return len(rows(s.Client, "factsets", []any{"=", "certname", f.Certname})) > 0
	})
	return nil
}

func (s *syncClient) Deactivate(ctx context.Context, node string) error {
	if err := s.Client.Deactivate(ctx, node); err != nil {
		return err
	}
	pdbtest.WaitFor(s.t, "the deactivation of "+node, func() bool {
		return len(rows(s.Client, "nodes", []any{"and", []any{"=", "certname", node}, []any{"=", []any{"node", "active"}, false}})) > 0
	})
	return nil
}
