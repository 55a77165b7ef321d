package ca_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/api/ca"
)

func TestHTTPCertificateRequestFlow(t *testing.T) {
	c, _ := newCA(t, ca.Config{})
	srv := startServer(t, c)
	anon := srv.client(nil)
	base := srv.URL + "/puppet-ca/v1"

	r := do(t, anon, "GET", base+"/certificate/ca", nil)
	expect(t, r, 200, "-----BEGIN CERTIFICATE-----")
	if r.header.Get("Content-Type") != "text/plain" || r.header.Get("X-Puppet-Version") != "7.23.0" {
		t.Errorf("headers = %v", r.header)
	}
	expect(t, do(t, anon, "GET", base+"/certificate/agent1", nil), 404, "Could not find certificate agent1")
	expect(t, do(t, anon, "GET", base+"/certificate_request/agent1", nil), 404, "Could not find certificate_request agent1")

	_, csr := makeCSR(t, "agent1", csrOpts{})
	r = do(t, anon, "PUT", base+"/certificate_request/agent1", csr, "Content-Type", "text/plain")
	expect(t, r, 200, "")
	if r.body != "" {
		t.Errorf("PUT body = %q", r.body)
	}
	expect(t, do(t, anon, "GET", base+"/certificate_request/agent1", nil), 200, "-----BEGIN CERTIFICATE REQUEST-----")
	expect(t, do(t, anon, "PUT", base+"/certificate_request/agent1", csr), 400, "agent1 already has a requested certificate; ignoring certificate request")

	// Bad input: each gets a 4xx and a message, never a 500.
	_, other := makeCSR(t, "other", csrOpts{})
	_, upper := makeCSR(t, "Upper", csrOpts{})
	bad := []struct {
		name   string
		body   []byte
		status int
		msg    string
	}{
		{"agent2", other, 400, `Instance name "other" does not match requested key "agent2"`},
		{"agent2", []byte("hello"), 400, "No PEM-encoded certificate request"},
		{"agent2", []byte{}, 400, "No PEM-encoded certificate request"},
		{"agent2", []byte("-----BEGIN CERTIFICATE REQUEST-----\nAAAA\n-----END CERTIFICATE REQUEST-----\n"), 400, "Could not parse the certificate request"},
		{"agent2", []byte(strings.Repeat("A", ca.MaxCSRBytes+1)), 413, "larger than the limit"},
		{"Upper", upper, 400, "Certificate names must be lower case."},
		{"..%2Fx", csr, 400, "Invalid request path"}, // refused by the authorizer first
		{"a%5Cb", csr, 400, "Invalid certname"},
		{"%00", csr, 400, "Invalid certname"},
	}
	for _, b := range bad {
		r := do(t, anon, "PUT", base+"/certificate_request/"+b.name, b.body, "Content-Type", "text/plain")
		expect(t, r, b.status, b.msg)
	}
	// Path traversal attempts never reach the file system.
	for _, p := range []string{"/certificate/..%2F..%2Fca%2Fca_key", "/certificate/%2e%2e", "/certificate_request/..%2Fsigned%2Fpuppet.test"} {
		r := do(t, anon, "GET", base+p, nil)
		if r.status != 400 || strings.Contains(r.body, "PRIVATE") {
			t.Errorf("GET %s = %d %q", p, r.status, r.body)
		}
	}
	expect(t, do(t, anon, "GET", base+"/certificate/../ca/ca_key", nil), 400, "Invalid request path")

	// Unauthenticated clients may not delete requests; the server may.
	admin := srv.client(serverCert(t, c))
	expect(t, do(t, anon, "DELETE", base+"/certificate_request/agent1", nil), 403, "denied by rule 'puppetlabs deny all'")
	expect(t, do(t, admin, "DELETE", base+"/certificate_request/agent1", nil), 403, "")
}

