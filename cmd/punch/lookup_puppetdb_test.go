package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/puppetdb"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestLookupFactsFromPuppetDB: with facts_terminus = puppetdb, punch lookup
// --node takes the node's facts from PuppetDB (/pdb/query/v4/nodes/NODE/
// facts, as PuppetDB's facts terminus does) and answers as with the same
// facts given in a file; a node PuppetDB does not know has no facts
// (Puppet's "No facts available for target node"), as with the YAML cache.
func TestLookupFactsFromPuppetDB(t *testing.T) {
	t.Parallel()
	pdbURL := startPuppetDB(t) // diff_puppetdb_test.go; skips without PuppetDB
	const node = "web01.example.com"
	const factsJSON = `{"clientcert": "web01.example.com", "hostname": "web01", "domain": "example.com", "fqdn": "web01.example.com", "role": "web", "os": {"family": "Debian", "release": {"major": "12"}}}`
	root := t.TempDir()
	testtree.Write(t, root, map[string]string{
		"envs/production/hiera.yaml": "version: 5\nhierarchy:\n  - { name: role, path: 'role/%{facts.role}.yaml' }\n" +
			"  - { name: os, path: 'os/%{facts.os.family}-%{facts.os.release.major}.yaml' }\n",
		"envs/production/data/role/web.yaml":     "k: [from role web]\nm: {a: 1}\n",
		"envs/production/data/os/Debian-12.yaml": "k: [from Debian 12]\nm: {b: 2}\n",
		"conf/puppetdb.conf":                     "[main]\nserver_urls = " + pdbURL + "\n",
		"facts.json":                             factsJSON,
	})
	c := puppetdb.NewClient(mustPDBConfig(t, pdbURL), nil, "test.example.com", zerolog.Nop())
	ctx := context.Background()
	if err := c.StoreFacts(ctx, puppetdb.Facts{Certname: node, Environment: "production", Values: []byte(factsJSON)}); err != nil {
		t.Fatal(err)
	}
	// PuppetDB processes commands from a queue.
	for deadline := time.Now().Add(2 * time.Minute); ; time.Sleep(200 * time.Millisecond) {
		if body, err := c.Query(ctx, "nodes/"+node+"/facts", nil); err == nil && len(body) > 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("PuppetDB has no facts of " + node + " after 2 minutes")
		}
	}
	lookup := func(args ...string) (string, string, int) {
		var stdout, stderr bytes.Buffer
		status := runLookup(append([]string{"k", "m", "--merge", "deep", "--environmentpath", filepath.Join(root, "envs"),
			"--environment", "production", "--codedir", root, "--confdir", filepath.Join(root, "conf"),
			"--vardir", filepath.Join(root, "var"), "--hiera_config", filepath.Join(root, "none.yaml")}, args...), &stdout, &stderr)
		return stdout.String(), stderr.String(), status
	}
	fromFile, errOut, status := lookup("--node", node, "--facts", filepath.Join(root, "facts.json"))
	if status != 0 {
		t.Fatalf("with --facts: status %d: %s", status, errOut)
	}
	fromPDB, errOut, status := lookup("--node", node, "--facts_terminus", "puppetdb")
	if status != 0 || fromPDB != fromFile {
		t.Errorf("from PuppetDB: status %d, stdout\n%s\nwith the same facts from a file\n%s\nstderr\n%s", status, fromPDB, fromFile, errOut)
	}
	_, errOut, status = lookup("--node", "ghost.example.com", "--facts_terminus", "puppetdb")
	// (after the settings' note that only punch lookup reads facts_terminus)
	if want := "\nError: Could not run: No facts available for target node: ghost.example.com\n"; status != 1 || !strings.HasSuffix(errOut, want) || strings.Count(errOut, "\n") != 2 {
		t.Errorf("a node PuppetDB does not know: status %d, stderr %q, want the settings' note and %q", status, errOut, want)
	}
}

func mustPDBConfig(t *testing.T, pdbURL string) puppetdb.Config {
	t.Helper()
	cfg := puppetdb.DefaultConfig()
	if err := cfg.Set("server_urls", pdbURL); err != nil {
		t.Fatal(err)
	}
	return cfg
}
