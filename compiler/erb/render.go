package erb

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby"
	// Ruby's standard libraries templates use (yaml, json, ipaddr, ...),
	// loaded as Puppet has them loaded.
	_ "github.com/punch-dev/punch/compiler/ruby/rlib"
	"github.com/punch-dev/punch/compiler/values"
)

// renderEnv is the Ruby environment of templates rendered in an Interp of
// their own (a scope without RubyInterp): no load path, the default
// limits.
var renderEnv = ruby.NewEnv(ruby.EnvOptions{})

// InterpScope is an optional interface of a Scope: the Ruby Interp of the
// compile the template is rendered in (templates then share the compile's
// Ruby world with its functions, and methods a template defines stay
// defined for the next template, as in Puppet). Without it each render
// gets a fresh Interp.
type InterpScope interface {
	RubyInterp() *ruby.Interp
}

// HostScope is an optional interface of a Scope: the ruby.Host the
// template's Ruby code runs with, which gives it the whole of Puppet's API
// for the calling scope (the catalog, the scope's resource and source, the
// environment, the other scopes...), as a 3.x function's Ruby has it.
// Without it the template's host answers from the Scope's own methods.
type HostScope interface {
	RubyHost() ruby.Host
}

// programName is the generated program's file name (Ruby's ERB uses the
// template's path, "(erb)" for an inline template).
func (t *Template) programName() string {
	if t.file == "" {
		return "(erb)"
	}
	return t.file
}

// Render evaluates the template in scope s and returns its text.
func (t *Template) Render(s Scope) (string, error) {
	if t.reuse != nil && s != nil {
		return t.renderReusing(s)
	}
	return t.render(s, nil)
}

// render runs the template in scope s, in the Interp in (nil: the scope's,
// else one of its own).
func (t *Template) render(s Scope, in *ruby.Interp) (string, error) {
	if is, ok := s.(InterpScope); ok && in == nil {
		in = is.RubyInterp()
	}
	if in == nil {
		in = renderEnv.NewInterp()
	}
	r := &render{t: t, scope: s, in: in}
	r.host.r, r.data.r = r, r
	if s != nil && r.sh.init(s) {
		// the render's own sharing, in the same allocation as the render
		r.share = &r.sh
		r.sh.takeStore()
		defer r.share.release()
	}
	// a template rendered by a template (template() called from Ruby)
	// puts the outer render's hooks back when it ends
	prev := in.CurrentHooks()
	in.SetHooks(r)
	defer in.SetHooks(prev)
	self, err := r.wrapper()
	if err != nil {
		return "", t.fromRuby(err)
	}
	r.locals[0] = ruby.NewString("")
	var host ruby.Host = &r.host
	if hs, ok := s.(HostScope); ok {
		host = hs.RubyHost()
	}
	v, rerr := in.RunTemplate(t.prog, self, r.locals[:], host)
	if rerr != nil {
		return "", t.fromRuby(rerr)
	}
	r.flushMutations()
	if str, ok := v.(*ruby.String); ok {
		return str.String(), nil
	}
	// the program ends with _erbout: a template that reassigned it to
	// something else prints that value's to_s
	sv, err := in.ToS(v)
	if err != nil {
		return "", t.fromRuby(err)
	}
	return sv, nil
}

// fromRuby converts an error of the Ruby runtime to an *Error positioned
// in the template.
func (t *Template) fromRuby(err error) *Error {
	var re *ruby.Error
	if !errors.As(err, &re) {
		return t.errorAt(&Error{Class: "InternalError", Message: err.Error(), Cause: err})
	}
	e := &Error{Class: re.Class, Message: re.Message, Cause: re.Cause, Unsupported: re.Unsupported}
	if re.Unsupported {
		e.Message = "not supported by Punch's Ruby runtime: " + re.Message
	}
	if re.Class == "Punch::InternalError" {
		e.Class = "InternalError"
	}
	switch {
	case re.Offset >= 0 && re.File == t.programName():
		e.Offset = re.Offset
	default:
		// an error raised elsewhere (a library): the template line of the
		// innermost backtrace entry in the template
		e.Offset = t.offsetFromBacktrace(re.Backtrace)
	}
	return t.errorAt(e)
}

