package ca_test

import (
	"context"
	"crypto/tls"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	neturl "net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/compiler/util/syncbuf"
)

// compilerFiles makes a compiler's ssldir the way the docs say: a
// certificate generated on the CA server, copied with the CA certificate
// and the CRL. It returns the TrustConfig for it.
func compilerFiles(t *testing.T, c *ca.CA, name string) ca.TrustConfig {
	t.Helper()
	if _, err := c.Generate(name, []string{"localhost", "IP:127.0.0.1"}, false, "test"); err != nil {
		t.Fatal(err)
	}
	p := c.Paths()
	dir := t.TempDir()
	cfg := ca.TrustConfig{
		Certname:    name,
		LocalCACert: filepath.Join(dir, "certs", "ca.pem"),
		HostCRL:     filepath.Join(dir, "crl.pem"),
		HostCert:    filepath.Join(dir, "certs", name+".pem"),
		HostKey:     filepath.Join(dir, "private_keys", name+".pem"),
		Logger:      zerolog.Nop(),
	}
	for from, to := range map[string]string{p.CACert: cfg.LocalCACert, p.CACRL: cfg.HostCRL,
		p.HostCert(name): cfg.HostCert, p.HostKey(name): cfg.HostKey} {
		copyFile(t, from, to)
	}
	return cfg
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestTrustOpenRefusals(t *testing.T) {
	t.Parallel()
	c, _ := newCA(t, ca.Config{})
	good := compilerFiles(t, c, "compiler.test")
	if _, err := ca.OpenTrust(good); err != nil {
		t.Fatalf("OpenTrust: %v", err)
	}
	other, _ := newCA(t, ca.Config{Certname: "other.test"})
	otherFiles := compilerFiles(t, other, "compiler.test")
	revokedFiles := compilerFiles(t, c, "revoked.test")
	if err := c.Revoke([]string{"revoked.test"}, "test"); err != nil {
		t.Fatal(err)
	}
	copyFile(t, c.Paths().CACRL, revokedFiles.HostCRL)

	cases := []struct {
		name string
		mod  func(cfg *ca.TrustConfig)
		want string
	}{
		{"no CA certificate", func(cfg *ca.TrustConfig) { cfg.LocalCACert += ".missing" }, "its certificate (localcacert)"},
		{"no CRL", func(cfg *ca.TrustConfig) { cfg.HostCRL += ".missing" }, "its CRL (hostcrl)"},
		{"no certificate", func(cfg *ca.TrustConfig) { cfg.HostCert += ".missing" }, "this server's certificate (hostcert)"},
		{"another certname", func(cfg *ca.TrustConfig) { cfg.Certname = "compiler2.test" }, `is for "compiler.test", not for its certname "compiler2.test"`},
		{"certificate of another CA", func(cfg *ca.TrustConfig) { cfg.HostCert, cfg.HostKey = otherFiles.HostCert, otherFiles.HostKey }, "is not valid for the CA"},
		{"CRL of another CA", func(cfg *ca.TrustConfig) { cfg.HostCRL = otherFiles.HostCRL }, "holds no CRL of the CA"},
		{"revoked server certificate", func(cfg *ca.TrustConfig) { *cfg = revokedFiles }, "is revoked by the CRL"},
		{"not PEM", func(cfg *ca.TrustConfig) { cfg.LocalCACert = good.HostCRL }, "no PEM certificate"},
	}
	for _, tc := range cases {
		cfg := good
		tc.mod(&cfg)
		_, err := ca.OpenTrust(cfg)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error containing %q", tc.name, err, tc.want)
		}
	}
	// A CRL signed by another key under the CA's name is refused.
	forged := compilerFiles(t, c, "forged.test")
	impostor, _ := newCA(t, ca.Config{Certname: serverName}) // same CA name, another key
	copyFile(t, impostor.Paths().CACRL, forged.HostCRL)
	if _, err := ca.OpenTrust(forged); err == nil || !strings.Contains(err.Error(), "does not verify") {
		t.Errorf("a forged CRL: got %v", err)
	}
}

// compilerServer serves a router over TLS with the Trust's configuration.
func compilerServer(t *testing.T, tr *ca.Trust, r http.Handler) string {
	t.Helper()
	cfg, err := tr.TLSConfig()
	if err != nil {
		t.Fatal(err)
	}
	srv := startTLS(t, r, cfg)
	return srv.URL
}

