package ca

import (
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io/fs"
	"math/big"
	"os"
	"time"

	"github.com/rs/zerolog"
)

// TrustConfig sets up a server whose CA is elsewhere (`punch serve --ca
// false`, Puppet Server with its certificate-authority-disabled-service):
// the files are Puppet's settings of the same names in the server's ssldir,
// put there by `puppet ssl bootstrap` against the CA server or copied from
// it.
type TrustConfig struct {
	// Certname is the server's certname; its certificate must be for it.
	Certname string
	// LocalCACert is the CA certificate bundle (localcacert,
	// $ssldir/certs/ca.pem).
	LocalCACert string
	// HostCRL is the CA's CRL (hostcrl, $ssldir/crl.pem); one CRL per CA
	// of the bundle that issues certificates.
	HostCRL string
	// HostCert and HostKey are the server's certificate and private key
	// (hostcert, hostprivkey), issued by the CA.
	HostCert, HostKey string
	Logger            zerolog.Logger
	// Now is the clock (default time.Now); tests set it.
	Now func() time.Time
}

// Trust is a server's TLS identity when the CA is elsewhere: it trusts
// the CA certificate and the CRL it is given, re-reads the CRL when the
// file changes (as Puppet Server's CRL refresh does), and can neither sign
// nor revoke anything. Its methods are safe for concurrent use.
type Trust struct {
	cfg   TrustConfig
	certs []*x509.Certificate // the CA bundle
	pool  *x509.CertPool
	cert  tls.Certificate
	leaf  *x509.Certificate
	crl   fileCache[trustCRL]
}

// trustCRL is the CRL file as last read: the serials each CA of the bundle
// revoked (by the CA's index in the bundle) and each CA's CRL number.
type trustCRL struct {
	pem     []byte
	revoked map[int]map[string]bool
	number  map[int]*big.Int
}

// OpenTrust reads and checks the CA certificate, the CRL and the server's
// certificate and key. It creates nothing: a missing or inconsistent file
// is an error that says how to get it.
func OpenTrust(cfg TrustConfig) (*Trust, error) {
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	t := &Trust{cfg: cfg}
	howTo := "run `puppet ssl bootstrap --server CA_SERVER --certname " + cfg.Certname +
		"` with this ssldir on this host, or `punch ca generate --certname " + cfg.Certname +
		"` on the CA server and copy its certs/ca.pem, crl.pem and this server's certificate and key here"
	data, err := os.ReadFile(cfg.LocalCACert)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("the CA is elsewhere (--ca false) but its certificate (localcacert) %s is missing: %s", cfg.LocalCACert, howTo)
	}
	if err != nil {
		return nil, fmt.Errorf("reading the CA certificate (localcacert): %w", err)
	}
	if t.certs, err = ParseCertificates(data); err != nil {
		return nil, fmt.Errorf("reading the CA certificate (localcacert) %s: %w", cfg.LocalCACert, err)
	}
	t.pool = x509.NewCertPool()
	for _, c := range t.certs {
		t.pool.AddCert(c)
	}
	if _, err := os.Stat(cfg.HostCRL); errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("the CA is elsewhere (--ca false) but its CRL (hostcrl) %s is missing: %s", cfg.HostCRL, howTo)
	}
	st, err := t.currentCRL()
	if err != nil {
		return nil, err
	}
	if len(st.number) == 0 {
		return nil, fmt.Errorf("the CRL (hostcrl) %s holds no CRL of the CA in %s", cfg.HostCRL, cfg.LocalCACert)
	}
	if _, err := os.Stat(cfg.HostCert); errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("this server's certificate (hostcert) %s is missing: %s", cfg.HostCert, howTo)
	}
	if t.cert, err = tls.LoadX509KeyPair(cfg.HostCert, cfg.HostKey); err != nil {
		return nil, fmt.Errorf("loading this server's certificate %s and key %s: %w", cfg.HostCert, cfg.HostKey, err)
	}
	if t.leaf, err = x509.ParseCertificate(t.cert.Certificate[0]); err != nil {
		return nil, fmt.Errorf("reading this server's certificate %s: %w", cfg.HostCert, err)
	}
	if cn := t.leaf.Subject.CommonName; cn != cfg.Certname {
		return nil, fmt.Errorf("this server's certificate %s is for %q, not for its certname %q", cfg.HostCert, cn, cfg.Certname)
	}
	inter := x509.NewCertPool()
	for _, der := range t.cert.Certificate[1:] {
		if c, err := x509.ParseCertificate(der); err == nil {
			inter.AddCert(c)
		}
	}
	if _, err := t.leaf.Verify(x509.VerifyOptions{Roots: t.pool, Intermediates: inter, CurrentTime: cfg.Now(),
		KeyUsages: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}); err != nil {
		return nil, fmt.Errorf("this server's certificate %s is not valid for the CA in %s: %w", cfg.HostCert, cfg.LocalCACert, err)
	}
	revoked, err := t.IsRevoked(t.leaf)
	if err != nil {
		return nil, err
	}
	if revoked {
		return nil, fmt.Errorf("this server's certificate %s (serial %s) is revoked by the CRL %s: get a new one from the CA", cfg.HostCert, t.leaf.SerialNumber, cfg.HostCRL)
	}
	cfg.Logger.Info().Str("localcacert", cfg.LocalCACert).Str("hostcrl", cfg.HostCRL).Str("certname", cfg.Certname).
		Str("ca", t.certs[0].Subject.CommonName).Msg("CA disabled (--ca false): trusting the given CA certificate and CRL; this server signs nothing")
	return t, nil
}

