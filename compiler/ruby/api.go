package ruby

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"sync"

	"github.com/punch-dev/punch/compiler/values"
)

// Env is one environment's Ruby world as files: the load path and the
// files parsed from it (cached; immutable). Safe for concurrent use.
type Env struct {
	envBase
	opts   EnvOptions
	mu     sync.Mutex
	parsed map[string]*parsedFile
	funcs  map[string]*Function
}

// NewEnv returns an Env for the options.
func NewEnv(opts EnvOptions) *Env {
	return &Env{opts: opts, parsed: map[string]*parsedFile{}, funcs: map[string]*Function{}}
}

// LoadPath returns the directories require searches.
func (e *Env) LoadPath() []string { return e.opts.LoadPath }

// parsedFile is a parsed Ruby file (immutable), or its error.
type parsedFile struct {
	path string
	file *File
	err  error
}

// LoadFunction parses and evaluates a function file
// (lib/puppet/functions/**.rb or lib/puppet/parser/functions/*.rb) and
// returns what Puppet::Functions.create_function or
// Puppet::Parser::Functions.newfunction defined in it. The result is
// cached per path in the Env.
func (e *Env) LoadFunction(path string) (*Function, error) {
	e.mu.Lock()
	if f, ok := e.funcs[path]; ok {
		e.mu.Unlock()
		return f, nil
	}
	e.mu.Unlock()
	f, err := e.loadFunction(path)
	if err != nil {
		return nil, err
	}
	e.mu.Lock()
	if prev, ok := e.funcs[path]; ok {
		f = prev
	} else {
		e.funcs[path] = f
	}
	e.mu.Unlock()
	return f, nil
}

func (e *Env) loadFunction(path string) (*Function, error) {
	file, err := e.parseFunctionFile(path)
	if err != nil {
		return nil, asError(err, path)
	}
	legacy := isLegacyFunctionFile(path)
	if legacy {
		if err := checkLegacyFunction(file); err != nil {
			return nil, err
		}
	}
	in := e.NewInterp()
	def, err := in.evalFunctionFile(file)
	if err != nil {
		return nil, in.toError(err)
	}
	fn := &Function{File: path, Hash: file.Hash(), env: e}
	switch d := def.(type) {
	case *Module:
		info := funcInfo(d)
		fn.Name, fn.API, fn.Line = info.name, 4, info.line
		fn.Dispatches = info.dispatches
		fn.LocalTypes = info.localTypes
		fn.Base = info.base
		fn.OverridesCall = in.overridesCall(d)
	case *func3Def:
		fn.Name, fn.API, fn.Line = d.name, 3, d.line
		fn.Type3, fn.Arity3, fn.Doc3 = d.ftype, d.arity, d.doc
		if want := strings.TrimSuffix(filepath.Base(path), ".rb"); legacy && d.name != want {
			return nil, &Error{File: path, Line: d.line, Class: cArgumentError, Message: fmt.Sprintf("The code loaded from %s produced mis-matched name, expected 'function_%s', got 'function_%s'", path, want, d.name)}
		}
		seen := map[string]bool{d.name: true}
		all := in.puppetAPI().func3All[file.name]
		for i := len(all) - 1; i >= 0; i-- {
			o := all[i]
			if seen[o.name] {
				continue
			}
			seen[o.name] = true
			fn.Also = append([]*Function{{Name: o.name, API: 3, File: path, Line: o.line, Hash: fn.Hash,
				Type3: o.ftype, Arity3: o.arity, Doc3: o.doc, env: e}}, fn.Also...)
		}
	}
	return fn, nil
}

func asError(err error, path string) *Error {
	if e, ok := err.(*Error); ok {
		return e
	}
	return &Error{File: path, Class: "LoadError", Message: err.Error(), Cause: err}
}

