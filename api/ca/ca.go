// Package ca is Punch's certificate authority: it creates and keeps a CA in
// Puppet Server 7's file layout, signs and revokes agent certificates,
// publishes the CRL, serves the /puppet-ca/v1 HTTP API, and builds the
// server's TLS configuration.
//
// Every change to the CA's files happens under an exclusive lock on
// cadir/ca.lock and re-reads the files it depends on, so `punch ca` and a
// running `punch serve` can work on one cadir at the same time. Files are
// written to a temporary name and renamed into place.
package ca

import (
	"bytes"
	"context"
	"crypto"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"fmt"
	"io/fs"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/rs/zerolog"
)

// Defaults that match Puppet 7's settings.
const (
	DefaultKeyLength = 4096                                   // keylength
	DefaultTTL       = time.Duration(157680000) * time.Second // ca_ttl: 5 years
)

// Config is how the CA is set up. SSLDir is required; Certname is required
// to create a CA (Open) but not to manage an existing one (Load).
type Config struct {
	SSLDir string
	// CADir defaults to SSLDir/ca.
	CADir string
	// Certname is the server's own certificate name.
	Certname string
	// DNSAltNames are extra names (or "IP:a.b.c.d") for the server's
	// certificate. Empty means "puppet" and the certname, as in Puppet.
	DNSAltNames []string
	// CAName is the CA certificate's CN; default "Puppet CA: <certname>".
	CAName string
	// Autosign is Puppet's autosign setting: "true", "false" (the default),
	// or a path to an autosign.conf or to a policy executable.
	Autosign string
	// AutosignTimeout bounds a policy executable (default 30s).
	AutosignTimeout time.Duration
	// TTL is the lifetime of new certificates, CA included (ca_ttl).
	TTL time.Duration
	// KeyLength is the RSA key size for keys the CA generates.
	KeyLength int
	// AllowSubjectAltNames and AllowAuthorizationExtensions are Puppet
	// Server's ca.conf settings of the same names (default false).
	AllowSubjectAltNames         bool
	AllowAuthorizationExtensions bool
	// AllowDuplicateCerts lets a new CSR replace an existing request or
	// certificate for the same name (Puppet's allow_duplicate_certs).
	AllowDuplicateCerts bool
	// MaxCSRBytes limits a submitted CSR (default MaxCSRBytes).
	MaxCSRBytes int64
	// PuppetVersion is sent in the X-Puppet-Version header (default 7.23.0).
	PuppetVersion string
	Logger        zerolog.Logger
	// Now is the clock (default time.Now); tests set it.
	Now func() time.Time
}

func (c *Config) setDefaults() {
	if c.CAName == "" && c.Certname != "" {
		c.CAName = "Puppet CA: " + c.Certname
	}
	if c.TTL <= 0 {
		c.TTL = DefaultTTL
	}
	if c.KeyLength <= 0 {
		c.KeyLength = DefaultKeyLength
	}
	if c.AutosignTimeout <= 0 {
		c.AutosignTimeout = DefaultAutosignTimeout
	}
	if c.MaxCSRBytes <= 0 {
		c.MaxCSRBytes = MaxCSRBytes
	}
	if c.PuppetVersion == "" {
		c.PuppetVersion = "7.23.0"
	}
	if c.Now == nil {
		c.Now = time.Now
	}
}

// CA is an open certificate authority. Its methods are safe for concurrent
// use.
type CA struct {
	cfg   Config
	paths Paths
	log   zerolog.Logger

	// mu serialises writers in this process; the lock file serialises
	// writers across processes.
	mu sync.Mutex

	caCert *x509.Certificate
	caKey  crypto.Signer
	caPEM  []byte
	pool   *x509.CertPool

	crl fileCache[crlState]
}

// crlState is the CRL as last read from disk.
type crlState struct {
	modTime time.Time
	pem     []byte
	revoked map[string]bool // serial numbers in decimal
	number  *big.Int
}

// Open opens the CA under cfg.SSLDir/cfg.CADir, creating the CA and the
// server's own key and certificate (for cfg.Certname) on first start, as
// Puppet Server does. An existing CA is reused; a half-present one (some
// of ca_crt.pem, ca_key.pem, ca_crl.pem, serial, inventory.txt missing)
// is an error rather than something to overwrite.
func Open(cfg Config) (*CA, error) {
	if cfg.SSLDir == "" {
		return nil, errors.New("ca: no ssldir given")
	}
	if cfg.Certname == "" {
		return nil, errors.New("ca: no certname given for the server")
	}
	if !ValidName(cfg.Certname) || ValidateSubject(cfg.Certname, cfg.Certname) != nil {
		return nil, fmt.Errorf("ca: invalid certname %q: use lower-case letters, digits, '-', '_' and dots", cfg.Certname)
	}
	cfg.setDefaults()
	c := &CA{cfg: cfg, paths: NewPaths(cfg.SSLDir, cfg.CADir), log: cfg.Logger}
	if err := c.bootstrap(); err != nil {
		return nil, err
	}
	if err := c.ensureServerCert(); err != nil {
		return nil, err
	}
	return c, nil
}

// Load opens an existing CA without creating anything; `punch ca` uses it.
func Load(cfg Config) (*CA, error) {
	if cfg.SSLDir == "" && cfg.CADir == "" {
		return nil, errors.New("ca: no ssldir given")
	}
	cfg.setDefaults()
	c := &CA{cfg: cfg, paths: NewPaths(cfg.SSLDir, cfg.CADir), log: cfg.Logger}
	if !exists(c.paths.CACert) || !exists(c.paths.CAKey) {
		return nil, fmt.Errorf("no CA found in %s (ca_crt.pem and ca_key.pem are missing); start `punch serve` once to create it, or pass the right --ssldir/--cadir", c.paths.CADir)
	}
	for _, d := range []string{c.paths.SignedDir, c.paths.RequestsDir} {
		if err := os.MkdirAll(d, dirPerm); err != nil {
			return nil, fmt.Errorf("creating %s: %w", d, err)
		}
	}
	if err := c.loadCA(); err != nil {
		return nil, err
	}
	return c, nil
}

