package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/environments/settings"
	"github.com/rs/zerolog"
)

// caSetupAction is `punch ca setup`, as `puppetserver ca setup`: a new CA in
// cadir and the server's key and certificate in ssldir (--certname, else
// the certname setting), made as punch serve makes them at its first
// start; refused, with the list of files in the way, when any of them
// exists.
func caSetupAction(f *caFlags, ssldir, cadir string, log zerolog.Logger, stdout, stderr io.Writer) int {
	certname := f.st.Certname
	if names := f.names(); len(names) > 0 {
		certname = names[0]
	}
	paths := ca.NewPaths(ssldir, cadir)
	var existing []string
	for _, p := range []string{paths.CACert, paths.CACRL, paths.InfraCRL, paths.HostCert(certname), paths.LocalCACert,
		paths.HostCRL, paths.CAPub, paths.Inventory, paths.InfraInventory, paths.InfraSerials, paths.Serial,
		paths.SignedCert(certname), paths.CAKey, paths.HostKey(certname)} {
		if _, err := os.Stat(p); !errors.Is(err, os.ErrNotExist) {
			existing = append(existing, p)
		}
	}
	if len(existing) > 0 {
		fmt.Fprintln(stderr, "Error:")
		for _, p := range existing {
			fmt.Fprintf(stderr, "Existing file at '%s'\n", p)
		}
		fmt.Fprintln(stderr, "If you would really like to replace your CA, please delete the existing files first.\nNote that any certificates that were issued by this CA will become invalid if you\nreplace it!")
		return 1
	}
	altNames := f.serverAltNames()
	caName := f.st.CAName
	if certname != f.st.Certname && f.st.Source("ca_name").Kind == settings.FromDefault {
		// ca_name's default follows the certname the CA is made for.
		caName = "Puppet CA: " + certname
	}
	_, err := ca.Open(ca.Config{
		SSLDir:      ssldir,
		CADir:       paths.CADir,
		Certname:    certname,
		DNSAltNames: altNames,
		CAName:      caName,
		TTL:         f.st.CATTL,
		KeyLength:   f.st.Keylength,
		Logger:      log.With().Str("component", "punch ca setup").Logger(),
	})
	if err != nil {
		fmt.Fprintf(stderr, "Error:\n    %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "Generation succeeded. Find your files in %s\n", paths.CADir)
	return 0
}

// serverAltNames are the alternative names of the server's certificate:
// --subject-alt-names, else the dns_alt_names setting.
func (f *caFlags) serverAltNames() []string {
	if f.altNames == "" {
		return f.st.DNSAltNames
	}
	var out []string
	for _, n := range strings.Split(f.altNames, ",") {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// caImportAction is `punch ca import`, as `puppetserver ca import`: an
// external or intermediate CA (--cert-bundle, --private-key, --crl-chain)
// written into cadir, and the server's key and certificate, signed by it,
// into ssldir (--certname, else the certname setting). Refused, with
// puppetserver ca's messages, when a file does not hold what it should,
// the chain does not verify, or a file the import writes exists.
func caImportAction(f *caFlags, ssldir, cadir string, log zerolog.Logger, stdout, stderr io.Writer) int {
	if f.certBundle == "" || f.privateKey == "" || f.crlChain == "" {
		fmt.Fprintf(stderr, "Error:\n    Missing required argument\n    --cert-bundle, --private-key, --crl-chain are required\n\n%s", caUsage)
		return 1
	}
	certname := f.st.Certname
	if names := f.names(); len(names) > 0 {
		certname = names[0]
	}
	paths := ca.NewPaths(ssldir, cadir)
	err := ca.Import(ca.Config{
		SSLDir:      ssldir,
		CADir:       paths.CADir,
		Certname:    certname,
		DNSAltNames: f.serverAltNames(),
		TTL:         f.st.CATTL,
		KeyLength:   f.st.Keylength,
		Logger:      log.With().Str("component", "punch ca import").Logger(),
	}, ca.ImportFiles{CertBundle: f.certBundle, PrivateKey: f.privateKey, CRLChain: f.crlChain})
	var ie *ca.ImportError
	switch {
	case errors.As(err, &ie):
		fmt.Fprintf(stderr, "Error:\n%s\n", ie.Error())
		return 1
	case err != nil:
		fmt.Fprintf(stderr, "Error:\n    %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "Import succeeded. Find your files in %s\n", paths.CADir)
	return 0
}

// caPrune is `punch ca prune`, as `puppetserver ca prune`: the duplicate
// revocations of the CA's CRL removed.
func caPrune(c *ca.CA, stdout, stderr io.Writer) int {
	total, removed, err := c.PruneCRL()
	if errors.Is(err, ca.ErrNoOwnCRL) {
		fmt.Fprintln(stderr, "Could not identify Puppet's CRL. Aborting prune action.")
		return 1
	}
	if err != nil {
		fmt.Fprintf(stderr, "Error:\n    %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "Total number of certificates found in Puppet's CRL is: %d.\n", total)
	if removed > 0 {
		fmt.Fprintf(stdout, "Removed %d duplicated certs from Puppet's CRL.\n", removed)
	} else {
		fmt.Fprintln(stdout, "No duplicate revocations found in the CRL.")
	}
	return 0
}
