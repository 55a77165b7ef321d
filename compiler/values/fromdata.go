package values

import "github.com/punch-dev/punch/environments/data"

// FromData converts a value decoded by environments/data (facts, ENC
// output, Hiera data, a JSON or YAML document read by a function) to a
// Puppet value: a *data.Map becomes a *Hash in the same order, a []any an
// array; scalars (nil, bool, int64, float64, string) are already Puppet
// values. It is the one conversion from decoded data to values.
func FromData(v any) Value {
	switch x := v.(type) {
	case []any:
		if len(x) == 0 {
			// each decoded [] is an array of its own (Psych's &1 [])
			return EmptyArray()
		}
		out := make([]Value, len(x))
		for i, e := range x {
			out[i] = FromData(e)
		}
		return out
	case *data.Map:
		return HashFromData(x)
	}
	return v
}

// HashFromData is FromData of a map.
func HashFromData(m *data.Map) *Hash {
	h := NewHash(m.Len())
	for i := 0; i < m.Len(); i++ {
		k, e := m.At(i)
		h.Put(FromData(k), FromData(e))
	}
	return h
}
