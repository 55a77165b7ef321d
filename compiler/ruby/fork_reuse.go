package ruby

import (
	"slices"
	"sync"
	"unsafe"
)

// Reusing a released copy whole.
//
// A copy of the prepared Interp (fork) costs about 0.8 M instructions and
// 110 KB, and most compiles that make one (those that only render
// templates) leave it as it was made: a template's @variables are its own
// wrapper object's, its strings are new ones. So fork records what it made
// (snapshot), and Release compares the copy with that record
// (changedSinceFork): when nothing differs, the copy is kept whole for the
// next compile, with its per-compile state reset (resetForReuse); any
// difference, however small, gives the copy back to the old path (its
// memory cleared and reused by the next fork).
//
// The comparison is structural, not a record of writes: the copy's module
// and method slabs and every mutable value it copied (strings, arrays,
// hashes, ranges, objects and their Go state, procs, frames, call contexts,
// lexical scopes) are compared byte for byte with their state after the
// fork, so every field of these types is compared, one added later
// included; the contents they point to that the copy owns are compared
// entry by entry (value slices' elements, constant, class variable, method,
// global and kept-value tables, ENV, hash indexes), and so are the Interp's
// tables and the Puppet API's definitions. No list of the interpreter's
// write sites is needed, and a write added later cannot leak: whatever it
// changes is compared. What is not compared is what fork does not copy
// either (the per-compile state fork leaves zero), which the reset sets
// back to zero. TestReuseFieldsKnown lists the fields of these types as this
// file knows them.

// maxCleanCopies bounds the copies an Env keeps for reuse (each holds
// about 300 KB: its modules, methods, values and the fork's memo).
const maxCleanCopies = 8

// cleanCopies is an Env's pool of released copies that are as the fork
// made them (Release).
type cleanCopies struct {
	mu   sync.Mutex
	list []*Interp
}

func (p *cleanCopies) take() *Interp {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := len(p.list)
	if n == 0 {
		return nil
	}
	in := p.list[n-1]
	p.list[n-1] = nil
	p.list = p.list[:n-1]
	return in
}

func (p *cleanCopies) full() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.list) >= maxCleanCopies
}

// has reports whether in is kept already (a second Release).
func (p *cleanCopies) has(in *Interp) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.Contains(p.list, in)
}

func (p *cleanCopies) put(in *Interp) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.list) >= maxCleanCopies {
		return false
	}
	p.list = append(p.list, in)
	return true
}

// reuseStats counts, for tests and measurements, the copies released clean
// (kept) and not (with the first difference found of the last one).
type reuseStats struct {
	mu          sync.Mutex
	kept, dirty int
	lastWhy     string
}

func (s *reuseStats) note(why string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if why == "" {
		s.kept++
	} else {
		s.dirty++
		s.lastWhy = why
	}
}

// releaseClean keeps in for reuse when it is as the fork made it. It
// reports whether it did.
func (in *Interp) releaseClean() bool {
	e := in.env
	if e.clean.has(in) {
		// released twice: kept already, and two compiles must never get
		// one copy (nor may it be cleared)
		return true
	}
	if e.clean.full() {
		return false
	}
	why := in.changedSinceFork()
	e.reuse.note(why)
	if why != "" {
		return false
	}
	in.resetForReuse()
	return e.clean.put(in)
}

