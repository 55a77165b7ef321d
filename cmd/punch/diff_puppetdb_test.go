package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/puppetdb"
	"github.com/punch-dev/punch/api/puppetdb/pdbtest"
	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/settings"
)

// sharedPDB is the package's one PuppetDB: its JVM takes a minute or more
// to start on a loaded machine, so the tests that need one share it, one
// at a time (each starts from a wiped database).
var sharedPDB struct {
	once  sync.Once
	mu    sync.Mutex // held by the test using it
	url   string
	state string
	err   error
}

// startPuppetDB gives the test the package's PuppetDB (started with the
// project's scripts, api/puppetdb/testdata/start-puppetdb.sh, by the
// first test that asks) for its own use until it ends, wiped, and returns
// its URL. PuppetDB and PostgreSQL are stopped and their state directory
// removed when the test binary exits (start-puppetdb.sh watches it), even
// when it is killed. PUNCH_PUPPETDB_STATE names the state directory of one
// already running (start-puppetdb.sh STATE 18080 15432) to use instead,
// e.g. while iterating.
func startPuppetDB(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: not starting PuppetDB")
	}
	state, pdbURL := os.Getenv("PUNCH_PUPPETDB_STATE"), "http://127.0.0.1:18080"
	if state == "" {
		pdbtest.SkipUnlessAvailable(t)
		sharedPDB.once.Do(func() { sharedPDB.url, sharedPDB.state, sharedPDB.err = launchPuppetDB(t) })
		if sharedPDB.err != nil {
			t.Fatal(sharedPDB.err)
		}
		state, pdbURL = sharedPDB.state, sharedPDB.url
	}
	sharedPDB.mu.Lock()
	t.Cleanup(sharedPDB.mu.Unlock)
	if out, err := exec.Command(pdbtest.Script("wipe-puppetdb.sh"), state).CombinedOutput(); err != nil {
		t.Fatalf("wiping PuppetDB: %v\n%s", err, out)
	}
	return pdbURL
}

// launchPuppetDB starts PostgreSQL and PuppetDB on free loopback ports in
// a new state directory.
func launchPuppetDB(t *testing.T) (string, string, error) {
	state, err := pdbtest.NewState("punch-diff-pdb")
	if err != nil {
		return "", "", err
	}
	start := time.Now()
	// Stopped and removed when this test process ends, even if it is
	// killed (go test's timeout).
	url, err := pdbtest.Start(state, pdbtest.FreePort(t, true), pdbtest.FreePort(t, false), "PUNCH_PUPPETDB_REMOVE=1")
	if err != nil {
		exec.Command(pdbtest.Script("stop-puppetdb.sh"), state).Run()
		os.RemoveAll(state)
		return "", "", err
	}
	t.Logf("PuppetDB started in %s (shared by the package's tests)", time.Since(start).Round(time.Second))
	return url, state, nil
}

