package ruby

import (
	"maps"
	"sort"
)

// Module is a Ruby module or class. Every Interp has its own Module
// objects (reopening a class in module code changes only that Interp);
// the methods of builtin classes are shared read-only through base.
type Module struct {
	name string // full name, "" for an anonymous module
	// super is the superclass of a class (nil for BasicObject and modules).
	super *Module
	// parent is the lexical namespace the module was named in (Object for
	// top-level names).
	parent *Module
	// includes are the modules included, most recent first; prepends the
	// prepended ones, most recent first.
	includes []*Module
	prepends []*Module
	methods  map[string]*method
	// base holds the builtin methods shared by every Interp (read-only).
	base   map[string]*method
	consts map[string]Value
	// constOrder keeps the definition order of constants (Module#constants).
	constOrder []string
	cvars      map[string]Value
	ivars      ivarTable
	meta       *Module // singleton class, created on demand
	// singleton classes: attached is the object this class belongs to.
	attached Value
	in       *Interp
	// data is Go state of a class implemented in Go (Struct members, ...).
	data any
	// alloc makes a new instance (Class#allocate); nil: a plain Object.
	alloc func(in *Interp, cls *Module) Value
	// wrapperDesc is how NoMethodError describes an instance
	// ("#<Puppet::Parser::TemplateWrapper>"), "" for the default.
	wrapperDesc string
	// serial changes whenever a method is defined or a module included
	// into this module; method caches compare it.
	serial uint64
	// anc caches ancestors(), valid while ancAt == in.hierEpoch+1
	anc   []*Module
	ancAt uint64
	// forkIdx numbers a module of an Env's prepared Interp (fork.go)
	forkIdx int
	// baseIdx is, in a copy of a prepared Interp, the forkIdx of the
	// module this one copies (0 for a module made by the copy): the
	// shared inline cache names classes by it (findMethodAt)
	baseIdx int32
	// methodsShared: methods is the prepared Interp's table, copied
	// before a change (ownMethods)
	methodsShared bool
	// forkGoMethods: a module of a prepared Interp whose methods are all
	// builtins or Go methods, so that its copies share the table (fork.go)
	forkGoMethods bool
	isClass       bool
	isSingleton   bool // a singleton class (attached says of what)
	frozen        bool
	// puppetAPI marks the modules and classes of Punch's Puppet API: a
	// constant or method missing there is reported as unsupported.
	puppetAPI bool
	// partialLib names the library of a module Punch's runtime models only
	// in part (SetPartialLibrary): a constant or singleton method missing
	// there is reported as unsupported, naming it and the library.
	partialLib string
}

// ownMethods makes m's method table its own before a change: a copy of a
// prepared Interp shares the prepared one's tables until then (fork.go).
func (m *Module) ownMethods() {
	if m.methodsShared {
		m.methods = maps.Clone(m.methods)
		m.methodsShared = false
	}
}

// visibility of a method.
type visibility uint8

const (
	public visibility = iota
	private
	protected
)

// method is a method body: Go (fn), Ruby (def), a block (define_method),
// an attribute accessor, or an undef marker.
type method struct {
	name  string
	owner *Module
	vis   visibility
	// forkIdx numbers a method of an Env's prepared Interp that a copy
	// copies (fork.go): the copy of method i is methSlab[i-1]
	forkIdx int32
	// Go methods
	fn       GoFunc
	min, max int // arity for Go methods (max -1: any)
	// shownMin is the least count a switch method's "wrong number of
	// arguments" names when given too many (Ruby's own, arity_gen.go)
	shownMin int
	kw       bool // fn takes keywords in Call.Kw instead of a trailing Hash
	// sw is the builtin method switch fn wraps (wrapSwitch), called
	// directly by invoke: the builtin methods of String, Array, Hash,
	// numbers, ... are most calls, and each would make a Call
	sw switchFunc
	// mutates: a switch method that changes its receiver, which invoke
	// checks is not frozen before the switch runs (switchMutators)
	mutates bool
	// frozenFirst: a switch method whose Ruby version checks a frozen
	// receiver before its argument count (switchFrozenFirst)
	frozenFirst bool
	// Ruby methods
	def  *defNode
	cref *cref // lexical scope of a def (constants)
	// definee is where a def inside the method's body defines methods
	// (evalDef; nil: the cref's module)
	definee *Module
	proc    *Proc
	// attr_reader/attr_writer: the ivar name with its @
	ivar   string
	writer bool
	undef  bool
	// aliasOf is the method this one is an alias of (for super and
	// Method#original_name).
	origName string
}