// offsetFromBacktrace finds the template's innermost line in a Ruby
// backtrace and returns the offset of that line's start in the program.
func (t *Template) offsetFromBacktrace(bt []string) int {
	prefix := t.programName() + ":"
	for _, l := range bt {
		if !strings.HasPrefix(l, prefix) {
			continue
		}
		rest := l[len(prefix):]
		n := 0
		for _, c := range rest {
			if c < '0' || c > '9' {
				break
			}
			n = n*10 + int(c-'0')
		}
		if n > 0 {
			return programLineOffset(t.ruby, n)
		}
	}
	return 0
}

func programLineOffset(src string, line int) int {
	off := 0
	for l := 1; l < line; l++ {
		i := strings.IndexByte(src[off:], '\n')
		if i < 0 {
			return off
		}
		off += i + 1
	}
	return off
}

// render is the state of one Render, with the objects the render hands
// the Interp (one allocation for all of them).
type render struct {
	t     *Template
	scope Scope
	in    *ruby.Interp
	share *sharing // &sh, or nil when the scope takes no changes
	sh    sharing
	host  scopeHost
	data  wrapperData
	// locals are the program's predeclared variables (_erbout)
	locals [1]ruby.Value
}

// The render is the Interp's Hooks while it runs (ruby.Hooks).

func (r *render) FromPuppet(_ *ruby.Interp, name string, v values.Value) ruby.Value {
	return r.fromScope(name, v)
}

func (r *render) ToPuppet(_ *ruby.Interp, v ruby.Value) (values.Value, bool) {
	return r.toScope(v), true
}

func (r *render) BeforeHostCall(*ruby.Interp) { r.flushMutations() }

func (r *render) Frozen(v values.Value) bool { return r.share.frozen(v) }

// wrapperData is the Go state of the template object
// (Puppet::Parser::TemplateWrapper): its @variables are the scope's.
type wrapperData struct{ r *render }

// RubyIvarNames are the instance variables Puppet's TemplateWrapper has
// set before the template runs (instance_variables): @__scope__,
// @__file__, then one per variable of scope.to_hash that is not undef,
// its name's non-word characters made '_' (golden
// forge4_erb_instance_variables).
func (w *wrapperData) RubyIvarNames(in *ruby.Interp, o *ruby.Object) []string {
	names := []string{"@__scope__", "@__file__"}
	if w.r.scope == nil {
		return names
	}
	vars := w.r.scope.Vars()
	for i := 0; i < vars.Len(); i++ {
		k, v := vars.At(i)
		ks, ok := k.(string)
		if !ok || v == nil {
			continue
		}
		names = append(names, "@"+wordChars(ks))
	}
	return names
}

// wordChars is name.gsub(/[^\w]/, '_').
func wordChars(name string) string {
	b := []byte(name)
	for i, c := range b {
		if !(c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			b[i] = '_'
		}
	}
	return string(b)
}

// RubyIvar reads @name from the scope, once per render (later reads see
// the object the template may have changed).
func (w *wrapperData) RubyIvar(in *ruby.Interp, o *ruby.Object, name string) (ruby.Value, bool) {
	r := w.r
	if r.scope == nil {
		return nil, false
	}
	pv, ok := r.scope.Var(strings.TrimPrefix(name, "@"))
	if !ok {
		return nil, false
	}
	v := r.fromScope(strings.TrimPrefix(name, "@"), pv)
	o.SetIvar(name, v)
	return v, true
}

// The TemplateWrapper class is part of the Puppet API of every Interp: an
// Env's prepared Interp has it, so that a compile's copy does not define
// it again.
func init() {
	ruby.AddPuppetAPIPart(func(in *ruby.Interp) error {
		_, err := wrapperClass(in)
		return err
	})
}

// wrapperClass returns the TemplateWrapper class, defining it in the
// Interp when it is not there.
func wrapperClass(in *ruby.Interp) (*ruby.Module, error) {
	var cls *ruby.Module
	if v, err := in.Const("Puppet::Parser::TemplateWrapper"); err == nil {
		cls, _ = v.(*ruby.Module)
	}
	if cls == nil {
		if _, err := in.Const("Puppet::Parser::Scope"); err != nil {
			return nil, err
		}
		pv, err := in.Const("Puppet::Parser")
		if err != nil {
			return nil, err
		}
		cls = in.DefineClass(pv.(*ruby.Module), "TemplateWrapper", nil)
		defineWrapper(cls)
	}
	return cls, nil
}

