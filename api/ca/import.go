package ca

import (
	"bytes"
	"crypto"
	"crypto/ecdsa"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"math/big"
	"os"
	"strings"
	"time"
)

// ImportFiles are the files of an external CA that Import brings in, as
// `puppetserver ca import` takes them.
type ImportFiles struct {
	// CertBundle holds the CA's certificate and the certificates above it
	// up to a self-signed root, PEM, in any order.
	CertBundle string
	// PrivateKey is the CA's private key, PEM.
	PrivateKey string
	// CRLChain holds a CRL of each CA of the bundle, PEM; the CA's own may
	// be missing (Import makes an empty one).
	CRLChain string
}

// ImportError is what Import refuses, as `puppetserver ca import` words it:
// one message per line (a problem of the files, of the chain, or an
// existing file in the way).
type ImportError struct {
	Messages []string
}

func (e *ImportError) Error() string { return strings.Join(e.Messages, "\n") }

// replaceInstructions follows the list of existing files, as puppetserver
// ca words it.
const replaceInstructions = "If you would really like to replace your CA, please delete the existing files first.\n" +
	"Note that any certificates that were issued by this CA will become invalid if you\n" +
	"replace it!"

// Import makes cfg's CA directory hold an external (or intermediate) CA,
// and creates the server's key and certificate signed by it, as
// `puppetserver ca import` lays them out: ca_crt.pem and the ssldir's
// certs/ca.pem are the bundle, ca_crl.pem, infra_crl.pem and crl.pem the
// CRL chain (with an empty CRL of the CA's own first when the chain has
// none), ca_key.pem and ca_pub.pem the CA's key; the serial, inventory and
// infra files start afresh. The CA signs with the bundle's certificate that
// matches the key, and its CRL is the chain's one that certificate issued,
// so Puppet Server and punch serve read the result alike.
//
// The files are checked first, as puppetserver ca checks them: each
// certificate and CRL parsed, a certificate matching the key, and the CA's
// certificate verified up to a self-signed root of the bundle with a
// valid, unrevoked CRL for each (OpenSSL's CRL_CHECK_ALL). Nothing is
// written when a file the import writes already exists (the server's key
// excepted: it is reused). Problems are an *ImportError.
func Import(cfg Config, in ImportFiles) error {
	if cfg.SSLDir == "" {
		return errors.New("ca: no ssldir given")
	}
	if cfg.Certname == "" {
		return errors.New("ca: no certname given for the server")
	}
	cfg.setDefaults()
	var msgs []string
	for _, p := range []string{in.CertBundle, in.PrivateKey, in.CRLChain} {
		if f, err := os.Open(p); err != nil {
			msgs = append(msgs, fmt.Sprintf("Could not read file '%s'", p))
		} else {
			f.Close()
		}
	}
	if len(msgs) > 0 {
		return &ImportError{msgs}
	}
	ext, msgs := loadExternalCA(in, cfg.Now())
	if len(msgs) > 0 {
		return &ImportError{msgs}
	}
	if ext.crl == nil {
		// The CA has not published a CRL yet: an empty one of its own
		// (number 0), first in the chain, checked with the rest.
		der, err := newCRL(ext.cert, ext.key, big.NewInt(0), nil, cfg.Now())
		if err != nil {
			return fmt.Errorf("creating the CA's CRL: %w", err)
		}
		crl, err := x509.ParseRevocationList(der)
		if err != nil {
			return err
		}
		ext.crl = crl
		ext.crls = append([]*x509.RevocationList{crl}, ext.crls...)
		if msgs := verifyChain(ext.cert, ext.certs, ext.crls, cfg.Now()); len(msgs) > 0 {
			return &ImportError{msgs}
		}
	}

	c := &CA{cfg: cfg, paths: NewPaths(cfg.SSLDir, cfg.CADir), log: cfg.Logger}
	p, name := c.paths, cfg.Certname
	var existing []string
	for _, f := range []string{p.CACert, p.CACRL, p.InfraCRL, p.LocalCACert, p.HostCRL, p.HostCert(name), p.Inventory,
		p.CAPub, p.InfraInventory, p.InfraSerials, p.Serial, p.SignedCert(name), p.CAKey} {
		if _, err := os.Lstat(f); err == nil {
			existing = append(existing, fmt.Sprintf("Existing file at '%s'", f))
		}
	}
	if len(existing) > 0 {
		return &ImportError{append(existing, replaceInstructions)}
	}

	keyPEM, err := encodeAnyPrivateKey(ext.key)
	if err != nil {
		return err
	}
	pub, err := encodePublicKey(ext.key.Public())
	if err != nil {
		return err
	}
	var bundle, chain bytes.Buffer
	for _, cert := range ext.certs {
		bundle.Write(pemEncode("CERTIFICATE", cert.Raw))
	}
	for _, crl := range ext.crls {
		chain.Write(pemEncode("X509 CRL", crl.Raw))
	}
	err = c.withLock(func() error {
		for _, d := range []string{p.SignedDir, p.RequestsDir} {
			if err := os.MkdirAll(d, dirPerm); err != nil {
				return fmt.Errorf("creating %s: %w", d, err)
			}
		}
		if err := os.MkdirAll(p.CertDir, dirPerm); err != nil {
			return err
		}
		return writeFiles([]fileWrite{
			{p.Serial, []byte(formatSerial(big.NewInt(1))), publicPerm},
			{p.Inventory, nil, publicPerm},
			{p.InfraInventory, nil, publicPerm},
			{p.InfraSerials, nil, publicPerm},
			{p.CAPub, pub, publicPerm},
			{p.CAKey, keyPEM, privateKeyPerm},
			{p.CACert, bundle.Bytes(), publicPerm},
			{p.InfraCRL, chain.Bytes(), publicPerm},
			{p.CACRL, chain.Bytes(), publicPerm},
			{p.LocalCACert, bundle.Bytes(), publicPerm},
		})
	})
	if err != nil {
		return err
	}
	if err := c.loadCA(); err != nil {
		return err
	}
	// The server's key (kept when there is one) and certificate, signed
	// by the imported CA; the ssldir's crl.pem is the chain.
	if err := c.ensureServerCert(); err != nil {
		return err
	}
	c.log.Info().Str("cadir", p.CADir).Str("ca", ext.cert.Subject.String()).Int("bundle", len(ext.certs)).
		Int("crls", len(ext.crls)).Msg("Imported an external certificate authority")
	return nil
}