func TestHTTPDeleteRequest(t *testing.T) {
	// DELETE certificate_request is not allowed by the default rules (as in
	// Puppet Server); exercise the handler without the authorizer.
	c, _ := newCA(t, ca.Config{})
	h := c.Routes()
	_, csr := makeCSR(t, "gone", csrOpts{})
	c.SubmitRequest(t.Context(), "gone", csr, "t")
	rec := serve(h, "DELETE", "/certificate_request/gone", nil)
	if rec.Code != 204 {
		t.Errorf("DELETE = %d %s", rec.Code, rec.Body)
	}
	rec = serve(h, "DELETE", "/certificate_request/gone", nil)
	if rec.Code != 404 || !strings.Contains(rec.Body.String(), "No certificate request for gone") {
		t.Errorf("second DELETE = %d %s", rec.Code, rec.Body)
	}
	rec = serve(h, "POST", "/certificate/ca", nil)
	if rec.Code != 404 || rec.Body.String() != "Not Found" {
		t.Errorf("POST certificate = %d %s", rec.Code, rec.Body)
	}
	rec = serve(h, "GET", "/certificate/..%2Fca%2Fca_key", nil)
	if rec.Code != 400 || !strings.Contains(rec.Body.String(), "Invalid certname") {
		t.Errorf("traversal = %d %s", rec.Code, rec.Body)
	}
	rec = serve(h, "GET", "/nothing", nil)
	if rec.Code != 404 {
		t.Errorf("unknown = %d", rec.Code)
	}
	rec = serve(h, "POST", "/certificate_status/gone", nil)
	if rec.Code != 405 {
		t.Errorf("POST status = %d", rec.Code)
	}
}

func TestHTTPAutosignOverTLS(t *testing.T) {
	c, _ := newCA(t, ca.Config{Autosign: "true"})
	srv := startServer(t, c)
	anon := srv.client(nil)
	base := srv.URL + "/puppet-ca/v1"
	_, csr := makeCSR(t, "auto1.example.com", csrOpts{})
	expect(t, do(t, anon, "PUT", base+"/certificate_request/auto1.example.com", csr), 200, "")
	r := do(t, anon, "GET", base+"/certificate/auto1.example.com", nil)
	expect(t, r, 200, "-----BEGIN CERTIFICATE-----")
	expect(t, do(t, anon, "GET", base+"/certificate_request/auto1.example.com", nil), 404, "")
	expect(t, do(t, anon, "PUT", base+"/certificate_request/auto1.example.com", csr), 400, "auto1.example.com already has a signed certificate; ignoring certificate request")
	// A disallowed SAN is refused when autosigning, and the request stays.
	_, san := makeCSR(t, "san1", csrOpts{dns: []string{"evil.example.com"}})
	expect(t, do(t, anon, "PUT", base+"/certificate_request/san1", san), 400, "contains extra subject alternative names")
	expect(t, do(t, anon, "GET", base+"/certificate_request/san1", nil), 200, "")
}

