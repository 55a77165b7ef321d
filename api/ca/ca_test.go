package ca_test

import (
	"bytes"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/compiler/util/testtree"
)

func readCert(t *testing.T, path string) *x509.Certificate {
	t.Helper()
	return readPEM(t, path, ca.ParseCertificates)
}

func readCRL(t *testing.T, path string) *x509.RevocationList {
	t.Helper()
	return readPEM(t, path, ca.ParseCRLs)
}

// readPEM is the first certificate or CRL of the PEM file path.
func readPEM[T any](t *testing.T, path string, parse func([]byte) ([]T, error)) T {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	all, err := parse(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return all[0]
}

func findExt(c *x509.Certificate, oid string) (critical bool, value []byte, ok bool) {
	for _, e := range c.Extensions {
		if e.Id.String() == oid {
			return e.Critical, e.Value, true
		}
	}
	return false, nil, false
}

func TestBootstrapFreshSSLDir(t *testing.T) {
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	dir := t.TempDir()
	c, logs := newCA(t, ca.Config{SSLDir: dir, DNSAltNames: []string{"puppet", "localhost", "IP:127.0.0.1"}, Now: func() time.Time { return now }})
	p := c.Paths()
	if p.CADir != filepath.Join(dir, "ca") {
		t.Errorf("cadir = %s", p.CADir)
	}
	perms := map[string]os.FileMode{
		p.CACert: 0o644, p.CAKey: 0o640, p.CAPub: 0o644, p.CACRL: 0o644, p.Serial: 0o644, p.Inventory: 0o644,
		p.InfraInventory: 0o644, p.InfraSerials: 0o644, p.InfraCRL: 0o644,
		p.HostCert(serverName): 0o644, p.HostKey(serverName): 0o640, p.HostPub(serverName): 0o644,
		p.LocalCACert: 0o644, p.HostCRL: 0o644, p.SignedCert(serverName): 0o644,
		p.SignedDir: os.ModeDir | 0o755, p.RequestsDir: os.ModeDir | 0o755, p.PrivateKeyDir: os.ModeDir | 0o750,
	}
	for path, want := range perms {
		fi, err := os.Stat(path)
		if err != nil {
			t.Errorf("missing %s", path)
			continue
		}
		if fi.Mode() != want {
			t.Errorf("%s: mode %v, want %v", path, fi.Mode(), want)
		}
	}
	if got, _ := os.ReadFile(p.Serial); string(got) != "0003" {
		t.Errorf("serial = %q, want 0003", got)
	}
	inv, _ := os.ReadFile(p.Inventory)
	want := "0x0001 2026-02-28T12:00:00UTC 2031-02-28T12:00:00UTC /CN=Puppet CA: puppet.test\n" +
		"0x0002 2026-02-28T12:00:00UTC 2031-02-28T12:00:00UTC /CN=puppet.test\n"
	if string(inv) != want {
		t.Errorf("inventory:\n%s\nwant:\n%s", inv, want)
	}

	cacert := readCert(t, p.CACert)
	if cacert.Subject.CommonName != "Puppet CA: puppet.test" || cacert.Issuer.CommonName != cacert.Subject.CommonName {
		t.Errorf("CA subject/issuer = %v / %v", cacert.Subject, cacert.Issuer)
	}
	// Names are UTF8String, as Puppet Server writes them.
	cn := "Puppet CA: puppet.test"
	if !bytes.Contains(cacert.RawSubject, append([]byte{0x0c, byte(len(cn))}, cn...)) {
		t.Errorf("CA subject is not a UTF8String CN: %x", cacert.RawSubject)
	}
	if !cacert.IsCA || cacert.SerialNumber.Int64() != 1 || cacert.KeyUsage != x509.KeyUsageCertSign|x509.KeyUsageCRLSign {
		t.Errorf("CA cert: IsCA=%v serial=%v usage=%v", cacert.IsCA, cacert.SerialNumber, cacert.KeyUsage)
	}
	if !cacert.NotBefore.Equal(now.Add(-24*time.Hour)) || !cacert.NotAfter.Equal(now.Add(ca.DefaultTTL)) {
		t.Errorf("CA validity %v .. %v", cacert.NotBefore, cacert.NotAfter)
	}
	if !bytes.Equal(cacert.SubjectKeyId, cacert.AuthorityKeyId) || len(cacert.SubjectKeyId) != 20 {
		t.Errorf("CA SKI/AKI = %x / %x", cacert.SubjectKeyId, cacert.AuthorityKeyId)
	}
	if _, v, ok := findExt(cacert, "2.16.840.1.113730.1.13"); !ok || !bytes.Contains(v, []byte("Puppet Server Internal Certificate")) {
		t.Errorf("CA cert lacks the Netscape comment")
	}
	if crit, _, ok := findExt(cacert, "2.5.29.19"); !ok || !crit {
		t.Errorf("CA basic constraints not critical")
	}

	srv := readCert(t, p.HostCert(serverName))
	if srv.Subject.CommonName != serverName || srv.SerialNumber.Int64() != 2 || srv.IsCA {
		t.Errorf("server cert subject=%v serial=%v isCA=%v", srv.Subject, srv.SerialNumber, srv.IsCA)
	}
	if err := srv.CheckSignatureFrom(cacert); err != nil {
		t.Errorf("server cert not signed by CA: %v", err)
	}
	if got := strings.Join(srv.DNSNames, ","); got != "puppet,localhost,puppet.test" {
		t.Errorf("server DNS names = %s", got)
	}
	if len(srv.IPAddresses) != 1 || srv.IPAddresses[0].String() != "127.0.0.1" {
		t.Errorf("server IPs = %v", srv.IPAddresses)
	}
	if _, v, ok := findExt(srv, "1.3.6.1.4.1.34380.1.3.39"); !ok || ca.ExtensionValue(v) != "true" {
		t.Errorf("server cert lacks pp_cli_auth=true")
	}
	if crit, _, ok := findExt(srv, "2.5.29.37"); !ok || !crit {
		t.Errorf("extended key usage missing or not critical")
	}
	if len(srv.ExtKeyUsage) != 2 || srv.ExtKeyUsage[0] != x509.ExtKeyUsageServerAuth || srv.ExtKeyUsage[1] != x509.ExtKeyUsageClientAuth {
		t.Errorf("EKU = %v", srv.ExtKeyUsage)
	}
	if srv.KeyUsage != x509.KeyUsageDigitalSignature|x509.KeyUsageKeyEncipherment {
		t.Errorf("key usage = %v", srv.KeyUsage)
	}
	// AKI with keyid, the CA's name and serial, as Puppet Server writes it.
	_, aki, _ := findExt(srv, "2.5.29.35")
	var akiv struct {
		KeyID  []byte          `asn1:"optional,tag:0"`
		Issuer []asn1.RawValue `asn1:"optional,tag:1"`
		Serial *big.Int        `asn1:"optional,tag:2"`
	}
	if _, err := asn1.Unmarshal(aki, &akiv); err != nil || !bytes.Equal(akiv.KeyID, cacert.SubjectKeyId) || akiv.Serial.Int64() != 1 || len(akiv.Issuer) != 1 {
		t.Errorf("AKI = %+v (%v)", akiv, err)
	}

	crl := readCRL(t, p.CACRL)
	if crl.Number.Int64() != 0 || len(crl.RevokedCertificateEntries) != 0 || crl.CheckSignatureFrom(cacert) != nil {
		t.Errorf("CRL number=%v entries=%d", crl.Number, len(crl.RevokedCertificateEntries))
	}
	if !crl.NextUpdate.Equal(now.AddDate(5, 0, 0)) {
		t.Errorf("CRL next update = %v", crl.NextUpdate)
	}
	hostCRL, _ := os.ReadFile(p.HostCRL)
	caCRL, _ := os.ReadFile(p.CACRL)
	if !bytes.Equal(hostCRL, caCRL) {
		t.Errorf("ssldir/crl.pem differs from the CA's CRL")
	}
	if !strings.Contains(logs.String(), "Created a new certificate authority") {
		t.Errorf("no creation log: %s", logs)
	}
	// The server certificate's names are logged as given, IP addresses
	// included.
	if !strings.Contains(logs.String(), `"dns_alt_names":["puppet","localhost","puppet.test","IP:127.0.0.1"]`) &&
		!strings.Contains(logs.String(), `"dns_alt_names":["puppet.test","puppet","localhost","IP:127.0.0.1"]`) {
		t.Errorf("server certificate names not logged with the IP address: %s", logs)
	}
	if strings.Contains(logs.String(), "PRIVATE KEY") {
		t.Errorf("key material in logs")
	}

	// Reopening reuses everything.
	caBefore, _ := os.ReadFile(p.CACert)
	srvBefore, _ := os.ReadFile(p.HostCert(serverName))
	c2, logs2 := newCA(t, ca.Config{SSLDir: dir})
	caAfter, _ := os.ReadFile(c2.Paths().CACert)
	srvAfter, _ := os.ReadFile(p.HostCert(serverName))
	if !bytes.Equal(caBefore, caAfter) || !bytes.Equal(srvBefore, srvAfter) {
		t.Errorf("reopening replaced the CA or server certificate")
	}
	if got, _ := os.ReadFile(p.Serial); string(got) != "0003" {
		t.Errorf("serial after reopen = %q", got)
	}
	if !strings.Contains(logs2.String(), "CA already initialized") {
		t.Errorf("reopen log: %s", logs2)
	}
}

func TestSeparateCADirAndDefaultAltNames(t *testing.T) {
	ssl, cadir := t.TempDir(), filepath.Join(t.TempDir(), "puppetserver", "ca")
	c, _ := newCA(t, ca.Config{SSLDir: ssl, CADir: cadir})
	if _, err := os.Stat(filepath.Join(cadir, "ca_crt.pem")); err != nil {
		t.Fatal(err)
	}
	srv := readCert(t, c.Paths().HostCert(serverName))
	if got := strings.Join(srv.DNSNames, ","); got != "puppet,puppet.test" {
		t.Errorf("default alt names = %s, want puppet,puppet.test", got)
	}
	if _, err := ca.Load(ca.Config{SSLDir: ssl}); err == nil {
		t.Errorf("Load without the cadir found a CA")
	}
	if _, err := ca.Load(ca.Config{SSLDir: ssl, CADir: cadir}); err != nil {
		t.Errorf("Load: %v", err)
	}
}

func TestPartialStateRefused(t *testing.T) {
	dir := t.TempDir()
	c, _ := newCA(t, ca.Config{SSLDir: dir})
	os.Remove(c.Paths().CACRL)
	_, err := ca.Open(ca.Config{SSLDir: dir, Certname: serverName, KeyLength: 2048})
	if err == nil || !strings.Contains(err.Error(), "partial state") || !strings.Contains(err.Error(), "ca_crl.pem") {
		t.Fatalf("err = %v", err)
	}
}

func TestOpenRejectsBadCertname(t *testing.T) {
	for _, name := range []string{"", "UPPER.example", "../x", "a b"} {
		if _, err := ca.Open(ca.Config{SSLDir: t.TempDir(), Certname: name, KeyLength: 2048}); err == nil {
			t.Errorf("Open accepted certname %q", name)
		}
	}
}

func TestSignedCertificateContents(t *testing.T) {
	c, _ := newCA(t, ca.Config{Autosign: "true", AllowSubjectAltNames: true})
	pp := utf8Ext(asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 34380, 1, 1, 13}, "webserver")
	_, csr := makeCSR(t, "web1.example.com", csrOpts{dns: []string{"www.example.com"}, exts: []pkix.Extension{pp}})
	res, err := c.SubmitRequest(t.Context(), "web1.example.com", csr, "test")
	if err != nil || !res.Signed {
		t.Fatalf("submit: %+v %v", res, err)
	}
	cert := res.Certificate
	if got := strings.Join(cert.DNSNames, ","); got != "www.example.com,web1.example.com" {
		t.Errorf("DNS names = %s", got)
	}
	if _, v, ok := findExt(cert, "1.3.6.1.4.1.34380.1.1.13"); !ok || ca.ExtensionValue(v) != "webserver" {
		t.Errorf("pp_role not copied")
	}
	if _, _, ok := findExt(cert, "1.3.6.1.4.1.34380.1.3.39"); ok {
		t.Errorf("agent cert has pp_cli_auth")
	}
	if cert.SerialNumber.Int64() != 3 {
		t.Errorf("serial = %v", cert.SerialNumber)
	}
	st, err := c.Status("web1.example.com")
	if err != nil {
		t.Fatal(err)
	}
	if st.State != "signed" || st.SerialNumber.Int64() != 3 || len(st.Fingerprints) != 4 ||
		strings.Join(st.DNSAltNames, ",") != "DNS:www.example.com,DNS:web1.example.com" ||
		!regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dUTC$`).MatchString(st.NotAfter) {
		t.Errorf("status = %+v", st)
	}
	if !regexp.MustCompile(`^([0-9A-F]{2}:){31}[0-9A-F]{2}$`).MatchString(st.Fingerprint) {
		t.Errorf("fingerprint = %s", st.Fingerprint)
	}
}

func TestSignPolicyRefusals(t *testing.T) {
	c, _ := newCA(t, ca.Config{})
	submit := func(name string, o csrOpts) {
		t.Helper()
		_, csr := makeCSR(t, name, o)
		if _, err := c.SubmitRequest(t.Context(), name, csr, "test"); err != nil {
			t.Fatal(err)
		}
	}
	submit("san.example.com", csrOpts{dns: []string{"other.example.com"}})
	submit("cn-san.example.com", csrOpts{dns: []string{"cn-san.example.com"}})
	submit("cli.example.com", csrOpts{exts: []pkix.Extension{utf8Ext(ca.OIDCLIAuth, "true")}})
	submit("odd.example.com", csrOpts{exts: []pkix.Extension{utf8Ext(asn1.ObjectIdentifier{1, 2, 3, 4}, "x")}})
	cases := []struct{ name, msg string }{
		{"san.example.com", "contains extra subject alternative names (DNS:other.example.com), which are disallowed"},
		{"cli.example.com", "contains an authorization extension, which is disallowed"},
		{"odd.example.com", "Found extensions that are not permitted: 1.2.3.4"},
	}
	for _, tc := range cases {
		_, err := c.Sign(tc.name, ca.SignOptions{})
		if err == nil || ca.StatusOf(err) != 409 || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("Sign(%s) = %v, want 409 %q", tc.name, err, tc.msg)
		}
	}
	if _, err := c.Sign("cn-san.example.com", ca.SignOptions{}); err != nil {
		t.Errorf("a SAN equal to the CN must be allowed: %v", err)
	}
	if _, err := c.Sign("nobody", ca.SignOptions{}); ca.StatusOf(err) != 404 {
		t.Errorf("Sign(nobody) = %v", err)
	}
	if _, err := c.Sign("cn-san.example.com", ca.SignOptions{}); ca.StatusOf(err) != 409 || !strings.Contains(err.Error(), "without a certificate request") {
		t.Errorf("Sign(signed) = %v", err)
	}
	// pp_cli_auth is refused even when authorization extensions are allowed.
	c2, _ := newCA(t, ca.Config{AllowAuthorizationExtensions: true})
	_, csr := makeCSR(t, "cli2", csrOpts{exts: []pkix.Extension{utf8Ext(ca.OIDCLIAuth, "true")}})
	c2.SubmitRequest(t.Context(), "cli2", csr, "t")
	if _, err := c2.Sign("cli2", ca.SignOptions{}); err == nil || !strings.Contains(err.Error(), "1.3.6.1.4.1.34380.1.3.39") {
		t.Errorf("pp_cli_auth signed: %v", err)
	}
	_, csr = makeCSR(t, "role2", csrOpts{exts: []pkix.Extension{utf8Ext(asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 34380, 1, 3, 13}, "admin")}})
	c2.SubmitRequest(t.Context(), "role2", csr, "t")
	cert, err := c2.Sign("role2", ca.SignOptions{TTL: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	if cert.NotAfter.Sub(time.Now()) > 2*time.Hour {
		t.Errorf("TTL not applied: %v", cert.NotAfter)
	}
	st, _ := c2.Status("role2")
	if st.AuthorizationExtensions["pp_auth_role"] != "admin" {
		t.Errorf("authorization_extensions = %v", st.AuthorizationExtensions)
	}
}

func TestValidateSubject(t *testing.T) {
	cases := []struct{ name, subject, msg string }{
		{"a", "b", `Instance name "b" does not match requested key "a"`},
		{"Agent", "Agent", "Certificate names must be lower case."},
		{"*.x", "*.x", "Subject contains a wildcard, which is not allowed: *.x"},
		{"a-", "a-", "Subject hostname format is invalid"},
		{"-a", "-a", "Subject hostname format is invalid"},
		{"a..b", "a..b", "Subject hostname format is invalid"},
		{"a b", "a b", "Subject hostname format is invalid"},
		{"a/b", "a/b", "Subject hostname format is invalid"},
		{"agent-1.example.com", "agent-1.example.com", ""},
		{"_x.y_", "_x.y_", ""},
	}
	for _, tc := range cases {
		err := ca.ValidateSubject(tc.name, tc.subject)
		if (tc.msg == "") != (err == nil) || (err != nil && err.Error() != tc.msg) {
			t.Errorf("ValidateSubject(%q,%q) = %v, want %q", tc.name, tc.subject, err, tc.msg)
		}
	}
}

func TestAutosignPolicies(t *testing.T) {
	dir := t.TempDir()
	conf := filepath.Join(dir, "autosign.conf")
	os.WriteFile(conf, []byte("# trusted hosts\n\n*.example.com\nexact.host\n  spaced.host  \nbad pattern\n#comment.host\n"), 0o644)
	script := filepath.Join(dir, "policy.sh")
	seen := filepath.Join(dir, "seen")
	os.WriteFile(script, []byte("#!/bin/sh\ncat > "+seen+".$1\ncase \"$1\" in ok*) exit 0;; slow*) exec sleep 120;; *) echo nope >&2; exit 1;; esac\n"), 0o755)

	type tc struct {
		setting, name string
		signed        bool
	}
	cases := []tc{
		{"true", "any.host", true},
		{"false", "any.host", false},
		{"", "any.host", false},
		{conf, "a.example.com", true},
		{conf, "deep.a.example.com", true},
		{conf, "example.com", true}, // Puppet Server: *.baz matches baz
		{conf, "notexample.com", false},
		{conf, "exact.host", true},
		{conf, "spaced.host", false}, // Puppet Server reads the line verbatim: "  spaced.host  " is an invalid pattern (testdata/autosign)
		{conf, "comment.host", false},
		{conf, "other.org", false},
		{filepath.Join(dir, "missing.conf"), "a.example.com", false},
		{script, "ok1", true},
		{script, "no1", false},
	}
	for _, x := range cases {
		// The policy command must finish here: its timeout is far above
		// what /bin/sh needs on a loaded machine (300 ms failed at load 25);
		// the slow case below is the one that tests the timeout.
		c, logs := newCA(t, ca.Config{Autosign: x.setting, AutosignTimeout: time.Minute})
		_, csr := makeCSR(t, x.name, csrOpts{})
		res, err := c.SubmitRequest(t.Context(), x.name, csr, "test")
		if err != nil {
			t.Fatalf("%s %s: %v", x.setting, x.name, err)
		}
		if res.Signed != x.signed {
			t.Errorf("autosign=%s name=%s: signed=%v want %v (policy %s)\n%s", x.setting, x.name, res.Signed, x.signed, res.Policy, logs)
		}
		_, certErr := c.Certificate(x.name)
		_, reqErr := c.Request(x.name)
		if x.signed && (certErr != nil || !ca.IsNotFound(reqErr)) {
			t.Errorf("%s: signed but cert=%v request=%v", x.name, certErr, reqErr)
		}
		if !x.signed && (!ca.IsNotFound(certErr) || reqErr != nil) {
			t.Errorf("%s: pending but cert=%v request=%v", x.name, certErr, reqErr)
		}
		if !x.signed && !strings.Contains(logs.String(), "punch ca sign --certname "+x.name) {
			t.Errorf("pending log does not say what to do: %s", logs)
		}
		if x.signed && !strings.Contains(logs.String(), "Signed certificate request for "+x.name) {
			t.Errorf("no signing log: %s", logs)
		}
		if x.setting == script {
			got, _ := os.ReadFile(seen + "." + x.name)
			if !bytes.Equal(got, csr) {
				t.Errorf("policy command got stdin %q", got)
			}
		}
		if x.name == "no1" && !strings.Contains(logs.String(), "exit code was 1") {
			t.Errorf("rejection not logged: %s", logs)
		}
	}
	if !ca.AutosignLineMatches("*.EXAMPLE.com", "a.example.com") || ca.AutosignLineMatches("a #b", "a") {
		t.Errorf("AutosignLineMatches")
	}

	// A slow policy command is killed at the timeout and the CSR stays pending.
	c, logs := newCA(t, ca.Config{Autosign: script, AutosignTimeout: 200 * time.Millisecond})
	_, csr := makeCSR(t, "slow1", csrOpts{})
	start := time.Now()
	res, err := c.SubmitRequest(t.Context(), "slow1", csr, "test")
	if err != nil || res.Signed {
		t.Fatalf("slow: %+v %v", res, err)
	}
	// Not a timing test: a command the timeout did not stop would hold the
	// request for the whole 120 s sleep.
	if time.Since(start) > 60*time.Second {
		t.Errorf("the timeout did not stop the command")
	}
	if !strings.Contains(logs.String(), "timed out") {
		t.Errorf("timeout not logged: %s", logs)
	}
}

func TestRevokeAndClean(t *testing.T) {
	c, logs := newCA(t, ca.Config{})
	a := nodeCert(t, c, "a.example.com")
	b := nodeCert(t, c, "b.example.com")
	if err := c.Revoke([]string{"a.example.com"}, "tester"); err != nil {
		t.Fatal(err)
	}
	crl := readCRL(t, c.Paths().CACRL)
	if crl.Number.Int64() != 1 || len(crl.RevokedCertificateEntries) != 1 || crl.RevokedCertificateEntries[0].SerialNumber.Cmp(a.Leaf.SerialNumber) != 0 {
		t.Fatalf("CRL after revoke: number=%v entries=%+v", crl.Number, crl.RevokedCertificateEntries)
	}
	if crl.RevokedCertificateEntries[0].ReasonCode != 1 {
		t.Errorf("reason = %d, want keyCompromise", crl.RevokedCertificateEntries[0].ReasonCode)
	}
	if r, _ := c.IsRevoked(a.Leaf); !r {
		t.Errorf("a not revoked")
	}
	if r, _ := c.IsRevoked(b.Leaf); r {
		t.Errorf("b revoked")
	}
	hostCRL, _ := os.ReadFile(c.Paths().HostCRL)
	caCRL, _ := os.ReadFile(c.Paths().CACRL)
	if !bytes.Equal(hostCRL, caCRL) {
		t.Errorf("ssldir/crl.pem not updated")
	}
	if !strings.Contains(logs.String(), `"by":"tester"`) || !strings.Contains(logs.String(), "Revoked 1 certificate(s): a.example.com") {
		t.Errorf("revocation log: %s", logs)
	}
	// Revoking again changes nothing.
	if err := c.Revoke([]string{"a.example.com"}, "tester"); err != nil {
		t.Fatal(err)
	}
	if readCRL(t, c.Paths().CACRL).Number.Int64() != 1 {
		t.Errorf("re-revoking bumped the CRL")
	}
	st, _ := c.Status("a.example.com")
	if st.State != "revoked" {
		t.Errorf("state = %s", st.State)
	}
	list, _ := c.Statuses("revoked")
	if len(list) != 1 || list[0].Name != "a.example.com" {
		t.Errorf("revoked list = %+v", list)
	}
	// A new CSR for a revoked name is refused.
	_, csr := makeCSR(t, "a.example.com", csrOpts{})
	if _, err := c.SubmitRequest(t.Context(), "a.example.com", csr, "t"); err == nil || err.Error() != "a.example.com already has a revoked certificate; ignoring certificate request" {
		t.Errorf("resubmit: %v", err)
	}

	// Clean b (and a pending CSR for it), and a name that does not exist.
	missing, err := c.Clean([]string{"b.example.com", "ghost"}, "tester")
	if err != nil || len(missing) != 1 || missing[0] != "ghost" {
		t.Fatalf("clean: %v %v", missing, err)
	}
	if _, err := c.Certificate("b.example.com"); !ca.IsNotFound(err) {
		t.Errorf("b's cert still there")
	}
	crl = readCRL(t, c.Paths().CACRL)
	if len(crl.RevokedCertificateEntries) != 2 {
		t.Errorf("clean did not revoke: %d entries", len(crl.RevokedCertificateEntries))
	}
	// After clean the name may request again.
	_, csr = makeCSR(t, "b.example.com", csrOpts{})
	if _, err := c.SubmitRequest(t.Context(), "b.example.com", csr, "t"); err != nil {
		t.Errorf("resubmit after clean: %v", err)
	}
	if err := c.Revoke([]string{"b.example.com"}, "t"); ca.StatusOf(err) != 409 {
		t.Errorf("revoke of a pending request = %v", err)
	}
	if err := c.Revoke([]string{"nobody"}, "t"); ca.StatusOf(err) != 404 {
		t.Errorf("revoke of nobody = %v", err)
	}
}

func TestDuplicatesAllowed(t *testing.T) {
	c, _ := newCA(t, ca.Config{AllowDuplicateCerts: true, Autosign: "true"})
	for i := 0; i < 2; i++ {
		_, csr := makeCSR(t, "dup", csrOpts{})
		if res, err := c.SubmitRequest(t.Context(), "dup", csr, "t"); err != nil || !res.Signed {
			t.Fatalf("round %d: %+v %v", i, res, err)
		}
	}
}

func TestConcurrentSigningAndRevoking(t *testing.T) {
	dir := t.TempDir()
	c, _ := newCA(t, ca.Config{SSLDir: dir, Autosign: "true"})
	// A second CA object on the same directory stands in for `punch ca`
	// running beside `punch serve`: only the lock file keeps them apart.
	other, err := ca.Load(ca.Config{SSLDir: dir, Autosign: "true"})
	if err != nil {
		t.Fatal(err)
	}
	const n = 12
	csrs := make([][]byte, n)
	for i := range csrs {
		_, csrs[i] = makeCSR(t, fmt.Sprintf("node%d", i), csrOpts{})
	}
	testtree.Concurrently(n, func(i int) {
		name := fmt.Sprintf("node%d", i)
		target := c
		if i%2 == 1 {
			target = other
		}
		if _, err := target.SubmitRequest(t.Context(), name, csrs[i], "t"); err != nil {
			t.Error(err)
			return
		}
		if i%3 == 0 {
			if err := other.Revoke([]string{name}, "t"); err != nil {
				t.Error(err)
			}
		}
		if _, err := c.Statuses(""); err != nil {
			t.Error(err)
		}
	})
	serials := map[string]bool{}
	list, _ := c.Statuses("")
	for _, s := range list {
		if s.SerialNumber == nil {
			t.Errorf("%s unsigned", s.Name)
			continue
		}
		if serials[s.SerialNumber.String()] {
			t.Errorf("serial %v issued twice", s.SerialNumber)
		}
		serials[s.SerialNumber.String()] = true
	}
	if len(list) != n+1 {
		t.Errorf("%d statuses, want %d", len(list), n+1)
	}
	inv, _ := os.ReadFile(c.Paths().Inventory)
	if lines := strings.Count(string(inv), "\n"); lines != n+2 {
		t.Errorf("inventory has %d lines, want %d", lines, n+2)
	}
	crl := readCRL(t, c.Paths().CACRL)
	if len(crl.RevokedCertificateEntries) != 4 {
		t.Errorf("CRL has %d entries, want 4", len(crl.RevokedCertificateEntries))
	}
	serial, _ := os.ReadFile(c.Paths().Serial)
	if string(serial) != fmt.Sprintf("%04X", n+3) {
		t.Errorf("serial file = %s", serial)
	}
}

func TestGenerate(t *testing.T) {
	c, _ := newCA(t, ca.Config{})
	g, err := c.Generate("admin.example.com", []string{"alt.example.com"}, true, "test")
	if err != nil {
		t.Fatal(err)
	}
	cert := readCert(t, g.Certificate)
	if _, _, ok := findExt(cert, ca.OIDCLIAuth.String()); !ok {
		t.Errorf("no pp_cli_auth on a ca-client cert")
	}
	if strings.Join(cert.DNSNames, ",") != "alt.example.com,admin.example.com" {
		t.Errorf("DNS = %v", cert.DNSNames)
	}
	for _, f := range []string{g.PrivateKey, g.PublicKey, c.Paths().SignedCert("admin.example.com")} {
		if _, err := os.Stat(f); err != nil {
			t.Error(err)
		}
	}
	if _, err := c.Generate("admin.example.com", nil, false, "test"); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Errorf("regenerate = %v", err)
	}
}
