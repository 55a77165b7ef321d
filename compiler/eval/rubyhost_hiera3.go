package eval

import (
	"fmt"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/environments/hiera"
	"github.com/punch-dev/punch/parser/ast"
)

// hiera3Backend runs a Hiera 3 custom backend's lookup for Hiera
// (hiera.V3BackendFunction: args is the lookup's Context) in the
// compile's Ruby, with s as the scope the backend sees. A backend that
// cannot be loaded or made finds nothing, with Puppet's explanation; one
// that throws :no_such_key finds nothing; a Ruby error is the compile's
// error, its file and line logged at debug level as for functions.
func (c *Compiler) hiera3Backend(s *Scope, at ast.Node, args []values.Value) (values.Value, error) {
	var ctx *hiera.Context
	if len(args) > 0 {
		ctx, _ = args[len(args)-1].(*hiera.Context)
	}
	if ctx == nil || ctx.V3Backend() == nil {
		return nil, fmt.Errorf("internal error: a Hiera 3 backend lookup without its context")
	}
	b := ctx.V3Backend()
	cc := &callContext{c: c, s: s, at: at}
	rf := &ruby.Function{Name: "hiera3_backend " + b.Name}
	h := &rubyHost{cc: cc, fn: rf}
	in := h.RubyInterp(c.functionTable().Ruby())
	v, found, unloadable, err := in.Hiera3Lookup(c.context(), h, b)
	if err != nil {
		c.logRubyRaise(cc, rf, err)
		return nil, c.rubyError(err)
	}
	if unloadable != "" {
		ctx.Explain(unloadable)
	}
	if !found {
		return nil, ctx.NotFound()
	}
	return v, nil
}
