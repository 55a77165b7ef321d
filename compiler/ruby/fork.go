package ruby

import (
	"fmt"
	"maps"
	"math/big"
	"sync"
	"sync/atomic"
)

// A compile's Interp is a copy of one prepared per Env.
//
// Making an Interp from nothing runs the setup of every builtin class and
// preloaded library and, at the first reference to Puppet, evaluates
// Puppet's Ruby API (the prelude and its Go parts): about a millisecond,
// paid by every compile that runs a template or a Ruby function. The Env
// therefore prepares one Interp (the base) once, with all of that done,
// and never runs code in it again; each compile gets a deep copy of it
// (fork). The copy shares nothing mutable with the base or with another
// copy: modules, method tables, constants, class variables, instance
// variables, globals and every mutable value reachable from them are
// copied; what is immutable (parsed files and AST nodes, Go method
// bodies, builtin method tables, symbols, numbers, frozen strings,
// regexps, Puppet values) is shared. So what one compile's Ruby changes
// (reopened classes, constants, globals, $stdout) is seen by no other
// compile, as with a fresh Interp.
//
// Go method bodies are shared, so a Go method defined while the base is
// prepared must find its state through its Call (c.In, c.Self), never
// through a variable captured when it was defined: the builtins and the
// Puppet API follow that rule. A value the copy does not know how to copy
// (an object's Go state of an unknown type) makes the base unusable for
// copying; NewInterp then builds every Interp from nothing, as before.

// own returns the module m stands for in this Interp: a module of the
// prepared Interp this one was copied from (the owner of a shared Go
// method) is its copy here.
func (in *Interp) own(m *Module) *Module {
	if m != nil && m.forkIdx > 0 && m.in != in && m.in == in.forkBase {
		return &in.forkMods[m.forkIdx-1]
	}
	return m
}

// keep records a value made while a class is set up for the Go methods
// that need it later: they find it with kept through their Call (c.In),
// so that each copy of a prepared Interp finds its own.
func (in *Interp) keep(key string, v Value) {
	if in.keptVals == nil {
		in.keptVals = map[string]Value{}
	}
	in.keptVals[key] = v
}

func (in *Interp) kept(key string) Value { return in.keptVals[key] }

func (in *Interp) keptModule(key string) *Module {
	m, _ := in.keptVals[key].(*Module)
	return m
}

// prepared returns the Env's base Interp, or nil when it cannot be copied.
func (e *Env) prepared() *Interp {
	e.baseOnce.Do(func() {
		in := newInterp(e)
		if err := in.loadPuppetAPI(); err != nil {
			// the error shows, as before, in the compile that refers to
			// Puppet: it builds its Interp from nothing
			e.baseErr = err
			return
		}
		in.file, in.pos, in.label, in.curCtx = nil, 0, "", nil
		// a trial copy proves the base copyable before any compile uses
		// it, and sizes the copies' tables
		c, err := in.fork()
		if err != nil {
			e.baseErr = err
			return
		}
		// number the base's modules: a copy keeps the copy of module i
		// at forkMods[i-1], where own finds it from a shared Go method's
		// owner
		n, nm := 0, int32(0)
		for x := range c.forkSeen.mods {
			n++
			x.forkIdx = n
			x.forkGoMethods = goMethodsOnly(x)
			e.baseMods = append(e.baseMods, x)
		}
		for x := range c.forkSeen.meths {
			// the methods a copy copies (not the Go methods it shares)
			// are numbered too: their copies are slots of the copy's
			// method slab, found without the memo
			if !isGoMethod(x) {
				nm++
				x.forkIdx = nm
				e.baseMeths = append(e.baseMeths, x)
			}
		}
		in.sharedIC = new([sharedICSize]atomic.Pointer[sharedIC])
		// later copies share the Go methods and keep modules in forkMods,
		// not in the memo
		in.forkSize = forkSize{seen: c.forkSize.seen - n - c.forkSize.meths, mods: n, meths: int(nm)}
		// the trial copy is a whole copy (it shares no Go method): the
		// first NewInterp takes it, so a one-compile process copies once
		c.forkSeen = nil
		e.first.Store(c)
		e.base = in
	})
	return e.base
}

