package main

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync/atomic"
)

// The garbage collector's pace in punch serve. A compile allocates 1-5 MB
// that dies when its catalog is sent, and the live heap (the parsed code of
// the environments, the compiles running) is a few tens of MB: collecting
// when the heap has grown by four times what is live (GOGC=400) costs
// 10-20% less CPU per catalog than Go's default of one time. But the heap
// then peaks at five times the live heap: 171 MB of heap and 207-235 MB
// resident for 20-34 MB live under the real-module load test (the Debian
// corpus, 16 clients). gcTuner keeps GOGC=400 while four times the live
// heap is within serveGCHeadroom, and lowers it to keep the garbage
// between collections within that headroom as the live heap grows, down
// to Go's default of 100 (a large site's heap doubles between collections,
// as any Go program's, instead of being collected ever more often).
const (
	serveGCPercent  = 400
	serveGCHeadroom = 96 << 20
	minGCPercent    = 100
)

// gcPercentFor is the GC percent that lets the heap grow by headroom over
// live bytes before the next collection, within [minGCPercent, max].
func gcPercentFor(live, headroom int64, max int) int {
	if live <= 0 {
		return max
	}
	p := headroom * 100 / live
	if p > int64(max) {
		return max
	}
	if p < minGCPercent {
		return minGCPercent
	}
	return int(p)
}

// gcTuner sets the GC percent after each collection from the live heap it
// found (runtime/metrics' /gc/heap/live:bytes). It runs in the finalizer
// of a sentinel object made again after each collection: the finalizer
// goroutine runs it once per cycle, with no goroutine polling.
type gcTuner struct {
	headroom int64
	max      int
	percent  int
	stopped  atomic.Bool
	sample   []metrics.Sample
}

// startGCTuner sets the GC percent to max and starts adjusting it; stop
// ends the adjustments (the percent stays where it is).
func startGCTuner(max int, headroom int64) (stop func()) {
	t := &gcTuner{headroom: headroom, max: max, percent: max,
		sample: []metrics.Sample{{Name: "/gc/heap/live:bytes"}}}
	debug.SetGCPercent(max)
	t.arm()
	return func() { t.stopped.Store(true) }
}

type gcSentinel struct{ t *gcTuner }

func (t *gcTuner) arm() {
	runtime.SetFinalizer(&gcSentinel{t}, func(s *gcSentinel) {
		if s.t.stopped.Load() {
			return
		}
		s.t.adjust()
		s.t.arm()
	})
}

func (t *gcTuner) adjust() {
	metrics.Read(t.sample)
	if t.sample[0].Value.Kind() != metrics.KindUint64 {
		return
	}
	p := gcPercentFor(int64(t.sample[0].Value.Uint64()), t.headroom, t.max)
	if p != t.percent {
		t.percent = p
		debug.SetGCPercent(p)
	}
}