// resetForReuse sets everything of in that is not the copied graph back to
// what fork gives a new copy (the fields fork leaves zero stay zero).
func (in *Interp) resetForReuse() {
	b := in.forkBase
	p := in.puppet
	r := Interp{
		env: in.env, ctx: b.ctx, limits: b.limits,
		methodEpoch: in.methodEpoch, forkEpoch: in.forkEpoch, cacheEpoch: b.cacheEpoch, hierEpoch: in.hierEpoch,
		mcache: in.mcache, ic: in.ic,
		globals: in.globals, errInfo: in.errInfo, mainObj: in.mainObj, topCtx: in.topCtx, named: in.named,
		cBasicObject: in.cBasicObject, cObject: in.cObject, cModule: in.cModule, cClass: in.cClass, cKernel: in.cKernel,
		cComparable: in.cComparable, cEnumerable: in.cEnumerable, cNilClass: in.cNilClass, cTrueClass: in.cTrueClass,
		cFalseClass: in.cFalseClass, cNumeric: in.cNumeric, cInteger: in.cInteger, cFloat: in.cFloat, cString: in.cString,
		cSymbol: in.cSymbol, cArray: in.cArray, cHash: in.cHash, cRange: in.cRange, cRegexp: in.cRegexp,
		cMatchData: in.cMatchData, cProc: in.cProc, cMethod: in.cMethod, cUnboundMethod: in.cUnboundMethod,
		cException: in.cException, cStandardError: in.cStandardError, cEnumerator: in.cEnumerator, cStruct: in.cStruct,
		cEncoding:    in.cEncoding,
		kernelLambda: in.kernelLambda, kernelProc: in.kernelProc, baseMethodMissing: in.baseMethodMissing,
		loaded: in.loaded, loadedLibs: in.loadedLibs, features: in.features,
		encodings: in.encodings, rng: in.rng, preloadErr: b.preloadErr,
		keptVals: in.keptVals,
		forkSize: in.forkSize, forkBase: b, forkMods: in.forkMods, forkMeths: in.forkMeths, reuseSnap: in.reuseSnap,
	}
	// the caches are valid (no method or ancestry changed) but may name
	// classes the compile made: emptied, not dropped
	clear(r.mcache)
	if r.ic != nil {
		clear(r.ic[:])
	}
	// the context of the last call made (fork copies the base's, which
	// prepared left empty), and the Puppet API's objects as fork made them
	sn := in.reuseSnap
	r.curCtx = sn.curCtx
	if p != nil {
		// in place: the snapshot compares the pointer too
		*p = puppetState{loaded: p.loaded, scopeObj: sn.scopeObj, topScope: sn.topScope, loader: sn.loader,
			classes: p.classes, func3: p.func3, func3All: p.func3All, valueClasses: p.valueClasses}
		r.puppet = p
	}
	*in = r
}

// A copy's snapshot: everything the fork made, as it made it, word for
// word. Release compares the copy with it (changedSinceFork): the modules'
// and methods' slabs and each copied value's struct by their bytes (so a
// field added to one of these types is compared without being listed), and
// what those structs point to that the copy owns by its contents: the
// elements of value slices, the entries of tables.
type reuseSnap struct {
	mods  []Module
	meths []method
	// tables of the copy: the entries of each, as the fork made them
	vmaps []mapSnap[Value]
	mmaps []mapSnap[*method]
	// value slices the copy owns (array elements, ivars, frames'
	// variables, ...): their elements
	slices []sliceSnap
	modSls []modSliceSnap
	// copied values: each struct as made
	strs   []snapOf[String]
	arrays []snapOf[Array]
	hashes []snapOf[Hash]
	ranges []snapOf[Range]
	crefs  []snapOf[cref]
	procs  []snapOf[Proc]
	frames []snapOf[frame]
	ctxs   []snapOf[callCtx]
	objs   []snapOf[Object]
	// objects' Go state (forker.data), by kind
	excs    []snapOf[excData]
	structs []snapOf[structData]
	envs    []snapOf[envVars]
	envSets []strMapSnap
	rngs    []snapOf[mt]
	methods []snapOf[methodData]
	files   []snapOf[fileData]
	disps   []snapOf[dispatcherData]
	// the subclass parts of Strings, Arrays and Hashes (their ivars)
	subs []snapOf[stringSub]
	hidx []anyMapSnap
	// the Interp's own tables and fields that fork sets from the base
	interp   Interp
	puppet   puppetState
	named    []namedSnap
	encs     []encSnap
	vclasses mapSnap[*Module]
	loaded   []string
	libs     []string
	features []string
	rng      mt
	// what resetForReuse sets back: the copies of the base's curCtx,
	// and of the Puppet API's scope and loader objects
	curCtx                     *callCtx
	scopeObj, topScope, loader *Object
}

