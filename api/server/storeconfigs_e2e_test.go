package server

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

// TestRealAgentsStoreconfigs runs punch serve --storeconfigs (the embedded
// store) and two real Puppet 7 agents: the second applies a file the first
// exported.
func TestRealAgentsStoreconfigs(t *testing.T) {
	puppet, tmp, bin := realAgentSetup(t)
	envDir := filepath.Join(tmp, "environments")
	code := `node 'exporter.example.com' {
  @@file { "${facts['punch_root']}/collected/from-${trusted['hostname']}.txt":
    content => "exported by ${trusted['certname']}\n",
    tag     => 'e2e',
  }
}
node 'collector.example.com' {
  file { "${facts['punch_root']}/collected": ensure => directory }
  File <<| tag == 'e2e' |>>
}
`
	testtree.Write(t, envDir, map[string]string{"production/manifests/site.pp": code})
	srv := startRealServe(t, bin, tmp, envDir, "--confdir", filepath.Join(tmp, "server", "conf"), "--storeconfigs")
	root := filepath.Join(tmp, "files")
	if err := os.MkdirAll(root, 0o755); err != nil {
		t.Fatal(err)
	}
	agent := func(name string) string {
		return srv.agent(t, puppet, name, filepath.Join(tmp, name), []string{"FACTER_punch_root=" + root})
	}
	agent("exporter.example.com")
	if _, err := os.Stat(filepath.Join(root, "collected")); err == nil {
		t.Errorf("the exporter applied its own exported resource")
	}
	out := agent("collector.example.com")
	b, err := os.ReadFile(filepath.Join(root, "collected", "from-exporter.txt"))
	if err != nil || string(b) != "exported by exporter.example.com\n" {
		t.Errorf("the collector did not apply the exported file (%v, %q):\n%s", err, b, out)
	}
	if !strings.Contains(out, "from-exporter.txt]/ensure: defined content") {
		t.Errorf("agent output does not show the collected file:\n%s", out)
	}
}
