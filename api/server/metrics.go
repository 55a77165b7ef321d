package server

import (
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
	}
	r.GaugeFunc("punch_compile_queue_depth", "Catalog requests waiting for a compile slot.",
		func() float64 { return float64(p.queued()) })
	r.GaugeFunc("punch_compiles_running", "Catalog compiles running now.",
		func() float64 { return float64(p.running()) })
	r.GaugeFunc("punch_compile_slots", "Compile slots (max_compiles).",
		func() float64 { return float64(p.capacity()) })
	return m
}