// externalCA is an external CA's files, read by loadExternalCA.
type externalCA struct {
	certs []*x509.Certificate
	key   crypto.Signer
	crls  []*x509.RevocationList
	cert  *x509.Certificate    // the bundle's certificate of key
	crl   *x509.RevocationList // the chain's CRL cert issued; nil if none
}

// loadExternalCA reads and checks an import's files, with puppetserver
// ca's messages (X509Loader): every problem found, not only the first.
func loadExternalCA(in ImportFiles, now time.Time) (externalCA, []string) {
	var ext externalCA
	var msgs []string
	certs, errs := pemObjects(in.CertBundle, "CERTIFICATE", "certs", x509.ParseCertificate)
	ext.certs, msgs = certs, append(msgs, errs...)
	if data, err := os.ReadFile(in.PrivateKey); err != nil {
		msgs = append(msgs, fmt.Sprintf("Could not parse %s", in.PrivateKey))
	} else if key, err := parsePrivateKey(data); err != nil {
		msgs = append(msgs, fmt.Sprintf("Could not parse %s", in.PrivateKey))
	} else {
		ext.key = key
	}
	crls, errs := pemObjects(in.CRLChain, "X509 CRL", "crls", x509.ParseRevocationList)
	ext.crls, msgs = crls, append(msgs, errs...)
	if ext.key != nil && len(ext.certs) > 0 {
		for _, cert := range ext.certs {
			if publicKeysEqual(cert.PublicKey, ext.key.Public()) {
				ext.cert = cert
				break
			}
		}
		if ext.cert == nil {
			msgs = append(msgs, "Could not find certificate matching private key")
		}
	}
	if ext.cert != nil {
		for _, crl := range ext.crls {
			if bytes.Equal(crl.RawIssuer, ext.cert.RawSubject) {
				ext.crl = crl
				break
			}
		}
	}
	if ext.cert != nil && ext.crl != nil {
		msgs = append(msgs, verifyChain(ext.cert, ext.certs, ext.crls, now)...)
	}
	return ext, msgs
}

