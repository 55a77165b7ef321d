package puppetdb

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/puppetdb/wire"
)

// TestFactsWaitForCompletion: facts stored with Wait ask PuppetDB to
// process them before answering (secondsToWaitForCompletion, bounded by
// maxFactsWait and half server_url_timeout); PuppetDB's 503 "queued, not
// done in time" answer ({"uuid", "processed": false, "timed_out": true},
// as its command endpoint writes it) counts as taken, while a 503 from a
// PuppetDB that is down still fails; other commands never wait.
func TestFactsWaitForCompletion(t *testing.T) {
	var mu sync.Mutex
	var waits []string
	answer := `{"uuid":"7b0e3c5e-1d1a-4d77-9d55-3f1f0d8a1c11","processed":false,"timed_out":true}`
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		mu.Lock()
		waits = append(waits, r.URL.Query().Get("secondsToWaitForCompletion"))
		a := answer
		mu.Unlock()
		w.WriteHeader(http.StatusServiceUnavailable)
		io.WriteString(w, a)
	}))
	defer srv.Close()
	u, _ := url.Parse(srv.URL)
	cfg := DefaultConfig()
	cfg.ServerURLs = []*url.URL{u}
	cfg.Timeout = 4 * time.Second
	c := NewClient(cfg, nil, "puppet.example.com", zerolog.Nop())
	facts := Facts{Certname: "web01.example.com", Environment: "production", Values: []byte(`{"a":1}`), Wait: time.Minute}
	if err := c.StoreFacts(context.Background(), facts); err != nil {
		t.Errorf("facts PuppetDB queued but did not process in time: %v", err)
	}
	facts.Wait = 0
	if err := c.StoreFacts(context.Background(), facts); err == nil {
		t.Error("facts without Wait answered 503: want the error")
	}
	mu.Lock()
	answer = "Service Unavailable"
	mu.Unlock()
	facts.Wait = time.Second
	if err := c.StoreFacts(context.Background(), facts); err == nil {
		t.Error("facts with Wait answered a plain 503 (PuppetDB down): want the error")
	}
	mu.Lock()
	defer mu.Unlock()
	// Half the 4 s server_url_timeout, then none, then the second asked.
	if want := []string{"2", "", "1"}; strings.Join(waits, ",") != strings.Join(want, ",") {
		t.Errorf("secondsToWaitForCompletion sent: %q, want %q", waits, want)
	}
}

// TestReportCatalogUUID: the "store report" payload's catalog_uuid is the
// report's own, null for a run that got no catalog, never its
// transaction_uuid (Puppet's report processor: `defined?(catalog_uuid) ?
// catalog_uuid : transaction_uuid`, where the accessor is always defined;
// PuppetDB held null after Puppet Server 7.9.5 for cmd/tools/site5's
// audit01, whose catalog request failed).
func TestReportCatalogUUID(t *testing.T) {
	body, err := os.ReadFile("../server/testdata/reports/report.json")
	if err != nil {
		t.Fatal(err)
	}
	var report map[string]any
	if err := json.Unmarshal(body, &report); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		uuid any
		want any
	}{{"0b1d6abf-5445-4dbc-8962-433a1a581410", "0b1d6abf-5445-4dbc-8962-433a1a581410"}, {nil, nil}} {
		report["catalog_uuid"] = c.uuid
		in, _ := json.Marshal(report)
		out, err := wire.ReportFromAgent(in, wire.ReportOptions{Producer: "puppet.example.com", Time: time.Now()})
		if err != nil {
			t.Fatal(err)
		}
		var got map[string]any
		if err := json.Unmarshal(out, &got); err != nil {
			t.Fatal(err)
		}
		if v, ok := got["catalog_uuid"]; !ok || v != c.want {
			t.Errorf("report with catalog_uuid %v: payload has %v (present: %v), want %v", c.uuid, v, ok, c.want)
		}
	}
}
