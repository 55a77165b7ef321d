// Package markalloc allocates values in blocks whose addresses it
// remembers, so that a pointer can later be recognised as pointing into
// one of them.
//
// Punch uses it for provenance that must cost nothing where values flow:
// a string boxed in an interface points at its header, and when that
// header was allocated here (the parser allocates the nodes of
// single-quoted and bare-word literals from a Pool), Contains tells the
// string apart from an equal one computed at run time without any mark
// carried along with the value. Puppet hands those literals to Ruby as
// frozen Strings; the check is made only when a value crosses into Ruby.
//
// Blocks are ordinary garbage-collected memory: a block stays alive as
// long as anything points into it, and its address range is forgotten
// (by a finalizer) before the memory can be reused.
package markalloc

import (
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
	"unsafe"
)

// blockLen is how many values a block holds: large enough that few
// ranges are registered, small enough that a block kept alive by one
// live value wastes little.
const blockLen = 128

// span is the address range [lo, hi) of one block.
type span struct{ lo, hi uintptr }

var (
	regMu sync.Mutex
	// spans are the live blocks' ranges sorted by lo; a published slice
	// is never changed (readers load it without a lock).
	spans atomic.Pointer[[]span]
)

// Contains reports whether p points into a block of any Pool.
func Contains(p unsafe.Pointer) bool {
	ss := spans.Load()
	if ss == nil || p == nil {
		return false
	}
	a := uintptr(p)
	l := *ss
	i := sort.Search(len(l), func(i int) bool { return l[i].hi > a })
	return i < len(l) && l[i].lo <= a
}

// register adds a block's range.
func register(lo, hi uintptr) {
	regMu.Lock()
	defer regMu.Unlock()
	var old []span
	if p := spans.Load(); p != nil {
		old = *p
	}
	i := sort.Search(len(old), func(i int) bool { return old[i].lo > lo })
	l := make([]span, 0, len(old)+1)
	l = append(append(append(l, old[:i]...), span{lo, hi}), old[i:]...)
	spans.Store(&l)
}

// unregister removes the range of the block at lo.
func unregister(lo uintptr) {
	regMu.Lock()
	defer regMu.Unlock()
	p := spans.Load()
	if p == nil {
		return
	}
	old := *p
	i := sort.Search(len(old), func(i int) bool { return old[i].lo >= lo })
	if i == len(old) || old[i].lo != lo {
		return
	}
	l := make([]span, 0, len(old)-1)
	l = append(append(l, old[:i]...), old[i+1:]...)
	spans.Store(&l)
}

// registered is the number of live blocks (for tests).
func registered() int {
	if p := spans.Load(); p != nil {
		return len(*p)
	}
	return 0
}

// Pool hands out values of type T from registered blocks. The zero Pool
// is ready to use and safe for concurrent use.
type Pool[T any] struct {
	mu    sync.Mutex
	block *[blockLen]T
	next  int
}

// New returns a pointer to a zero T inside a registered block.
func (p *Pool[T]) New() *T {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.block == nil || p.next == blockLen {
		b := new([blockLen]T)
		lo := uintptr(unsafe.Pointer(b))
		register(lo, lo+unsafe.Sizeof(*b))
		// The block's values point at nothing of the block itself, so
		// no cycle keeps the finalizer from running.
		runtime.SetFinalizer(b, func(b *[blockLen]T) { unregister(uintptr(unsafe.Pointer(b))) })
		p.block, p.next = b, 0
	}
	t := &p.block[p.next]
	p.next++
	return t
}
