package testtree

import (
	"sync"
	"sync/atomic"
	"testing"
)

// TestConcurrently: every f(i) runs once, and they run at the same time
// (each waits until all have started, which would hang one after another).
func TestConcurrently(t *testing.T) {
	const n = 8
	var started sync.WaitGroup
	started.Add(n)
	seen := make([]int32, n)
	Concurrently(n, func(i int) {
		started.Done()
		started.Wait()
		atomic.AddInt32(&seen[i], 1)
	})
	for i, c := range seen {
		if c != 1 {
			t.Errorf("f(%d) ran %d times", i, c)
		}
	}
}
