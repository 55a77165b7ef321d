package eval

import (
	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
)

var _ ruby.ScopeVarsHost = (*rubyHost)(nil)

// ScopeVars is Puppet's Scope#to_hash(recursive, include_undef): with
// recursive the enclosing (node or top) scope's variables, the inherited
// class's, then the scope's own; without, the scope's own only (top
// scope's are the node parameters too). include_undef keeps the scope's
// own undef variables (Puppet passes it to no enclosing scope).
func (h *rubyHost) ScopeVars(recursive, includeUndef bool) *values.Hash {
	s := h.cc.s
	out := values.NewHash(16)
	if recursive {
		s.addVars(out)
		if includeUndef {
			s.addOwnVars(out, true)
		}
		return out
	}
	if s.kind == topScope {
		s.c.nodeParams.Each(func(k, v values.Value) bool {
			if v != nil {
				out.Put(k, v)
			}
			return true
		})
	}
	s.addOwnVars(out, includeUndef)
	return out
}
