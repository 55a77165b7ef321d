package main

import (
	"runtime"
	"runtime/debug"
	"sync"
	"syscall"
	"unsafe"
)

// madvHugepage is MADV_HUGEPAGE (asm-generic/mman-common.h).
const madvHugepage = 14

var hugeHeapOnce sync.Once

// hugeHeap asks the kernel for transparent huge pages for the next size
// bytes of Go heap, for a one-shot process that runs with the GC off.
//
// Such a process touches every page of its heap once: `punch compile` of
// a 10,000-resource catalog took 11 k page faults, a third of its CPU time
// in the kernel. With 2 MB pages it takes a few hundred. The Go runtime
// maps its heap as it grows (a fresh mapping, without the advice), so the
// advice has to go on memory the runtime has already mapped: a block of
// size bytes is allocated (mapped, never touched), advised, freed by a
// collection and returned to the kernel (debug.FreeOSMemory, which keeps
// the advice), and the allocations that follow reuse its pages. Pages
// returned to the kernel come back zeroed by it, so the runtime does not
// zero them again (after a plain collection it did: 3-4% of a cold
// compile). The collection runs with one P: with two, waking the idle P's
// thread made it take 1-10 ms of wall time on a busy machine instead of
// 0.5 ms. Where the kernel's transparent_hugepage setting is "never" the
// advice does nothing; with "always" it is not needed. Only the first call
// does anything.
func hugeHeap(size int) {
	hugeHeapOnce.Do(func() {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
		b := make([]byte, size)
		start := uintptr(unsafe.Pointer(&b[0]))
		const huge = 2 << 20
		beg := (start + huge - 1) &^ (huge - 1)
		end := (start + uintptr(size)) &^ (huge - 1)
		if beg < end {
			// An error (no THP in this kernel) leaves the pages as they are.
			syscall.Syscall(syscall.SYS_MADVISE, beg, end-beg, madvHugepage)
		}
		runtime.KeepAlive(b)
		b = nil
		debug.FreeOSMemory()
	})
}
