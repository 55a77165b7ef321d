package ca

import (
	"bytes"
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha1"
	_ "crypto/sha256"
	_ "crypto/sha512"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
	"encoding/pem"
	"errors"
	"fmt"
	"math/big"
	"net"
	"os"
	"slices"
	"strings"
	"time"
)

// Object identifiers Puppet uses. The values are those of Puppet's
// lib/puppet/ssl/oids.rb and Puppet Server's certificate_authority.clj.
var (
	oidNetscapeComment  = asn1.ObjectIdentifier{2, 16, 840, 1, 113730, 1, 13}
	oidSubjectAltName   = asn1.ObjectIdentifier{2, 5, 29, 17}
	oidExtKeyUsage      = asn1.ObjectIdentifier{2, 5, 29, 37}
	oidAuthorityKeyID   = asn1.ObjectIdentifier{2, 5, 29, 35}
	oidSubjectKeyID     = asn1.ObjectIdentifier{2, 5, 29, 14}
	oidKeyUsage         = asn1.ObjectIdentifier{2, 5, 29, 15}
	oidBasicConstraints = asn1.ObjectIdentifier{2, 5, 29, 19}
	oidServerAuth       = asn1.ObjectIdentifier{1, 3, 6, 1, 5, 5, 7, 3, 1}
	oidClientAuth       = asn1.ObjectIdentifier{1, 3, 6, 1, 5, 5, 7, 3, 2}
	oidCRLReason        = asn1.ObjectIdentifier{2, 5, 29, 21}

	oidPuppetArc     = asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 34380, 1}
	oidPPRegCertExt  = asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 34380, 1, 1}
	oidPPPrivCertExt = asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 34380, 1, 2}
	oidPPAuthCertExt = asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 34380, 1, 3}
	// OIDCLIAuth is pp_cli_auth. Only the server's own certificate carries it;
	// the default auth rules let its holder manage certificates.
	OIDCLIAuth = asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 34380, 1, 3, 39}
)

// netscapeComment is the comment Puppet Server writes on every certificate.
const netscapeComment = "Puppet Server Internal Certificate"

// ShortNames maps Puppet's extension short names (as used in
// csr_attributes.yaml and auth.conf) to their OIDs.
var ShortNames = map[string]string{
	"pp_uuid":             "1.3.6.1.4.1.34380.1.1.1",
	"pp_instance_id":      "1.3.6.1.4.1.34380.1.1.2",
	"pp_image_name":       "1.3.6.1.4.1.34380.1.1.3",
	"pp_preshared_key":    "1.3.6.1.4.1.34380.1.1.4",
	"pp_cost_center":      "1.3.6.1.4.1.34380.1.1.5",
	"pp_product":          "1.3.6.1.4.1.34380.1.1.6",
	"pp_project":          "1.3.6.1.4.1.34380.1.1.7",
	"pp_application":      "1.3.6.1.4.1.34380.1.1.8",
	"pp_service":          "1.3.6.1.4.1.34380.1.1.9",
	"pp_employee":         "1.3.6.1.4.1.34380.1.1.10",
	"pp_created_by":       "1.3.6.1.4.1.34380.1.1.11",
	"pp_environment":      "1.3.6.1.4.1.34380.1.1.12",
	"pp_role":             "1.3.6.1.4.1.34380.1.1.13",
	"pp_software_version": "1.3.6.1.4.1.34380.1.1.14",
	"pp_department":       "1.3.6.1.4.1.34380.1.1.15",
	"pp_cluster":          "1.3.6.1.4.1.34380.1.1.16",
	"pp_provisioner":      "1.3.6.1.4.1.34380.1.1.17",
	"pp_region":           "1.3.6.1.4.1.34380.1.1.18",
	"pp_datacenter":       "1.3.6.1.4.1.34380.1.1.19",
	"pp_zone":             "1.3.6.1.4.1.34380.1.1.20",
	"pp_network":          "1.3.6.1.4.1.34380.1.1.21",
	"pp_securitypolicy":   "1.3.6.1.4.1.34380.1.1.22",
	"pp_cloudplatform":    "1.3.6.1.4.1.34380.1.1.23",
	"pp_apptier":          "1.3.6.1.4.1.34380.1.1.24",
	"pp_hostname":         "1.3.6.1.4.1.34380.1.1.25",
	"pp_owner":            "1.3.6.1.4.1.34380.1.1.26",
	"pp_authorization":    "1.3.6.1.4.1.34380.1.3.1",
	"pp_auth_role":        "1.3.6.1.4.1.34380.1.3.13",
	"pp_cli_auth":         "1.3.6.1.4.1.34380.1.3.39",
}

