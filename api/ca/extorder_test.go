package ca_test

import (
	"bytes"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/punch-dev/punch/api/ca"
)

// extLayout is a certificate's extensions in order, each its dotted OID,
// with "!" after it when critical.
func extLayout(c *x509.Certificate) string {
	var out []string
	for _, e := range c.Extensions {
		s := e.Id.String()
		if e.Critical {
			s += "!"
		}
		out = append(out, s)
	}
	return strings.Join(out, " ")
}

// opensslExtNames are the names `openssl x509 -text` prints for the
// extensions Puppet Server writes.
var opensslExtNames = map[string]string{
	"X509v3 Subject Alternative Name": "2.5.29.17",
	"Netscape Comment":                "2.16.840.1.113730.1.13",
	"X509v3 Authority Key Identifier": "2.5.29.35",
	"X509v3 Subject Key Identifier":   "2.5.29.14",
	"X509v3 Basic Constraints":        "2.5.29.19",
	"X509v3 Extended Key Usage":       "2.5.29.37",
	"X509v3 Key Usage":                "2.5.29.15",
}

// opensslLayout reads extLayout's form from `openssl x509 -text` output:
// the extension headers (12 spaces in, ending in ":" or ": critical").
func opensslLayout(t *testing.T, text string) string {
	t.Helper()
	var out []string
	in := false
	for _, l := range strings.Split(text, "\n") {
		switch {
		case strings.TrimSpace(l) == "X509v3 extensions:":
			in = true
			continue
		case !in || !strings.HasPrefix(l, strings.Repeat(" ", 12)) || strings.HasPrefix(l, strings.Repeat(" ", 13)):
			continue
		}
		name, crit, ok := strings.Cut(strings.TrimSpace(l), ":")
		if !ok {
			continue
		}
		oid := name
		if o, known := opensslExtNames[name]; known {
			oid = o
		} else if strings.Trim(name, "0123456789.") != "" {
			t.Fatalf("openssl's extension name %q: no OID known", name)
		}
		if strings.TrimSpace(crit) == "critical" {
			oid += "!"
		}
		out = append(out, oid)
	}
	return strings.Join(out, " ")
}

func readFixtureCert(t *testing.T, path string) *x509.Certificate {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	certs, err := ca.ParseCertificates(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return certs[0]
}

// sameFixedValues checks that the extensions whose value does not depend on
// keys, names or serials are byte for byte Puppet Server's.
func sameFixedValues(t *testing.T, what string, got, want *x509.Certificate) {
	t.Helper()
	fixed := map[string]bool{"2.16.840.1.113730.1.13": true, "2.5.29.19": true, "2.5.29.37": true, "2.5.29.15": true, "1.3.6.1.4.1.34380.1.3.39": true}
	for _, w := range want.Extensions {
		if !fixed[w.Id.String()] {
			continue
		}
		for _, g := range got.Extensions {
			if g.Id.Equal(w.Id) && !bytes.Equal(g.Value, w.Value) {
				t.Errorf("%s: extension %s is % x, Puppet Server's % x", what, w.Id, g.Value, w.Value)
			}
		}
	}
}

// TestExtensionOrderMatchesPuppetServer: the CA certificate, the server's
// own certificate and the certificates signed from agents' CSRs list their
// extensions in the order (and with the criticality and fixed values) of
// Puppet Server 7.9.5's: testdata/puppetserver-ca (its CA and server
// certificate), testdata/mixed-ca (an agent it signed) and the site6
// recording's agent certificate with CSR extensions (openssl's text of it).
func TestExtensionOrderMatchesPuppetServer(t *testing.T) {
	c, _ := newCA(t, ca.Config{Autosign: "true", DNSAltNames: []string{"localhost", serverName}})

	wantCA := readFixtureCert(t, "testdata/puppetserver-ca/ca_crt.pem")
	if got, want := extLayout(c.CACertificate()), extLayout(wantCA); got != want {
		t.Errorf("CA certificate extensions:\n  punch  %s\n  puppet %s", got, want)
	}
	sameFixedValues(t, "CA certificate", c.CACertificate(), wantCA)

	wantServer := readFixtureCert(t, "testdata/puppetserver-ca/signed/oracle.test.pem")
	server := readFixtureCert(t, c.Paths().HostCert(serverName))
	if got, want := extLayout(server), extLayout(wantServer); got != want {
		t.Errorf("server certificate extensions:\n  punch  %s\n  puppet %s", got, want)
	}
	sameFixedValues(t, "server certificate", server, wantServer)

	wantAgent := readFixtureCert(t, "testdata/mixed-ca/signed/agent1.pem")
	_, csr := makeCSR(t, "agent1", csrOpts{})
	res, err := c.SubmitRequest(t.Context(), "agent1", csr, "test")
	if err != nil || !res.Signed {
		t.Fatalf("agent1's CSR: %+v %v", res, err)
	}
	if got, want := extLayout(res.Certificate), extLayout(wantAgent); got != want {
		t.Errorf("agent certificate extensions:\n  punch  %s\n  puppet %s", got, want)
	}
	sameFixedValues(t, "agent certificate", res.Certificate, wantAgent)

	// The site6 agent asked for pp_datacenter, pp_role and a private
	// extension (csr_attributes.yaml, in this order).
	text, err := os.ReadFile(filepath.Join("..", "..", "cmd", "tools", "site6", "puppetserver", "00-fresh.cert.txt"))
	if err != nil {
		t.Fatal(err)
	}
	exts := []pkix.Extension{
		utf8Ext(asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 34380, 1, 1, 19}, "ams"),
		utf8Ext(asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 34380, 1, 1, 13}, "web"),
		utf8Ext(asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 34380, 1, 2, 1}, "custom"),
	}
	_, csr = makeCSR(t, "fresh.site6.test", csrOpts{exts: exts})
	res, err = c.SubmitRequest(t.Context(), "fresh.site6.test", csr, "test")
	if err != nil || !res.Signed {
		t.Fatalf("fresh.site6.test's CSR: %+v %v", res, err)
	}
	if got, want := extLayout(res.Certificate), opensslLayout(t, string(text)); got != want {
		t.Errorf("certificate extensions of an agent with CSR extensions:\n  punch  %s\n  puppet %s", got, want)
	}
}
