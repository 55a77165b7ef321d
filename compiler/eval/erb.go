package eval

import (
	"errors"
	"strconv"
	"strings"
	"unsafe"

	"github.com/punch-dev/punch/compiler/erb"
	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
)

// template is Puppet's template(): each file (found in a module's
// templates/) is rendered with the calling scope, the results joined.
func (x *callContext) template(args []values.Value) (values.Value, error) {
	c := x.c
	files := flattenValues(args)
	var b strings.Builder
	for _, a := range files {
		ref := values.ToString(a)
		path, ok := c.moduleFile("templates", ref)
		if !ok {
			return nil, rawf("Could not find template '%s'", ref)
		}
		t, err := c.loader.ParseERB(path)
		out, err := x.render(t, err)
		if err != nil {
			return nil, templateError(ref, path, err)
		}
		if len(files) == 1 {
			// one template (nearly every call): its text as it is, not
			// copied into b
			return out, nil
		}
		b.WriteString(out)
	}
	return b.String(), nil
}

// render renders t, parsed with parseErr, with the calling scope; the
// parse error, else the render's, is returned.
func (x *callContext) render(t *erb.Template, parseErr error) (string, error) {
	if parseErr != nil {
		return "", parseErr
	}
	return t.Render(&erbScope{x: x})
}

// FindTemplate is Puppet::Parser::Files.find_template and File.read for
// 3.x functions (functions.TemplateFinder, datacat's template_body): "mod/path"
// is templates/path of the module, an absolute path is itself.
func (x *callContext) FindTemplate(ref string) (string, bool, error) {
	path, ok := x.c.moduleFile("templates", ref)
	if !ok {
		return "", false, nil
	}
	b, err := x.c.loader.ReadFile(path)
	if err != nil {
		return "", false, err
	}
	return string(b), true, nil
}

// templateError is Puppet's report of a failed template, naming the file,
// the line and Ruby's message; errors of Puppet functions the template
// called pass unchanged, and so does a Ruby error that is no StandardError
// (templateScriptError).
func templateError(ref, path string, err error) error {
	var te *erb.Error
	if !errors.As(err, &te) {
		return err
	}
	var ce *Error
	if errors.As(te.Cause, &ce) {
		return ce
	}
	if se := templateScriptError(te, path); se != nil {
		return se
	}
	line := strconv.Itoa(te.Line)
	return rawf("Failed to parse template %s:\n  Filepath: %s\n  Line: %s\n  Detail: %s\n", ref, path, line, te.Detail())
}

// templateScriptError is the error of a template whose Ruby raised an
// exception that is no StandardError (a SyntaxError of its Ruby code):
// template() and inline_template() rescue only StandardErrors to say
// "Failed to parse template", and neither the evaluator nor the compiler
// rescues it, so Puppet prints Ruby's own message ("FILE:LINE: syntax
// error, ...") with no manifest location and no node (golden
// err_forge6_erb_ruby_syntax_error). nil for any other error, and for
// Ruby that Punch's runtime does not support (Punch's own error, located).
func templateScriptError(te *erb.Error, file string) error {
	if te.Cause != nil || te.Unsupported || !notStandardError[te.Class] {
		return nil
	}
	msg := te.Message
	if te.Class == "SyntaxError" {
		msg = file + ":" + strconv.Itoa(te.Line) + ": " + msg
	}
	return &Error{Message: msg, NoNode: true}
}

