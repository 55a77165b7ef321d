package ruby

import (
	"context"
	"io"
	"sync"
	"sync/atomic"
)

// Interp is one compile's mutable Ruby state (see the package
// documentation). Not safe for concurrent use.
type Interp struct {
	env    *Env
	ctx    context.Context
	host   Host
	limits Limits
	// catchTags are the tags of the catch blocks running (a throw of
	// another tag is an UncaughtThrowError at the throw, as in Ruby)
	catchTags []Value
	// mmReason is the pending method_missing's (methodMissing)
	mmReason mmReason
	// evalFrom: the caller's frame an eval site hands to the builtin it
	// calls (eval_string.go)
	evalFrom evalFrom

	steps int64
	mem   int64
	depth int
	// inDefined counts nested defined?() evaluations
	inDefined int

	// current position, for errors and backtraces
	file  *File
	pos   int
	label string
	bt    []btEntry

	methodEpoch uint64
	cacheEpoch  uint64
	hierEpoch   uint64
	mcache      map[mcKey]*method
	ic          *[icSize]icEntry // the inline cache (findMethodAt)
	// sharedIC: a prepared Interp's inline cache for its copies;
	// forkEpoch: a copy's methodEpoch when it was made (findMethodAt)
	sharedIC  *[sharedICSize]atomic.Pointer[sharedIC]
	forkEpoch uint64

	// allocation of the calls' argument lists, frames and Calls (slab.go)
	vals   valueSlab
	frames slab[frame]
	calls  slab[Call]
	ctxs   slab[callCtx]

	globals map[string]Value
	errInfo Value // $!
	mainObj *Object
	topCtx  *callCtx

	named map[string]*Module

	cBasicObject, cObject, cModule, cClass, cKernel, cComparable, cEnumerable *Module
	cNilClass, cTrueClass, cFalseClass, cNumeric, cInteger, cFloat            *Module
	cString, cSymbol, cArray, cHash, cRange, cRegexp, cMatchData, cProc       *Module
	cMethod, cUnboundMethod, cException, cStandardError, cEnumerator, cStruct *Module
	cEncoding                                                                 *Module

	kernelLambda, kernelProc, baseMethodMissing *method

	// require
	loaded     map[string]bool // absolute paths of files required
	loadedLibs map[string]bool
	features   []string

	// values shared with Puppet for the life of the Interp
	encodings map[Encoding]*Object

	// puppet holds the Puppet API state of this Interp (functions
	// defined by the files evaluated, ...).
	puppet *puppetState

	// curCtx is the context of the Ruby code making the current call
	// (private/public without arguments change its default visibility).
	curCtx *callCtx
	rng    *mt
	// wd is the compile's working directory set by Dir.chdir ("": the
	// process's): compiles run concurrently, so Punch never changes the
	// process's (file_io.go osPath)
	wd string

	preloadErr []error

	// hooks of a host that shares values with Ruby (compiler/erb)
	hooks     Hooks
	mutations uint64
	// hostData: see HostData
	hostData []hostDatum

	// keptVals: see keep
	keptVals map[string]Value
	// forkSize, forkSeen, forkBase, forkMods, forkMeths: see fork.go
	forkSize  forkSize
	forkSeen  *forkMemo
	forkBase  *Interp
	forkMods  []Module
	forkMeths []method
	// reuseSnap: what the fork made of a copy, to compare the copy with
	// when it is released (fork_reuse.go)
	reuseSnap *reuseSnap
	// valIvars: instance variables of Regexps, MatchData and Procs
	// (m_frozen.go); per compile, never copied by fork
	valIvars map[Value]*ivarTable
	// temp: the compile's temporary files (m_tempfile.go); never copied
	temp *tempState
	// inspecting: the values inspect is writing, outermost first
	// (m_frozen.go inspectRecursive)
	inspecting []Value

	// Stdout receives what puts, print and p write (nil: dropped, as
	// Punch drops the server-console output of Puppet's Ruby).
	Stdout io.Writer
}

// builtinDef describes a class or module every Interp has; its method
// tables are built once per process and shared read-only.
type builtinDef struct {
	name     string
	super    string // "" for modules and BasicObject
	module   bool
	under    string // namespace path ("" for top level)
	includes []string
	methods  map[string]*method
	smethods map[string]*method
	// consts are immutable constant values (numbers, symbols; strings are
	// frozen copies made per Interp by setup).
	consts map[string]Value
	alloc  func(in *Interp, cls *Module) Value
	setup  func(in *Interp, m *Module)
}

