package eval

import (
	"reflect"
	"sync"

	"github.com/punch-dev/punch/compiler/catalog"
)

// The catalog's own memory goes to a later compile once the catalog is
// released.
//
// A warm web catalog is about a sixth of its compile's bytes: the
// catalog's resources (buildCatalog), the list of them, their parameter
// lists (catalogParams' paramOut), its edges and the resources' tag
// lists (allocResource). They live as long as the catalog, which the
// compile hands out; punch serve is done with it once the agent's JSON
// is written and storeconfigs has stored what it keeps (copies: JSON, a
// PuppetDB command, the exports' own lists), and says so with
// catalog.Catalog.Release. The blocks then go, zeroed, to catalogBlockSets
// for the next compile. A catalog nobody releases (punch compile, tests)
// keeps its blocks, which the collector reclaims with it.
//
// What a block holds is only the catalog's structure: the strings and
// values in it (titles, parameter values, tags) are the compile's other
// memory (the AST, the string arena, the value slab), never reused, so a
// reader that copied a string or a value out of a catalog before its
// release (the store's exports) keeps a sound one. A list of the
// catalog's (a resource's Tags or Params, its Resources or Edges) is the
// block's and must be copied to be kept.
//
// In a test binary the release fills the blocks' strings and values with
// releasedMark (slabpoison.go) instead of zeros: a reader that comes
// after the release shows it (TestReleasedCatalogPoisoned; the server's
// tests read stored exports of released catalogs).
type catalogBlocks struct {
	res    []catalog.Resource
	ptrs   []*catalog.Resource
	params []catalog.Param
	edges  []catalog.Edge
	// the tag lists, cut from blocks (takeTags)
	tags  [][]string
	nTags int
}

var catalogBlockSets sync.Pool

// maxKeptCatalogParams bounds the catalog blocks a set keeps: beyond it
// (a catalog of some 10,000 resources) the set keeps none.
const maxKeptCatalogParams = 1 << 16

// catBlocks returns the blocks the compile cuts its catalog from: a
// released catalog's set when there is one.
func (c *Compiler) catBlocks() *catalogBlocks {
	if c.cat == nil {
		c.cat, _ = catalogBlockSets.Get().(*catalogBlocks)
		if c.cat == nil {
			c.cat = new(catalogBlocks)
		}
	}
	return c.cat
}

// blockOf returns (*b)[:n], zero: the set's block when it is large enough
// (zeroed, or poisoned, at its release), else a new one in its place.
func blockOf[T any](b *[]T, n int) []T {
	if cap(*b) < n {
		*b = make([]T, n)
		return *b
	}
	*b = (*b)[:cap(*b)]
	if poisonReleased() {
		clear((*b)[:n]) // poisoned at its release
	}
	return (*b)[:n]
}

// takeTags returns an empty tag list with room for n tags, cut from the
// catalog's tag blocks (as slab.take does). A list that grows beyond its
// room (tagSet.merge's append) gets memory of its own.
func (c *Compiler) takeTags(n int) []string {
	if n > cap(c.tagRoom)-len(c.tagRoom) {
		if n > slabBlock/8 {
			return make([]string, 0, n)
		}
		b := c.catBlocks()
		c.tagRoom = nextBlock(&b.tags, &b.nTags, slabBlock)[:0]
	}
	l := len(c.tagRoom)
	c.tagRoom = c.tagRoom[:l+n]
	return c.tagRoom[l : l : l+n]
}

// giveCatalogBlocks makes cat's Release give the compile's catalog blocks
// to the next compile; the compile cuts nothing more from them.
func (c *Compiler) giveCatalogBlocks(cat *catalog.Catalog) {
	b := c.cat
	if b == nil {
		return
	}
	c.cat, c.tagRoom = nil, nil
	cat.SetRelease(b.release)
}

var (
	catResourcePlan = sync.OnceValue(func() *poisonPlan { return planOf(reflect.TypeFor[catalog.Resource]()) })
	catParamPlan    = sync.OnceValue(func() *poisonPlan { return planOf(reflect.TypeFor[catalog.Param]()) })
	catEdgePlan     = sync.OnceValue(func() *poisonPlan { return planOf(reflect.TypeFor[catalog.Edge]()) })
)

// release zeroes the blocks (poisons them in a test: slabpoison.go) and
// puts the set back for the next compile.
func (b *catalogBlocks) release() {
	if poisonReleased() {
		// the list of resources still points at the poisoned resources,
		// so a late reader reads the mark rather than nil
		poisonBlock(b.res, catResourcePlan())
		poisonBlock(b.params, catParamPlan())
		poisonBlock(b.edges, catEdgePlan())
	} else {
		clear(b.res)
		clear(b.ptrs)
		clear(b.params)
		clear(b.edges)
	}
	clearBlocks(&b.tags, b.nTags, stringPlan)
	b.nTags = 0
	if len(b.params) > maxKeptCatalogParams {
		// a rare huge catalog does not pin its size in the pool
		b.res, b.ptrs, b.params, b.edges = nil, nil, nil, nil
	}
	catalogBlockSets.Put(b)
}