var oidToShort = func() map[string]string {
	m := make(map[string]string, len(ShortNames))
	for k, v := range ShortNames {
		m[v] = k
	}
	return m
}()

// ShortName returns Puppet's short name for oid, or the dotted OID itself.
func ShortName(oid asn1.ObjectIdentifier) string {
	s := oid.String()
	if n, ok := oidToShort[s]; ok {
		return n
	}
	return s
}

// subtreeOf reports whether oid lies strictly below arc.
func subtreeOf(arc, oid asn1.ObjectIdentifier) bool {
	return len(oid) > len(arc) && oid[:len(arc)].Equal(arc)
}

// ExtensionValue decodes a Puppet extension value: Puppet writes them as DER
// UTF8String (or another ASN.1 string type); anything else is returned as the
// raw bytes converted to a string.
func ExtensionValue(raw []byte) string {
	var s string
	if rest, err := asn1.Unmarshal(raw, &s); err == nil && len(rest) == 0 {
		return s
	}
	var rv asn1.RawValue
	if rest, err := asn1.Unmarshal(raw, &rv); err == nil && len(rest) == 0 && rv.Class == asn1.ClassUniversal {
		switch rv.Tag {
		case asn1.TagUTF8String, asn1.TagPrintableString, asn1.TagIA5String, asn1.TagT61String, 26 /* VisibleString */, asn1.TagBMPString:
			return string(rv.Bytes)
		}
	}
	return string(raw)
}

// PuppetExtensions returns the Puppet-arc extensions of a certificate (or
// CSR extension list), keyed by short name where Puppet has one.
func PuppetExtensions(exts []pkix.Extension) map[string]string {
	return ExtensionsNamed(exts, oidToShort)
}

// NamedExtension is one of a certificate's Puppet extensions: Puppet's
// short name (pp_role, ...) or else the dotted OID, and its value.
type NamedExtension struct{ Name, Value string }

// PuppetExtensionList is PuppetExtensions in the certificate's order,
// which Puppet's $trusted['extensions'] keeps (a Ruby Hash built over the
// certificate's extensions).
func PuppetExtensionList(exts []pkix.Extension) []NamedExtension {
	var out []NamedExtension
	for _, e := range exts {
		if subtreeOf(oidPuppetArc, e.Id) {
			k := e.Id.String()
			if n, ok := oidToShort[k]; ok {
				k = n
			}
			out = append(out, NamedExtension{Name: k, Value: ExtensionValue(e.Value)})
		}
	}
	return out
}

// ExtensionsNamed is the certificate's Puppet extensions (those under
// Puppet's OID arc) by the name names gives their dotted OID, else by the
// dotted OID itself.
func ExtensionsNamed(exts []pkix.Extension, names map[string]string) map[string]string {
	out := map[string]string{}
	for _, e := range exts {
		if subtreeOf(oidPuppetArc, e.Id) {
			k := e.Id.String()
			if n, ok := names[k]; ok {
				k = n
			}
			out[k] = ExtensionValue(e.Value)
		}
	}
	return out
}

// authorizationExtensions returns the ppAuthCertExt extensions (the
// `authorization_extensions` field of certificate statuses).
func authorizationExtensions(exts []pkix.Extension) map[string]string {
	out := map[string]string{}
	for _, e := range exts {
		if subtreeOf(oidPPAuthCertExt, e.Id) {
			out[ShortName(e.Id)] = ExtensionValue(e.Value)
		}
	}
	return out
}

func mustMarshal(v any) []byte {
	b, err := asn1.Marshal(v)
	if err != nil {
		panic("ca: marshalling a fixed ASN.1 value: " + err.Error())
	}
	return b
}

