package ca_test

import (
	"crypto/x509"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/api/ca"
)

// TestLoadCertPool: the CA file's certificates land in the pool (a new one
// or the one given); a missing file gives its read error, a file without
// a PEM certificate says so with its name.
func TestLoadCertPool(t *testing.T) {
	c, _ := newCA(t, ca.Config{Autosign: "true"})
	dir := t.TempDir()
	good := filepath.Join(dir, "ca.pem")
	if err := os.WriteFile(good, c.CACertPEM(), 0o644); err != nil {
		t.Fatal(err)
	}
	certs, err := ca.ParseCertificates(c.CACertPEM())
	if err != nil {
		t.Fatal(err)
	}
	pool, err := ca.LoadCertPool(good, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := certs[0].Verify(x509.VerifyOptions{Roots: pool}); err != nil {
		t.Errorf("the CA certificate is not trusted by the pool: %v", err)
	}
	base := x509.NewCertPool()
	if p, err := ca.LoadCertPool(good, base); err != nil || p != base {
		t.Errorf("the pool given is not the one filled: %p %p %v", p, base, err)
	}

	bad := filepath.Join(dir, "bad.pem")
	if err := os.WriteFile(bad, []byte("not a certificate\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ca.LoadCertPool(bad, nil); err == nil || err.Error() != bad+" holds no PEM certificate" {
		t.Errorf("a file without a certificate: got %v", err)
	}
	_, err = ca.LoadCertPool(filepath.Join(dir, "missing.pem"), nil)
	if !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), "missing.pem") {
		t.Errorf("a missing file: got %v", err)
	}
}
