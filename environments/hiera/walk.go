package hiera

import "github.com/punch-dev/punch/compiler/values"

// rebuilt is v made anew when it is an array or a hash: each element, and
// each key and value of a hash, replaced by what key and elem give for it,
// in order (the first error ends the walk). It is the walk that Puppet's
// interpolation, hiera-eyaml's decrypt_value and DeepMerge's deep_clone
// share; each passes its own rule for keys and for elements. Any other
// value is returned as it is.
func rebuilt(v values.Value, key, elem func(values.Value) (values.Value, error)) (out values.Value, err error) {
	switch x := v.(type) {
	case []values.Value:
		a := make([]values.Value, len(x))
		for i, e := range x {
			if a[i], err = elem(e); err != nil {
				return nil, err
			}
		}
		return a, nil
	case *values.Hash:
		h := values.NewHash(x.Len())
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			if k, err = key(k); err != nil {
				return nil, err
			}
			if e, err = elem(e); err != nil {
				return nil, err
			}
			h.Put(k, e)
		}
		return h, nil
	}
	return v, nil
}
