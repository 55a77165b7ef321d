package ca

import (
	"bytes"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
	"encoding/pem"
	"net/http/httptest"
	"testing"

	"github.com/rs/zerolog"
)

func seedCSR(f *testing.F) []byte {
	key, err := rsa.GenerateKey(rand.Reader, 1024+1024)
	if err != nil {
		f.Fatal(err)
	}
	role, _ := asn1.Marshal(asn1.RawValue{Tag: asn1.TagUTF8String, Bytes: []byte("web")})
	der, err := x509.CreateCertificateRequest(rand.Reader, &x509.CertificateRequest{
		Subject:         pkix.Name{CommonName: "agent1"},
		DNSNames:        []string{"agent1", "alt.example.com"},
		ExtraExtensions: []pkix.Extension{{Id: asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 34380, 1, 1, 13}, Value: role}},
	}, key)
	if err != nil {
		f.Fatal(err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE REQUEST", Bytes: der})
}

// FuzzDecodeCSR feeds arbitrary bytes to the CSR decoder and the checks
// applied to a decoded CSR: none may panic.
func FuzzDecodeCSR(f *testing.F) {
	good := seedCSR(f)
	f.Add(good)
	f.Add([]byte("hello"))
	f.Add([]byte("-----BEGIN CERTIFICATE REQUEST-----\nAAAA\n-----END CERTIFICATE REQUEST-----\n"))
	f.Add(bytes.Replace(good, []byte("CERTIFICATE REQUEST"), []byte("NEW CERTIFICATE REQUEST"), -1))
	f.Add(append([]byte("-----BEGIN CERTIFICATE-----\n\n-----END CERTIFICATE-----\n"), good...))
	f.Fuzz(func(t *testing.T, data []byte) {
		csr, err := DecodeCSR(data)
		if err != nil {
			if csr != nil {
				t.Fatal("csr with error")
			}
			return
		}
		cn := csr.Subject.CommonName
		_ = ValidateSubject(cn, cn)
		_ = ValidName(cn)
		_ = checkCSRPolicy(csr, false, false)
		_ = checkCSRPolicy(csr, true, true)
		_ = csrStatus(cn, csr)
		_ = PuppetExtensions(csr.Extensions)
	})
}

// FuzzDecodeStatusRequest and FuzzDecodeCleanRequest cover the JSON bodies
// of certificate_status and clean.
func FuzzDecodeStatusRequest(f *testing.F) {
	for _, s := range []string{`{"desired_state":"signed"}`, `{"desired_state":"revoked","cert_ttl":3600}`, `{"desired_state":7}`,
		`{"cert_ttl":"x","desired_state":"signed"}`, `[]`, `null`, `{"desired_state":"signed"} trailing`, ``} {
		f.Add("agent1", []byte(s))
	}
	f.Fuzz(func(t *testing.T, name string, body []byte) {
		req, err := DecodeStatusRequest(name, body)
		if err == nil && req.DesiredState != StateSigned && req.DesiredState != StateRevoked {
			t.Fatalf("accepted state %q", req.DesiredState)
		}
		if err != nil && StatusOf(err) != 400 {
			t.Fatalf("status %d for %v", StatusOf(err), err)
		}
	})
}

func FuzzDecodeCleanRequest(f *testing.F) {
	for _, s := range []string{`{"certnames":["a","b"]}`, `{"certnames":"a"}`, `{"certnames":[1]}`, `{"async":true,"certnames":[]}`, `{}`, `x`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		if _, err := DecodeCleanRequest(body); err != nil && StatusOf(err) != 400 {
			t.Fatalf("status %d for %v", StatusOf(err), err)
		}
	})
}

// FuzzPutCertificateRequest drives the PUT certificate_request handler with
// arbitrary names and bodies against a real CA (autosign on): the answer is
// always 200 or a 4xx, and nothing is ever written outside the CA's
// directories.
func FuzzPutCertificateRequest(f *testing.F) {
	good := seedCSR(f)
	f.Add("agent1", good)
	f.Add("agent2", good)
	f.Add("..%2Fx", good)
	f.Add("Agent1", []byte("garbage"))
	c, err := Open(Config{SSLDir: f.TempDir(), Certname: "puppet.test", KeyLength: 2048, Autosign: "true", AllowDuplicateCerts: true, Logger: zerolog.Nop()})
	if err != nil {
		f.Fatal(err)
	}
	h := c.Routes()
	f.Fuzz(func(t *testing.T, name string, body []byte) {
		req := httptest.NewRequest("PUT", "/certificate_request/x", bytes.NewReader(body))
		req.URL.Path = "/certificate_request/" + name
		req.URL.RawPath = ""
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != 200 && (rec.Code < 400 || rec.Code >= 500) {
			t.Fatalf("PUT %q: %d %s", name, rec.Code, rec.Body)
		}
	})
}