// wrapperCache is the TemplateWrapper class an Interp's renders found,
// with the modules its constant path went through (HostData).
type wrapperCache struct{ puppet, parser, cls *ruby.Module }

type wrapperCacheKey struct{}

// current reports whether Puppet::Parser::TemplateWrapper still names the
// class found: each constant of the path is read from its module's own
// table (code that reassigned one of them is then seen).
func (c *wrapperCache) current(in *ruby.Interp) bool {
	v, _ := in.Object().Const("Puppet")
	if v != c.puppet {
		return false
	}
	v, _ = c.puppet.Const("Parser")
	if v != c.parser {
		return false
	}
	v, _ = c.parser.Const("TemplateWrapper")
	return v == c.cls
}

// cachedWrapperClass is wrapperClass, remembered per Interp: every
// render of a compile would look the path up again otherwise.
func cachedWrapperClass(in *ruby.Interp) (*ruby.Module, error) {
	if c, ok := in.HostData(wrapperCacheKey{}).(*wrapperCache); ok && c.current(in) {
		return c.cls, nil
	}
	cls, err := wrapperClass(in)
	if err != nil {
		return nil, err
	}
	c := &wrapperCache{cls: cls}
	if v, err := in.Const("Puppet"); err == nil {
		c.puppet, _ = v.(*ruby.Module)
	}
	if v, err := in.Const("Puppet::Parser"); err == nil {
		c.parser, _ = v.(*ruby.Module)
	}
	if c.puppet != nil && c.parser != nil && c.current(in) {
		in.SetHostData(wrapperCacheKey{}, c)
	}
	return cls, nil
}

// wrapper makes the template object.
func (r *render) wrapper() (*ruby.Object, error) {
	cls, err := cachedWrapperClass(r.in)
	if err != nil {
		return nil, err
	}
	o := r.in.NewObject(cls)
	o.Data = &r.data
	return o, nil
}

func renderOf(c *ruby.Call) *render { return c.Self.(*ruby.Object).Data.(*wrapperData).r }

func defineWrapper(cls *ruby.Module) {
	cls.SetWrapperDesc("#<Puppet::Parser::TemplateWrapper>")
	cls.DefineMethod("scope", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		return c.In.ScopeObject()
	})
	cls.DefineMethod("file", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		if f := renderOf(c).t.file; f != "" {
			return ruby.NewString(f), nil
		}
		return nil, nil
	})
	cls.DefineMethod("has_variable?", 1, 1, func(c *ruby.Call) (ruby.Value, error) {
		r := renderOf(c)
		name, err := c.In.ToS(c.Args[0])
		if err != nil {
			return nil, err
		}
		if r.scope == nil {
			return false, nil
		}
		if !strings.Contains(name, "::") {
			_, ok := r.scope.Var(name)
			return ok, nil
		}
		v, ok := r.scope.Lookup(name)
		return ok && v != nil, nil
	})
	cls.DefineMethod("classes", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		if s, ok := renderOf(c).scope.(interface{ Classes() []string }); ok {
			return strArray(s.Classes()), nil
		}
		return nil, c.In.Unsupported("classes is not available in this scope")
	})
	cls.DefineMethod("all_tags", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		if s, ok := renderOf(c).scope.(interface{ Tags() []string }); ok {
			return strArray(s.Tags()), nil
		}
		return nil, c.In.Unsupported("all_tags is not available in this scope")
	})
	cls.DefineMethod("script_line", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		// TemplateWrapper#script_line: the template's line that calls it,
		// a String.
		if l := c.In.CurrentLine(); l > 0 {
			return ruby.NewString(strconv.Itoa(l)), nil
		}
		return nil, nil
	})
	cls.DefineMethod("tags", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		return nil, c.In.Raise("NotImplementedError", "Call 'all_tags' instead.")
	})
	cls.DefineMethod("to_s", 0, 0, func(c *ruby.Call) (ruby.Value, error) {
		if f := renderOf(c).t.file; f != "" {
			return ruby.NewString("template[" + f + "]"), nil
		}
		return ruby.NewString("template[inline]"), nil
	})
	cls.Alias("inspect", "to_s")
}

