package stdlib

import (
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/values"
)

// rubyObjects turns Puppet values into the Ruby objects Puppet hands a
// Ruby function, for compiler/ruby/rlib's libraries. Puppet does not copy
// its values into Ruby: an array or hash that a value holds twice (a
// variable used twice, a Hiera alias, a merge's shared part) is one Ruby
// object met twice, which Psych writes as an anchor and aliases (&1, *1).
// So each Puppet array and hash becomes one Ruby object, met again where
// the value holds it again. An empty array has no identity in Go (it
// shares no storage): each one is its own object.
type rubyObjects struct {
	// other is what a value that is not plain data becomes, key what a
	// Hash key becomes (nil: as any value).
	other, key func(values.Value) rv.Value
	hashes     map[*values.Hash]rv.Value
	arrays     map[arrayID]rv.Value
}

// arrayID is the identity of a Puppet array: where its elements are and
// how many.
type arrayID struct {
	first *values.Value
	n     int
}

func (c *rubyObjects) value(v values.Value) rv.Value {
	switch x := v.(type) {
	case nil, bool, int64, float64:
		return x
	case string:
		return rv.Str(x)
	case []values.Value:
		var id arrayID
		if len(x) > 0 {
			id = arrayID{&x[0], len(x)}
			if o, ok := c.arrays[id]; ok {
				return o
			}
		}
		a := make([]rv.Value, len(x))
		for i, e := range x {
			a[i] = c.value(e)
		}
		o := rv.NewArray(a...)
		if len(x) > 0 {
			if c.arrays == nil {
				c.arrays = map[arrayID]rv.Value{}
			}
			c.arrays[id] = o
		}
		return o
	case *values.Hash:
		if o, ok := c.hashes[x]; ok {
			return o
		}
		h := rv.NewHash(x.Len())
		x.Each(func(k, e values.Value) bool {
			if c.key != nil {
				h.Set(c.key(k), c.value(e))
			} else {
				h.Set(c.value(k), c.value(e))
			}
			return true
		})
		if c.hashes == nil {
			c.hashes = map[*values.Hash]rv.Value{}
		}
		c.hashes[x] = h
		return h
	}
	return c.other(v)
}
