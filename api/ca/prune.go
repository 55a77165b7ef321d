package ca

import (
	"crypto/rand"
	"crypto/x509"
	"errors"
	"fmt"
	"math/big"
)

// ErrNoOwnCRL is PruneCRL's failure when ca_crl.pem holds no CRL, or more
// than one, that the CA's key signed (puppetserver ca prune: "Could not
// identify Puppet's CRL. Aborting prune action.").
var ErrNoOwnCRL = errors.New("could not identify Puppet's CRL")

// PruneCRL removes the duplicate revocations from the CA's own CRL, as
// `puppetserver ca prune` does: the CRL in ca_crl.pem signed by the CA's
// key (exactly one must be) keeps the first entry of each serial number;
// when some were removed it is signed again with its number plus one and
// its update times as they were, and the chain (other CRLs as they are) is
// written back. It returns how many revocations the CRL held and how many
// were removed.
func (c *CA) PruneCRL() (total, removed int, err error) {
	err = c.withLock(func() error {
		crls, err := c.readCRLChain()
		if err != nil {
			return err
		}
		idx := -1
		for i, crl := range crls {
			// Puppet's test is the signature (crl.verify(key)).
			if crl.CheckSignatureFrom(c.caCert) != nil {
				continue
			}
			if idx >= 0 {
				return ErrNoOwnCRL
			}
			idx = i
		}
		if idx < 0 {
			return ErrNoOwnCRL
		}
		ours := crls[idx]
		total = len(ours.RevokedCertificateEntries)
		seen := map[string]bool{}
		var kept []x509.RevocationListEntry
		for _, e := range ours.RevokedCertificateEntries {
			if seen[e.SerialNumber.String()] {
				removed++
				continue
			}
			seen[e.SerialNumber.String()] = true
			kept = append(kept, e)
		}
		if removed == 0 {
			return nil
		}
		number := big.NewInt(1)
		if ours.Number != nil {
			number.Add(ours.Number, number)
		}
		der, err := x509.CreateRevocationList(rand.Reader, &x509.RevocationList{
			Number:                    number,
			ThisUpdate:                ours.ThisUpdate,
			NextUpdate:                ours.NextUpdate,
			RevokedCertificateEntries: kept,
		}, c.caCert, c.caKey)
		if err != nil {
			return fmt.Errorf("signing the CRL: %w", err)
		}
		if err := c.writeCRLChain(crls, idx, der); err != nil {
			return err
		}
		c.log.Info().Int("removed", removed).Str("crl_number", number.String()).Msg("Removed duplicate revocations from the CRL")
		return nil
	})
	return total, removed, err
}
