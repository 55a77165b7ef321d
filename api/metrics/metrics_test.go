package metrics

import (
	"bytes"
	"fmt"
	"math"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

func text(t *testing.T, r *Registry) string {
	t.Helper()
	var b bytes.Buffer
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// The exposition of one of each kind, byte for byte.
func TestExposition(t *testing.T) {
	r := NewRegistry()
	compiles := r.Counter("punch_compiles_total", "Catalog compilations.", "environment", "result")
	compiles.With("production", "success").Add(3)
	compiles.With("production", "failure").Inc()
	compiles.With("dev", "success").Inc()
	r.Counter("punch_http_requests_total", "HTTP requests.") // unlabelled: shows 0
	q := r.Gauge("punch_compile_queue_depth", "Compiles waiting for a worker.")
	q.With().Set(7)
	q.With().Dec()
	r.GaugeFunc("punch_environments", "Environments loaded.", func() float64 { return 2 })
	h := r.Histogram("punch_compile_phase_seconds", "Time per compile phase.", []float64{0.1, 0.5, 1}, "phase")
	for _, v := range []float64{0.05, 0.1, 0.3, 2} {
		h.With("evaluate").Observe(v)
	}
	h.With("parse").ObserveDuration(250 * time.Millisecond)
	r.Histogram("punch_unused_seconds", "Never observed.", DefBuckets, "x") // no series: not shown

	want := `# HELP punch_compile_phase_seconds Time per compile phase.
# TYPE punch_compile_phase_seconds histogram
punch_compile_phase_seconds_bucket{phase="evaluate",le="0.1"} 2
punch_compile_phase_seconds_bucket{phase="evaluate",le="0.5"} 3
punch_compile_phase_seconds_bucket{phase="evaluate",le="1"} 3
punch_compile_phase_seconds_bucket{phase="evaluate",le="+Inf"} 4
punch_compile_phase_seconds_sum{phase="evaluate"} 2.45
punch_compile_phase_seconds_count{phase="evaluate"} 4
punch_compile_phase_seconds_bucket{phase="parse",le="0.1"} 0
punch_compile_phase_seconds_bucket{phase="parse",le="0.5"} 1
punch_compile_phase_seconds_bucket{phase="parse",le="1"} 1
punch_compile_phase_seconds_bucket{phase="parse",le="+Inf"} 1
punch_compile_phase_seconds_sum{phase="parse"} 0.25
punch_compile_phase_seconds_count{phase="parse"} 1
# HELP punch_compile_queue_depth Compiles waiting for a worker.
# TYPE punch_compile_queue_depth gauge
punch_compile_queue_depth 6
# HELP punch_compiles_total Catalog compilations.
# TYPE punch_compiles_total counter
punch_compiles_total{environment="dev",result="success"} 1
punch_compiles_total{environment="production",result="failure"} 1
punch_compiles_total{environment="production",result="success"} 3
# HELP punch_environments Environments loaded.
# TYPE punch_environments gauge
punch_environments 2
# HELP punch_http_requests_total HTTP requests.
# TYPE punch_http_requests_total counter
punch_http_requests_total 0
`
	if got := text(t, r); got != want {
		t.Fatalf("got:\n%s\nwant:\n%s", got, want)
	}
}

func TestEscaping(t *testing.T) {
	r := NewRegistry()
	c := r.Counter("x_total", "Help with \\ backslash\nand newline \"quoted\".", "path")
	c.With("a\\b\n\"c\"").Inc()
	c.With("bad \xff utf8").Inc()
	got := text(t, r)
	for _, want := range []string{
		`# HELP x_total Help with \\ backslash\nand newline "quoted".`,
		`x_total{path="a\\b\n\"c\""} 1`,
		"x_total{path=\"bad \uFFFD utf8\"} 1",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %s in:\n%s", want, got)
		}
	}
}

func TestValues(t *testing.T) {
	r := NewRegistry()
	c := r.Counter("c_total", "c").With()
	c.Add(-5)
	c.Add(math.NaN())
	c.Add(0.5)
	c.Inc()
	if c.Value() != 1.5 {
		t.Errorf("counter = %v", c.Value())
	}
	g := r.Gauge("g", "g").With()
	g.Set(-2.5)
	g.Add(1)
	g.Inc()
	if g.Value() != -0.5 {
		t.Errorf("gauge = %v", g.Value())
	}
	g.Set(math.Inf(+1))
	if !strings.Contains(text(t, r), "g +Inf\n") {
		t.Errorf("+Inf not rendered:\n%s", text(t, r))
	}
	g.Set(math.NaN())
	if !strings.Contains(text(t, r), "g NaN\n") {
		t.Error("NaN not rendered")
	}
	g.Set(1e21)
	if !strings.Contains(text(t, r), "g 1e+21\n") {
		t.Error("large value not rendered in the g form")
	}
	h := r.Histogram("h_seconds", "h", []float64{1, 2, math.Inf(+1)}).With()
	for _, v := range []float64{1, 2, 2.0000001, math.NaN(), -1} {
		h.Observe(v)
	}
	cum, sum, count := h.Snapshot()
	if fmt.Sprint(cum) != "[2 3 5]" || count != 5 || !math.IsNaN(sum) {
		t.Errorf("histogram = %v %v %v (le is inclusive; NaN goes to +Inf)", cum, sum, count)
	}
	h2 := r.Histogram("h2_seconds", "h", ExponentialBuckets(0.001, 10, 4)).With()
	h2.ObserveSince(time.Now().Add(-50 * time.Millisecond))
	if cum, _, _ := h2.Snapshot(); fmt.Sprint(cum) != "[0 0 1 1 1]" {
		t.Errorf("ObserveSince: %v", cum)
	}
	if b := LinearBuckets(1, 2, 3); fmt.Sprint(b) != "[1 3 5]" {
		t.Errorf("LinearBuckets = %v", b)
	}
}

func mustPanic(t *testing.T, what string, f func()) {
	t.Helper()
	defer func() {
		if recover() == nil {
			t.Errorf("%s did not panic", what)
		}
	}()
	f()
}

func TestRegistration(t *testing.T) {
	r := NewRegistry()
	a := r.Counter("a_total", "A.", "x")
	a.With("1").Inc()
	if b := r.Counter("a_total", "A.", "x"); b.f != a.f {
		t.Error("registering the same counter again did not return it")
	}
	mustPanic(t, "same name, other type", func() { r.Gauge("a_total", "A.", "x") })
	mustPanic(t, "same name, other labels", func() { r.Counter("a_total", "A.", "y") })
	mustPanic(t, "same name, other help", func() { r.Counter("a_total", "B.", "x") })
	mustPanic(t, "bad metric name", func() { r.Counter("1abc", "") })
	mustPanic(t, "bad metric name", func() { r.Counter("a-b", "") })
	mustPanic(t, "bad label name", func() { r.Counter("ok_total", "", "a-b") })
	mustPanic(t, "reserved label name", func() { r.Counter("ok_total", "", "__x") })
	mustPanic(t, "duplicate label", func() { r.Counter("ok_total", "", "a", "a") })
	mustPanic(t, "le on a histogram", func() { r.Histogram("h", "", DefBuckets, "le") })
	mustPanic(t, "no buckets", func() { r.Histogram("h", "", nil) })
	mustPanic(t, "unsorted buckets", func() { r.Histogram("h", "", []float64{2, 1}) })
	mustPanic(t, "NaN bucket", func() { r.Histogram("h", "", []float64{math.NaN()}) })
	mustPanic(t, "wrong label count", func() { a.With() })
	mustPanic(t, "wrong label count", func() { a.With("1", "2") })
	mustPanic(t, "nil GaugeFunc", func() { r.GaugeFunc("f", "", nil) })
	mustPanic(t, "nil CounterFunc", func() { r.CounterFunc("f", "", nil) })
	mustPanic(t, "ExponentialBuckets", func() { ExponentialBuckets(0, 2, 3) })
	mustPanic(t, "LinearBuckets", func() { LinearBuckets(0, 0, 3) })
	// "le" is fine on a counter, and buckets given with +Inf are accepted.
	r.Counter("le_total", "", "le").With("x").Inc()
	r.Histogram("inf_seconds", "", []float64{1, math.Inf(+1)}).With().Observe(3)
	if !strings.Contains(text(t, r), `inf_seconds_bucket{le="+Inf"} 1`) {
		t.Error("histogram with explicit +Inf")
	}
}

func TestHandler(t *testing.T) {
	r := NewRegistry()
	r.Counter("served_total", "Served.").With().Inc()
	srv := httptest.NewServer(r)
	defer srv.Close()
	resp, err := http.Get(srv.URL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	b.ReadFrom(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/plain; version=0.0.4; charset=utf-8" || !strings.Contains(b.String(), "served_total 1\n") {
		t.Fatalf("GET: %d %q %s", resp.StatusCode, resp.Header.Get("Content-Type"), b.String())
	}
	resp, _ = http.Head(srv.URL)
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != ContentType {
		t.Errorf("HEAD: %d", resp.StatusCode)
	}
	resp, _ = http.Post(srv.URL, "text/plain", nil)
	resp.Body.Close()
	if resp.StatusCode != 405 || resp.Header.Get("Allow") != "GET, HEAD" {
		t.Errorf("POST: %d", resp.StatusCode)
	}
}

// Every line of a scrape is valid text format 0.0.4.
var (
	commentRE = regexp.MustCompile(`^# (HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*|TYPE [a-zA-Z_:][a-zA-Z0-9_:]* (counter|gauge|histogram|summary|untyped))$`)
	sampleRE  = regexp.MustCompile(`^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="([^"\\\n]|\\[\\"n])*",?)*\})? ([-+]?[0-9.eE+-]+|[+-]Inf|NaN)$`)
)

func TestRuntimeAndFormat(t *testing.T) {
	r := NewRegistry()
	RegisterRuntime(r)
	r.Counter("odd_total", "odd", "v").With("q\"uo\\te\nnl").Inc()
	out := text(t, r)
	for _, name := range []string{"go_goroutines", "go_memstats_alloc_bytes", "go_memstats_sys_bytes", "go_gc_cycles_total", "process_start_time_seconds"} {
		if !strings.Contains(out, "\n"+name+" ") {
			t.Errorf("no %s in:\n%s", name, out)
		}
	}
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if !commentRE.MatchString(line) && !sampleRE.MatchString(line) {
			t.Errorf("invalid line %q", line)
		}
	}
}

// Many goroutines recording at once (run with -race) lose nothing.
func TestConcurrentUse(t *testing.T) {
	r := NewRegistry()
	c := r.Counter("c_total", "", "worker")
	g := r.Gauge("g", "")
	h := r.Histogram("h_seconds", "", DefBuckets, "worker")
	var wg sync.WaitGroup
	const workers, n = 8, 2000
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			label := fmt.Sprint(w % 2)
			for i := 0; i < n; i++ {
				c.With(label).Inc()
				g.With().Add(1)
				h.With(label).Observe(0.01)
				if i%500 == 0 {
					text(t, r)
				}
			}
		}(w)
	}
	wg.Wait()
	total := c.With("0").Value() + c.With("1").Value()
	_, _, c0 := h.With("0").Snapshot()
	_, _, c1 := h.With("1").Snapshot()
	if total != workers*n || g.With().Value() != workers*n || c0+c1 != workers*n {
		t.Fatalf("counter %v, gauge %v, histogram %d; want %d each", total, g.With().Value(), c0+c1, workers*n)
	}
}

func BenchmarkCounterInc(b *testing.B) {
	c := NewRegistry().Counter("c_total", "", "a").With("x")
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			c.Inc()
		}
	})
}

func BenchmarkHistogramObserve(b *testing.B) {
	h := NewRegistry().Histogram("h_seconds", "", DefBuckets, "a").With("x")
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			h.Observe(0.02)
		}
	})
}