func TestDefaultRulesOverTLS(t *testing.T) {
	c, _ := newCA(t, ca.Config{})
	srv := startServer(t, c)
	a := srv.client(nodeCert(t, c, "a.example.com"))
	b := srv.client(nodeCert(t, c, "b.example.com"))
	anon := srv.client(nil)
	admin := srv.client(serverCert(t, c))

	expect(t, do(t, a, "GET", srv.URL+"/puppet/v3/catalog/a.example.com", nil), 200, "ok /puppet/v3/catalog/a.example.com")
	r := do(t, a, "GET", srv.URL+"/puppet/v3/catalog/b.example.com", nil)
	expect(t, r, 403, "Forbidden request: a.example.com(127.0.0.1) access to /puppet/v3/catalog/b.example.com (method :get) (authenticated: true) denied by rule 'puppetlabs v3 catalog from agents'.")
	expect(t, do(t, b, "GET", srv.URL+"/puppet/v3/catalog/b.example.com", nil), 200, "")
	expect(t, do(t, a, "GET", srv.URL+"/puppet/v3/node/a.example.com", nil), 200, "")
	expect(t, do(t, a, "GET", srv.URL+"/puppet/v3/node/b.example.com", nil), 403, "puppetlabs node")
	expect(t, do(t, anon, "GET", srv.URL+"/puppet/v3/catalog/a.example.com", nil), 403, "(authenticated: false) denied by rule 'puppetlabs v3 catalog from agents'")
	expect(t, do(t, anon, "GET", srv.URL+"/puppet/v3/environments", nil), 403, "")
	expect(t, do(t, a, "GET", srv.URL+"/puppet/v3/environments", nil), 200, "")

	// CA reads and status are open to anybody.
	for _, cl := range []*http.Client{anon, a} {
		expect(t, do(t, cl, "GET", srv.URL+"/puppet-ca/v1/certificate/ca", nil), 200, "BEGIN CERTIFICATE")
		expect(t, do(t, cl, "GET", srv.URL+"/puppet-ca/v1/certificate/a.example.com", nil), 200, "BEGIN CERTIFICATE")
		expect(t, do(t, cl, "GET", srv.URL+"/puppet-ca/v1/certificate_revocation_list/ca", nil), 200, "BEGIN X509 CRL")
		expect(t, do(t, cl, "GET", srv.URL+"/status/v1/simple", nil), 200, "ok")
	}
	// Certificate administration is the server's alone.
	for _, cl := range []*http.Client{anon, a} {
		expect(t, do(t, cl, "GET", srv.URL+"/puppet-ca/v1/certificate_status/a.example.com", nil), 403, "puppetlabs cert status")
		expect(t, do(t, cl, "GET", srv.URL+"/puppet-ca/v1/certificate_statuses/all", nil), 403, "denied by rule 'puppetlabs cert status'") // prefix match, as in Puppet Server
		expect(t, do(t, cl, "PUT", srv.URL+"/puppet-ca/v1/clean", []byte(`{"certnames":["b.example.com"]}`)), 403, "puppetlabs cert clean")
		expect(t, do(t, cl, "PUT", srv.URL+"/puppet-ca/v1/certificate_status/b.example.com", []byte(`{"desired_state":"revoked"}`)), 403, "")
	}
	expect(t, do(t, admin, "GET", srv.URL+"/puppet-ca/v1/certificate_status/a.example.com", nil), 200, `"state":"signed"`)
	expect(t, do(t, anon, "GET", srv.URL+"/puppet/v3/unknown", nil), 403, "puppetlabs deny all")
	expect(t, do(t, anon, "GET", srv.URL+"/puppet-ca/v1/expirations", nil), 403, "puppetlabs CA cert and CRL expirations")
	expect(t, do(t, a, "GET", srv.URL+"/puppet-ca/v1/expirations", nil), 200, `{"ca-certs":{"Puppet CA: puppet.test":"20`)
	expect(t, do(t, a, "POST", srv.URL+"/puppet/v4/catalog", nil), 403, "puppetlabs v4 catalog for services")
}

func TestRevokedClientRefusedAtTLS(t *testing.T) {
	c, _ := newCA(t, ca.Config{})
	srv := startServer(t, c)
	cert := nodeCert(t, c, "gone.example.com")
	client := srv.client(cert)
	admin := srv.client(serverCert(t, c))
	expect(t, do(t, client, "GET", srv.URL+"/puppet/v3/catalog/gone.example.com", nil), 200, "")

	r := do(t, admin, "PUT", srv.URL+"/puppet-ca/v1/certificate_status/gone.example.com", []byte(`{"desired_state":"revoked"}`), "Content-Type", "application/json")
	expect(t, r, 204, "")
	crl := do(t, srv.client(nil), "GET", srv.URL+"/puppet-ca/v1/certificate_revocation_list/ca", nil)
	list, err := parseCRLPEM(crl.body)
	if err != nil || len(list.RevokedCertificateEntries) != 1 || list.RevokedCertificateEntries[0].SerialNumber.Cmp(cert.Leaf.SerialNumber) != 0 {
		t.Fatalf("CRL does not list the revoked serial: %v", err)
	}
	req, _ := http.NewRequest("GET", srv.URL+"/puppet/v3/catalog/gone.example.com", nil)
	res, err := client.Do(req)
	if err == nil {
		res.Body.Close()
		t.Fatalf("revoked client got %d", res.StatusCode)
	}
	// The server still serves everyone else.
	expect(t, do(t, admin, "GET", srv.URL+"/puppet-ca/v1/certificate_status/gone.example.com", nil), 200, `"state":"revoked"`)

	// A certificate from another CA is refused too.
	other, _ := newCA(t, ca.Config{})
	foreign := nodeCert(t, other, "x.example.com")
	if _, err := srv.client(foreign).Get(srv.URL + "/status/v1/simple"); err == nil {
		t.Errorf("a certificate from another CA was accepted")
	}
}