// TestTrustClients: a compiler whose CA is elsewhere accepts the CA's
// clients, refuses other CAs' and, once the CRL it is given lists a
// client, refuses that client without a restart.
func TestTrustClients(t *testing.T) {
	t.Parallel()
	c, _ := newCA(t, ca.Config{})
	cfg := compilerFiles(t, c, "compiler.test")
	tr, err := ca.OpenTrust(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := chi.NewRouter()
	r.Get("/who", func(w http.ResponseWriter, r *http.Request) {
		if cert := ca.PeerCertificate(r); cert != nil {
			w.Write([]byte(cert.Subject.CommonName))
		} else {
			w.Write([]byte("anonymous"))
		}
	})
	url := compilerServer(t, tr, r)
	agent := nodeCert(t, c, "agent.test")
	client := func(cert *tls.Certificate) *http.Client {
		tc := &tls.Config{RootCAs: tr.CertPool(), ServerName: "localhost"}
		if cert != nil {
			tc.Certificates = []tls.Certificate{*cert}
		}
		return &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{TLSClientConfig: tc, DisableKeepAlives: true}}
	}
	expect(t, do(t, client(agent), "GET", url+"/who", nil), 200, "agent.test")
	expect(t, do(t, client(nil), "GET", url+"/who", nil), 200, "anonymous")
	other, _ := newCA(t, ca.Config{Certname: "other.test"})
	stranger := nodeCert(t, other, "agent.test")
	// Go's client sends no certificate the server's CAs did not issue: the
	// stranger is anonymous, never agent.test.
	if got, err := client(stranger).Get(url + "/who"); err == nil {
		b, _ := io.ReadAll(got.Body)
		got.Body.Close()
		if string(b) != "anonymous" {
			t.Errorf("a certificate of another CA was accepted as %q", b)
		}
	}

	// Revoked on the CA server: accepted until the compiler's CRL says so.
	if err := c.Revoke([]string{"agent.test"}, "test"); err != nil {
		t.Fatal(err)
	}
	expect(t, do(t, client(agent), "GET", url+"/who", nil), 200, "agent.test")
	crl, _, err := c.CRL()
	if err != nil {
		t.Fatal(err)
	}
	changed, err := tr.UpdateCRL(crl)
	if err != nil || !changed {
		t.Fatalf("UpdateCRL: %v %v", changed, err)
	}
	if _, err := client(agent).Get(url + "/who"); err == nil {
		t.Errorf("a revoked client was accepted after the CRL update")
	}
	if changed, err := tr.UpdateCRL(crl); err != nil || changed {
		t.Errorf("UpdateCRL with the same CRL: %v %v", changed, err)
	}
	// An older CRL (a lower number) does not replace a newer one.
	old, err := os.ReadFile(c.Paths().InfraCRL) // the CA's first, empty CRL
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tr.UpdateCRL(old); err == nil || !strings.Contains(err.Error(), "is older than") {
		t.Errorf("UpdateCRL with an older CRL: %v", err)
	}
	// A CRL file replaced on disk (an agent run on the compiler) is re-read.
	copyFile(t, c.Paths().InfraCRL, cfg.HostCRL)
	time.Sleep(10 * time.Millisecond)
	os.Chtimes(cfg.HostCRL, time.Now().Add(time.Second), time.Now().Add(time.Second))
	expect(t, do(t, client(agent), "GET", url+"/who", nil), 200, "agent.test")
}

