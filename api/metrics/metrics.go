// Package metrics is a small Prometheus registry: counters, gauges and
// histograms with labels, safe for concurrent use, exposed in the Prometheus
// text format (version 0.0.4) by an http.Handler for /metrics.
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
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// ContentType is the exposition format's media type.
const ContentType = "text/plain; version=0.0.4; charset=utf-8"

// DefBuckets are the Prometheus client's default histogram buckets, in
// seconds: from 5ms to 10s.
var DefBuckets = []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10}

// ExponentialBuckets returns count buckets, the first start, each factor
// times the one before.
func ExponentialBuckets(start, factor float64, count int) []float64 {
	if count < 1 || start <= 0 || factor <= 1 {
		panic(fmt.Sprintf("metrics: ExponentialBuckets(%v, %v, %d): need count >= 1, start > 0 and factor > 1", start, factor, count))
	}
	b := make([]float64, count)
	for i := range b {
		b[i] = start
		start *= factor
	}
	return b
}

// LinearBuckets returns count buckets, the first start, each width more
// than the one before.
func LinearBuckets(start, width float64, count int) []float64 {
	if count < 1 || width <= 0 {
		panic(fmt.Sprintf("metrics: LinearBuckets(%v, %v, %d): need count >= 1 and width > 0", start, width, count))
	}
	b := make([]float64, count)
	for i := range b {
		b[i] = start + float64(i)*width
	}
	return b
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
	mu       sync.RWMutex
	families map[string]*family
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry {
	return &Registry{families: map[string]*family{}}
}

// family is one metric name with its series.
type family struct {
	name, help string
	kind       kind
	labels     []string
	buckets    []float64      // histograms
	fn         func() float64 // GaugeFunc / CounterFunc

	mu     sync.RWMutex
	series map[string]*series
}

// series is one combination of label values.
type series struct {
	values []string
	bits   atomic.Uint64 // counter and gauge value (float64 bits)

	hmu    sync.Mutex // histogram state
	counts []uint64   // per bucket, not cumulative; last is +Inf
	sum    float64
	count  uint64
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
		if old.kind == k && old.help == help && old.fn == nil && fn == nil &&
			equalStrings(old.labels, labels) && equalFloats(old.buckets, buckets) {
			return old
		}
		panic(fmt.Sprintf("metrics: %s is already registered as a different %s", name, old.kind))
	}
	f := &family{name: name, help: help, kind: k, labels: append([]string(nil), labels...), buckets: buckets, fn: fn, series: map[string]*series{}}
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

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func equalFloats(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// get returns the series for label values, creating it.
func (f *family) get(values []string) *series {
	if len(values) != len(f.labels) {
		panic(fmt.Sprintf("metrics: %s has labels %v; With got %d values %q", f.name, f.labels, len(values), values))
	}
	key := strings.Join(values, "\xff")
	f.mu.RLock()
	s, ok := f.series[key]
	f.mu.RUnlock()
	if ok {
		return s
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if s, ok := f.series[key]; ok {
		return s
	}
	s = &series{values: append([]string(nil), values...)}
	if f.kind == kindHistogram {
		s.counts = make([]uint64, len(f.buckets)+1)
	}
	f.series[key] = s
	return s
}

func (s *series) load() float64 { return math.Float64frombits(s.bits.Load()) }

func (s *series) add(v float64) {
	for {
		old := s.bits.Load()
		n := math.Float64bits(math.Float64frombits(old) + v)
		if s.bits.CompareAndSwap(old, n) {
			return
		}
	}
}

// CounterVec is a counter family; With picks one series.
type CounterVec struct{ f *family }

// Counter is a value that only goes up.
type Counter struct{ s *series }

// Counter registers a counter. By convention its name ends in _total.
func (r *Registry) Counter(name, help string, labels ...string) *CounterVec {
	return &CounterVec{r.register(name, help, kindCounter, nil, nil, labels)}
}

// With returns the series for the label values, in the order the labels
// were registered (none for an unlabelled counter). Keep the result to
// avoid the lookup on hot paths.
func (v *CounterVec) With(values ...string) *Counter { return &Counter{v.f.get(values)} }

// Inc adds 1.
func (c *Counter) Inc() { c.s.add(1) }

// Add adds v; negative and NaN values are ignored (a counter never goes
// down).
func (c *Counter) Add(v float64) {
	if v > 0 || math.IsInf(v, +1) {
		c.s.add(v)
	}
}

// Value returns the current value.
func (c *Counter) Value() float64 { return c.s.load() }

// GaugeVec is a gauge family; With picks one series.
type GaugeVec struct{ f *family }

// Gauge is a value that goes up and down.
type Gauge struct{ s *series }

// Gauge registers a gauge.
func (r *Registry) Gauge(name, help string, labels ...string) *GaugeVec {
	return &GaugeVec{r.register(name, help, kindGauge, nil, nil, labels)}
}

// With returns the series for the label values.
func (v *GaugeVec) With(values ...string) *Gauge { return &Gauge{v.f.get(values)} }

// Set sets the value.
func (g *Gauge) Set(v float64) { g.s.bits.Store(math.Float64bits(v)) }

// Add adds v (which may be negative).
func (g *Gauge) Add(v float64) { g.s.add(v) }

// Inc adds 1.
func (g *Gauge) Inc() { g.s.add(1) }

// Dec subtracts 1.
func (g *Gauge) Dec() { g.s.add(-1) }

// Value returns the current value.
func (g *Gauge) Value() float64 { return g.s.load() }

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
type Histogram struct {
	s       *series
	buckets []float64
}

// Histogram registers a histogram with the given upper bounds (increasing;
// +Inf is implied). Durations are observed in seconds by convention, with
// a name ending in _seconds.
func (r *Registry) Histogram(name, help string, buckets []float64, labels ...string) *HistogramVec {
	return &HistogramVec{r.register(name, help, kindHistogram, buckets, nil, labels)}
}

// With returns the series for the label values.
func (v *HistogramVec) With(values ...string) *Histogram {
	return &Histogram{v.f.get(values), v.f.buckets}
}

// Observe records one value.
func (h *Histogram) Observe(v float64) {
	i := sort.SearchFloat64s(h.buckets, v) // first bound >= v; len = +Inf
	if math.IsNaN(v) {
		i = len(h.buckets)
	}
	h.s.hmu.Lock()
	h.s.counts[i]++
	h.s.sum += v
	h.s.count++
	h.s.hmu.Unlock()
}

// ObserveDuration records d in seconds.
func (h *Histogram) ObserveDuration(d time.Duration) { h.Observe(d.Seconds()) }

// ObserveSince records the time since start, in seconds.
func (h *Histogram) ObserveSince(start time.Time) { h.Observe(time.Since(start).Seconds()) }

// Snapshot returns the cumulative bucket counts (the last one is +Inf),
// the sum and the count.
func (h *Histogram) Snapshot() (cumulative []uint64, sum float64, count uint64) {
	h.s.hmu.Lock()
	defer h.s.hmu.Unlock()
	cumulative = make([]uint64, len(h.s.counts))
	var acc uint64
	for i, c := range h.s.counts {
		acc += c
		cumulative[i] = acc
	}
	return cumulative, h.s.sum, h.s.count
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
// series sorted by label values, in the text format version 0.0.4.
func (r *Registry) WriteText(w io.Writer) error {
	r.mu.RLock()
	fams := make([]*family, 0, len(r.families))
	for _, f := range r.families {
		fams = append(fams, f)
	}
	r.mu.RUnlock()
	sort.Slice(fams, func(i, j int) bool { return fams[i].name < fams[j].name })

	bw := bufio.NewWriter(w)
	for _, f := range fams {
		f.write(bw)
	}
	return bw.Flush()
}

func (f *family) write(w *bufio.Writer) {
	if f.fn != nil {
		writeHeader(w, f)
		writeSample(w, f.name, nil, nil, "", "", f.fn())
		return
	}
	f.mu.RLock()
	ss := make([]*series, 0, len(f.series))
	for _, s := range f.series {
		ss = append(ss, s)
	}
	f.mu.RUnlock()
	if len(ss) == 0 {
		return
	}
	sort.Slice(ss, func(i, j int) bool { return lessStrings(ss[i].values, ss[j].values) })
	writeHeader(w, f)
	for _, s := range ss {
		if f.kind != kindHistogram {
			writeSample(w, f.name, f.labels, s.values, "", "", s.load())
			continue
		}
		s.hmu.Lock()
		counts := append([]uint64(nil), s.counts...)
		sum, count := s.sum, s.count
		s.hmu.Unlock()
		var acc uint64
		for i, c := range counts {
			acc += c
			le := "+Inf"
			if i < len(f.buckets) {
				le = formatFloat(f.buckets[i])
			}
			writeSample(w, f.name+"_bucket", f.labels, s.values, "le", le, float64(acc))
		}
		writeSample(w, f.name+"_sum", f.labels, s.values, "", "", sum)
		writeSample(w, f.name+"_count", f.labels, s.values, "", "", float64(count))
	}
}

func lessStrings(a, b []string) bool {
	for i := range a {
		if i >= len(b) {
			return false
		}
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return len(a) < len(b)
}

func writeHeader(w *bufio.Writer, f *family) {
	w.WriteString("# HELP ")
	w.WriteString(f.name)
	w.WriteByte(' ')
	w.WriteString(escapeHelp(f.help))
	w.WriteString("\n# TYPE ")
	w.WriteString(f.name)
	w.WriteByte(' ')
	w.WriteString(f.kind.String())
	w.WriteByte('\n')
}

func writeSample(w *bufio.Writer, name string, labels, values []string, extraName, extraValue string, v float64) {
	w.WriteString(name)
	if len(labels) > 0 || extraName != "" {
		w.WriteByte('{')
		for i, l := range labels {
			if i > 0 {
				w.WriteByte(',')
			}
			w.WriteString(l)
			w.WriteString(`="`)
			w.WriteString(escapeLabel(values[i]))
			w.WriteByte('"')
		}
		if extraName != "" {
			if len(labels) > 0 {
				w.WriteByte(',')
			}
			w.WriteString(extraName)
			w.WriteString(`="`)
			w.WriteString(extraValue)
			w.WriteByte('"')
		}
		w.WriteByte('}')
	}
	w.WriteByte(' ')
	w.WriteString(formatFloat(v))
	w.WriteByte('\n')
}

var (
	helpEscaper  = strings.NewReplacer(`\`, `\\`, "\n", `\n`)
	labelEscaper = strings.NewReplacer(`\`, `\\`, "\n", `\n`, `"`, `\"`)
)

func escapeHelp(s string) string {
	return helpEscaper.Replace(strings.ToValidUTF8(s, "\uFFFD"))
}
func escapeLabel(s string) string {
	return labelEscaper.Replace(strings.ToValidUTF8(s, "\uFFFD"))
}

// formatFloat writes a sample value as the Prometheus client does.
func formatFloat(v float64) string {
	switch {
	case math.IsInf(v, +1):
		return "+Inf"
	case math.IsInf(v, -1):
		return "-Inf"
	case math.IsNaN(v):
		return "NaN"
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}
