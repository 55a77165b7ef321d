package eval

import "github.com/punch-dev/punch/compiler/ruby"

var _ ruby.FunctionKinds = (*rubyHost)(nil)

// FunctionKind is what the environment's loader finds by name
// (ruby.FunctionKinds): Puppet's own functions and modules' 4.x Ruby
// functions are "ruby", functions written in Puppet "puppet", 3.x
// functions (and those newfunction made while the compile runs) "3x";
// module is the module that has it.
func (h *rubyHost) FunctionKind(name string) (kind, module string) {
	c := h.cc.c
	ch, err := c.resolveFunction(normalizeFunctionName(name), "")
	if err != nil || ch == nil {
		return "", ""
	}
	switch {
	case ch.core != nil:
		return "ruby", ""
	case ch.pp != nil:
		return "puppet", ch.pp.module
	case ch.mod != nil:
		if rf, err := ch.mod.Ruby(); err == nil && rf.API == 3 {
			return "3x", ch.mod.File.Module
		}
		return "ruby", ch.mod.File.Module
	case c.fns.interp.RuntimeFunction3(ch.unknown) != nil:
		return "3x", ""
	}
	return "", ""
}
