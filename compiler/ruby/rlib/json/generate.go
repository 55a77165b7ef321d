// Package json is Ruby's json library as Ruby 3.1.2 on Debian 12 loads it
// (the json 2.6.3 gem's C extension): JSON.generate, JSON.pretty_generate
// and #to_json (Generate), JSON.parse and JSON.load (Parse), with the
// gem's output and error messages.
package json

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
	"github.com/punch-dev/punch/compiler/values"
)

// State is a JSON::State: how Generate writes.
type State struct {
	Indent, Space, SpaceBefore, ObjectNL, ArrayNL string
	// ObjectNLSet and ArrayNLSet: object_nl / array_nl were given, even
	// empty. json's generator indents a closing bracket only after a
	// given one (a C string that is NULL until set): generate(x, indent:)
	// writes an empty array as [], with array_nl: '' as [  ].
	ObjectNLSet, ArrayNLSet bool
	AllowNaN                bool
	ASCIIOnly               bool
	EscapeSlash             bool
	// MaxNesting is the deepest nesting allowed; 0 means no limit.
	MaxNesting int
	// Depth is the nesting the output starts at (indentation and the
	// nesting check count from it).
	Depth int
	// ObjectToJSON, when set, is asked first for an object: the JSON text
	// of the object's own to_json method, and false when its class has
	// none of its own (Object#to_json then writes to_s as a string).
	ObjectToJSON func(o *rv.Object, st *State, depth int) (string, bool, error)
	// ObjectToS is an object's to_s (for Object#to_json and for a Hash
	// key that is an object). Without it, an object reads "#<Class>".
	ObjectToS func(o *rv.Object) (string, error)
}

// NewState is JSON::State.new: compact output, NaN refused, nesting
// limited to 100 (what JSON.generate and #to_json use).
func NewState() *State { return &State{MaxNesting: 100} }

// PrettyState is JSON::PRETTY_STATE_PROTOTYPE (JSON.pretty_generate's).
func PrettyState() *State {
	return &State{Indent: "  ", Space: " ", ObjectNL: "\n", ArrayNL: "\n", ObjectNLSet: true, ArrayNLSet: true, MaxNesting: 100}
}

// Configure is State#configure with Ruby's options Hash (Symbol keys):
// :indent, :space, :space_before, :object_nl, :array_nl (Strings),
// :allow_nan, :ascii_only, :escape_slash, :max_nesting (an Integer, or
// false/nil for none; 100 when not given), :depth.
func (st *State) Configure(opts *rv.Hash) error {
	if opts == nil {
		return nil
	}
	get := func(k string) (rv.Value, bool) { return opts.Get(rv.Symbol(k)) }
	strOpt := func(k string, dst *string) error {
		v, ok := get(k)
		if !ok {
			return nil
		}
		s, ok := v.(*rv.String)
		if !ok {
			return rv.Errorf("TypeError", "wrong argument type "+rv.ClassName(v)+" (expected String)")
		}
		*dst = s.S
		return nil
	}
	for _, o := range []struct {
		k   string
		dst *string
		set *bool
	}{{"indent", &st.Indent, nil}, {"space", &st.Space, nil}, {"space_before", &st.SpaceBefore, nil},
		{"object_nl", &st.ObjectNL, &st.ObjectNLSet}, {"array_nl", &st.ArrayNL, &st.ArrayNLSet}} {
		if err := strOpt(o.k, o.dst); err != nil {
			return err
		}
		if v, ok := get(o.k); ok && o.set != nil && truthy(v) {
			*o.set = true
		}
	}
	if v, ok := get("allow_nan"); ok {
		st.AllowNaN = truthy(v)
	}
	if v, ok := get("ascii_only"); ok {
		st.ASCIIOnly = truthy(v)
	}
	if v, ok := get("escape_slash"); ok {
		st.EscapeSlash = truthy(v)
	}
	st.MaxNesting = 100
	if v, ok := get("max_nesting"); ok {
		switch x := v.(type) {
		case int64:
			st.MaxNesting = int(x)
		case nil, bool:
			if truthy(v) {
				return rv.Errorf("TypeError", "no implicit conversion of true into Integer")
			}
			st.MaxNesting = 0
		default:
			return rv.Errorf("TypeError", "no implicit conversion of "+rv.ClassName(v)+" into Integer")
		}
	}
	st.Depth = 0
	if v, ok := get("depth"); ok && v != nil {
		n, ok := v.(int64)
		if !ok {
			return rv.Errorf("TypeError", "no implicit conversion of "+rv.ClassName(v)+" into Integer")
		}
		st.Depth = int(n)
	}
	return nil
}

