package eval

import (
	"sync"

	"github.com/punch-dev/punch/compiler/values"
)

// Blocks of scopes and parameters go from one compile to the next.
//
// A compile cuts its scopes and parameters from blocks of slabSize
// (allocScope, allocParam): about 240 KB of a real web catalog's 1.7 MB
// (apache::vhost keeps its 200 parameters, undef ones included), which the
// collector would reclaim after every compile. None of them outlives the
// compile that made them: nothing outside package eval names their types,
// and what a compile hands out is its catalog, whose resources hold copies
// of the parameters' values converted to data (strings, numbers, lists and
// hashes, see buildCatalog), never a pointer into a *param or a *Scope. The
// compile's Ruby interpreter, which holds scopes of its compile through its
// hosts, is the compile's own (Compiler.fns.interp) and ends with it.
// Resources are not reused: the catalog's values box a resource's title and
// reference string in place (boxedTitle, boxedRef), so its blocks live as
// long as the catalog.
//
// So a compile that has built and checked its catalog zeroes the blocks it
// used and puts them back (releaseSlabs), and the next compile cuts from
// them instead of new memory. A failed compile keeps its blocks (its error
// may describe a scope) and leaves them to the collector. Zeroing at
// release, not at reuse, makes a stale pointer read nothing but zeros at
// once: the golden cases compare the catalog written after the release with
// Puppet's, and TestSlabReuseKeepsCatalogs checks a catalog made before
// later compiles and compiles running at once (under -race). Resource
// blocks reused this way made the eval tests fail at once (relationship
// parameters read as "").
type slabReuse struct {
	blocks *slabBlocks
	// the blocks of the catalog (catalogreuse.go) and the room left in
	// the current tag block
	cat     *catalogBlocks
	tagRoom []string
}

// slabBlocks are the blocks of one compile, then of the next. Every block
// of a set in slabBlockSets is zero; n* count the ones handed out to the
// compile holding the set.
type slabBlocks struct {
	scopes  [][]Scope
	params  [][]param
	nScopes int
	nParams int
	// the variable tables' names and values (varTable)
	names  [][]string
	vals   [][]values.Value
	nNames int
	nVals  int
	// the tables larger than an eighth of a block (a large class's or
	// define's scope, e.g. apache::vhost's 200 parameters: about 100 KB
	// of a web compile), one block each, sized by the first compile that
	// needed it (bigBlock)
	bigNames [][]string
	bigVals  [][]values.Value
	nBig     int
	// the variable tables' indexes (nameIndex)
	maps  []map[string]int
	nMaps int
}

var slabBlockSets sync.Pool

// maxKeptBlocks bounds the blocks of each kind a set keeps for the next
// compile (32 blocks of parameters are 1 MB): a rare huge catalog does not
// pin its memory in the pool, whose sets the collector also drops when
// unused for two cycles.
const maxKeptBlocks = 32

// maxKeptMaps bounds the indexes of variable tables a set keeps (nameIndex).
const maxKeptMaps = 256

func (c *Compiler) slabBlocks() *slabBlocks {
	if c.blocks == nil {
		c.blocks, _ = slabBlockSets.Get().(*slabBlocks)
		if c.blocks == nil {
			c.blocks = new(slabBlocks)
		}
	}
	return c.blocks
}

// nextBlock returns the next zeroed block of size elements: one of the set
// when it has one left, else a new one added to it.
func nextBlock[T any](blocks *[][]T, n *int, size int) []T {
	if *n < len(*blocks) {
		b := (*blocks)[*n]
		*n++
		if poisonReleased() {
			clear(b) // poisoned at its release (slabpoison.go)
		}
		return b
	}
	b := make([]T, size)
	*blocks = append(*blocks, b)
	*n++
	return b
}

// clearBlocks zeroes the n blocks handed out (poisons them in tests:
// slabpoison.go) and drops the blocks beyond maxKeptBlocks.
func clearBlocks[T any](blocks *[][]T, n int, plan func() *poisonPlan) {
	poison := poisonReleased()
	for _, b := range (*blocks)[:n] {
		if poison {
			poisonBlock(b, plan())
		} else {
			clear(b)
		}
	}
	if len(*blocks) > maxKeptBlocks {
		clear((*blocks)[maxKeptBlocks:])
		*blocks = (*blocks)[:maxKeptBlocks]
	}
}