// forkSeenPool keeps the memo of finished copies (forker.seen), emptied,
// for the next: a copy's memo is a few hundred entries that are garbage as
// soon as the copy is made (about 30 KB per compile).
var forkSeenPool sync.Pool

// forkMemo is a copy's memo: the copy made of each object of the base met
// so far (numbered modules and methods are found by number instead), one
// map per kind keyed by the pointer. One map keyed by any cost about twice
// the instructions per lookup (the key hashed and compared through its
// type), and the memo is looked up about a thousand times per copy.
type forkMemo struct {
	mods   map[*Module]*Module
	meths  map[*method]*method
	crefs  map[*cref]*cref
	procs  map[*Proc]*Proc
	frames map[*frame]*frame
	ctxs   map[*callCtx]*callCtx
	objs   map[*Object]*Object
	strs   map[*String]*String
	arrays map[*Array]*Array
	hashes map[*Hash]*Hash
	ranges map[*Range]*Range
}

func newForkMemo() *forkMemo {
	return &forkMemo{
		mods: map[*Module]*Module{}, meths: map[*method]*method{}, crefs: map[*cref]*cref{},
		procs: map[*Proc]*Proc{}, frames: map[*frame]*frame{}, ctxs: map[*callCtx]*callCtx{},
		objs: map[*Object]*Object{}, strs: map[*String]*String{}, arrays: map[*Array]*Array{},
		hashes: map[*Hash]*Hash{}, ranges: map[*Range]*Range{},
	}
}

// size is the number of entries.
func (m *forkMemo) size() int {
	return len(m.mods) + len(m.meths) + len(m.crefs) + len(m.procs) + len(m.frames) + len(m.ctxs) +
		len(m.objs) + len(m.strs) + len(m.arrays) + len(m.hashes) + len(m.ranges)
}

// reset empties the memo for the next copy (its maps keep their room).
func (m *forkMemo) reset() {
	clear(m.mods)
	clear(m.meths)
	clear(m.crefs)
	clear(m.procs)
	clear(m.frames)
	clear(m.ctxs)
	clear(m.objs)
	clear(m.strs)
	clear(m.arrays)
	clear(m.hashes)
	clear(m.ranges)
}

// forker copies an Interp's object graph into a new Interp.
type forker struct {
	in   *Interp // the copy
	seen *forkMemo
	// hashes whose index must be rebuilt once every key is copied
	rehash []*Hash
	err    error
	// the copies of modules and methods come from one allocation each
	modSlab       []Module
	methSlab      []method
	nmods, nmeths int
	goMeths       int    // Go methods copied (by a trial copy)
	modDone       []bool // which of in.forkMods are made
}

// forkSize is how much a copy of a base holds (measured by the trial copy;
// goMeths of its methods are Go methods, which later copies share).
type forkSize struct{ seen, mods, meths, goMeths int }

func (f *forker) newModule() *Module {
	f.nmods++
	if len(f.modSlab) > 0 {
		m := &f.modSlab[0]
		f.modSlab = f.modSlab[1:]
		return m
	}
	return &Module{}
}

func (f *forker) newMethod() *method {
	f.nmeths++
	if f.in.forkBase == nil && len(f.methSlab) > 0 {
		// a trial copy (no numbered methods yet) takes the slab in order
		m := &f.methSlab[0]
		f.methSlab = f.methSlab[1:]
		return m
	}
	return &method{}
}

// isGoMethod reports whether me is a Go method: nothing in it but its
// owner refers to its Interp, so copies share it (see method).
func isGoMethod(me *method) bool {
	return me.fn != nil && me.def == nil && me.cref == nil && me.proc == nil
}

func (f *forker) fail(format string, args ...any) {
	if f.err == nil {
		f.err = fmt.Errorf("ruby: Interp not copyable: "+format, args...)
	}
}