func TestCRLIfModifiedSince(t *testing.T) {
	c, _ := newCA(t, ca.Config{})
	srv := startServer(t, c)
	anon := srv.client(nil)
	url := srv.URL + "/puppet-ca/v1/certificate_revocation_list/ca"
	r := do(t, anon, "GET", url, nil)
	expect(t, r, 200, "BEGIN X509 CRL")
	lm := r.header.Get("Last-Modified")
	if lm == "" {
		t.Fatal("no Last-Modified")
	}
	future := time.Now().Add(time.Hour).UTC().Format(http.TimeFormat)
	r = do(t, anon, "GET", url, nil, "If-Modified-Since", future)
	if r.status != 304 || r.body != "" {
		t.Errorf("future IMS: %d %q", r.status, r.body)
	}
	expect(t, do(t, anon, "GET", url, nil, "If-Modified-Since", "Mon, 01 Jan 2001 00:00:00 GMT"), 200, "BEGIN X509 CRL")
	expect(t, do(t, anon, "GET", url, nil, "If-Modified-Since", "garbage"), 200, "BEGIN X509 CRL")
	// After a revocation the CRL is newer than an IMS taken before it.
	before := time.Now().Add(-2 * time.Second).UTC().Format(http.TimeFormat)
	nodeCert(t, c, "n1")
	if err := c.Revoke([]string{"n1"}, "t"); err != nil {
		t.Fatal(err)
	}
	expect(t, do(t, anon, "GET", url, nil, "If-Modified-Since", before), 200, "BEGIN X509 CRL")
}

