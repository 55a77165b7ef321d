package eval

import (
	"context"

	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/parser/ast"
)

// Resource defaults that module Ruby answers (ruby's puppetapi_defaults.go,
// QA-FORGE-11 K2): once Ruby has replaced Scope#lookupdefaults on a scope
// (trlinkin-noop's `def scope.lookupdefaults`) or on every scope, a
// resource made in that scope or below it gets its defaults from Ruby, as
// Puppet's Parser::Resource asks scope.lookupdefaults(type) for each. Until
// then (nearly every compile) the compile's own defaults serve, for the
// cost of one nil check.

var _ ruby.ScopeDefaultsHost = (*rubyHost)(nil)

// rubyDefaults are the scopes whose lookupdefaults Ruby answers.
type rubyDefaults struct {
	scopes map[*Scope]bool
	// all: Puppet::Parser::Scope#lookupdefaults itself was replaced
	all bool
}

// OwnResourceDefaults are the defaults for typ set in the calling scope
// itself.
func (h *rubyHost) OwnResourceDefaults(typ string) []ruby.ResourceParam {
	ds := h.cc.s.defaults[typeKey(typ)]
	out := make([]ruby.ResourceParam, 0, len(ds))
	for _, p := range ds {
		out = append(out, ruby.ResourceParam{Name: p.name, Value: p.value, File: p.file, Line: int(p.line)})
	}
	return out
}

// noteRubyDefaults takes note, after Ruby ran, of the scopes whose
// lookupdefaults Ruby now answers.
func (c *Compiler) noteRubyDefaults(h *rubyHost) {
	in := c.fns.interp
	if in == nil {
		return
	}
	refs, all := in.ScopeDefaultsOverrides(h)
	if len(refs) == 0 && !all {
		c.fns.rubyDefaults = nil
		return
	}
	rd := &rubyDefaults{all: all, scopes: make(map[*Scope]bool, len(refs))}
	for _, r := range refs {
		if s, ok := r.(*Scope); ok {
			rd.scopes[s] = true
		}
	}
	c.fns.rubyDefaults = rd
}

// rubyDefaultsFor are the defaults of typ for a resource made in s: the
// compile's own (given) unless s or a scope above it has Ruby's
// lookupdefaults, then what Ruby's answers, as Puppet's resource takes
// them (at is the statement making the resource, nil for none).
func (c *Compiler) rubyDefaultsFor(s *Scope, typ string, own []*param, at ast.Node) ([]*param, error) {
	rd := c.fns.rubyDefaults
	if !rd.all {
		found := false
		for sc := s; sc != nil && !found; sc = sc.parent {
			found = rd.scopes[sc]
		}
		if !found {
			return own, nil
		}
	}
	h := &rubyHost{cc: &callContext{c: c, s: s, at: at}}
	ctx := c.ctx
	if ctx == nil {
		ctx = context.Background()
	}
	list, err := c.fns.interp.LookupDefaults(ctx, h, typ)
	// Ruby ran: what it replaced may have changed (noop_by_class's top
	// scope method noops other scopes while it answers)
	c.noteRubyDefaults(h)
	if err != nil {
		return nil, c.rubyError(err)
	}
	out := make([]*param, 0, len(list))
	for _, p := range list {
		out = append(out, c.newParam(p.Name, p.Value, p.File, p.Line, nil))
	}
	return out, nil
}