// GoFunc implements a Ruby method in Go.
type GoFunc func(c *Call) (Value, error)

// switchFunc implements the builtin methods of a class in one switch on
// the method's name; ok false: no such method.
type switchFunc func(in *Interp, self Value, name string, args []Value, blk *Proc) (v Value, ok bool, err error)

// Call is one call of a Go method.
type Call struct {
	In   *Interp
	Self Value
	Args []Value
	// Kw holds keyword arguments for methods defined with
	// DefineMethodKw; for others, keywords arrive as a trailing Hash in
	// Args, as Ruby passes them to a method without keyword parameters.
	Kw    *Hash
	Block *Proc // nil when the call has no block
	Name  string
	// Method is the module that owns the method (for super).
	Owner *Module
	line  int
}

// Name returns the module's full name ("" for an anonymous module).
func (m *Module) Name() string { return m.name }

// IsClass reports whether m is a class.
func (m *Module) IsClass() bool { return m.isClass }

// Superclass returns a class's superclass (nil for BasicObject and modules).
func (m *Module) Superclass() *Module {
	s := m.super
	for s != nil && s.isSingleton {
		s = s.super
	}
	return s
}

// DefineMethod defines a public instance method implemented in Go taking
// min to max positional arguments (max -1: any number).
func (m *Module) DefineMethod(name string, min, max int, fn GoFunc) {
	m.addMethod(&method{name: name, fn: fn, min: min, max: max})
}

// DefineMethodKw is DefineMethod for a method taking keyword arguments
// (they arrive in Call.Kw).
func (m *Module) DefineMethodKw(name string, min, max int, fn GoFunc) {
	m.addMethod(&method{name: name, fn: fn, min: min, max: max, kw: true})
}

// DefinePrivateMethod defines a private instance method (a Kernel-style
// function).
func (m *Module) DefinePrivateMethod(name string, min, max int, fn GoFunc) {
	m.addMethod(&method{name: name, fn: fn, min: min, max: max, vis: private})
}

// DefineSingletonMethod defines a method on the module itself
// (def self.name).
func (m *Module) DefineSingletonMethod(name string, min, max int, fn GoFunc) {
	m.singletonClass().DefineMethod(name, min, max, fn)
}

// DefineSingletonMethodKw is DefineSingletonMethod with keywords in Call.Kw.
func (m *Module) DefineSingletonMethodKw(name string, min, max int, fn GoFunc) {
	m.singletonClass().DefineMethodKw(name, min, max, fn)
}

// DefineModuleFunction defines a private instance method and a public
// singleton method of the same body (module_function).
func (m *Module) DefineModuleFunction(name string, min, max int, fn GoFunc) {
	m.DefinePrivateMethod(name, min, max, fn)
	m.DefineSingletonMethod(name, min, max, fn)
}

// Alias makes newName call the method oldName (alias_method).
func (m *Module) Alias(newName, oldName string) bool {
	me := m.lookupFrom(oldName)
	if me == nil {
		return false
	}
	cp := *me
	cp.name = newName
	if cp.origName == "" {
		cp.origName = oldName
	}
	m.addMethod(&cp)
	return true
}

// SetConst defines the constant name in m.
func (m *Module) SetConst(name string, v Value) {
	if m.consts == nil {
		m.consts = map[string]Value{}
	}
	if _, ok := m.consts[name]; !ok {
		m.constOrder = append(m.constOrder, name)
	}
	m.consts[name] = v
	if sub, ok := v.(*Module); ok && sub.name == "" {
		sub.parent = m
		if m.in != nil && m == m.in.cObject {
			sub.name = name
		} else {
			sub.name = m.name + "::" + name
		}
	}
}

// Const returns the constant name defined directly in m.
func (m *Module) Const(name string) (Value, bool) {
	v, ok := m.consts[name]
	return v, ok
}

// Include appends module mod to m's ancestors (include).
func (m *Module) Include(mod *Module) {
	for _, x := range m.includes {
		if x == mod {
			return
		}
	}
	m.includes = append([]*Module{mod}, m.includes...)
	m.bump()
	m.hierChanged()
}

// Prepend puts mod before m in m's ancestors (prepend).
func (m *Module) Prepend(mod *Module) {
	for _, x := range m.prepends {
		if x == mod {
			return
		}
	}
	m.prepends = append([]*Module{mod}, m.prepends...)
	m.bump()
	m.hierChanged()
}

// hierChanged invalidates the cached ancestor lists of the Interp.
func (m *Module) hierChanged() {
	if m.in != nil {
		m.in.hierEpoch++
	}
}