var (
	builtinMu     sync.Mutex
	builtinList   []*builtinDef
	builtinIndex  = map[string]*builtinDef{}
	builtinFrozen bool
)

// defBuiltin declares (or returns) a builtin class or module. It must be
// called during package initialisation only.
func defBuiltin(path, super string, module bool) *builtinDef {
	builtinMu.Lock()
	defer builtinMu.Unlock()
	if d, ok := builtinIndex[path]; ok {
		return d
	}
	if builtinFrozen {
		panic("ruby: builtin class defined after the first Interp: " + path)
	}
	d := &builtinDef{name: path, super: super, module: module, methods: map[string]*method{}, smethods: map[string]*method{}}
	builtinList = append(builtinList, d)
	builtinIndex[path] = d
	return d
}

func (d *builtinDef) def(name string, min, max int, fn GoFunc) *builtinDef {
	d.methods[name] = &method{name: name, fn: fn, min: min, max: max}
	return d
}

func (d *builtinDef) defKw(name string, min, max int, fn GoFunc) *builtinDef {
	d.methods[name] = &method{name: name, fn: fn, min: min, max: max, kw: true}
	return d
}

func (d *builtinDef) defPrivate(name string, min, max int, fn GoFunc) *builtinDef {
	d.methods[name] = &method{name: name, fn: fn, min: min, max: max, vis: private}
	return d
}

func (d *builtinDef) sdef(name string, min, max int, fn GoFunc) *builtinDef {
	d.smethods[name] = &method{name: name, fn: fn, min: min, max: max}
	return d
}

func (d *builtinDef) sdefKw(name string, min, max int, fn GoFunc) *builtinDef {
	d.smethods[name] = &method{name: name, fn: fn, min: min, max: max, kw: true}
	return d
}

// sundef undefines a class method the class would inherit (Ruby's
// rb_undef_method on the singleton: Integer.new is a NoMethodError).
func (d *builtinDef) sundef(name string) *builtinDef {
	d.smethods[name] = &method{name: name, undef: true}
	return d
}

// modfn defines a module function (private instance + public singleton).
func (d *builtinDef) modfn(name string, min, max int, fn GoFunc) *builtinDef {
	d.defPrivate(name, min, max, fn)
	d.sdef(name, min, max, fn)
	return d
}

func (d *builtinDef) alias(newName, old string) *builtinDef {
	me := *d.methods[old]
	me.name = newName
	d.methods[newName] = &me
	return d
}

func (d *builtinDef) constant(name string, v Value) *builtinDef {
	if d.consts == nil {
		d.consts = map[string]Value{}
	}
	d.consts[name] = v
	return d
}

func (d *builtinDef) include(names ...string) *builtinDef {
	d.includes = append(d.includes, names...)
	return d
}