// Paths returns the CA's file layout.
func (c *CA) Paths() Paths { return c.paths }

// Certname is the server's certname.
func (c *CA) Certname() string { return c.cfg.Certname }

// CACertificate returns the CA certificate.
func (c *CA) CACertificate() *x509.Certificate { return c.caCert }

// CACertPEM returns the CA certificate bundle as served at
// certificate/ca.
func (c *CA) CACertPEM() []byte { return c.caPEM }

// CertPool returns a pool holding the CA certificate(s).
func (c *CA) CertPool() *x509.CertPool { return c.pool }

// withLock runs fn holding both the in-process mutex and the cadir lock.
func (c *CA) withLock(fn func() error) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := os.MkdirAll(c.paths.CADir, dirPerm); err != nil {
		return fmt.Errorf("creating CA directory: %w", err)
	}
	unlock, err := lockFile(c.paths.Lock)
	if err != nil {
		return err
	}
	defer unlock()
	return fn()
}

func (c *CA) requiredFiles() []string {
	p := c.paths
	return []string{p.CACert, p.CAKey, p.CACRL, p.Serial, p.Inventory}
}

func (c *CA) bootstrap() error {
	err := c.withLock(func() error {
		for _, d := range []string{c.paths.SignedDir, c.paths.RequestsDir} {
			if err := os.MkdirAll(d, dirPerm); err != nil {
				return fmt.Errorf("creating %s: %w", d, err)
			}
		}
		var found, missing []string
		for _, f := range c.requiredFiles() {
			if exists(f) {
				found = append(found, f)
			} else {
				missing = append(missing, f)
			}
		}
		if len(missing) == 0 {
			c.log.Info().Str("cadir", c.paths.CADir).Msg("CA already initialized for SSL")
			return nil
		}
		if len(found) > 0 {
			return fmt.Errorf("cannot initialize the CA with partial state; need all files or none.\nFound:\n%s\nMissing:\n%s\nRestore the missing files, or move the CA directory aside to create a new CA",
				strings.Join(found, "\n"), strings.Join(missing, "\n"))
		}
		return c.createCA()
	})
	if err != nil {
		return err
	}
	return c.loadCA()
}