func (m *Module) addMethod(me *method) {
	me.owner = m
	m.ownMethods()
	if m.methods == nil {
		m.methods = map[string]*method{}
	}
	m.methods[me.name] = me
	m.bump()
}

// bump invalidates method caches of the Interp.
func (m *Module) bump() {
	m.serial++
	if m.in != nil {
		m.in.methodEpoch++
	}
}

// ownMethod returns the method m itself defines (overlay first).
func (m *Module) ownMethod(name string) *method {
	if me, ok := m.methods[name]; ok {
		return me
	}
	if me, ok := m.base[name]; ok {
		return me
	}
	return nil
}

// ancestors lists m's method resolution order: prepends, m, includes
// (each with their own includes), then the superclass chain.
func (m *Module) ancestors() []*Module {
	if m.in != nil && m.ancAt == m.in.hierEpoch+1 {
		return m.anc
	}
	out := m.computeAncestors()
	if m.in != nil {
		m.anc, m.ancAt = out, m.in.hierEpoch+1
	}
	return out
}

func (m *Module) computeAncestors() []*Module {
	var out []*Module
	seen := map[*Module]bool{}
	var addMod func(x *Module)
	addMod = func(x *Module) {
		for _, p := range x.prepends {
			addModWithIncludes(p, &out, seen)
		}
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
		for _, inc := range x.includes {
			addModWithIncludes(inc, &out, seen)
		}
	}
	for c := m; c != nil; c = c.super {
		addMod(c)
	}
	return out
}

func addModWithIncludes(x *Module, out *[]*Module, seen map[*Module]bool) {
	if seen[x] {
		return
	}
	for _, p := range x.prepends {
		addModWithIncludes(p, out, seen)
	}
	seen[x] = true
	*out = append(*out, x)
	for _, inc := range x.includes {
		addModWithIncludes(inc, out, seen)
	}
}

// lookupFrom finds the method name in m's ancestors.
func (m *Module) lookupFrom(name string) *method {
	for _, a := range m.ancestors() {
		if me := a.ownMethod(name); me != nil {
			if me.undef {
				return nil
			}
			return me
		}
	}
	return nil
}

// singletonClass returns m's singleton class (metaclass), creating it.
func (m *Module) singletonClass() *Module {
	if m.meta != nil {
		return m.meta
	}
	meta := &Module{isClass: true, isSingleton: true, attached: m, in: m.in}
	// The singleton class of a class inherits from the superclass's
	// singleton class, so class methods are inherited.
	if m.isClass && m.super != nil {
		meta.super = m.super.singletonClass()
	} else if m.in != nil {
		if m.isClass {
			meta.super = m.in.cClass
		} else {
			meta.super = m.in.cModule
		}
	}
	m.meta = meta
	return meta
}

// instanceMethodNames lists the public and protected method names of m
// and its ancestors (inherit) or of m alone.
func (m *Module) instanceMethodNames(inherit bool, want func(*method) bool) []string {
	seen := map[string]bool{}
	var out []string
	mods := []*Module{m}
	if inherit {
		mods = m.ancestors()
	}
	for _, a := range mods {
		if inherit && a.in != nil && (a == a.in.cObject || a == a.in.cKernel || a == a.in.cBasicObject) && m != a {
			break
		}
		names := make([]string, 0, len(a.methods)+len(a.base))
		for n := range a.methods {
			names = append(names, n)
		}
		for n := range a.base {
			if _, ok := a.methods[n]; !ok {
				names = append(names, n)
			}
		}
		sort.Strings(names)
		for _, n := range names {
			if seen[n] {
				continue
			}
			seen[n] = true
			me := a.ownMethod(n)
			if me != nil && !me.undef && want(me) {
				out = append(out, n)
			}
		}
	}
	return out
}

// nonSingleton skips singleton classes (the class of an object).
func (m *Module) nonSingleton() *Module {
	for m != nil && m.isSingleton {
		m = m.super
	}
	return m
}

// SetWrapperDesc sets how NameError messages describe instances of m
// ("#<Puppet::Parser::TemplateWrapper>").
func (m *Module) SetWrapperDesc(s string) { m.wrapperDesc = s }

// SetPartialLibrary marks m as a module of a library Puppet 7.23 has
// (loaded, or loadable by its require) that Punch's runtime models only in
// part (lib names it: "concurrent-ruby 1.1.6"): a constant or a singleton
// method m lacks stops the compile as unsupported, naming it, instead of
// Ruby's rescuable NameError or NoMethodError, which a module's rescue could
// take for the library's answer.
func (m *Module) SetPartialLibrary(lib string) { m.partialLib = lib }
