package hiera

import (
	"github.com/punch-dev/punch/compiler/values"
)

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