// releaseSlabs gives the compile's blocks back for the next compile, once
// the catalog is built (see slabReuse), and the memory of its Ruby
// interpreter's modules (ruby.Interp.Release: what the catalog holds of
// Ruby's work is data). The compile allocates nothing more from them.
func (c *Compiler) releaseSlabs() {
	if c.fns.interp != nil {
		c.fns.interp.Release()
		c.fns.interp = nil
	}
	s := c.blocks
	if s == nil {
		return
	}
	c.blocks = nil
	c.scopeSlab, c.paramSlab = nil, nil
	c.varNames, c.varVals = nil, nil
	clearBlocks(&s.scopes, s.nScopes, scopePlan)
	clearBlocks(&s.params, s.nParams, paramPlan)
	clearBlocks(&s.names, s.nNames, stringPlan)
	clearBlocks(&s.vals, s.nVals, valuePlan)
	clearBlocks(&s.bigNames, s.nBig, stringPlan)
	clearBlocks(&s.bigVals, s.nBig, valuePlan)
	for _, m := range s.maps[:s.nMaps] {
		clear(m)
	}
	if len(s.maps) > maxKeptMaps {
		clear(s.maps[maxKeptMaps:])
		s.maps = s.maps[:maxKeptMaps]
	}
	s.nScopes, s.nParams, s.nNames, s.nVals, s.nBig, s.nMaps = 0, 0, 0, 0, 0, 0
	slabBlockSets.Put(s)
}

// bigBlock returns block i of blocks emptied, with room for n elements:
// the set's block when it has one that large (zeroed at its release),
// else a new one in its place. The compiles of a node declare the same
// classes in the same order, so block i usually fits the next one's
// table i.
func bigBlock[T any](blocks *[][]T, i, n int) []T {
	if i < len(*blocks) && cap((*blocks)[i]) >= n {
		b := (*blocks)[i][:cap((*blocks)[i])]
		if poisonReleased() {
			clear(b) // poisoned at its release (slabpoison.go)
		}
		(*blocks)[i] = b
		return b[:0]
	}
	b := make([]T, n)
	if i < len(*blocks) {
		(*blocks)[i] = b
	} else {
		*blocks = append(*blocks, b)
	}
	return b[:0]
}

// varTable returns empty name and value lists with room for n variables:
// the storage of a scope's own table (reserveVars) or of a local one
// (newFrame), cut from blocks of the set, which go to the next compile
// with the scopes (about 125 KB of a web catalog's compile). A table's
// lists are read and written by the compile only: a variable's value is
// copied out of them (lookups, a template's to_hash), never the lists
// themselves, and a Puppet array is never cut from them (array literals
// and results come from valSlab, which stays with the catalog). A table
// larger than an eighth of a block gets blocks of its own (bigBlock),
// also reused; one that grows beyond its room (append) gets new memory.
func (c *Compiler) varTable(n int) ([]string, []values.Value) {
	if n > slabBlock/8 {
		b := c.slabBlocks()
		i := b.nBig
		b.nBig++
		return bigBlock(&b.bigNames, i, n), bigBlock(&b.bigVals, i, n)
	}
	if n > cap(c.varNames)-len(c.varNames) {
		b := c.slabBlocks()
		c.varNames = nextBlock(&b.names, &b.nNames, slabBlock)[:0]
	}
	if n > cap(c.varVals)-len(c.varVals) {
		b := c.slabBlocks()
		c.varVals = nextBlock(&b.vals, &b.nVals, slabBlock)[:0]
	}
	l, m := len(c.varNames), len(c.varVals)
	c.varNames = c.varNames[:l+n]
	c.varVals = c.varVals[:m+n]
	return c.varNames[l : l : l+n], c.varVals[m : m : m+n]
}

// nameIndex returns an empty map for a variable table's index of its
// names (symtab.idx), with room for n: one of the set's, emptied at the
// release of the compile that used it, else a new one kept in the set
// (about 48 KB of a web compile's maps, which the collector would
// otherwise reclaim). An index is read only through its table, in a scope
// of the compile, so nothing reads it after the release; one that grows
// keeps its larger tables for the next compile.
func (c *Compiler) nameIndex(n int) map[string]int {
	b := c.slabBlocks()
	if b.nMaps < len(b.maps) {
		m := b.maps[b.nMaps]
		b.nMaps++
		return m
	}
	m := make(map[string]int, n)
	b.maps = append(b.maps, m)
	b.nMaps++
	return m
}
