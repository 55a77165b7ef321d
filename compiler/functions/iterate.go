package functions

import (
	"github.com/punch-dev/punch/compiler/values"
)

// Lazy iteration over Puppet's Iterable values, so that iterating a large
// Integer or Integer range stops as soon as the function is done (Puppet
// iterates them with Ruby enumerators) instead of building every element.

// each calls fn with the elements Iterable.on(v) yields, in order, until
// fn returns false. hashStyle tells that the elements are [key, value]
// pairs of a hash; ok is false when v is not iterable.
func Each(v values.Value, fn func(e values.Value) bool) (hashStyle, ok bool) {
	switch x := v.(type) {
	case []values.Value:
		for _, e := range x {
			if !fn(e) {
				break
			}
		}
		return false, true
	case *values.Hash:
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			if !fn([]values.Value{k, e}) {
				break
			}
		}
		return true, true
	case string:
		for _, r := range x {
			if !fn(string(r)) {
				break
			}
		}
		return false, true
	case int64:
		if x < 0 {
			return false, false
		}
		for i := int64(0); i < x; i++ {
			if !fn(i) {
				break
			}
		}
		return false, true
	case *values.IntegerT:
		if !x.Finite() {
			return false, false
		}
		for i := x.Min; ; i++ {
			if !fn(i) || i == x.Max {
				break
			}
		}
		return false, true
	case *values.EnumT:
		for _, s := range x.Values {
			if !fn(s) {
				break
			}
		}
		return false, true
	case *values.Iterator:
		x.Each(fn)
		return false, true
	case *values.TypeAliasT:
		return Each(x.Resolved(), fn)
	}
	return false, false
}

// eachReverse is each backwards; integers and integer ranges are not
// materialized.
func EachReverse(v values.Value, fn func(e values.Value) bool) bool {
	switch x := v.(type) {
	case []values.Value:
		for i := len(x) - 1; i >= 0; i-- {
			if !fn(x[i]) {
				break
			}
		}
		return true
	case int64:
		if x < 0 {
			return false
		}
		for i := x - 1; i >= 0; i-- {
			if !fn(i) {
				break
			}
		}
		return true
	case *values.IntegerT:
		if !x.Finite() {
			return false
		}
		for i := x.Max; ; i-- {
			if !fn(i) || i == x.Min {
				break
			}
		}
		return true
	case *values.TypeAliasT:
		return EachReverse(x.Resolved(), fn)
	}
	var es []values.Value
	if _, ok := Each(v, func(e values.Value) bool { es = append(es, e); return true }); !ok {
		return false
	}
	for i := len(es) - 1; i >= 0; i-- {
		if !fn(es[i]) {
			break
		}
	}
	return true
}
