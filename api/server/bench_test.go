package server

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/auth"
	"github.com/punch-dev/punch/api/server/loadtest"
	"github.com/punch-dev/punch/compiler/util/procinfo"
)

// benchServer serves the load-test environment (about 200 resources per
// catalog) without TLS, with rules that let anybody fetch any catalog.
func benchServer(b *testing.B) *Server {
	b.Helper()
	dir := b.TempDir()
	if err := loadtest.WriteEnvironment(filepath.Join(dir, "envs"), 48); err != nil {
		b.Fatal(err)
	}
	st, sets := testStoreSettings(b, dir, filepath.Join(dir, "envs"))
	rules := auth.MustNew([]auth.Rule{{Name: "all", SortOrder: 1, Match: auth.Match{Path: "/", Type: "path"}, AllowUnauthenticated: true}})
	s, err := New(Config{Environments: testRegistry(b, sets), Store: st, Rules: rules, Certname: testServerName,
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
	cpu0 := procinfo.SelfCPU()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if c := do(); c != http.StatusOK {
				b.Errorf("status %d", c)
				return
			}
		}
	})
	b.StopTimer()
	// CPU time per request is what bounds throughput on a busy machine,
	// where wall time also counts other processes.
	cpu := procinfo.SelfCPU() - cpu0
	b.ReportMetric(float64(cpu.Microseconds())/float64(b.N), "cpu-us/op")
	b.ReportMetric(float64(b.N)/cpu.Seconds(), "catalogs/cpu-s")
}

// BenchmarkCompileOnly is the compile of the load-test catalog alone (no
// HTTP, no JSON), with the facts the load generator sends: the compiler's
// share of a catalog request.
func BenchmarkCompileOnly(b *testing.B) {
	s := benchServer(b)
	node := "load-000.example.com"
	p, err := DecodeCatalogParams("", string(loadtest.CatalogBody(node)))
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	n, _ := s.classify(ctx, node, "production")
	job := &compileJob{node: n, facts: p.Facts.Values, trusted: trustedFor(node, true, nil)}
	if _, err := s.compile(ctx, job); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	cpu0 := procinfo.SelfCPU()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, err := s.compile(ctx, job); err != nil {
				b.Error(err)
				return
			}
		}
	})
	b.StopTimer()
	cpu := procinfo.SelfCPU() - cpu0
	b.ReportMetric(float64(cpu.Microseconds())/float64(b.N), "cpu-us/op")
}

// BenchmarkCatalogJSON is the catalog's JSON encoding alone: pretty (punch
// compile, the golden files) and compact (what agents get).
func BenchmarkCatalogJSON(b *testing.B) {
	s := benchServer(b)
	node := "load-000.example.com"
	p, _ := DecodeCatalogParams("", string(loadtest.CatalogBody(node)))
	ctx := context.Background()
	n, _ := s.classify(ctx, node, "production")
	res, err := s.compile(ctx, &compileJob{node: n, facts: p.Facts.Values, trusted: trustedFor(node, true, nil)})
	if err != nil {
		b.Fatal(err)
	}
	b.Run("pretty", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			if _, err := res.catalog.MarshalJSON(); err != nil {
				b.Fatal(err)
			}
		}
	})
	// What agents are served.
	b.Run("compact", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			res.catalog.MarshalCompactJSON()
		}
	})
}

// BenchmarkDecodeCatalogParams is the decoding of an agent's catalog
// request body (form and facts JSON).
func BenchmarkDecodeCatalogParams(b *testing.B) {
	body := string(loadtest.CatalogBody("load-000.example.com"))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := DecodeCatalogParams("", body); err != nil {
			b.Fatal(err)
		}
	}
}
