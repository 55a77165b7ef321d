package puppetdb

import (
	"context"
	"testing"
)

// TestVerifyClientCertificateRealPuppetDB asks the real PuppetDB over
// HTTPS (its stock Jetty set-up, which needs a client certificate): with
// verify_client_certificate = true (the default) this host's certificate
// is presented and the query is answered; with false none is, and
// PuppetDB refuses the connection.
func TestVerifyClientCertificateRealPuppetDB(t *testing.T) {
	needPuppetDB(t)
	for _, verify := range []bool{true, false} {
		c := testClient(t, true, func(cfg *Config) { cfg.VerifyClientCertificate = verify })
		_, err := c.Query(context.Background(), "nodes", nil)
		if verify && err != nil {
			t.Errorf("verify_client_certificate = true: %v", err)
		}
		if !verify && err == nil {
			t.Error("verify_client_certificate = false: PuppetDB answered a client without a certificate; its Jetty should need one")
		}
	}
}
