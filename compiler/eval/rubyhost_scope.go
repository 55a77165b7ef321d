package eval

import (
	"path/filepath"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby"
)

// The compile's other scopes for Ruby (ruby.ScopeChainHost):
// Puppet::Parser::Scope#parent, #class_scope and #newscope of module code,
// each answered by a host of the same call whose scope is the other one.
// A ref is the *Scope itself.

var (
	_ ruby.ScopeChainHost = (*rubyHost)(nil)
	_ ruby.ScopeBoundHost = (*rubyHost)(nil)
)

// ScopeBound is Scope#bound?: the calling scope's own variables (its
// innermost local scope's, never a match scope's) have name, undef ones
// too.
func (h *rubyHost) ScopeBound(name string) bool { return h.cc.s.bound(name) }

// ScopeRef is the calling scope.
func (h *rubyHost) ScopeRef() any { return h.cc.s }

// TopScopeRef is the compile's top scope.
func (h *rubyHost) TopScopeRef() any { return h.cc.c.top }

// ScopeParent is Scope#parent: the scope that declared the class or define
// (the node's scope for a class declared in a node), the parent class's
// for a class that inherits, top scope for a node's scope and main.
func (h *rubyHost) ScopeParent(ref any) (any, bool) {
	s, _ := ref.(*Scope)
	if s == nil || s.parent == nil {
		return nil, false
	}
	return s.parent, true
}

// ClassScope is Scope#class_scope(name): Puppet keeps the scope of each
// class and node evaluated so far under its name (class_set), main's as ""
// (top scope); the name is looked up as given.
func (h *rubyHost) ClassScope(name string) (any, bool) {
	s := h.cc.c.classScopes[name]
	if s == nil {
		return nil, false
	}
	return s, true
}

// NewScope is Scope#newscope: an empty scope without a resource whose
// parent is ref; its simple names are looked up in the enclosing node or
// top scope, as Puppet's (Scope#enclosing_scope).
func (h *rubyHost) NewScope(ref any) any {
	parent, _ := ref.(*Scope)
	if parent == nil {
		parent = h.cc.c.top
	}
	return newScope(h.cc.c, defineScope, parent, nil, nil)
}

// AtScope is this call's host with ref as the calling scope.
func (h *rubyHost) AtScope(ref any) ruby.Host {
	s, _ := ref.(*Scope)
	if s == nil {
		return h
	}
	return &rubyHost{cc: &callContext{c: h.cc.c, s: s, at: h.cc.at, caller: h.cc.caller}, module: h.module, fn: h.fn}
}

// stackScopeName is Puppet's Scope#to_s of a scope without a resource (one
// Scope#newscope made): the file and line of the innermost frame of
// Puppet's stack, the file shortened to "<module>/..." inside a module or
// "<env>/..." inside the environment; "Scope()" with no frame.
func (c *Compiler) stackScopeName() string {
	if len(c.stack) == 0 {
		return "Scope()"
	}
	top := c.stack[len(c.stack)-1]
	path := top.file
	ix := c.functionTable().Index()
	if m := ix.ModuleOf(path); m != "" {
		if dir, ok := ix.ModuleDir(m); ok {
			path = "<module>" + path[len(filepath.Dir(dir)):]
		}
	} else if env := c.loader.EnvironmentDir(); env != "" && strings.HasPrefix(path, env) {
		path = "<env>" + path[len(env):]
	}
	return "Scope(" + path + ", " + strconv.Itoa(top.line) + ")"
}
