package markalloc

import (
	"runtime"
	"sync"
	"testing"
	"unsafe"
)

type node struct {
	name string
	n    int
}

func TestContains(t *testing.T) {
	var p Pool[node]
	var got []*node
	for i := 0; i < 3*blockLen+5; i++ {
		n := p.New()
		n.name = "x"
		got = append(got, n)
	}
	for i, n := range got {
		if !Contains(unsafe.Pointer(n)) || !Contains(unsafe.Pointer(&n.name)) || !Contains(unsafe.Pointer(&n.n)) {
			t.Fatalf("value %d of the pool not recognised", i)
		}
	}
	other := &node{name: "x"}
	if Contains(unsafe.Pointer(other)) || Contains(unsafe.Pointer(&other.name)) || Contains(nil) {
		t.Fatal("a value outside the pool recognised")
	}
	runtime.KeepAlive(got)
}

// TestBlocksForgotten: a block nothing points into is collected and its
// range forgotten; the GC runs until the finalizers have (bounded).
func TestBlocksForgotten(t *testing.T) {
	before := registered()
	func() {
		var p Pool[node]
		for i := 0; i < 4*blockLen; i++ {
			p.New().n = i
		}
		if registered() < before+4 {
			t.Fatalf("registered %d blocks, want %d more than %d", registered(), 4, before)
		}
	}()
	for i := 0; i < 100 && registered() > before; i++ {
		runtime.GC()
		runtime.Gosched()
	}
	if registered() > before {
		t.Fatalf("%d blocks still registered after their pool died, want %d", registered(), before)
	}
}

func TestConcurrent(t *testing.T) {
	var p Pool[node]
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 1000; i++ {
				n := p.New()
				n.n = i
				if !Contains(unsafe.Pointer(n)) {
					t.Error("a new value not recognised")
					return
				}
			}
		}()
	}
	wg.Wait()
}
