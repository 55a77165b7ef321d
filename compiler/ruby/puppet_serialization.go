package ruby

import (
	"errors"
	"math/big"

	"github.com/punch-dev/punch/compiler/values"
)

// Puppet::Pops::Serialization::ToDataConverter: the rules are
// compiler/values' DataConverter (the catalog's and stdlib's too); this file
// hands it the Ruby value and gives its result back to Ruby.

func (in *Interp) definePuppetSerialization() {
	ser := in.DefineModule(in.puppetModule("Puppet::Pops"), "Serialization")
	conv := in.DefineClass(ser, "ToDataConverter", nil)
	conv.DefineSingletonMethod("convert", 1, 2, func(c *Call) (Value, error) {
		d := &rubyDataConverter{in: c.In}
		if len(c.Args) == 2 {
			if h, ok := c.Args[1].(*Hash); ok {
				opt := func(name string) (Value, bool) { return h.get(Symbol(name)) }
				if v, ok := opt("rich_data"); ok {
					d.Rich = Truthy(v)
				}
				if v, ok := opt("symbol_as_string"); ok {
					d.SymbolAsString = Truthy(v)
				}
				if v, ok := opt("type_by_reference"); ok && v != nil {
					d.TypeByValue = !Truthy(v)
				}
				if v, ok := opt("local_reference"); ok && v != nil {
					d.NoLocalReference = !Truthy(v)
				}
				if v, ok := opt("message_prefix"); ok && v != nil {
					p := c.In.toS(v)
					d.MessagePrefix = &p
				}
			}
		}
		d.Hooks = d
		pv, err := d.input(c.Args[0], map[any]values.Value{}, 0)
		if err != nil {
			return nil, err
		}
		out, err := d.Convert(pv)
		if err != nil {
			var ns *values.DataNotSupportedError
			if errors.As(err, &ns) {
				return nil, c.In.unsupportedErr("ToDataConverter: " + ns.What)
			}
			return nil, c.In.raise(cPuppetError, 0, "%s", err.Error())
		}
		return c.In.fromPuppet(out), nil
	})
}

// rubyDataConverter converts for Ruby code: a Ruby Integer beyond 64 bits
// passes through (Puppet's converter keeps any Integer), warnings go to the
// compile's log.
type rubyDataConverter struct {
	values.DataConverter
	in *Interp
}

func (d *rubyDataConverter) ConvertSpecial(_ *values.DataConverter, v values.Value) (values.Value, bool, error) {
	if rv, ok := v.(*RubyValue); ok {
		return rv, true, nil
	}
	return nil, false, nil
}

func (d *rubyDataConverter) Warn(text string) {
	if d.in.host != nil {
		d.in.host.Log("warning", text)
	}
}

// input is the Ruby value as the converter sees it: the same Ruby Array or
// Hash met twice is the same Puppet value (so local references find it), a
// binary String with rich data is Binary, a Symbol other than :default
// stays a Symbol (:undef included); other objects as Puppet sees them.
func (d *rubyDataConverter) input(v Value, memo map[any]values.Value, depth int) (values.Value, error) {
	if depth > 1000 {
		return nil, d.in.raise(cArgumentError, 0, "value too deeply nested")
	}
	switch x := v.(type) {
	case *big.Int:
		return &RubyValue{V: x}, nil
	case *String:
		if d.Rich && x.enc == Binary {
			return &values.Binary{Bytes: []byte(x.s)}, nil
		}
		return x.s, nil
	case Symbol:
		if x == "default" {
			return values.Default{}, nil
		}
		return values.RubyObject{Class: "Symbol", Text: string(x), Ref: x}, nil
	case *Array:
		if pv, ok := memo[x]; ok {
			return pv, nil
		}
		out := make([]values.Value, len(x.a))
		memo[x] = out
		for i, e := range x.a {
			pe, err := d.input(e, memo, depth+1)
			if err != nil {
				return nil, err
			}
			out[i] = pe
		}
		return out, nil
	case *Hash:
		if pv, ok := memo[x]; ok {
			return pv, nil
		}
		h := values.NewHash(len(x.keys))
		memo[x] = h
		for i, k := range x.keys {
			pk, err := d.input(k, memo, depth+1)
			if err != nil {
				return nil, err
			}
			pe, err := d.input(x.vals[i], memo, depth+1)
			if err != nil {
				return nil, err
			}
			h.Put(pk, pe)
		}
		return h, nil
	}
	return d.in.toPuppet(v)
}
