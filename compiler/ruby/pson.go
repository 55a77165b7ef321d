package ruby

import (
	"math/big"
	"strings"
)

// Object#to_pson: Puppet 7 still loads puppet/external/pson, whose pure
// generator gives every object to_pson (QA-SITE S8: wikimedia's
// shell_exports writes `export K=#{v.to_pson}`). Called without a state, as
// module code does, it is compact JSON with PSON's own rules: strings keep
// their bytes (UTF-8 is not \u-escaped, "/" is not escaped) and only '"',
// '\' and control characters are escaped; a Float is its to_s (NaN and
// Infinity included: no state, so no allow_nan check); Array elements and
// Hash values are written by their own to_pson, Hash keys by
// key.to_s.to_pson, and any other object by to_s.to_pson.
func init() {
	bObject.def("to_pson", 0, -1, func(c *Call) (Value, error) {
		return c.In.toPSON(c.Self)
	})
}

func (in *Interp) toPSON(v Value) (Value, error) {
	switch x := v.(type) {
	case nil:
		return NewString("null"), nil
	case bool:
		if x {
			return NewString("true"), nil
		}
		return NewString("false"), nil
	case int64, float64, *big.Int:
		return NewString(in.toS(x)), nil
	case *String:
		return NewString(psonString(x.s)), nil
	case *Array:
		var b strings.Builder
		b.WriteByte('[')
		for i, e := range x.a {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := in.psonElem(&b, e); err != nil {
				return nil, err
			}
		}
		b.WriteByte(']')
		return NewString(b.String()), nil
	case *Hash:
		var b strings.Builder
		b.WriteByte('{')
		var err error
		i := 0
		x.Each(func(k, val Value) bool {
			if i > 0 {
				b.WriteByte(',')
			}
			i++
			var ks Value
			if ks, err = in.callMethod(k, "to_s", nil, nil, nil, false); err != nil {
				return false
			}
			if err = in.psonElem(&b, ks); err != nil {
				return false
			}
			b.WriteByte(':')
			err = in.psonElem(&b, val)
			return err == nil
		})
		if err != nil {
			return nil, err
		}
		b.WriteByte('}')
		return NewString(b.String()), nil
	}
	s, err := in.callMethod(v, "to_s", nil, nil, nil, false)
	if err != nil {
		return nil, err
	}
	return in.callMethod(s, "to_pson", nil, nil, nil, false)
}

// psonElem writes e.to_pson (through method dispatch, so a class's own
// to_pson is used, and the interpreter's depth limit stops a circular
// structure with Ruby's SystemStackError).
func (in *Interp) psonElem(b *strings.Builder, e Value) error {
	r, err := in.callMethod(e, "to_pson", nil, nil, nil, false)
	if err != nil {
		return err
	}
	b.WriteString(in.toS(r))
	return nil
}

// psonString quotes s as PSON.utf8_to_pson does: bytes as they are, with
// '"', '\' and the control characters 0x00-0x1f escaped.
func psonString(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch c {
		case '"':
			b.WriteString(`\"`)
		case '\\':
			b.WriteString(`\\`)
		case '\b':
			b.WriteString(`\b`)
		case '\t':
			b.WriteString(`\t`)
		case '\n':
			b.WriteString(`\n`)
		case '\f':
			b.WriteString(`\f`)
		case '\r':
			b.WriteString(`\r`)
		default:
			if c < 0x20 {
				const hex = "0123456789abcdef"
				b.WriteString(`\u00`)
				b.WriteByte(hex[c>>4])
				b.WriteByte(hex[c&0xf])
			} else {
				b.WriteByte(c)
			}
		}
	}
	b.WriteByte('"')
	return b.String()
}
