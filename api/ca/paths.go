package ca

import (
	"path/filepath"
)

// Paths names every file and directory the CA and the server's own SSL
// identity use. The names and layout are Puppet Server 7's, so an ssldir
// written by Punch can be handed to Puppet Server and back.
type Paths struct {
	// The CA directory (Puppet's cadir).
	CADir          string
	CACert         string // ca_crt.pem
	CAKey          string // ca_key.pem
	CAPub          string // ca_pub.pem
	CACRL          string // ca_crl.pem
	Serial         string // serial: next serial number, hex, at least 4 digits
	Inventory      string // inventory.txt: one line per signed certificate
	InfraInventory string // infra_inventory.txt (kept empty; Puppet Server creates it)
	InfraSerials   string // infra_serials
	InfraCRL       string // infra_crl.pem
	SignedDir      string // signed/<certname>.pem
	RequestsDir    string // requests/<certname>.pem
	Lock           string // ca.lock: serialises writers across processes

	// The server's own SSL directory (Puppet's ssldir).
	SSLDir        string
	CertDir       string // certs/
	PrivateKeyDir string // private_keys/
	PublicKeyDir  string // public_keys/
	RequestDir    string // certificate_requests/
	LocalCACert   string // certs/ca.pem
	HostCRL       string // crl.pem
}

// NewPaths returns the layout under ssldir and cadir. An empty cadir means
// ssldir/ca (Puppet 6's default, and Punch's).
func NewPaths(ssldir, cadir string) Paths {
	if cadir == "" {
		cadir = filepath.Join(ssldir, "ca")
	}
	return Paths{
		CADir:          cadir,
		CACert:         filepath.Join(cadir, "ca_crt.pem"),
		CAKey:          filepath.Join(cadir, "ca_key.pem"),
		CAPub:          filepath.Join(cadir, "ca_pub.pem"),
		CACRL:          filepath.Join(cadir, "ca_crl.pem"),
		Serial:         filepath.Join(cadir, "serial"),
		Inventory:      filepath.Join(cadir, "inventory.txt"),
		InfraInventory: filepath.Join(cadir, "infra_inventory.txt"),
		InfraSerials:   filepath.Join(cadir, "infra_serials"),
		InfraCRL:       filepath.Join(cadir, "infra_crl.pem"),
		SignedDir:      filepath.Join(cadir, "signed"),
		RequestsDir:    filepath.Join(cadir, "requests"),
		Lock:           filepath.Join(cadir, "ca.lock"),

		SSLDir:        ssldir,
		CertDir:       filepath.Join(ssldir, "certs"),
		PrivateKeyDir: filepath.Join(ssldir, "private_keys"),
		PublicKeyDir:  filepath.Join(ssldir, "public_keys"),
		RequestDir:    filepath.Join(ssldir, "certificate_requests"),
		LocalCACert:   filepath.Join(ssldir, "certs", "ca.pem"),
		HostCRL:       filepath.Join(ssldir, "crl.pem"),
	}
}

// SignedCert is the path of certname's signed certificate in the CA.
func (p Paths) SignedCert(certname string) string {
	return filepath.Join(p.SignedDir, certname+".pem")
}

// Request is the path of certname's pending certificate request in the CA.
func (p Paths) Request(certname string) string {
	return filepath.Join(p.RequestsDir, certname+".pem")
}

// HostCert is the path of certname's certificate in the ssldir.
func (p Paths) HostCert(certname string) string {
	return filepath.Join(p.CertDir, certname+".pem")
}

// HostKey is the path of certname's private key in the ssldir.
func (p Paths) HostKey(certname string) string {
	return filepath.Join(p.PrivateKeyDir, certname+".pem")
}

// HostPub is the path of certname's public key in the ssldir.
func (p Paths) HostPub(certname string) string {
	return filepath.Join(p.PublicKeyDir, certname+".pem")
}