// createCA writes a new CA key, certificate, empty CRL, serial file and
// inventory. The caller holds the lock.
func (c *CA) createCA() error {
	start := time.Now()
	key, err := generateKey(c.cfg.KeyLength)
	if err != nil {
		return fmt.Errorf("generating the CA key: %w", err)
	}
	now := c.cfg.Now()
	serial := big.NewInt(1)
	der, err := newCACert(key, c.cfg.CAName, serial, now, c.cfg.TTL)
	if err != nil {
		return fmt.Errorf("creating the CA certificate: %w", err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		return err
	}
	crlDER, err := newCRL(cert, key, big.NewInt(0), nil, now)
	if err != nil {
		return fmt.Errorf("creating the CRL: %w", err)
	}
	pub, err := encodePublicKey(&key.PublicKey)
	if err != nil {
		return err
	}
	p := c.paths
	crlPEM := pemEncode("X509 CRL", crlDER)
	err = writeFiles([]fileWrite{
		{p.Serial, []byte(formatSerial(big.NewInt(2))), publicPerm},
		{p.InfraInventory, nil, publicPerm},
		{p.InfraSerials, nil, publicPerm},
		{p.CAPub, pub, publicPerm},
		{p.CAKey, encodePrivateKey(key), privateKeyPerm},
		{p.CACert, pemEncode("CERTIFICATE", der), publicPerm},
		{p.InfraCRL, crlPEM, publicPerm},
		{p.CACRL, crlPEM, publicPerm},
		{p.Inventory, []byte(inventoryLine(cert)), publicPerm},
	})
	if err != nil {
		return err
	}
	c.log.Info().Str("cadir", p.CADir).Str("ca_name", c.cfg.CAName).Int("key_length", c.cfg.KeyLength).
		Dur("duration", time.Since(start)).Msg("Created a new certificate authority")
	return nil
}

func (c *CA) loadCA() error {
	certPEM, err := os.ReadFile(c.paths.CACert)
	if err != nil {
		return fmt.Errorf("reading the CA certificate: %w", err)
	}
	certs, err := ParseCertificates(certPEM)
	if err != nil {
		return fmt.Errorf("reading the CA certificate %s: %w", c.paths.CACert, err)
	}
	keyPEM, err := os.ReadFile(c.paths.CAKey)
	if err != nil {
		return fmt.Errorf("reading the CA key: %w", err)
	}
	key, err := parsePrivateKey(keyPEM)
	if err != nil {
		return fmt.Errorf("reading the CA key %s: %w", c.paths.CAKey, err)
	}
	// The signing certificate is the bundle's first whose key matches.
	var signer *x509.Certificate
	for _, cert := range certs {
		if publicKeysEqual(cert.PublicKey, key.Public()) {
			signer = cert
			break
		}
	}
	if signer == nil {
		return fmt.Errorf("the CA key %s does not match any certificate in %s", c.paths.CAKey, c.paths.CACert)
	}
	pool := x509.NewCertPool()
	for _, cert := range certs {
		pool.AddCert(cert)
	}
	c.caCert, c.caKey, c.caPEM, c.pool = signer, key, certPEM, pool
	return nil
}

func publicKeysEqual(a, b crypto.PublicKey) bool {
	type equaler interface{ Equal(crypto.PublicKey) bool }
	if e, ok := a.(equaler); ok {
		return e.Equal(b)
	}
	return false
}

// ensureServerCert creates the server's key and certificate in the ssldir
// if they are missing, and copies the CA certificate and CRL beside them.
func (c *CA) ensureServerCert() error {
	p := c.paths
	name := c.cfg.Certname
	return c.withLock(func() error {
		for _, d := range []string{p.CertDir, p.PublicKeyDir, p.RequestDir} {
			if err := os.MkdirAll(d, dirPerm); err != nil {
				return err
			}
		}
		if err := os.MkdirAll(p.PrivateKeyDir, privateDirPerm); err != nil {
			return err
		}
		if !exists(p.LocalCACert) {
			if err := writeFileAtomic(p.LocalCACert, c.caPEM, publicPerm); err != nil {
				return err
			}
		}
		if crl, err := os.ReadFile(p.CACRL); err == nil {
			if err := writeFileAtomic(p.HostCRL, crl, publicPerm); err != nil {
				return err
			}
		}
		certExists, keyExists := exists(p.HostCert(name)), exists(p.HostKey(name))
		switch {
		case certExists && keyExists:
			c.log.Info().Str("certname", name).Msg("Server already initialized for SSL")
			return nil
		case certExists:
			return fmt.Errorf("found server certificate %s but its private key %s is missing; restore the key or remove the certificate to get a new one", p.HostCert(name), p.HostKey(name))
		}
		var key crypto.Signer
		if keyExists {
			data, err := os.ReadFile(p.HostKey(name))
			if err != nil {
				return err
			}
			if key, err = parsePrivateKey(data); err != nil {
				return fmt.Errorf("reading %s: %w", p.HostKey(name), err)
			}
		} else {
			k, err := generateKey(c.cfg.KeyLength)
			if err != nil {
				return fmt.Errorf("generating the server key: %w", err)
			}
			if err := writeFileAtomic(p.HostKey(name), encodePrivateKey(k), privateKeyPerm); err != nil {
				return err
			}
			key = k
		}
		pub, err := encodePublicKey(key.Public())
		if err != nil {
			return err
		}
		if err := writeFileAtomic(p.HostPub(name), pub, publicPerm); err != nil {
			return err
		}
		dns, ips := splitAltNames(c.cfg.DNSAltNames)
		if len(dns) == 0 && len(ips) == 0 {
			dns = []string{"puppet"}
		}
		cert, err := c.issueLocked(leafSpec{certname: name, pub: key.Public(), dnsNames: dns, ips: ips, cliAuth: true, server: true, ttl: c.cfg.TTL})
		if err != nil {
			return err
		}
		certPEM := pemEncode("CERTIFICATE", cert.Raw)
		if err := writeFileAtomic(p.SignedCert(name), certPEM, publicPerm); err != nil {
			return err
		}
		if err := writeFileAtomic(p.HostCert(name), certPEM, publicPerm); err != nil {
			return err
		}
		alt := append([]string(nil), cert.DNSNames...)
		for _, ip := range cert.IPAddresses {
			alt = append(alt, "IP:"+ip.String())
		}
		c.log.Info().Str("certname", name).Str("serial", cert.SerialNumber.String()).
			Strs("dns_alt_names", alt).Msg("Created the server's certificate")
		return nil
	})
}

// splitAltNames separates "IP:" entries from DNS names ("DNS:" prefix
// optional), trimming blanks.
func splitAltNames(names []string) ([]string, []net.IP) {
	var dns []string
	var ips []net.IP
	for _, n := range names {
		for _, part := range strings.Split(n, ",") {
			part = strings.TrimSpace(part)
			switch {
			case part == "":
			case strings.HasPrefix(part, "IP:"):
				if ip := net.ParseIP(strings.TrimPrefix(part, "IP:")); ip != nil {
					ips = append(ips, ip)
				}
			default:
				dns = append(dns, strings.TrimPrefix(part, "DNS:"))
			}
		}
	}
	return dns, ips
}

// ServerCertificate returns the server's certificate chain and key from the
// ssldir, for tls.Config.Certificates.
func (c *CA) ServerCertificate() (tls.Certificate, error) {
	p := c.paths
	cert, err := tls.LoadX509KeyPair(p.HostCert(c.cfg.Certname), p.HostKey(c.cfg.Certname))
	if err != nil {
		return tls.Certificate{}, fmt.Errorf("loading the server certificate: %w", err)
	}
	return cert, nil
}

// nextSerial reads and advances the serial file. The caller holds the lock.
func (c *CA) nextSerial() (*big.Int, error) {
	data, err := os.ReadFile(c.paths.Serial)
	if err != nil {
		return nil, fmt.Errorf("reading the serial file: %w", err)
	}
	n, ok := new(big.Int).SetString(strings.TrimSpace(string(data)), 16)
	if !ok || n.Sign() <= 0 {
		return nil, fmt.Errorf("the serial file %s does not hold a positive hexadecimal number", c.paths.Serial)
	}
	next := new(big.Int).Add(n, big.NewInt(1))
	if err := writeFileAtomic(c.paths.Serial, []byte(formatSerial(next)), publicPerm); err != nil {
		return nil, err
	}
	return n, nil
}

// issueLocked allocates a serial, signs the certificate and records it in
// the inventory. The caller holds the lock.
func (c *CA) issueLocked(spec leafSpec) (*x509.Certificate, error) {
	serial, err := c.nextSerial()
	if err != nil {
		return nil, err
	}
	spec.serial = serial
	der, err := issue(c.caCert, c.caKey, spec, c.cfg.Now())
	if err != nil {
		return nil, fmt.Errorf("signing the certificate for %s: %w", spec.certname, err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		return nil, err
	}
	if err := appendFile(c.paths.Inventory, []byte(inventoryLine(cert)), publicPerm); err != nil {
		return nil, fmt.Errorf("updating the inventory: %w", err)
	}
	return cert, nil
}

// ---- lookups -------------------------------------------------------------

func checkName(name string) error {
	if !ValidName(name) {
		return badRequest("Invalid certname %q: it must be printable ASCII without '/' or '\\'", name)
	}
	return nil
}

// checkNames is checkName for each of names.
func checkNames(names []string) error {
	for _, n := range names {
		if err := checkName(n); err != nil {
			return err
		}
	}
	return nil
}

// Certificate returns the PEM of name's signed certificate, or of the CA
// bundle for "ca".
func (c *CA) Certificate(name string) ([]byte, error) {
	if name == "ca" {
		return os.ReadFile(c.paths.CACert)
	}
	if err := checkName(name); err != nil {
		return nil, err
	}
	data, err := os.ReadFile(c.paths.SignedCert(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, notFound("Could not find certificate %s", name)
	}
	return data, err
}

// Request returns the PEM of name's pending certificate request.
func (c *CA) Request(name string) ([]byte, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	data, err := os.ReadFile(c.paths.Request(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, notFound("Could not find certificate_request %s", name)
	}
	return data, err
}

// CRL returns the current CRL (PEM) and the time its file last changed.
func (c *CA) CRL() ([]byte, time.Time, error) {
	st, err := c.currentCRL()
	if err != nil {
		return nil, time.Time{}, err
	}
	return st.pem, st.modTime, nil
}

// currentCRL returns the CRL, re-reading ca_crl.pem when it changed on disk
// (another process may have revoked something).
func (c *CA) currentCRL() (crlState, error) {
	return c.crl.get(c.paths.CACRL, "CRL", func(data []byte, modTime time.Time) (crlState, error) {
		crls, err := ParseCRLs(data)
		if err != nil {
			return crlState{}, err
		}
		st := crlState{modTime: modTime, pem: data, revoked: map[string]bool{}}
		for _, crl := range crls {
			if !c.isOurs(crl.RawIssuer, crl.Issuer) {
				continue
			}
			if st.number == nil {
				st.number = crl.Number
			}
			for _, e := range crl.RevokedCertificateEntries {
				st.revoked[e.SerialNumber.String()] = true
			}
		}
		return st, nil
	})
}

// isOurs reports whether an issuer name is this CA's.
func (c *CA) isOurs(raw []byte, name pkix.Name) bool {
	return sameName(raw, c.caCert.RawSubject, name, c.caCert.Subject)
}

// IsRevoked reports whether cert (issued by this CA) is on the CRL.
func (c *CA) IsRevoked(cert *x509.Certificate) (bool, error) {
	st, err := c.currentCRL()
	if err != nil {
		return false, err
	}
	return c.isOurs(cert.RawIssuer, cert.Issuer) && st.revoked[cert.SerialNumber.String()], nil
}

// ---- submitting and signing -----------------------------------------------

// SubmitResult says what happened to a submitted CSR.
type SubmitResult struct {
	Signed      bool
	Certificate *x509.Certificate // when signed
	// Policy is the autosign policy that decided ("autosign=false", ...).
	Policy string
}

// SubmitRequest handles a CSR an agent PUTs for certname: it validates the
// subject, refuses duplicates (unless AllowDuplicateCerts), stores the
// request, and signs it when the autosign policy says so. from identifies
// the submitter for the log (an address or certname).
func (c *CA) SubmitRequest(ctx context.Context, certname string, csrPEM []byte, from string) (SubmitResult, error) {
	if err := checkName(certname); err != nil {
		return SubmitResult{}, err
	}
	csr, err := DecodeCSR(csrPEM)
	if err != nil {
		return SubmitResult{}, badRequest("%s", upperFirst(err.Error()))
	}
	if err := ValidateSubject(certname, csr.Subject.CommonName); err != nil {
		c.log.Info().Str("certname", certname).Str("csr_subject", csr.Subject.CommonName).Str("from", from).
			Msgf("Rejected certificate request: %v", err)
		return SubmitResult{}, err
	}
	// Store the request under the lock, then run the autosign policy
	// without it (a policy command may take its time), then sign under the
	// lock again if the request is still the one we stored.
	stored := pemEncode("CERTIFICATE REQUEST", csr.Raw)
	err = c.withLock(func() error {
		if err := c.checkDuplicate(certname); err != nil {
			return err
		}
		return writeFileAtomic(c.paths.Request(certname), stored, publicPerm)
	})
	if err != nil {
		if StatusOf(err) == 400 {
			c.log.Info().Str("certname", certname).Str("from", from).Msgf("Rejected certificate request: %v", err)
		}
		return SubmitResult{}, err
	}
	dec := decideAutosign(ctx, c.cfg.Autosign, certname, stored, c.cfg.AutosignTimeout, c.log)
	if !dec.sign {
		c.log.Info().Str("certname", certname).Str("from", from).Str("policy", dec.by).
			Str("fingerprint", fingerprint(csr.Raw, crypto.SHA256)).
			Msgf("Certificate request for %s is waiting for approval; run `punch ca sign --certname %s` to sign it", certname, certname)
		return SubmitResult{Policy: dec.by}, nil
	}
	var cert *x509.Certificate
	err = c.withLock(func() error {
		cur, err := os.ReadFile(c.paths.Request(certname))
		if err != nil || !bytes.Equal(cur, stored) {
			return conflict("The certificate request for %s changed while it was being autosigned", certname)
		}
		cert, err = c.signLocked(certname, csr, c.cfg.TTL)
		return err
	})
	if err != nil {
		if StatusOf(err) == 400 {
			c.log.Info().Str("certname", certname).Str("policy", dec.by).Msgf("Could not autosign: %v; the request stays pending", err)
		}
		return SubmitResult{Policy: dec.by}, err
	}
	c.log.Info().Str("certname", certname).Str("from", from).Str("policy", dec.by).Str("serial", cert.SerialNumber.String()).
		Msgf("Signed certificate request for %s (autosigned by %s)", certname, dec.by)
	return SubmitResult{Signed: true, Certificate: cert, Policy: dec.by}, nil
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// checkDuplicate refuses a new CSR when certname already has a request or
// certificate, with Puppet Server's message. The caller holds the lock.
func (c *CA) checkDuplicate(certname string) error {
	state := ""
	if data, err := os.ReadFile(c.paths.SignedCert(certname)); err == nil {
		state = "signed"
		if certs, err := ParseCertificates(data); err == nil {
			if revoked, _ := c.IsRevoked(certs[0]); revoked {
				state = "revoked"
			}
		}
	} else if exists(c.paths.Request(certname)) {
		state = "requested"
	}
	if state == "" {
		return nil
	}
	if c.cfg.AllowDuplicateCerts {
		c.log.Info().Str("certname", certname).Msgf("%s already has a %s certificate; new certificate will overwrite it", certname, state)
		return nil
	}
	return badRequest("%s already has a %s certificate; ignoring certificate request", certname, state)
}

// signLocked checks the CSR against the CA policy, signs it, writes the
// certificate and removes the request. The caller holds the lock.
func (c *CA) signLocked(certname string, csr *x509.CertificateRequest, ttl time.Duration) (*x509.Certificate, error) {
	if err := ValidateSubject(certname, csr.Subject.CommonName); err != nil {
		return nil, err
	}
	if err := checkCSRPolicy(csr, c.cfg.AllowSubjectAltNames, c.cfg.AllowAuthorizationExtensions); err != nil {
		return nil, err
	}
	var extra []pkix.Extension
	for _, e := range csr.Extensions {
		if !e.Id.Equal(oidSubjectAltName) {
			extra = append(extra, e)
		}
	}
	cert, err := c.issueLocked(leafSpec{
		certname: certname, pub: csr.PublicKey, dnsNames: csr.DNSNames, ips: csr.IPAddresses,
		extra: extra, ttl: ttl,
	})
	if err != nil {
		return nil, err
	}
	if err := writeFileAtomic(c.paths.SignedCert(certname), pemEncode("CERTIFICATE", cert.Raw), publicPerm); err != nil {
		return nil, err
	}
	if _, err := removeIfExists(c.paths.Request(certname)); err != nil {
		return nil, err
	}
	return cert, nil
}

// SignOptions tune Sign.
type SignOptions struct {
	// TTL overrides the configured certificate lifetime (cert_ttl).
	TTL time.Duration
	// By names who asked, for the log ("punch ca sign", a certname, ...).
	By string
}

// Sign signs certname's pending request. Errors: 404 when there is neither
// request nor certificate, 409 when there is no request or it breaks the
// CA policy (Puppet Server's certificate_status semantics).
func (c *CA) Sign(certname string, opts SignOptions) (*x509.Certificate, error) {
	if err := checkName(certname); err != nil {
		return nil, err
	}
	ttl := opts.TTL
	if ttl <= 0 {
		ttl = c.cfg.TTL
	}
	var cert *x509.Certificate
	err := c.withLock(func() error {
		data, err := os.ReadFile(c.paths.Request(certname))
		if errors.Is(err, fs.ErrNotExist) {
			return missingSubject(c.paths.SignedCert(certname), "Cannot sign certificate for host %s without a certificate request", certname)
		}
		if err != nil {
			return err
		}
		csr, err := DecodeCSR(data)
		if err != nil {
			return conflict("The stored certificate request for %s is unreadable: %v", certname, err)
		}
		cert, err = c.signLocked(certname, csr, ttl)
		if err != nil && StatusOf(err) == 400 {
			return conflict("%s", err.Error())
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	c.log.Info().Str("certname", certname).Str("by", opts.By).Str("serial", cert.SerialNumber.String()).
		Msgf("Signed certificate request for %s", certname)
	return cert, nil
}

// Revoke adds the certificates of certnames to the CRL. Names without a
// signed certificate are an error (409, as Puppet Server answers);
// already-revoked ones are left alone.
func (c *CA) Revoke(certnames []string, by string) error {
	if err := checkNames(certnames); err != nil {
		return err
	}
	return c.withLock(func() error {
		var certs []*x509.Certificate
		for _, n := range certnames {
			cert, err := c.readSigned(n)
			if errors.Is(err, fs.ErrNotExist) {
				return missingSubject(c.paths.Request(n), "Cannot revoke certificate for host %s without a signed certificate", n)
			}
			if err != nil {
				return err
			}
			certs = append(certs, cert)
		}
		return c.revokeLocked(certs, by)
	})
}

// missingSubject is Puppet Server's answer about certname when the file
// an action needs is absent: 409 saying conflictFormat when the other
// file (the request, or the certificate) exists, else 404.
func missingSubject(other, conflictFormat, certname string) error {
	if exists(other) {
		return conflict(conflictFormat, certname)
	}
	return notFound("Invalid certificate subject.")
}

// readSigned reads certname's signed certificate (an error wrapping
// fs.ErrNotExist when there is none).
func (c *CA) readSigned(certname string) (*x509.Certificate, error) {
	data, err := os.ReadFile(c.paths.SignedCert(certname))
	if err != nil {
		return nil, err
	}
	parsed, err := ParseCertificates(data)
	if err != nil {
		return nil, fmt.Errorf("reading the certificate of %s: %w", certname, err)
	}
	return parsed[0], nil
}

// revokeLocked writes a new CRL with certs added. The caller holds the
// lock.
func (c *CA) revokeLocked(certs []*x509.Certificate, by string) error {
	crls, err := c.readCRLChain()
	if err != nil {
		return err
	}
	// Ours is the first CRL issued by our CA; others in the chain are kept.
	idx := -1
	for i, crl := range crls {
		if c.isOurs(crl.RawIssuer, crl.Issuer) {
			idx = i
			break
		}
	}
	if idx < 0 {
		return fmt.Errorf("the CRL %s holds no CRL issued by this CA", c.paths.CACRL)
	}
	ours := crls[idx]
	have := map[string]bool{}
	for _, e := range ours.RevokedCertificateEntries {
		have[e.SerialNumber.String()] = true
	}
	entries := append([]x509.RevocationListEntry(nil), ours.RevokedCertificateEntries...)
	now := c.cfg.Now()
	var names []string
	for _, cert := range certs {
		if have[cert.SerialNumber.String()] {
			continue
		}
		have[cert.SerialNumber.String()] = true
		entries = append(entries, x509.RevocationListEntry{
			SerialNumber:   cert.SerialNumber,
			RevocationTime: now.UTC().Truncate(time.Second),
			ReasonCode:     keyCompromise,
		})
		names = append(names, cert.Subject.CommonName)
	}
	if len(names) == 0 {
		c.log.Info().Str("by", by).Msg("No revoke action needed. The certs are already in the CRL.")
		return nil
	}
	number := big.NewInt(0)
	if ours.Number != nil {
		number.Add(ours.Number, big.NewInt(1))
	}
	der, err := newCRL(c.caCert, c.caKey, number, entries, now)
	if err != nil {
		return fmt.Errorf("signing the CRL: %w", err)
	}
	if err := c.writeCRLChain(crls, idx, der); err != nil {
		return err
	}
	c.log.Info().Strs("certnames", names).Str("by", by).Str("crl_number", number.String()).
		Msgf("Revoked %d certificate(s): %s; agents refresh the CRL on their next run", len(names), strings.Join(names, ", "))
	return nil
}

// readCRLChain reads the CRL chain of ca_crl.pem: the CA's own CRL and the
// others kept with it. The caller holds the lock.
func (c *CA) readCRLChain() ([]*x509.RevocationList, error) {
	data, err := os.ReadFile(c.paths.CACRL)
	if err != nil {
		return nil, fmt.Errorf("reading the CRL: %w", err)
	}
	crls, err := ParseCRLs(data)
	if err != nil {
		return nil, fmt.Errorf("reading the CRL %s: %w", c.paths.CACRL, err)
	}
	return crls, nil
}

// writeCRLChain writes the CRL chain crls to ca_crl.pem (and the
// server's copy, crl.pem, when its directory exists) with the CRL at idx,
// the CA's own, replaced by der. The caller holds the lock.
func (c *CA) writeCRLChain(crls []*x509.RevocationList, idx int, der []byte) error {
	var out bytes.Buffer
	for i, crl := range crls {
		if i == idx {
			out.Write(pemEncode("X509 CRL", der))
		} else {
			out.Write(pemEncode("X509 CRL", crl.Raw))
		}
	}
	if err := writeFileAtomic(c.paths.CACRL, out.Bytes(), publicPerm); err != nil {
		return err
	}
	if c.paths.HostCRL != "" && exists(filepath.Dir(c.paths.HostCRL)) {
		if err := writeFileAtomic(c.paths.HostCRL, out.Bytes(), publicPerm); err != nil {
			return err
		}
	}
	return nil
}

// Clean revokes and deletes the certificates of certnames and deletes
// their pending requests. It returns the names that had no certificate
// (Puppet Server's "do not exist and cannot be revoked").
func (c *CA) Clean(certnames []string, by string) (missing []string, err error) {
	if err := checkNames(certnames); err != nil {
		return nil, err
	}
	err = c.withLock(func() error {
		var certs []*x509.Certificate
		var withCert []string
		for _, n := range certnames {
			cert, err := c.readSigned(n)
			if errors.Is(err, fs.ErrNotExist) {
				missing = append(missing, n)
				continue
			}
			if err != nil {
				return err
			}
			certs = append(certs, cert)
			withCert = append(withCert, n)
		}
		if len(certs) > 0 {
			if err := c.revokeLocked(certs, by); err != nil {
				return err
			}
		}
		for _, n := range withCert {
			if _, err := removeIfExists(c.paths.SignedCert(n)); err != nil {
				return err
			}
		}
		for _, n := range certnames {
			if _, err := removeIfExists(c.paths.Request(n)); err != nil {
				return err
			}
		}
		if len(withCert) > 0 {
			c.log.Info().Strs("certnames", withCert).Str("by", by).
				Msgf("Cleaned %s: certificates revoked and deleted; the agents need new certificates (delete their ssldir and run `puppet ssl bootstrap`)", strings.Join(withCert, ", "))
		}
		return nil
	})
	return missing, err
}

// DeleteRequest deletes certname's pending request (404 when there is none).
func (c *CA) DeleteRequest(certname string) error {
	if err := checkName(certname); err != nil {
		return err
	}
	return c.withLock(func() error {
		removed, err := removeIfExists(c.paths.Request(certname))
		if err != nil {
			return fmt.Errorf("Path %s exists but could not be deleted", c.paths.Request(certname))
		}
		if !removed {
			return notFound("No certificate request for %s at expected path %s", certname, c.paths.Request(certname))
		}
		c.log.Info().Str("certname", certname).Msg("Deleted certificate request")
		return nil
	})
}

// Delete removes certname's certificate and request without revoking, as
// Puppet Server's DELETE certificate_status does (404 when neither exists).
// Use Clean to revoke as well.
func (c *CA) Delete(certname string, by string) error {
	if err := checkName(certname); err != nil {
		return err
	}
	return c.withLock(func() error {
		a, err := removeIfExists(c.paths.SignedCert(certname))
		if err != nil {
			return err
		}
		b, err := removeIfExists(c.paths.Request(certname))
		if err != nil {
			return err
		}
		if !a && !b {
			return notFound("Resource not found.")
		}
		c.log.Info().Str("certname", certname).Str("by", by).
			Msg("Deleted certificate and request files (not revoked; use clean to revoke too)")
		return nil
	})
}

// ---- status ----------------------------------------------------------------

// Status is one entry of certificate_status(es), with Puppet Server's JSON
// field names.
type Status struct {
	Name                    string            `json:"name"`
	State                   string            `json:"state"` // requested, signed or revoked
	DNSAltNames             []string          `json:"dns_alt_names"`
	SubjectAltNames         []string          `json:"subject_alt_names"`
	AuthorizationExtensions map[string]string `json:"authorization_extensions"`
	Fingerprint             string            `json:"fingerprint"`
	Fingerprints            map[string]string `json:"fingerprints"`
	SerialNumber            *big.Int          `json:"serial_number,omitempty"`
	NotBefore               string            `json:"not_before,omitempty"`
	NotAfter                string            `json:"not_after,omitempty"`
}

// States a certificate can be in.
const (
	StateRequested = "requested"
	StateSigned    = "signed"
	StateRevoked   = "revoked"
)

func altNames(dns []string, ips []net.IP) (dnsAlt, all []string) {
	dnsAlt, all = []string{}, []string{}
	for _, ip := range ips {
		all = append(all, "IP:"+ip.String())
	}
	for _, d := range dns {
		dnsAlt = append(dnsAlt, "DNS:"+d)
		all = append(all, "DNS:"+d)
	}
	return dnsAlt, all
}

func fingerprints(raw []byte) map[string]string {
	s256 := fingerprint(raw, crypto.SHA256)
	return map[string]string{
		"SHA1":    fingerprint(raw, crypto.SHA1),
		"SHA256":  s256,
		"SHA512":  fingerprint(raw, crypto.SHA512),
		"default": s256,
	}
}

func (c *CA) certStatus(name string, cert *x509.Certificate, st crlState) Status {
	dnsAlt, all := altNames(cert.DNSNames, cert.IPAddresses)
	fps := fingerprints(cert.Raw)
	state := StateSigned
	if c.isOurs(cert.RawIssuer, cert.Issuer) && st.revoked[cert.SerialNumber.String()] {
		state = StateRevoked
	}
	return Status{
		Name: name, State: state, DNSAltNames: dnsAlt, SubjectAltNames: all,
		AuthorizationExtensions: authorizationExtensions(cert.Extensions),
		Fingerprint:             fps["default"], Fingerprints: fps,
		SerialNumber: cert.SerialNumber, NotBefore: formatTime(cert.NotBefore), NotAfter: formatTime(cert.NotAfter),
	}
}

func csrStatus(name string, csr *x509.CertificateRequest) Status {
	dnsAlt, all := altNames(csr.DNSNames, csr.IPAddresses)
	fps := fingerprints(csr.Raw)
	return Status{
		Name: name, State: StateRequested, DNSAltNames: dnsAlt, SubjectAltNames: all,
		AuthorizationExtensions: authorizationExtensions(csr.Extensions),
		Fingerprint:             fps["default"], Fingerprints: fps,
	}
}

// Status returns certname's certificate status, or that of its pending
// request when there is no certificate. 404 when there is neither.
func (c *CA) Status(certname string) (Status, error) {
	if err := checkName(certname); err != nil {
		return Status{}, err
	}
	st, err := c.currentCRL()
	if err != nil {
		return Status{}, err
	}
	if data, err := os.ReadFile(c.paths.SignedCert(certname)); err == nil {
		certs, err := ParseCertificates(data)
		if err != nil {
			return Status{}, fmt.Errorf("reading %s: %w", c.paths.SignedCert(certname), err)
		}
		return c.certStatus(certname, certs[0], st), nil
	}
	data, err := os.ReadFile(c.paths.Request(certname))
	if errors.Is(err, fs.ErrNotExist) {
		return Status{}, notFound("Resource not found.")
	}
	if err != nil {
		return Status{}, err
	}
	csr, err := DecodeCSR(data)
	if err != nil {
		return Status{}, fmt.Errorf("reading %s: %w", c.paths.Request(certname), err)
	}
	return csrStatus(certname, csr), nil
}

// Statuses lists requests then certificates, each sorted by name. state
// filters to requested, signed or revoked; any other value (or "") lists
// all, as Puppet Server does. Unreadable files are skipped with a warning.
func (c *CA) Statuses(state string) ([]Status, error) {
	st, err := c.currentCRL()
	if err != nil {
		return nil, err
	}
	out := []Status{}
	if state != StateSigned && state != StateRevoked {
		for _, name := range pemNames(c.paths.RequestsDir) {
			data, err := os.ReadFile(c.paths.Request(name))
			if err != nil {
				continue
			}
			csr, err := DecodeCSR(data)
			if err != nil {
				c.log.Warn().Str("file", c.paths.Request(name)).Err(err).Msg("Skipping an unreadable certificate request")
				continue
			}
			out = append(out, csrStatus(name, csr))
		}
	}
	if state == StateRequested {
		return out, nil
	}
	for _, name := range pemNames(c.paths.SignedDir) {
		data, err := os.ReadFile(c.paths.SignedCert(name))
		if err != nil {
			continue
		}
		certs, err := ParseCertificates(data)
		if err != nil {
			c.log.Warn().Str("file", c.paths.SignedCert(name)).Err(err).Msg("Skipping an unreadable certificate")
			continue
		}
		s := c.certStatus(name, certs[0], st)
		if state == StateSigned || state == StateRevoked {
			if s.State != state {
				continue
			}
		}
		out = append(out, s)
	}
	return out, nil
}

// pemNames lists the base names of dir's *.pem files, sorted.
func pemNames(dir string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var names []string
	for _, e := range entries {
		n := e.Name()
		if e.Type().IsRegular() && strings.HasSuffix(n, ".pem") && !strings.HasPrefix(n, ".") && len(n) > 4 {
			names = append(names, strings.TrimSuffix(n, ".pem"))
		}
	}
	sort.Strings(names)
	return names
}

// ---- generate ------------------------------------------------------------

// Generated lists the files Generate wrote.
type Generated struct {
	Certname    string
	PrivateKey  string
	PublicKey   string
	Certificate string
	Cert        *x509.Certificate
}

// Generate creates a key and a signed certificate for certname in the
// ssldir (private_keys/, public_keys/, certs/) and the CA's signed/, like
// `puppetserver ca generate`. altNames become subject alternative names;
// caClient adds pp_cli_auth so the holder may use the CA admin endpoints.
// It refuses to overwrite an existing key, certificate or request.
func (c *CA) Generate(certname string, altNames []string, caClient bool, by string) (Generated, error) {
	if err := checkName(certname); err != nil {
		return Generated{}, err
	}
	if err := ValidateSubject(certname, certname); err != nil {
		return Generated{}, err
	}
	p := c.paths
	g := Generated{Certname: certname, PrivateKey: p.HostKey(certname), PublicKey: p.HostPub(certname), Certificate: p.HostCert(certname)}
	err := c.withLock(func() error {
		for _, f := range []struct{ kind, path string }{
			{"Private key", g.PrivateKey}, {"Certificate", g.Certificate},
			{"Certificate", p.SignedCert(certname)}, {"Certificate request", p.Request(certname)},
		} {
			if exists(f.path) {
				return conflict("%s %s.pem already exists (%s). Please delete it if you really want to regenerate it.", f.kind, certname, f.path)
			}
		}
		for _, d := range []string{p.CertDir, p.PublicKeyDir} {
			if err := os.MkdirAll(d, dirPerm); err != nil {
				return err
			}
		}
		if err := os.MkdirAll(p.PrivateKeyDir, privateDirPerm); err != nil {
			return err
		}
		key, err := generateKey(c.cfg.KeyLength)
		if err != nil {
			return err
		}
		dns, ips := splitAltNames(altNames)
		cert, err := c.issueLocked(leafSpec{certname: certname, pub: &key.PublicKey, dnsNames: dns, ips: ips, cliAuth: caClient, ttl: c.cfg.TTL})
		if err != nil {
			return err
		}
		pub, err := encodePublicKey(&key.PublicKey)
		if err != nil {
			return err
		}
		certPEM := pemEncode("CERTIFICATE", cert.Raw)
		err = writeFiles([]fileWrite{
			{g.PrivateKey, encodePrivateKey(key), privateKeyPerm},
			{g.PublicKey, pub, publicPerm},
			{p.SignedCert(certname), certPEM, publicPerm},
			{g.Certificate, certPEM, publicPerm},
		})
		if err != nil {
			return err
		}
		if !exists(p.LocalCACert) {
			if err := writeFileAtomic(p.LocalCACert, c.caPEM, publicPerm); err != nil {
				return err
			}
		}
		g.Cert = cert
		return nil
	})
	if err != nil {
		return Generated{}, err
	}
	c.log.Info().Str("certname", certname).Str("by", by).Bool("ca_client", caClient).Str("serial", g.Cert.SerialNumber.String()).
		Msg("Generated a key and certificate")
	return g, nil
}

// Expirations is the body of GET expirations.
type Expirations struct {
	CACerts map[string]string `json:"ca-certs"`
	CRLs    map[string]string `json:"crls"`
}

// Expirations reports when the CA bundle's certificates and the CRLs
// expire, as Puppet Server's expirations endpoint does.
func (c *CA) Expirations() (Expirations, error) {
	out := Expirations{CACerts: map[string]string{}, CRLs: map[string]string{}}
	certs, err := ParseCertificates(c.caPEM)
	if err != nil {
		return out, err
	}
	for _, cert := range certs {
		out.CACerts[cert.Subject.CommonName] = formatTime(cert.NotAfter)
	}
	st, err := c.currentCRL()
	if err != nil {
		return out, err
	}
	crls, err := ParseCRLs(st.pem)
	if err != nil {
		return out, err
	}
	for _, crl := range crls {
		out.CRLs[crl.Issuer.CommonName] = formatTime(crl.NextUpdate)
	}
	return out, nil
}
