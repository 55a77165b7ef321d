package values

import (
	"strings"
	"sync"
	"testing"
	"unsafe"
)

// A pattern only regexp2 runs gives the same answers through the cache as
// the engine's, the answers are cached for short strings only, and a
// cached string is a copy (not the caller's larger string).
func TestMatchCache(t *testing.T) {
	r, err := NewRegexp(`\A(?!tmp_)[a-z_]+\z`)
	if err != nil {
		t.Fatal(err)
	}
	r.compile()
	if r.fast != nil {
		t.Fatal("the pattern runs on Go's engine: the test needs one that regexp2 runs")
	}
	buf := "keystone_config tmp_dir nova-api " + strings.Repeat("x", 300)
	inputs := []string{buf[:15], buf[16:23], buf[24:32], "", buf[33:], buf[:15]}
	for _, s := range inputs {
		want, err := r.re.MatchString(s)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 2; i++ {
			if got := r.MatchString(s); got != want {
				t.Errorf("MatchString(%.20q) call %d = %v, want %v", s, i+1, got, want)
			}
		}
		cached, found := matchCache.Load(matchKey{r, s})
		if len(s) > matchCacheKeyMax {
			if found {
				t.Errorf("a string of %d bytes was cached", len(s))
			}
			continue
		}
		if !found || cached != want {
			t.Errorf("cache for %q: %v, %v; want %v, true", s, cached, found, want)
		}
	}
	// The key is a copy: it does not point into buf.
	g := matchCache.gen.Load()
	for _, m := range []*sync.Map{g.cur, g.prev} {
		m.Range(func(k, _ any) bool {
			key := k.(matchKey)
			if key.re == r && len(key.s) > 0 {
				p := uintptr(unsafe.Pointer(unsafe.StringData(key.s)))
				b := uintptr(unsafe.Pointer(unsafe.StringData(buf)))
				if p >= b && p < b+uintptr(len(buf)) {
					t.Errorf("cached key %q shares the caller's string", key.s)
				}
			}
			return true
		})
	}
}

// Concurrent matches through the cache (go test -race).
func TestMatchCacheConcurrent(t *testing.T) {
	r, err := NewRegexp(`^(?=.*\d)[a-z0-9]+$`)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				if r.MatchString("abc") || !r.MatchString("abc1") {
					t.Error("wrong answer")
					return
				}
			}
		}()
	}
	wg.Wait()
}
