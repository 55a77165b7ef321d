package testtree

import "sync"

// Concurrently runs f(0), ..., f(n-1) at the same time, each in a goroutine
// of its own, and returns once all have returned: the shape of the tests
// that check shared state under go test -race. f reports failures with
// t.Error or t.Errorf, which are safe from any goroutine (t.Fatal is not:
// it must be called from the test's own goroutine).
func Concurrently(n int, f func(i int)) {
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f(i)
		}()
	}
	wg.Wait()
}
