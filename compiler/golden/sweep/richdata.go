package sweep

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/data"
)

// The recordings hold values as Puppet's rich data (Pcore JSON, as
// Puppet::Pops::Serialization::ToDataConverter writes it with rich_data on and local references
// expanded), with two additions made by record/calls.rb:
//   - a type is {"__ptype": "Type", "__pvalue": "<the type as Puppet prints it>"}, aliases by name;
//   - what rich data cannot carry (a Ruby object, NaN, a string that is not valid in its
//     encoding) is {"__sweep_opaque": "<Ruby class>", ...}: never a plain string.
const (
	ptypeKey  = "__ptype"
	pvalueKey = "__pvalue"
	opaqueKey = "__sweep_opaque"
)

// ParseData reads one recorded value (JSON) as data: *data.Map (key order kept), []any, int64,
// float64, string, bool or nil. Integers and floats stay apart (1 is not 1.0).
func ParseData(src []byte) (any, error) {
	return data.DecodeJSON(src, data.JSONOptions{})
}

// NotRepresentable is the error of Decode for a recorded value Punch has no value for (a Ruby
// object, a Pcore object type, a symbol other than :undef).
type NotRepresentable struct{ What string }

func (e *NotRepresentable) Error() string { return "not a Puppet value Punch can hold: " + e.What }

// Decode turns recorded rich data into a Punch value. resolve finds type aliases and other
// named types of the environment for Type values (nil: built-in types only). The 3.x calling
// convention's :undef symbol decodes as undef.
func Decode(v any, resolve func(string) (values.Type, bool)) (values.Value, error) {
	switch x := v.(type) {
	case nil, bool, int64, float64, string:
		return x, nil
	case []any:
		out := make([]values.Value, len(x))
		for i, e := range x {
			d, err := Decode(e, resolve)
			if err != nil {
				return nil, err
			}
			out[i] = d
		}
		return out, nil
	case *data.Map:
		if _, ok := x.Get(opaqueKey); ok {
			b, _ := data.MarshalJSON(x)
			return nil, &NotRepresentable{What: string(b)}
		}
		pt, ok := x.Get(ptypeKey)
		if !ok {
			h := values.NewHash(x.Len())
			for i := 0; i < x.Len(); i++ {
				k, e := x.At(i)
				d, err := Decode(e, resolve)
				if err != nil {
					return nil, err
				}
				h.Put(k, d)
			}
			return h, nil
		}
		name, _ := pt.(string)
		return decodePcore(name, x, resolve)
	}
	return nil, fmt.Errorf("unexpected %T in recorded data", v)
}

func decodePcore(name string, m *data.Map, resolve func(string) (values.Type, bool)) (values.Value, error) {
	pv, hasValue := m.Get(pvalueKey)
	str, isString := pv.(string)
	needString := func() error {
		if !hasValue || !isString {
			return fmt.Errorf("rich data %s without a string %s", name, pvalueKey)
		}
		return nil
	}
	switch name {
	case "Default":
		return values.Default{}, nil
	case "Symbol":
		if isString && str == "undef" {
			return nil, nil
		}
		return nil, &NotRepresentable{What: fmt.Sprintf("the Ruby symbol :%v", pv)}
	case "Sensitive":
		if !hasValue {
			return nil, fmt.Errorf("rich data Sensitive without %s", pvalueKey)
		}
		inner, err := Decode(pv, resolve)
		if err != nil {
			return nil, err
		}
		return &values.Sensitive{Value: inner}, nil
	case "Hash":
		pairs, ok := pv.([]any)
		if !ok || len(pairs)%2 != 0 {
			return nil, fmt.Errorf("rich data Hash needs an even list of keys and values")
		}
		h := values.NewHash(len(pairs) / 2)
		for i := 0; i < len(pairs); i += 2 {
			k, err := Decode(pairs[i], resolve)
			if err != nil {
				return nil, err
			}
			e, err := Decode(pairs[i+1], resolve)
			if err != nil {
				return nil, err
			}
			h.Put(k, e)
		}
		return h, nil
	case "Type":
		if err := needString(); err != nil {
			return nil, err
		}
		if resolve == nil {
			resolve = values.TypeByName
		}
		return values.ParseType(str, resolve)
	case "Binary":
		if err := needString(); err != nil {
			return nil, err
		}
		b, err := base64.StdEncoding.DecodeString(str)
		if err != nil {
			return nil, fmt.Errorf("rich data Binary: %v", err)
		}
		return &values.Binary{Bytes: b}, nil
	case "Regexp":
		if err := needString(); err != nil {
			return nil, err
		}
		return values.NewRegexp(str)
	case "Timestamp", "Timespan", "SemVer", "SemVerRange":
		if err := needString(); err != nil {
			return nil, err
		}
		t, ok := values.TypeByName(name)
		if !ok {
			return nil, fmt.Errorf("no type %s", name)
		}
		return values.New(t, []values.Value{str})
	}
	b, _ := data.MarshalJSON(m)
	return nil, &NotRepresentable{What: string(b)}
}