func truthy(v rv.Value) bool { return v != nil && v != false }

// Generate is State#generate: the JSON text of v.
func (st *State) Generate(v rv.Value) (string, error) {
	var b strings.Builder
	if err := st.write(&b, v, st.Depth); err != nil {
		return "", err
	}
	return b.String(), nil
}

func nestingError(depth int) error {
	return rv.Errorf("JSON::NestingError", "nesting of "+strconv.Itoa(depth)+" is too deep")
}

func (st *State) writeIndent(b *strings.Builder, depth int) {
	for i := 0; i < depth; i++ {
		b.WriteString(st.Indent)
	}
}

// write writes v at nesting depth (the depth of the container v is in).
func (st *State) write(b *strings.Builder, v rv.Value, depth int) error {
	switch x := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		b.WriteString(strconv.FormatBool(x))
	case int64:
		b.WriteString(strconv.FormatInt(x, 10))
	case *big.Int:
		b.WriteString(x.String())
	case float64:
		switch {
		case math.IsNaN(x):
			if !st.AllowNaN {
				return rv.Errorf("JSON::GeneratorError", "NaN not allowed in JSON")
			}
			b.WriteString("NaN")
		case math.IsInf(x, 0):
			s := "Infinity"
			if x < 0 {
				s = "-Infinity"
			}
			if !st.AllowNaN {
				return rv.Errorf("JSON::GeneratorError", s+" not allowed in JSON")
			}
			b.WriteString(s)
		default:
			b.WriteString(values.FormatFloat(x))
		}
	case *rv.String:
		return st.writeString(b, x)
	case rv.Symbol:
		return st.writeString(b, rv.Str(string(x)))
	case *rv.Array:
		depth++
		if st.MaxNesting != 0 && depth > st.MaxNesting {
			return nestingError(depth - 1)
		}
		b.WriteByte('[')
		b.WriteString(st.ArrayNL)
		for i, e := range x.Elems {
			if i > 0 {
				b.WriteByte(',')
				b.WriteString(st.ArrayNL)
			}
			st.writeIndent(b, depth)
			if err := st.write(b, e, depth); err != nil {
				return err
			}
		}
		// The closing bracket is indented only after an array_nl, as
		// json's generator does: with indent but no array_nl an empty
		// array is [] (an element still gets its indent).
		if st.ArrayNLSet || st.ArrayNL != "" {
			b.WriteString(st.ArrayNL)
			st.writeIndent(b, depth-1)
		}
		b.WriteByte(']')
	case *rv.Hash:
		depth++
		if st.MaxNesting != 0 && depth > st.MaxNesting {
			return nestingError(depth - 1)
		}
		b.WriteByte('{')
		for i := 0; i < x.Len(); i++ {
			k, val := x.At(i)
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(st.ObjectNL)
			st.writeIndent(b, depth)
			var key *rv.String
			switch kx := k.(type) {
			case *rv.String:
				key = kx
			case rv.Symbol:
				key = rv.Str(string(kx))
			default:
				s, err := st.toS(k)
				if err != nil {
					return err
				}
				key = rv.Str(s)
			}
			if err := st.writeString(b, key); err != nil {
				return err
			}
			b.WriteString(st.SpaceBefore)
			b.WriteByte(':')
			b.WriteString(st.Space)
			if err := st.write(b, val, depth); err != nil {
				return err
			}
		}
		if st.ObjectNLSet || st.ObjectNL != "" {
			b.WriteString(st.ObjectNL)
			st.writeIndent(b, depth-1)
		}
		b.WriteByte('}')
	case *rv.Object:
		if st.ObjectToJSON != nil {
			s, ok, err := st.ObjectToJSON(x, st, depth)
			if err != nil {
				return err
			}
			if ok {
				b.WriteString(s)
				return nil
			}
		}
		s, err := st.toS(x)
		if err != nil {
			return err
		}
		return st.writeString(b, rv.Str(s))
	default:
		s, err := st.toS(v)
		if err != nil {
			return err
		}
		return st.writeString(b, rv.Str(s))
	}
	return nil
}

// toS is to_s of a value that JSON writes as a string (hash keys other
// than Strings and Symbols, Ranges, Regexps, Times, objects).
func (st *State) toS(v rv.Value) (string, error) {
	if o, ok := v.(*rv.Object); ok && st.ObjectToS != nil {
		return st.ObjectToS(o)
	}
	return rv.ToS(v), nil
}
