package ruby

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"
	"unsafe"
)

// The tests of reusing a released copy (fork_reuse.go). A copy kept for
// reuse must be the same, structurally, as a fresh copy of the base: what a
// compile wrote into it must never reach the next compile. Three checks:
// every way of writing into a copy is seen (module tables, values the copy
// took from the base, the Interp's tables), a kept copy is isomorphic to a
// fresh one by a reflection walk of every field (independent of
// changedSinceFork's own way of comparing), and every oracle program gives Ruby's
// output in copies that earlier programs ran in.

func reuseEnv(t testing.TB) *Env {
	t.Helper()
	// a library of its own to require
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "perf_w.rb"), []byte("PERF_REQ = [1]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	env := NewEnv(EnvOptions{LoadPath: []string{dir}})
	env.NewInterp() // the trial copy, never reused
	if env.prepared() == nil {
		t.Fatalf("no prepared Interp: %v", env.baseErr)
	}
	return env
}

func evalOK(t testing.TB, in *Interp, src string) string {
	t.Helper()
	v, err := in.EvalString("t.rb", src)
	s := ""
	if err == nil {
		s, err = in.ToS(v)
	}
	if err != nil {
		t.Fatalf("%s: %v", src, err)
	}
	return s
}

// A copy that only computed is kept, handed to the next NewInterp and
// isomorphic to a fresh copy.
func TestReuseKeepsCleanCopy(t *testing.T) {
	env := reuseEnv(t)
	a := env.NewInterp()
	if got := evalOK(t, a, `x = "a" + "b"; y = [3, 1, 2].sort.map { |i| i * 2 }; h = {x => y}; h.inspect`); got != `{"ab"=>[2, 4, 6]}` {
		t.Fatalf("got %s", got)
	}
	a.Release()
	kept, notKept, why := env.ReuseStats()
	if kept != 1 || notKept != 0 {
		t.Fatalf("kept %d, not kept %d (%s)", kept, notKept, why)
	}
	b := env.NewInterp()
	if b != a {
		t.Fatal("the kept copy was not reused")
	}
	if b.reuseSnap == nil || b.forkMods == nil || b.steps != 0 || b.host != nil || b.puppet == nil && env.base.puppet != nil {
		t.Fatal("the reused copy was not reset")
	}
	assertIsomorphic(t, env, b)
	b.Release()
	if kept, _, _ := env.ReuseStats(); kept != 2 {
		t.Fatalf("kept %d", kept)
	}
	// a second Release of a kept copy changes nothing: one copy, kept once
	b.Release()
	c, d := env.NewInterp(), env.NewInterp()
	if c != b || d == b || c.forkMods == nil {
		t.Fatal("a copy released twice was kept twice or cleared")
	}
}