// evalFunctionFile evaluates a function file in this Interp (once) and
// returns what it defined: the 4.x function class, or the 3.x definition.
func (in *Interp) evalFunctionFile(f *File) (any, error) {
	ps := in.puppetAPI()
	if c, ok := ps.classes[f.name]; ok {
		return c, nil
	}
	if d, ok := ps.func3[f.name]; ok {
		return d, nil
	}
	ps.lastDefs = nil
	in.loaded[f.name] = true
	instantiator := "RubyFunctionInstantiator"
	if isLegacyFunctionFile(f.name) {
		instantiator = "RubyLegacyFunctionInstantiator"
	}
	run := func() (Value, error) { return in.runFunctionFile(f, instantiator) }
	ps.loading++
	_, err := in.protect(run)
	ps.loading--
	if err != nil {
		return nil, err
	}
	defs := ps.lastDefs
	ps.lastDefs = nil
	for _, d := range defs {
		if d3, ok := d.(*func3Def); ok {
			ps.func3All[f.name] = append(ps.func3All[f.name], d3)
		}
	}
	if len(defs) == 0 {
		return nil, &fatalErr{class: cLoadError, msg: "the file defines no function (no Puppet::Functions.create_function or Puppet::Parser::Functions.newfunction)", file: f, pos: 0}
	}
	// the last definition wins, as it does when Puppet loads the file
	switch d := defs[len(defs)-1].(type) {
	case *Module:
		ps.classes[f.name] = d
		return d, nil
	case *func3Def:
		ps.func3[f.name] = d
		return d, nil
	}
	return nil, &fatalErr{class: "Punch::InternalError", msg: "unexpected definition", file: f}
}

// Call runs dispatch d of f (4.x: the dispatch's method on the compile's
// instance of the function; 3.x: the newfunction block, d nil, with args
// as Puppet's 3.x conversion makes them) with Puppet values and returns a
// Puppet value. For a 4.x function, d nil calls the instance's
// `call(scope, *args, &blk)` as Puppet does (a function that overrides it
// dispatches itself; Puppet's own call asks the host's Dispatcher).
// For an ArgumentMismatch dispatch the result is the method's message
// (a String). See the package documentation.
func (f *Function) Call(ctx context.Context, host Host, d *Dispatch, args []values.Value, blk Block) (values.Value, error) {
	var in *Interp
	if p, ok := host.(InterpProvider); ok {
		in = p.RubyInterp(f.env)
	}
	if in == nil {
		in = f.env.NewInterp()
	}
	return in.callFunction(ctx, host, f, d, args, blk)
}

// Call3 runs a 3.x function as scope.function_<name>([args]) does from
// Ruby: the arguments as they are (no Runtime3 conversion of a call from
// Puppet code: undef stays nil), the arity checked, nil for a :statement
// function.
func (f *Function) Call3(ctx context.Context, host Host, args []values.Value) (values.Value, error) {
	if f.API != 3 {
		return nil, &Error{File: f.File, Line: f.Line, Class: "Punch::InternalError", Message: "Call3 of a 4.x function"}
	}
	var in *Interp
	if p, ok := host.(InterpProvider); ok {
		in = p.RubyInterp(f.env)
	}
	if in == nil {
		in = f.env.NewInterp()
	}
	return in.callFunctionMode(ctx, host, f, nil, args, nil, true)
}

func (in *Interp) callFunction(ctx context.Context, host Host, f *Function, d *Dispatch, args []values.Value, blk Block) (result values.Value, err error) {
	return in.callFunctionMode(ctx, host, f, d, args, blk, false)
}