type snapOf[T any] struct {
	p *T
	v T
}

type mapSnap[V any] struct {
	m    map[string]V
	n    int
	keys []string
	vals []V
}

type strMapSnap struct {
	m    map[string]*string
	n    int
	keys []string
	vals []*string
}

type anyMapSnap struct {
	m    map[any]int
	n    int
	keys []any
	vals []int
}

type namedSnap struct {
	k string
	v *Module
}

type encSnap struct {
	k Encoding
	v *Object
}

type sliceSnap struct {
	s    []Value // the slice (shares the copy's elements)
	vals []Value // its elements as made
}

type modSliceSnap struct {
	s    []*Module
	vals []*Module
}

// sameBytes reports whether *a and *b hold the same bytes: every field
// the same word for word (pointers, slice and map headers, scalars).
func sameBytes[T any](a, b *T) bool {
	n := int(unsafe.Sizeof(*a))
	return unsafe.String((*byte)(unsafe.Pointer(a)), n) == unsafe.String((*byte)(unsafe.Pointer(b)), n)
}

// sameSlab is sameBytes for two slices of the same length.
func sameSlab[T any](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	if len(a) == 0 {
		return true
	}
	var z T
	n := len(a) * int(unsafe.Sizeof(z))
	return unsafe.String((*byte)(unsafe.Pointer(unsafe.SliceData(a))), n) ==
		unsafe.String((*byte)(unsafe.Pointer(unsafe.SliceData(b))), n)
}

// sameValue reports whether a and b are the same value word for word (a
// NaN is itself, and no dynamic type can make the comparison panic).
func sameValue(a, b Value) bool {
	return *(*[2]uintptr)(unsafe.Pointer(&a)) == *(*[2]uintptr)(unsafe.Pointer(&b))
}

func snapMap[V any](m map[string]V) mapSnap[V] {
	s := mapSnap[V]{m: m, n: len(m), keys: make([]string, 0, len(m)), vals: make([]V, 0, len(m))}
	for k, v := range m {
		s.keys = append(s.keys, k)
		s.vals = append(s.vals, v)
	}
	return s
}

func (s *mapSnap[V]) same(eq func(a, b V) bool) bool {
	if len(s.m) != s.n {
		return false
	}
	for i, k := range s.keys {
		v, ok := s.m[k]
		if !ok || !eq(v, s.vals[i]) {
			return false
		}
	}
	return true
}

func samePtr[T any](a, b *T) bool { return a == b }

