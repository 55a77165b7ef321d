package eval

import (
	"context"
	"fmt"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/modfunc"
	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
)

// rubyRunner runs the dispatches of Ruby functions of module (""
// for the environment's lib/) in this compile.
func (c *Compiler) rubyRunner(module string) modfunc.Runner {
	return func(fc functions.Context, rf *ruby.Function, d *ruby.Dispatch, args []values.Value, b functions.Block) (values.Value, error) {
		cc, ok := fc.(*callContext)
		if !ok {
			// Only the evaluator dispatches module functions.
			return nil, fmt.Errorf("function %s called outside a compile", rf.Name)
		}
		h := &rubyHost{cc: cc, module: module, fn: rf}
		var rb ruby.Block
		if b != nil {
			rb = b
		}
		ctx := c.ctx
		if ctx == nil {
			ctx = context.Background()
		}
		v, err := rf.Call(ctx, h, d, args, rb)
		if err != nil {
			return nil, c.rubyError(err)
		}
		return v, nil
	}
}

// rubyHost is how Ruby code reaches the compile (ruby.Host): the call's
// scope, the module whose loader the function was loaded by (what its
// call_function sees), and the compile's one Ruby interpreter.
type rubyHost struct {
	cc     *callContext
	module string
	fn     *ruby.Function
}

var (
	_ ruby.Host           = (*rubyHost)(nil)
	_ ruby.InterpProvider = (*rubyHost)(nil)
)

// CallFunction is call_function of a 4.x function: resolved with the
// visibility of the function's own module (its private loader), and
// "Function f(): Unknown function: 'x'" when nothing has that name
// (Puppet::Functions::Function#internal_call_function).
func (h *rubyHost) CallFunction(name string, args []values.Value, blk ruby.Block) (values.Value, error) {
	c := h.cc.c
	ch, err := c.resolveFunction(normalizeFunctionName(name), h.module)
	if err != nil {
		return nil, err
	}
	var b functions.Block
	if blk != nil {
		b = blk
	}
	v, found, err := c.callResolved(ch, h.module, h.cc.at, h.cc.s, args, b)
	if !found {
		return nil, &rawError{msg: fmt.Sprintf("Function %s(): Unknown function: '%s'", h.fn.Name, name)}
	}
	return v, err
}

// LookupVar is the calling scope's lookupvar, with Puppet's warning for an
// unknown variable.
func (h *rubyHost) LookupVar(name string) (values.Value, bool) {
	return h.cc.LookupVar(name)
}

// Log is Puppet.<level>(msg): a message without a scope.
func (h *rubyHost) Log(level, msg string) {
	h.cc.LogPlain(level, msg)
}

// Setting is Puppet[:name], as the compile's $settings::name.
func (h *rubyHost) Setting(name string) (values.Value, bool) {
	return h.cc.c.top.Lookup("settings::" + name)
}

// ResolveType parses a Puppet type expression with the compile's type
// aliases.
func (h *rubyHost) ResolveType(expr string) (values.Type, error) {
	return values.ParseType(expr, h.cc.c.resolveType)
}

// RubyInterp is the compile's one Ruby interpreter: Ruby state lives as
// long as the compile, as Puppet's per-compile loaders keep it.
func (h *rubyHost) RubyInterp(env *ruby.Env) *ruby.Interp {
	c := h.cc.c
	if c.fns.interp == nil {
		c.fns.interp = env.NewInterp()
	}
	return c.fns.interp
}