// fork returns a deep copy of in (see prepared). in is only read, so any
// number of goroutines may fork the same base at once.
func (in *Interp) fork() (*Interp, error) {
	n := &Interp{
		env:         in.env,
		ctx:         in.ctx,
		limits:      in.limits,
		methodEpoch: in.methodEpoch,
		forkEpoch:   in.methodEpoch,
		cacheEpoch:  in.cacheEpoch,
		hierEpoch:   in.hierEpoch,
		mcache:      map[mcKey]*method{},
		globals:     make(map[string]Value, len(in.globals)),
		named:       make(map[string]*Module, len(in.named)),
		loaded:      maps.Clone(in.loaded),
		loadedLibs:  maps.Clone(in.loadedLibs),
		features:    append([]string(nil), in.features...),
		preloadErr:  in.preloadErr,
	}
	size := in.forkSize
	seen, _ := forkSeenPool.Get().(*forkMemo)
	if seen == nil {
		seen = newForkMemo()
	}
	f := &forker{in: n, seen: seen}
	if size.mods > 0 {
		// the base's modules are numbered (prepared): Go methods are
		// shared, and own maps their owners to the copies
		n.forkBase = in
		n.forkMods = in.env.modSlab(size.mods)
		f.modDone = make([]bool, size.mods)
		// the copies of its numbered methods too (Release gives them
		// back with the modules)
		n.forkMeths = in.env.methSlab(size.meths)
		f.methSlab = n.forkMeths
	} else {
		f.methSlab = make([]method, size.meths)
	}
	for k, v := range in.globals {
		n.globals[k] = f.value(v)
	}
	n.errInfo = f.value(in.errInfo)
	for k, m := range in.named {
		n.named[k] = f.mod(m)
	}
	for _, p := range []struct{ dst, src **Module }{
		{&n.cBasicObject, &in.cBasicObject}, {&n.cObject, &in.cObject}, {&n.cModule, &in.cModule},
		{&n.cClass, &in.cClass}, {&n.cKernel, &in.cKernel}, {&n.cComparable, &in.cComparable},
		{&n.cEnumerable, &in.cEnumerable}, {&n.cNilClass, &in.cNilClass}, {&n.cTrueClass, &in.cTrueClass},
		{&n.cFalseClass, &in.cFalseClass}, {&n.cNumeric, &in.cNumeric}, {&n.cInteger, &in.cInteger},
		{&n.cFloat, &in.cFloat}, {&n.cString, &in.cString}, {&n.cSymbol, &in.cSymbol},
		{&n.cArray, &in.cArray}, {&n.cHash, &in.cHash}, {&n.cRange, &in.cRange},
		{&n.cRegexp, &in.cRegexp}, {&n.cMatchData, &in.cMatchData}, {&n.cProc, &in.cProc},
		{&n.cMethod, &in.cMethod}, {&n.cUnboundMethod, &in.cUnboundMethod}, {&n.cException, &in.cException},
		{&n.cStandardError, &in.cStandardError}, {&n.cEnumerator, &in.cEnumerator}, {&n.cStruct, &in.cStruct},
		{&n.cEncoding, &in.cEncoding},
	} {
		*p.dst = f.mod(*p.src)
	}
	n.kernelLambda = f.method(in.kernelLambda)
	n.kernelProc = f.method(in.kernelProc)
	n.baseMethodMissing = f.method(in.baseMethodMissing)
	n.mainObj = f.object(in.mainObj)
	n.topCtx = f.ctx(in.topCtx)
	n.curCtx = f.ctx(in.curCtx)
	if in.encodings != nil {
		n.encodings = make(map[Encoding]*Object, len(in.encodings))
		for k, o := range in.encodings {
			n.encodings[k] = f.object(o)
		}
	}
	if in.keptVals != nil {
		n.keptVals = make(map[string]Value, len(in.keptVals))
		for k, v := range in.keptVals {
			n.keptVals[k] = f.value(v)
		}
	}
	if len(in.valIvars) > 0 || in.temp != nil {
		f.fail("instance variables of a Regexp, MatchData or Proc, or temporary files")
	}
	if in.rng != nil {
		r := *in.rng
		n.rng = &r
	}
	if in.puppet != nil {
		n.puppet = f.puppetState(in.puppet)
	}
	for _, h := range f.rehash {
		h.reindex()
	}
	n.forkSize = forkSize{seen: f.seen.size(), mods: f.nmods, meths: f.nmeths, goMeths: f.goMeths}
	switch {
	case in.forkSize.seen == 0:
		n.forkSeen = f.seen // the first trial copy: prepared numbers the modules
	default:
		if n.forkBase != nil && f.err == nil {
			// what Release compares the copy with (fork_reuse.go)
			n.reuseSnap = n.snapshot(f.seen)
		}
		f.seen.reset()
		forkSeenPool.Put(f.seen)
	}
	if f.err != nil {
		return nil, f.err
	}
	return n, nil
}

