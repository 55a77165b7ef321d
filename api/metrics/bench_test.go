package metrics

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// catalogMetrics registers what punch serve records for one catalog
// request (api/server/metrics.go): the HTTP metrics, the classification
// time, the queue wait, each compile phase, the total and the result.
type catalogMetrics struct {
	http     *HTTPMetrics
	compiles *CounterVec
	phases   *HistogramVec
	classify *Histogram
}

var benchBuckets = []float64{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30}

// compilePhases are the stages a compile reports (compiler.Stats).
var compilePhases = []string{"parse", "node", "evaluate", "finish", "validate", "serialize", "store"}

func newCatalogMetrics(r *Registry) *catalogMetrics {
	return &catalogMetrics{
		http:     NewHTTPMetrics(r, func(*http.Request) string { return "/puppet/v3/catalog/{node}" }),
		compiles: r.Counter("punch_catalog_compiles_total", "Catalog compiles.", "environment", "result"),
		phases:   r.Histogram("punch_catalog_compile_phase_seconds", "Compile phases.", benchBuckets, "phase"),
		classify: r.Histogram("punch_node_classification_seconds", "Classification.", benchBuckets).With(),
	}
}

// handler is a catalog request's metrics path without the compile: what
// the server records around one, with the label lookups it makes.
func (m *catalogMetrics) handler() http.Handler {
	return m.http.Middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		m.classify.ObserveDuration(300 * time.Microsecond)
		m.phases.With("queue").ObserveDuration(20 * time.Microsecond)
		for i, p := range compilePhases {
			m.phases.With(p).ObserveDuration(time.Duration(i+1) * time.Millisecond)
		}
		m.phases.With("total").ObserveDuration(28 * time.Millisecond)
		m.compiles.With("production", "success").Inc()
		w.WriteHeader(http.StatusOK)
	}))
}

// BenchmarkCatalogRequestMetrics is the metrics path of one catalog
// request (issue 11 item 6: the hand-written registry against
// client_golang), one goroutine.
func BenchmarkCatalogRequestMetrics(b *testing.B) {
	h := newCatalogMetrics(NewRegistry()).handler()
	req := httptest.NewRequest(http.MethodPost, "/puppet/v3/catalog/node1.example.com?environment=production", nil)
	w := httptest.NewRecorder()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		h.ServeHTTP(w, req)
	}
}

// BenchmarkCatalogRequestMetricsParallel is the same from every CPU at
// once, as concurrent compiles record.
func BenchmarkCatalogRequestMetricsParallel(b *testing.B) {
	h := newCatalogMetrics(NewRegistry()).handler()
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		req := httptest.NewRequest(http.MethodPost, "/puppet/v3/catalog/node1.example.com?environment=production", nil)
		w := httptest.NewRecorder()
		for pb.Next() {
			h.ServeHTTP(w, req)
		}
	})
}

// BenchmarkScrape is one /metrics answer with the catalog metrics, a few
// environments and routes, and the runtime gauges filled.
func BenchmarkScrape(b *testing.B) {
	r := NewRegistry()
	RegisterRuntime(r)
	m := newCatalogMetrics(r)
	h := m.handler()
	for i := 0; i < 100; i++ {
		h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/", nil))
	}
	for _, env := range []string{"production", "staging", "dev"} {
		m.compiles.With(env, "failure").Inc()
	}
	req := httptest.NewRequest(http.MethodGet, "/metrics", nil)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		w := httptest.NewRecorder()
		r.ServeHTTP(w, req)
		io.Copy(io.Discard, w.Body)
	}
}