func (in *Interp) callFunctionMode(ctx context.Context, host Host, f *Function, d *Dispatch, args []values.Value, blk Block, raw3 bool) (result values.Value, err error) {
	savedCtx, savedHost := in.ctx, in.host
	outer := in.depth == 0
	if outer {
		in.steps, in.mem = 0, 0
	}
	in.ctx, in.host = ctx, host
	defer func() { in.ctx, in.host = savedCtx, savedHost }()
	if cs, ok := host.(CallSharer); ok {
		// the call's values are shared with the scope while it runs;
		// the hooks of an enclosing template or function come back after
		h, done := cs.ShareCall(in)
		prev := in.hooks
		in.hooks = h
		defer func() {
			in.hooks = prev
			done()
		}()
	}
	rt := in.runtime3Def(f)
	var file *File
	if rt == nil {
		var perr error
		if file, perr = in.env.parseFunctionFile(f.File); perr != nil {
			return nil, asError(perr, f.File)
		}
	}
	level := in.enterHostCall()
	v, err := in.protect(func() (Value, error) {
		if rt != nil {
			// newfunction's block, defined while the compile ran
			return in.call3x(rt, args, raw3)
		}
		def, err := in.evalFunctionFile(file)
		if err != nil {
			return nil, err
		}
		switch x := def.(type) {
		case *Module:
			ps := in.puppetAPI()
			if ps.funcs == nil {
				ps.funcs = map[*Module]*Function{}
			}
			ps.funcs[x] = f
			return in.call4x(x, d, args, blk)
		case *func3Def:
			if x.name != f.Name {
				// a function the file defines besides its own
				x = nil
				for _, o := range in.puppetAPI().func3All[file.name] {
					if o.name == f.Name {
						x = o
					}
				}
				if x == nil {
					return nil, &fatalErr{class: "Punch::InternalError", msg: "the file no longer defines " + f.Name, file: file}
				}
			}
			return in.call3x(x, args, raw3)
		}
		return nil, nil
	})
	// what the function changed in catalog resources' parameters
	if werr := in.leaveHostCall(level); err == nil {
		err = werr
	}
	if err != nil {
		return nil, in.toError(err)
	}
	pv, err := in.toPuppet(v)
	if err != nil {
		return nil, in.toError(err)
	}
	return pv, nil
}

func (in *Interp) call4x(cls *Module, d *Dispatch, args []values.Value, blk Block) (Value, error) {
	inst, err := in.functionInstance(cls)
	if err != nil {
		return nil, err
	}
	rargs := make([]Value, 0, len(args)+1)
	if d == nil || d.ScopeParam {
		rargs = append(rargs, in.scopeObject(false))
	}
	for _, a := range args {
		// the argument's own object (a 3.x function gets Runtime3
		// copies, call3x)
		rargs = append(rargs, in.fromHost("", a))
	}
	var rblk *Proc
	if blk != nil {
		rblk = in.hostBlock(blk)
	}
	if d == nil {
		// Puppet's entry point: instance.call(scope, *args, &blk)
		return in.callMethod(inst, "call", rargs, nil, rblk, true)
	}
	return in.callMethod(inst, d.Method, rargs, nil, rblk, true)
}

func (in *Interp) call3x(def *func3Def, args []values.Value, raw bool) (Value, error) {
	var argv *Array
	if raw {
		// scope.function_NAME's own Array, as Puppet hands it on
		argv = in.takeRaw3(len(args))
	}
	rargs := make([]Value, len(args))
	for i, a := range args {
		if argv != nil {
			rargs = argv.a
			break
		}
		if raw {
			rargs[i] = in.fromHost("", a)
		} else {
			if b := values.BigIntIn(a); b != nil {
				// Runtime3FunctionArgumentConverter's convert_Integer
				return nil, in.raise(cPuppetError, 0, "%s", values.BigIntRangeError(b))
			}
			rargs[i] = in.to3x(a, false)
		}
	}
	if argv == nil {
		argv = &Array{a: rargs}
	}
	return in.run3x(def, argv)
}

// run3x is Puppet's function_NAME method of newfunction's def: the arity
// checked, the block run as the scope's method real_function_NAME with
// argv, its value through convert_return (nil for a :statement function).
func (in *Interp) run3x(def *func3Def, argv *Array) (Value, error) {
	if def.arity >= 0 && len(argv.a) != def.arity {
		return nil, in.raise(cArgumentError, 0, "%s(): Wrong number of arguments given (%d for %d)", def.name, len(argv.a), def.arity)
	}
	if def.arity < 0 && len(argv.a) < -def.arity-1 {
		return nil, in.raise(cArgumentError, 0, "%s(): Wrong number of arguments given (%d for minimum %d)", def.name, len(argv.a), -def.arity-1)
	}
	scope := in.scopeObject(false)
	me := &method{name: "real_function_" + def.name, proc: def.block, owner: in.puppetModule("Puppet::Parser::Scope")}
	r, err := in.invoke(me, scope, []Value{argv}, nil, nil, me.name)
	if err != nil {
		return nil, err
	}
	r = convertReturn3(r)
	if def.ftype != "rvalue" {
		return nil, nil
	}
	return r, nil
}