func netscapeCommentExt() pkix.Extension {
	return pkix.Extension{Id: oidNetscapeComment, Value: mustMarshal(asn1.RawValue{Tag: asn1.TagIA5String, Bytes: []byte(netscapeComment)})}
}

// extKeyUsageExt is serverAuth+clientAuth, critical, as Puppet Server writes
// it (Go's own encoding of ExtKeyUsage is never critical).
func extKeyUsageExt() pkix.Extension {
	return pkix.Extension{Id: oidExtKeyUsage, Critical: true, Value: mustMarshal([]asn1.ObjectIdentifier{oidServerAuth, oidClientAuth})}
}

func cliAuthExt() pkix.Extension {
	return pkix.Extension{Id: OIDCLIAuth, Value: mustMarshal(asn1.RawValue{Tag: asn1.TagUTF8String, Bytes: []byte("true")})}
}

// authorityKeyIDExt is the AuthorityKeyIdentifier Puppet Server writes on
// the certificates it issues: the CA's key id, its name and its serial.
func authorityKeyIDExt(caCert *x509.Certificate) pkix.Extension {
	type generalName = asn1.RawValue
	type aki struct {
		KeyID        []byte        `asn1:"optional,tag:0"`
		Issuer       []generalName `asn1:"optional,tag:1"`
		SerialNumber *big.Int      `asn1:"optional,tag:2"`
	}
	// GeneralName directoryName is [4] EXPLICIT Name.
	dirName := asn1.RawValue{Class: asn1.ClassContextSpecific, Tag: 4, IsCompound: true, Bytes: caCert.RawSubject}
	return pkix.Extension{Id: oidAuthorityKeyID, Value: mustMarshal(aki{
		KeyID:        caCert.SubjectKeyId,
		Issuer:       []generalName{dirName},
		SerialNumber: caCert.SerialNumber,
	})}
}

// subjectKeyID is the SHA-1 of the subject public key bits (RFC 5280 method
// 1), as Puppet Server computes it.
func subjectKeyID(pub crypto.PublicKey) ([]byte, error) {
	der, err := x509.MarshalPKIXPublicKey(pub)
	if err != nil {
		return nil, err
	}
	var spki struct {
		Algorithm pkix.AlgorithmIdentifier
		PublicKey asn1.BitString
	}
	if _, err := asn1.Unmarshal(der, &spki); err != nil {
		return nil, err
	}
	sum := sha1.Sum(spki.PublicKey.Bytes)
	return sum[:], nil
}

// rawName encodes CN=cn with the CN as a UTF8String, as Puppet Server
// (BouncyCastle) writes subjects and issuers. Go would pick PrintableString
// where it can, which other tools treat as equal but byte comparisons do not.
func rawName(cn string) []byte {
	rdn := pkix.RDNSequence{{{Type: asn1.ObjectIdentifier{2, 5, 4, 3}, Value: asn1.RawValue{Tag: asn1.TagUTF8String, Bytes: []byte(cn)}}}}
	return mustMarshal(rdn)
}

// sameName reports whether two encoded names are the same name, allowing
// for different string types (a CA made by Punch before it wrote UTF8String
// names, or by another tool).
func sameName(rawA, rawB []byte, a, b pkix.Name) bool {
	return bytes.Equal(rawA, rawB) || a.String() == b.String()
}

// validity returns Puppet Server's validity window: from a day ago to ttl
// from now.
func validity(now time.Time, ttl time.Duration) (time.Time, time.Time) {
	return now.Add(-24 * time.Hour).UTC().Truncate(time.Second), now.Add(ttl).UTC().Truncate(time.Second)
}

func generateKey(bits int) (*rsa.PrivateKey, error) {
	return rsa.GenerateKey(rand.Reader, bits)
}

