package punchtest

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
	"encoding/pem"
	"sort"
	"testing"
)

// csrOIDs are the OIDs of the extensions the tests ask for, written here
// (not taken from api/ca) so that the CA's own table is checked by them.
var csrOIDs = map[string]asn1.ObjectIdentifier{
	"pp_role":       {1, 3, 6, 1, 4, 1, 34380, 1, 1, 13},
	"pp_datacenter": {1, 3, 6, 1, 4, 1, 34380, 1, 1, 19},
}

// CSR makes what an agent makes before it asks a CA for a certificate: a
// 2048-bit RSA key and a certificate request for name asking for the
// extensions exts (Puppet's short names, as csr_attributes.yaml and
// PuppetDB's trusted facts give them, each value a UTF8String). It returns
// both PEM encoded (the key as "RSA PRIVATE KEY"); the test fails on an
// extension name it has no OID for.
func CSR(tb testing.TB, name string, exts map[string]string) (keyPEM, csrPEM []byte) {
	tb.Helper()
	names := make([]string, 0, len(exts))
	for n := range exts {
		names = append(names, n)
	}
	sort.Strings(names)
	var extra []pkix.Extension
	for _, n := range names {
		oid, ok := csrOIDs[n]
		if !ok {
			tb.Fatalf("%s: no OID for the extension %s", name, n)
		}
		der, err := asn1.MarshalWithParams(exts[n], "utf8")
		if err != nil {
			tb.Fatal(err)
		}
		extra = append(extra, pkix.Extension{Id: oid, Value: der})
	}
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		tb.Fatal(err)
	}
	der, err := x509.CreateCertificateRequest(rand.Reader, &x509.CertificateRequest{Subject: pkix.Name{CommonName: name}, ExtraExtensions: extra}, key)
	if err != nil {
		tb.Fatal(err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(key)}),
		pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE REQUEST", Bytes: der})
}
