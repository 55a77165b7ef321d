package values

import (
	"strconv"
	"sync"
	"testing"
)

// The cache keeps at most two generations: patterns made from data do not
// grow it without end, and a pattern in use survives rotations.
func TestRegexpCacheBounded(t *testing.T) {
	c := NewBoundedCache[string, *Regexp](100)
	hot := c.Add("^hot$", &Regexp{Source: "^hot$"})
	for i := 0; i < 10_000; i++ {
		p := "^x" + strconv.Itoa(i) + "$"
		c.Add(p, &Regexp{Source: p})
		if r, ok := c.Load("^hot$"); !ok || r != hot {
			t.Fatalf("after %d patterns, the pattern in use was dropped or replaced", i)
		}
	}
	n := 0
	g := c.gen.Load()
	for _, m := range []*sync.Map{g.cur, g.prev} {
		m.Range(func(any, any) bool { n++; return true })
	}
	if n > 2*100 {
		t.Errorf("cache holds %d patterns, want at most %d", n, 2*100)
	}
	if _, ok := c.Load("^x0$"); ok {
		t.Errorf("the first pattern, unused since, is still cached")
	}
}

// NewRegexp gives the same *Regexp for a pattern (its engines are compiled
// once) and stays correct from many goroutines.
func TestNewRegexpCachedConcurrent(t *testing.T) {
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 2*regexpCacheGeneration; i++ {
				p := "^c" + strconv.Itoa((i*7+g)%(3*regexpCacheGeneration)) + "$"
				r, err := NewRegexp(p)
				if err != nil || r.Source != p {
					t.Errorf("NewRegexp(%q) = %v, %v", p, r, err)
					return
				}
			}
		}(g)
	}
	wg.Wait()
	a, _ := NewRegexp("^same$")
	b, _ := NewRegexp("^same$")
	if a != b {
		t.Errorf("a pattern used twice in a row is compiled twice")
	}
}

func BenchmarkNewRegexpCached(b *testing.B) {
	pats := make([]string, 200)
	for i := range pats {
		pats[i] = "^[a-z]+" + strconv.Itoa(i) + "$"
	}
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		i := 0
		for pb.Next() {
			if _, err := NewRegexp(pats[i%len(pats)]); err != nil {
				b.Fatal(err)
			}
			i++
		}
	})
}
