package ca_test

import (
	"bytes"
	"crypto/rand"
	"crypto/rsa"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
	"encoding/pem"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/punch-dev/punch/api/auth"
	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/compiler/util/syncbuf"
	"github.com/rs/zerolog"
)

const serverName = "puppet.test"

func testKey(t testing.TB) *rsa.PrivateKey {
	t.Helper()
	k, err := rsa.GenerateKey(rand.Reader, 1024)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// newCA opens a fresh CA in a temporary ssldir with 2048-bit keys.
func newCA(t testing.TB, cfg ca.Config) (*ca.CA, *syncbuf.Buffer) {
	t.Helper()
	if cfg.SSLDir == "" {
		cfg.SSLDir = t.TempDir()
	}
	if cfg.Certname == "" {
		cfg.Certname = serverName
	}
	if cfg.KeyLength == 0 {
		// Small keys keep the tests fast; the real-agent tests ask for 2048
		// (Debian's OpenSSL refuses 1024-bit keys).
		cfg.KeyLength = 1024
	}
	logs := &syncbuf.Buffer{}
	cfg.Logger = zerolog.New(logs)
	c, err := ca.Open(cfg)
	if err != nil {
		t.Fatalf("ca.Open: %v", err)
	}
	return c, logs
}

type csrOpts struct {
	dns   []string
	exts  []pkix.Extension
	email []string
}

// makeCSR returns a key and a PEM CSR with CN cn.
func makeCSR(t testing.TB, cn string, o csrOpts) (*rsa.PrivateKey, []byte) {
	t.Helper()
	key := testKey(t)
	der, err := x509.CreateCertificateRequest(rand.Reader, &x509.CertificateRequest{
		Subject:         pkix.Name{CommonName: cn},
		DNSNames:        o.dns,
		EmailAddresses:  o.email,
		ExtraExtensions: o.exts,
	}, key)
	if err != nil {
		t.Fatal(err)
	}
	return key, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE REQUEST", Bytes: der})
}

func utf8Ext(oid asn1.ObjectIdentifier, v string) pkix.Extension {
	b, _ := asn1.Marshal(asn1.RawValue{Tag: asn1.TagUTF8String, Bytes: []byte(v)})
	return pkix.Extension{Id: oid, Value: b}
}

// testServer serves the CA under /puppet-ca/v1 behind the default auth
// rules, plus stand-ins for agent endpoints that echo the path.
type testServer struct {
	*httptest.Server
	ca    *ca.CA
	authz *auth.Authorizer
}

func startServer(t testing.TB, c *ca.CA) *testServer {
	t.Helper()
	rules, err := auth.DefaultRules(c.Certname())
	if err != nil {
		t.Fatal(err)
	}
	authz := auth.NewAuthorizer(rules, zerolog.Nop())
	r := chi.NewRouter()
	r.Use(authz.Middleware)
	r.Mount("/puppet-ca/v1", c.Routes())
	echo := func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok "+r.URL.Path) }
	r.Get("/puppet/v3/catalog/{name}", echo)
	r.Get("/puppet/v3/node/{name}", echo)
	r.Get("/status/v1/simple", echo)
	r.Get("/puppet/v3/environments", echo)
	srv := httptest.NewUnstartedServer(r)
	cfg, err := c.TLSConfig()
	if err != nil {
		t.Fatal(err)
	}
	srv.TLS = cfg
	srv.Config.ErrorLog = log.New(io.Discard, "", 0)
	srv.StartTLS()
	t.Cleanup(srv.Close)
	return &testServer{Server: srv, ca: c, authz: authz}
}

// client returns an HTTPS client that trusts the CA and presents cert (if
// any). Connections are not reused, so each request does a handshake.
func (s *testServer) client(cert *tls.Certificate) *http.Client {
	tc := &tls.Config{RootCAs: s.ca.CertPool(), ServerName: serverName}
	if cert != nil {
		tc.Certificates = []tls.Certificate{*cert}
	}
	return &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{TLSClientConfig: tc, DisableKeepAlives: true}}
}

// serverCert is the server's own certificate (it carries pp_cli_auth).
func serverCert(t testing.TB, c *ca.CA) *tls.Certificate {
	t.Helper()
	cert, err := c.ServerCertificate()
	if err != nil {
		t.Fatal(err)
	}
	return &cert
}

// nodeCert issues a certificate for name through the CSR path and returns
// it as a TLS client certificate.
func nodeCert(t testing.TB, c *ca.CA, name string) *tls.Certificate {
	t.Helper()
	key, csr := makeCSR(t, name, csrOpts{})
	if _, err := c.SubmitRequest(t.Context(), name, csr, "test"); err != nil {
		t.Fatal(err)
	}
	cert, err := c.Sign(name, ca.SignOptions{By: "test"})
	if err != nil {
		t.Fatal(err)
	}
	return &tls.Certificate{Certificate: [][]byte{cert.Raw}, PrivateKey: key, Leaf: cert}
}

type resp struct {
	status int
	body   string
	header http.Header
}

func do(t testing.TB, cl *http.Client, method, url string, body []byte, hdr ...string) resp {
	t.Helper()
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	res, err := cl.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, url, err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return resp{status: res.StatusCode, body: string(b), header: res.Header}
}

func expect(t testing.TB, r resp, status int, bodyContains string) {
	t.Helper()
	if r.status != status || !strings.Contains(r.body, bodyContains) {
		t.Fatalf("got %d %q, want %d containing %q", r.status, r.body, status, bodyContains)
	}
}

// serve runs one request through h without TLS.
func serve(h http.Handler, method, target string, body []byte) *httptest.ResponseRecorder {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(method, target, rd))
	return rec
}

func parseCRLPEM(s string) (*x509.RevocationList, error) {
	b, _ := pem.Decode([]byte(s))
	if b == nil {
		return nil, io.ErrUnexpectedEOF
	}
	return x509.ParseRevocationList(b.Bytes)
}
