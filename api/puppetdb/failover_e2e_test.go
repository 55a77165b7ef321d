package puppetdb

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/puppetdb/pdbtest"
	"github.com/punch-dev/punch/api/puppetdb/wire"
	"github.com/punch-dev/punch/compiler/catalog"
)

// hostCounter counts the successful answers of each host:port a client
// sends to.
type hostCounter struct {
	next http.RoundTripper
	mu   sync.Mutex
	ok   map[string]int
}

func (h *hostCounter) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := h.next.RoundTrip(r)
	if err == nil && resp.StatusCode/100 == 2 {
		h.mu.Lock()
		h.ok[r.URL.Host]++
		h.mu.Unlock()
	}
	return resp, err
}

// TestCommandBroadcastRealPuppetDB broadcasts a catalog to the real
// PuppetDB named by two addresses (127.0.0.1 and localhost), read from a
// puppetdb.conf with command_broadcast = true and
// min_successful_submissions = 2: both submissions are taken and PuppetDB
// stores the catalog. With a third URL where nothing listens and 3
// required, the catalog request fails naming the URLs.
func TestCommandBroadcastRealPuppetDB(t *testing.T) {
	needPuppetDB(t)
	byIP := pdb.url
	byName := strings.Replace(byIP, "127.0.0.1", "localhost", 1)
	conf := filepath.Join(t.TempDir(), "puppetdb.conf")
	write := func(urls string, min int) {
		t.Helper()
		text := fmt.Sprintf("[main]\nserver_urls = %s\nserver_url_timeout = 20\ncommand_broadcast = true\nmin_successful_submissions = %d\n", urls, min)
		if err := os.WriteFile(conf, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(byIP+","+byName, 2)
	cfg, err := LoadConfig(conf, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := NewClient(cfg, nil, "client.example.com", zerolog.Nop())
	counter := &hostCounter{next: c.http.Transport, ok: map[string]int{}}
	c.http.Transport = counter

	node := "broadcast.example.com"
	cat := &catalog.Catalog{Name: node, Environment: "production", Version: 1, UUID: catalog.NewUUID()}
	cat.Resources = append(cat.Resources, &catalog.Resource{Type: "Notify", Title: "hello", Tags: []string{"notify"}, Kind: "compilable_type"})
	if err := c.StoreCatalog(context.Background(), cat, wire.CatalogOptions{}); err != nil {
		t.Fatalf("broadcast to both addresses: %v", err)
	}
	hostOf := func(u string) string { return strings.TrimPrefix(u, "http://") }
	if counter.ok[hostOf(byIP)] != 1 || counter.ok[hostOf(byName)] != 1 {
		t.Errorf("successful submissions per address: %v, want one to each of %s and %s", counter.ok, byIP, byName)
	}
	pdbtest.WaitFor(t, "the broadcast catalog", func() bool {
		for _, r := range rows(c, "catalogs", []any{"=", "certname", node}) {
			if r["catalog_uuid"] == cat.UUID {
				return true
			}
		}
		return false
	})

	// A third URL where nothing listens, all three required.
	closed := fmt.Sprintf("http://127.0.0.1:%d", pdbtest.FreePort(t, false))
	write(byIP+","+byName+","+closed, 3)
	cfg, err = LoadConfig(conf, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = NewClient(cfg, nil, "client.example.com", zerolog.Nop()).StoreCatalog(context.Background(), cat, wire.CatalogOptions{})
	want := fmt.Sprintf("Failed to execute '/pdb/cmd/v1' on at least 3 of the following 'server_urls': %s, %s, %s (2 of 3 took it", byIP, byName, closed)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("3 required, 2 reachable: error %v\n  want %s", err, want)
	}
	// The commands to the second address (and the failed broadcast's two)
	// may still be queued: the golden cases wipe PuppetDB next.
	waitQueueEmpty(t)
}
