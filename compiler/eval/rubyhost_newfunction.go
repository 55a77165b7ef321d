package eval

import (
	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/modfunc"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// callRuntime3 calls name, which no loader has, when module Ruby defined
// it with Puppet::Parser::Functions.newfunction while this compile ran (a
// 4.x function's body making a 3.x function): Puppet code calling it
// afterwards gets it as any module 3.x function, its arguments converted
// by Puppet's Runtime3 rules, its :arity checked, undef for a :statement
// function (golden forge19_ruby_3x_newfunction_at_run_time). found is
// false when Ruby defined no such function.
func (c *Compiler) callRuntime3(name string, at ast.Node, s *Scope, args []values.Value, blk functions.Block) (values.Value, bool, error) {
	rf := c.fns.interp.RuntimeFunction3(name)
	if rf == nil {
		return nil, false, nil
	}
	fn, err := modfunc.Callable(rf, c.resolveType, c.rubyRunner(""))
	if err != nil {
		return nil, true, &rawError{msg: err.Error()}
	}
	v, err := dispatch(c.newCallContext(s, at, ""), fn, args, blk)
	return v, true, err
}
