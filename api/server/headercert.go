package server

import (
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"net/http"
	"net/url"
	"strings"
)

// Behind a TLS-terminating load balancer, Puppet Server listens on plain
// HTTP (webserver host/port) and, with auth.conf's allow-header-cert-info,
// takes the client's identity from headers the balancer sets: the
// verification status (ssl_client_verify_header, X-Client-Verify: SUCCESS),
// the subject DN (ssl_client_header, X-Client-DN: CN=name) and the
// certificate itself (X-Client-Cert, URL-encoded PEM), for its extensions.
// Punch does the same on its http_bind listener only: requests over TLS
// never take an identity from headers, and without HeaderCertInfo the
// plain listener's requests are unauthenticated.

// HeaderCertInfo configures identities from a proxy's headers.
type HeaderCertInfo struct {
	// VerifyHeader and DNHeader are Puppet's ssl_client_verify_header and
	// ssl_client_header, in CGI form (HTTP_X_CLIENT_VERIFY) or as header
	// names.
	VerifyHeader, DNHeader string
}

// cgiHeader turns HTTP_X_CLIENT_DN into X-Client-Dn (any case matches).
func cgiHeader(name string) string {
	name = strings.TrimPrefix(name, "HTTP_")
	return strings.ReplaceAll(name, "_", "-")
}

// headerIdentity gives a plain-HTTP request the identity its proxy's
// headers carry, as a verified peer certificate, so that authorization,
// $trusted and the CA see it as they see a TLS client's.
func (s *Server) headerIdentity(next http.Handler) http.Handler {
	hc := s.cfg.HeaderCertInfo
	if hc == nil {
		return next
	}
	verifyH, dnH := cgiHeader(hc.VerifyHeader), cgiHeader(hc.DNHeader)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.TLS != nil || r.Header.Get(verifyH) != "SUCCESS" {
			next.ServeHTTP(w, r)
			return
		}
		cn := dnCommonName(r.Header.Get(dnH))
		if cn == "" {
			next.ServeHTTP(w, r)
			return
		}
		cert := &x509.Certificate{Subject: pkix.Name{CommonName: cn}}
		if raw := r.Header.Get("X-Client-Cert"); raw != "" {
			if c := parseHeaderCert(raw); c != nil && c.Subject.CommonName == cn {
				cert = c
			}
		}
		r2 := r.Clone(r.Context())
		r2.TLS = &tls.ConnectionState{VerifiedChains: [][]*x509.Certificate{{cert}}, PeerCertificates: []*x509.Certificate{cert}}
		next.ServeHTTP(w, r2)
	})
}

// dnCommonName is the CN of a subject DN in RFC 2253 form (CN=a,O=b) or
// OpenSSL's (/O=b/CN=a); "" when there is none.
func dnCommonName(dn string) string {
	sep := ","
	if strings.HasPrefix(dn, "/") {
		sep = "/"
	}
	for _, part := range strings.Split(dn, sep) {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		if ok && strings.EqualFold(strings.TrimSpace(k), "CN") {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// parseHeaderCert reads X-Client-Cert: a URL-encoded PEM certificate.
func parseHeaderCert(raw string) *x509.Certificate {
	if dec, err := url.QueryUnescape(raw); err == nil {
		raw = dec
	}
	block, _ := pem.Decode([]byte(raw))
	if block == nil || block.Type != "CERTIFICATE" {
		return nil
	}
	c, err := x509.ParseCertificate(block.Bytes)
	if err != nil {
		return nil
	}
	return c
}