// newInterp builds the builtin classes of a fresh Interp.
func newInterp(e *Env) *Interp {
	builtinMu.Lock()
	builtinFrozen = true
	list := builtinList
	builtinMu.Unlock()
	in := &Interp{
		env:        e,
		ctx:        context.Background(),
		mcache:     map[mcKey]*method{},
		globals:    map[string]Value{},
		named:      make(map[string]*Module, 256),
		loaded:     map[string]bool{},
		loadedLibs: map[string]bool{},
	}
	for _, a := range englishAliases {
		in.aliasGvar(a[0], a[1])
	}
	if e != nil {
		in.limits = e.opts.Limits
	}
	if in.limits.Steps <= 0 {
		in.limits.Steps = defaultSteps
	}
	if in.limits.Memory <= 0 {
		in.limits.Memory = defaultMemory
	}
	if in.limits.StackDepth <= 0 {
		in.limits.StackDepth = defaultStackDepth
	}
	mods := make(map[string]*Module, len(list))
	for _, d := range list {
		m := &Module{isClass: !d.module, base: d.methods, in: in, name: d.name, consts: make(map[string]Value, len(d.consts))}
		mods[d.name] = m
		in.named[d.name] = m
	}
	for _, d := range list {
		m := mods[d.name]
		if d.super != "" {
			m.super = mods[d.super]
		}
		for _, inc := range d.includes {
			m.includes = append([]*Module{mods[inc]}, m.includes...)
		}
	}
	in.cBasicObject = mods["BasicObject"]
	in.cObject = mods["Object"]
	in.cObject.consts = make(map[string]Value, 2*len(list))
	in.cModule = mods["Module"]
	in.cClass = mods["Class"]
	in.cKernel = mods["Kernel"]
	in.cComparable = mods["Comparable"]
	in.cEnumerable = mods["Enumerable"]
	in.cNilClass = mods["NilClass"]
	in.cTrueClass = mods["TrueClass"]
	in.cFalseClass = mods["FalseClass"]
	in.cNumeric = mods["Numeric"]
	in.cInteger = mods["Integer"]
	in.cFloat = mods["Float"]
	in.cString = mods["String"]
	in.cSymbol = mods["Symbol"]
	in.cArray = mods["Array"]
	in.cHash = mods["Hash"]
	in.cRange = mods["Range"]
	in.cRegexp = mods["Regexp"]
	in.cMatchData = mods["MatchData"]
	in.cProc = mods["Proc"]
	in.cMethod = mods["Method"]
	in.cUnboundMethod = mods["UnboundMethod"]
	in.cException = mods["Exception"]
	in.cStandardError = mods["StandardError"]
	in.cEnumerator = mods["Enumerator"]
	in.cStruct = mods["Struct"]
	in.cEncoding = mods["Encoding"]
	// names, namespaces, singleton methods, allocators
	for _, d := range list {
		m := mods[d.name]
		under := in.cObject
		short := d.name
		if i := lastSep(d.name); i >= 0 {
			under = mods[d.name[:i]]
			short = d.name[i+2:]
		}
		{
			if under.consts == nil {
				under.consts = map[string]Value{}
			}
			under.consts[short] = m
			under.constOrder = append(under.constOrder, short)
			if m != in.cObject {
				m.parent = under
			}
		}
		if len(d.smethods) > 0 {
			m.singletonClass().base = d.smethods
		}
		for k, v := range d.consts {
			if m.consts == nil {
				m.consts = map[string]Value{}
			}
			m.consts[k] = v
			m.constOrder = append(m.constOrder, k)
		}
	}
	for _, d := range list {
		m := mods[d.name]
		if d.alloc != nil {
			m.alloc = d.alloc
		} else if m.isClass && m.super != nil {
			// inherit (parents come first in the list)
			for s := m.super; s != nil; s = s.super {
				if s.alloc != nil {
					m.alloc = s.alloc
					break
				}
			}
		}
	}
	in.kernelLambda = in.cKernel.ownMethod("lambda")
	in.kernelProc = in.cKernel.ownMethod("proc")
	in.baseMethodMissing = in.cBasicObject.ownMethod("method_missing")
	in.mainObj = &Object{class: in.cObject}
	in.topCtx = &callCtx{self: in.mainObj, cref: &cref{mod: in.cObject}, defTarget: in.cObject, vis: private}
	for _, d := range list {
		if d.setup != nil {
			d.setup(in, mods[d.name])
		}
	}
	in.methodEpoch++
	for _, lib := range preloadLibraries() {
		if in.loadedLibs[lib.Name] {
			continue
		}
		in.loadedLibs[lib.Name] = true
		if err := in.loadLibrary(lib); err != nil {
			// a broken library must not break every compile: its constants
			// stay undefined and the error shows when code uses them
			in.preloadErr = append(in.preloadErr, err)
		}
	}
	return in
}

func lastSep(path string) int {
	for i := len(path) - 2; i >= 0; i-- {
		if path[i] == ':' && path[i+1] == ':' {
			return i
		}
	}
	return -1
}

// Env's NewInterp.

// NewInterp returns a fresh Interp for the Env (one per compile).
// It is a copy of the Env's prepared Interp (see fork.go) when there is
// one.
func (e *Env) NewInterp() *Interp {
	if e.opts.Single {
		return newInterp(e)
	}
	if b := e.prepared(); b != nil {
		if in := e.first.Swap(nil); in != nil {
			return in
		}
		if in := e.clean.take(); in != nil {
			return in
		}
		if in, err := b.fork(); err == nil {
			return in
		}
	}
	return newInterp(e)
}
