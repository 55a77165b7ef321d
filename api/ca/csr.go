package ca

import (
	"crypto/x509"
	"encoding/pem"
	"fmt"
	"regexp"
	"strings"
)

// MaxCSRBytes is the default limit on a submitted certificate request. A
// Puppet agent's CSR with a 4096-bit key and many extensions is under 4 KiB.
const MaxCSRBytes = 64 << 10

// DecodeCSR reads the first certificate request of a PEM document. It never
// panics, whatever the input; errors say what was wrong with it.
func DecodeCSR(data []byte) (*x509.CertificateRequest, error) {
	rest := data
	for {
		var b *pem.Block
		b, rest = pem.Decode(rest)
		if b == nil {
			return nil, fmt.Errorf("no PEM-encoded certificate request (-----BEGIN CERTIFICATE REQUEST-----) found in the request body")
		}
		if b.Type != "CERTIFICATE REQUEST" && b.Type != "NEW CERTIFICATE REQUEST" {
			continue
		}
		csr, err := x509.ParseCertificateRequest(b.Bytes)
		if err != nil {
			return nil, fmt.Errorf("could not parse the certificate request: %v", err)
		}
		return csr, nil
	}
}

var (
	segmentStart = regexp.MustCompile(`^[A-Za-z0-9_]`)
	segmentChars = regexp.MustCompile(`^[A-Za-z0-9\-_]*[A-Za-z0-9_]$`)
)

// ValidateSubject applies Puppet Server's rules to a CSR subject submitted
// for certname: it must equal certname, be lower case, contain no wildcard,
// and be a dotted name of letters, digits, '-' and '_' (no segment may start
// or end with '-'). Messages are Puppet Server's.
func ValidateSubject(certname, subject string) error {
	if certname != subject {
		return badRequest("Instance name %q does not match requested key %q", subject, certname)
	}
	if certname != strings.ToLower(certname) {
		return badRequest("Certificate names must be lower case.")
	}
	if strings.Contains(subject, "*") {
		return badRequest("Subject contains a wildcard, which is not allowed: %s", subject)
	}
	if strings.HasSuffix(subject, "-") {
		return badRequest("Subject hostname format is invalid")
	}
	segs := strings.Split(subject, ".")
	if !segmentStart.MatchString(segs[0]) {
		return badRequest("Subject hostname format is invalid")
	}
	for _, s := range segs {
		if !segmentChars.MatchString(s) {
			return badRequest("Subject hostname format is invalid")
		}
	}
	return nil
}

// ValidName reports whether name is safe to use as a file name under the
// CA's directories: non-empty, at most 255 bytes, printable ASCII without
// '/' or '\', and not "." or "..". This is a path-safety check, looser than
// ValidateSubject, so lookups of odd names answer 404 rather than 400.
func ValidName(name string) bool {
	if name == "" || len(name) > 255 || name == "." || name == ".." {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c < 0x20 || c > 0x7e || c == '/' || c == '\\' {
			return false
		}
	}
	return true
}

// checkCSRPolicy applies the checks Puppet Server makes before signing:
// subject alternative names only when allowed (a single DNS name equal to
// the certname is always fine), authorization extensions only when allowed,
// no extension outside SAN and the Puppet arcs (pp_cli_auth never), and a
// valid self-signature.
func checkCSRPolicy(csr *x509.CertificateRequest, allowSAN, allowAuthExt bool) error {
	subject := csr.Subject.CommonName
	if !allowSAN {
		var sans []string
		for _, ip := range csr.IPAddresses {
			sans = append(sans, "IP:"+ip.String())
		}
		for _, d := range csr.DNSNames {
			sans = append(sans, "DNS:"+d)
		}
		if len(csr.EmailAddresses) > 0 || len(csr.URIs) > 0 {
			for _, e := range csr.EmailAddresses {
				sans = append(sans, "email:"+e)
			}
			for _, u := range csr.URIs {
				sans = append(sans, "URI:"+u.String())
			}
		}
		if len(sans) > 0 && !(len(sans) == 1 && sans[0] == "DNS:"+subject) {
			var extra []string
			for _, s := range sans {
				if s != "DNS:"+subject {
					extra = append(extra, s)
				}
			}
			return badRequest("CSR '%s' contains extra subject alternative names (%s), which are disallowed. To allow subject alternative names, set allow-subject-alt-names to true in your ca.conf file. Then restart the puppetserver and try signing this certificate again.", subject, strings.Join(extra, ", "))
		}
	}
	if len(csr.EmailAddresses) > 0 || len(csr.URIs) > 0 {
		return badRequest("Only DNS and IP names are allowed in the Subject Alternative Names extension")
	}
	for _, d := range csr.DNSNames {
		if strings.Contains(d, "*") {
			return badRequest("Cert subjectAltName contains a wildcard, which is not allowed: %s", d)
		}
	}
	var bad []string
	for _, e := range csr.Extensions {
		if subtreeOf(oidPPAuthCertExt, e.Id) && !allowAuthExt {
			return badRequest("CSR '%s' contains an authorization extension, which is disallowed. To allow authorization extensions, set allow-authorization-extensions to true in your ca.conf file. Then restart the puppetserver and try signing this certificate again.", subject)
		}
		if !allowedExtension(e.Id.String()) {
			bad = append(bad, e.Id.String())
		}
	}
	if len(bad) > 0 {
		return badRequest("Found extensions that are not permitted: %s", strings.Join(bad, ", "))
	}
	if err := csr.CheckSignature(); err != nil {
		return badRequest("CSR contains a public key that does not correspond to the signing key")
	}
	return nil
}

func allowedExtension(oid string) bool {
	switch {
	case oid == oidSubjectAltName.String():
		return true
	case oid == OIDCLIAuth.String():
		return false
	case strings.HasPrefix(oid, oidPPAuthCertExt.String()+"."),
		strings.HasPrefix(oid, oidPPRegCertExt.String()+"."),
		strings.HasPrefix(oid, oidPPPrivCertExt.String()+"."):
		return true
	}
	return false
}
