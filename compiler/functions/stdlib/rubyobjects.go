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
// the value holds it again. An empty array has an identity only when
// made by values.EmptyArray (decoded data, a [] literal); any other is
// its own object.
type rubyObjects struct {
	// other is what a value that is not plain data becomes, key what a
	// Hash key becomes (nil: as any value).
	other, key func(values.Value) rv.Value
	// made holds the Ruby array or hash made for each Puppet one, by
	// values.Identity.
	made map[any]rv.Value
	// w counts the walk (values.Walk): each Array or Hash is made once,
	// but a value may be nested deeper than a walk may go.
	w values.Walk
}

func (c *rubyObjects) value(v values.Value) rv.Value {
	switch x := v.(type) {
	case nil, bool, int64, float64:
		return x
	case string:
		return rv.Str(x)
	case []values.Value, *values.Hash:
		id, hasID := values.Identity(v)
		if o, ok := c.made[id]; ok && hasID {
			return o
		}
		o := c.container(v)
		if hasID {
			if c.made == nil {
				c.made = map[any]rv.Value{}
			}
			c.made[id] = o
		}
		return o
	}
	return c.other(v)
}

// container makes the Ruby Array or Hash of a Puppet one.
func (c *rubyObjects) container(v values.Value) rv.Value {
	const what = "the Ruby objects of a value (each element made)"
	if x, ok := v.([]values.Value); ok {
		c.w.MustEnter(len(x), values.ArrayElementBytes, what)
		a := make([]rv.Value, len(x))
		for i, e := range x {
			a[i] = c.value(e)
		}
		c.w.Leave()
		return rv.NewArray(a...)
	}
	x := v.(*values.Hash)
	c.w.MustEnter(x.Len(), values.HashEntryBytes, what)
	defer c.w.Leave()
	h := rv.NewHash(x.Len())
	x.Each(func(k, e values.Value) bool {
		if c.key != nil {
			h.Set(c.key(k), c.value(e))
		} else {
			h.Set(c.value(k), c.value(e))
		}
		return true
	})
	return h
}