// TestForwarder: a compiler forwards an agent's certificate bootstrap to
// the CA server and refuses the administrative endpoints; a real agent's
// sequence (CA certificate, CRL, CSR, signed certificate) works through
// it.
func TestForwarder(t *testing.T) {
	t.Parallel()
	c, _ := newCA(t, ca.Config{Autosign: "true"})
	caSrv := startServer(t, c)
	cfg := compilerFiles(t, c, "compiler.test")
	tr, err := ca.OpenTrust(cfg)
	if err != nil {
		t.Fatal(err)
	}
	host, port := hostPort(t, caSrv.URL)
	logs := &syncbuf.Buffer{}
	f, err := ca.NewForwarder(ca.ForwarderConfig{Server: host, Port: port, Timeout: 10 * time.Second,
		TLS: &tls.Config{RootCAs: tr.CertPool(), Certificates: []tls.Certificate{tr.Certificate()}, ServerName: serverName}, Logger: zerolog.New(logs)})
	if err != nil {
		t.Fatal(err)
	}
	r := chi.NewRouter()
	r.Mount("/puppet-ca/v1", f.Routes())
	url := compilerServer(t, tr, r) + "/puppet-ca/v1"
	anon := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}

	got := do(t, anon, "GET", url+"/certificate/ca", nil)
	expect(t, got, 200, "BEGIN CERTIFICATE")
	if got.body != string(c.CACertPEM()) || got.header.Get("Content-Type") != "text/plain" {
		t.Errorf("certificate/ca through the compiler: %q %q", got.header.Get("Content-Type"), got.body)
	}
	crl := do(t, anon, "GET", url+"/certificate_revocation_list/ca", nil)
	expect(t, crl, 200, "BEGIN X509 CRL")
	if lm := crl.header.Get("Last-Modified"); lm == "" {
		t.Errorf("no Last-Modified on the forwarded CRL")
	} else {
		expect(t, do(t, anon, "GET", url+"/certificate_revocation_list/ca", nil, "If-Modified-Since", lm), 304, "")
	}
	expect(t, do(t, anon, "GET", url+"/certificate/agent.test", nil), 404, "Could not find certificate agent.test")
	_, csr := makeCSR(t, "agent.test", csrOpts{})
	expect(t, do(t, anon, "PUT", url+"/certificate_request/agent.test?environment=production", csr, "Content-Type", "text/plain"), 200, "")
	expect(t, do(t, anon, "GET", url+"/certificate/agent.test", nil), 200, "BEGIN CERTIFICATE") // autosigned
	expect(t, do(t, anon, "PUT", url+"/certificate_request/other.test", csr, "Content-Type", "text/plain"), 400, "")
	expect(t, do(t, anon, "GET", url+"/certificate/..%2fetc", nil), 400, "Invalid certname")

	// Administration is never forwarded, even with an admin certificate.
	admin := serverCert(t, c)
	adminClient := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{TLSClientConfig: &tls.Config{
		InsecureSkipVerify: true, Certificates: []tls.Certificate{*admin}}}}
	for _, req := range []struct{ method, path string }{
		{"GET", "/certificate_status/agent.test"}, {"PUT", "/certificate_status/agent.test"},
		{"DELETE", "/certificate_status/agent.test"}, {"GET", "/certificate_statuses/any"},
		{"PUT", "/clean"}, {"GET", "/expirations"}, {"DELETE", "/certificate_request/agent.test"},
	} {
		got := do(t, adminClient, req.method, url+req.path, []byte(`{"desired_state":"revoked","certnames":["agent.test"]}`))
		if got.status != 404 || !strings.Contains(got.body, "--ca false") || !strings.Contains(got.body, host) {
			t.Errorf("%s %s: %d %q", req.method, req.path, got.status, got.body)
		}
	}
	if st, err := c.Status("agent.test"); err != nil || st.State != ca.StateSigned {
		t.Errorf("the agent's certificate after the refused requests: %v %v", st.State, err)
	}

	// FetchCRL asks for a newer CRL only.
	data, mod, err := f.FetchCRL(context.Background(), time.Time{})
	if err != nil || !strings.Contains(string(data), "X509 CRL") || mod.IsZero() {
		t.Fatalf("FetchCRL: %v %v %q", mod, err, data)
	}
	if data, _, err := f.FetchCRL(context.Background(), mod); err != nil || data != nil {
		t.Errorf("FetchCRL since the last one: %v %q", err, data)
	}

	// The CA server down: a 503 naming it, quickly.
	caSrv.Close()
	got = do(t, anon, "GET", url+"/certificate/ca", nil)
	if got.status != 503 || !strings.Contains(got.body, "Could not reach the CA server") {
		t.Errorf("CA server down: %d %q", got.status, got.body)
	}
	if !strings.Contains(logs.String(), "could not forward a CA request") {
		t.Errorf("no log line for the failed forward: %s", logs.String())
	}
}

func TestDisabledRoutes(t *testing.T) {
	t.Parallel()
	r := chi.NewRouter()
	r.Mount("/puppet-ca/v1", ca.DisabledRoutes("", "7.23.0"))
	for _, p := range []string{"/puppet-ca/v1/certificate/ca", "/puppet-ca/v1/certificate_revocation_list/ca", "/puppet-ca/v1/certificate_status/x"} {
		rec := serve(r, "GET", p, nil)
		if rec.Code != 404 || !strings.Contains(rec.Body.String(), "set ca_server on agents") {
			t.Errorf("%s: %d %q", p, rec.Code, rec.Body.String())
		}
	}
}

// startTLS serves h over TLS with cfg on 127.0.0.1.
func startTLS(t *testing.T, h http.Handler, cfg *tls.Config) *httptest.Server {
	t.Helper()
	srv := httptest.NewUnstartedServer(h)
	srv.TLS = cfg
	srv.Config.ErrorLog = log.New(io.Discard, "", 0)
	srv.StartTLS()
	t.Cleanup(srv.Close)
	return srv
}

func hostPort(t *testing.T, raw string) (string, int) {
	t.Helper()
	u, err := neturl.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	p, err := strconv.Atoi(u.Port())
	if err != nil {
		t.Fatal(err)
	}
	return u.Hostname(), p
}
