// Package memwatch keeps a process under a memory limit by stopping the
// task that built the most, before the Go runtime runs out of memory.
//
// Go's "fatal error: out of memory" cannot be recovered: a server whose
// one request builds an endless value dies with every other request it
// serves. Per-value size limits stop a single value from growing past a
// bound, but a task can still build many values below it (two million
// resources, an array grown one element at a time). The watch is the
// bound on the sum: while tasks run, it reads the heap's size from
// runtime/metrics (no stop of the world) every few milliseconds, and when
// the heap is above the limit it stops the running task that accounted the
// most bytes, by calling the stop function the task registered with (a
// context's cancel with a cause). The task sees it at its next Add (the
// places where it builds values) or its next context check, and ends with
// the error the stop gave; its values become garbage and the other tasks
// go on.
//
// A task accounts approximately: what it adds is only used to choose which
// task to stop, so a size estimate of what it built is enough. The package
// knows nothing of what a task is (a catalog compile in Punch).
package memwatch

import (
	"fmt"
	"runtime"
	"runtime/metrics"
	"sync"
	"sync/atomic"
	"time"
)

// interval is how often the heap is read while tasks run: reading one
// metric costs well under a microsecond, and a task allocating at Go's
// fastest (a few GB/s) builds some tens of MB in that time, within what the
// limit's headroom (Go's soft limit is set below it) covers.
const interval = 5 * time.Millisecond

// heapMetric is the memory occupied by heap objects, live or not yet
// swept. It counts garbage the collector has not freed yet: with Go's soft
// memory limit below the watch's limit the collector usually runs before
// the heap reaches it, but a collector that lags (GOGC off, a burst of
// garbage between two cycles, a test without the soft limit) leaves a heap
// above the limit that holds little live data. So a reading above the
// limit is only a suspicion: the watch collects (runtime.GC, which also
// sweeps) and reads again, and stops a task only when the heap is still
// above the limit, which is then live data.
const heapMetric = "/memory/classes/heap/objects:bytes"

// StopError is the error a stopped task ends with.
type StopError struct {
	Heap  uint64 // the heap's size when the task was stopped
	Limit int64
	Used  int64 // what the task had accounted
	// Setting names the setting that raises the limit.
	Setting string
}

func (e *StopError) Error() string {
	return fmt.Sprintf("the memory in use reached %d bytes, above %s (%d bytes), and of the compiles running this one had built the most (about %d bytes): it was stopped before the process ran out of memory; raise %s, or look for a value or a loop that grows without bound",
		e.Heap, e.Setting, e.Limit, e.Used, e.Setting)
}

// Watch is one memory limit and the tasks it watches.
type Watch struct {
	mu      sync.Mutex
	limit   int64
	setting string
	tasks   map[*Task]struct{}
	running bool
	// victim is the task stopped last, until it is done: no other task is
	// stopped while its memory is still held.
	victim *Task
	// read returns the heap's size (heapMetric; replaced by tests).
	read func() uint64
	// collect runs a full collection before a reading above the limit is
	// confirmed (runtime.GC; replaced by tests).
	collect func()
	// stopped counts the tasks stopped.
	stopped atomic.Int64
}

// Task is one registered task.
type Task struct {
	w    *Watch
	used atomic.Int64
	stop func(error)
	err  atomic.Pointer[StopError]
}

// New returns a watch with no limit (tasks account, nothing is stopped).
func New() *Watch {
	return &Watch{tasks: make(map[*Task]struct{}), read: readHeap, collect: runtime.GC, setting: "max_memory"}
}

var std = New()

// Default is the process's watch, which punch serve and punch compile set.
func Default() *Watch { return std }

// SetLimit sets the heap size above which the biggest task is stopped; 0
// or less turns the watch off. setting names what raises it (for the
// error's text).
func (w *Watch) SetLimit(n int64, setting string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.limit = n
	if setting != "" {
		w.setting = setting
	}
	w.startLocked()
}

// Limit is the current limit (0: off).
func (w *Watch) Limit() int64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.limit
}

// Stopped is the number of tasks the watch has stopped.
func (w *Watch) Stopped() int64 { return w.stopped.Load() }

// Begin registers a task; stop ends it (a context's cancel with a cause).
// The task must call Done when it ends.
func (w *Watch) Begin(stop func(error)) *Task {
	t := &Task{w: w, stop: stop}
	w.mu.Lock()
	w.tasks[t] = struct{}{}
	w.startLocked()
	w.mu.Unlock()
	return t
}

// startLocked starts the monitor when there is a limit and a task and it
// is not running.
func (w *Watch) startLocked() {
	if w.running || w.limit <= 0 || len(w.tasks) == 0 {
		return
	}
	w.running = true
	go w.monitor()
}

// Add accounts n bytes the task built, and returns the error it was
// stopped with, if it was.
func (t *Task) Add(n int64) error {
	if t == nil {
		return nil
	}
	t.used.Add(n)
	if e := t.err.Load(); e != nil {
		return e
	}
	return nil
}

// Err is the error the task was stopped with, nil if it was not.
func (t *Task) Err() error {
	if t == nil {
		return nil
	}
	if e := t.err.Load(); e != nil {
		return e
	}
	return nil
}

// Used is what the task has accounted.
func (t *Task) Used() int64 { return t.used.Load() }

// Done ends the task's registration.
func (t *Task) Done() {
	if t == nil {
		return
	}
	w := t.w
	w.mu.Lock()
	delete(w.tasks, t)
	w.mu.Unlock()
}

func (w *Watch) monitor() {
	tick := time.NewTicker(interval)
	defer tick.Stop()
	for range tick.C {
		if !w.check() {
			return
		}
	}
}

// check looks at the heap once; it reports false (and marks the monitor
// stopped) when there is nothing left to watch.
func (w *Watch) check() bool {
	w.mu.Lock()
	if w.limit <= 0 || len(w.tasks) == 0 {
		w.running = false
		w.mu.Unlock()
		return false
	}
	if w.victim != nil {
		if _, alive := w.tasks[w.victim]; alive {
			w.mu.Unlock()
			return true
		}
		// The last victim's values are garbage now: collect them before
		// the heap is read again, so that they do not count against the
		// next task.
		w.victim = nil
		w.mu.Unlock()
		w.collect()
		return true
	}
	limit := w.limit
	w.mu.Unlock()
	heap := w.read()
	if heap <= uint64(limit) {
		return true
	}
	// Above the limit: garbage or live data? Only a fresh reading after a
	// full collection tells; the collection runs only while the heap reads
	// above the limit, where the soft limit has the collector busy anyway.
	w.collect()
	if heap = w.read(); heap <= uint64(limit) {
		return true
	}
	w.mu.Lock()
	var big *Task
	for t := range w.tasks {
		if big == nil || t.used.Load() > big.used.Load() {
			big = t
		}
	}
	if big != nil {
		w.victim = big
	}
	setting := w.setting
	w.mu.Unlock()
	if big == nil {
		return true
	}
	e := &StopError{Heap: heap, Limit: limit, Used: big.used.Load(), Setting: setting}
	if big.err.CompareAndSwap(nil, e) {
		w.stopped.Add(1)
		big.stop(e)
	}
	return true
}

func readHeap() uint64 {
	s := []metrics.Sample{{Name: heapMetric}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}