// pemObjects parses every PEM block of type typ in path (a bundle: Ruby's
// scan of BEGIN/END pairs), with puppetserver ca's messages: "Could not
// parse PATH", then each block that failed, or that none was found.
func pemObjects[T any](path, typ, what string, parse func([]byte) (T, error)) ([]T, []string) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, []string{fmt.Sprintf("Could not parse %s", path)}
	}
	var out []T
	var errs []string
	begin, end := []byte("-----BEGIN "+typ+"-----"), []byte("-----END "+typ+"-----")
	for rest := data; ; {
		i := bytes.Index(rest, begin)
		if i < 0 {
			break
		}
		j := bytes.Index(rest[i:], end)
		if j < 0 {
			break
		}
		text := rest[i : i+j+len(end)]
		rest = rest[i+j+len(end):]
		var v T
		b, _ := pem.Decode(append(append([]byte(nil), text...), '\n'))
		if b != nil {
			v, err = parse(b.Bytes)
		}
		if b == nil || err != nil {
			errs = append(errs, "Could not parse entry:\n"+string(text))
			continue
		}
		out = append(out, v)
	}
	if len(out) == 0 {
		errs = append(errs, fmt.Sprintf("Could not detect any %s within %s", what, path))
	}
	if len(errs) > 0 {
		errs = append([]string{fmt.Sprintf("Could not parse %s", path)}, errs...)
	}
	return out, errs
}

// verifyChain checks cert as OpenSSL's X509_Store#verify does with every
// certificate of the bundle trusted and CRL_CHECK|CRL_CHECK_ALL: a chain of
// issuers up to a self-signed one, each in its validity period, each with
// a current CRL of its issuer that does not list it. The messages are
// puppetserver ca's, with OpenSSL's error number and text.
func verifyChain(cert *x509.Certificate, bundle []*x509.Certificate, crls []*x509.RevocationList, now time.Time) []string {
	fail := func(code int, text string) []string {
		return []string{"Leaf certificate could not be validated",
			fmt.Sprintf("Validating cert store returned: %d - %s", code, text)}
	}
	chain := []*x509.Certificate{cert}
	for cur := cert; !selfSigned(cur); {
		var issuer *x509.Certificate
		for _, cand := range bundle {
			if bytes.Equal(cand.RawSubject, cur.RawIssuer) && cur.CheckSignatureFrom(cand) == nil {
				issuer = cand
				break
			}
		}
		if issuer == nil || len(chain) > len(bundle) {
			// (the second: a loop of certificates issuing each other)
			return fail(20, "unable to get local issuer certificate")
		}
		chain = append(chain, issuer)
		cur = issuer
	}
	for _, c := range chain {
		switch {
		case now.Before(c.NotBefore):
			return fail(9, "certificate is not yet valid")
		case now.After(c.NotAfter):
			return fail(10, "certificate has expired")
		}
	}
	for i, c := range chain {
		issuer := c
		if i+1 < len(chain) {
			issuer = chain[i+1]
		}
		var crl *x509.RevocationList
		for _, cand := range crls {
			if bytes.Equal(cand.RawIssuer, issuer.RawSubject) {
				crl = cand
				break
			}
		}
		switch {
		case crl == nil:
			return fail(3, "unable to get certificate CRL")
		case crl.CheckSignatureFrom(issuer) != nil:
			return fail(8, "CRL signature failure")
		case now.Before(crl.ThisUpdate):
			return fail(11, "CRL is not yet valid")
		case !crl.NextUpdate.IsZero() && now.After(crl.NextUpdate):
			return fail(12, "CRL has expired")
		}
		for _, r := range crl.RevokedCertificateEntries {
			if r.SerialNumber.Cmp(c.SerialNumber) == 0 {
				return fail(23, "certificate revoked")
			}
		}
	}
	return nil
}

// selfSigned reports whether c is its own issuer, by name and signature.
func selfSigned(c *x509.Certificate) bool {
	return bytes.Equal(c.RawIssuer, c.RawSubject) && c.CheckSignatureFrom(c) == nil
}

// encodeAnyPrivateKey writes key as Ruby's OpenSSL PKey#to_pem does: an RSA
// key PKCS#1, an EC key SEC 1, any other PKCS#8.
func encodeAnyPrivateKey(key crypto.Signer) ([]byte, error) {
	switch k := key.(type) {
	case *rsa.PrivateKey:
		return encodePrivateKey(k), nil
	case *ecdsa.PrivateKey:
		der, err := x509.MarshalECPrivateKey(k)
		if err != nil {
			return nil, err
		}
		return pemEncode("EC PRIVATE KEY", der), nil
	}
	der, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		return nil, err
	}
	return pemEncode("PRIVATE KEY", der), nil
}
