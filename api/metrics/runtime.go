package metrics

import (
	"runtime"
	"time"
)

// RegisterRuntime adds the Go runtime and process gauges every server
// exposes: go_goroutines, go_memstats_alloc_bytes, go_memstats_sys_bytes,
// go_gc_cycles_total and process_start_time_seconds.
func RegisterRuntime(r *Registry) {
	start := float64(time.Now().UnixNano()) / 1e9
	r.GaugeFunc("go_goroutines", "Number of goroutines that currently exist.", func() float64 {
		return float64(runtime.NumGoroutine())
	})
	mem := func(pick func(*runtime.MemStats) uint64) func() float64 {
		return func() float64 {
			var ms runtime.MemStats
			runtime.ReadMemStats(&ms)
			return float64(pick(&ms))
		}
	}
	r.GaugeFunc("go_memstats_alloc_bytes", "Number of bytes allocated and still in use.", mem(func(m *runtime.MemStats) uint64 { return m.Alloc }))
	r.GaugeFunc("go_memstats_sys_bytes", "Number of bytes obtained from system.", mem(func(m *runtime.MemStats) uint64 { return m.Sys }))
	r.CounterFunc("go_gc_cycles_total", "Number of completed GC cycles.", mem(func(m *runtime.MemStats) uint64 { return uint64(m.NumGC) }))
	r.GaugeFunc("process_start_time_seconds", "Start time of the process since unix epoch in seconds.", func() float64 { return start })
}
