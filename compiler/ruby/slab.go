package ruby

// Slabs: the interpreter makes an argument list, a frame with its
// variables and a Call for nearly every method or block call, each a
// small allocation of its own. An Interp (one per compile, used by one
// goroutine) cuts them from larger allocations instead. Nothing cut from
// a slab is ever handed out again: a callee may keep its arguments, a
// block its frame, a Go method its Call, and each stays valid (a kept one
// only keeps its slab's memory alive, until the Interp is dropped).

// slab hands out Ts from chunks of up to slabChunk, the first ones
// smaller: a compile that makes few calls allocates little more than
// before.
type slab[T any] struct {
	buf  []T
	size int // of the last chunk
}

const slabChunk = 64

// next returns a new zero T.
func (s *slab[T]) next() *T {
	if len(s.buf) == 0 {
		s.size = min(max(2*s.size, 8), slabChunk)
		s.buf = make([]T, s.size)
	}
	p := &s.buf[0]
	s.buf = s.buf[1:]
	return p
}

// valueSlab hands out short []Value from chunks of up to valueChunk.
type valueSlab struct {
	buf  []Value
	size int
}

const valueChunk = 256

// make returns a zeroed slice of length n and capacity c (c >= n): an
// append beyond c copies it, so it never writes into a later slice.
func (s *valueSlab) make(n, c int) []Value {
	if c > valueChunk/8 {
		return make([]Value, n, c)
	}
	if len(s.buf) < c {
		s.size = min(max(2*s.size, 32), valueChunk)
		s.buf = make([]Value, s.size)
	}
	v := s.buf[:n:c]
	s.buf = s.buf[c:]
	return v
}