// Each of these programs writes into the copy in a way a later compile
// could see: none of their copies may be kept, and the copy the next
// NewInterp returns answers as a fresh one.
func TestReuseNotAfterWrites(t *testing.T) {
	env := reuseEnv(t)
	const probe = `[defined?(PERF_W).inspect, "a".respond_to?(:perf_w), String.instance_variable_get(:@perf_w).inspect,
  String.class_variable_defined?(:@@perf_w), $perf_w.inspect, Comparable.constants.include?(:PERF_W),
  String.respond_to?(:perf_w), respond_to?(:perf_w, true), Object.const_defined?(:Set), ENV["PERF_W"].inspect,
  $,.inspect, instance_variable_get(:@perf_w).inspect, Kernel.respond_to?(:perf_w),
  (Float::INFINITY.frozen? rescue "x").inspect, Array.ancestors.include?(Comparable), Hash.new.default.inspect,
  $stdout.class.to_s, Math.const_defined?(:PERF_W), rand(1000), defined?(PERF_REQ).inspect].join(",")`
	fresh := evalOK(t, env.NewInterp(), probe)
	writes := []string{
		`PERF_W = 1`,
		`class String; def perf_w; end; end`,
		`class String; @perf_w = 1; end`,
		`class String; @@perf_w = 1; end`,
		`$perf_w = 1`,
		`Comparable.const_set(:PERF_W, 1)`,
		`def String.perf_w; end`,
		`def perf_w; end`,
		`require "perf_w"`,
		`ENV["PERF_W"] = "x"`,
		`@perf_w = 1`,
		`module Kernel; def self.perf_w; end; end`,
		`class Array; include Comparable; end`,
		`class Object; private; end; Object.send(:remove_const, :Math) rescue nil`,
		`rand; Random.rand`,
		`$stdout = $stderr`,
		`module Math; PERF_W = 2; end`,
		`class String; alias_method :perf_x, :upcase; end`,
		`class String; remove_method :perf_x rescue nil; undef_method :upcase; end`,
		`String.freeze`,
		`String.singleton_class.send(:define_method, :perf_w) { 1 }`,
		`Object.const_get(:Encoding).instance_variable_set(:@perf_w, 1)`,
	}
	for _, w := range writes {
		_, before, _ := env.ReuseStats()
		in := env.NewInterp()
		if _, err := in.EvalString("w.rb", w); err != nil {
			t.Logf("%s: %v", w, err)
		}
		in.Release()
		kept0, after, why := env.ReuseStats()
		if after != before+1 {
			t.Errorf("%s: the copy was kept (%d kept)", w, kept0)
			continue
		}
		t.Logf("%s: not kept: %s", w, why)
		n := env.NewInterp()
		if got := evalOK(t, n, probe); got != fresh {
			t.Errorf("after %s: the next copy answers\n%s\nnot\n%s", w, got, fresh)
		}
		n.Release()
	}
}

