package main

import (
	"runtime"
	"runtime/debug"
	"testing"
)

func TestGCPercentFor(t *testing.T) {
	const mb = 1 << 20
	for _, c := range []struct {
		live int64
		want int
	}{
		{0, 400},         // nothing measured yet
		{10 * mb, 400},   // 4x live is within the headroom
		{24 * mb, 400},   // exactly
		{32 * mb, 300},   // 96 MB of headroom over 32 MB live
		{96 * mb, 100},   // Go's default from there on
		{4096 * mb, 100}, // never below it
	} {
		if got := gcPercentFor(c.live, 96*mb, 400); got != c.want {
			t.Errorf("gcPercentFor(%d MB) = %d, want %d", c.live/mb, got, c.want)
		}
	}
}

// The tuner adjusts the percent after collections, and stops when told.
func TestGCTunerAdjusts(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	// A headroom of 1 byte: any live heap gives the minimum.
	stop := startGCTuner(400, 1)
	keep := make([]byte, 8<<20)
	for i := 0; i < 20; i++ {
		runtime.GC()
		runtime.Gosched()
		if p := debug.SetGCPercent(-1); p == minGCPercent {
			debug.SetGCPercent(p)
			stop()
			runtime.KeepAlive(keep)
			return
		} else {
			debug.SetGCPercent(p)
		}
	}
	stop()
	t.Fatalf("after 20 collections the GC percent is not %d", minGCPercent)
}