// inlineTemplate is Puppet's inline_template().
func (x *callContext) inlineTemplate(args []values.Value) (values.Value, error) {
	var b strings.Builder
	for _, a := range flattenValues(args) {
		t, err := erb.Parse("", []byte(values.ToString(a)))
		out, err := x.render(t, err)
		if err == nil {
			b.WriteString(out)
			continue
		}
		var te *erb.Error
		if errors.As(err, &te) {
			var ce *Error
			if errors.As(te.Cause, &ce) {
				return nil, ce
			}
			// ERB names an inline template's Ruby "(erb)".
			if se := templateScriptError(te, "(erb)"); se != nil {
				return nil, se
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
	h rubyHost // RubyHost's, in the same allocation
}

var _ erb.HostScope = (*erbScope)(nil)

// RubyHost is erb.HostScope: the template's Ruby reaches the compile as a
// 3.x function called in the template's scope does (scope.environment,
// scope.source, scope.resource, the catalog, the other scopes), its
// functions resolved with the view of the calling code's module.
func (e *erbScope) RubyHost() ruby.Host {
	e.h = rubyHost{cc: e.x, module: e.x.caller}
	return &e.h
}

var _ erb.Freezer = (*erbScope)(nil)

var _ erb.UndefinedVars = (*erbScope)(nil)

// UndefinedVar is erb.UndefinedVars: the calling scope's answer
// (callContext.UndefinedVar).
func (e *erbScope) UndefinedVar(name string, top bool) (values.Value, bool) {
	return e.x.UndefinedVar(name, top)
}

// Frozen is erb.Freezer: whether Puppet hands Ruby the value frozen
// (frozen.go).
func (e *erbScope) Frozen(v values.Value) bool { return e.x.c.frozenValue(v) }

var _ erb.ReuseScope = (*erbScope)(nil)

// RubyEnv is erb.ReuseScope: the Env of the compile's Ruby, and its Interp
// once made (a template whose text is reused needs none).
func (e *erbScope) RubyEnv() (*ruby.Env, *ruby.Interp) {
	c := e.x.c
	return c.functionTable().Ruby(), c.fns.interp
}

// RubyInterp implements erb.InterpScope: templates are rendered in the
// compile's Ruby interpreter (the one its Ruby functions run in), made
// once per compile, instead of a new one for every render.
func (e *erbScope) RubyInterp() *ruby.Interp {
	return (&rubyHost{cc: e.x}).RubyInterp(e.x.c.functionTable().Ruby())
}

// Classes is the template wrapper's classes: the catalog's classes so far
// (scope.catalog.classes).
func (e *erbScope) Classes() []string { return append([]string(nil), e.x.c.classes...) }

// Tags is the template wrapper's all_tags: the catalog's tags so far.
func (e *erbScope) Tags() []string { return append([]string(nil), e.x.c.catalogTags.list...) }

var _ ruby.ResourceTitleHost = (*erbScope)(nil)

// ResourceTitleHash and ResourceNamevar are ruby.ResourceTitleHost for
// the Puppet::Resource objects a template holds: the compile's types.
func (e *erbScope) ResourceTitleHash(typ, title string) (*values.Hash, error) {
	return (&rubyHost{cc: e.x}).ResourceTitleHash(typ, title)
}

func (e *erbScope) ResourceNamevar(typ string) string {
	return (&rubyHost{cc: e.x}).ResourceNamevar(typ)
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

// HasFunction3 and CallFunction3 implement erb.Functions3: a template's
// scope.function_NAME finds 3.x functions only, as a Ruby function's does.
func (e *erbScope) HasFunction3(name string) bool { return (&rubyHost{cc: e.x}).HasFunction3(name) }

func (e *erbScope) Function3Origin(name string) (string, bool, int) {
	return (&rubyHost{cc: e.x}).Function3Origin(name)
}

func (e *erbScope) CallFunction3(name string, args []values.Value) (values.Value, error) {
	return (&rubyHost{cc: e.x}).CallFunction3(name, args)
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
	s.addOwnVars(h, false)
}

// addOwnVars adds the scope's own variables to h, those of its symbol
// table then of its local tables (Puppet's @ephemeral.last.add_entries_to):
// an undef one is left out (and takes out an outer one of its name), kept
// with includeUndef.
func (s *Scope) addOwnVars(h *values.Hash, includeUndef bool) {
	put := func(name string, v values.Value) {
		if v == nil && !includeUndef {
			if _, ok := h.GetString(name); ok {
				*h = *h.Without(name)
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

// Mutated is called by compiler/erb (erb.Mutator) when a template changed
// in place a value it read (`@list << x`, `@h.merge!(...)`). In Puppet the
// template's object is the one the variable holds, and the class or define
// parameter it was bound from, and any other variable it was assigned to
// or nested in, so all of them see the change (apache's _scriptalias.erb
// relies on it). Punch's values are immutable, so what held old is rebuilt
// and rebound: the variable name as the template read it, then every
// variable and resource parameter of the scopes the template's scope can
// reach (lexically and through the declaring scopes) that holds old or an
// array or hash containing it.
func (e *erbScope) Mutated(name string, old, new values.Value) {
	s := e.x.s
	c := s.c
	if name != "" {
		if i := indexQual(name); i >= 0 {
			if i == 0 {
				name = name[2:]
			}
			c.rebindQualified(name, old, new)
		} else {
			for sc := s; sc != nil; sc = sc.next() {
				if sc.rebindLocal(name, old, new) {
					break
				}
			}
		}
	}
	id := identityOf(old)
	if id == nil {
		return
	}
	c.rememberReplaced(id, new)
	r := &replacer{memo: map[any]values.Value{id: new}}
	seen := map[*Scope]bool{}
	for _, first := range []*Scope{s, s.parent} {
		for sc := first; sc != nil; sc = sc.next() {
			for p := sc; p != nil && !seen[p]; p = p.parent {
				seen[p] = true
				p.replaceObject(r)
			}
		}
	}
}

// rebindLocal rebinds name in the scope's ephemeral locals or its own
// table when it holds old; it reports whether the scope has the variable.
func (s *Scope) rebindLocal(name string, old, new values.Value) bool {
	for i := len(s.eph) - 1; i >= 0; i-- {
		if e := s.eph[i]; e.local {
			if v, ok := e.get(name); ok {
				if sameObject(v, old) {
					e.put(name, new)
				}
				return true
			}
		}
	}
	v, ok := s.vars.get(name)
	if !ok {
		return false
	}
	if sameObject(v, old) {
		s.rebind(name, old, new)
	}
	return true
}

// rebindQualified rebinds $class::name (or a top-scope variable) holding old.
func (c *Compiler) rebindQualified(name string, old, new values.Value) {
	var sc *Scope
	leaf := name
	if i := strings.LastIndex(name, "::"); i >= 0 {
		sc, leaf = c.classScopes[strings.ToLower(name[:i])], name[i+2:]
	} else {
		sc = c.top
	}
	for ; sc != nil; sc = sc.inherited {
		if v, ok := sc.vars.get(leaf); ok {
			if sameObject(v, old) {
				sc.rebind(leaf, old, new)
			}
			return
		}
	}
}

// rebind sets the scope's own variable name (holding old) to new, with its
// qualified name and the parameter of the scope's resource holding old.
func (s *Scope) rebind(name string, old, new values.Value) {
	s.vars.put(s.c, name, new)
	switch s.kind {
	case topScope:
		if _, ok := s.c.qvars[name]; ok {
			s.c.qvars[name] = new
		}
	case classScope:
		if s.source != nil {
			s.c.qvars[s.source.name+"::"+name] = new
		}
	}
	if r := s.resource; r != nil {
		if p := r.getParam(name); p != nil && sameObject(p.value, old) {
			p.value = new
		}
	}
}

// replaceObject rebinds every variable of the scope (its own table and its
// ephemeral locals) and every parameter of its resource that holds the
// replaced object or a container of it.
func (s *Scope) replaceObject(r *replacer) {
	for i, v := range s.vars.vals {
		if nv, ok := r.value(v); ok {
			s.rebind(s.vars.names[i], v, nv)
		}
	}
	for _, e := range s.eph {
		if e.local {
			for i, v := range e.vals {
				if nv, ok := r.value(v); ok {
					e.vals[i] = nv
				}
			}
		}
	}
	if res := s.resource; res != nil {
		for _, p := range res.params {
			if nv, ok := r.value(p.value); ok {
				p.value = nv
			}
		}
	}
}

// replacer replaces an array or hash, as the same Ruby object seen
// everywhere it is held: memo maps the identity of each array and hash
// visited to its replacement (itself when it holds nothing replaced).
type replacer struct {
	memo map[any]values.Value
}

// value returns v with the replaced object in it replaced, and whether
// anything changed.
func (r *replacer) value(v values.Value) (values.Value, bool) {
	if _, ok := v.(string); ok {
		// a string holds nothing: only the replaced one is looked for
		// (not memoized: a scope holds many)
		if id := identityOf(v); id != nil {
			if nv, ok := r.memo[id]; ok {
				return nv, true
			}
		}
		return v, false
	}
	id := identityOf(v)
	if id == nil {
		return v, false
	}
	if nv, ok := r.memo[id]; ok {
		return nv, identityOf(nv) != id
	}
	r.memo[id] = v // a value never contains itself; this only ends the walk early
	var out values.Value = v
	switch x := v.(type) {
	case []values.Value:
		var a []values.Value
		for i, e := range x {
			if ne, ok := r.value(e); ok {
				if a == nil {
					a = append([]values.Value(nil), x...)
				}
				a[i] = ne
			}
		}
		if a != nil {
			out = a
		}
	case *values.Hash:
		var h *values.Hash
		for i := 0; i < x.Len(); i++ {
			k, e := x.At(i)
			if ne, ok := r.value(e); ok {
				if h == nil {
					h = x.Clone()
				}
				h.Put(k, ne)
			}
		}
		if h != nil {
			out = h
		}
	}
	r.memo[id] = out
	return out, identityOf(out) != id
}

// rememberReplaced records that the object id was changed in place into
// new, for the compile's later data lookups (lookupKey): Puppet's lookups
// hand out the objects of its per-compile data cache, so a Hiera string or
// hash a Ruby function changed in place stays changed for them (golden
// fn_ruby_frozen_args). An object replaced earlier by the old one is
// replaced by the new one.
func (c *Compiler) rememberReplaced(id any, new values.Value) {
	if c.replaced == nil {
		c.replaced = map[any]values.Value{}
	}
	for k, v := range c.replaced {
		if identityOf(v) == id {
			c.replaced[k] = new
		}
	}
	c.replaced[id] = new
}

// withReplaced is v with the objects changed in place so far replaced.
func (c *Compiler) withReplaced(v values.Value) values.Value {
	if len(c.replaced) == 0 {
		return v
	}
	r := &replacer{memo: make(map[any]values.Value, len(c.replaced))}
	for k, nv := range c.replaced {
		r.memo[k] = nv
	}
	nv, _ := r.value(v)
	return nv
}

// identityOf is what tells an array, hash or string from an equal one:
// the hash pointer, the array's storage, the string's header; nil for
// other values, empty arrays and empty strings (every empty Go slice
// looks alike).
func identityOf(v values.Value) any {
	switch x := v.(type) {
	case string:
		// its header, as the Ruby object it is (compiler/erb's valueID);
		// Go shares one header among empty strings
		if len(x) > 0 {
			return stringID{(*eface)(unsafe.Pointer(&v)).data}
		}
	case *values.Hash:
		return x
	case []values.Value:
		if len(x) > 0 {
			return arrayID{&x[0], len(x)}
		}
	}
	return nil
}

type stringID struct{ header unsafe.Pointer }

type arrayID struct {
	first *values.Value
	n     int
}

// sameObject reports whether two values are the same Ruby object: the
// same hash, arrays sharing their storage, or (as the binding a template
// read by name) two empty arrays or equal strings.
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
	case string:
		y, ok := b.(string)
		return ok && x == y
	}
	return false
}