// Every write into any part of a copy that came from the base is seen by
// changedSinceFork: each module, method and mutable value of the copy is
// changed in turn (directly, as any interpreter path could), and the change
// undone must leave the copy clean again.
func TestReuseCheckSeesEveryWrite(t *testing.T) {
	env := reuseEnv(t)
	b := env.prepared()
	probe := b.fork2(t)
	if why := probe.changedSinceFork(); why != "" {
		t.Fatalf("a fresh copy differs from its snapshot: %s", why)
	}
	nMods, nMeths := len(probe.forkMods), len(probe.forkMeths)
	check := func(what string, change func(in *Interp) bool) {
		t.Helper()
		in := b.fork2(t)
		if !change(in) {
			return
		}
		if why := in.changedSinceFork(); why == "" {
			t.Errorf("%s: not seen", what)
		}
	}
	newStr := func() Value { return NewString("perf") }
	modWrites := map[string]func(m *Module){
		"const":       func(m *Module) { m.SetConst("PERF_W", int64(1)) },
		"const value": func(m *Module) { replaceFirst(m.consts, newStr()) },
		"cvar":        func(m *Module) { m.cvars = map[string]Value{"@@perf": int64(1)} },
		"ivar":        func(m *Module) { m.ivars.set("@perf", int64(1)) },
		"method":      func(m *Module) { m.ownMethods(); m.methods = mapWith(m.methods, "perf", &method{name: "perf"}) },
		"meta":        func(m *Module) { m.meta = &Module{in: m.in} },
		"include":     func(m *Module) { m.includes = append(m.includes, m.in.cComparable) },
		"prepend":     func(m *Module) { m.prepends = append(m.prepends, m.in.cComparable) },
		"frozen":      func(m *Module) { m.frozen = !m.frozen },
		"name":        func(m *Module) { m.name += "X" },
		"super":       func(m *Module) { m.super = m.in.cObject; m.parent = m.in.cKernel },
		"constOrder":  func(m *Module) { m.constOrder = append(m.constOrder[:len(m.constOrder):len(m.constOrder)], "X") },
		"wrapperDesc": func(m *Module) { m.wrapperDesc += "x" },
		"serial":      func(m *Module) { m.serial++ },
		"data":        func(m *Module) { m.data = &structInfo{} },
		"partial":     func(m *Module) { m.partialLib += "x" },
		"puppetAPI":   func(m *Module) { m.puppetAPI = !m.puppetAPI },
		"attached":    func(m *Module) { m.attached = newStr() },
		"ivar value":  func(m *Module) { m.ivars.vals = replaceAt(append([]Value(nil), m.ivars.vals...), newStr()) },
		"ivar in place": func(m *Module) {
			if len(m.ivars.vals) > 0 {
				m.ivars.vals[0] = newStr()
			}
		},
		"include in place": func(m *Module) {
			if len(m.includes) > 0 {
				m.includes[0] = m.in.cComparable
			}
		},
		"method in place": func(m *Module) {
			for k := range m.methods {
				m.ownMethods()
				m.methods[k] = &method{name: k}
				return
			}
		},
	}
	has := map[string]func(m *Module) bool{
		"const value":      func(m *Module) bool { return len(m.consts) > 0 },
		"ivar in place":    func(m *Module) bool { return len(m.ivars.vals) > 0 },
		"include in place": func(m *Module) bool { return len(m.includes) > 0 && m.includes[0] != m.in.cComparable },
		"method in place":  func(m *Module) bool { return len(m.methods) > 0 },
	}
	for i := 0; i < nMods; i += 5 {
		for _, w := range sortedKeys(modWrites) {
			check(fmt.Sprintf("module %d %s: %s", i, env.baseMods[i].name, w), func(in *Interp) bool {
				m := &in.forkMods[i]
				if h := has[w]; h != nil && !h(m) {
					return false
				}
				modWrites[w](m)
				return true
			})
		}
	}
	for i := 0; i < nMeths; i += 3 {
		check(fmt.Sprintf("method %d vis", i), func(in *Interp) bool {
			m := &in.forkMeths[i]
			if m.owner == nil {
				return false
			}
			m.vis = (m.vis + 1) % 3
			return true
		})
	}
	// each copied value, changed and put back, in one copy
	in := b.fork2(t)
	sn := in.reuseSnap
	try := func(what string, undo func()) {
		t.Helper()
		if why := in.changedSinceFork(); why == "" {
			t.Errorf("%s: not seen", what)
		}
		undo()
		if why := in.changedSinceFork(); why != "" {
			t.Fatalf("%s undone: still seen: %s", what, why)
		}
	}
	elem := func(what string, vs []Value) {
		t.Helper()
		if len(vs) == 0 {
			return
		}
		old := vs[len(vs)-1]
		vs[len(vs)-1] = newStr()
		try(what+" element", func() { vs[len(vs)-1] = old })
	}
	for i, x := range sn.strs {
		old := *x.p
		x.p.s += "!"
		try(fmt.Sprintf("string %d", i), func() { *x.p = old })
		x.p.frozen = true
		try(fmt.Sprintf("string %d frozen", i), func() { *x.p = old })
		x.p.sub = &stringSub{}
		try(fmt.Sprintf("string %d sub", i), func() { *x.p = old })
	}
	for i, x := range sn.arrays {
		old := *x.p
		x.p.a = append(x.p.a, int64(1))
		try(fmt.Sprintf("array %d", i), func() { *x.p = old })
		elem(fmt.Sprintf("array %d", i), x.p.a)
	}
	for i, x := range sn.hashes {
		old := *x.p
		x.p.dflt = newStr()
		try(fmt.Sprintf("hash %d default", i), func() { *x.p = old })
		x.p.keys = append(x.p.keys, int64(1))
		try(fmt.Sprintf("hash %d keys", i), func() { *x.p = old })
		elem(fmt.Sprintf("hash %d values", i), x.p.vals)
		elem(fmt.Sprintf("hash %d keys", i), x.p.keys)
		x.p.idx["perf"] = 1
		try(fmt.Sprintf("hash %d index", i), func() { delete(x.p.idx, "perf") })
	}
	for i, x := range sn.objs {
		old := *x.p
		x.p.ivars.set("@perf", int64(1))
		try(fmt.Sprintf("object %d ivar", i), func() { *x.p = old })
		elem(fmt.Sprintf("object %d ivar", i), x.p.ivars.vals)
		x.p.meta = &Module{in: in}
		try(fmt.Sprintf("object %d meta", i), func() { *x.p = old })
		x.p.Data = &structData{}
		try(fmt.Sprintf("object %d data", i), func() { *x.p = old })
		x.p.frozen = !x.p.frozen
		try(fmt.Sprintf("object %d frozen", i), func() { *x.p = old })
	}
	for i, x := range sn.frames {
		old := *x.p
		x.p.loops++
		try(fmt.Sprintf("frame %d loops", i), func() { *x.p = old })
		elem(fmt.Sprintf("frame %d", i), x.p.vars)
	}
	for i, x := range sn.ctxs {
		old := *x.p
		x.p.lastMatch = newStr()
		try(fmt.Sprintf("ctx %d $~", i), func() { *x.p = old })
		x.p.vis = (x.p.vis + 1) % 3
		try(fmt.Sprintf("ctx %d vis", i), func() { *x.p = old })
		elem(fmt.Sprintf("ctx %d args", i), x.p.args)
	}
	for i, x := range sn.procs {
		old := *x.p
		x.p.self = newStr()
		try(fmt.Sprintf("proc %d", i), func() { *x.p = old })
	}
	for i, x := range sn.crefs {
		old := *x.p
		x.p.mod = in.cKernel
		if old.mod == in.cKernel {
			x.p.mod = in.cObject
		}
		try(fmt.Sprintf("cref %d", i), func() { *x.p = old })
	}
	for i, x := range sn.envs {
		x.p.set["PERF"] = nil
		try(fmt.Sprintf("ENV %d", i), func() { delete(x.p.set, "PERF") })
	}
	for i, x := range sn.excs {
		old := *x.p
		x.p.msg = newStr()
		try(fmt.Sprintf("exception %d", i), func() { *x.p = old })
	}
	for i, x := range sn.rngs {
		old := *x.p
		x.p.Uint32()
		try(fmt.Sprintf("random %d", i), func() { *x.p = old })
	}
	t.Logf("modules %d, methods %d; values: strings %d, arrays %d, hashes %d, objects %d, frames %d, contexts %d, procs %d, scopes %d, ENV %d, exceptions %d, random %d",
		nMods, nMeths, len(sn.strs), len(sn.arrays), len(sn.hashes), len(sn.objs), len(sn.frames), len(sn.ctxs),
		len(sn.procs), len(sn.crefs), len(sn.envs), len(sn.excs), len(sn.rngs))
	interpWrites := map[string]func(in *Interp){
		"global":      func(in *Interp) { in.globals["$perf"] = int64(1) },
		"errinfo":     func(in *Interp) { in.errInfo = newStr() },
		"loaded":      func(in *Interp) { in.loaded = mapWith(in.loaded, "/x.rb", true) },
		"library":     func(in *Interp) { in.loadedLibs = mapWith(in.loadedLibs, "perf", true) },
		"feature":     func(in *Interp) { in.features = append(in.features, "x") },
		"named":       func(in *Interp) { in.named["Perf"] = in.cObject },
		"named value": func(in *Interp) { in.named["String"] = in.cObject },
		"kept":        func(in *Interp) { in.keep("perf", int64(1)) },
		"rng":         func(in *Interp) { in.rng = newMT(1) },
		"rng state": func(in *Interp) {
			if in.rng == nil {
				in.rng = newMT(1)
			}
			in.rng.Uint32()
		},
		"epoch":       func(in *Interp) { in.methodEpoch++ },
		"hier":        func(in *Interp) { in.hierEpoch++ },
		"main ivar":   func(in *Interp) { in.mainObj.ivars.set("@perf", int64(1)) },
		"top vis":     func(in *Interp) { in.topCtx.vis = (in.topCtx.vis + 1) % 3 },
		"encodings":   func(in *Interp) { in.encodings = mapWith(in.encodings, Encoding(200), &Object{}) },
		"puppet type": func(in *Interp) { in.puppetAPI().types = append(in.puppetAPI().types, &typeEntry{}) },
		"puppet func": func(in *Interp) { in.puppetAPI().func3 = mapWith(in.puppetAPI().func3, "f", &func3Def{}) },
		"value class": func(in *Interp) { in.puppetAPI().valueClasses = mapWith(in.puppetAPI().valueClasses, "X", in.cObject) },
		"builtin":     func(in *Interp) { in.cString = in.cObject },
	}
	for _, w := range sortedKeys(interpWrites) {
		check(w, func(in *Interp) bool { interpWrites[w](in); return true })
	}
}

