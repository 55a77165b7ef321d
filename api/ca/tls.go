package ca

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net/http"

	"github.com/rs/zerolog"
)

// TLSConfig returns the server's TLS configuration: the server certificate
// from the ssldir, client certificates requested but optional (Puppet
// Server's client-auth "want"), verified against the CA when given, and
// refused during the handshake when revoked. Unauthenticated clients get
// through; the authorization layer decides what they may do.
func (c *CA) TLSConfig() (*tls.Config, error) {
	cert, err := c.ServerCertificate()
	if err != nil {
		return nil, err
	}
	return serverTLSConfig(cert, c.pool, c.VerifyClient), nil
}

// serverTLSConfig is the TLS configuration of a Puppet server: the CA's
// server and a compiler whose CA is elsewhere (Trust) differ only in where
// the CA certificate and the CRL come from.
func serverTLSConfig(cert tls.Certificate, pool *x509.CertPool, verify func(tls.ConnectionState) error) *tls.Config {
	return &tls.Config{
		MinVersion:       tls.VersionTLS12,
		Certificates:     []tls.Certificate{cert},
		ClientAuth:       tls.VerifyClientCertIfGiven,
		ClientCAs:        pool,
		VerifyConnection: verify,
	}
}

// ErrRevoked is returned (wrapped) for a client whose certificate is on the
// CRL.
var ErrRevoked = errors.New("certificate revoked")

// VerifyClient checks a verified client chain against the CRL. It accepts
// connections without a client certificate.
func (c *CA) VerifyClient(cs tls.ConnectionState) error {
	return verifyClient(cs, c.IsRevoked, c.log)
}

// verifyClient refuses a client whose verified certificate isRevoked says
// is revoked, or when the CRL cannot be read (fail closed).
func verifyClient(cs tls.ConnectionState, isRevoked func(*x509.Certificate) (bool, error), log zerolog.Logger) error {
	if len(cs.PeerCertificates) == 0 {
		return nil
	}
	leaf := cs.PeerCertificates[0]
	if len(cs.VerifiedChains) == 0 {
		return fmt.Errorf("client certificate %q was not verified against the Puppet CA", leaf.Subject.CommonName)
	}
	revoked, err := isRevoked(leaf)
	if err != nil {
		// Fail closed: without a readable CRL we cannot tell.
		log.Error().Err(err).Msg("Could not read the CRL to check a client certificate; refusing the connection. Fix the CRL file.")
		return err
	}
	if revoked {
		log.Warn().Str("certname", leaf.Subject.CommonName).Str("serial", leaf.SerialNumber.String()).
			Msg("Refused a TLS connection with a revoked certificate; the node needs a new certificate (`punch ca clean` it, then `puppet ssl clean` and `puppet ssl bootstrap` on the node)")
		return fmt.Errorf("client certificate %q (serial %s): %w", leaf.Subject.CommonName, leaf.SerialNumber, ErrRevoked)
	}
	return nil
}

// PeerCertificate returns the verified client certificate of r, or nil
// when the client sent none (or r is not over TLS).
func PeerCertificate(r *http.Request) *x509.Certificate {
	if r.TLS == nil || len(r.TLS.VerifiedChains) == 0 || len(r.TLS.VerifiedChains[0]) == 0 {
		return nil
	}
	return r.TLS.VerifiedChains[0][0]
}