// newCACert creates the self-signed CA certificate (serial 1 on a fresh CA)
// with Puppet Server's extensions in its order: Netscape Comment, AKI (the
// key id alone), SKI, then the critical BasicConstraints CA:TRUE and
// KeyUsage keyCertSign+cRLSign (create-ca-extensions, written by
// signCertificate's rule: see puppetServerOrder).
func newCACert(key *rsa.PrivateKey, name string, serial *big.Int, now time.Time, ttl time.Duration) ([]byte, error) {
	ski, err := subjectKeyID(&key.PublicKey)
	if err != nil {
		return nil, err
	}
	nb, na := validity(now, ttl)
	type aki struct {
		KeyID []byte `asn1:"optional,tag:0"`
	}
	exts := puppetServerOrder([]pkix.Extension{
		netscapeCommentExt(),
		{Id: oidAuthorityKeyID, Value: mustMarshal(aki{KeyID: ski})},
		subjectKeyIDExt(ski),
		basicConstraintsExt(true),
		keyUsageExt(x509.KeyUsageCertSign | x509.KeyUsageCRLSign),
	})
	tmpl := &x509.Certificate{
		SerialNumber:       serial,
		RawSubject:         rawName(name),
		NotBefore:          nb,
		NotAfter:           na,
		ExtraExtensions:    exts,
		SignatureAlgorithm: x509.SHA256WithRSA,
	}
	return x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
}

// leafSpec describes a certificate the CA issues.
type leafSpec struct {
	certname string
	pub      crypto.PublicKey
	serial   *big.Int
	dnsNames []string
	ips      []net.IP
	extra    []pkix.Extension // extensions copied from the CSR (Puppet arcs)
	cliAuth  bool
	// server marks the server's own certificate, made when the CA starts
	// (Puppet Server's create-master-extensions), whose list differs from
	// a signed CSR's (create-agent-extensions).
	server bool
	ttl    time.Duration
}

// issue signs a leaf certificate with Puppet Server's extensions (see
// leafExtensions): Netscape comment, AuthorityKeyIdentifier,
// SubjectKeyIdentifier, the CSR's Puppet extensions, a SubjectAltName that
// always holds the certname, and the critical BasicConstraints CA:FALSE,
// ExtendedKeyUsage serverAuth+clientAuth and KeyUsage
// digitalSignature+keyEncipherment. Every extension is given to Go as
// ExtraExtensions, so that Go writes none of its own and keeps their order.
func issue(caCert *x509.Certificate, caKey crypto.Signer, spec leafSpec, now time.Time) ([]byte, error) {
	ski, err := subjectKeyID(spec.pub)
	if err != nil {
		return nil, fmt.Errorf("reading the public key: %w", err)
	}
	// The certname joins the alternative names as Puppet Server's CA adds
	// it: after the server's dns_alt_names always, even when they hold it
	// (create-subject-alt-names-ext conj's it: "DNS:puppet, DNS:x,
	// DNS:localhost, DNS:x"); for a signed CSR only when it lacks it
	// (ensure-cn-as-san).
	dns := append([]string(nil), spec.dnsNames...)
	if spec.server || !slices.Contains(dns, spec.certname) {
		dns = append(dns, spec.certname)
	}
	nb, na := validity(now, spec.ttl)
	tmpl := &x509.Certificate{
		SerialNumber:    spec.serial,
		RawSubject:      rawName(spec.certname),
		NotBefore:       nb,
		NotAfter:        na,
		ExtraExtensions: leafExtensions(caCert, spec, ski, subjectAltNameExt(dns, spec.ips)),
	}
	return x509.CreateCertificate(rand.Reader, tmpl, caCert, spec.pub, caKey)
}

// leafExtensions lists a leaf certificate's extensions as Puppet Server's
// CA writes them. Its list for a certificate signed from a CSR
// (create-agent-extensions) is Netscape Comment, AKI, BasicConstraints,
// ExtKeyUsage, KeyUsage, SKI, then the CSR's extensions, with the subject
// alternative names moved to the front (ensure-ext-list-has-cn-san); for
// the server's own certificate (create-master-extensions) the same base
// list with pp_cli_auth after SKI, then the SAN. A certificate made by
// `punch ca generate --ca-client` takes pp_cli_auth after SKI too.
func leafExtensions(caCert *x509.Certificate, spec leafSpec, ski []byte, san pkix.Extension) []pkix.Extension {
	exts := []pkix.Extension{
		netscapeCommentExt(), authorityKeyIDExt(caCert), basicConstraintsExt(false), extKeyUsageExt(),
		keyUsageExt(x509.KeyUsageDigitalSignature | x509.KeyUsageKeyEncipherment), subjectKeyIDExt(ski),
	}
	if spec.cliAuth {
		exts = append(exts, cliAuthExt())
	}
	if spec.server {
		exts = append(exts, san)
	} else {
		exts = append([]pkix.Extension{san}, exts...)
	}
	return puppetServerOrder(append(exts, spec.extra...))
}

