package eval

import (
	"strings"

	"github.com/punch-dev/punch/compiler/resourcetypes"
	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
)

// What Puppet's Ruby API asks of the compile beyond rubyhost.go: the name
// of the scope a function runs in and the description of a resource type
// (compiler/ruby's ScopeNamer and ResourceTypeDefHost).

var (
	_ ruby.ScopeNamer          = (*rubyHost)(nil)
	_ ruby.ScopeNamer          = (*erbScope)(nil)
	_ ruby.ResourceTypeDefHost = (*rubyHost)(nil)

	_ ruby.ResourceParamListHost = (*rubyHost)(nil)
)

// ScopeName is Puppet's Scope#to_s of the calling scope: "Scope(Class[main])",
// the top of Puppet's stack for a scope without a resource (newscope's).
func (h *rubyHost) ScopeName() string {
	if h.cc.s.resource == nil {
		return h.cc.c.stackScopeName()
	}
	return h.cc.s.String()
}

// ScopeName is the calling scope's Scope#to_s, for the Go ports of 3.x
// functions (functions.Call3x).
func (x *callContext) ScopeName() string { return x.s.String() }

// ScopeName is the template's scope's Scope#to_s.
func (e *erbScope) ScopeName() string { return e.x.s.String() }

// ResourceTypeDef describes a resource type for Puppet::Type.type(name):
// one of Puppet's own, else a module's, as the compile resolves it.
func (h *rubyHost) ResourceTypeDef(name string) (*ruby.TypeDef, bool) {
	lower := strings.ToLower(name)
	t, ok := resourcetypes.Builtin(lower)
	if !ok {
		if t = h.cc.c.loader.ResourceType(lower); t == nil {
			return nil, false
		}
		if t.Origin == resourcetypes.OriginRuby && t.File != "" {
			// Ruby loads the file itself (its error too, as Puppet's autoloader raises it)
			return &ruby.TypeDef{Name: t.Name, File: t.File}, true
		}
		if t.LoadError != "" {
			return nil, false
		}
	}
	return &ruby.TypeDef{Name: t.Name, Params: t.Params, Properties: t.Properties, Namevars: t.KeyAttributes}, true
}

// ResourceParamList is Puppet::Parser::Resource#parameters: every parameter
// the catalog resource has at the time of the call, in the resource's
// order, undef ones too (a class parameter whose default is undef is there
// in Puppet), each with the file and line that set it.
func (h *rubyHost) ResourceParamList(ref values.Value) ([]ruby.ResourceParam, bool) {
	r := h.resourceOf(ref)
	if r == nil {
		return nil, false
	}
	out := make([]ruby.ResourceParam, 0, len(r.params))
	for _, p := range r.params {
		out = append(out, ruby.ResourceParam{Name: p.name, Value: p.value, File: p.file, Line: int(p.line)})
	}
	return out, true
}
