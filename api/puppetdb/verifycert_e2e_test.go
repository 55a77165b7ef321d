package puppetdb

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"

	"github.com/punch-dev/punch/api/puppetdb/pdbtest"
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

// waitQueueEmpty waits until the test PuppetDB has processed every
// command it took (its status's queue_depth is 0), so that a test's
// commands cannot land after the next test wiped PuppetDB.
func waitQueueEmpty(t *testing.T) {
	t.Helper()
	pdbtest.WaitFor(t, "its command queue", func() bool {
		resp, err := http.Get(pdb.url + "/status/v1/services/puppetdb-status")
		if err != nil {
			return false
		}
		defer resp.Body.Close()
		var st struct {
			Status struct {
				QueueDepth *int `json:"queue_depth"`
			} `json:"status"`
		}
		return json.NewDecoder(resp.Body).Decode(&st) == nil && st.Status.QueueDepth != nil && *st.Status.QueueDepth == 0
	})
}