// puppetServerOrder is the order in which Puppet Server writes a list of
// extensions on a certificate it signs: jvm-ssl-utils' signCertificate adds
// the list's non-critical extensions first, then its critical ones, each
// group in the list's order (checked against Puppet Server 7.9.5's
// certificates in TestExtensionOrderMatchesPuppetServer).
func puppetServerOrder(exts []pkix.Extension) []pkix.Extension {
	out := make([]pkix.Extension, 0, len(exts))
	for _, critical := range []bool{false, true} {
		for _, e := range exts {
			if e.Critical == critical {
				out = append(out, e)
			}
		}
	}
	return out
}

// subjectAltNameExt encodes the DNS names and IP addresses as a
// SubjectAltName (RFC 5280 GeneralNames: dNSName [2], iPAddress [7]).
func subjectAltNameExt(dns []string, ips []net.IP) pkix.Extension {
	var names []asn1.RawValue
	for _, d := range dns {
		names = append(names, asn1.RawValue{Class: asn1.ClassContextSpecific, Tag: 2, Bytes: []byte(d)})
	}
	for _, ip := range ips {
		b := ip.To4()
		if b == nil {
			b = ip.To16()
		}
		names = append(names, asn1.RawValue{Class: asn1.ClassContextSpecific, Tag: 7, Bytes: b})
	}
	return pkix.Extension{Id: oidSubjectAltName, Value: mustMarshal(names)}
}

// basicConstraintsExt is the critical BasicConstraints, without a path
// length (cA FALSE, the DER default, is left out: an empty sequence).
func basicConstraintsExt(isCA bool) pkix.Extension {
	type bc struct {
		IsCA bool `asn1:"optional"`
	}
	return pkix.Extension{Id: oidBasicConstraints, Critical: true, Value: mustMarshal(bc{IsCA: isCA})}
}

// keyUsageExt is the critical KeyUsage with the bits of ku (bit 0 is
// digitalSignature, the first bit of the string), without trailing zero
// bits, as DER wants.
func keyUsageExt(ku x509.KeyUsage) pkix.Extension {
	var b [2]byte
	n := 0
	for i := 0; i < 9; i++ {
		if ku&(1<<uint(i)) != 0 {
			b[i/8] |= 0x80 >> uint(i%8)
			n = i + 1
		}
	}
	bits := asn1.BitString{Bytes: b[:(n+7)/8], BitLength: n}
	return pkix.Extension{Id: oidKeyUsage, Critical: true, Value: mustMarshal(bits)}
}

func subjectKeyIDExt(ski []byte) pkix.Extension {
	return pkix.Extension{Id: oidSubjectKeyID, Value: mustMarshal(ski)}
}

// newCRL signs a CRL listing entries, with the given number, valid from now
// for five years (Puppet Server's CRL lifetime).
func newCRL(caCert *x509.Certificate, caKey crypto.Signer, number *big.Int, entries []x509.RevocationListEntry, now time.Time) ([]byte, error) {
	tmpl := &x509.RevocationList{
		Number:                    number,
		ThisUpdate:                now.UTC().Truncate(time.Second),
		NextUpdate:                now.UTC().Truncate(time.Second).AddDate(5, 0, 0),
		RevokedCertificateEntries: entries,
	}
	return x509.CreateRevocationList(rand.Reader, tmpl, caCert, caKey)
}

// keyCompromise is the reason code Puppet Server records on revocations.
const keyCompromise = 1

func pemEncode(typ string, der []byte) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: der})
}

func encodePrivateKey(key *rsa.PrivateKey) []byte {
	return pemEncode("RSA PRIVATE KEY", x509.MarshalPKCS1PrivateKey(key))
}