func (f *forker) puppetState(p *puppetState) *puppetState {
	if len(p.classes) > 0 || len(p.func3) > 0 || len(p.func3All) > 0 || len(p.resourceAPI) > 0 ||
		len(p.types) > 0 || len(p.funcs) > 0 || len(p.instances) > 0 {
		f.fail("functions or types defined in the base")
	}
	n := &puppetState{loaded: p.loaded, scopeObj: f.object(p.scopeObj), topScope: f.object(p.topScope), loader: f.object(p.loader),
		classes: map[string]*Module{}, func3: map[string]*func3Def{}, func3All: map[string][]*func3Def{},
		valueClasses: make(map[string]*Module, len(p.valueClasses))}
	for k, m := range p.valueClasses {
		n.valueClasses[k] = f.mod(m)
	}
	return n
}

// value copies a Ruby value.
func (f *forker) value(v Value) Value {
	switch x := v.(type) {
	case nil, bool, int64, float64, Symbol, *big.Int, *Regexp, *MatchData, *autoloadMarker:
		return v
	case *String:
		return f.str(x)
	case *Array:
		return f.array(x)
	case *Hash:
		return f.hash(x)
	case *Range:
		if c, ok := f.seen.ranges[x]; ok {
			return c
		}
		r := &Range{Exclusive: x.Exclusive}
		f.seen.ranges[x] = r
		r.Begin, r.End = f.value(x.Begin), f.value(x.End)
		return r
	case *Proc:
		return f.proc(x)
	case *Module:
		return f.mod(x)
	case *Object:
		return f.object(x)
	}
	f.fail("value of type %T", v)
	return v
}

func (f *forker) str(s *String) *String {
	if s == nil || s.frozen {
		return s
	}
	if c, ok := f.seen.strs[s]; ok {
		return c
	}
	c := &String{s: s.s, enc: s.enc}
	f.seen.strs[s] = c
	c.sub = f.sub(s.sub)
	return c
}

func (f *forker) values(vs []Value) []Value {
	if vs == nil {
		return nil
	}
	out := make([]Value, len(vs))
	for i, v := range vs {
		out[i] = f.value(v)
	}
	return out
}

func (f *forker) array(a *Array) *Array {
	if a == nil {
		return nil
	}
	if c, ok := f.seen.arrays[a]; ok {
		return c
	}
	c := &Array{frozen: a.frozen}
	f.seen.arrays[a] = c
	c.a = f.values(a.a)
	c.sub = f.sub(a.sub)
	return c
}