func TestHTTPCertificateStatus(t *testing.T) {
	c, _ := newCA(t, ca.Config{})
	srv := startServer(t, c)
	admin := srv.client(serverCert(t, c))
	base := srv.URL + "/puppet-ca/v1"
	_, csr := makeCSR(t, "agent1", csrOpts{})
	if _, err := c.SubmitRequest(t.Context(), "agent1", csr, "t"); err != nil {
		t.Fatal(err)
	}
	r := do(t, admin, "GET", base+"/certificate_status/agent1", nil)
	expect(t, r, 200, `"state":"requested"`)
	if r.header.Get("Content-Type") != "application/json" {
		t.Errorf("content type = %s", r.header.Get("Content-Type"))
	}
	var st map[string]any
	if err := json.Unmarshal([]byte(r.body), &st); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"name", "state", "dns_alt_names", "subject_alt_names", "authorization_extensions", "fingerprint", "fingerprints"} {
		if _, ok := st[k]; !ok {
			t.Errorf("status lacks %s: %s", k, r.body)
		}
	}
	if _, ok := st["serial_number"]; ok {
		t.Errorf("a request has a serial number: %s", r.body)
	}
	expect(t, do(t, admin, "GET", base+"/certificate_status/nope", nil), 404, "Resource not found.")

	put := func(name, body string, hdr ...string) resp {
		if len(hdr) == 0 {
			hdr = []string{"Content-Type", "application/json"}
		}
		return do(t, admin, "PUT", base+"/certificate_status/"+name, []byte(body), hdr...)
	}
	expect(t, put("agent1", "nope"), 400, "Request body is not JSON.")
	expect(t, put("agent1", ""), 400, "Request body is not JSON.")
	expect(t, put("agent1", `{"desired_state":"foo"}`), 400, "State foo invalid; Must specify desired state of 'signed' or 'revoked' for host agent1.")
	expect(t, put("agent1", `{}`), 400, `Missing required parameter "desired_state"`)
	expect(t, put("agent1", `{"desired_state":"signed","cert_ttl":"x"}`), 400, `cert_ttl specified for host agent1 must be an integer, not "x"`)
	expect(t, put("agent1", `{"desired_state":"signed"}`, "Content-Type", "text/plain"), 415, "Unsupported media type.")
	expect(t, put("agent1", `{"desired_state":"revoked"}`), 409, "Cannot revoke certificate for host agent1 without a signed certificate")
	expect(t, put("nope", `{"desired_state":"signed"}`), 404, "Invalid certificate subject.")
	expect(t, put("agent1", `{"desired_state":"signed","cert_ttl":3600}`), 204, "")
	r = do(t, admin, "GET", base+"/certificate_status/agent1", nil)
	if err := json.Unmarshal([]byte(r.body), &st); err != nil || st["state"] != "signed" || st["serial_number"] != float64(3) || st["dns_alt_names"].([]any)[0] != "DNS:agent1" {
		t.Errorf("after signing: %s", r.body)
	}
	expect(t, put("agent1", `{"desired_state":"signed"}`, "Content-Type", "application/json; charset=utf-8"), 409, "Cannot sign certificate for host agent1 without a certificate request")

	// Statuses with and without the state filter.
	_, csr2 := makeCSR(t, "agent2", csrOpts{})
	c.SubmitRequest(t.Context(), "agent2", csr2, "t")
	names := func(q string) string {
		r := do(t, admin, "GET", base+"/certificate_statuses/any"+q, nil)
		expect(t, r, 200, "")
		var list []ca.Status
		if err := json.Unmarshal([]byte(r.body), &list); err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, s := range list {
			out = append(out, s.Name+"="+s.State)
		}
		return strings.Join(out, ",")
	}
	if got := names(""); got != "agent2=requested,agent1=signed,puppet.test=signed" {
		t.Errorf("all = %s", got)
	}
	if got := names("?state=requested"); got != "agent2=requested" {
		t.Errorf("requested = %s", got)
	}
	expect(t, put("agent1", `{"desired_state":"revoked"}`), 204, "")
	if got := names("?state=revoked"); got != "agent1=revoked" {
		t.Errorf("revoked = %s", got)
	}
	if got := names("?state=signed"); got != "puppet.test=signed" {
		t.Errorf("signed = %s", got)
	}
	if got := names("?state=bogus"); !strings.Contains(got, "agent2") {
		t.Errorf("bogus state should list all: %s", got)
	}
	expect(t, do(t, admin, "GET", base+"/certificate_statuses/", nil), 400, "Missing URL Segment")

	// DELETE removes files without revoking.
	expect(t, do(t, admin, "DELETE", base+"/certificate_status/agent2", nil), 204, "")
	expect(t, do(t, admin, "DELETE", base+"/certificate_status/agent2", nil), 404, "")
}

func TestHTTPClean(t *testing.T) {
	c, _ := newCA(t, ca.Config{})
	srv := startServer(t, c)
	admin := srv.client(serverCert(t, c))
	url := srv.URL + "/puppet-ca/v1/clean"
	victim := nodeCert(t, c, "victim")
	expect(t, do(t, admin, "PUT", url, []byte(`x`)), 400, "Request body is not JSON.")
	expect(t, do(t, admin, "PUT", url, []byte(`{}`)), 400, "Missing required key: 'certnames'. Please supply the list of certs you want to clean.")
	expect(t, do(t, admin, "PUT", url, []byte(`{"certnames":["victim"],"async":true}`)), 400, "Async mode is not currently supported.")
	expect(t, do(t, admin, "PUT", url, []byte(`{"certnames":"victim"}`)), 400, "must be a list")
	expect(t, do(t, admin, "PUT", url, []byte(`{"certnames":["../x"]}`)), 400, "Invalid certname")
	expect(t, do(t, admin, "PUT", url, []byte(`{"certnames":["victim","ghost","ghost2"]}`)), 200, `The following certs do not exist and cannot be revoked: ["ghost" "ghost2"]`)
	if r, _ := c.IsRevoked(victim.Leaf); !r {
		t.Errorf("clean did not revoke")
	}
	expect(t, do(t, admin, "GET", srv.URL+"/puppet-ca/v1/certificate/victim", nil), 404, "")
	nodeCert(t, c, "v2")
	expect(t, do(t, admin, "PUT", url, []byte(`{"certnames":["v2"]}`)), 200, "Successfully cleaned all certs.")
}
