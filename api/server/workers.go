package server

import "time"

// workers runs functions on goroutines that live on between them, so that
// a compile starts on a stack already grown by the compiles before it.
//
// The evaluator and the Ruby interpreter recurse deeply: a compile on a
// fresh goroutine (8 KB of stack) grew it by doubling, one copy of the
// whole stack per doubling with every frame adjusted (runtime.copystack),
// about 2.4% of punch serve's CPU per catalog under the real-module load
// test (docs/performance.md, issue 13). A worker's stack stays as the
// deepest compile left it, until the collector halves an idle one.
//
// run never waits: the function goes to a worker waiting for one, or to a
// new worker when none is. A worker waits w.idle for its next
// function and then ends, so that the workers left after a burst are
// those the load keeps busy.
type workers struct {
	next chan func()
	idle time.Duration // how long a worker waits for its next function
}

// workerIdle is how long an idle worker waits for a function before it
// ends.
const workerIdle = 10 * time.Second

func newWorkers() *workers { return &workers{next: make(chan func()), idle: workerIdle} }

// run calls f on a worker.
func (w *workers) run(f func()) {
	select {
	case w.next <- f:
	default:
		go w.work(f)
	}
}

func (w *workers) work(f func()) {
	var idle *time.Timer
	for {
		f()
		f = nil // not held while idle
		if idle == nil {
			idle = time.NewTimer(w.idle)
		} else {
			idle.Reset(w.idle)
		}
		select {
		case f = <-w.next:
		case <-idle.C:
			return
		}
	}
}