// convertReturn3 is Runtime3FunctionArgumentConverter.convert_return:
// :undef becomes nil, also inside arrays and hashes.
func convertReturn3(v Value) Value {
	switch x := v.(type) {
	case Symbol:
		if x == "undef" {
			return nil
		}
	case *Array:
		out := make([]Value, len(x.a))
		for i, e := range x.a {
			out[i] = convertReturn3(e)
		}
		return &Array{a: out}
	case *Hash:
		h := NewHash()
		for i, k := range x.keys {
			h.put(convertReturn3(k), convertReturn3(x.vals[i]))
		}
		return h
	}
	return v
}

// loaderObject is the function's loader as Ruby sees it (opaque).
func (in *Interp) loaderObject() Value {
	ps := in.puppetAPI()
	if ps.loader == nil {
		ps.loader = &Object{class: in.cObject}
	}
	return ps.loader
}

// Object returns the class Object (the top-level namespace).
func (in *Interp) Object() *Module { return in.cObject }

// DefineModule returns the module name in under (nil: top level),
// creating it if needed (reopening as Ruby's `module` does).
func (in *Interp) DefineModule(under *Module, name string) *Module {
	if under == nil {
		under = in.cObject
	}
	if v, ok := under.consts[name]; ok {
		if m, ok := v.(*Module); ok {
			return m
		}
	}
	m := &Module{in: in}
	under.SetConst(name, m)
	return m
}

// DefineClass returns the class name in under (nil: top level) with
// superclass super (nil: Object), creating it if needed.
func (in *Interp) DefineClass(under *Module, name string, super *Module) *Module {
	if under == nil {
		under = in.cObject
	}
	if v, ok := under.consts[name]; ok {
		if m, ok := v.(*Module); ok && m.isClass {
			return m
		}
	}
	if super == nil {
		super = in.cObject
	}
	m := &Module{in: in, isClass: true, super: super}
	under.SetConst(name, m)
	return m
}

// NewObject allocates an instance of cls without calling initialize.
func (in *Interp) NewObject(cls *Module) *Object { return &Object{class: cls} }

// Context returns the context of the current Call.
func (in *Interp) Context() context.Context { return in.ctx }

// Host returns the host of the current Call (nil outside one).
func (in *Interp) Host() Host { return in.host }

// Truthy reports Ruby truth: everything but nil and false. It is
// Puppet's (values.Truthy: undef and false), which Puppet takes from Ruby,
// and both value models hold nil and false as Go's nil and false.
func Truthy(v Value) bool { return values.Truthy(v) }

// ExceptionError is a Ruby exception travelling through Go code: Go
// methods return it (from Interp.Raise) and may inspect it.
type ExceptionError struct {
	Exc *Object
}

func (e *ExceptionError) Error() string {
	msg, _ := e.Exc.Ivar("@message").(*String)
	cls := ""
	if e.Exc.class != nil {
		cls = e.Exc.class.name
	}
	if msg == nil {
		return cls
	}
	return fmt.Sprintf("%s (%s)", msg.s, cls)
}

var (
	libMu     sync.RWMutex
	libraries = map[string]Library{}
	libOrder  []string
)

// RegisterLibrary makes lib available to `require lib.Name` in every
// Interp. It is meant to be called from init functions; registering a
// name twice panics (a programming error).
func RegisterLibrary(lib Library) {
	libMu.Lock()
	defer libMu.Unlock()
	if lib.Name == "" || lib.Setup == nil {
		panic("ruby.RegisterLibrary: a library needs a Name and a Setup")
	}
	if _, dup := libraries[lib.Name]; dup {
		panic("ruby.RegisterLibrary: library registered twice: " + lib.Name)
	}
	libraries[lib.Name] = lib
	libOrder = append(libOrder, lib.Name)
}

// preloadLibraries lists the libraries to set up in every new Interp, in
// registration order.
func preloadLibraries() []Library {
	libMu.RLock()
	defer libMu.RUnlock()
	var out []Library
	for _, n := range libOrder {
		if l := libraries[n]; l.Preload {
			out = append(out, l)
		}
	}
	return out
}

func lookupLibrary(name string) (Library, bool) {
	libMu.RLock()
	defer libMu.RUnlock()
	l, ok := libraries[name]
	return l, ok
}