// fork2 is a copy of the base for a test that changes it directly.
func (in *Interp) fork2(t testing.TB) *Interp {
	t.Helper()
	c, err := in.fork()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func mapWith[K comparable, V any](m map[K]V, k K, v V) map[K]V {
	if m == nil {
		m = map[K]V{}
	}
	m[k] = v
	return m
}

func replaceFirst(m map[string]Value, v Value) {
	for _, k := range sortedKeys(m) {
		m[k] = v
		return
	}
}

// replaceAt replaces the middle element of vs, or appends v to an empty
// vs.
func replaceAt(vs []Value, v Value) []Value {
	if len(vs) == 0 {
		return append(vs, v)
	}
	vs[len(vs)/2] = v
	return vs
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// Every oracle program prints in a copy that earlier programs ran in (when
// they left it clean) what it prints in a fresh copy, and each kept copy is
// isomorphic to a fresh one.
func TestReuseOracle(t *testing.T) {
	env := reuseEnv(t)
	files, _ := filepath.Glob("testdata/oracle/*.rb")
	if len(files) < 50 {
		t.Fatalf("%d oracle programs", len(files))
	}
	checked := 0
	for round := 0; round < 2; round++ {
		for _, path := range files {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			fresh, err := env.base.fork()
			if err != nil {
				t.Fatal(err)
			}
			want := runFile(fresh, path, src)
			in := env.NewInterp()
			if got := runFile(in, path, src); got != want {
				t.Errorf("%s (round %d): a reused copy prints otherwise than a fresh one\n%s", path, round, lineDiff(want, got))
			}
			kept0, _, _ := env.ReuseStats()
			in.Release()
			if kept, _, _ := env.ReuseStats(); kept > kept0 && checked < 40 {
				// the next NewInterp takes it back: compare it
				n := env.NewInterp()
				if n != in {
					t.Fatal("the kept copy was not the next one")
				}
				assertIsomorphic(t, env, n)
				checked++
				n.Release()
			}
		}
	}
	kept, notKept, _ := env.ReuseStats()
	t.Logf("copies kept %d, not kept %d, compared %d", kept, notKept, checked)
	if kept == 0 || checked == 0 {
		t.Fatal("no copy was kept")
	}
}

// Concurrent compiles taking and releasing copies (go test -race): each
// sees only its own writes.
func TestReuseConcurrent(t *testing.T) {
	env := reuseEnv(t)
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 30; i++ {
				in := env.NewInterp()
				src := fmt.Sprintf(`x = "%d-%d"; x << "!"; [defined?(PERF_C).inspect, x].join(",")`, g, i)
				if i%5 == 0 {
					src = fmt.Sprintf(`PERF_C = %d; `, g) + src
				}
				v, err := in.EvalString("c.rb", src)
				if err == nil {
					var s string
					s, err = in.ToS(v)
					want := fmt.Sprintf(`nil,%d-%d!`, g, i)
					if i%5 == 0 {
						want = fmt.Sprintf(`"constant",%d-%d!`, g, i)
					}
					if err == nil && s != want {
						err = fmt.Errorf("got %s, want %s", s, want)
					}
				}
				if err != nil {
					errs <- err
					in.Release()
					return
				}
				in.Release()
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	kept, notKept, _ := env.ReuseStats()
	if kept == 0 || notKept == 0 {
		t.Fatalf("kept %d, not kept %d", kept, notKept)
	}
}

// assertIsomorphic compares in, a copy taken from the pool, with a fresh
// copy of the base, field by field through reflection: the two graphs must
// be the same up to the identity of the objects each copy owns, and share
// the same objects with the base (a copy that pointed at a mutable object
// of the base, or kept anything of an earlier compile, fails).
func assertIsomorphic(t *testing.T, env *Env, in *Interp) {
	t.Helper()
	fresh, err := env.base.fork()
	if err != nil {
		t.Fatal(err)
	}
	w := &isoWalk{pairs: map[unsafe.Pointer]unsafe.Pointer{}, back: map[unsafe.Pointer]unsafe.Pointer{}, base: baseObjects(env)}
	if !w.walk(reflect.ValueOf(fresh).Elem(), reflect.ValueOf(in).Elem(), "Interp") {
		t.Fatalf("the reused copy differs from a fresh copy at %s", w.err)
	}
	// fresh is not released: it would be kept, and change what the tests
	// count
}

type isoWalk struct {
	pairs, back map[unsafe.Pointer]unsafe.Pointer
	// base: the objects reachable from the base; a copy may share one
	// with another copy, never hold one where the other holds its own
	base map[unsafe.Pointer]bool
	err  string
}

var baseObjectsOf sync.Map // *Env -> map[unsafe.Pointer]bool

// baseObjects collects every object reachable from env's base.
func baseObjects(env *Env) map[unsafe.Pointer]bool {
	if m, ok := baseObjectsOf.Load(env); ok {
		return m.(map[unsafe.Pointer]bool)
	}
	set := map[unsafe.Pointer]bool{}
	var visit func(v reflect.Value)
	visit = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer:
			if v.IsNil() || set[v.UnsafePointer()] {
				return
			}
			set[v.UnsafePointer()] = true
			visit(v.Elem())
		case reflect.Interface:
			if !v.IsNil() {
				visit(v.Elem())
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if !isoSkip[v.Type().Name()+"."+v.Type().Field(i).Name] {
					visit(v.Field(i))
				}
			}
		case reflect.Slice, reflect.Array:
			if v.Kind() == reflect.Slice && v.Len() > 0 {
				if set[v.UnsafePointer()] && v.Type().Elem().Kind() != reflect.Struct {
					return
				}
				set[v.UnsafePointer()] = true
			}
			for i := 0; i < v.Len(); i++ {
				e := v.Index(i)
				if e.Kind() == reflect.Struct && e.CanAddr() {
					if p := unsafe.Pointer(e.UnsafeAddr()); i > 0 && set[p] {
						continue
					} else {
						set[p] = true
					}
				}
				visit(e)
			}
		case reflect.Map:
			it := v.MapRange()
			for it.Next() {
				visit(it.Key())
				visit(it.Value())
			}
		}
	}
	visit(reflect.ValueOf(env.base).Elem())
	baseObjectsOf.Store(env, set)
	return set
}

// skipped fields: caches valid for the copy that holds them, and the
// fork's snapshot (what changedSinceFork compares)
var isoSkip = map[string]bool{
	"Module.anc": true, "Module.ancAt": true, "Interp.ic": true, "Interp.reuseSnap": true, "Interp.forkSeen": true,
	"Interp.env": true, "Interp.forkBase": true,
}

func (w *isoWalk) fail(path, format string, args ...any) bool {
	if w.err == "" {
		w.err = path + ": " + fmt.Sprintf(format, args...)
	}
	return false
}

// pair records that a (fresh) and b (reused) stand for each other; seen
// reports whether the pair was recorded before.
func (w *isoWalk) pair(path string, a, b unsafe.Pointer) (seen, ok bool) {
	pb, okA := w.pairs[a]
	pa, okB := w.back[b]
	if okA || okB {
		if pb != b || pa != a {
			return true, w.fail(path, "two objects of one copy stand for one of the other")
		}
		return true, true
	}
	w.pairs[a], w.back[b] = b, a
	return false, true
}

func (w *isoWalk) walk(a, b reflect.Value, path string) bool {
	if a.Kind() != b.Kind() || a.Type() != b.Type() {
		return w.fail(path, "types %s and %s", a.Type(), b.Type())
	}
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return w.fail(path, "nil on one side")
			}
			return true
		}
		pa, pb := a.UnsafePointer(), b.UnsafePointer()
		seen, ok := w.pair(path, pa, pb)
		if seen || !ok {
			return ok
		}
		if pa == pb {
			// shared by both (the base's immutable parts)
			return true
		}
		if w.base[pa] || w.base[pb] {
			return w.fail(path, "one copy holds an object of the base where the other holds its own")
		}
		return w.walk(a.Elem(), b.Elem(), path)
	case reflect.Interface:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return w.fail(path, "nil on one side")
			}
			return true
		}
		return w.walk(a.Elem(), b.Elem(), path)
	case reflect.Struct:
		tn := a.Type().Name()
		for i := 0; i < a.NumField(); i++ {
			name := tn + "." + a.Type().Field(i).Name
			if isoSkip[name] {
				continue
			}
			if !w.walk(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name) {
				return false
			}
		}
		return true
	case reflect.Slice:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return w.fail(path, "slice lengths %d and %d", a.Len(), b.Len())
		}
		if a.Len() == 0 {
			return true
		}
		if a.UnsafePointer() == b.UnsafePointer() {
			return true
		}
		fallthrough
	case reflect.Array:
		structs := a.Type().Elem().Kind() == reflect.Struct
		for i := 0; i < a.Len(); i++ {
			ea, eb := a.Index(i), b.Index(i)
			if structs && ea.CanAddr() {
				// an element a pointer elsewhere may name
				if seen, ok := w.pair(path, unsafe.Pointer(ea.UnsafeAddr()), unsafe.Pointer(eb.UnsafeAddr())); seen || !ok {
					if !ok {
						return false
					}
					continue
				}
			}
			if !w.walk(ea, eb, fmt.Sprintf("%s[%d]", path, i)) {
				return false
			}
		}
		return true
	case reflect.Map:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return w.fail(path, "map sizes %d and %d", a.Len(), b.Len())
		}
		if a.Len() == 0 || a.UnsafePointer() == b.UnsafePointer() {
			return true
		}
		switch a.Type().Key().Kind() {
		case reflect.String, reflect.Int, reflect.Int64, reflect.Uint8, reflect.Bool:
		default:
			if strings.HasSuffix(path, ".idx") {
				// a Hash's index: its keys and values are compared
				return true
			}
			return w.fail(path, "a map keyed by %s with entries", a.Type().Key())
		}
		it := a.MapRange()
		for it.Next() {
			vb := b.MapIndex(it.Key())
			if !vb.IsValid() {
				return w.fail(path, "key %v on one side", it.Key())
			}
			if !w.walk(it.Value(), vb, fmt.Sprintf("%s[%v]", path, it.Key())) {
				return false
			}
		}
		return true
	case reflect.Func:
		if a.IsNil() != b.IsNil() {
			return w.fail(path, "func nil on one side")
		}
		return true
	case reflect.String:
		if a.String() != b.String() {
			return w.fail(path, "%q and %q", a.String(), b.String())
		}
		return true
	case reflect.Bool:
		if a.Bool() != b.Bool() {
			return w.fail(path, "%v and %v", a.Bool(), b.Bool())
		}
		return true
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if a.Int() != b.Int() {
			return w.fail(path, "%d and %d", a.Int(), b.Int())
		}
		return true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if a.Uint() != b.Uint() {
			return w.fail(path, "%d and %d", a.Uint(), b.Uint())
		}
		return true
	case reflect.Float32, reflect.Float64:
		if math.Float64bits(a.Float()) != math.Float64bits(b.Float()) {
			return w.fail(path, "%v and %v", a.Float(), b.Float())
		}
		return true
	case reflect.UnsafePointer, reflect.Chan:
		if a.Pointer() != b.Pointer() {
			return w.fail(path, "pointers differ")
		}
		return true
	}
	return w.fail(path, "kind %s not compared", a.Kind())
}

