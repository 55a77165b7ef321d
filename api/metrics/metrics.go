// Package metrics is Punch's Prometheus registry: counters, gauges and
// histograms with labels, safe for concurrent use, exposed in the Prometheus
// text format (version 0.0.4) by an http.Handler for /metrics. It is a thin
// layer over the standard client (github.com/prometheus/client_golang),
// which does the counting and the exposition; the layer keeps the server's
// call sites short and its checks (registration reused or refused, label
// values made valid UTF-8, counters never going down).
//
// Register metrics once, at start-up:
//
//	reg := metrics.NewRegistry()
//	compiles := reg.Counter("punch_compiles_total", "Catalog compilations.", "environment", "result")
//	phase := reg.Histogram("punch_compile_phase_seconds", "Time per compile phase.", metrics.DefBuckets, "phase")
//	reg.GaugeFunc("punch_compile_queue_depth", "Compiles waiting for a worker.", func() float64 { return float64(q.Len()) })
//
// then record from any goroutine:
//
//	compiles.With("production", "success").Inc()
//	phase.With("evaluate").ObserveDuration(time.Since(start))
//
// and serve: router.Handle("/metrics", reg).
//
// Registration problems (an invalid or reused name, a bad bucket list) and
// calling With with the wrong number of label values are programming errors
// and panic, as in the Prometheus client library; observing values never
// panics (negative or NaN counter increments are ignored).
package metrics

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
)

// ContentType is the exposition format's media type.
const ContentType = "text/plain; version=0.0.4; charset=utf-8"

// DefBuckets are the Prometheus client's default histogram buckets, in
// seconds: from 5ms to 10s.
var DefBuckets = prometheus.DefBuckets

// ExponentialBuckets returns count buckets, the first start, each factor
// times the one before.
func ExponentialBuckets(start, factor float64, count int) []float64 {
	if count < 1 || start <= 0 || factor <= 1 {
		panic(fmt.Sprintf("metrics: ExponentialBuckets(%v, %v, %d): need count >= 1, start > 0 and factor > 1", start, factor, count))
	}
	return prometheus.ExponentialBuckets(start, factor, count)
}

// LinearBuckets returns count buckets, the first start, each width more
// than the one before.
func LinearBuckets(start, width float64, count int) []float64 {
	if count < 1 || width <= 0 {
		panic(fmt.Sprintf("metrics: LinearBuckets(%v, %v, %d): need count >= 1 and width > 0", start, width, count))
	}
	return prometheus.LinearBuckets(start, width, count)
}

type kind int

const (
	kindCounter kind = iota
	kindGauge
	kindHistogram
)

func (k kind) String() string {
	return [...]string{"counter", "gauge", "histogram"}[k]
}

var (
	metricNameRE = regexp.MustCompile(`^[a-zA-Z_:][a-zA-Z0-9_:]*$`)
	labelNameRE  = regexp.MustCompile(`^[a-zA-Z_][a-zA-Z0-9_]*$`)
)

// Registry holds metric families. Its methods are safe for concurrent use;
// the zero value is not usable, call NewRegistry.
type Registry struct {
	prom     *prometheus.Registry
	mu       sync.Mutex
	families map[string]*family
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry {
	return &Registry{prom: prometheus.NewRegistry(), families: map[string]*family{}}
}

// Prometheus returns the client library's registry, for collectors of
// its own (prometheus.Registerer) and gatherers (prometheus.Gatherer).
func (r *Registry) Prometheus() *prometheus.Registry { return r.prom }

// family is one metric name: what it was registered with, and the client
// library's vector holding its series.
type family struct {
	name, help string
	kind       kind
	labels     []string
	buckets    []float64 // histograms
	fn         bool      // GaugeFunc / CounterFunc

	counter *prometheus.CounterVec
	gauge   *prometheus.GaugeVec
	hist    *prometheus.HistogramVec
}

func (r *Registry) register(name, help string, k kind, buckets []float64, fn func() float64, labels []string) *family {
	if !metricNameRE.MatchString(name) {
		panic(fmt.Sprintf("metrics: invalid metric name %q", name))
	}
	seen := map[string]bool{}
	for _, l := range labels {
		if !labelNameRE.MatchString(l) || strings.HasPrefix(l, "__") {
			panic(fmt.Sprintf("metrics: %s: invalid label name %q", name, l))
		}
		if k == kindHistogram && l == "le" {
			panic(fmt.Sprintf("metrics: %s: a histogram cannot have a label named le", name))
		}
		if seen[l] {
			panic(fmt.Sprintf("metrics: %s: label %q given twice", name, l))
		}
		seen[l] = true
	}
	if k == kindHistogram {
		buckets = cleanBuckets(name, buckets)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if old, ok := r.families[name]; ok {
		if old.kind == k && old.help == help && !old.fn && fn == nil &&
			slices.Equal(old.labels, labels) && slices.Equal(old.buckets, buckets) {
			return old
		}
		panic(fmt.Sprintf("metrics: %s is already registered as a different %s", name, old.kind))
	}
	f := &family{name: name, help: help, kind: k, labels: append([]string(nil), labels...), buckets: buckets, fn: fn != nil}
	var c prometheus.Collector
	switch {
	case fn != nil && k == kindGauge:
		c = prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help}, fn)
	case fn != nil:
		c = prometheus.NewCounterFunc(prometheus.CounterOpts{Name: name, Help: help}, fn)
	case k == kindCounter:
		f.counter = prometheus.NewCounterVec(prometheus.CounterOpts{Name: name, Help: help}, f.labels)
		c = f.counter
	case k == kindGauge:
		f.gauge = prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: name, Help: help}, f.labels)
		c = f.gauge
	default:
		f.hist = prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: name, Help: help, Buckets: buckets}, f.labels)
		c = f.hist
	}
	if err := r.prom.Register(c); err != nil {
		panic(fmt.Sprintf("metrics: %s: %v", name, err))
	}
	r.families[name] = f
	if len(labels) == 0 && fn == nil {
		f.get(nil) // unlabelled metrics show up at 0 from the start
	}
	return f
}

