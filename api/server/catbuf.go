package server

import (
	"sync"
	"sync/atomic"

	"github.com/punch-dev/punch/compiler/catalog"
)

// catalogBuffer is the JSON of a catalog served to an agent, shared by the
// response and the store's queue. When both are done with it its memory
// goes back to catalogBuffers for the next catalog: a catalog's JSON is
// one allocation of 50-300 KB (zeroed by the runtime, and counted towards
// the next collection) on every request otherwise.
type catalogBuffer struct {
	b    []byte
	refs atomic.Int32
}

// maxPooledCatalog bounds the buffers kept for reuse: a rare huge catalog
// does not pin its size in the pool (which the collector empties anyway).
const maxPooledCatalog = 8 << 20

var catalogBuffers = sync.Pool{New: func() any { return new(catalogBuffer) }}

// encodeCatalog returns cat's compact JSON (Catalog.MarshalCompactJSON's
// bytes) in a pooled buffer that users callers of release share.
func encodeCatalog(cat *catalog.Catalog, users int32) *catalogBuffer {
	cb := catalogBuffers.Get().(*catalogBuffer)
	cb.refs.Store(users)
	cb.b = cat.AppendJSON(cb.b[:0], true)
	return cb
}

// release is called once by each user when it no longer reads b; the
// last one gives the buffer back.
func (cb *catalogBuffer) release() {
	switch n := cb.refs.Add(-1); {
	case n > 0:
		return
	case n < 0:
		panic("catalogBuffer released more often than it has users")
	}
	if cap(cb.b) > maxPooledCatalog {
		cb.b = nil
	}
	catalogBuffers.Put(cb)
}
