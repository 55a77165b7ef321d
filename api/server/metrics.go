package server

import (
	"sync"

	"github.com/punch-dev/punch/api/metrics"
)

// serverMetrics are the compile and store metrics (the HTTP ones come
// from metrics.HTTPMetrics).
type serverMetrics struct {
	compiles      *metrics.CounterVec   // environment, result
	phases        *metrics.HistogramVec // phase
	rejected      *metrics.Counter
	storeErrors   *metrics.Counter
	flushes       *metrics.Counter
	connsRefused  *metrics.Counter
	classifyTimes *metrics.Histogram
	reportErrors  *metrics.Counter
	bodiesRefused *metrics.Counter
	addrRefused   *metrics.CounterVec // address

	addrMu   sync.Mutex
	addrSeen map[string]bool
}

// maxAddressLabels bounds the addresses named in
// punch_http_connections_refused_per_address_total; later ones count as
// "other".
const maxAddressLabels = 100

// refusedAddress counts a connection refused for max_connections_per_address.
func (m *serverMetrics) refusedAddress(addr string) {
	m.addrMu.Lock()
	if !m.addrSeen[addr] {
		if len(m.addrSeen) >= maxAddressLabels {
			addr = "other"
		} else {
			m.addrSeen[addr] = true
		}
	}
	m.addrMu.Unlock()
	m.addrRefused.With(addr).Inc()
}

var compileBuckets = []float64{0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30}

func newServerMetrics(r *metrics.Registry, p *pool) *serverMetrics {
	m := &serverMetrics{
		compiles: r.Counter("punch_catalog_compiles_total",
			"Catalog compiles by environment and result (success, failure, abandoned: the client left or request_timeout expired).", "environment", "result"),
		phases: r.Histogram("punch_catalog_compile_phase_seconds",
			"Time spent in each compile phase; phase \"total\" is the whole compile, \"queue\" the wait for a compile slot.",
			compileBuckets, "phase"),
		rejected: r.Counter("punch_compile_rejected_total",
			"Catalog requests answered 503 because every compile slot was busy and the queue was full.").With(),
		storeErrors: r.Counter("punch_store_errors_total",
			"Records (facts, catalogs, reports) that could not be written to the store.").With(),
		flushes: r.Counter("punch_environment_flushes_total",
			"Environment cache flushes (SIGHUP, admin API).").With(),
		connsRefused: r.Counter("punch_http_connections_refused_total",
			"Connections closed at once because max_connections connections were open.").With(),
		classifyTimes: r.Histogram("punch_node_classification_seconds",
			"Time to classify a node (the ENC, when configured).", compileBuckets).With(),
		reportErrors: r.Counter("punch_report_processor_errors_total",
			"Reports a processor (store, http) could not write or send.").With(),
		addrRefused: r.Counter("punch_http_connections_refused_per_address_total",
			"Connections closed at once because their address held max_connections_per_address connections (the first 100 addresses by name, then \"other\").", "address"),
		addrSeen: map[string]bool{},
		bodiesRefused: r.Counter("punch_request_bodies_refused_total",
			"Requests answered 503 because the bodies being read filled max_request_bodies.").With(),
	}
	r.GaugeFunc("punch_compile_queue_depth", "Catalog requests waiting for a compile slot.",
		func() float64 { return float64(p.queued()) })
	r.GaugeFunc("punch_compiles_running", "Catalog compiles running now.",
		func() float64 { return float64(p.running()) })
	r.GaugeFunc("punch_compile_slots", "Compile slots (max_compiles).",
		func() float64 { return float64(p.capacity()) })
	return m
}
