package ca_test

import (
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/api/ca"
)

// TestRealAgentBootstrap runs Puppet 7's own `puppet ssl bootstrap` against
// a server that mounts only the CA routes (behind the default auth rules):
// the agent must download the CA and CRL, submit its CSR, get it
// autosigned, and accept the certificate. Skipped where puppet is not
// installed.
func TestRealAgentBootstrap(t *testing.T) {
	puppet, err := exec.LookPath("puppet")
	if err != nil {
		t.Skip("puppet is not installed")
	}
	c, logs := newCA(t, ca.Config{Autosign: "true", DNSAltNames: []string{"localhost"}, KeyLength: 2048})
	srv := startServer(t, c)
	u, _ := url.Parse(srv.URL)

	base := t.TempDir()
	ssldir := filepath.Join(base, "ssl")
	run := func(certname string) (string, error) { return bootstrap(puppet, base, u.Port(), certname) }
	out, err := run("agent1.example.com")
	if err != nil {
		t.Fatalf("puppet ssl bootstrap failed: %v\n%s\nserver log:\n%s", err, out, logs)
	}
	t.Logf("first bootstrap:\n%s", out)
	if !strings.Contains(out, "Completed SSL initialization") {
		t.Errorf("unexpected output:\n%s", out)
	}
	data, err := os.ReadFile(filepath.Join(ssldir, "certs", "agent1.example.com.pem"))
	if err != nil {
		t.Fatalf("agent has no certificate: %v\n%s", err, out)
	}
	got, err := ca.Load(ca.Config{SSLDir: c.Paths().SSLDir})
	if err != nil {
		t.Fatal(err)
	}
	st, err := got.Status("agent1.example.com")
	if err != nil || st.State != ca.StateSigned {
		t.Fatalf("status = %+v, %v", st, err)
	}
	block := strings.TrimSpace(string(data))
	signed, _ := c.Certificate("agent1.example.com")
	if block != strings.TrimSpace(string(signed)) {
		t.Errorf("agent's certificate differs from the CA's copy")
	}
	caOnAgent, _ := os.ReadFile(filepath.Join(ssldir, "certs", "ca.pem"))
	if strings.TrimSpace(string(caOnAgent)) != strings.TrimSpace(string(c.CACertPEM())) {
		t.Errorf("agent's ca.pem differs from the CA certificate")
	}
	if _, err := os.Stat(filepath.Join(ssldir, "crl.pem")); err != nil {
		t.Errorf("agent did not store the CRL: %v", err)
	}

	// Revoke it: the agent's next bootstrap must refuse its own revoked
	// certificate (it downloads the new CRL).
	if err := c.Revoke([]string{"agent1.example.com"}, "test"); err != nil {
		t.Fatal(err)
	}
	os.Remove(filepath.Join(ssldir, "crl.pem"))
	out, err = run("agent1.example.com")
	if err == nil || !strings.Contains(out, "revoked") {
		t.Fatalf("bootstrap with a revoked certificate: err=%v\n%s", err, out)
	}
	t.Logf("second bootstrap, after revocation:\n%s", out)
}

// bootstrap runs `puppet ssl bootstrap` with all its directories under base.
func bootstrap(puppet, base, port, certname string) (string, error) {
	cmd := exec.Command(puppet, "ssl", "bootstrap",
		"--server", "localhost", "--serverport", port, "--certname", certname,
		"--ssldir", filepath.Join(base, "ssl"), "--confdir", filepath.Join(base, "conf"), "--vardir", filepath.Join(base, "var"),
		"--logdir", filepath.Join(base, "log"), "--rundir", filepath.Join(base, "run"),
		"--waitforcert", "0")
	cmd.Env = append(os.Environ(), "HOME="+base)
	cmd.WaitDelay = time.Second
	done := make(chan struct{})
	defer close(done)
	go func() {
		select {
		case <-done:
		case <-time.After(2 * time.Minute):
			cmd.Process.Kill()
		}
	}()
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// TestRealAgentManualSigning: with autosigning off the agent's first
// bootstrap leaves its request pending; after the CA signs it (what `punch
// ca sign` does) the next bootstrap completes.
func TestRealAgentManualSigning(t *testing.T) {
	puppet, err := exec.LookPath("puppet")
	if err != nil {
		t.Skip("puppet is not installed")
	}
	c, logs := newCA(t, ca.Config{DNSAltNames: []string{"localhost"}, KeyLength: 2048})
	srv := startServer(t, c)
	u, _ := url.Parse(srv.URL)
	base := t.TempDir()
	out, err := bootstrap(puppet, base, u.Port(), "agent2.example.com")
	t.Logf("first bootstrap:\n%s", out)
	if err == nil || !strings.Contains(out, "Couldn't fetch certificate from CA server") {
		t.Fatalf("first bootstrap should wait for signing: %v\n%s", err, out)
	}
	st, err := c.Status("agent2.example.com")
	if err != nil || st.State != ca.StateRequested {
		t.Fatalf("status = %+v %v", st, err)
	}
	if !strings.Contains(logs.String(), "punch ca sign --certname agent2.example.com") {
		t.Errorf("the log does not say how to sign: %s", logs)
	}
	if _, err := c.Sign("agent2.example.com", ca.SignOptions{By: "test"}); err != nil {
		t.Fatal(err)
	}
	out, err = bootstrap(puppet, base, u.Port(), "agent2.example.com")
	t.Logf("second bootstrap:\n%s", out)
	if err != nil || !strings.Contains(out, "Completed SSL initialization") {
		t.Fatalf("second bootstrap: %v\n%s", err, out)
	}
}
