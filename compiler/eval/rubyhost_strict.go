package eval

import (
	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
)

var _ ruby.StrictLookupHost = (*rubyHost)(nil)

// LookupVarStrict is scope.lookupvar of module Ruby and templates as
// Puppet's Scope#variable_not_found ends it for a variable not found:
// nothing with strict = off, the "Undefined variable" warning once per
// variable with warning, and with error the ArgumentError text Ruby
// raises (golden fix17_strict_error_template_unknown_var).
func (h *rubyHost) LookupVarStrict(name string) (values.Value, bool, string) {
	x := h.cc
	v, ok := x.s.Lookup(name)
	if ok {
		return v, true, ""
	}
	reported, reason, _ := x.undefinedVar(name)
	if reported == "" {
		return nil, false, ""
	}
	msg := "Undefined variable '" + reported + "'; " + reason
	switch x.c.strict() {
	case "off":
	case "error":
		return nil, false, msg
	default:
		x.WarnOnce("Variable: "+reported, msg)
	}
	return nil, false, ""
}