func encodePublicKey(pub crypto.PublicKey) ([]byte, error) {
	der, err := x509.MarshalPKIXPublicKey(pub)
	if err != nil {
		return nil, err
	}
	return pemEncode("PUBLIC KEY", der), nil
}

// parsePrivateKey reads a PEM private key in PKCS#1, PKCS#8 or SEC 1 form.
func parsePrivateKey(data []byte) (crypto.Signer, error) {
	for {
		var b *pem.Block
		b, data = pem.Decode(data)
		if b == nil {
			return nil, errors.New("no PEM private key found")
		}
		switch b.Type {
		case "RSA PRIVATE KEY":
			return x509.ParsePKCS1PrivateKey(b.Bytes)
		case "EC PRIVATE KEY":
			return x509.ParseECPrivateKey(b.Bytes)
		case "PRIVATE KEY":
			k, err := x509.ParsePKCS8PrivateKey(b.Bytes)
			if err != nil {
				return nil, err
			}
			s, ok := k.(crypto.Signer)
			if !ok {
				return nil, fmt.Errorf("unsupported private key type %T", k)
			}
			return s, nil
		}
	}
}

// LoadCertPool adds the PEM certificates of file (a CA certificate or
// bundle) to pool (a new pool when nil) and returns it: the one reading
// of a trusted CA file for the clients the server and the commands make
// (reports' http processor, PuppetDB, the load generator). Its error is
// the file's read error, or "FILE holds no PEM certificate"; callers wrap
// it with what the file was for.
func LoadCertPool(file string, pool *x509.CertPool) (*x509.CertPool, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	if pool == nil {
		pool = x509.NewCertPool()
	}
	if !pool.AppendCertsFromPEM(data) {
		return nil, fmt.Errorf("%s holds no PEM certificate", file)
	}
	return pool, nil
}

// ParseCertificates reads every CERTIFICATE block of a PEM bundle (a
// certificate file, a CA bundle); an error when there is none.
func ParseCertificates(data []byte) ([]*x509.Certificate, error) {
	return parsePEMBlocks(data, "CERTIFICATE", "certificate", x509.ParseCertificate)
}

// ParseCRLs reads every X509 CRL block of a PEM bundle, keeping their DER.
func ParseCRLs(data []byte) ([]*x509.RevocationList, error) {
	return parsePEMBlocks(data, "X509 CRL", "CRL", x509.ParseRevocationList)
}

// parsePEMBlocks parses every block of type typ in a PEM bundle, skipping
// blocks of other types; an error names what when there is none.
func parsePEMBlocks[T any](data []byte, typ, what string, parse func([]byte) (T, error)) ([]T, error) {
	var out []T
	for {
		var b *pem.Block
		b, data = pem.Decode(data)
		if b == nil {
			break
		}
		if b.Type != typ {
			continue
		}
		v, err := parse(b.Bytes)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no PEM %s found", what)
	}
	return out, nil
}

// formatTime is Puppet's inventory and status date format
// (YYYY-MM-DDTHH:MM:SSUTC).
func formatTime(t time.Time) string {
	return t.UTC().Format("2006-01-02T15:04:05") + "UTC"
}

// formatSerial is the serial file's format: upper-case hex, at least four
// digits.
func formatSerial(n *big.Int) string {
	s := strings.ToUpper(n.Text(16))
	for len(s) < 4 {
		s = "0" + s
	}
	return s
}

// inventoryLine is one line of inventory.txt.
func inventoryLine(c *x509.Certificate) string {
	return fmt.Sprintf("0x%s %s %s /CN=%s\n", formatSerial(c.SerialNumber), formatTime(c.NotBefore), formatTime(c.NotAfter), c.Subject.CommonName)
}

// fingerprint is the upper-case, colon-separated hex digest of der.
func fingerprint(der []byte, h crypto.Hash) string {
	d := h.New()
	d.Write(der)
	sum := d.Sum(nil)
	const hexdigits = "0123456789ABCDEF"
	out := make([]byte, 0, len(sum)*3)
	for i, b := range sum {
		if i > 0 {
			out = append(out, ':')
		}
		out = append(out, hexdigits[b>>4], hexdigits[b&0xf])
	}
	return string(out)
}
