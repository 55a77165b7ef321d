package syncbuf

import (
	"fmt"
	"strings"
	"sync"
	"testing"
)

// TestConcurrentWrites: lines written from many goroutines while another
// reads all arrive whole (run with -race).
func TestConcurrentWrites(t *testing.T) {
	var b Buffer
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			for j := 0; j < 100; j++ {
				fmt.Fprintf(&b, "writer %d line %d\n", i, j)
				_ = b.String()
			}
		}(i)
	}
	wg.Wait()
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if len(lines) != 800 || len(b.Bytes()) != len(b.String()) {
		t.Fatalf("%d lines, %d bytes", len(lines), len(b.Bytes()))
	}
	for _, l := range lines {
		if !strings.HasPrefix(l, "writer ") {
			t.Fatalf("torn line %q", l)
		}
	}
}
