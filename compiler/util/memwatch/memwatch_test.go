package memwatch

import (
	"errors"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

// check stops the task that accounted the most once the heap passes the
// limit, and no other while that one is still registered.
func TestCheckStopsTheBiggest(t *testing.T) {
	w := New()
	heap := uint64(100)
	w.read = func() uint64 { return heap }
	w.collect = func() {} // the heap stays what the test says
	w.limit = 1000        // set directly: SetLimit would start the monitor goroutine
	w.running = true      // and so would Begin: the test calls check itself
	var stopped []string
	small := w.Begin(func(err error) { stopped = append(stopped, "small: "+err.Error()) })
	big := w.Begin(func(err error) { stopped = append(stopped, "big: "+err.Error()) })
	small.Add(10)
	big.Add(500)
	if !w.check() || len(stopped) != 0 {
		t.Fatalf("under the limit: %v", stopped)
	}
	heap = 2000
	w.check()
	if len(stopped) != 1 || !strings.HasPrefix(stopped[0], "big: the memory in use reached 2000 bytes, above max_memory (1000 bytes)") {
		t.Fatalf("stopped %v", stopped)
	}
	var se *StopError
	if err := big.Add(1); !errors.As(err, &se) || se.Used != 501-1 {
		t.Fatalf("big.Add after the stop: %v", err)
	}
	if small.Err() != nil {
		t.Fatalf("small was stopped: %v", small.Err())
	}
	// While the victim has not ended, nobody else is stopped.
	w.check()
	if len(stopped) != 1 {
		t.Fatalf("a second stop while the first runs: %v", stopped)
	}
	big.Done()
	w.check() // collects the victim's garbage
	w.check()
	if len(stopped) != 2 || !strings.HasPrefix(stopped[1], "small: ") {
		t.Fatalf("after the victim ended, the heap still full: %v", stopped)
	}
	small.Done()
	if w.check() {
		t.Fatal("the monitor goes on with no task")
	}
	if w.Stopped() != 2 {
		t.Fatalf("Stopped() = %d", w.Stopped())
	}
}

// A nil task (a compile outside the watch) accounts nothing and is never
// stopped.
func TestNilTask(t *testing.T) {
	var task *Task
	if task.Add(1<<40) != nil || task.Err() != nil {
		t.Fatal("a nil task failed")
	}
	task.Done()
}

// With no limit the monitor does not run, and tasks are never stopped.
func TestNoLimit(t *testing.T) {
	w := New()
	w.read = func() uint64 { return 1 << 50 }
	task := w.Begin(func(error) { t.Fatal("stopped without a limit") })
	if w.running {
		t.Fatal("the monitor runs without a limit")
	}
	if w.check() {
		t.Fatal("check goes on without a limit")
	}
	task.Done()
}

// Tasks begin, account and end from many goroutines while the monitor
// runs (go test -race).
func TestConcurrentTasks(t *testing.T) {
	w := New()
	w.SetLimit(1<<62, "max_memory")
	done := make(chan struct{})
	for g := 0; g < 8; g++ {
		go func() {
			defer func() { done <- struct{}{} }()
			for i := 0; i < 200; i++ {
				task := w.Begin(func(error) {})
				task.Add(int64(i))
				_ = task.Err()
				task.Done()
			}
		}()
	}
	for g := 0; g < 8; g++ {
		<-done
	}
	if w.Stopped() != 0 {
		t.Fatalf("stopped %d tasks under no pressure", w.Stopped())
	}
}

// A heap above the limit that is garbage the collector has not freed yet
// stops nobody; one that is still above the limit after a collection is
// live, and the biggest task is stopped. The collector's lag is made
// deterministic by turning it off (GOGC=off) while the garbage is made,
// with the real heap metric: before the watch collected and read again,
// the task that built nothing was stopped here (the flake of
// TestBoundedValues/regsubstG on a loaded machine).
func TestGarbageIsNotHeld(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	runtime.GC()
	w := New()
	w.limit = int64(readHeap()) + 64<<20
	w.running = true // the test calls check itself: no monitor goroutine
	var stopped error
	task := w.Begin(func(err error) { stopped = err })
	defer task.Done()
	task.Add(1)
	collections := 0
	w.collect = func() { collections++; runtime.GC() }
	// 128 MiB of garbage, none of it reachable
	for i := 0; i < 128; i++ {
		sink = make([]byte, 1<<20)
	}
	sink = nil
	if h := readHeap(); h <= uint64(w.limit) {
		t.Fatalf("the garbage did not stay in the heap (%d bytes, limit %d): the test provokes nothing", h, w.limit)
	}
	w.check()
	if stopped != nil {
		t.Fatalf("a task that holds nothing was stopped for garbage: %v", stopped)
	}
	if collections != 1 {
		t.Fatalf("%d collections before the heap was read again, want 1", collections)
	}
	// The same amount held: still above the limit after the collection.
	held := make([][]byte, 128)
	for i := range held {
		held[i] = make([]byte, 1<<20)
	}
	w.check()
	if stopped == nil || !strings.Contains(stopped.Error(), "above max_memory") {
		t.Fatalf("a task holding the memory was not stopped: %v", stopped)
	}
	runtime.KeepAlive(held)
}

// sink keeps the compiler from dropping the garbage's allocations.
var sink []byte