// The fields of the types a copy is made of, as changedSinceFork and
// resetForReuse know them. A field added to one of these types must be
// either compared by changedSinceFork (state a compile may write that a fresh copy
// would not have) or reset by resetForReuse (per-compile state): then add it
// here. Without that, a compile's write into the new field could reach the
// next compile.
func TestReuseFieldsKnown(t *testing.T) {
	known := map[string]string{
		"Interp":         "env ctx host limits catchTags mmReason evalFrom steps mem depth inDefined file pos label bt methodEpoch cacheEpoch hierEpoch mcache ic sharedIC forkEpoch vals frames calls ctxs globals errInfo mainObj topCtx named cBasicObject cObject cModule cClass cKernel cComparable cEnumerable cNilClass cTrueClass cFalseClass cNumeric cInteger cFloat cString cSymbol cArray cHash cRange cRegexp cMatchData cProc cMethod cUnboundMethod cException cStandardError cEnumerator cStruct cEncoding kernelLambda kernelProc baseMethodMissing loaded loadedLibs features encodings puppet curCtx rng wd preloadErr hooks mutations hostData keptVals forkSize forkSeen forkBase forkMods forkMeths reuseSnap valIvars temp inspecting Stdout",
		"Module":         "name super parent includes prepends methods base consts constOrder cvars ivars meta attached in data alloc wrapperDesc serial anc ancAt forkIdx baseIdx methodsShared forkGoMethods isClass isSingleton frozen puppetAPI partialLib",
		"method":         "name owner vis forkIdx fn min max shownMin kw sw mutates frozenFirst def cref definee proc ivar writer undef origName",
		"String":         "s enc frozen buf sub",
		"Array":          "a frozen sub",
		"Hash":           "keys vals idx dflt dfltFn ident frozen iterating sub",
		"Range":          "Begin End Exclusive",
		"Object":         "class ivars meta frozen Data",
		"Proc":           "lambda blk frame self ctx fn min max symName method selfOverride hostBlk",
		"frame":          "vars parent ctx proc loops",
		"callCtx":        "self cref defTarget meth owner args kw block vis modFunc file retTarget lastMatch",
		"cref":           "mod parent",
		"puppetState":    "loaded classes func3 func3All lastDefs scopeObj topScope scopes made defaultsKnown defaultsEpoch defaultsRefs defaultsAll setvars loader valueClasses resourceAPI types typeFile metaparams metaparamClasses own funcs instances dataTypes dataTypeOf dataTypeOfType objectClasses generated adopted catalogUUID hostLevel paramViews loaded3 raw3 runtime3 loading overrides",
		"ivarTable":      "names vals",
		"excData":        "file pos msg bt btSet cause hostErr private",
		"structData":     "vals",
		"envVars":        "set",
		"methodData":     "recv me name bound from",
		"fileData":       "path data pos closed enc binmode lineno isDir status tmp",
		"dispatcherData": "cls",
	}
	for _, v := range []any{Interp{}, Module{}, method{}, String{}, Array{}, Hash{}, Range{}, Object{}, Proc{}, frame{},
		callCtx{}, cref{}, puppetState{}, ivarTable{}, excData{}, structData{}, envVars{}, methodData{}, fileData{},
		dispatcherData{}} {
		ty := reflect.TypeOf(v)
		var names []string
		for i := 0; i < ty.NumField(); i++ {
			names = append(names, ty.Field(i).Name)
		}
		if got := strings.Join(names, " "); got != known[ty.Name()] {
			t.Errorf("the fields of %s changed: make fork_reuse.go's changedSinceFork compare a new field or resetForReuse reset it, then list them here:\n%s", ty.Name(), got)
		}
	}
}
