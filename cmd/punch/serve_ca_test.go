package main

import (
	"bytes"
	"crypto/tls"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestServeCAFalse runs two punch serve processes: the CA server and a
// compile server with --ca false given the CA certificate, the CRL and its
// own certificate (made on the CA server with punch ca generate, as
// docs/storeconfigs.md says). The compiler creates no CA, serves the CA's
// agents, forwards an agent's certificate bootstrap to ca_server, refuses
// certificate administration (403, as Puppet Server's compile servers),
// and refuses an agent revoked on the CA once
// it has fetched the new CRL.
func TestServeCAFalse(t *testing.T) {
	t.Parallel()
	envs := hostileEnv(t, "node default { notify { \"compiled for ${trusted['certname']}\": } }\n")
	caSrv := startServe(t, envs, []string{"agent1.example.com", "agent2.example.com"})
	bin := buildPunch(t)
	caDir := filepath.Join(caSrv.ssldir, "ca")
	tmp := t.TempDir()
	ssl, common := compilerFlags(t, caSrv, "compiler1.example.com")

	// Without the files it refuses to start, saying which and how.
	var errOut bytes.Buffer
	cmd := exec.Command(bin, append([]string{"serve", "--puppetserver_confdir=", "--confdir", filepath.Join(tmp, "conf"), "--environmentpath", envs,
		"--vardir", filepath.Join(tmp, "var0"), "--bind", "127.0.0.1:0"}, common...)...)
	cmd.Stderr = &errOut
	if err := cmd.Run(); err == nil || !strings.Contains(errOut.String(), "localcacert") || !strings.Contains(errOut.String(), "punch ca generate") {
		t.Fatalf("--ca false without the CA's files: %v\n%s", err, errOut.String())
	}
	if _, err := os.Stat(filepath.Join(ssl, "ca")); err == nil {
		t.Errorf("--ca false created %s", filepath.Join(ssl, "ca"))
	}

	copyCompilerFiles(t, caSrv, ssl, "compiler1.example.com")
	comp := startServe(t, envs, nil, append(common, "--crl_refresh_interval", "200ms")...)
	if _, err := os.Stat(filepath.Join(ssl, "ca")); err == nil {
		t.Errorf("--ca false created a CA directory %s", filepath.Join(ssl, "ca"))
	}
	if _, err := os.Stat(filepath.Join(comp.ssldir, "ca")); err == nil {
		t.Errorf("--ca false created a CA directory %s", filepath.Join(comp.ssldir, "ca"))
	}
	// The CA's agents are served by the compiler.
	comp.ssldir = caSrv.ssldir // the agents' keys
	agent1 := comp.client(t, "agent1.example.com", "")
	if code, body := comp.catalog(t, agent1, "agent1.example.com", ""); code != 200 || !strings.Contains(body, "compiled for agent1.example.com") {
		t.Fatalf("agent1's catalog from the compiler: %d %s", code, tail(body, 300))
	}
	// The bootstrap is forwarded to the CA server; administration is not.
	anon := &http.Client{Timeout: time.Minute, Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}
	code, body := comp.do(t, anon, "GET", "/puppet-ca/v1/certificate/ca", "", nil)
	caPEM, _ := os.ReadFile(filepath.Join(caDir, "ca_crt.pem"))
	if code != 200 || body != string(caPEM) {
		t.Errorf("certificate/ca through the compiler: %d %q", code, tail(body, 200))
	}
	if code, body := comp.do(t, anon, "GET", "/puppet-ca/v1/certificate/agent2.example.com", "", nil); code != 200 || !strings.Contains(body, "BEGIN CERTIFICATE") {
		t.Errorf("agent2's certificate through the compiler: %d %s", code, body)
	}
	admin := comp.client(t, "localhost", "") // the CA server's own certificate carries pp_cli_auth
	// Refused by the stock auth.conf, as on Puppet Server's compile
	// servers: with the CA disabled, its rule's pp_cli_auth (a short name)
	// matches no certificate (api/auth's TestExtensionRulesMatchPuppetServer).
	if code, body := comp.do(t, admin, "GET", "/puppet-ca/v1/certificate_status/agent2.example.com", "", nil); code != 403 || !strings.Contains(body, "puppetlabs cert status") {
		t.Errorf("certificate_status through the compiler: %d %s", code, body)
	}
	// Revoked on the CA server: the compiler fetches the new CRL and
	// refuses the agent without a restart.
	if out, err := exec.Command(bin, "ca", "revoke", "--certname", "agent1.example.com", "--ssldir", caSrv.ssldir, "--cadir", caDir).CombinedOutput(); err != nil {
		t.Fatalf("punch ca revoke: %v\n%s", err, out)
	}
	deadline := time.Now().Add(time.Minute)
	for {
		agent1 := comp.client(t, "agent1.example.com", "")
		code, _ := comp.catalog(t, agent1, "agent1.example.com", "")
		if code == 0 {
			break // the handshake was refused
		}
		if time.Now().After(deadline) {
			t.Fatalf("the compiler still serves agent1 a minute after its revocation (%d):\n%s", code, tail(comp.log.String(), 3000))
		}
		time.Sleep(100 * time.Millisecond)
	}
	if !strings.Contains(comp.log.String(), "updated hostcrl") {
		t.Errorf("no log line for the CRL refresh:\n%s", tail(comp.log.String(), 3000))
	}
	agent2 := comp.client(t, "agent2.example.com", "")
	if code, body := comp.catalog(t, agent2, "agent2.example.com", ""); code != 200 {
		t.Errorf("agent2 after agent1's revocation: %d %s", code, tail(body, 300))
	}
	crl, _ := os.ReadFile(filepath.Join(ssl, "crl.pem"))
	if !strings.Contains(string(crl), "X509 CRL") {
		t.Errorf("hostcrl after the refresh: %q", crl)
	}
}

// compilerFlags makes the certificate of a compile server NAME on the CA
// server caSrv (punch ca generate, as docs/storeconfigs.md says) and
// returns the compiler's ssldir (empty yet: copyCompilerFiles fills it)
// and its punch serve flags: --ca false, the CA server, NAME.
func compilerFlags(t *testing.T, caSrv *liveServer, name string) (string, []string) {
	t.Helper()
	bin := buildPunch(t)
	if out, err := exec.Command(bin, "ca", "generate", "--certname", name, "--subject-alt-names", "localhost,IP:127.0.0.1",
		"--ssldir", caSrv.ssldir, "--cadir", filepath.Join(caSrv.ssldir, "ca")).CombinedOutput(); err != nil {
		t.Fatalf("punch ca generate: %v\n%s", err, out)
	}
	ssl := filepath.Join(t.TempDir(), "ssl")
	_, caPort, _ := net.SplitHostPort(caSrv.addr)
	return ssl, []string{"--ca", "false", "--ca_server", "localhost", "--ca_port", caPort, "--certname", name,
		"--ssldir", ssl, "--cadir", filepath.Join(ssl, "ca")}
}

// copyCompilerFiles copies what a --ca false compile server needs from
// the CA server: the CA certificate, the CRL, its certificate and key.
func copyCompilerFiles(t *testing.T, caSrv *liveServer, ssl, name string) {
	t.Helper()
	copyTo := func(from, to string) {
		b, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(to, b, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	copyTo(filepath.Join(caSrv.ssldir, "certs", "ca.pem"), filepath.Join(ssl, "certs", "ca.pem"))
	copyTo(filepath.Join(caSrv.ssldir, "ca", "ca_crl.pem"), filepath.Join(ssl, "crl.pem"))
	copyTo(filepath.Join(caSrv.ssldir, "certs", name+".pem"), filepath.Join(ssl, "certs", name+".pem"))
	copyTo(filepath.Join(caSrv.ssldir, "private_keys", name+".pem"), filepath.Join(ssl, "private_keys", name+".pem"))
}