// snapshot records in, a copy just made, for changedSinceFork. m is the
// fork's memo of the copy.
func (in *Interp) snapshot(m *forkMemo) *reuseSnap {
	s := &reuseSnap{
		mods: append([]Module(nil), in.forkMods...), meths: append([]method(nil), in.forkMeths...),
		interp: *in, features: append([]string(nil), in.features...),
	}
	for k := range in.loaded {
		s.loaded = append(s.loaded, k)
	}
	for k := range in.loadedLibs {
		s.libs = append(s.libs, k)
	}
	vals := func(v []Value) {
		if len(v) > 0 {
			s.slices = append(s.slices, sliceSnap{s: v, vals: append([]Value(nil), v...)})
		}
	}
	mods := func(v []*Module) {
		if len(v) > 0 {
			s.modSls = append(s.modSls, modSliceSnap{s: v, vals: append([]*Module(nil), v...)})
		}
	}
	module := func(x *Module) {
		mods(x.includes)
		mods(x.prepends)
		if len(x.consts) > 0 {
			s.vmaps = append(s.vmaps, snapMap(x.consts))
		}
		if len(x.cvars) > 0 {
			s.vmaps = append(s.vmaps, snapMap(x.cvars))
		}
		if len(x.methods) > 0 && !x.methodsShared {
			s.mmaps = append(s.mmaps, snapMap(x.methods))
		}
		vals(x.ivars.vals)
	}
	for i := range in.forkMods {
		module(&in.forkMods[i])
	}
	for _, x := range m.mods {
		// modules the base did not number (none today)
		module(x)
	}
	sub := func(x *stringSub) {
		if x != nil {
			s.subs = append(s.subs, snapOf[stringSub]{x, *x})
			vals(x.ivars.vals)
		}
	}
	for _, x := range m.strs {
		s.strs = append(s.strs, snapOf[String]{x, *x})
		sub(x.sub)
	}
	for _, x := range m.arrays {
		s.arrays = append(s.arrays, snapOf[Array]{x, *x})
		vals(x.a)
		sub(x.sub)
	}
	for _, x := range m.hashes {
		s.hashes = append(s.hashes, snapOf[Hash]{x, *x})
		sub(x.sub)
		vals(x.keys)
		vals(x.vals)
		h := anyMapSnap{m: x.idx, n: len(x.idx)}
		for k, v := range x.idx {
			h.keys, h.vals = append(h.keys, k), append(h.vals, v)
		}
		s.hidx = append(s.hidx, h)
	}
	for _, x := range m.ranges {
		s.ranges = append(s.ranges, snapOf[Range]{x, *x})
	}
	for _, x := range m.crefs {
		s.crefs = append(s.crefs, snapOf[cref]{x, *x})
	}
	for _, x := range m.procs {
		s.procs = append(s.procs, snapOf[Proc]{x, *x})
	}
	for _, x := range m.frames {
		s.frames = append(s.frames, snapOf[frame]{x, *x})
		vals(x.vars)
	}
	for _, x := range m.ctxs {
		s.ctxs = append(s.ctxs, snapOf[callCtx]{x, *x})
		vals(x.args)
	}
	for _, x := range m.objs {
		s.objs = append(s.objs, snapOf[Object]{x, *x})
		vals(x.ivars.vals)
		switch d := x.Data.(type) {
		case *excData:
			s.excs = append(s.excs, snapOf[excData]{d, *d})
		case *structData:
			s.structs = append(s.structs, snapOf[structData]{d, *d})
			vals(d.vals)
		case *envVars:
			s.envs = append(s.envs, snapOf[envVars]{d, *d})
			e := strMapSnap{m: d.set, n: len(d.set)}
			for k, v := range d.set {
				e.keys, e.vals = append(e.keys, k), append(e.vals, v)
			}
			s.envSets = append(s.envSets, e)
		case *mt:
			s.rngs = append(s.rngs, snapOf[mt]{d, *d})
		case *methodData:
			s.methods = append(s.methods, snapOf[methodData]{d, *d})
		case *fileData:
			s.files = append(s.files, snapOf[fileData]{d, *d})
		case *dispatcherData:
			s.disps = append(s.disps, snapOf[dispatcherData]{d, *d})
		}
	}
	s.vmaps = append(s.vmaps, snapMap(in.globals), snapMap(in.keptVals))
	for k, v := range in.named {
		s.named = append(s.named, namedSnap{k, v})
	}
	for k, v := range in.encodings {
		s.encs = append(s.encs, encSnap{k, v})
	}
	if in.rng != nil {
		s.rng = *in.rng
	}
	if p := in.puppet; p != nil {
		s.puppet = *p
		s.vclasses = snapMap(p.valueClasses)
		s.scopeObj, s.topScope, s.loader = p.scopeObj, p.topScope, p.loader
	}
	s.curCtx = in.curCtx
	return s
}