func (f *forker) hash(h *Hash) *Hash {
	if h == nil {
		return nil
	}
	if c, ok := f.seen.hashes[h]; ok {
		return c
	}
	c := &Hash{ident: h.ident, frozen: h.frozen}
	f.seen.hashes[h] = c
	c.keys = f.values(h.keys)
	c.vals = f.values(h.vals)
	c.dflt = f.value(h.dflt)
	c.dfltFn = f.proc(h.dfltFn)
	c.sub = f.sub(h.sub)
	// keys hashed by content keep their index; a key hashed by identity
	// (or by its own hash method) is another object in the copy
	plain := !h.ident
	for _, k := range h.keys {
		switch k.(type) {
		case nil, bool, int64, Symbol, *String, *big.Int:
		default:
			plain = false
		}
	}
	if plain {
		c.idx = maps.Clone(h.idx)
	} else {
		c.idx = map[any]int{}
		f.rehash = append(f.rehash, c)
	}
	return c
}

func (f *forker) mod(m *Module) *Module {
	if m == nil {
		return nil
	}
	var c *Module
	var baseIdx int32
	if i := m.forkIdx - 1; i >= 0 && i < len(f.modDone) {
		// a numbered module: modDone, not the memo, says it is made
		// (the memo is sized for the other values)
		if f.modDone[i] {
			return &f.in.forkMods[i]
		}
		f.modDone[i] = true
		c = &f.in.forkMods[i]
		baseIdx = int32(m.forkIdx)
	} else {
		if c, ok := f.seen.mods[m]; ok {
			return c
		}
		c = f.newModule()
		f.seen.mods[m] = c
	}
	// c is zeroed memory (forkMods, the slab or new): its fields are set
	// one by one, as a whole-struct store costs a bulk write barrier per
	// module while the collector marks
	c.name, c.isClass, c.base, c.isSingleton, c.in = m.name, m.isClass, m.base, m.isSingleton, f.in
	c.frozen, c.puppetAPI, c.alloc, c.wrapperDesc, c.serial = m.frozen, m.puppetAPI, m.alloc, m.wrapperDesc, m.serial
	c.baseIdx, c.partialLib = baseIdx, m.partialLib
	c.super = f.mod(m.super)
	c.parent = f.mod(m.parent)
	c.includes = f.mods(m.includes)
	c.prepends = f.mods(m.prepends)
	if m.methods != nil {
		if f.in.forkBase != nil && m.forkGoMethods {
			// only Go methods: the table is shared until the copy
			// changes it (ownMethods)
			c.methods, c.methodsShared = m.methods, true
		} else {
			c.methods = make(map[string]*method, len(m.methods))
			for k, me := range m.methods {
				c.methods[k] = f.method(me)
			}
		}
	}
	// an empty table stays nil (every writer makes one when nil): most
	// builtin modules have an empty one
	if len(m.consts) > 0 {
		c.consts = make(map[string]Value, len(m.consts))
		for k, v := range m.consts {
			c.consts[k] = f.value(v)
		}
	}
	// names only: shared, with no room to append into (every change
	// appends or makes a new slice)
	c.constOrder = clip(m.constOrder)
	if len(m.cvars) > 0 {
		c.cvars = make(map[string]Value, len(m.cvars))
		for k, v := range m.cvars {
			c.cvars[k] = f.value(v)
		}
	}
	c.ivars = f.ivars(m.ivars)
	c.meta = f.mod(m.meta)
	c.attached = f.value(m.attached)
	switch d := m.data.(type) {
	case nil, *structInfo:
		// structInfo is immutable once Struct.new made it
		c.data = d
	default:
		f.fail("module %s with Go state %T", m.name, d)
	}
	return c
}

func (f *forker) mods(ms []*Module) []*Module {
	if ms == nil {
		return nil
	}
	out := make([]*Module, len(ms))
	for i, m := range ms {
		out[i] = f.mod(m)
	}
	return out
}

func (f *forker) ivars(t ivarTable) ivarTable {
	if t.names == nil {
		return ivarTable{}
	}
	// the names are shared as constOrder is (ivarTable writes only vals
	// in place)
	return ivarTable{names: clip(t.names), vals: f.values(t.vals)}
}

// clip returns s with no spare capacity: an append to it copies it.
func clip(s []string) []string { return s[:len(s):len(s)] }