// CertPool returns the CA certificates the server trusts.
func (t *Trust) CertPool() *x509.CertPool { return t.pool }

// Certificate returns the server's certificate and key, for a client
// connection to the CA server or PuppetDB.
func (t *Trust) Certificate() tls.Certificate { return t.cert }

// TLSConfig returns the server's TLS configuration, as CA.TLSConfig's.
func (t *Trust) TLSConfig() (*tls.Config, error) {
	return serverTLSConfig(t.cert, t.pool, t.VerifyClient), nil
}

// VerifyClient checks a verified client chain against the CRL.
func (t *Trust) VerifyClient(cs tls.ConnectionState) error {
	return verifyClient(cs, t.IsRevoked, t.cfg.Logger)
}

// issuerOf returns the index in the bundle of the CA whose name is cert's
// issuer (-1 when none).
func (t *Trust) issuerOf(cert *x509.Certificate) int {
	for i, c := range t.certs {
		if sameName(cert.RawIssuer, c.RawSubject, cert.Issuer, c.Subject) {
			return i
		}
	}
	return -1
}

// IsRevoked reports whether cert, or a CA certificate of the bundle between
// it and the root, is on its issuer's CRL (Puppet's certificate_revocation
// = chain). A certificate whose issuer has no CRL in the file is an error:
// revocation cannot be checked, so the caller refuses it.
func (t *Trust) IsRevoked(cert *x509.Certificate) (bool, error) {
	st, err := t.currentCRL()
	if err != nil {
		return false, err
	}
	for depth := 0; depth <= len(t.certs); depth++ {
		i := t.issuerOf(cert)
		if i < 0 {
			if depth == 0 {
				return false, fmt.Errorf("certificate %q was not issued by a CA in %s", cert.Subject.CommonName, t.cfg.LocalCACert)
			}
			return false, nil
		}
		issuer := t.certs[i]
		if issuer == cert || bytes.Equal(issuer.Raw, cert.Raw) {
			return false, nil // the self-signed root
		}
		serials, ok := st.revoked[i]
		if !ok {
			return false, fmt.Errorf("the CRL %s has no CRL of %q, the issuer of %q: revocation cannot be checked", t.cfg.HostCRL, issuer.Subject.CommonName, cert.Subject.CommonName)
		}
		if serials[cert.SerialNumber.String()] {
			return true, nil
		}
		cert = issuer
	}
	return false, nil
}

// currentCRL returns the CRL file's content, re-read when it changed.
func (t *Trust) currentCRL() (trustCRL, error) {
	return t.crl.get(t.cfg.HostCRL, "CRL (hostcrl)", func(data []byte, _ time.Time) (trustCRL, error) {
		return t.parseCRL(data)
	})
}

// parseCRL reads a CRL bundle, keeping the CRLs of the trusted CAs after
// checking their signatures; a CRL of another issuer is ignored, a CRL
// with a bad signature is an error.
func (t *Trust) parseCRL(data []byte) (trustCRL, error) {
	crls, err := ParseCRLs(data)
	if err != nil {
		return trustCRL{}, err
	}
	st := trustCRL{pem: data, revoked: map[int]map[string]bool{}, number: map[int]*big.Int{}}
	for _, crl := range crls {
		i := -1
		for j, c := range t.certs {
			if sameName(crl.RawIssuer, c.RawSubject, crl.Issuer, c.Subject) {
				i = j
				break
			}
		}
		if i < 0 {
			continue
		}
		if err := crl.CheckSignatureFrom(t.certs[i]); err != nil {
			return trustCRL{}, fmt.Errorf("the CRL of %q does not verify with its certificate: %w", t.certs[i].Subject.CommonName, err)
		}
		if _, dup := st.revoked[i]; dup {
			continue // the first CRL of an issuer counts, as the CA writes it
		}
		serials := map[string]bool{}
		for _, e := range crl.RevokedCertificateEntries {
			serials[e.SerialNumber.String()] = true
		}
		st.revoked[i], st.number[i] = serials, crl.Number
	}
	return st, nil
}

// UpdateCRL replaces the CRL file with pemData (the CA server's CRL) when
// it differs, after checking it: it must parse, verify with the trusted
// CA certificates, cover every CA the current file covers and not be older
// (a lower CRL number) than it. It reports whether the file changed.
func (t *Trust) UpdateCRL(pemData []byte) (bool, error) {
	cur, err := t.currentCRL()
	if err != nil {
		return false, err
	}
	if bytes.Equal(cur.pem, pemData) {
		return false, nil
	}
	next, err := t.parseCRL(pemData)
	if err != nil {
		return false, fmt.Errorf("the CA server's CRL: %w", err)
	}
	for i, n := range cur.number {
		m, ok := next.number[i]
		if !ok {
			return false, fmt.Errorf("the CA server's CRL has no CRL of %q", t.certs[i].Subject.CommonName)
		}
		if n != nil && m != nil && m.Cmp(n) < 0 {
			return false, fmt.Errorf("the CA server's CRL of %q (number %s) is older than %s's (number %s)", t.certs[i].Subject.CommonName, m, t.cfg.HostCRL, n)
		}
	}
	if err := writeFileAtomic(t.cfg.HostCRL, pemData, publicPerm); err != nil {
		return false, err
	}
	return true, nil
}
