package eval

import (
	"strings"
	"unsafe"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// Boxing strings without an allocation each.
//
// Storing a string in an interface (values.Value) makes Go allocate a
// 16-byte string header for the interface to point to, and a compile
// boxes thousands of strings: literals of the code, titles, interpolated
// strings. Two ways avoid that allocation:
//
//   - boxConst points the interface at a string header that already
//     exists and never changes: a field of the parsed (immutable) AST;
//   - Compiler.box copies the header into a slab of headers carved 256 at
//     a time; a slot is written once, before it is boxed, and never again
//     (boxList does the same for lists).
//
// Both build the interface the way the runtime does (a type word and a
// pointer to the value); the string's bytes are shared, never copied.

// eface is the layout of an empty interface.
type eface struct {
	typ  unsafe.Pointer
	data unsafe.Pointer
}

// stringType is the type word of a string in an interface.
var stringType = func() unsafe.Pointer {
	var v any = ""
	return (*eface)(unsafe.Pointer(&v)).typ
}()

// boxAt returns the interface holding *p, pointing at p. *p must never
// change afterwards.
func boxAt(p *string) values.Value {
	var v any
	e := (*eface)(unsafe.Pointer(&v))
	e.typ = stringType
	e.data = unsafe.Pointer(p)
	return v
}

// boxConst boxes a string field of the AST (immutable after parsing).
func boxConst(p *string) values.Value { return boxAt(p) }

// listType is the type word of a []values.Value in an interface.
var listType = func() unsafe.Pointer {
	var v any = []values.Value(nil)
	return (*eface)(unsafe.Pointer(&v)).typ
}()

const boxSlab = 256

// boxList returns a list as a value, its slice header carved from the
// compile's slab (as box does for strings).
func (c *Compiler) boxList(l []values.Value) values.Value {
	if len(c.listBox) == 0 {
		c.listBox = make([][]values.Value, boxSlab)
	}
	p := &c.listBox[0]
	c.listBox = c.listBox[1:]
	*p = l
	var v any
	e := (*eface)(unsafe.Pointer(&v))
	e.typ = listType
	e.data = unsafe.Pointer(p)
	return v
}

// box returns s as a value, its header carved from the compile's slab.
func (c *Compiler) box(s string) values.Value {
	if len(c.strBox) == 0 {
		c.strBox = make([]string, boxSlab)
	}
	p := &c.strBox[0]
	c.strBox = c.strBox[1:]
	*p = s
	return boxAt(p)
}

// slab hands out small slices carved from larger blocks: the slices a
// compile makes by the thousand (parameter lists, local variable tables,
// argument lists) cost one allocation per block instead of one each. A
// carved slice has its capacity cut to its size, so appending beyond it
// reallocates instead of running into its neighbour.
type slab[T any] struct{ buf []T }

// slabBlock is how many elements a block holds.
const slabBlock = 1024

// take returns an empty slice with room for n elements.
func (s *slab[T]) take(n int) []T {
	if n > cap(s.buf)-len(s.buf) {
		if n > slabBlock/8 {
			return make([]T, 0, n)
		}
		s.buf = make([]T, 0, slabBlock)
	}
	l := len(s.buf)
	s.buf = s.buf[:l+n]
	return s.buf[l : l : l+n]
}

// newCallContext returns the context of one call of a Go function, cut
// from the compile's slab (a compile makes hundreds; a function may keep
// its context, so none is reused).
func (c *Compiler) newCallContext(s *Scope, at ast.Node, caller string) *callContext {
	if len(c.ctxSlab) == 0 {
		c.ctxSlab = make([]callContext, 64)
	}
	x := &c.ctxSlab[0]
	c.ctxSlab = c.ctxSlab[1:]
	*x = callContext{c: c, s: s, at: at, caller: caller}
	return x
}

// newFrame returns a local variable table with room for n variables.
func (c *Compiler) newFrame(n int) *ephemeral {
	if len(c.ephSlab) == 0 {
		c.ephSlab = make([]ephemeral, 64)
	}
	e := &c.ephSlab[0]
	c.ephSlab = c.ephSlab[1:]
	e.local = true
	if n > 0 {
		e.names, e.vals = c.varTable(n)
	}
	return e
}

// arenaBlock is the size of a block of the string arena.
const arenaBlock = 16 << 10

// arenaString returns a string with the bytes of b, copied into the
// compile's string arena: the strings a compile builds by the ten
// thousand (interpolations) cost a copy instead of an allocation each.
// The arena's blocks are only appended to: bytes once handed out as a
// string are never written again, which is what a Go string needs (the
// string shares them, as strings.Builder's String does). A block lives as
// long as any string in it.
func (c *Compiler) arenaString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if len(b) > arenaBlock/16 {
		return string(b)
	}
	l := c.arenaRoom(len(b))
	c.strArena = append(c.strArena, b...)
	return unsafe.String(&c.strArena[l], len(b))
}

// arenaConcat is the concatenation of parts, built in the string arena
// (see arenaString).
func (c *Compiler) arenaConcat(parts ...string) string {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	if n == 0 || n > arenaBlock/16 {
		return strings.Join(parts, "")
	}
	l := c.arenaRoom(n)
	for _, p := range parts {
		c.strArena = append(c.strArena, p...)
	}
	return unsafe.String(&c.strArena[l], n)
}

// arenaRoom makes room for n bytes in the arena's block and returns where
// they start.
func (c *Compiler) arenaRoom(n int) int {
	if cap(c.strArena)-len(c.strArena) < n {
		c.strArena = make([]byte, 0, arenaBlock)
	}
	return len(c.strArena)
}