// goMethodsOnly reports whether each of m's methods is one that a copy
// shares (forker.method returns it): a builtin or a Go method. A copy then
// shares m's whole table until it changes it.
func goMethodsOnly(m *Module) bool {
	for _, me := range m.methods {
		if me != nil && me.owner != nil && !isGoMethod(me) {
			return false
		}
	}
	return true
}

func (f *forker) method(me *method) *method {
	if me == nil || me.owner == nil {
		// a builtin method of a shared table (builtinDef): the same in
		// every Interp, and compared by identity (baseMethodMissing)
		return me
	}
	if isGoMethod(me) {
		if f.in.forkBase != nil {
			// a Go method: nothing in it but its owner refers to the
			// base, and own translates that where it is read
			return me
		}
		if _, ok := f.seen.meths[me]; !ok {
			f.goMeths++
		}
	}
	var c *method
	if i := int(me.forkIdx) - 1; i >= 0 && i < len(f.methSlab) && f.in.forkBase != nil {
		// a numbered method of the base (prepared): its copy is slot i,
		// made once the slot's owner is set (a copy's owner is never nil)
		c = &f.methSlab[i]
		if c.owner != nil {
			return c
		}
		f.nmeths++
	} else {
		if c, ok := f.seen.meths[me]; ok {
			return c
		}
		c = f.newMethod()
		f.seen.meths[me] = c
	}
	*c = *me
	c.forkIdx = 0
	c.owner = f.mod(me.owner)
	c.cref = f.cref(me.cref)
	c.definee = f.mod(me.definee)
	c.proc = f.proc(me.proc)
	return c
}

func (f *forker) cref(r *cref) *cref {
	if r == nil {
		return nil
	}
	if c, ok := f.seen.crefs[r]; ok {
		return c
	}
	c := &cref{}
	f.seen.crefs[r] = c
	c.mod = f.mod(r.mod)
	c.parent = f.cref(r.parent)
	return c
}

func (f *forker) proc(p *Proc) *Proc {
	if p == nil {
		return nil
	}
	if c, ok := f.seen.procs[p]; ok {
		return c
	}
	if p.hostBlk != nil {
		f.fail("a Puppet lambda held by Ruby")
	}
	c := &Proc{}
	*c = *p
	f.seen.procs[p] = c
	c.frame = f.frame(p.frame)
	c.self = f.value(p.self)
	c.ctx = f.ctx(p.ctx)
	c.method = f.method(p.method)
	return c
}

func (f *forker) frame(fr *frame) *frame {
	if fr == nil {
		return nil
	}
	if c, ok := f.seen.frames[fr]; ok {
		return c
	}
	c := &frame{loops: fr.loops}
	f.seen.frames[fr] = c
	c.vars = f.values(fr.vars)
	c.parent = f.frame(fr.parent)
	c.ctx = f.ctx(fr.ctx)
	c.proc = f.proc(fr.proc)
	return c
}

func (f *forker) ctx(x *callCtx) *callCtx {
	if x == nil {
		return nil
	}
	if c, ok := f.seen.ctxs[x]; ok {
		return c
	}
	c := &callCtx{}
	*c = *x
	f.seen.ctxs[x] = c
	c.self = f.value(x.self)
	c.cref = f.cref(x.cref)
	c.defTarget = f.mod(x.defTarget)
	c.meth = f.method(x.meth)
	c.owner = f.mod(x.owner)
	c.args = f.values(x.args)
	c.kw = f.hash(x.kw)
	c.block = f.proc(x.block)
	c.retTarget = f.ctx(x.retTarget)
	c.lastMatch = f.value(x.lastMatch)
	return c
}

func (f *forker) object(o *Object) *Object {
	if o == nil {
		return nil
	}
	if c, ok := f.seen.objs[o]; ok {
		return c
	}
	c := &Object{frozen: o.frozen}
	f.seen.objs[o] = c
	c.class = f.mod(o.class)
	c.ivars = f.ivars(o.ivars)
	c.meta = f.mod(o.meta)
	c.Data = f.data(o.Data)
	return c
}