// Encode writes a Punch value as record/calls.rb writes Puppet's (the inverse of Decode), so a
// result can be compared with the recorded one by Equal.
func Encode(v values.Value) any {
	pcore := func(name string, value any) *data.Map {
		m := data.NewMap(2)
		m.Set(ptypeKey, name)
		if value != nil {
			m.Set(pvalueKey, value)
		}
		return m
	}
	switch x := v.(type) {
	case nil, bool, int64:
		return x
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			m := data.NewMap(2)
			m.Set(opaqueKey, "Float")
			m.Set("inspect", rubyFloatName(x))
			return m
		}
		return x
	case string:
		if !utf8.ValidString(x) {
			m := data.NewMap(3)
			m.Set(opaqueKey, "String")
			m.Set("encoding", "UTF-8")
			m.Set("base64", base64.StdEncoding.EncodeToString([]byte(x)))
			return m
		}
		return x
	case []values.Value:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = Encode(e)
		}
		return out
	case *values.Hash:
		plain := true
		x.Each(func(k, _ values.Value) bool {
			s, ok := k.(string)
			plain = ok && s != ptypeKey
			return plain
		})
		if plain {
			m := data.NewMap(x.Len())
			x.Each(func(k, e values.Value) bool {
				m.Set(k, Encode(e))
				return true
			})
			return m
		}
		pairs := make([]any, 0, 2*x.Len())
		x.Each(func(k, e values.Value) bool {
			pairs = append(pairs, Encode(k), Encode(e))
			return true
		})
		return pcore("Hash", pairs)
	case values.Default:
		return pcore("Default", nil)
	case *values.Sensitive:
		return pcore("Sensitive", Encode(x.Value))
	case *values.Binary:
		return pcore("Binary", base64.StdEncoding.EncodeToString(x.Bytes))
	case *values.Regexp:
		// Puppet writes a regexp's source with escaped slashes unescaped.
		return pcore("Regexp", strings.ReplaceAll(x.Source, `\/`, "/"))
	case values.SemVer:
		return pcore("SemVer", x.String())
	case *values.SemVerRange:
		return pcore("SemVerRange", x.String())
	case values.Timestamp:
		return pcore("Timestamp", x.String())
	case values.Timespan:
		return pcore("Timespan", x.String())
	case values.Type:
		return pcore("Type", typeSource(x))
	}
	m := data.NewMap(2)
	m.Set(opaqueKey, fmt.Sprintf("%T", v))
	return m
}

// typeSource writes a type as Puppet's rich data does, an alias by its name: an alias's String
// is Puppet's to_s, which expands it ("Name = definition"); nested aliases print by name.
func typeSource(t values.Type) string {
	if a, ok := t.(*values.TypeAliasT); ok {
		return a.Name()
	}
	// Puppet's rich data names an Object type (Deferred is one) where its to_s, which notice()
	// and Punch's String print, expands it to "Object[{name => 'Deferred', ...}]".
	d := values.DeferredType()
	return strings.ReplaceAll(t.String(), d.String(), d.Name())
}

func rubyFloatName(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case f > 0:
		return "Infinity"
	}
	return "-Infinity"
}

// Equal compares two values as data, strictly: hashes with their keys in the same order, an
// integer never equal to a float, strings byte for byte. This is "the same result" of the function
// differential test: Puppet's language equality (case-insensitive strings, 1 == 1.0) would hide
// differences a later step can see. data.MarshalJSON writes exactly that distinction (keys in
// order, floats always with a point or an exponent).
func Equal(a, b any) bool {
	x, errA := data.MarshalJSON(a)
	y, errB := data.MarshalJSON(b)
	return errA == nil && errB == nil && bytes.Equal(x, y)
}

// Show renders a data value as JSON (key order kept) for messages, cut at n bytes.
func Show(v any, n int) string {
	b, err := data.MarshalJSON(v)
	if err != nil {
		return fmt.Sprintf("%v", v)
	}
	s := string(b)
	if len(s) > n {
		s = s[:n] + "..."
	}
	return s
}
