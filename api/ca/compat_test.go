package ca_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/punch-dev/punch/api/ca"
)

// copyFixture copies testdata/NAME to a temporary CA directory.
func copyFixture(t *testing.T, name string) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), "ca")
	if out, err := exec.Command("cp", "-r", filepath.Join("testdata", name), dst).CombinedOutput(); err != nil {
		t.Fatalf("cp: %v %s", err, out)
	}
	return dst
}

// TestPuppetServerCADirectory manages a CA directory Puppet Server 7.9.5
// created and used: its certificates and CRL read back, and Punch signs and
// revokes in it where Puppet Server left off.
func TestPuppetServerCADirectory(t *testing.T) {
	cadir := copyFixture(t, "puppetserver-ca")
	c, err := ca.Load(ca.Config{SSLDir: t.TempDir(), CADir: cadir, KeyLength: 1024})
	if err != nil {
		t.Fatal(err)
	}
	st, err := c.Status("oracle.test")
	if err != nil || st.State != ca.StateSigned || st.AuthorizationExtensions["pp_cli_auth"] != "true" || st.SerialNumber.Int64() != 2 {
		t.Fatalf("oracle.test = %+v %v", st, err)
	}
	_, csr := makeCSR(t, "newnode", csrOpts{})
	if _, err := c.SubmitRequest(t.Context(), "newnode", csr, "t"); err != nil {
		t.Fatal(err)
	}
	cert, err := c.Sign("newnode", ca.SignOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if cert.SerialNumber.Int64() != 4 {
		t.Errorf("serial = %v, want 4 (Puppet Server's serial file said 0004)", cert.SerialNumber)
	}
	if err := cert.CheckSignatureFrom(c.CACertificate()); err != nil {
		t.Fatal(err)
	}
	if err := c.Revoke([]string{"newnode"}, "t"); err != nil {
		t.Fatal(err)
	}
	crl := readCRL(t, filepath.Join(cadir, "ca_crl.pem"))
	if crl.Number.Int64() != 2 || len(crl.RevokedCertificateEntries) != 2 {
		t.Errorf("CRL number=%v entries=%d, want 2 and 2 (serial 3 revoked by Puppet Server)", crl.Number, len(crl.RevokedCertificateEntries))
	}
	inv, _ := os.ReadFile(filepath.Join(cadir, "inventory.txt"))
	if n := len(splitLines(string(inv))); n != 4 {
		t.Errorf("inventory has %d lines:\n%s", n, inv)
	}
}

// TestMixedNameEncodings: Puppet Server writes issuer names as UTF8String;
// a CA certificate with a PrintableString subject must still recognise the
// certificates and CRL entries it issued.
func TestMixedNameEncodings(t *testing.T) {
	cadir := copyFixture(t, "mixed-ca")
	c, err := ca.Load(ca.Config{SSLDir: t.TempDir(), CADir: cadir})
	if err != nil {
		t.Fatal(err)
	}
	st, err := c.Status("agent1")
	if err != nil || st.State != ca.StateRevoked {
		t.Fatalf("agent1 = %+v %v", st, err)
	}
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return out
}
