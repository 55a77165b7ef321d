package erb

import (
	"sync"

	"github.com/punch-dev/punch/compiler/ruby"
)

// sharingStore is the storage of one render's sharing (its maps and
// lists), kept emptied in sharingStores for a later render once a render
// ends: a compile renders dozens of templates and each made its maps
// again (about 60 KB of a web compile's 2 MB, issue 13).
type sharingStore struct {
	byPuppet map[valueID]ruby.Value
	index    map[ruby.Value]int
	objs     []sharedObj
	named    []namedObj
}

// sharingStores holds emptied stores. A store belongs to one render at a
// time (Get hands it out, release puts it back): renders of concurrent
// compiles never share one.
var sharingStores sync.Pool

// maxPooledSharing bounds what a kept store may hold: emptying a map costs
// its size, which one rare large render would then impose on every later
// render that got its store. A larger store is left to the collector.
const maxPooledSharing = 512

// takeStore gives sh the storage of an earlier render when one is free,
// and keeps the store's own struct to hand the storage back in (one
// allocation a render less).
func (sh *sharing) takeStore() {
	if st, _ := sharingStores.Get().(*sharingStore); st != nil {
		sh.byPuppet, sh.index, sh.objs, sh.named = st.byPuppet, st.index, st.objs, st.named
		*st = sharingStore{}
		sh.st = st
	}
}

// release gives the render's storage back, emptied, once the render has
// ended. The sharing itself is left with none: a Ruby object of the render
// kept past it (a wrapper stored in a global and read by a later template)
// then starts from empty maps of its own, never reaching another render's
// objects or a map another render now fills.
func (sh *sharing) release() {
	if sh == nil {
		return
	}
	if len(sh.byPuppet) <= maxPooledSharing && len(sh.index) <= maxPooledSharing &&
		cap(sh.objs) <= maxPooledSharing && cap(sh.named) <= maxPooledSharing &&
		(sh.byPuppet != nil || sh.index != nil || sh.objs != nil || sh.named != nil) {
		clear(sh.byPuppet)
		clear(sh.index)
		// the lists' old entries would keep Ruby and Puppet values alive
		clear(sh.objs[:cap(sh.objs)])
		clear(sh.named[:cap(sh.named)])
		st := sh.st
		if st == nil {
			st = new(sharingStore)
		}
		*st = sharingStore{byPuppet: sh.byPuppet, index: sh.index, objs: sh.objs[:0], named: sh.named[:0]}
		sharingStores.Put(st)
	}
	sh.byPuppet, sh.index, sh.objs, sh.named, sh.st = nil, nil, nil, nil, nil
}