// changedSinceFork compares in with its snapshot: "" when nothing the fork
// made was changed, else what was (the first difference found).
func (in *Interp) changedSinceFork() string {
	s := in.reuseSnap
	o := &s.interp
	switch {
	case in.methodEpoch != o.methodEpoch || in.hierEpoch != o.hierEpoch:
		return "a method or an ancestry changed"
	case len(in.loaded) != len(s.loaded) || len(in.loadedLibs) != len(s.libs) || !sameMap(in.loaded, o.loaded) ||
		!sameMap(in.loadedLibs, o.loadedLibs) || unsafe.SliceData(in.features) != unsafe.SliceData(o.features) ||
		!slices.Equal(in.features, s.features):
		return "a file or library was loaded"
	case len(in.named) != len(s.named):
		return "a named module"
	case !sameValue(in.errInfo, o.errInfo):
		return "$!"
	case (in.rng == nil) != (o.rng == nil) || in.rng != nil && (in.rng != o.rng || *in.rng != s.rng):
		return "the random generator"
	case in.mainObj != o.mainObj || in.topCtx != o.topCtx || in.kernelLambda != o.kernelLambda ||
		in.kernelProc != o.kernelProc || in.baseMethodMissing != o.baseMethodMissing:
		return "the main object, the top context or a kernel method"
	case !sameMap(in.globals, o.globals) || !sameMap(in.keptVals, o.keptVals) || !sameMap(in.named, o.named) ||
		!sameMap(in.encodings, o.encodings) || len(in.encodings) != len(s.encs):
		return "a table of the Interp"
	case !in.sameBuiltinClasses(o):
		return "a builtin class"
	}
	for _, n := range s.named {
		if in.named[n.k] != n.v {
			return "named module " + n.k
		}
	}
	for _, k := range s.loaded {
		if !in.loaded[k] {
			return "a file was unloaded"
		}
	}
	for _, k := range s.libs {
		if !in.loadedLibs[k] {
			return "a library was unloaded"
		}
	}
	for _, e := range s.encs {
		if in.encodings[e.k] != e.v {
			return "an encoding"
		}
	}
	if why := in.puppetChanged(s); why != "" {
		return why
	}
	// the modules, less their ancestor caches (valid, and what a fresh
	// copy computes again)
	for i := range in.forkMods {
		in.forkMods[i].anc, in.forkMods[i].ancAt = nil, 0
	}
	if !sameSlab(in.forkMods, s.mods) {
		return "a module"
	}
	if !sameSlab(in.forkMeths, s.meths) {
		return "a method"
	}
	for i := range s.vmaps {
		if !s.vmaps[i].same(sameValue) {
			return "a constant, class variable, global or kept value"
		}
	}
	for i := range s.mmaps {
		if !s.mmaps[i].same(samePtr[method]) {
			return "a method table"
		}
	}
	for _, x := range s.slices {
		if !sameSlab(x.s, x.vals) {
			return "an element of an array, a hash, an instance variable or a local variable"
		}
	}
	for _, x := range s.modSls {
		if !sameSlab(x.s, x.vals) {
			return "an include or prepend"
		}
	}
	if !sameSnaps(s.strs) || !sameSnaps(s.arrays) || !sameSnaps(s.hashes) || !sameSnaps(s.ranges) ||
		!sameSnaps(s.crefs) || !sameSnaps(s.procs) || !sameSnaps(s.frames) || !sameSnaps(s.ctxs) || !sameSnaps(s.objs) {
		return "a value"
	}
	if !sameSnaps(s.excs) || !sameSnaps(s.structs) || !sameSnaps(s.envs) || !sameSnaps(s.rngs) ||
		!sameSnaps(s.methods) || !sameSnaps(s.files) || !sameSnaps(s.disps) || !sameSnaps(s.subs) {
		return "an object's state"
	}
	for _, e := range s.envSets {
		if len(e.m) != e.n {
			return "ENV"
		}
		for i, k := range e.keys {
			if v, ok := e.m[k]; !ok || v != e.vals[i] {
				return "ENV"
			}
		}
	}
	for _, h := range s.hidx {
		if len(h.m) != h.n {
			return "a hash"
		}
		for i, k := range h.keys {
			if v, ok := h.m[k]; !ok || v != h.vals[i] {
				return "a hash"
			}
		}
	}
	return ""
}