// data copies an object's Go state.
func (f *forker) data(d any) any {
	switch x := d.(type) {
	case nil, Encoding, pathData, puppetValue, *scopeData, *resourceTypeData:
		// immutable
		return d
	case *excData:
		if x.hostErr != nil {
			f.fail("an exception of the host")
		}
		c := *x
		c.msg = f.value(x.msg)
		c.cause = f.value(x.cause)
		c.bt = append([]string(nil), x.bt...)
		return &c
	case *structData:
		return &structData{vals: f.values(x.vals)}
	case *envVars:
		return &envVars{set: maps.Clone(x.set)}
	case *mt:
		return x.Clone()
	case *methodData:
		c := *x
		c.recv = f.value(x.recv)
		c.me = f.method(x.me)
		return &c
	case *fileData:
		c := *x
		if x.status != nil {
			c.status = f.value(x.status).(*Object)
		}
		return &c
	case *dispatcherData:
		return &dispatcherData{cls: f.mod(x.cls)}
	}
	f.fail("object with Go state %T", d)
	return d
}

// baseOnce guards Env.base (see prepared).
type envBase struct {
	baseOnce sync.Once
	base     *Interp
	first    atomic.Pointer[Interp] // the trial copy, for the first NewInterp
	baseErr  error                  // why there is no base (tests report it)
	// modSlabs and methSlabs hold zeroed forkMods and forkMeths of
	// released copies (Release)
	modSlabs  sync.Pool
	methSlabs sync.Pool
	// baseMods and baseMeths are the base's numbered modules and methods
	// by number (forkIdx-1); clean holds released copies as the fork made
	// them, reuse counts them (fork_reuse.go)
	baseMods  []*Module
	baseMeths []*method
	clean     cleanCopies
	reuse     reuseStats
}

// modSlab returns zeroed room for a copy's n modules: a released copy's
// when there is one (Release), else new memory.
func (e *Env) modSlab(n int) []Module {
	if p, _ := e.modSlabs.Get().(*[]Module); p != nil && len(*p) == n {
		return *p
	}
	return make([]Module, n)
}

// methSlab returns zeroed room for the copies of a copy's n numbered
// methods (a slot is made once its owner is set: forker.method), a
// released copy's when there is one.
func (e *Env) methSlab(n int) []method {
	if p, _ := e.methSlabs.Get().(*[]method); p != nil && len(*p) == n {
		return *p
	}
	return make([]method, n)
}

// Release is called once, by the owner of a copy of the Env's prepared
// Interp (a compile), when it is done with it: nothing made by it, no value,
// no module, no object, is used again, and neither is the Interp (a copy
// its compile left as the fork made it is handed whole to the next
// NewInterp: fork_reuse.go). Otherwise its modules' memory (forkMods: 150 KB
// for the 436 modules of Puppet's Ruby API, the largest part of a copy)
// is zeroed and goes to the next copy instead of to the collector, and so
// do its copies of the base's methods (forkMeths, about 40 KB). The
// copy is then unusable: own, which maps the base's modules to the copy's,
// finds none, and a module of it kept elsewhere reads as zero, then as
// another copy's.
//
// A compile may release its Interp once its catalog is built: what it
// hands out is data (Ruby values are converted to Puppet's when they leave
// the interpreter), never a Ruby object, and the interpreter runs no
// goroutine of its own.
func (in *Interp) Release() {
	in.removeTemp()
	mods := in.forkMods
	if in.forkBase == nil || len(mods) == 0 {
		return
	}
	if in.reuseSnap != nil {
		if in.releaseClean() {
			// kept whole for the next compile (fork_reuse.go)
			return
		}
		in.reuseSnap = nil
	}
	in.forkMods = nil
	clear(mods)
	in.env.modSlabs.Put(&mods)
	if meths := in.forkMeths; len(meths) > 0 {
		in.forkMeths = nil
		clear(meths)
		in.env.methSlabs.Put(&meths)
	}
}
