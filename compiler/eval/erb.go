package eval

import (
	"errors"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/erb"
	"github.com/punch-dev/punch/compiler/values"
)

// template is Puppet's template(): each file (found in a module's
// templates/) is rendered with the calling scope, the results joined.
func (x *callContext) template(args []values.Value) (values.Value, error) {
	c := x.c
	var b strings.Builder
	for _, a := range flattenValues(args) {
		ref := values.ToString(a)
		path, ok := c.loader.ModuleFile("templates", ref)
		if !ok {
			return nil, rawf("Could not find template '%s'", ref)
		}
		t, err := c.loader.ParseERB(path)
		if err == nil {
			var out string
			out, err = t.Render(&erbScope{x: x})
			if err == nil {
				b.WriteString(out)
				continue
			}
		}
		return nil, templateError(ref, path, err)
	}
	return b.String(), nil
}

// templateError is Puppet's report of a failed template, naming the file,
// the line and Ruby's message; errors of Puppet functions the template
// called pass unchanged.
func templateError(ref, path string, err error) error {
	var te *erb.Error
	if !errors.As(err, &te) {
		return err
	}
	var ce *Error
	if errors.As(te.Cause, &ce) {
		return ce
	}
	line := strconv.Itoa(te.Line)
	return rawf("Failed to parse template %s:\n  Filepath: %s\n  Line: %s\n  Detail: %s\n", ref, path, line, te.Detail())
}

// inlineTemplate is Puppet's inline_template().
func (x *callContext) inlineTemplate(args []values.Value) (values.Value, error) {
	var b strings.Builder
	for _, a := range flattenValues(args) {
		t, err := erb.Parse("", []byte(values.ToString(a)))
		if err == nil {
			var out string
			out, err = t.Render(&erbScope{x: x})
			if err == nil {
				b.WriteString(out)
				continue
			}
		}
		var te *erb.Error
		if errors.As(err, &te) {
			var ce *Error
			if errors.As(te.Cause, &ce) {
				return nil, ce
			}
			return nil, rawf("Failed to parse inline template: %s", te.Detail())
		}
		return nil, err
	}
	return b.String(), nil
}

// erbScope is what a template sees of the calling scope.
type erbScope struct {
	x *callContext
}

func (e *erbScope) Var(name string) (values.Value, bool) {
	v, ok := e.x.s.Lookup(name)
	return v, ok && v != nil
}

func (e *erbScope) Lookup(name string) (values.Value, bool) {
	return e.x.LookupVar(name)
}

// Vars is Puppet's scope.to_hash: the enclosing (node or top) scope's
// variables, the inherited class's, then the scope's own and its local
// tables, undef ones left out.
func (e *erbScope) Vars() *values.Hash {
	h := values.NewHash(64)
	e.x.s.addVars(h)
	return h
}

func (e *erbScope) Call(fn string, args []values.Value) (values.Value, error) {
	return e.x.Call(fn, args, nil)
}

func (e *erbScope) SetVar(name string, v values.Value) error {
	s := e.x.s
	if s.bound(name) {
		return rawf("Cannot reassign variable '$%s'", name)
	}
	s.set(name, v)
	return nil
}

// addVars adds the variables visible from s to h (scope.to_hash).
func (s *Scope) addVars(h *values.Hash) {
	if n := s.next(); n != nil {
		if s.inherited != nil {
			// enclosing scope first, then the inherited one
			for p := s.parent; p != nil; p = p.parent {
				if p.kind == topScope || p.kind == nodeScope {
					p.addVars(h)
					break
				}
			}
		}
		n.addVars(h)
	}
	if s.kind == topScope {
		s.c.nodeParams.Each(func(k, v values.Value) bool {
			if v != nil {
				h.Put(k, v)
			}
			return true
		})
	}
	put := func(name string, v values.Value) {
		if v == nil {
			if _, ok := h.GetString(name); ok {
				h = h.Without(name)
			}
			return
		}
		h.Put(name, v)
	}
	for i, n := range s.vars.names {
		put(n, s.vars.vals[i])
	}
	for _, e := range s.eph {
		if e.local {
			for i, n := range e.names {
				put(n, e.vals[i])
			}
		}
	}
}

// Mutated is called by compiler/erb when a template changed in place the
// array or hash of a variable it read (`@list << x`, `@h.merge!(...)`).
// Ruby shares that object with the variable and with the class or define
// parameter the variable was bound from, so Puppet sees the change in
// both (apache's _scriptalias.erb relies on it): the variable is rebound
// where it is defined, and the parameter of the same name of the scope's
// resource too when it held the same object.
func (e *erbScope) Mutated(name string, old, new values.Value) {
	s := e.x.s
	for sc := s; sc != nil; sc = sc.next() {
		if v, ok := sc.vars.get(name); ok {
			if sameObject(v, old) {
				sc.vars.put(name, new)
				if sc.kind == classScope && sc.source != nil {
					sc.c.qvars[sc.source.name+"::"+name] = new
				}
				if r := sc.resource; r != nil {
					if p := r.getParam(name); p != nil && sameObject(p.value, old) {
						p.value = new
					}
				}
			}
			return
		}
	}
}

// sameObject reports whether two values are the same Ruby object: the
// same hash, or arrays sharing their storage.
func sameObject(a, b values.Value) bool {
	switch x := a.(type) {
	case *values.Hash:
		y, ok := b.(*values.Hash)
		return ok && x == y
	case []values.Value:
		y, ok := b.([]values.Value)
		if !ok || len(x) != len(y) {
			return false
		}
		return len(x) == 0 || &x[0] == &y[0]
	}
	return false
}
