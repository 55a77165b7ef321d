package server

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/auth"
	"github.com/punch-dev/punch/api/server/loadtest"
	"github.com/punch-dev/punch/api/store"
	"github.com/punch-dev/punch/environments/settings"
)

// benchServer serves the load-test environment (about 200 resources per
// catalog) without TLS, with rules that let anybody fetch any catalog.
func benchServer(b *testing.B) *Server {
	b.Helper()
	dir := b.TempDir()
	if err := loadtest.WriteEnvironment(filepath.Join(dir, "envs"), 48); err != nil {
		b.Fatal(err)
	}
	st, err := store.Open(filepath.Join(dir, "var"), store.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { st.Close() })
	sets := settings.NewForHost(settings.Host{Home: dir, FQDN: func() string { return testServerName }, Exists: func(string) bool { return false }})
	_ = sets.Set("environmentpath", filepath.Join(dir, "envs"))
	if err := sets.Load(); err != nil {
		b.Fatal(err)
	}
	rules := auth.MustNew([]auth.Rule{{Name: "all", SortOrder: 1, Match: auth.Match{Path: "/", Type: "path"}, AllowUnauthenticated: true}})
	s, err := New(Config{Environments: NewDirEnvironments(sets), Store: st, Rules: rules, Certname: testServerName,
		Logger: zerolog.Nop(), MaxQueuedCompiles: 1 << 20})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(s.Close)
	return s
}

// BenchmarkCatalogRequest is one agent catalog request (form decoding,
// facts, compile, JSON, store queue) through the whole handler, in
// process, without TLS: what the server can do at most per core.
func BenchmarkCatalogRequest(b *testing.B) {
	s := benchServer(b)
	h := s.Handler()
	node := "load-000.example.com"
	body := loadtest.CatalogBody(node)
	do := func() int {
		req := httptest.NewRequest("POST", "/puppet/v3/catalog/"+node+"?environment=production", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Accept", "application/json")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		return w.Code
	}
	if c := do(); c != http.StatusOK {
		b.Fatalf("status %d", c)
	}
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if c := do(); c != http.StatusOK {
				b.Errorf("status %d", c)
				return
			}
		}
	})
}
