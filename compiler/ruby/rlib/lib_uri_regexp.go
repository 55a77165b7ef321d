package rlib

import (
	_ "embed"

	"github.com/punch-dev/punch/compiler/ruby"
)

// xAbsURI is uri 0.11's RFC2396_Parser pattern X_ABS_URI (an absolute
// URI, extended syntax), recorded from Ruby 3.1 with
// ruby -ruri -e 'print URI::DEFAULT_PARSER.pattern[:X_ABS_URI]' > uri/x_abs_uri.txt
//
//go:embed uri/x_abs_uri.txt
var xAbsURI string

// makeRegexp is URI::RFC2396_Parser#make_regexp(schemes) (and URI.regexp):
// X_ABS_URI, after a lookahead for one of the schemes when given.
func makeRegexp(c *ruby.Call) (ruby.Value, error) {
	src := xAbsURI
	if len(c.Args) > 0 && c.Args[0] != nil {
		re, err := c.In.Const("Regexp")
		if err != nil {
			return nil, err
		}
		// Regexp.union(*schemes): an Array's elements, or the one scheme
		schemes := []ruby.Value{c.Args[0]}
		if a, ok := c.Args[0].(*ruby.Array); ok {
			schemes = a.Elems()
		}
		union, err := c.In.CallMethod(re, "union", schemes...)
		if err != nil {
			return nil, err
		}
		u, err := c.In.ToS(union)
		if err != nil {
			return nil, err
		}
		src = "(?=" + u + ":)" + src
	}
	re, err := c.In.Const("Regexp")
	if err != nil {
		return nil, err
	}
	return c.In.CallMethod(re, "new", ruby.NewString(src), int64(2))
}
