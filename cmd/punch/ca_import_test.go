package main

import (
	"crypto/x509"
	"os"
	"path/filepath"
	"testing"

	"github.com/punch-dev/punch/api/ca"
)

// TestCAImportThenSign: after punch ca import of an intermediate CA (the
// opscli site's extca2: bundle.pem is the intermediate and its root,
// crl_chain.pem both CRLs), the CA signs with the intermediate: a
// generated certificate and the server's verify up to the external root,
// and the CRL the CA publishes is the intermediate's own, then revocations
// are added to it.
func TestCAImportThenSign(t *testing.T) {
	ext, err := filepath.Abs(filepath.Join("testdata", "opscli", "site", "extca2"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	// (--cadir: the default, /etc/puppet/puppetserver/ca, may hold a CA)
	punchCA := func(t *testing.T, dir string, args ...string) (int, string, string) {
		return punchCA(t, dir, append(args, "--cadir", filepath.Join(dir, "ca"))...)
	}
	code, out, errs := punchCA(t, dir, "import", "--certname", "puppet.example.com",
		"--cert-bundle", filepath.Join(ext, "bundle.pem"), "--private-key", filepath.Join(ext, "int_key.pem"),
		"--crl-chain", filepath.Join(ext, "crl_chain.pem"))
	if code != 0 || out != "Import succeeded. Find your files in "+filepath.Join(dir, "ca")+"\n" {
		t.Fatalf("import = %d %q %q", code, out, errs)
	}
	if code, _, errs = punchCA(t, dir, "generate", "--certname", "agent1.example.com"); code != 0 {
		t.Fatalf("generate = %d %q", code, errs)
	}
	rootPEM, _ := os.ReadFile(filepath.Join(ext, "root_crt.pem"))
	bundlePEM, _ := os.ReadFile(filepath.Join(ext, "bundle.pem"))
	roots, inter := x509.NewCertPool(), x509.NewCertPool()
	roots.AppendCertsFromPEM(rootPEM)
	inter.AppendCertsFromPEM(bundlePEM)
	for _, name := range []string{"agent1.example.com", "puppet.example.com"} {
		data, err := os.ReadFile(filepath.Join(dir, "certs", name+".pem"))
		if err != nil {
			t.Fatal(err)
		}
		certs, err := ca.ParseCertificates(data)
		if err != nil || len(certs) != 1 {
			t.Fatalf("%s: %v", name, err)
		}
		if certs[0].Issuer.CommonName != "External Intermediate CA" {
			t.Errorf("%s issued by %q", name, certs[0].Issuer.CommonName)
		}
		if _, err := certs[0].Verify(x509.VerifyOptions{Roots: roots, Intermediates: inter, KeyUsages: []x509.ExtKeyUsage{x509.ExtKeyUsageAny}}); err != nil {
			t.Errorf("%s does not verify up to the external root: %v", name, err)
		}
	}
	if code, _, errs = punchCA(t, dir, "revoke", "--certname", "agent1.example.com"); code != 0 {
		t.Fatalf("revoke = %d %q", code, errs)
	}
	data, err := os.ReadFile(filepath.Join(dir, "ca", "ca_crl.pem"))
	if err != nil {
		t.Fatal(err)
	}
	crls, err := ca.ParseCRLs(data)
	if err != nil || len(crls) != 2 {
		t.Fatalf("ca_crl.pem: %d CRLs, %v", len(crls), err)
	}
	if crls[0].Issuer.CommonName != "External Intermediate CA" || len(crls[0].RevokedCertificateEntries) != 1 ||
		crls[1].Issuer.CommonName != "External Root CA 2" || len(crls[1].RevokedCertificateEntries) != 0 {
		t.Errorf("ca_crl.pem after the revocation: %s with %d, %s with %d revoked", crls[0].Issuer.CommonName,
			len(crls[0].RevokedCertificateEntries), crls[1].Issuer.CommonName, len(crls[1].RevokedCertificateEntries))
	}
}
