package ruby

import (
	"math/big"

	"github.com/punch-dev/punch/compiler/values"
)

// formatArg converts a Ruby value for values.Sprintf (Kernel#format):
// Puppet's Sprintf implements Ruby's format over Puppet values.
func (in *Interp) formatArg(v Value) values.Value {
	switch x := v.(type) {
	case nil, bool, int64, float64:
		return x
	case *big.Int:
		return x
	case *String:
		return x.s
	case Symbol:
		return string(x)
	case *Array:
		out := make([]values.Value, len(x.a))
		for i, e := range x.a {
			out[i] = in.formatArg(e)
		}
		return out
	case *Hash:
		h := values.NewHash(len(x.keys))
		for i, k := range x.keys {
			h.Put(in.formatArg(k), in.formatArg(x.vals[i]))
		}
		return h
	}
	return inspectAs{in.toS(v)}
}