func sameSnaps[T any](xs []snapOf[T]) bool {
	for i := range xs {
		if !sameBytes(xs[i].p, &xs[i].v) {
			return false
		}
	}
	return true
}

// puppetChanged compares the Puppet API's state with the snapshot's: what
// fork copies of it, and the definitions it starts without (a compile that
// defined a function, a type or a data type is not reused). The rest is
// per-compile (reset).
func (in *Interp) puppetChanged(s *reuseSnap) string {
	p, o := in.puppet, &s.puppet
	if p == nil || s.interp.puppet == nil {
		if p != s.interp.puppet {
			return "the Puppet API loaded"
		}
		return ""
	}
	switch {
	case p != s.interp.puppet || p.loaded != o.loaded:
		return "the Puppet API loaded"
	case len(p.classes) > 0 || len(p.func3) > 0 || len(p.func3All) > 0 || len(p.resourceAPI) > 0 || len(p.types) > 0 ||
		len(p.funcs) > 0 || len(p.instances) > 0 || len(p.metaparams) > 0 || len(p.metaparamClasses) > 0 ||
		len(p.dataTypes) > 0 || len(p.dataTypeOf) > 0 || len(p.dataTypeOfType) > 0 || len(p.objectClasses) > 0 ||
		len(p.lastDefs) > 0 || len(p.runtime3) > 0:
		return "a Puppet function, type or data type was defined"
	case !sameMap(p.valueClasses, o.valueClasses) || !s.vclasses.same(samePtr[Module]) ||
		!sameMap(p.classes, o.classes) || !sameMap(p.func3, o.func3) || !sameMap(p.func3All, o.func3All):
		return "a Puppet value class"
	}
	return ""
}

func (in *Interp) sameBuiltinClasses(o *Interp) bool {
	return in.cBasicObject == o.cBasicObject && in.cObject == o.cObject && in.cModule == o.cModule &&
		in.cClass == o.cClass && in.cKernel == o.cKernel && in.cComparable == o.cComparable &&
		in.cEnumerable == o.cEnumerable && in.cNilClass == o.cNilClass && in.cTrueClass == o.cTrueClass &&
		in.cFalseClass == o.cFalseClass && in.cNumeric == o.cNumeric && in.cInteger == o.cInteger &&
		in.cFloat == o.cFloat && in.cString == o.cString && in.cSymbol == o.cSymbol && in.cArray == o.cArray &&
		in.cHash == o.cHash && in.cRange == o.cRange && in.cRegexp == o.cRegexp && in.cMatchData == o.cMatchData &&
		in.cProc == o.cProc && in.cMethod == o.cMethod && in.cUnboundMethod == o.cUnboundMethod &&
		in.cException == o.cException && in.cStandardError == o.cStandardError && in.cEnumerator == o.cEnumerator &&
		in.cStruct == o.cStruct && in.cEncoding == o.cEncoding
}

// sameMap reports whether x and y are the same map (not equal contents).
func sameMap[K comparable, V any](x, y map[K]V) bool {
	return *(*unsafe.Pointer)(unsafe.Pointer(&x)) == *(*unsafe.Pointer)(unsafe.Pointer(&y))
}

// ReuseStats reports how many released copies of the Env's prepared Interp
// were kept whole for reuse and how many were not, with the first
// difference found in the last one not kept (measurements and tests).
func (e *Env) ReuseStats() (kept, notKept int, lastWhy string) {
	s := &e.reuse
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.kept, s.dirty, s.lastWhy
}
