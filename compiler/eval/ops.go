package eval

import (
	"math"

	"github.com/punch-dev/punch/compiler/values"
)

// This file holds the value operations the evaluator needs: Puppet's ==
// and comparison, `in`, and Ruby's eql? used internally.

// puppetEquals is the language's ==.
func puppetEquals(a, b values.Value) bool { return values.Equals(a, b) }

// inOp is the `in` operator; a regexp match sets $0..$n. The error is a
// regexp match's that was stopped (values.MatchError).
func (c *Compiler) inOp(needle, hay values.Value, s *Scope) (bool, error) {
	ok, caps, err := values.InMatch(c.ctx, needle, hay)
	if caps != nil {
		s.pushMatch(captures(caps))
	}
	return ok, err
}

// captures converts regexp captures to $0..$n values.
func captures(caps []string) []values.Value {
	out := make([]values.Value, len(caps))
	for i, x := range caps {
		out[i] = x
	}
	return out
}

// valueLabel is Puppet's label of a value in messages ("String", "Hash",
// "Integer-Type", "Undef Value").
func valueLabel(v values.Value) string { return values.Label(v) }

// rubyClassName is the Ruby class of a value, for messages that show it.
func rubyClassName(v values.Value) string {
	switch v.(type) {
	case nil:
		return "nil"
	case string:
		return "String"
	case int64:
		return "Integer"
	case float64:
		return "Float"
	case bool:
		if v.(bool) {
			return "true"
		}
		return "false"
	case []values.Value:
		return "Array"
	case *values.Hash:
		return "Hash"
	}
	return "Object"
}

// iterableValues returns the elements of an iterable value that is not an
// Array or Hash (an Iterator, an Integer as a count, a numeric range type).
func iterableValues(v values.Value) ([]values.Value, bool) {
	switch x := v.(type) {
	case *values.Iterator:
		var out []values.Value
		x.Each(func(e values.Value) bool { out = append(out, e); return true })
		return out, true
	case *values.IntegerT:
		if x.Min == math.MinInt64 || x.Max == math.MaxInt64 {
			return nil, false
		}
		var out []values.Value
		if x.Min <= x.Max {
			for i := x.Min; i <= x.Max; i++ {
				out = append(out, i)
			}
		} else {
			for i := x.Min; i >= x.Max; i-- {
				out = append(out, i)
			}
		}
		return out, true
	}
	return nil, false
}