// TestDiffPuppetDB: the nodes and their facts come from a real PuppetDB's
// inventory (all active nodes, --nodes, --puppetdb-query), and the old
// catalogs from PuppetDB (--old-from-puppetdb) compare with newly
// compiled ones.
func TestDiffPuppetDB(t *testing.T) {
	// Minutes of waiting for Puppet or PuppetDB: other tests run meanwhile.
	t.Parallel()
	pdbURL := startPuppetDB(t)
	root := t.TempDir()
	oldDir, newDir := filepath.Join(root, "old"), filepath.Join(root, "new")
	testtree.Write(t, oldDir, map[string]string{"manifests/site.pp": "notify { \"role ${facts['role']}\": message => 'v1' }\nfile { '/tmp/x': content => 'a' }\n"})
	testtree.Write(t, newDir, map[string]string{"manifests/site.pp": "notify { \"role ${facts['role']}\": message => 'v2' }\nfile { '/tmp/x': content => 'a' }\n"})

	cfg := puppetdb.DefaultConfig()
	if err := cfg.Set("server_urls", pdbURL); err != nil {
		t.Fatal(err)
	}
	c := puppetdb.NewClient(cfg, nil, "test.example.com", zerolog.Nop())
	ctx := context.Background()
	nodes := map[string]string{"web01.example.com": "web", "db01.example.com": "db", "mail01.example.com": "mail"}
	for n, role := range nodes {
		vals, _ := json.Marshal(map[string]any{"role": role, "clientcert": n, "os": map[string]any{"family": "Debian"}})
		if err := c.StoreFacts(ctx, puppetdb.Facts{Certname: n, Environment: "production", Values: vals}); err != nil {
			t.Fatal(err)
		}
	}
	// web01's catalog as the old code compiles it, stored in PuppetDB.
	st := settings.New()
	st.EnvironmentPath = []string{filepath.Join(root, "envs")}
	os.MkdirAll(st.EnvironmentPath[0], 0o755)
	os.Symlink(oldDir, filepath.Join(st.EnvironmentPath[0], "production"))
	st.Environment = "production"
	facts, _ := readFactsJSON(`{"role":"web","clientcert":"web01.example.com"}`)
	cat, _, rc := compileNode(st, nil, "web01.example.com", facts, nil, newConsole(io.Discard, "err"))
	if rc != 0 {
		t.Fatal("compiling web01's old catalog failed")
	}
	if err := c.StoreCatalog(ctx, cat, wire.CatalogOptions{}); err != nil {
		t.Fatal(err)
	}
	// PuppetDB processes commands from a queue.
	deadline := time.Now().Add(2 * time.Minute)
	for {
		n := 0
		c.Inventory(ctx, nil, func(puppetdb.InventoryNode) error { n++; return nil })
		_, err := c.Query(ctx, "catalogs/web01.example.com", nil)
		if n == 3 && err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("PuppetDB has %d nodes and web01's catalog: %v, after 2 minutes", n, err)
		}
		time.Sleep(200 * time.Millisecond)
	}

	base := []string{"--old-dir", oldDir, "--new-dir", newDir, "--puppetdb-url", pdbURL}
	rc, out, errs := diffCmd(base...)
	if rc != 1 || strings.Count(out, "Catalog of ") != 3 || !strings.Contains(out, "~ Notify[role mail]") || !strings.Contains(errs, "3 of 3 nodes changed") {
		t.Errorf("every node: rc %d\n%s\n%s", rc, out, errs)
	}
	rc, out, errs = diffCmd(append(base, "--nodes", "web01.example.com,db01.example.com")...)
	if rc != 1 || strings.Count(out, "Catalog of ") != 2 || strings.Contains(out, "mail") {
		t.Errorf("--nodes: rc %d\n%s\n%s", rc, out, errs)
	}
	rc, out, errs = diffCmd(append(base, "--puppetdb-query", `["=", "facts.role", "db"]`)...)
	if rc != 1 || strings.Count(out, "Catalog of ") != 1 || !strings.Contains(out, "Notify[role db]") {
		t.Errorf("--puppetdb-query: rc %d\n%s\n%s", rc, out, errs)
	}
	rc, _, errs = diffCmd(append(base, "--nodes", "nosuch.example.com")...)
	if rc != 2 || !strings.Contains(errs, "--nodes: no facts for nosuch.example.com among the active nodes of PuppetDB") {
		t.Errorf("unknown node: rc %d %s", rc, errs)
	}
	// The old catalog from PuppetDB, the new one compiled.
	rc, out, errs = diffCmd("--old-from-puppetdb", "--new-dir", newDir, "--puppetdb-url", pdbURL, "--nodes", "web01.example.com")
	if rc != 1 || !strings.Contains(out, "~ Notify[role web]\n    message: \"v1\" -> \"v2\"") || strings.Contains(out, "/tmp/x") {
		t.Errorf("--old-from-puppetdb: rc %d\n%s\n%s", rc, out, errs)
	}
	rc, _, errs = diffCmd(append(base[:4:4], "--puppetdb-url", "http://127.0.0.1:1")...)
	if rc != 2 || !strings.Contains(errs, "PuppetDB") {
		t.Errorf("PuppetDB down: rc %d %s", rc, errs)
	}
}

// readFactsJSON reads facts given as JSON text.
func readFactsJSON(s string) (*values.Hash, error) {
	f := filepath.Join(os.TempDir(), fmt.Sprintf("punch-facts-%d.json", time.Now().UnixNano()))
	defer os.Remove(f)
	if err := os.WriteFile(f, []byte(s), 0o644); err != nil {
		return nil, err
	}
	return readFacts(f)
}
