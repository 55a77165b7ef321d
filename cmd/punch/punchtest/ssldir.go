package punchtest

import (
	"crypto/tls"
	"crypto/x509"
	"os"
	"path/filepath"
	"testing"
)

// TLSConfig is a client's TLS configuration from a Puppet ssldir, as
// puppet agent, `punch ca generate`, punch serve and PuppetDB's test set-up
// (api/puppetdb/testdata) write one: it trusts the CA certificate
// certs/ca.pem and, unless name is "", presents name's certificate
// certs/NAME.pem with its key private_keys/NAME.pem. The caller sets
// ServerName where the address it dials is not a name in the server's
// certificate.
func TLSConfig(tb testing.TB, ssldir, name string) *tls.Config {
	tb.Helper()
	caPEM, err := os.ReadFile(filepath.Join(ssldir, "certs", "ca.pem"))
	if err != nil {
		tb.Fatal(err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(caPEM) {
		tb.Fatalf("%s: no PEM certificate", filepath.Join(ssldir, "certs", "ca.pem"))
	}
	tc := &tls.Config{RootCAs: pool}
	if name != "" {
		cert, err := tls.LoadX509KeyPair(filepath.Join(ssldir, "certs", name+".pem"), filepath.Join(ssldir, "private_keys", name+".pem"))
		if err != nil {
			tb.Fatal(err)
		}
		tc.Certificates = []tls.Certificate{cert}
	}
	return tc
}
