package server

import (
	"bytes"
	"runtime"
	"sync"
	"testing"
	"time"
)

// goid is the calling goroutine's id, from its stack trace's header.
func goid() string {
	b := make([]byte, 64)
	b = b[:runtime.Stack(b, false)]
	b = bytes.TrimPrefix(b, []byte("goroutine "))
	return string(b[:bytes.IndexByte(b, ' ')])
}

// A function run after another has ended runs on the same goroutine (its
// stack as the first left it); functions run while the workers are busy
// get new ones and run at once; an idle worker ends after w.idle.
func TestWorkersReuse(t *testing.T) {
	w := newWorkers()
	ran := func() string {
		ch := make(chan string, 1)
		w.run(func() { ch <- goid() })
		return <-ch
	}
	first := ran()
	var second string
	for i := 0; i < 100; i++ {
		// the worker may not wait for the next function yet
		if second = ran(); second == first {
			break
		}
		time.Sleep(time.Millisecond)
	}
	if second != first {
		t.Fatalf("a function run after the first ended ran on goroutine %s, not on the worker %s", second, first)
	}

	// busy workers: run never waits, each blocked function has its own
	const n = 8
	release := make(chan struct{})
	var started sync.WaitGroup
	ids := make(chan string, n)
	started.Add(n)
	for i := 0; i < n; i++ {
		w.run(func() {
			ids <- goid()
			started.Done()
			<-release
		})
	}
	started.Wait()
	close(release)
	seen := map[string]bool{}
	for i := 0; i < n; i++ {
		seen[<-ids] = true
	}
	if len(seen) != n {
		t.Fatalf("%d functions blocked at once ran on %d goroutines", n, len(seen))
	}
}

// An idle worker ends after w.idle: the next function gets a new goroutine.
func TestWorkersIdleEnd(t *testing.T) {
	w := newWorkers()
	w.idle = 10 * time.Millisecond
	ran := func() string {
		ch := make(chan string, 1)
		w.run(func() { ch <- goid() })
		return <-ch
	}
	first := ran()
	deadline := time.Now().Add(10 * time.Second)
	for {
		time.Sleep(30 * time.Millisecond)
		if ran() != first {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("an idle worker did not end")
		}
	}
}
