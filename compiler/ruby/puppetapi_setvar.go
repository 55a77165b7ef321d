package ruby

import (
	"github.com/punch-dev/punch/compiler/values"
)

// A Ruby Hash or Array set into a Puppet variable (scope['x'] = {},
// scope.setvar) is the Puppet value Puppet code reads (QA-FORGE-11 K6), and
// Ruby reading the variable back (scope['x'], lookupvar) gets the very
// object it set, so that its changes in place are its own again, as in
// Puppet where the variable holds the Ruby object (a template's
// `scope.setvar('shared', {}); scope.lookupvar('shared')[:k] = v`). Puppet
// code sees the value as it was set: a change Ruby makes in place later
// does not reach it (Puppet's would).

// setvarKey is the identity of a Puppet Hash or Array value: its pointer,
// or the address of its elements and its length. The pointers keep the
// values alive, so an address is never another value's.
type setvarKey struct {
	h *values.Hash
	a *values.Value
	n int
}

func setvarKeyOf(v values.Value) (setvarKey, bool) {
	switch x := v.(type) {
	case *values.Hash:
		return setvarKey{h: x}, true
	case []values.Value:
		if cap(x) == 0 {
			return setvarKey{}, false
		}
		return setvarKey{a: &x[:1][0], n: len(x)}, true
	}
	return setvarKey{}, false
}

// keepSetvarObject remembers rv as the Ruby object of pv, the Puppet value
// setvar stores, and returns the value to store (an empty Array gets room
// for one element, so that it has an address of its own).
func (in *Interp) keepSetvarObject(rv Value, pv values.Value) values.Value {
	switch rv.(type) {
	case *Hash, *Array:
	default:
		return pv
	}
	if a, ok := pv.([]values.Value); ok && cap(a) == 0 {
		pv = make([]values.Value, 0, 1)
	}
	k, ok := setvarKeyOf(pv)
	if !ok {
		return pv
	}
	ps := in.puppetAPI()
	if ps.setvars == nil {
		ps.setvars = map[setvarKey]Value{}
	}
	ps.setvars[k] = rv
	return pv
}

// setvarObject is the Ruby object setvar stored as v, or nil.
func (in *Interp) setvarObject(v values.Value) Value {
	ps := in.puppet
	if ps == nil || ps.setvars == nil {
		return nil
	}
	k, ok := setvarKeyOf(v)
	if !ok {
		return nil
	}
	return ps.setvars[k]
}
