package hiera

import (
	"strings"

	"github.com/punch-dev/punch/compiler/values"
)

// hasInterpolation reports whether a data value holds a string with "%{"
// anywhere (keys included), so that values without any can skip the
// interpolation pass.
func hasInterpolation(v values.Value) bool {
	switch x := v.(type) {
	case string:
		return strings.Contains(x, "%{")
	case []values.Value:
		for _, e := range x {
			if hasInterpolation(e) {
				return true
			}
		}
	case *values.Hash:
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			if hasInterpolation(k) || hasInterpolation(e) {
				return true
			}
		}
	}
	return false
}

// rubyInspect is Ruby's inspect of the object Puppet uses for v (used by
// the explanation and by interpolation of non-string values).
func rubyInspect(v values.Value) string {
	if v == nil {
		return "nil"
	}
	s, err := values.Sprintf("%p", []values.Value{v})
	if err != nil {
		return values.ToString(v)
	}
	return s
}

// rubyToS is Ruby's to_s of the object Puppet uses for v: what a
// non-string value becomes when interpolated into a string.
func rubyToS(v values.Value) string {
	if s, ok := v.(string); ok {
		return s
	}
	s, err := values.Sprintf("%s", []values.Value{v})
	if err != nil {
		return values.ToString(v)
	}
	return s
}

// isData reports whether v is an instance of Puppet's RichData (the type
// every value of a data hash must have).
func isRichData(v values.Value) bool {
	return values.IsInstance(values.RichDataType(), v)
}