func strArray(list []string) *ruby.Array {
	a := make([]ruby.Value, len(list))
	for i, s := range list {
		a[i] = ruby.NewString(s)
	}
	return ruby.NewArray(a)
}

// scopeHost serves the template's Ruby code from the Puppet scope.
type scopeHost struct{ r *render }

var _ ruby.UndefinedVarHost = (*scopeHost)(nil)

// UndefinedVar is ruby.UndefinedVarHost, answered by a scope that
// implements UndefinedVars; another scope reports nothing undefined
// (lookupvar then answers nil as it would).
func (h *scopeHost) UndefinedVar(name string, top bool) (values.Value, bool) {
	if u, ok := h.r.scope.(UndefinedVars); ok {
		return u.UndefinedVar(name, top)
	}
	return nil, false
}

func (h *scopeHost) CallFunction(name string, args []values.Value, blk ruby.Block) (values.Value, error) {
	if h.r.scope == nil {
		return nil, fmt.Errorf("undefined method `function_%s' for #<Puppet::Parser::Scope>", name)
	}
	if blk != nil {
		return nil, errors.New("a block passed to call_function is not supported in templates")
	}
	return h.r.scope.Call(name, args)
}

func (h *scopeHost) LookupVar(name string) (values.Value, bool) {
	if h.r.scope == nil {
		return nil, false
	}
	return h.r.scope.Lookup(name)
}

func (h *scopeHost) Log(level, msg string) {
	if h.r.scope != nil {
		h.r.scope.Call(level, []values.Value{msg})
	}
}

func (h *scopeHost) Setting(name string) (values.Value, bool) { return nil, false }

func (h *scopeHost) ResolveType(expr string) (values.Type, error) {
	return values.ParseType(expr, nil)
}

// scope.function_xxx([...]) reaches the scope's 3.x functions when it
// knows them (Functions3), else any function.
func (h *scopeHost) HasFunction3(name string) bool {
	if f3, ok := h.r.scope.(Functions3); ok {
		return f3.HasFunction3(name)
	}
	return h.r.scope != nil
}

// Function3Origin is ruby.Function3Origins, the scope's when it knows.
func (h *scopeHost) Function3Origin(name string) (string, bool, int) {
	if o, ok := h.r.scope.(ruby.Function3Origins); ok {
		return o.Function3Origin(name)
	}
	return "", false, -1
}

func (h *scopeHost) CallFunction3(name string, args []values.Value) (values.Value, error) {
	if f3, ok := h.r.scope.(Functions3); ok {
		return f3.CallFunction3(name, args)
	}
	return h.CallFunction(name, args, nil)
}

func (h *scopeHost) SetVar(name string, v values.Value) error {
	if h.r.scope == nil {
		return errors.New("setvar without a scope")
	}
	return h.r.scope.SetVar(name, v)
}

var _ ruby.ResourceTitleHost = (*scopeHost)(nil)

// ResourceTitleHash and ResourceNamevar are ruby.ResourceTitleHost (a
// Puppet::Resource's to_hash and namevar: a parameter holding a resource
// reference is one in a template), answered by a scope that implements
// it; another scope knows no resource types, so the name is the namevar.
func (h *scopeHost) ResourceTitleHash(typ, title string) (*values.Hash, error) {
	if th, ok := h.r.scope.(ruby.ResourceTitleHost); ok {
		return th.ResourceTitleHash(typ, title)
	}
	out := values.NewHash(1)
	out.Put("name", title)
	return out, nil
}

func (h *scopeHost) ResourceNamevar(typ string) string {
	if th, ok := h.r.scope.(ruby.ResourceTitleHost); ok {
		return th.ResourceNamevar(typ)
	}
	return "name"
}

func (h *scopeHost) Vars() *values.Hash {
	if h.r.scope == nil {
		return values.NewHash(0)
	}
	return h.r.scope.Vars()
}