func cleanBuckets(name string, b []float64) []float64 {
	if len(b) > 0 && math.IsInf(b[len(b)-1], +1) {
		b = b[:len(b)-1]
	}
	if len(b) == 0 {
		panic(fmt.Sprintf("metrics: %s: a histogram needs at least one bucket", name))
	}
	for i, v := range b {
		if math.IsNaN(v) || (i > 0 && v <= b[i-1]) {
			panic(fmt.Sprintf("metrics: %s: buckets must be increasing numbers, got %v", name, b))
		}
	}
	return append([]float64(nil), b...)
}

// get returns the client library's series for label values, creating it.
// Label values that are not valid UTF-8 (which the library refuses) are
// made valid, as the exposition would have to: only after the library
// refused them, so that the usual lookup checks them once.
func (f *family) get(values []string) prometheus.Metric {
	if len(values) != len(f.labels) {
		panic(fmt.Sprintf("metrics: %s has labels %v; With got %d values %q", f.name, f.labels, len(values), values))
	}
	m, err := f.lookup(values)
	if err != nil {
		valid := make([]string, len(values)) // the caller's slice stays as it was
		for i, v := range values {
			valid[i] = v
			if !utf8.ValidString(v) {
				valid[i] = strings.ToValidUTF8(v, "\uFFFD")
			}
		}
		m, err = f.lookup(valid)
	}
	if err != nil {
		panic(fmt.Sprintf("metrics: %s: %v", f.name, err))
	}
	return m
}

func (f *family) lookup(values []string) (prometheus.Metric, error) {
	var m prometheus.Metric
	var err error
	switch {
	case f.counter != nil:
		m, err = f.counter.GetMetricWithLabelValues(values...)
	case f.gauge != nil:
		m, err = f.gauge.GetMetricWithLabelValues(values...)
	default:
		var o prometheus.Observer
		o, err = f.hist.GetMetricWithLabelValues(values...)
		if err == nil {
			m = o.(prometheus.Metric)
		}
	}
	return m, err
}

// read is the current state of one series.
func read(m prometheus.Metric) *dto.Metric {
	var d dto.Metric
	if err := m.Write(&d); err != nil {
		panic("metrics: reading a series: " + err.Error())
	}
	return &d
}

// CounterVec is a counter family; With picks one series.
type CounterVec struct{ f *family }

// Counter is a value that only goes up.
type Counter struct{ c prometheus.Counter }

// Counter registers a counter. By convention its name ends in _total.
func (r *Registry) Counter(name, help string, labels ...string) *CounterVec {
	return &CounterVec{r.register(name, help, kindCounter, nil, nil, labels)}
}

// With returns the series for the label values, in the order the labels
// were registered (none for an unlabelled counter). Keep the result to
// avoid the lookup on hot paths.
func (v *CounterVec) With(values ...string) *Counter {
	return &Counter{v.f.get(values).(prometheus.Counter)}
}

// Inc adds 1.
func (c *Counter) Inc() { c.c.Inc() }

