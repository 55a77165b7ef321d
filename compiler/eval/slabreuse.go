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
}

var slabBlockSets sync.Pool

// maxKeptBlocks bounds the blocks of each kind a set keeps for the next
// compile (32 blocks of parameters are 1 MB): a rare huge catalog does not
// pin its memory in the pool, whose sets the collector also drops when
// unused for two cycles.
const maxKeptBlocks = 32

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
	s.nScopes, s.nParams, s.nNames, s.nVals = 0, 0, 0, 0
	slabBlockSets.Put(s)
}

// varTable returns empty name and value lists with room for n variables:
// the storage of a scope's own table (reserveVars) or of a local one
// (newFrame), cut from blocks of the set, which go to the next compile
// with the scopes (about 125 KB of a web catalog's compile). A table's
// lists are read and written by the compile only: a variable's value is
// copied out of them (lookups, a template's to_hash), never the lists
// themselves, and a Puppet array is never cut from them (array literals
// and results come from valSlab, which stays with the catalog). A table
// larger than an eighth of a block gets memory of its own, as one that
// grows beyond its room (append).
func (c *Compiler) varTable(n int) ([]string, []values.Value) {
	if n > slabBlock/8 {
		return make([]string, 0, n), make([]values.Value, 0, n)
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
