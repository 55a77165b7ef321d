package values

import (
	"sync"
	"sync/atomic"
)

// BoundedCache is a two-generation cache safe for concurrent use: lookups
// read without a lock; when the current generation holds limit entries it
// becomes the previous one, and the previous one is dropped. An entry
// found in the previous generation moves to the current one, so what is
// in use stays while what is no longer used (patterns made from data, the
// parsed code of an environment that was reloaded) goes after two
// rotations: a long-running server's cache does not grow for ever.
type BoundedCache[K comparable, V any] struct {
	limit int64
	gen   atomic.Pointer[cacheGen]
	mu    sync.Mutex // serialises rotations
}

type cacheGen struct {
	cur, prev *sync.Map
	n         atomic.Int64 // entries stored in cur
}

// NewBoundedCache returns a cache of at most two generations of limit
// entries.
func NewBoundedCache[K comparable, V any](limit int64) *BoundedCache[K, V] {
	c := &BoundedCache[K, V]{limit: limit}
	c.gen.Store(&cacheGen{cur: new(sync.Map), prev: new(sync.Map)})
	return c
}

// Load returns the value cached for key.
func (c *BoundedCache[K, V]) Load(key K) (V, bool) {
	g := c.gen.Load()
	if v, ok := g.cur.Load(key); ok {
		return v.(V), true
	}
	if v, ok := g.prev.Load(key); ok {
		c.store(g, key, v)
		return v.(V), true
	}
	var zero V
	return zero, false
}

// Add caches v for key unless a value is cached for it already, and
// returns the cached value.
func (c *BoundedCache[K, V]) Add(key K, v V) V {
	g := c.gen.Load()
	if old, loaded := g.cur.LoadOrStore(key, v); loaded {
		return old.(V)
	}
	c.count(g)
	return v
}

func (c *BoundedCache[K, V]) store(g *cacheGen, key K, v any) {
	if _, loaded := g.cur.LoadOrStore(key, v); !loaded {
		c.count(g)
	}
}

func (c *BoundedCache[K, V]) count(g *cacheGen) {
	if g.n.Add(1) < c.limit {
		return
	}
	c.mu.Lock()
	if c.gen.Load() == g {
		c.gen.Store(&cacheGen{cur: new(sync.Map), prev: g.cur})
	}
	c.mu.Unlock()
}
