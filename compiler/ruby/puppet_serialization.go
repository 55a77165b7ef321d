package ruby

import (
	"encoding/base64"
	"math/big"
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// Puppet::Pops::Serialization::ToDataConverter.convert (rich data as
// Puppet writes it: __ptype/__pvalue hashes).

type toDataOpts struct {
	rich, symbolAsString bool
}

func (in *Interp) definePuppetSerialization() {
	ser := in.DefineModule(in.puppetModule("Puppet::Pops"), "Serialization")
	conv := in.DefineClass(ser, "ToDataConverter", nil)
	conv.DefineSingletonMethod("convert", 1, 2, func(c *Call) (Value, error) {
		var o toDataOpts
		if len(c.Args) == 2 {
			if h, ok := c.Args[1].(*Hash); ok {
				if v, ok := h.get(Symbol("rich_data")); ok {
					o.rich = Truthy(v)
				}
				if v, ok := h.get(Symbol("symbol_as_string")); ok {
					o.symbolAsString = Truthy(v)
				}
			}
		}
		return c.In.toData(c.Args[0], o, 0)
	})
}

func (in *Interp) toData(v Value, o toDataOpts, depth int) (Value, error) {
	if depth > 200 {
		return nil, in.raise(cArgumentError, 0, "value too deeply nested")
	}
	ptype := func(t string, val Value) Value {
		h := NewHash()
		h.put(NewString("__ptype"), NewString(t))
		if val != nil {
			h.put(NewString("__pvalue"), val)
		}
		return h
	}
	switch x := v.(type) {
	case nil, bool, int64, float64:
		return x, nil
	case *big.Int:
		return x, nil
	case *String:
		if o.rich && x.enc == Binary {
			return ptype("Binary", NewString(base64.StdEncoding.EncodeToString([]byte(x.s)))), nil
		}
		return x, nil
	case Symbol:
		switch {
		case x == "default" && o.rich:
			return ptype("Default", nil), nil
		case x == "default" || o.symbolAsString || !o.rich:
			return NewString(string(x)), nil
		}
		return ptype("Symbol", NewString(string(x))), nil
	case *Array:
		out := make([]Value, len(x.a))
		for i, e := range x.a {
			d, err := in.toData(e, o, depth+1)
			if err != nil {
				return nil, err
			}
			out[i] = d
		}
		return newArray(out), nil
	case *Hash:
		allStr := true
		for _, k := range x.keys {
			s, ok := k.(*String)
			if !ok || s.s == "__ptype" {
				allStr = false
				break
			}
		}
		if allStr || !o.rich {
			h := NewHash()
			for i, k := range x.keys {
				if !allStr {
					if s, ok := k.(Symbol); ok {
						k = NewString(string(s))
					} else if _, ok := k.(*String); !ok {
						k = NewString(in.toS(k))
					}
				}
				d, err := in.toData(x.vals[i], o, depth+1)
				if err != nil {
					return nil, err
				}
				h.put(k, d)
			}
			return h, nil
		}
		var pairs []Value
		for i, k := range x.keys {
			dk, err := in.toData(k, o, depth+1)
			if err != nil {
				return nil, err
			}
			dv, err := in.toData(x.vals[i], o, depth+1)
			if err != nil {
				return nil, err
			}
			pairs = append(pairs, dk, dv)
		}
		return ptype("Hash", newArray(pairs)), nil
	case *Object:
		if pv, ok := x.Data.(puppetValue); ok {
			switch p := pv.v.(type) {
			case *values.Sensitive:
				d, err := in.toData(in.fromPuppet(p.Value), o, depth+1)
				if err != nil {
					return nil, err
				}
				return ptype("Sensitive", d), nil
			case *values.Binary:
				if o.rich {
					return ptype("Binary", NewString(base64.StdEncoding.EncodeToString(p.Bytes))), nil
				}
			case values.Timestamp, values.Timespan, values.SemVer, *values.SemVerRange:
				if o.rich {
					name := strings.TrimPrefix(typeClassName(values.TypeOf(p)), "Puppet::Pops::Types::P")
					name = strings.TrimSuffix(name, "Type")
					return ptype(name, NewString(values.ToString(p))), nil
				}
				return NewString(values.ToString(p)), nil
			}
		}
	}
	if !o.rich {
		return NewString(in.toS(v)), nil
	}
	return nil, in.unsupportedErr("ToDataConverter of a " + in.className(v))
}