// Add adds v; negative and NaN values are ignored (a counter never goes
// down; the client library would panic).
func (c *Counter) Add(v float64) {
	if v > 0 || math.IsInf(v, +1) {
		c.c.Add(v)
	}
}

// Value returns the current value.
func (c *Counter) Value() float64 { return read(c.c).GetCounter().GetValue() }

// GaugeVec is a gauge family; With picks one series.
type GaugeVec struct{ f *family }

// Gauge is a value that goes up and down.
type Gauge struct{ g prometheus.Gauge }

// Gauge registers a gauge.
func (r *Registry) Gauge(name, help string, labels ...string) *GaugeVec {
	return &GaugeVec{r.register(name, help, kindGauge, nil, nil, labels)}
}

// With returns the series for the label values.
func (v *GaugeVec) With(values ...string) *Gauge { return &Gauge{v.f.get(values).(prometheus.Gauge)} }

// Set sets the value.
func (g *Gauge) Set(v float64) { g.g.Set(v) }

// Add adds v (which may be negative).
func (g *Gauge) Add(v float64) { g.g.Add(v) }

// Inc adds 1.
func (g *Gauge) Inc() { g.g.Inc() }

// Dec subtracts 1.
func (g *Gauge) Dec() { g.g.Dec() }

// Value returns the current value.
func (g *Gauge) Value() float64 { return read(g.g).GetGauge().GetValue() }

// GaugeFunc registers an unlabelled gauge whose value fn returns at each
// scrape (fn must be safe to call from any goroutine, and quick).
func (r *Registry) GaugeFunc(name, help string, fn func() float64) {
	if fn == nil {
		panic(fmt.Sprintf("metrics: GaugeFunc %s: nil function", name))
	}
	r.register(name, help, kindGauge, nil, fn, nil)
}

// CounterFunc registers an unlabelled counter read from fn at each scrape.
func (r *Registry) CounterFunc(name, help string, fn func() float64) {
	if fn == nil {
		panic(fmt.Sprintf("metrics: CounterFunc %s: nil function", name))
	}
	r.register(name, help, kindCounter, nil, fn, nil)
}

// HistogramVec is a histogram family; With picks one series.
type HistogramVec struct{ f *family }

// Histogram counts observations into buckets.
type Histogram struct{ h prometheus.Histogram }

// Histogram registers a histogram with the given upper bounds (increasing;
// +Inf is implied). Durations are observed in seconds by convention, with
// a name ending in _seconds.
func (r *Registry) Histogram(name, help string, buckets []float64, labels ...string) *HistogramVec {
	return &HistogramVec{r.register(name, help, kindHistogram, buckets, nil, labels)}
}

// With returns the series for the label values.
func (v *HistogramVec) With(values ...string) *Histogram {
	return &Histogram{v.f.get(values).(prometheus.Histogram)}
}

// Observe records one value (a bucket's bound is inclusive; NaN counts
// only in +Inf).
func (h *Histogram) Observe(v float64) { h.h.Observe(v) }

// ObserveDuration records d in seconds.
func (h *Histogram) ObserveDuration(d time.Duration) { h.h.Observe(d.Seconds()) }

// ObserveSince records the time since start, in seconds.
func (h *Histogram) ObserveSince(start time.Time) { h.h.Observe(time.Since(start).Seconds()) }

// Snapshot returns the cumulative bucket counts (the last one is +Inf),
// the sum and the count.
func (h *Histogram) Snapshot() (cumulative []uint64, sum float64, count uint64) {
	d := read(h.h).GetHistogram()
	for _, b := range d.GetBucket() {
		cumulative = append(cumulative, b.GetCumulativeCount())
	}
	return append(cumulative, d.GetSampleCount()), d.GetSampleSum(), d.GetSampleCount()
}

// ServeHTTP serves the registry in the text format (GET and HEAD).
func (r *Registry) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	if req.Method != http.MethodGet && req.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "metrics: only GET and HEAD", http.StatusMethodNotAllowed)
		return
	}
	w.Header().Set("Content-Type", ContentType)
	if req.Method == http.MethodHead {
		return
	}
	r.WriteText(w)
}

// WriteText writes every family with at least one series, sorted by name,
// series sorted by label values, in the text format version 0.0.4 (the
// client library's gathering and encoder).
func (r *Registry) WriteText(w io.Writer) error {
	mfs, err := r.prom.Gather()
	bw := bufio.NewWriter(w)
	for _, mf := range mfs {
		if _, werr := expfmt.MetricFamilyToText(bw, mf); werr != nil {
			return werr
		}
	}
	if ferr := bw.Flush(); ferr != nil {
		return ferr
	}
	return err
}
