package compilecmd

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestDefaultServerFactsAreTheHosts: without --servername/--serverip,
// $server_facts carries this host's addresses as Puppet's compiler sets
// them from Facter (ipaddress, ipaddress6); the real facter says which.
// With --serverip, exactly the given address and no serverip6 (what the
// golden harness relies on to match the oracle's fixed server facts).
func TestDefaultServerFactsAreTheHosts(t *testing.T) {
	if _, err := exec.LookPath("facter"); err != nil {
		t.Skip("facter not installed (apt-get install puppet)")
	}
	out, err := exec.Command("facter", "--json", "ipaddress", "ipaddress6").Output()
	if err != nil {
		t.Fatalf("facter: %v", err)
	}
	var want map[string]any
	if err := json.Unmarshal(out, &want); err != nil {
		t.Fatalf("facter output: %v", err)
	}
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "production", "manifests"), 0o755); err != nil {
		t.Fatal(err)
	}
	facts := filepath.Join(dir, "facts.json")
	if err := os.WriteFile(facts, []byte(`{"fqdn": "n1.example.com"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	compile := func(extra ...string) map[string]any {
		t.Helper()
		args := append([]string{"--environmentpath", dir, "--node", "n1.example.com", "--facts", facts,
			"-e", "notify { 'sf': message => $server_facts }"}, extra...)
		var stdout, stderr bytes.Buffer
		if rc := Run(args, &stdout, &stderr, Hooks{}); rc != 0 {
			t.Fatalf("compile exited %d: %s", rc, stderr.String())
		}
		var cat struct {
			Resources []struct {
				Title      string
				Parameters map[string]any
			}
		}
		if err := json.Unmarshal(stdout.Bytes(), &cat); err != nil {
			t.Fatalf("catalog: %v", err)
		}
		for _, r := range cat.Resources {
			if r.Title == "sf" {
				m, _ := r.Parameters["message"].(map[string]any)
				return m
			}
		}
		t.Fatalf("no Notify[sf] in %s", stdout.String())
		return nil
	}
	sf := compile()
	for fact, key := range map[string]string{"ipaddress": "serverip", "ipaddress6": "serverip6"} {
		if sf[key] != want[fact] {
			t.Errorf("$server_facts[%s] = %v, facter's %s = %v", key, sf[key], fact, want[fact])
		}
	}
	sf = compile("--serverip", "10.0.0.1")
	if sf["serverip"] != "10.0.0.1" || sf["serverip6"] != nil {
		t.Errorf("with --serverip: %v", sf)
	}
}
