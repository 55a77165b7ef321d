package eval

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/punch-dev/punch/compiler/catalog"
	"github.com/punch-dev/punch/compiler/erb"
	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/modfunc"
	"github.com/punch-dev/punch/compiler/ruby"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/punch-dev/punch/parser/ast"
)

// rubyRunner runs the dispatches of Ruby functions of module (""
// for the environment's lib/) in this compile.
func (c *Compiler) rubyRunner(module string) modfunc.Runner {
	return func(fc functions.Context, rf *ruby.Function, d *ruby.Dispatch, args []values.Value, b functions.Block) (values.Value, error) {
		cc, ok := fc.(*callContext)
		if !ok {
			// Only the evaluator dispatches module functions.
			return nil, fmt.Errorf("function %s called outside a compile", rf.Name)
		}
		h := &rubyHost{cc: cc, module: module, fn: rf}
		var rb ruby.Block
		if b != nil {
			rb = b
		}
		ctx := c.ctx
		if ctx == nil {
			ctx = context.Background()
		}
		v, err := rf.Call(ctx, h, d, args, rb)
		c.noteRubyDefaults(h)
		if err != nil {
			c.logRubyRaise(cc, rf, err)
			return nil, c.rubyError(err)
		}
		return v, nil
	}
}

// logRubyRaise logs, at debug level, where in Ruby an exception escaping a
// module function was raised: Puppet's error names only the Puppet call
// site (its message is kept as Puppet's), so this line is how a user finds
// the Ruby file and line (punch compile --debug; Puppet shows them with
// --trace). Errors of the compile passing through Ruby are not Ruby's.
func (c *Compiler) logRubyRaise(cc *callContext, rf *ruby.Function, err error) {
	var re *ruby.Error
	if !errors.As(err, &re) || re.Cause != nil || re.File == "" {
		return
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Function %s: Ruby %s raised at %s", rf.Name, re.Class, re.File)
	if re.Line > 0 {
		fmt.Fprintf(&b, ":%d", re.Line)
	}
	fmt.Fprintf(&b, ": %s", re.Message)
	if cc.at != nil {
		file, line, col := position(cc.at)
		if loc := Location(file, line, col); loc != "" {
			b.WriteString(" " + loc)
		}
	}
	if len(re.Backtrace) > 1 {
		b.WriteString("; backtrace: " + strings.Join(re.Backtrace, ", "))
	}
	c.log("debug", "", b.String())
}

// rubyHost is how Ruby code reaches the compile (ruby.Host): the call's
// scope, the module whose loader the function was loaded by (what its
// call_function sees), and the compile's one Ruby interpreter.
type rubyHost struct {
	cc     *callContext
	module string
	fn     *ruby.Function
}

var (
	_ ruby.Host           = (*rubyHost)(nil)
	_ ruby.InterpProvider = (*rubyHost)(nil)
)

// CallFunction is call_function of a 4.x function: resolved with the
// visibility of the function's own module (its private loader), called
// in the function's closure scope, which for a Ruby function is the
// global scope (resources it declares are contained in Class[main], its
// logging is Scope(Class[main]): golden fn_ruby_call_scope), and
// "Function f(): Unknown function: 'x'" when nothing has that name
// (Puppet::Functions::Function#internal_call_function).
func (h *rubyHost) CallFunction(name string, args []values.Value, blk ruby.Block) (values.Value, error) {
	if h.fn == nil {
		// a template's host (erbScope.RubyHost): no function, the call
		// is the template scope's call_function
		return h.ScopeCallFunction(name, args, blk)
	}
	v, found, err := h.call(name, args, blk, h.cc.c.top)
	if !found {
		return nil, &rawError{msg: fmt.Sprintf("Function %s(): Unknown function: '%s'", h.fn.Name, name)}
	}
	return v, err
}

// LookupVar is the calling scope's lookupvar, with Puppet's warning for an
// unknown variable.
func (h *rubyHost) LookupVar(name string) (values.Value, bool) {
	return h.cc.LookupVar(name)
}

// UndefinedVar is ruby.UndefinedVarHost (lookupvar inside
// catch(:undefined_variable)).
func (h *rubyHost) UndefinedVar(name string, top bool) (values.Value, bool) {
	return h.cc.UndefinedVar(name, top)
}

// Log is Puppet.<level>(msg): a message without a scope.
func (h *rubyHost) Log(level, msg string) {
	h.cc.LogPlain(level, msg)
}

// Setting is Puppet[:name], as the compile's $settings::name.
func (h *rubyHost) Setting(name string) (values.Value, bool) {
	return h.cc.c.top.Lookup("settings::" + name)
}

// ResolveType parses a Puppet type expression with the compile's type
// aliases.
func (h *rubyHost) ResolveType(expr string) (values.Type, error) {
	return values.ParseType(expr, h.cc.c.resolveType)
}

// RubyInterp is the compile's one Ruby interpreter: Ruby state lives as
// long as the compile, as Puppet's per-compile loaders keep it.
func (h *rubyHost) RubyInterp(env *ruby.Env) *ruby.Interp {
	c := h.cc.c
	if c.fns.interp == nil {
		c.fns.interp = env.NewInterp()
	}
	return c.fns.interp
}

var (
	_ ruby.Dispatcher       = (*rubyHost)(nil)
	_ ruby.ScopeCaller      = (*rubyHost)(nil)
	_ ruby.SettingClassHost = (*rubyHost)(nil)
	_ ruby.ResourceTypeHost = (*rubyHost)(nil)
	_ ruby.StackHost        = (*rubyHost)(nil)
	_ ruby.Host3            = (*rubyHost)(nil)
	_ ruby.CatalogHost      = (*rubyHost)(nil)
	_ ruby.TagHost          = (*rubyHost)(nil)
	_ ruby.UUIDHost         = (*rubyHost)(nil)
	_ ruby.ResourceRemover  = (*rubyHost)(nil)
	_ ruby.ScopeLogger      = (*rubyHost)(nil)
	_ ruby.OnceLogger       = (*rubyHost)(nil)
	_ ruby.HostScope        = (*rubyHost)(nil)
)

// function3 is what scope.function_<name> finds (Puppet::Parser::Functions
// .function): a 3.x function of a module (the autoloader searches every
// module's lib in modulepath order) before Puppet's own; 4.x functions are
// not found this way.
func (c *Compiler) function3(name string) (*fnChoice, bool) {
	name = normalizeFunctionName(name)
	if f := c.functionTable().Lookup3x(name); f != nil {
		return &fnChoice{mod: f}, true
	}
	if f3, ok := ruby.Puppet3x(name); ok && !f3.Stub && f3.LoadError == "" {
		// Puppet's own 3.x function: Punch's function of that name
		if f, ok := c.functionTable().Core(name); ok {
			return &fnChoice{core: f}, true
		}
	}
	return nil, false
}

// HasFunction implements ruby.FunctionFinder: a function the module's
// code can call by that name (Puppet's, a module's or the environment's,
// 4.x Ruby or Puppet language), as the environment's loader finds it.
func (h *rubyHost) HasFunction(name string) bool {
	ch, err := h.cc.c.resolveFunction(normalizeFunctionName(name), "")
	return err == nil && ch != nil && (ch.core != nil || ch.pp != nil || ch.mod != nil || h.cc.c.fns.interp.RuntimeFunction3(ch.unknown) != nil)
}

// HasFunction3 implements ruby.Host3: a module's 3.x function or one of
// Puppet's own (its 3.x stubs of 4.x functions too, which exist and
// raise when called).
func (h *rubyHost) HasFunction3(name string) bool {
	origin, _, _ := h.Function3Origin(name)
	return origin != ""
}

// Function3Origin implements ruby.Function3Origins: a module's 3.x
// function (found first) with its type and arity, else one of Puppet's.
func (h *rubyHost) Function3Origin(name string) (string, bool, int) {
	if ch, ok := h.cc.c.function3(name); ok && ch.mod != nil {
		if rf, err := ch.mod.Ruby(); err == nil && rf.API == 3 {
			return ruby.Function3Module, rf.Type3 == "rvalue", rf.Arity3
		}
		return ruby.Function3Module, true, -1
	}
	if _, ok := ruby.Puppet3x(normalizeFunctionName(name)); ok {
		return ruby.Function3Puppet, false, -1
	}
	return "", false, -1
}

// CallFunction3 is scope.function_<name>(args) (ruby.Host3) of a module's
// 3.x function or Puppet's own that the compile runs (the Ruby side runs
// Puppet's own bodies it has and raises for the stubs); args are already
// converted as Puppet's 3.x convention wants.
func (h *rubyHost) CallFunction3(name string, args []values.Value) (values.Value, error) {
	ch, ok := h.cc.c.function3(name)
	if !ok {
		return nil, &rawError{msg: fmt.Sprintf("Unknown function: '%s'", name)}
	}
	v, err := h.cc.c.callFunction3(ch, h.module, h.cc.at, h.cc.s, args)
	if n := normalizeFunctionName(name); ch.core != nil && err == nil && scopeDeprecated3x[n] {
		// Puppet's own 3.x include/require/contain: call_function, then
		// Puppet.warn_once's deprecation (its value, nil, is the result)
		h.LogOnce("warning", "deprecations\x003xfunction#"+n, "Calling function_"+n+" via the Scope class is deprecated. Use Scope#call_function instead\n   (file & line not available)")
		return nil, nil
	}
	return v, err
}

// scopeDeprecated3x are Puppet 7.23's 3.x functions whose body ends with
// the warn_once "Calling function_X via the Scope class is deprecated".
var scopeDeprecated3x = map[string]bool{"include": true, "require": true, "contain": true}

// callFunction3 calls a function found by function3 as
// scope.function_<name>(args) does: a port of a 3.x function gets its
// arguments as they are, without the conversion of a call from Puppet
// code (the caller made them).
func (c *Compiler) callFunction3(ch *fnChoice, caller string, at ast.Node, s *Scope, args []values.Value) (values.Value, error) {
	if ch.mod != nil {
		cl := c.moduleCallable(ch.mod)
		if cl.err == nil && cl.port {
			if raw := cl.fn.Raw3x; raw != nil {
				return raw(&callContext{c: c, s: s, at: at, caller: cl.module}, args)
			}
		}
		if cl.err == nil && !cl.port {
			if rf, err := ch.mod.Ruby(); err == nil && rf.API == 3 {
				// the Ruby function gets the arguments as they are
				// (ruby.Function.Call3): function_validate_bool([nil])
				// sees nil, where a call from Puppet code gives ''
				cc := &callContext{c: c, s: s, at: at, caller: cl.module}
				ctx := c.ctx
				if ctx == nil {
					ctx = context.Background()
				}
				rh := &rubyHost{cc: cc, module: cl.module, fn: rf}
				v, err := rf.Call3(ctx, rh, args)
				c.noteRubyDefaults(rh)
				if err != nil {
					c.logRubyRaise(cc, rf, err)
					return nil, c.rubyError(err)
				}
				return v, nil
			}
		}
	}
	v, _, err := c.callResolved(ch, caller, at, s, args, nil)
	return v, err
}

// refOf is the reference value of a resource of the catalog.
func refOf(r *Resource) values.Value {
	if r.typ == "Class" {
		return values.ClassRef(r.title)
	}
	return values.ResourceRef(r.typ, r.title)
}

// resourceOf finds the resource of a reference value.
func (h *rubyHost) resourceOf(ref values.Value) *Resource {
	typ, title, ok := refTypeTitle(ref)
	if !ok {
		return nil
	}
	return h.cc.c.findResource(typeKey(typ), title)
}

// FindResource is findresource(type, title) (ruby.CatalogHost).
func (h *rubyHost) FindResource(typ, title string) (values.Value, bool) {
	r := h.cc.c.findResource(typeKey(typ), title)
	if r == nil {
		return nil, false
	}
	return refOf(r), true
}

// ResourceParams are a catalog resource's parameters as the catalog has
// them at the time of the call (Puppet::Parser::Resource#[]).
func (h *rubyHost) ResourceParams(ref values.Value) (*values.Hash, bool) {
	r := h.resourceOf(ref)
	if r == nil {
		return nil, false
	}
	out := values.NewHash(len(r.params))
	for _, p := range r.params {
		if p.value != nil {
			out.Put(p.name, p.value)
		}
	}
	return out, true
}

// ResourceHash is Puppet::Resource#to_hash (ruby.ResourceHashHost):
// parse_title merged with the parameters. A class or define's title stands
// for name (a class's capitalized, as Puppet titles it); a resource type's
// for its namevar or its title patterns' attributes (extlib's dump_params
// reads scope.resource.to_hash).
func (h *rubyHost) ResourceHash(ref values.Value) (*values.Hash, bool) {
	r := h.resourceOf(ref)
	if r == nil {
		return nil, false
	}
	out := values.NewHash(len(r.params) + 1)
	if t := r.builtin; t != nil {
		putTitleAttrs(out, t, r.title)
	} else {
		out.Put("name", r.displayTitle())
	}
	for _, p := range r.params {
		if p.value != nil {
			out.Put(p.name, p.value)
		}
	}
	return out, true
}

// ResourceTags are a catalog resource's tags at the time of the call
// (ruby.TagHost: Puppet::Resource#tags).
func (h *rubyHost) ResourceTags(ref values.Value) ([]string, bool) {
	r := h.resourceOf(ref)
	if r == nil {
		return nil, false
	}
	return append([]string(nil), r.tags.list...), true
}

// CatalogTags are the catalog's tags so far (ruby.TagHost: Catalog#tags).
func (h *rubyHost) CatalogTags() []string {
	return append([]string(nil), h.cc.c.catalogTags.list...)
}

// CatalogUUID is catalog.catalog_uuid (ruby.UUIDHost): made when Ruby code
// first asks, and kept for the compiled catalog (catalogUUID), as Puppet's
// catalog has its uuid from the start.
func (h *rubyHost) CatalogUUID() string {
	in := h.cc.c.fns.interp
	if in == nil {
		return catalog.NewUUID()
	}
	if u := in.CatalogUUID(); u != "" {
		return u
	}
	u := catalog.NewUUID()
	in.SetCatalogUUID(u)
	return u
}

// catalogUUID is the compiled catalog's uuid: the one Ruby code was given,
// else a new one.
func (c *Compiler) catalogUUID() string {
	if in := c.fns.interp; in != nil {
		if u := in.CatalogUUID(); u != "" {
			return u
		}
	}
	return catalog.NewUUID()
}

// Resources are catalog.resources: every resource of the catalog so far,
// in order.
func (h *rubyHost) Resources() []values.Value {
	rs := h.cc.c.resources
	out := make([]values.Value, 0, len(rs))
	for _, r := range rs {
		if r.inCatalog {
			out = append(out, refOf(r))
		}
	}
	return out
}

// RemoveResource is catalog.remove_resource(r) (ruby.ResourceRemover): r
// leaves the catalog (removeFromCatalog), not the compiler's resources.
func (h *rubyHost) RemoveResource(ref values.Value) bool {
	r := h.resourceOf(ref)
	return r != nil && h.cc.c.removeFromCatalog(r)
}

// CompilerResources are compiler.resources: the compiler's resources
// (also those removed from the catalog only), in order.
func (h *rubyHost) CompilerResources() []values.Value {
	rs := h.cc.c.resources
	out := make([]values.Value, 0, len(rs))
	for _, r := range rs {
		if !r.dropped {
			out = append(out, refOf(r))
		}
	}
	return out
}

// DeleteCompilerResource is compiler.resources.delete(r): Ruby's
// Array#delete removes every element == r, and Puppet::Resource#== is the
// same type and title (and parameters: a reference the function got from
// the catalog is that resource). A resource already removed from the
// catalog is found by its type and title all the same.
func (h *rubyHost) DeleteCompilerResource(ref values.Value) bool {
	var typ, title string
	switch x := ref.(type) {
	case *values.ResourceT:
		typ, title = typeKey(x.TypeName), x.Title
	case *values.ClassT:
		typ, title = "Class", normalizeClassName(x.ClassName)
	default:
		return false
	}
	c := h.cc.c
	deleted := false
	for _, r := range c.resources {
		if !r.dropped && r.typ == typ && r.title == title && c.removeFromCompiler(r) {
			deleted = true
		}
	}
	return deleted
}

// ScopeResource is the calling scope's resource (`resource` in a 3.x
// function): the class or define being evaluated.
func (h *rubyHost) ScopeResource() values.Value {
	if r := h.cc.s.resource; r != nil {
		return refOf(r)
	}
	return nil
}

// ScopeSource is scope.source: the definition the calling scope
// evaluates, and its kind as Puppet names it.
func (h *rubyHost) ScopeSource() (name, kind string) {
	src := h.cc.s.source
	if src == nil {
		return "", ""
	}
	switch src.kind {
	case kindClass:
		kind = "hostclass"
	case kindDefine:
		kind = "definition"
	case kindNode:
		kind = "node"
	}
	return src.name, kind
}

// ScopeSourcePlace is where the calling scope's class or define is
// written ("" for none).
func (h *rubyHost) ScopeSourcePlace() (string, int) {
	src := h.cc.s.source
	if src == nil {
		return "", 0
	}
	return src.file, src.line
}

// ResourceDefaults are the resource defaults for a type visible from the
// calling scope (scope.lookupdefaults).
func (h *rubyHost) ResourceDefaults(typ string) *values.Hash {
	ps := h.cc.s.lookupDefaults(typeKey(typ))
	out := values.NewHash(len(ps))
	for _, p := range ps {
		out.Put(p.name, p.value)
	}
	return out
}

// ModulePath is Puppet::Module.find(name).path.
func (h *rubyHost) ModulePath(name string) (string, bool) {
	return h.cc.c.functionTable().Index().ModuleDir(name)
}

// FindTemplate is Puppet::Parser::Files.find_template.
func (h *rubyHost) FindTemplate(ref string) (string, bool) {
	return h.cc.c.moduleFile("templates", ref)
}

// EnvironmentName is compiler.environment.to_s.
func (h *rubyHost) EnvironmentName() string { return h.cc.c.req.Environment }

// NodeName is compiler.node.name.
func (h *rubyHost) NodeName() string { return h.cc.c.req.Node }

// ClassNames are catalog.classes: the catalog's class list so far.
func (h *rubyHost) ClassNames() []string { return append([]string(nil), h.cc.c.classes...) }

// ScopeLog is the 3.x scope's own logging (ruby.ScopeLogger): attributed
// to the calling scope, "Scope(Class[x]): msg".
func (h *rubyHost) ScopeLog(level, msg string) { h.cc.Log(level, msg) }

// LogOnce is Puppet.warn_once (ruby.OnceLogger): once per key and
// compile; true when it logged now.
func (h *rubyHost) LogOnce(level, key, msg string) bool {
	c := h.cc.c
	if c.warnedOnce[key] {
		return false
	}
	c.warnedOnce[key] = true
	c.log(level, "", msg)
	return true
}

// SetVar is scope.setvar (ruby.HostScope), as templates set variables.
func (h *rubyHost) SetVar(name string, v values.Value) error {
	return (&erbScope{x: h.cc}).SetVar(name, v)
}

// Vars is scope.to_hash.
func (h *rubyHost) Vars() *values.Hash { return (&erbScope{x: h.cc}).Vars() }

// Functions that dispatch themselves: a 4.x function whose class defines
// its own call(scope, *args) (22 of stdlib's, "PUP-4438") runs Puppet's
// dispatcher from Ruby; the runtime asks the host which dispatch takes the
// arguments, with the same signatures and messages as any other call.

// rubyDispatcher is a Ruby function's signatures in this compile, for its
// own dispatcher.
type rubyDispatcher struct {
	fn   *functions.Function
	err  error
	rets map[*ruby.Dispatch]values.Type
}

func (c *Compiler) rubyDispatcher(rf *ruby.Function) *rubyDispatcher {
	if rd, ok := c.fns.dispatchers[rf]; ok {
		return rd
	}
	rd := &rubyDispatcher{rets: map[*ruby.Dispatch]values.Type{}}
	// the declared dispatches' signatures, not the take-anything entry a
	// function that overrides call gets (validate_legacy('Boolean', ...)
	// must reach validate_legacy_s)
	decl := *rf
	decl.OverridesCall = false
	rd.fn, rd.err = modfunc.Callable(&decl, c.resolveType, func(functions.Context, *ruby.Function, *ruby.Dispatch, []values.Value, functions.Block) (values.Value, error) {
		return nil, fmt.Errorf("function %s: its dispatcher only chooses", rf.Name)
	})
	if c.fns.dispatchers == nil {
		c.fns.dispatchers = map[*ruby.Function]*rubyDispatcher{}
	}
	c.fns.dispatchers[rf] = rd
	return rd
}

// SelectDispatch is Puppet's Dispatcher#dispatch choice for a function that
// calls its dispatcher itself: the first dispatch whose signature takes
// the arguments (a Ruby object that is no Puppet value, such as the scope,
// is accepted by Any only), or the ArgumentError text Puppet raises when
// none does. The runtime invokes the dispatch it gets (an
// argument_mismatch one as Puppet does).
func (h *rubyHost) SelectDispatch(rf *ruby.Function, args []values.Value, blk ruby.Block) (*ruby.Dispatch, error) {
	rd := h.cc.c.rubyDispatcher(rf)
	if rd.err != nil {
		return nil, rd.err
	}
	var b functions.Block
	if blk != nil {
		b = blk
	}
	i, err := functions.Select(rd.fn, args, b)
	if err != nil {
		return nil, err
	}
	if i >= len(rf.Dispatches) {
		return nil, fmt.Errorf("function %s: dispatch %d of %d", rf.Name, i, len(rf.Dispatches))
	}
	return rf.Dispatches[i], nil
}

// CheckReturn is Dispatch#invoke's return_type assertion for a dispatch the
// runtime invoked itself.
func (h *rubyHost) CheckReturn(rf *ruby.Function, d *ruby.Dispatch, v values.Value) error {
	c := h.cc.c
	rd := c.rubyDispatcher(rf)
	t, ok := rd.rets[d]
	if !ok {
		var err error
		if t, err = modfunc.ReturnType(rf, d, c.resolveType); err != nil {
			return err
		}
		rd.rets[d] = t
	}
	return modfunc.CheckReturn(d, t, v)
}

// FindResourceTypeOrClass is Puppet's Runtime3ResourceSupport
// .find_resource_type_or_class(scope, name) (ruby.ResourceTypeHost; stdlib's
// defined_with_params): "type" for a resource type (built-in or a
// module's), "definition" for a defined type, "hostclass" for a class, ""
// when this compile knows none of that name (or loading it failed).
func (h *rubyHost) FindResourceTypeOrClass(name string) string {
	c := h.cc.c
	lower := strings.ToLower(strings.TrimPrefix(name, "::"))
	if rt, err := c.resolveResourceType(lower); err == nil && rt != nil && !rt.class {
		if rt.define != nil {
			return "definition"
		}
		return "type"
	}
	if d, err := c.findClass(lower); err == nil && d != nil {
		return "hostclass"
	}
	return ""
}

// call resolves name with the view of the calling function's module and
// calls it in scope s; found is false when nothing has that name (an error
// resolving it counts as found: the error is the answer).
func (h *rubyHost) call(name string, args []values.Value, blk ruby.Block, s *Scope) (v values.Value, found bool, err error) {
	c := h.cc.c
	ch, err := c.resolveFunction(normalizeFunctionName(name), h.module)
	if err != nil {
		return nil, true, err
	}
	var b functions.Block
	if blk != nil {
		b = blk
	}
	return c.callResolved(ch, h.module, h.cc.at, s, args, b)
}

// ScopeCallFunction is Puppet::Parser::Scope#call_function on the calling
// scope (ruby.ScopeCaller: a 3.x function's self, a scope_param scope): the
// function runs in that scope (its notices are the scope's, the resources
// it declares are contained there; golden fn_ruby_call_scope), resolved
// with the view of the calling function's module.
func (h *rubyHost) ScopeCallFunction(name string, args []values.Value, blk ruby.Block) (values.Value, error) {
	v, found, err := h.call(name, args, blk, h.cc.s)
	if !found {
		return nil, &rawError{msg: fmt.Sprintf("Unknown function: '%s'", name)}
	}
	return v, err
}

// SettingClass is the class of Puppet's setting (ruby.SettingClassHost:
// "SymbolicEnumSetting", "TerminusSetting", ...), from Puppet 7.23's list
// of settings; "" for an unknown name.
func (h *rubyHost) SettingClass(name string) string {
	if ps, ok := puppetSettings()[name]; ok {
		return ps.Class
	}
	return ""
}

// PuppetStack is Puppet's stack of the call (ruby.StackHost), innermost
// frame first.
func (h *rubyHost) PuppetStack() []ruby.StackFrame {
	files, lines := h.cc.PuppetStack()
	out := make([]ruby.StackFrame, len(files))
	for i := range files {
		out[i] = ruby.StackFrame{File: files[i], Line: lines[i]}
	}
	return out
}

var _ ruby.BlockParamLister = (*closure)(nil)

// RubyParams is Puppet's PuppetProc#parameters of a lambda given to Ruby
// as a block: each parameter's name, :rest for one that captures the
// rest, :opt for one with a default, else :req (golden
// fn_ruby_block_parameters).
func (b *closure) RubyParams() [][2]string {
	out := make([][2]string, len(b.lambda.Params))
	for i, p := range b.lambda.Params {
		kind := "req"
		switch {
		case p.CapturesRest:
			kind = "rest"
		case p.Default != nil:
			kind = "opt"
		}
		out[i] = [2]string{kind, p.Name}
	}
	return out
}

var _ ruby.QuietScope = (*rubyHost)(nil)

// ScopeHas is scope.include? and exist? (ruby.QuietScope): the calling
// scope's variable without the "Undefined variable" warning, which
// Puppet's include? catches and exist? never gives (golden
// site_ruby_scope_include_undefined).
func (h *rubyHost) ScopeHas(name string) (defined, exists bool) {
	v, ok := h.cc.s.Lookup(name)
	return ok && v != nil, ok || builtInVar(strings.TrimPrefix(name, "::"))
}

var _ ruby.TopScopeSetter = (*rubyHost)(nil)

// SetTopVar is closure_scope['x'] = v of a 4.x function: the variable
// is the top scope's ($::x), as Puppet's closure scope is.
func (h *rubyHost) SetTopVar(name string, v values.Value) error {
	return (&erbScope{x: &callContext{c: h.cc.c, s: h.cc.c.top}}).SetVar(name, v)
}

var _ ruby.CallSharer = (*rubyHost)(nil)

// ShareCall gives a Ruby function the Puppet values' own objects, as
// Puppet does: what it changes in place in its arguments or in what it
// read from the scope is rebound in the scopes holding those values when
// it ends, as a template's changes are (erbScope.Mutated; golden
// forge4_mysql_strip_hash_mutation, forge4_icinga2_attributes_reserved_growth).
func (h *rubyHost) ShareCall(in *ruby.Interp) (ruby.Hooks, func()) {
	s := erb.NewSharer(in, &erbScope{x: h.cc})
	return s.Hooks(), s.Flush
}
